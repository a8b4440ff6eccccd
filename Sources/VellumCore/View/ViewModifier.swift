import Foundation

/// A modifier that you apply to a view or another view modifier, producing a different
/// version of the original value.
///
/// ```swift
/// struct Framed: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding(8).border(Color.gray)
///     }
/// }
/// Text("Hi").modifier(Framed())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>

    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body

    /// Resolves the modifier applied to `content`. Built-in modifiers implement this; a
    /// custom modifier resolves its `body(content:)`.
    static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList)
}

extension ViewModifier {
    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes += inputs.graph.resolveModifierBody(of: modifier, content: content, inputs: inputs)
    }
}

/// A built-in modifier with no body of its own.
public protocol _PrimitiveViewModifier: ViewModifier where Body == Never {}

extension _PrimitiveViewModifier {
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier; it has no body")
    }
}

/// The view a modifier was applied to, as its `body(content:)` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: _PrimitiveView {
    let content: _ModifierContent

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        // The content of the modifier being resolved now: a body walked again for new
        // content still holds the old one.
        list.nodes += (inputs.modifierContent ?? view.content).resolve(inputs)
    }
}

/// The content a modifier applies to, resolvable with whatever inputs the modifier
/// chooses (a changed environment, say).
@MainActor @preconcurrency
public struct _ModifierContent {
    let resolve: @MainActor (_ViewInputs) -> [LayoutNode]

    init(resolve: @escaping @MainActor (_ViewInputs) -> [LayoutNode]) {
        self.resolve = resolve
    }

    /// Content declared where `declaration` is: whatever inputs the modifier passes
    /// (a changed environment), it keeps its own place in the graph, at `component`
    /// below the modified view.
    init(declaredWith declaration: _ViewInputs, at component: UInt64,
         _ resolve: @escaping @MainActor (_ViewInputs) -> [LayoutNode]) {
        self.resolve = { inputs in resolve(declaration.declaredContent(inputs, at: component)) }
    }

    /// The view `content` declared where `declaration` is, as above. One closure rather
    /// than one around another: a modified view's content is resolved once per level of
    /// nesting, and each closure is a stack frame on that path. Out of line so that the
    /// caller's frame, also on that path, does not hold the closure's captures.
    @inline(never)
    init<Content: View>(declaredWith declaration: _ViewInputs, at component: UInt64, content: Content) {
        resolve = { inputs in declaration.declaredContent(inputs, at: component).resolve(content) }
    }
}

extension _ViewInputs {
    /// `inputs`, as a modifier passes them to its content, for content declared with
    /// these inputs at `component`: the content's own place in the graph, its own
    /// modifier content.
    fileprivate func declaredContent(_ inputs: _ViewInputs, at component: UInt64) -> _ViewInputs {
        var inputs = inputs
        inputs.scope = scope
        inputs.path = path.appending(component)
        if let id = inputs.contentIdentity {
            inputs.path = inputs.path.appending(id: id)
            inputs.contentIdentity = nil
        }
        inputs.modifierContent = modifierContent
        return inputs
    }
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError("ModifiedContent is a primitive view") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let content = _ModifierContent(declaredWith: inputs, at: ViewPath.Component.modifiedContent, content: view.content)
        Modifier._makeViewList(modifier: view.modifier, content: content, inputs: inputs, list: &list)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
    public func body(content: _ViewModifier_Content<Self>) -> Never {
        fatalError("ModifiedContent is a primitive modifier")
    }

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        let inner = _ModifierContent(declaredWith: inputs, at: ViewPath.Component.composedModifier) { inputs in
            var list = _ViewList()
            Content._makeViewList(modifier: modifier.content, content: content, inputs: inputs, list: &list)
            return list.nodes
        }
        Modifier._makeViewList(modifier: modifier.modifier, content: inner, inputs: inputs, list: &list)
    }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

// MARK: - Helpers for built-in modifiers

extension _ModifierContent {
    /// Wraps each of the content's nodes in a node of `layout`, carrying the child's
    /// traits outward (a modifier on a Group applies to each of its views).
    func wrapEach<L: Layout>(_ inputs: _ViewInputs, in layout: L) -> [LayoutNode] {
        inputs.wrap(resolve(inputs), in: layout)
    }
}

extension _ViewInputs {
    /// `node` inside a node of `layout`, as a layout modifier puts it: the traits its
    /// container reads (priority, layout values) pass outward.
    func wrap<L: Layout>(_ node: LayoutNode, in layout: L) -> LayoutNode {
        makeNode(LayoutBehavior(layout), children: [node], traits: node.traits)
    }

    /// Each of `nodes` wrapped as above. Out of line: it runs after the content was
    /// resolved, and its temporaries would otherwise sit in a frame of every level of
    /// nesting (stack per level).
    @inline(never)
    func wrap<L: Layout>(_ nodes: [LayoutNode], in layout: L) -> [LayoutNode] {
        nodes.map { wrap($0, in: layout) }
    }
}

/// Layout modifiers (padding, frames, ...) are themselves `Layout`s: applied to a view,
/// each puts one node of its layout around each view it modifies.
extension ViewModifier where Self: Layout, Body == Never {
    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes += content.wrapEach(inputs, in: modifier)
    }
}
