import Foundation

/// A type that represents part of your app's user interface.
///
/// Declare a view by composing other views in `body`:
///
/// ```swift
/// struct Card: View {
///     var body: some View {
///         Text("Favorite").padding(10).background(Color.teal)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View

    /// The content and behaviour of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Turns a view value into the nodes layout runs on. Built-in views implement
    /// this; a custom view resolves its `body`.
    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList)
}

extension View {
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        if inputs.defersPageContent { return list.nodes.append(deferredPage(view, inputs: inputs)) }
        list.nodes += inputs.graph.resolveBody(of: view, inputs: inputs)
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A built-in view with no body of its own.
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
    public var body: Never {
        fatalError("\(Self.self) is a primitive view; it has no body")
    }
}

/// What a view is resolved with: its environment, what the enclosing container tells
/// its children (the stack orientation that Spacer and Divider follow), and where it is
/// in the view graph.
@MainActor @preconcurrency
public struct _ViewInputs {
    var environment: EnvironmentValues
    var stackOrientation: Axis?
    /// The graph and the identity whose body declares the view. Not counted: inputs
    /// kept by layout nodes (content built at placement) must not keep the graph alive,
    /// and inputs are copied for every view resolved. Safe because nothing outlives the graph
    /// that holds them: layout nodes are kept only by their graph and by the `ViewHost`
    /// that owns it, and a `ViewLayout` keeps what the nodes drew, not the nodes.
    unowned(unsafe) let graph: ViewGraph
    unowned(unsafe) var scope: ViewNode
    /// The view's structural identity in that body.
    var path: ViewPath
    /// Inside a custom modifier's body: the content it modifies.
    var modifierContent: _ModifierContent?
    /// Set by `.id(_:)` for the content it modifies, which takes it into its path.
    var contentIdentity: AnyHashable?
    /// Inside a Picker's content: `ForEach` tags each view with its element's id.
    var collectsTags = false
    /// Set by `onDelete`/`onMove` for the `ForEach` they modify, which takes it.
    var rowEditActions: RowEditActions?
    /// Inside a TabView's content: `tabItem` leaves a placeholder for its content, which
    /// the TabView resolves when the tab is shown.
    var defersTabContent = false
    /// Inside a page-style TabView's content: a custom view leaves a placeholder too, so
    /// pages never shown run no body. Both flags apply to the list's own level only:
    /// `forChildren` clears them.
    var defersPageContent = false

    init(environment: EnvironmentValues, stackOrientation: Axis?, graph: ViewGraph, scope: ViewNode, path: ViewPath) {
        self.environment = environment
        self.stackOrientation = stackOrientation
        self.graph = graph
        self.scope = scope
        self.path = path
    }

    /// The same inputs for a view at `component` below this one.
    func appending(_ component: UInt64) -> _ViewInputs {
        var inputs = self
        inputs.path = path.appending(component)
        return inputs
    }

    /// Resolves `view` with these inputs and returns its nodes.
    func resolve<V: View>(_ view: V) -> [LayoutNode] {
        StackGuard.deeper({
            var list = _ViewList()
            V._makeViewList(view: view, inputs: self, list: &list)
            return list.nodes
        }, else: {
            StackGuard.reportCut("resolving \(V.self)")
            return [makeLeaf(DepthLimitLeaf())]
        })
    }

    /// A node built with these inputs.
    func makeNode(_ behavior: NodeBehavior, children: [LayoutNode] = [], traits: Traits = Traits()) -> LayoutNode {
        let node = graph.makeNode(behavior, children: children, traits: traits, layoutDirection: environment.layoutDirection)
        node.identity = path.appending(UInt64(scope.serial)).value
        return node
    }

    func makeLeaf<L: LeafLayout>(_ leaf: L) -> LayoutNode {
        makeNode(LeafBehavior(leaf))
    }

    /// An object the view graph keeps for this view's identity across updates: a scroll
    /// view's offset, a disclosure group's expansion. `make` runs when the view appears.
    /// `onRemove` runs with the object when the view goes away (a focused field gives
    /// up the window's focus).
    func persistentObject<T: AnyObject>(_ make: () -> T, onRemove: ((T) -> Void)? = nil) -> T {
        // Keyed by type too: a view and its content can share a path (a reader and the
        // scroll view it wraps), each keeping its own object.
        let type = UInt64(UInt(bitPattern: ObjectIdentifier(T.self).hashValue))
        let key = path.appending(ViewPath.Component.persistentObject).appending(type)
        let (node, _) = scope.child(at: key, type: T.self)
        if let object = node.stored as? T { return object }
        let object = make()
        node.stored = object
        if let onRemove { node.onRemove = { onRemove(object) } }
        return object
    }

    /// Asks for this view to be resolved and laid out again at the next update, for a
    /// change of something `persistentObject` keeps.
    var invalidator: GraphInvalidator { GraphInvalidator(scope: scope) }

    /// Inputs for the subviews of a container with the given orientation.
    func forChildren(orientation: Axis?) -> _ViewInputs {
        var inputs = self
        inputs.stackOrientation = orientation
        inputs.defersTabContent = false
        inputs.defersPageContent = false
        return inputs
    }
}

/// The nodes a view resolved to: none for `EmptyView`, several for a `Group` or `ForEach`.
@MainActor @preconcurrency
public struct _ViewList {
    var nodes: [LayoutNode] = []
}

/// Marks a view for resolution and layout at the next update.
@MainActor
struct GraphInvalidator {
    weak var scope: ViewNode?
    /// The view's structure changed (a disclosure group opened): resolve it again.
    func invalidate() { scope?.invalidateWalk() }
    /// Only where things go changed (a scroll offset): place everything again, keeping
    /// every node and its measurements.
    func invalidateLayout() { scope?.graph.setNeedsPlacement() }
}
