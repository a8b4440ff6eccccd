import Foundation

/// A property wrapper type that can read and write a value managed by SwiftUI.
///
/// The initial value is used only when the view first appears; after that the value
/// lives with the view's identity, and setting it runs that view's body again.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Count: \(count)") { count += 1 }
///     }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>

    public init(wrappedValue value: Value) {
        location = StateLocation(StateBox(value))
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    @MainActor
    public var wrappedValue: Value {
        get { location.box.value }
        nonmutating set { location.box.set(newValue) }
    }

    /// A binding to the state value.
    @MainActor
    public var projectedValue: Binding<Value> {
        let box = location.box
        return Binding(location: box, get: { box.value }, set: { value, transaction in box.setFromAnyContext(value, transaction) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: GraphLinkedProperty {
    func link(_ context: inout PropertyLink) {
        let initial = location.box
        let box = context.storage { initial }
        box.owner = context.node
        box.name = context.name
        location.box = box
    }
}

/// Where a `State` value points: its own box until the graph links it to the one kept
/// for the view's identity.
final class StateLocation<Value> {
    var box: StateBox<Value>
    init(_ box: StateBox<Value>) { self.box = box }
}

/// A state value kept for a view identity; setting it invalidates the owner.
final class StateBox<Value>: @unchecked Sendable {
    private(set) var value: Value
    weak var owner: ViewNode?
    var name = ""

    init(_ value: Value) { self.value = value }

    /// Writes through a binding, which is not isolated: like SwiftUI, state belongs to
    /// the main actor, and a write from elsewhere is a programming error.
    nonisolated func setFromAnyContext(_ newValue: Value, _ transaction: Transaction = Transaction()) {
        nonisolated(unsafe) let value = newValue
        MainActor.assumeIsolated { self.set(value, transaction: transaction) }
    }

    /// Sets the value; a `transaction` with an animation (a binding's `.animation()`)
    /// animates the change.
    @MainActor
    func set(_ newValue: Value, transaction: Transaction = Transaction()) {
        // Like SwiftUI, writing an equal value changes nothing.
        if let old = value as? any Equatable, old.isEqual(to: newValue) { return }
        value = newValue
        let carried = transaction.animation != nil || transaction.disablesAnimations
        TransactionContext.noteChange(transaction: carried ? transaction : nil)
        owner?.invalidate(property: name)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
