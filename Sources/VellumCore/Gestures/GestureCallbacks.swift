import Foundation

// `onChanged`, `onEnded` and `map`: gestures that run an action as the gesture they wrap
// changes or ends, or transform its value.

/// A gesture that runs an action each time its gesture's value changes.
public struct _ChangedGesture<Content: Gesture>: _PrimitiveGesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        ChangedRecognizer(content._makeRecognizer(context), action: action)
    }
}

/// A gesture that runs an action when its gesture ends (is recognized and over).
public struct _EndedGesture<Content: Gesture>: _PrimitiveGesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        EndedRecognizer(content._makeRecognizer(context), action: action)
    }
}

/// A gesture whose values are its gesture's, transformed.
public struct _MapGesture<Content: Gesture, Value>: _PrimitiveGesture {
    let content: Content
    let transform: (Content.Value) -> Value

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        MappedRecognizer(content._makeRecognizer(context), transform)
    }
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes (while it is
    /// recognized; not again for the value it ends with).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Returns a gesture that's the result of mapping the given closure over the
    /// gesture.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}

final class ChangedRecognizer<Value: Equatable>: _GestureRecognizer<Value> {
    private let base: _GestureRecognizer<Value>
    private let action: (Value) -> Void
    private var last: Value?

    init(_ base: _GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.base = base
        self.action = action
    }

    override func handle(_ event: TouchEvent) -> GestureUpdate<Value> {
        var update = base.handle(event)
        if case .active(let value) = update.phase, value != last {
            last = value
            let action = action
            update.effects.append { action(value) }
        }
        return update
    }

    override func cancel() -> [GestureEffect] { base.cancel() }
    override var minimumHold: TimeInterval { base.minimumHold }
}

final class EndedRecognizer<Value>: _GestureRecognizer<Value> {
    private let base: _GestureRecognizer<Value>
    private let action: (Value) -> Void

    init(_ base: _GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.base = base
        self.action = action
    }

    override func handle(_ event: TouchEvent) -> GestureUpdate<Value> {
        var update = base.handle(event)
        if case .ended(let value) = update.phase {
            let action = action
            update.effects.append { action(value) }
        }
        return update
    }

    override func cancel() -> [GestureEffect] { base.cancel() }
    override var minimumHold: TimeInterval { base.minimumHold }
}
