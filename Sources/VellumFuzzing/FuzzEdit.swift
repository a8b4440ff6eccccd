/// One step of reducing a failing tree; nodes are numbered in pre-order, root 0.
///
/// Edits are plain values with a text form (`c3`, `h5.1`, `d7.2`) so a crashing tree can
/// be reduced across processes: the child rebuilds the seed's tree and applies them.
public enum FuzzEdit: Hashable, LosslessStringConvertible {
    /// Replace node `at` with `Color.clear`.
    case clear(at: Int)
    /// Replace node `at` with one of its children.
    case hoist(at: Int, child: Int)
    /// Remove one child of the container `at`.
    case drop(at: Int, child: Int)

    public var description: String {
        switch self {
        case .clear(let at): "c\(at)"
        case .hoist(let at, let child): "h\(at).\(child)"
        case .drop(let at, let child): "d\(at).\(child)"
        }
    }

    public init?(_ text: String) {
        guard let kind = text.first else { return nil }
        let numbers = text.dropFirst().split(separator: ".").compactMap { Int($0) }
        switch (kind, numbers.count) {
        case ("c", 1): self = .clear(at: numbers[0])
        case ("h", 2): self = .hoist(at: numbers[0], child: numbers[1])
        case ("d", 2): self = .drop(at: numbers[0], child: numbers[1])
        default: return nil
        }
    }

    /// Parses `c3,h5.1`; nil if any part is malformed.
    public static func list(_ text: String) -> [FuzzEdit]? {
        var edits: [FuzzEdit] = []
        for part in text.split(separator: ",") {
            guard let edit = FuzzEdit(String(part)) else { return nil }
            edits.append(edit)
        }
        return edits
    }
}

extension FuzzNode {
    /// The tree after `edits`, in order; nil if one does not apply.
    public func applying(_ edits: [FuzzEdit]) -> FuzzNode? {
        var tree = self
        for edit in edits {
            guard let edited = tree.applying(edit) else { return nil }
            tree = edited
        }
        return tree
    }

    func applying(_ edit: FuzzEdit) -> FuzzNode? {
        switch edit {
        case .clear(let at):
            replacing(at: at) { $0.isClear ? nil : .clear }
        case .hoist(let at, let child):
            replacing(at: at) { $0.children.indices.contains(child) ? $0.children[child] : nil }
        case .drop(let at, let child):
            replacing(at: at) { node in
                guard node.shape == .container, node.children.indices.contains(child) else { return nil }
                var smaller = node
                smaller.children.remove(at: child)
                return smaller
            }
        }
    }

    /// Every edit that makes this tree smaller, largest cuts first: nearer the root first,
    /// and hoisting (which keeps a subtree) before clearing (which keeps nothing).
    var candidateEdits: [FuzzEdit] {
        var edits: [FuzzEdit] = []
        var index = 0
        func visit(_ node: FuzzNode) {
            let at = index
            index += 1
            for child in node.children.indices { edits.append(.hoist(at: at, child: child)) }
            if node.shape == .container {
                for child in node.children.indices { edits.append(.drop(at: at, child: child)) }
            }
            if at > 0, !node.isClear { edits.append(.clear(at: at)) }
            node.children.forEach(visit)
        }
        visit(self)
        return edits
    }

    /// This tree with node `at` (pre-order) replaced by `transform` of it; nil if there is
    /// no such node or `transform` declines.
    private func replacing(at target: Int, _ transform: (FuzzNode) -> FuzzNode?) -> FuzzNode? {
        var index = 0
        func visit(_ node: FuzzNode) -> FuzzNode?? {
            if index == target { return .some(transform(node)) }
            index += 1
            for (i, child) in node.children.enumerated() {
                if let result = visit(child) {
                    guard let replaced = result else { return .some(nil) }
                    var copy = node
                    copy.children[i] = replaced
                    return .some(copy)
                }
            }
            return nil
        }
        return visit(self) ?? nil
    }
}
