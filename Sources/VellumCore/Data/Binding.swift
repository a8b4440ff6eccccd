import Foundation

/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// ```swift
/// struct PlayButton: View {
///     @Binding var isPlaying: Bool
///     var body: some View {
///         Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
///     }
/// }
/// PlayButton(isPlaying: $isPlaying)   // from a parent's @State
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value, Transaction) -> Void
    /// The transaction that writes through this binding carry.
    public var transaction = Transaction()
    /// What the binding reads and writes (a state's storage), if known: with `snapshot`,
    /// how the view graph tells whether a child got a different binding.
    let location: AnyObject?
    /// The value when the binding was made.
    let snapshot: Value

    init(location: AnyObject?, get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.location = location
        read = get
        write = set
        snapshot = get()
    }

    /// Creates a binding with closures that read and write the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(location: nil, get: get, set: { value, _ in set(value) })
    }

    /// Creates a binding with a closure that reads and one that writes with a transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(location: nil, get: get, set: set)
    }

    /// Creates a binding from the value of another binding (what `$` gives a `@Binding`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to an immutable value: writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: nil, get: { value }, set: { _, _ in })
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue, transaction) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        return Binding<Subject>(
            location: location,
            get: { base.read()[keyPath: keyPath] },
            set: { newValue, transaction in
                var value = base.read()
                value[keyPath: keyPath] = newValue
                base.write(value, transaction)
            })
    }

    /// The same binding, with writes carrying `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }

    /// The same binding, with writes carrying `animation`: a toggle bound to it animates
    /// what its change moves.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var transaction = self.transaction
        transaction.animation = animation
        return self.transaction(transaction)
    }
}

extension Binding {
    /// A binding to an optional value, made from a binding to a value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(location: base.location, get: { base.wrappedValue }, set: { newValue, transaction in
            if let newValue { base.transaction(transaction).wrappedValue = newValue }
        })
    }

    /// A binding to the value of a binding to an optional, or nil when it is nil now.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(location: base.location, get: { base.wrappedValue ?? initial }, set: { newValue, transaction in
            base.transaction(transaction).wrappedValue = newValue
        })
    }

    /// A binding to a type-erased hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(location: base.location, get: { AnyHashable(base.wrappedValue) }, set: { newValue, transaction in
            if let value = newValue.base as? V { base.transaction(transaction).wrappedValue = value }
        })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

/// `ForEach($items) { $item in ... }`: a binding to a collection is a collection of
/// bindings to its elements.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    public subscript(position: Index) -> Binding<Value.Element> {
        let base = self
        return Binding<Value.Element>(
            location: location,
            get: { base.wrappedValue[position] },
            set: { newValue, transaction in
                var value = base.wrappedValue
                value[position] = newValue
                base.transaction(transaction).wrappedValue = value
            })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}
