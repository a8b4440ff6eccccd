import Foundation

/// A type of object with a publisher that emits before the object has changed.
///
/// Linux has no Combine, so Vellum provides this protocol and `@Published` itself, with
/// Combine's names: `objectWillChange.send()` and `@Published` properties announce
/// changes, and views holding the object through `@ObservedObject`, `@StateObject` or
/// `@EnvironmentObject` run their bodies again.
public protocol ObservableObject: AnyObject {
    /// A publisher that emits before the object has changed.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The object's publisher, made on first use and kept with the object.
    public var objectWillChange: ObservableObjectPublisher { PublisherTable.publisher(for: self) }
}

/// A publisher that announces an object is about to change.
public final class ObservableObjectPublisher: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [Int: @Sendable () -> Void] = [:]
    private var nextID = 0

    public init() {}

    /// Tells every subscriber the object is about to change.
    public func send() {
        lock.lock()
        let current = Array(subscribers.values)
        lock.unlock()
        for subscriber in current { subscriber() }
    }

    /// Calls `receiveValue` before each change, until the returned value is cancelled
    /// or released.
    public func sink(receiveValue: @escaping @Sendable (()) -> Void) -> AnyCancellable {
        subscribe { receiveValue(()) }
    }

    func subscribe(_ action: @escaping @Sendable () -> Void) -> AnyCancellable {
        lock.lock()
        let id = nextID
        nextID += 1
        subscribers[id] = action
        lock.unlock()
        return AnyCancellable { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.subscribers[id] = nil
            self.lock.unlock()
        }
    }
}

/// Cancels a subscription when cancelled or released.
public final class AnyCancellable: @unchecked Sendable, Hashable {
    private var onCancel: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }

    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    deinit { onCancel?() }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The publishers of objects that use the default `objectWillChange`.
private enum PublisherTable {
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    private static let lock = NSLock()

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        // An entry whose object is gone belongs to an earlier object at this address.
        if let entry = entries[id], entry.object === object { return entry.publisher }
        if entries.count > 1024 { entries = entries.filter { $0.value.object != nil } }
        let publisher = ObservableObjectPublisher()
        entries[id] = Entry(object: object, publisher: publisher)
        return publisher
    }
}

/// A type that publishes a property marked with an attribute: setting it announces the
/// change through the enclosing object's `objectWillChange`.
@propertyWrapper
public struct Published<Value> {
    private final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let storage: Storage

    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].storage.value = newValue
        }
    }
}

/// A property wrapper type that subscribes to an observable object and runs the view's
/// body again whenever the object changes. The view does not own the object: a parent
/// that makes a new one on each of its body runs gives the view a new object each time.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(location: object, get: { object[keyPath: keyPath] },
                           set: { value, _ in object[keyPath: keyPath] = value })
        }
    }
}

extension ObservedObject: GraphLinkedProperty {
    func link(_ context: inout PropertyLink) {
        context.subscribe(to: wrappedValue.objectWillChange)
    }
}

/// A property wrapper type that instantiates an observable object once per view
/// identity: the object survives the parent's body runs, and goes with the view.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let location: ObjectLocation<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = ObjectLocation(make: thunk)
    }

    public var wrappedValue: ObjectType { location.object }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension StateObject: GraphLinkedProperty {
    func link(_ context: inout PropertyLink) {
        let make = location.make
        let kept = context.storage { ObjectBox(make()) }
        location.linked = kept.object
        context.subscribe(to: kept.object.objectWillChange)
    }
}

/// Where a `StateObject` finds its object: the one kept for the view's identity, or,
/// outside a graph, one made on first use.
final class ObjectLocation<ObjectType: AnyObject> {
    let make: () -> ObjectType
    var linked: ObjectType?
    init(make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let linked { return linked }
        let made = make()
        linked = made
        return made
    }
}

final class ObjectBox<ObjectType: AnyObject> {
    let object: ObjectType
    init(_ object: ObjectType) { self.object = object }
}

/// A property wrapper type for an observable object that a parent or ancestor view
/// supplies with `environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let location = EnvironmentObjectLocation<ObjectType>()

    public init() {}

    /// The object from the environment. Like SwiftUI, reading it when no ancestor
    /// supplied one stops the program with a message naming the missing type.
    public var wrappedValue: ObjectType {
        guard let object = location.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

final class EnvironmentObjectLocation<ObjectType: AnyObject> {
    var object: ObjectType?
}

extension EnvironmentObject: GraphLinkedProperty {
    func link(_ context: inout PropertyLink) {
        location.object = context.environment.object(of: ObjectType.self)
        context.dependsOnEnvironment { $0.object(of: ObjectType.self) as Any }
        if let object = location.object { context.subscribe(to: object.objectWillChange) }
    }
}

extension View {
    /// Supplies an observable object to this view's subhierarchy, for
    /// `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        modifier(_EnvironmentTransformModifier { $0.setObject(object) })
    }
}
