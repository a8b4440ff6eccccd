import Foundation

/// A property wrapper type that reads and writes a value kept for the window (scene)
/// the view is in, as SwiftUI keeps it for state restoration.
///
/// ```swift
/// struct ComposeView: View {
///     @SceneStorage("draft") private var draft = ""
///     @SceneStorage("selectedTab") private var selectedTab: Int?
///     var body: some View { TextField("Message", text: $draft) }
/// }
/// ```
///
/// Each `ViewHost` is one window: a value lives as long as its host and is shared by
/// every view in that window reading the same key, which is updated when it changes.
/// Another host starts empty, as a new scene does. Outside a host (a one-shot
/// `ViewLayout` or `ImageRenderer`) the value is the default.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let location = SceneStorageLocation()

    init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    public var wrappedValue: Value {
        get { (location.store.value(forKey: key) as? Value) ?? defaultValue }
        nonmutating set {
            let store = location.store
            store.setValue(newValue, forKey: key)
            KeyedStorageChanges.shared.noteWrite(store, key: key)
        }
    }

    public var projectedValue: Binding<Value> {
        let storage = self
        let place = KeyedStorageChanges.shared.publisher(for: location.store, key: key)
        return Binding(location: place, get: { storage.wrappedValue }, set: { value, _ in storage.wrappedValue = value })
    }
}

final class SceneStorageLocation: @unchecked Sendable {
    /// The window's values once linked; a store of its own before.
    lazy var store = SceneStorageValues()
}

/// Two values of a view's `@SceneStorage` are the same when they name the same key: the
/// value itself lives with the window.
extension SceneStorage: GraphComparable {
    func isSame(as other: Any) -> Bool { (other as? SceneStorage<Value>)?.key == key }
}

extension SceneStorage: GraphLinkedProperty {
    func link(_ context: inout PropertyLink) {
        if let store = context.environment.sceneStorage { location.store = store }
        context.dependsOnEnvironment { $0.sceneStorage as Any }
        context.subscribe(to: KeyedStorageChanges.shared.publisher(for: location.store, key: key))
    }
}

/// The values `@SceneStorage` keeps for one window; the same window's only when the same
/// object, so environments holding it compare equal.
final class SceneStorageValues: @unchecked Sendable, Equatable {
    static func == (lhs: SceneStorageValues, rhs: SceneStorageValues) -> Bool { lhs === rhs }

    private let lock = NSLock()
    private var values: [String: Any] = [:]

    func value(forKey key: String) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        return values[key]
    }

    /// Stores `value`; nil (an optional form's nil) removes the key.
    func setValue(_ value: Any, forKey key: String) {
        lock.lock()
        defer { lock.unlock() }
        if let optional = value as? any AnyOptional, optional.unwrapped == nil { values[key] = nil } else { values[key] = value }
    }
}

private struct SceneStorageKey: EnvironmentKey {
    static let defaultValue: SceneStorageValues? = nil
}

extension EnvironmentValues {
    /// The window's scene storage: set by each `ViewHost`.
    var sceneStorage: SceneStorageValues? {
        get { self[SceneStorageKey.self] }
        set { self[SceneStorageKey.self] = newValue }
    }
}

// MARK: - SwiftUI's initializers

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key: key, defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key: key, defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key: key, defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key: key, defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key: key, defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(key: key, defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) where Value == Bool? { self.init(key: key, defaultValue: nil) }
    public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil) }
    public init(_ key: String) where Value == Double? { self.init(key: key, defaultValue: nil) }
    public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil) }
    public init(_ key: String) where Value == URL? { self.init(key: key, defaultValue: nil) }
    public init(_ key: String) where Value == Data? { self.init(key: key, defaultValue: nil) }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int { self.init(key: key, defaultValue: nil) }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String { self.init(key: key, defaultValue: nil) }
}
