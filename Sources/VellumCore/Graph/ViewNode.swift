import Foundation

/// One view identity in the retained view graph: a custom view or modifier with a body,
/// a lifetime modifier (`onAppear`, `task`, `onChange`, ...), or an object a built-in
/// view keeps (a scroll offset). It survives updates while its identity does, and holds
/// what must survive with it: state, subscriptions, the last body and its nodes.
@MainActor
final class ViewNode {
    /// The body that declares this view; nil for the graph's root.
    private(set) weak var parent: ViewNode?
    /// The view identities declared by this node's body, by path in that body.
    var children: [ViewPath: ViewNode] {
        get { declared }
        _modify { yield &declared }
    }
    /// The children's storage, which `deinit` (not isolated) empties level by level.
    nonisolated(unsafe) private var declared: [ViewPath: ViewNode] = [:]
    /// The type of view or modifier: another type at the same path is a new identity.
    let type: ObjectIdentifier
    private let viewType: Any.Type
    /// The type's name, for `_printChanges`; made only when asked, as naming a type is
    /// slow and most identities are never printed.
    var typeName: String { String(describing: viewType) }
    /// The update that last reached this identity; an older one after a sweep means gone.
    var generation: Int
    /// Creation order, which is view order among siblings made together.
    let serial: Int

    // MARK: Invalidation

    /// A dependency of the body changed: run the body again at the next update.
    private(set) var isDirty = false
    /// Something below changed: walk the last body again (without running it).
    private(set) var needsWalk = false
    /// Why the body must run again (`_count`, `@dependencies`), for `_printChanges`.
    private(set) var changedProperties: [String] = []
    /// The graph the node belongs to. Unowned: the graph owns its nodes, and layout
    /// nodes kept after the graph is gone (a finished `ViewLayout`) must not keep it.
    unowned let graph: ViewGraph

    // MARK: Body

    /// The view value the body last ran for, its environment and stack orientation.
    var lastView: Any?
    var lastEnvironment: EnvironmentValues?
    var lastOrientation: Axis?
    /// What the view's dynamic properties read from the environment (`@Environment`
    /// and the wrappers built on it): the body runs again for a change there only.
    var environmentReads: [(EnvironmentValues) -> Any] = []
    /// Resolves the last body again with new inputs, without running it.
    var walkBody: ((_ViewInputs) -> [LayoutNode])?
    /// The layout nodes the last body resolved to, reused while nothing changes.
    var output: [LayoutNode] = []
    /// Storage of the view's dynamic properties (`@State`, `@StateObject`), in
    /// declaration order.
    var propertyStorage: [AnyObject] = []
    /// `objectWillChange` subscriptions of the last body run.
    var subscriptions: [AnyCancellable] = []
    /// Counts body runs, so that observation callbacks of an older run are ignored.
    var observationEpoch = 0

    // MARK: Lifetime

    /// Runs when the identity goes away.
    var onRemove: (() -> Void)?
    /// An object kept for the identity (`persistentObject`), or the value `onChange`
    /// compares against.
    var stored: Any?

    init(parent: ViewNode?, type: Any.Type, graph: ViewGraph) {
        self.parent = parent
        self.type = ObjectIdentifier(type)
        viewType = type
        self.graph = graph
        generation = graph.generation
        serial = graph.nextIdentitySerial()
    }

    /// Releases the identities below without recursion, as `LayoutNode` releases its
    /// subtree: a view graph may be nested deeper than the stack holds.
    deinit {
        var pending = Array(declared.values)
        declared = [:]
        while var node = pending.popLast() {
            guard isKnownUniquelyReferenced(&node) else { continue }
            pending += node.declared.values
            node.declared = [:]
        }
    }

    /// Marks the body to run again because `property` changed, and the path from the
    /// root to this node to be walked.
    func invalidate(property: String) {
        if !changedProperties.contains(property) { changedProperties.append(property) }
        isDirty = true
        propagateWalk()
    }

    /// Marks the last body to be walked again (something a built-in view keeps changed).
    func invalidateWalk() {
        needsWalk = true
        propagateWalk()
    }

    private func propagateWalk() {
        var node = parent
        while let current = node, !current.needsWalk {
            current.needsWalk = true
            node = current.parent
        }
        graph.setNeedsUpdate()
    }

    /// Clears the marks once the node is up to date.
    func markClean() {
        isDirty = false
        needsWalk = false
        changedProperties.removeAll()
    }

    /// The child at `path` of type `T`; a new one replaces a child of another type.
    func child(at path: ViewPath, type: Any.Type) -> (node: ViewNode, isNew: Bool) {
        let id = ObjectIdentifier(type)
        if let existing = children[path] {
            if existing.type == id {
                existing.generation = graph.generation
                return (existing, false)
            }
            graph.remove(existing)
        }
        let node = ViewNode(parent: self, type: type, graph: graph)
        children[path] = node
        return (node, true)
    }
}
