import Foundation
import Testing
@testable import VellumCore

private let window = CGSize(width: 320, height: 480)

/// A store of its own for each test, emptied first: tests keep their values apart by
/// suite name, and a value written in one run does not leak into the next.
private func freshStore(_ name: String) -> UserDefaults {
    let suite = "VellumTests.\(name)"
    let store = UserDefaults(suiteName: suite)!
    store.removePersistentDomain(forName: suite)
    for key in store.dictionaryRepresentation().keys { store.removeObject(forKey: key) }
    return store
}

private enum Theme: String { case light, dark, system }
private enum Sorting: Int { case byName = 0, byDate = 1 }

private struct SettingsView: View {
    let counter: BodyCounter
    @AppStorage("username") private var username = "Anonymous"
    @AppStorage("fontSize") private var fontSize = 17.0
    @AppStorage("theme") private var theme = Theme.system

    var body: some View {
        let _ = counter.hit("Settings")
        VStack {
            Text("User: \(username)")
            Text("Size: \(Int(fontSize))")
            Text("Theme: \(theme.rawValue)")
            Text("Sign in").onTapGesture { username = "Taylor" }
            Text("Bigger").onTapGesture { fontSize += 1 }
            Text("Dark").onTapGesture { theme = .dark }
        }
    }
}

/// Reads the same key as `SettingsView` from another part of the screen.
private struct Greeting: View {
    let counter: BodyCounter
    @AppStorage("username") private var username = "Anonymous"
    var body: some View {
        let _ = counter.hit("Greeting")
        Text("Hello, \(username)!")
    }
}

private struct Unrelated: View {
    let counter: BodyCounter
    @AppStorage("other") private var other = 0
    var body: some View {
        let _ = counter.hit("Unrelated")
        Text("Other: \(other)")
    }
}

private struct Screen: View {
    let counter: BodyCounter
    var body: some View {
        VStack {
            SettingsView(counter: counter)
            Greeting(counter: counter)
            Unrelated(counter: counter)
        }
    }
}

@MainActor
struct AppStorageTests {
    @Test func defaultsUntilWrittenThenTheStoredValue() throws {
        let store = freshStore("defaults")
        let counter = BodyCounter()
        let host = ViewHost(SettingsView(counter: counter).defaultAppStorage(store), size: window, environment: .fixedText)
        #expect(host.contains(text: "User: Anonymous"))
        #expect(host.contains(text: "Size: 17"))
        #expect(host.contains(text: "Theme: system"))
        // Reading a default writes nothing.
        #expect(store.object(forKey: "username") == nil)

        try host.tap(text: "Sign in")
        try host.tap(text: "Bigger")
        try host.tap(text: "Dark")
        #expect(host.contains(text: "User: Taylor"))
        #expect(host.contains(text: "Size: 18"))
        #expect(host.contains(text: "Theme: dark"))
        #expect(store.string(forKey: "username") == "Taylor")
        #expect(store.double(forKey: "fontSize") == 18)
        // A RawRepresentable is stored as its raw value.
        #expect(store.string(forKey: "theme") == "dark")
    }

    @Test func aValueSurvivesANewHostOverTheSameStore() throws {
        let store = freshStore("survives")
        let first = ViewHost(SettingsView(counter: BodyCounter()).defaultAppStorage(store), size: window, environment: .fixedText)
        try first.tap(text: "Sign in")

        // As an app launched again: a new window over the same defaults.
        let second = ViewHost(SettingsView(counter: BodyCounter()).defaultAppStorage(store), size: window, environment: .fixedText)
        #expect(second.contains(text: "User: Taylor"))

        // Another store (another suite) starts from the defaults.
        let other = ViewHost(SettingsView(counter: BodyCounter()).defaultAppStorage(freshStore("survives.other")),
                             size: window, environment: .fixedText)
        #expect(other.contains(text: "User: Anonymous"))
    }

    @Test func aWriteRunsExactlyTheBodiesThatReadTheKey() throws {
        let store = freshStore("propagation")
        let counter = BodyCounter()
        let host = ViewHost(Screen(counter: counter).defaultAppStorage(store), size: window, environment: .fixedText)
        #expect(counter["Settings"] == 1 && counter["Greeting"] == 1 && counter["Unrelated"] == 1)

        counter.reset()
        try host.tap(text: "Sign in")
        // The writer and the other reader of "username" run again; the view reading
        // another key does not.
        #expect(counter["Settings"] == 1)
        #expect(counter["Greeting"] == 1)
        #expect(counter["Unrelated"] == 0)
        #expect(host.contains(text: "Hello, Taylor!"))

        // Writing the same value again changes nothing.
        counter.reset()
        try host.tap(text: "Sign in")
        #expect(counter["Settings"] == 0 && counter["Greeting"] == 0)
    }

    @Test func aChangeMadeOnTheStoreReachesTheViews() {
        let store = freshStore("external")
        let counter = BodyCounter()
        let host = ViewHost(Screen(counter: counter).defaultAppStorage(store), size: window, environment: .fixedText)
        counter.reset()
        store.set("Morgan", forKey: "username")
        host.update()
        #expect(host.contains(text: "Hello, Morgan!"))
        #expect(host.contains(text: "User: Morgan"))
        #expect(counter["Unrelated"] == 0)
    }

    @Test func theStoreArgumentWinsOverTheEnvironment() {
        let own = freshStore("own")
        let environment = freshStore("environment")
        own.set("from own", forKey: "name")
        environment.set("from environment", forKey: "name")
        struct Named: View {
            let store: UserDefaults
            @AppStorage var name: String
            init(store: UserDefaults) {
                self.store = store
                _name = AppStorage(wrappedValue: "none", "name", store: store)
            }
            var body: some View { Text(name) }
        }
        let host = ViewHost(Named(store: own).defaultAppStorage(environment), size: window, environment: .fixedText)
        #expect(host.contains(text: "from own"))
    }

    @Test func everyValueTypeRoundTrips() {
        let store = freshStore("types")
        @AppStorage("bool", store: store) var bool = false
        @AppStorage("int", store: store) var int = 1
        @AppStorage("double", store: store) var double = 1.5
        @AppStorage("string", store: store) var string = "a"
        @AppStorage("url", store: store) var url = URL(string: "https://example.com")!
        @AppStorage("data", store: store) var data = Data([1, 2])
        @AppStorage("theme", store: store) var theme = Theme.light
        @AppStorage("sorting", store: store) var sorting = Sorting.byName
        #expect(bool == false && int == 1 && double == 1.5 && string == "a" && data == Data([1, 2]))
        #expect(url.absoluteString == "https://example.com" && theme == .light && sorting == .byName)

        bool = true; int = 42; double = 2.25; string = "b"
        url = URL(string: "https://swift.org")!; data = Data([3]); theme = .dark; sorting = .byDate
        #expect(bool && int == 42 && double == 2.25 && string == "b" && data == Data([3]))
        #expect(url.absoluteString == "https://swift.org" && theme == .dark && sorting == .byDate)
        #expect(store.integer(forKey: "sorting") == 1)

        // A stored raw value that names no case reads as the default.
        store.set("sepia", forKey: "theme")
        #expect(theme == .light)
    }

    @Test func optionalFormsStartNilAndNilRemovesTheKey() {
        let store = freshStore("optionals")
        @AppStorage("nickname", store: store) var nickname: String?
        @AppStorage("age", store: store) var age: Int?
        @AppStorage("flag", store: store) var flag: Bool?
        @AppStorage("ratio", store: store) var ratio: Double?
        @AppStorage("home", store: store) var home: URL?
        @AppStorage("blob", store: store) var blob: Data?
        @AppStorage("theme", store: store) var theme: Theme?
        @AppStorage("sorting", store: store) var sorting: Sorting?
        #expect(nickname == nil && age == nil && flag == nil && ratio == nil)
        #expect(home == nil && blob == nil && theme == nil && sorting == nil)

        nickname = "Sam"; age = 30; theme = .system; sorting = .byDate
        #expect(nickname == "Sam" && age == 30 && theme == .system && sorting == .byDate)
        nickname = nil
        #expect(nickname == nil)
        #expect(store.object(forKey: "nickname") == nil)
    }

    @Test func theBindingWritesTheStore() throws {
        let store = freshStore("binding")
        struct Notifications: View {
            @AppStorage("notifications") private var enabled = true
            var body: some View {
                Toggle("Notifications", isOn: $enabled).id("toggle")
            }
        }
        let host = ViewHost(Notifications().defaultAppStorage(store), size: window, environment: .fixedText)
        try host.toggle(id: "toggle")
        #expect(store.object(forKey: "notifications") as? Bool == false)
    }
}
