import Foundation

/// A view on screen in a `ViewHost`, as a test reads it: what it shows, where it is,
/// whether it takes input, and a way to tap it. Found with `find(text:)`, `find(id:)`
/// and `findAll(_:)`.
///
/// ```swift
/// let save = try host.find(text: "Save")
/// #expect(save.isEnabled)
/// try save.tap()
/// ```
@MainActor
public struct ViewElement {
    /// All the text the view shows, in reading order, joined by spaces; nil if none.
    public let string: String?
    /// The view's frame in window coordinates.
    public let frame: CGRect
    /// False when the control in it is disabled (`.disabled(true)`), so that acting on
    /// it does nothing.
    public let isEnabled: Bool
    /// True under `.hidden()`: the view keeps its place but is not drawn.
    public let isHidden: Bool
    /// What VoiceOver reads for the view: its `accessibilityLabel`, or its text.
    public let accessibilityLabel: String?
    /// The view's `accessibilityIdentifier`, as XCUITest finds it.
    public let accessibilityIdentifier: String?

    private let host: ViewHost
    private let node: LayoutNode

    init(node: LayoutNode, frame: CGRect, host: ViewHost) {
        self.node = node
        self.frame = frame
        self.host = host
        let texts = host.texts(in: node)
        string = texts.isEmpty ? nil : texts.joined(separator: " ")
        isEnabled = host.interaction(of: node)?.isEnabled ?? true
        isHidden = host.isHidden(node)
        let element = AccessibilityTree.elements(of: node).first
        accessibilityLabel = element.flatMap { $0.label.isEmpty ? nil : $0.label }
        accessibilityIdentifier = element?.identifier
    }

    /// Taps the centre of the view, as a finger would: what is tappable there acts. A
    /// disabled control throws an error that says so.
    public func tap() throws {
        try host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}

extension ViewHost {
    // MARK: Finding views

    /// The view on screen that shows exactly `text`.
    public func find(text: String) throws -> ViewElement {
        updateIfNeeded()
        let found = try visibleNode(text: text)
        return ViewElement(node: found.node, frame: found.node.frame, host: self)
    }

    /// The view on screen marked `.id(id)`.
    public func find<ID: Hashable>(id: ID) throws -> ViewElement {
        updateIfNeeded()
        let found = try visibleNode(id: id)
        return ViewElement(node: found.node, frame: found.node.frame, host: self)
    }

    /// Every view of type `type` on screen, in the order their views were declared. It
    /// finds views with a body (your own views, custom modifiers); built-in views such
    /// as `Text` are found by `find(text:)` and `texts`.
    public func findAll<V: View>(_ type: V.Type) -> [ViewElement] {
        updateIfNeeded()
        let wanted = ObjectIdentifier(type)
        let shown = Set(visibleNodes().map { ObjectIdentifier($0.node) })
        var result: [ViewElement] = []
        var stack = [graph.root!]
        while let identity = stack.popLast() {
            if identity.type == wanted {
                for node in identity.output where shown.contains(ObjectIdentifier(node)) {
                    result.append(ViewElement(node: node, frame: node.frame, host: self))
                }
            }
            stack.append(contentsOf: identity.children.values.sorted { $0.serial > $1.serial })
        }
        return result
    }

    /// All text on screen, in reading order: top to bottom, and leading to trailing
    /// within a line of views whose extents overlap.
    public var texts: [String] {
        updateIfNeeded()
        return Self.readingOrder(visibleNodes().map(\.node).filter { $0.behavior.displayedText != nil })
            .compactMap { $0.behavior.displayedText }
    }

    // MARK: Helpers for elements

    /// The texts inside `node` (itself included), in reading order.
    func texts(in node: LayoutNode) -> [String] {
        var found: [LayoutNode] = []
        var stack = [node]
        while let current = stack.popLast() {
            if current.behavior.displayedText != nil, !current.isExcluded { found.append(current) }
            stack.append(contentsOf: current.children)
        }
        return Self.readingOrder(found).compactMap { $0.behavior.displayedText }
    }

    /// What acting on `node` acts on: the innermost interaction around it (a button
    /// around its label), else the first inside it.
    func interaction(of node: LayoutNode) -> _InteractionModifier? {
        if let around = path(to: node).reversed().lazy.compactMap(\.interaction).first { return around }
        var stack = [node]
        while let current = stack.popLast() {
            if let modifier = current.interaction { return modifier }
            stack.append(contentsOf: current.children.reversed())
        }
        return nil
    }

    /// Whether `node` or a view around it is hidden.
    func isHidden(_ node: LayoutNode) -> Bool {
        path(to: node).contains { $0.behavior is LayoutBehavior<_HiddenModifier> }
    }

    /// The nodes from the root to `node`, both included; empty if it is not in the tree.
    private func path(to node: LayoutNode) -> [LayoutNode] {
        var stack: [(node: LayoutNode, depth: Int)] = [(root, 0)]
        var path: [LayoutNode] = []
        while let (current, depth) = stack.popLast() {
            path.removeSubrange(depth...)
            path.append(current)
            if current === node { return path }
            for child in current.children.reversed() { stack.append((child, depth + 1)) }
        }
        return []
    }

    /// Nodes in reading order: rows of nodes whose vertical extents overlap, top to
    /// bottom, each row leading to trailing.
    private static func readingOrder(_ nodes: [LayoutNode]) -> [LayoutNode] {
        var rows: [(span: ClosedRange<CGFloat>, nodes: [LayoutNode])] = []
        for node in nodes.sorted(by: { $0.frame.minY < $1.frame.minY }) {
            let span = node.frame.minY...max(node.frame.minY, node.frame.maxY)
            if let last = rows.indices.last, rows[last].span.overlaps(span), node.frame.midY < rows[last].span.upperBound {
                rows[last].nodes.append(node)
                rows[last].span = rows[last].span.lowerBound...max(rows[last].span.upperBound, span.upperBound)
            } else {
                rows.append((span, [node]))
            }
        }
        return rows.flatMap { row in
            row.nodes.sorted { a, b in
                a.layoutDirection == .rightToLeft ? a.frame.maxX > b.frame.maxX : a.frame.minX < b.frame.minX
            }
        }
    }
}
