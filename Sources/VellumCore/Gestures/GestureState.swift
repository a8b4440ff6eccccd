import Foundation

/// A property wrapper type that updates a property while the user performs a gesture
/// and resets the property back to its initial state when the gesture ends.
///
/// ```swift
/// struct Card: View {
///     @GestureState private var dragOffset = CGSize.zero
///     var body: some View {
///         Color.teal.frame(width: 100, height: 60)
///             .offset(dragOffset)
///             .gesture(DragGesture().updating($dragOffset) { value, state, _ in
///                 state = value.translation
///             })
///     }
/// }
/// ```
///
/// Like `@State`, the value lives with the view's identity; only a gesture's
/// `updating(_:body:)` changes it, and it returns to its initial value when that gesture
/// ends, fails or is cancelled.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let location: StateLocation<Value>
    let initialValue: Value
    /// Makes the transaction the reset runs in.
    let reset: (Value, inout Transaction) -> Void

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        location = StateLocation(StateBox(wrappedValue))
        initialValue = wrappedValue
        self.reset = reset
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The wrapped value referenced by the gesture state property.
    @MainActor
    public var wrappedValue: Value { location.box.value }

    /// A binding to the gesture state property, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    /// Sets the value from a gesture's `updating` body, in `transaction`.
    @MainActor
    func set(_ value: Value, in transaction: Transaction) {
        let box = location.box
        withTransaction(transaction) { box.set(value) }
    }

    /// Returns the value to its initial one, in the transaction `reset` makes.
    @MainActor
    func resetValue() {
        var transaction = Transaction()
        reset(location.box.value, &transaction)
        set(initialValue, in: transaction)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: GraphLinkedProperty {
    func link(_ context: inout PropertyLink) { location.link(&context) }
}

/// A gesture that updates the state provided by a gesture's updating callback.
public struct GestureStateGesture<Base: Gesture, State>: _PrimitiveGesture {
    public typealias Value = Base.Value

    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the updated
    /// state of the gesture, and a transaction.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>,
                body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        GestureStateRecognizer(base._makeRecognizer(context), state: state, body: body)
    }
}

extension Gesture {
    /// Updates the provided gesture state property as the gesture's value changes, and
    /// resets it to its initial value when the gesture ends, fails or is cancelled.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void)
        -> GestureStateGesture<Self, State>
    {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// Runs the updating body on each event the gesture is recognized at, and resets the
/// state once the gesture is over.
final class GestureStateRecognizer<Value, State>: _GestureRecognizer<Value> {
    private let base: _GestureRecognizer<Value>
    private let state: GestureState<State>
    private let body: (Value, inout State, inout Transaction) -> Void
    private var hasUpdated = false

    init(_ base: _GestureRecognizer<Value>, state: GestureState<State>,
         body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    override func handle(_ event: TouchEvent) -> GestureUpdate<Value> {
        var update = base.handle(event)
        let state = state
        switch update.phase {
        case .active(let value):
            hasUpdated = true
            let body = body
            update.effects.append {
                var current = state.wrappedValue
                var transaction = Transaction()
                body(value, &current, &transaction)
                state.set(current, in: transaction)
            }
        case .ended, .failed:
            update.effects += cancel()
        case .possible:
            break
        }
        return update
    }

    override func cancel() -> [GestureEffect] {
        guard hasUpdated else { return base.cancel() }
        hasUpdated = false
        let state = state
        return base.cancel() + [{ state.resetValue() }]
    }

    override var minimumHold: TimeInterval { base.minimumHold }
}
