import Foundation
import Observation

/// The retained view graph of one view tree: one `ViewNode` per view identity across
/// updates, and the layout nodes the views resolve to.
///
/// An update walks from the root only along paths marked by a change: a custom view
/// whose inputs are unchanged and that nothing below has changed gives back its last
/// layout nodes, caches and all, without running its body. Identities not reached by
/// the walk of their body are gone: their disappear actions run, their tasks are
/// cancelled, their state is dropped.
@MainActor
final class ViewGraph {
    /// The scope the root view resolves in.
    private(set) var root: ViewNode!
    private let resolveRootView: (_ViewInputs) -> LayoutNode?
    private let environment: EnvironmentValues
    /// The root of the layout tree after the last update.
    private(set) var rootNode: LayoutNode?

    /// Counts updates; identities stamped with an older one were not reached.
    private(set) var generation = 0
    private var nodeCount = 0
    private var identityCount = 0
    /// Bodies run or walked in this update: the scopes to sweep after layout.
    private var walkedScopes: [ViewNode] = []
    private var removalActions: [() -> Void] = []
    private var actions: [() -> Void] = []
    private var isInvalidated = true
    /// Changes announced from any thread (observation, `objectWillChange`), applied on
    /// the main actor when the graph next looks.
    let inbox = InvalidationInbox()

    /// Bodies run since the graph was made.
    private(set) var bodyEvaluations = 0
    /// Tasks started by `task` that have not finished.
    private(set) var runningTasks = 0
    /// Set once a node that scopes transactions (`.animation(_:value:)`) is made: from
    /// then on the host compares every update with the last, for implicit animations.
    var hasTransactionScopes = false
    /// While an animated update runs: the disappear actions of removed views, held until
    /// their transitions have played out instead of run at once.
    var heldRemovals: [() -> Void]?
    /// Of those, the tasks loading content a render waits for (`AsyncImage`'s loads).
    private(set) var runningLoads = 0
    /// Observers of preferences, by the node of their `onPreferenceChange`.
    var preferenceObservers: [ObjectIdentifier: () -> Void] = [:]
    /// The host's clock, which timelines schedule their next entries on; nil for a
    /// one-shot layout, which shows one instant.
    weak var clock: Animator?
    /// The date the graph was made: the host's clock at 0 when `\.vellumNow` is unset.
    let startDate = Date()
    /// Which text field has the window's focus.
    let focus = FocusCoordinator()

    /// Where `_printChanges` writes; tests capture it.
    static var printChanges: (String) -> Void = { print($0) }
    /// The body running now and why, for `_printChanges`.
    private(set) var currentEvaluation: (node: ViewNode, reasons: [String])?
    /// The graph whose body is running, for `_printChanges`.
    static var current: ViewGraph?

    init<V: View>(_ view: V, environment: EnvironmentValues) {
        self.environment = environment
        resolveRootView = { inputs in inputs.resolveAsOne(view, stackedIn: .vertical()) }
        root = ViewNode(parent: nil, type: V.self, graph: self)
    }

    func setNeedsUpdate() { isInvalidated = true }

    /// Set when something only moves content (a scroll): the next placement pass places
    /// every node, even subtrees kept from the last update.
    private var needsFullPlacement = false

    func setNeedsPlacement() {
        needsFullPlacement = true
        isInvalidated = true
    }

    /// Runs a placement pass. Subtrees kept from the last update and placed as before are
    /// skipped, unless a change asked for everything to be placed again.
    func placing(_ body: () -> Void) {
        LayoutNode.skipsUnchangedPlacement = !needsFullPlacement
        needsFullPlacement = false
        defer { LayoutNode.skipsUnchangedPlacement = true }
        body()
    }

    /// Whether a change waits for an update.
    var needsUpdate: Bool {
        for (node, property) in inbox.drain() { node.node?.invalidate(property: property) }
        return isInvalidated
    }

    // MARK: Resolving

    /// Brings the layout tree up to date with every change since the last update and
    /// returns its root. Layout nodes off the changed paths are the same objects as
    /// before, with their measurement caches.
    func resolve() -> LayoutNode {
        _ = needsUpdate  // applies announced changes
        generation += 1
        isInvalidated = false
        if let rootNode, !root.needsWalk { return rootNode }
        walkedScopes.append(root)
        let inputs = _ViewInputs(environment: environment, stackOrientation: nil, graph: self, scope: root, path: .root)
        root.markClean()
        // Several root views sit in an implicit VStack; no view, in an empty one.
        let node = resolveRootView(inputs) ?? inputs.emptyNode(.vertical())
        rootNode = node
        return node
    }

    func nextIdentitySerial() -> Int {
        identityCount += 1
        return identityCount
    }

    /// A layout node numbered in creation order.
    func makeNode(_ behavior: NodeBehavior, children: [LayoutNode], traits: Traits,
                  layoutDirection: LayoutDirection) -> LayoutNode {
        nodeCount += 1
        return LayoutNode(behavior, children: children, traits: traits, layoutDirection: layoutDirection, serial: nodeCount)
    }

    /// Resolves a view with a body: reuses its last layout nodes when nothing it depends
    /// on changed, walks its last body when only something below changed, and runs the
    /// body otherwise.
    func resolveBody<V: View>(of view: V, inputs: _ViewInputs) -> [LayoutNode] {
        let (node, walks) = prepareBody(of: view, inputs: inputs)
        return walks ? walk(node, inputs: inputs) : node.output
    }

    /// The identity whose body `resolveBody` resolves, its body run first when anything
    /// it depends on changed, and whether to walk that body (not when its last nodes can
    /// be reused as they are). Out of line and apart from the walk: a custom view at
    /// every level of a deep tree puts a `resolveBody` frame on the stack per level, and
    /// the body's value and the checks' temporaries stay here, not there.
    @inline(never)
    private func prepareBody<V: View>(of view: V, inputs: _ViewInputs) -> (node: ViewNode, walks: Bool) {
        let (node, isNew) = inputs.scope.child(at: inputs.path, type: V.self)
        let change = inputChange(node, isNew: isNew, value: view, inputs: inputs)
        if !node.isDirty {
            switch change {
            case .none: return (node, node.needsWalk)
            case .unreadEnvironment: return (node, true)
            case .read: break
            }
        }
        let reasons = prepareRun(node, isNew: isNew, sameInputs: change != .read, value: view, inputs: inputs)
        let body = evaluate(node, reasons: reasons) { view.body }
        node.walkBody = { inputs in inputs.resolve(body) }
        return (node, true)
    }

    /// Resolves a custom modifier's body around `content`. The content is the caller's
    /// and may have changed, so the body is always walked again; it runs again only when
    /// the modifier or something it depends on changed.
    func resolveModifierBody<M: ViewModifier>(of modifier: M, content: _ModifierContent, inputs: _ViewInputs) -> [LayoutNode] {
        let (node, isNew) = inputs.scope.child(at: inputs.path, type: M.self)
        let change = inputChange(node, isNew: isNew, value: modifier, inputs: inputs)
        var inputs = inputs
        inputs.modifierContent = content
        if change != .read && !node.isDirty { return walk(node, inputs: inputs) }
        let reasons = prepareRun(node, isNew: isNew, sameInputs: change != .read, value: modifier, inputs: inputs)
        let body = evaluate(node, reasons: reasons) { modifier.body(content: _ViewModifier_Content(content: content)) }
        node.walkBody = { inputs in inputs.resolve(body) }
        return walk(node, inputs: inputs)
    }

    /// How a body's inputs differ from what it last ran with.
    private enum InputChange {
        /// The same view (or modifier) value, environment and stack orientation.
        case none
        /// Only environment values the view's properties do not read: its body stays,
        /// and is walked again so that the views in it see the new environment.
        case unreadEnvironment
        /// Something the body reads: it runs again.
        case read
    }

    /// Compares a body's inputs with the last ones. A body depends on the environment
    /// values its view's dynamic properties read (`@Environment` and the wrappers built
    /// on it), not on the whole environment: in SwiftUI a view without `@Environment`
    /// does not run its body again when, say, an ancestor's `.font` changes ("Demystify
    /// SwiftUI", WWDC21: a view's dependencies are its properties, state and
    /// environment values it declares).
    private func inputChange<V>(_ node: ViewNode, isNew: Bool, value: V, inputs: _ViewInputs) -> InputChange {
        guard !isNew, node.lastOrientation == inputs.stackOrientation, let last = node.lastView as? V,
              let environment = node.lastEnvironment, viewsEqual(last, value) else { return .read }
        if environment.isEqual(to: inputs.environment) { return .none }
        let new = inputs.environment
        guard node.environmentReads.allSatisfy({ valuesEqual($0(environment), $0(new)) }) else { return .read }
        node.lastEnvironment = new
        return .unreadEnvironment
    }

    /// Before a body runs: keeps its inputs, links its dynamic properties, and returns
    /// why it runs, for `_printChanges`.
    private func prepareRun<V>(_ node: ViewNode, isNew: Bool, sameInputs: Bool, value: V, inputs: _ViewInputs) -> [String] {
        var reasons: [String] = isNew ? ["@self", "@identity"] : (sameInputs ? [] : ["@self"])
        reasons += node.changedProperties
        node.lastView = value
        node.lastEnvironment = inputs.environment
        node.lastOrientation = inputs.stackOrientation
        let names = DynamicProperties.link(value, to: node, environment: inputs.environment)
        if isNew { reasons += names }
        return reasons
    }

    private func walk(_ node: ViewNode, inputs: _ViewInputs) -> [LayoutNode] {
        node.markClean()
        walkedScopes.append(node)
        var bodyInputs = inputs
        bodyInputs.scope = node
        bodyInputs.path = .root
        node.output = node.walkBody?(bodyInputs) ?? []
        return node.output
    }

    /// Runs a body, recording which observable properties it reads: a change to one of
    /// them runs this body again, and no other.
    private func evaluate<B>(_ node: ViewNode, reasons: [String], _ body: () -> B) -> B {
        bodyEvaluations += 1
        node.observationEpoch += 1
        let epoch = node.observationEpoch
        let saved = (currentEvaluation, Self.current)
        currentEvaluation = (node, reasons)
        Self.current = self
        defer { (currentEvaluation, Self.current) = saved }
        let target = WeakViewNode(node: node, epoch: epoch)
        return withObservationTracking(body) { [inbox] in inbox.post(target, property: "@dependencies") }
    }

    // MARK: After layout

    /// Finishes an update once layout has run: identities the walk did not reach are
    /// removed, then, with `runActions`, disappear actions run, then appear, change and
    /// task actions, in the order their views were resolved.
    func finishUpdate(runActions: Bool) {
        for scope in walkedScopes {
            var gone: [(path: ViewPath, node: ViewNode)] = []
            for (path, node) in scope.children where node.generation != generation { gone.append((path, node)) }
            guard !gone.isEmpty else { continue }
            for (path, node) in gone.sorted(by: { $0.node.serial < $1.node.serial }) {
                scope.children[path] = nil
                remove(node)
            }
        }
        walkedScopes.removeAll()
        for observer in preferenceObservers.values { observer() }
        let removals = removalActions
        let pending = actions
        removalActions.removeAll()
        actions.removeAll()
        guard runActions else { return }
        if heldRemovals != nil { heldRemovals! += removals } else { for action in removals { action() } }
        for action in pending { action() }
    }

    /// Drops an identity and everything its body declared, children first in view
    /// order. Without recursion: a tree may be nested deeper than the stack holds.
    func remove(_ node: ViewNode) {
        var pending = [(node: node, childrenRemoved: false)]
        while let (node, childrenRemoved) = pending.popLast() {
            guard childrenRemoved else {
                pending.append((node, true))
                pending += node.children.values.sorted(by: { $0.serial > $1.serial }).map { ($0, false) }
                continue
            }
            node.children.removeAll()
            node.subscriptions.removeAll()
            node.observationEpoch += 1
            if let onRemove = node.onRemove { removalActions.append(onRemove) }
        }
    }

    /// Queues an action to run after this update's layout (appear, change, task start).
    func enqueue(_ action: @escaping () -> Void) { actions.append(action) }

    /// Starts `action` as a task on the main actor; it counts as running, and as a load
    /// when `isLoad`, until it ends.
    func startTask(priority: TaskPriority, isLoad: Bool = false,
                   _ action: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
        runningTasks += 1
        if isLoad { runningLoads += 1 }
        return Task(priority: priority) { @MainActor [weak self] in
            await action()
            self?.runningTasks -= 1
            if isLoad { self?.runningLoads -= 1 }
        }
    }

    /// Removes every identity, as a closed window does: disappear actions run and
    /// running tasks are cancelled.
    func tearDown() {
        guard let root else { return }
        remove(root)
        finishUpdate(runActions: true)
    }

    /// Prints why the running body ran, as `_printChanges` does.
    func printChanges(log: Bool) {
        guard let currentEvaluation else { return }
        let reasons = currentEvaluation.reasons
        let line = "\(currentEvaluation.node.typeName): \(reasons.isEmpty ? "unchanged" : reasons.joined(separator: ", ") + " changed")."
        if log { Diagnostics.log(line) } else { Self.printChanges(line) }
    }
}

/// A graph node as seen from another thread, with the body run it was observed in.
struct WeakViewNode: @unchecked Sendable {
    weak var node: ViewNode?
    /// The body run whose reads were observed; announcements for older runs are stale.
    let epoch: Int?
}

/// Changes announced from any thread, waiting for the main actor.
final class InvalidationInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [(WeakViewNode, String)] = []

    func post(_ node: WeakViewNode, property: String) {
        // A model changed inside `withAnimation` on the main actor joins its transaction.
        if mayAssumeMainActor() { MainActor.assumeIsolated { TransactionContext.noteChange() } }
        lock.lock()
        items.append((node, property))
        lock.unlock()
    }

    /// The announced changes still current, emptying the inbox.
    @MainActor
    func drain() -> [(WeakViewNode, String)] {
        lock.lock()
        let drained = items
        items.removeAll()
        lock.unlock()
        return drained.filter { entry in
            guard let node = entry.0.node else { return false }
            return entry.0.epoch.map { $0 == node.observationEpoch } ?? true
        }
    }
}

extension View {
    /// Prints the reason this view's body is running: `@self` (the view value changed),
    /// `@identity` (a new view), `@dependencies` (an observable property it read), or the
    /// names of its changed dynamic properties (`_count`). Call it inside `body`:
    /// `let _ = Self._printChanges()`.
    public static func _printChanges() {
        ViewGraph.current?.printChanges(log: false)
    }

    /// Logs the same reasons as `_printChanges` through `Diagnostics.log`.
    public static func _logChanges() {
        ViewGraph.current?.printChanges(log: true)
    }
}
