import Foundation

/// Runs actions when the views it modifies appear (after the layout of the update that
/// first resolved them) and disappear (when their identity goes away).
public struct _AppearanceActionModifier: _PrimitiveViewModifier {
    let appear: (@MainActor () -> Void)?
    let disappear: (@MainActor () -> Void)?

    /// The latest actions, which the graph calls when the identity goes, and whether the
    /// views are shown.
    private final class Actions {
        var disappear: (@MainActor () -> Void)?
        var isShown = false
    }

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        let (node, _) = inputs.scope.child(at: inputs.path, type: Self.self)
        let actions = node.stored as? Actions ?? Actions()
        actions.disappear = modifier.disappear
        node.stored = actions
        node.onRemove = { if actions.isShown { actions.disappear?() } }
        // A navigation screen that another covers keeps its identity but is not shown:
        // it disappears when covered and appears again when uncovered.
        let shown = inputs.environment.isScreenShown
        if shown != actions.isShown {
            actions.isShown = shown
            if let action = shown ? modifier.appear : modifier.disappear { inputs.graph.enqueue(action) }
        }
        list.nodes += content.resolve(inputs)
    }
}

/// Starts an asynchronous task when the views appear, cancels it when they disappear,
/// and with an id, cancels and restarts it when the id changes.
public struct _TaskModifier: _PrimitiveViewModifier {
    let id: AnyHashable?
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void
    /// Whether the task loads content that a render waits for (an `AsyncImage`'s image).
    var isLoad = false

    private final class Running {
        var id: AnyHashable?
        var task: Task<Void, Never>?
    }

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        let (node, isNew) = inputs.scope.child(at: inputs.path, type: Self.self)
        let running = node.stored as? Running ?? Running()
        node.stored = running
        node.onRemove = { running.task?.cancel() }
        if isNew || running.id != modifier.id {
            running.id = modifier.id
            let graph = inputs.graph
            graph.enqueue { [weak graph] in
                running.task?.cancel()
                running.task = graph?.startTask(priority: modifier.priority, isLoad: modifier.isLoad, modifier.action)
            }
        }
        list.nodes += content.resolve(inputs)
    }
}

/// Runs an action when a value changes between updates (and at first, with `initial`).
public struct _ValueActionModifier<Value: Equatable>: _PrimitiveViewModifier {
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        let (node, isNew) = inputs.scope.child(at: inputs.path, type: Self.self)
        let new = modifier.value
        if isNew {
            if modifier.initial { inputs.graph.enqueue { modifier.action(new, new) } }
        } else if let old = node.stored as? Value, old != new {
            inputs.graph.enqueue { modifier.action(old, new) }
        }
        node.stored = new
        list.nodes += content.resolve(inputs)
    }
}

extension View {
    /// Adds an action to perform before this view appears.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> ModifiedContent<Self, _AppearanceActionModifier> {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Adds an action to perform after this view disappears.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> ModifiedContent<Self, _AppearanceActionModifier> {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }

    /// Adds an asynchronous task to perform before this view appears; it is cancelled
    /// when the view disappears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void)
        -> ModifiedContent<Self, _TaskModifier>
    {
        modifier(_TaskModifier(id: nil, priority: priority, action: action))
    }

    /// Adds a task that is cancelled and started again whenever `value` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @MainActor @Sendable () async -> Void)
        -> ModifiedContent<Self, _TaskModifier> where T: Hashable
    {
        modifier(_TaskModifier(id: AnyHashable(value), priority: priority, action: action))
    }

    /// Adds an action to perform when `value` changes, given the old and new values.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void)
        -> ModifiedContent<Self, _ValueActionModifier<V>>
    {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Adds an action to perform when `value` changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void)
        -> ModifiedContent<Self, _ValueActionModifier<V>>
    {
        modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Adds an action to perform when `value` changes, given the new value (iOS 14–16).
    @available(*, deprecated, message: "Use onChange with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void)
        -> ModifiedContent<Self, _ValueActionModifier<V>>
    {
        modifier(_ValueActionModifier(value: value, initial: false) { _, new in action(new) })
    }
}
