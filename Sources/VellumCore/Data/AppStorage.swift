import Foundation

/// A property wrapper type that reflects a value from `UserDefaults` and runs the body of
/// every view that reads it again when the value changes.
///
/// ```swift
/// struct SettingsView: View {
///     @AppStorage("username") private var username = "Anonymous"
///     @AppStorage("fontSize") private var fontSize = 17.0
///     var body: some View {
///         Stepper("Size \(Int(fontSize))", value: $fontSize, in: 9...40)
///     }
/// }
/// ```
///
/// The store is, in order: the `store:` argument, the one set with
/// `defaultAppStorage(_:)` on an ancestor, then `UserDefaults.standard`. A change is seen
/// by every view reading the same key in the same store, whether it was made through an
/// `@AppStorage` of this view, of another view, or on the store directly
/// (`store.set(_:forKey:)`: a host sees it when it next updates or is asked what it
/// shows, since Linux's `UserDefaults` posts no change notification).
///
/// Values live in the store, not in the view, so they outlive the view and the
/// `ViewHost`: a new host over the same store reads them back. Tests keep their values
/// apart by giving each its own suite:
///
/// ```swift
/// let store = UserDefaults(suiteName: "SettingsTests")!
/// store.removePersistentDomain(forName: "SettingsTests")
/// let host = ViewHost(SettingsView().defaultAppStorage(store), device: .iPhone15)
/// ```
///
/// Writing `nil` to an optional form removes the key.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let store: UserDefaults?
    let codec: DefaultsCodec<Value>
    let location = AppStorageLocation()

    init(key: String, defaultValue: Value, store: UserDefaults?, codec: DefaultsCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
        self.codec = codec
    }

    /// The store this property reads: its own, the environment's, else `.standard`.
    var resolvedStore: UserDefaults { store ?? location.environmentStore ?? .standard }

    public var wrappedValue: Value {
        get { codec.read(resolvedStore, key) ?? defaultValue }
        nonmutating set {
            let store = resolvedStore
            codec.write(store, key, newValue)
            KeyedStorageChanges.shared.noteWrite(store, key: key)
        }
    }

    public var projectedValue: Binding<Value> {
        let storage = self
        // Bindings to one key of one store point at the same place: the key's publisher.
        let place = KeyedStorageChanges.shared.publisher(for: resolvedStore, key: key)
        return Binding(location: place, get: { storage.wrappedValue }, set: { value, _ in storage.wrappedValue = value })
    }
}

final class AppStorageLocation: @unchecked Sendable {
    var environmentStore: UserDefaults?
}

/// Two values of a view's `@AppStorage` are the same when they name the same key and
/// store: the value itself lives in the store.
extension AppStorage: GraphComparable {
    func isSame(as other: Any) -> Bool {
        guard let other = other as? AppStorage<Value> else { return false }
        return key == other.key && store === other.store
    }
}

extension AppStorage: GraphLinkedProperty {
    func link(_ context: inout PropertyLink) {
        location.environmentStore = context.environment.defaultAppStorage
        context.dependsOnEnvironment { $0.defaultAppStorage as Any }
        context.subscribe(to: KeyedStorageChanges.shared.publisher(for: resolvedStore, key: key))
    }
}

/// How a value of one type is read from and written to `UserDefaults`: what a
/// missing or mistyped entry reads as (nil, so the default applies) and what nil writes
/// (removing the key).
struct DefaultsCodec<Value>: @unchecked Sendable {
    let read: (UserDefaults, String) -> Value?
    let write: (UserDefaults, String, Value) -> Void

    /// A property-list value stored as itself.
    static func plist<T>(_ type: T.Type) -> DefaultsCodec<T> {
        DefaultsCodec<T>(read: { $0.object(forKey: $1) as? T }, write: { $0.set($2, forKey: $1) })
    }

    /// A URL stored as its absolute string, which every platform's defaults read back.
    static var url: DefaultsCodec<URL> {
        DefaultsCodec<URL>(read: { store, key in (store.object(forKey: key) as? String).flatMap(URL.init(string:)) ?? store.url(forKey: key) },
                           write: { $0.set($2.absoluteString, forKey: $1) })
    }

    /// A `RawRepresentable` value stored as its raw value; a raw value that makes no
    /// case reads as missing.
    static func raw<R: RawRepresentable>(_ type: R.Type, _ rawCodec: DefaultsCodec<R.RawValue>) -> DefaultsCodec<R> {
        DefaultsCodec<R>(read: { rawCodec.read($0, $1).flatMap(R.init(rawValue:)) },
                         write: { rawCodec.write($0, $1, $2.rawValue) })
    }

    /// The optional form: nil removes the key.
    static func optional<T>(_ codec: DefaultsCodec<T>) -> DefaultsCodec<T?> {
        DefaultsCodec<T?>(read: { codec.read($0, $1).map { $0 } },
                          write: { store, key, value in
                              if let value { codec.write(store, key, value) } else { store.removeObject(forKey: key) }
                          })
    }
}

/// Numbers are read as what `UserDefaults` reads them as: an Int stored as a Double (or
/// the reverse) still reads.
private let intCodec = DefaultsCodec<Int>(read: { ($0.object(forKey: $1) as? NSNumber)?.intValue ?? ($0.object(forKey: $1) as? Int) },
                                          write: { $0.set($2, forKey: $1) })
private let doubleCodec = DefaultsCodec<Double>(read: { ($0.object(forKey: $1) as? NSNumber)?.doubleValue ?? ($0.object(forKey: $1) as? Double) },
                                                write: { $0.set($2, forKey: $1) })
private let boolCodec = DefaultsCodec<Bool>(read: { ($0.object(forKey: $1) as? NSNumber)?.boolValue ?? ($0.object(forKey: $1) as? Bool) },
                                            write: { $0.set($2, forKey: $1) })
private let stringCodec = DefaultsCodec<String>.plist(String.self)
private let dataCodec = DefaultsCodec<Data>.plist(Data.self)
private let urlCodec = DefaultsCodec<URL>.url

// MARK: - SwiftUI's initializers

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: boolCodec)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: intCodec)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: doubleCodec)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: stringCodec)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: urlCodec)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: dataCodec)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .raw(Value.self, intCodec))
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .raw(Value.self, stringCodec))
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(boolCodec))
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(intCodec))
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(doubleCodec))
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(stringCodec))
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(urlCodec))
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(dataCodec))
    }

    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.raw(R.self, intCodec)))
    }

    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.raw(R.self, stringCodec)))
    }
}

// MARK: - The default store

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The store `@AppStorage` reads in this environment when it names none; nil means
    /// `UserDefaults.standard`.
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// The default store used by `@AppStorage` in this view and the views below it.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}

// MARK: - Change announcements

/// One publisher per store (a `UserDefaults`, a window's scene storage) and key, so a
/// write reaches exactly the views that read that key.
///
/// A write through a property wrapper announces itself. A write made on a `UserDefaults`
/// directly is found when a host updates (`poll()`), by comparing each watched key with
/// the value last seen: Linux's `UserDefaults` posts no change notification.
final class KeyedStorageChanges: @unchecked Sendable {
    static let shared = KeyedStorageChanges()

    private struct Watched {
        let store: AnyObject
        let publisher = ObservableObjectPublisher()
        var lastSeen: AnyHashable?
    }

    private struct Key: Hashable {
        let store: ObjectIdentifier
        let key: String
    }

    private let lock = NSLock()
    private var watched: [Key: Watched] = [:]

    /// The publisher that announces changes of `key` in `store`.
    func publisher(for store: AnyObject, key: String) -> ObservableObjectPublisher {
        let id = Key(store: ObjectIdentifier(store), key: key)
        lock.lock()
        defer { lock.unlock() }
        if let existing = watched[id] { return existing.publisher }
        var entry = Watched(store: store)
        entry.lastSeen = Self.current(store, key)
        watched[id] = entry
        return entry.publisher
    }

    /// Announces the keys of every `UserDefaults` whose value changed since last seen.
    func poll() {
        lock.lock()
        let keys = watched.filter { $0.value.store is UserDefaults }.map { ($0.value.store, $0.key.key) }
        lock.unlock()
        for (store, key) in keys { noteWrite(store, key: key) }
    }

    /// Announces a write of `key` to `store` when its value differs from the last seen.
    func noteWrite(_ store: AnyObject, key: String) {
        let id = Key(store: ObjectIdentifier(store), key: key)
        lock.lock()
        guard var entry = watched[id] else { lock.unlock(); return }
        let now = Self.current(store, key)
        let changed = now != entry.lastSeen
        entry.lastSeen = now
        watched[id] = entry
        lock.unlock()
        if changed { entry.publisher.send() }
    }

    /// The value of `key` as stored, for comparing: property-list values are hashable.
    private static func current(_ store: AnyObject, _ key: String) -> AnyHashable? {
        switch store {
        case let defaults as UserDefaults: (defaults.object(forKey: key) as? AnyHashable) ?? defaults.object(forKey: key).map { AnyHashable("\($0)") }
        case let scene as SceneStorageValues: scene.value(forKey: key).map { ($0 as? AnyHashable) ?? AnyHashable("\($0)") }
        default: nil
        }
    }
}
