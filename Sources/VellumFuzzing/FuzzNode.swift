import Vellum

/// One generated view: how to build it from its children's views, and the Swift source
/// a user would write for it, so every failure prints a reproducer.
///
/// The tree is kept (not only the built `AnyView`) so the reducer can edit it: replace a
/// subtree with `Color.clear`, hoist a child over its parent, drop a container's child.
public struct FuzzNode {
    enum Shape {
        /// No children.
        case leaf
        /// Any number of children; each may be dropped.
        case container
        /// A fixed number of children (a modifier's content, and its overlay or mask).
        case fixed
    }

    let shape: Shape
    var children: [FuzzNode]
    let make: @MainActor ([AnyView]) -> AnyView
    let write: ([String]) -> String

    /// The view, built.
    @MainActor public var view: AnyView { make(children.map(\.view)) }

    /// The Swift source of the view, as a user would write it.
    public var source: String { write(children.map(\.source)) }

    /// The number of nodes in the tree.
    public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

    /// The leaf that replaces a subtree while reducing: draws nothing, takes any size.
    static var clear: FuzzNode { .leaf("Color.clear") { Color.clear } }

    var isClear: Bool { shape == .leaf && source == "Color.clear" }

    // MARK: - Making nodes

    static func leaf<V: View>(_ source: String, _ make: @escaping @MainActor () -> V) -> FuzzNode {
        FuzzNode(shape: .leaf, children: [], make: { _ in AnyView(make()) }, write: { _ in source })
    }

    /// A container written `opening { children }`.
    static func container<V: View>(_ opening: String, _ children: [FuzzNode],
                                   _ make: @escaping @MainActor ([AnyView]) -> V) -> FuzzNode {
        FuzzNode(shape: .container, children: children, make: { AnyView(make($0)) }) { sources in
            sources.isEmpty ? "\(opening) {}" : "\(opening) {\n\(indented(sources.joined(separator: "\n")))\n}"
        }
    }

    /// A modifier written on its own, indented line after its content: `content\n    .padding(4)`.
    static func modifier<V: View>(_ content: FuzzNode, _ suffix: String,
                                  _ make: @escaping @MainActor (AnyView) -> V) -> FuzzNode {
        FuzzNode(shape: .fixed, children: [content], make: { AnyView(make($0[0])) }) { "\($0[0])\n    \(suffix)" }
    }

    /// A modifier with a second view: `content\n    .overlay(alignment: .top) { secondary }`.
    static func modifier<V: View>(_ content: FuzzNode, _ suffix: String, _ secondary: FuzzNode,
                                  _ make: @escaping @MainActor (AnyView, AnyView) -> V) -> FuzzNode {
        FuzzNode(shape: .fixed, children: [content, secondary], make: { AnyView(make($0[0], $0[1])) }) {
            "\($0[0])\n    \(suffix) {\n\(indented(indented($0[1])))\n    }"
        }
    }
}

/// `text` with every line indented by four spaces.
func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
}
