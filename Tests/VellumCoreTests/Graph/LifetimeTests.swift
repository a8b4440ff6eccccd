import Foundation
import Observation
import Testing
@testable import VellumCore

private let window = CGSize(width: 320, height: 480)

private struct Loader: View {
    let log: EventLog
    @State private var page = 1
    var body: some View {
        VStack {
            Text("page \(page)")
            Text("next").onTapGesture { page += 1 }
        }
        .task(id: page) { [page] in
            log.add("start \(page)")
            do {
                try await Task.sleep(for: .seconds(3600))  // longer than any test run: only cancellation ends it
                log.add("finished \(page)")
            } catch {
                log.add("cancelled \(page)")
            }
        }
    }
}

private struct Quick: View {
    @State private var loaded = "loading"
    var body: some View {
        Text(loaded).task { loaded = "loaded" }
    }
}

/// A task that holds the main actor for 20 ms at each of its 40 turns: 0.8 s of wall
/// time, as a task does when a loaded machine gives the main actor to others.
private struct Busy: View {
    @State private var turns = 0
    var body: some View {
        Text(turns == 40 ? "done" : "busy").task {
            let clock = ContinuousClock()
            for _ in 0..<40 {
                let end = clock.now.advanced(by: .milliseconds(20))
                while clock.now < end {}
                turns += 1
                await Task.yield()
            }
        }
    }
}

private struct Watcher: View {
    let log: EventLog
    @State private var value = 0
    var body: some View {
        Text("value \(value)")
            .onTapGesture { value += 1 }
            .onChange(of: value, initial: true) { old, new in log.add("\(old)->\(new)") }
    }
}

private struct TitleKey: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) { value += "+" + nextValue() }
}

private struct Titled: View {
    @State private var title = "none"
    @State private var second = "b"
    var body: some View {
        VStack {
            Text("title \(title)")
            VStack {
                Text("A").preference(key: TitleKey.self, value: "a")
                Text("B").preference(key: TitleKey.self, value: second)
            }
            .onPreferenceChange(TitleKey.self) { title = $0 }
            Text("rename").onTapGesture { second = "c" }
        }
    }
}

private final class Store: ObservableObject {
    @Published var items = 1
}

private struct StoreReader: View {
    @EnvironmentObject var store: Store
    @Environment(\.displayScale) private var scale
    var body: some View {
        Text("items \(store.items) at \(Int(scale))x")
    }
}

@Observable private final class Session {
    var user = "ada"
}

private struct SessionReader: View {
    @Environment(Session.self) private var session
    var body: some View {
        @Bindable var session = session
        Text("user \(session.user)").onTapGesture { $session.user.wrappedValue = "grace" }
    }
}

private struct Printed: View {
    let child: Int
    @State private var count = 0
    var body: some View {
        let _ = Self._printChanges()
        Text("printed \(count) \(child)").onTapGesture { count += 1 }
    }
}

private struct PrintedParent: View {
    @State private var child = 0
    let profile: Profile
    var body: some View {
        VStack {
            Printed(child: child)
            Text("bump child").onTapGesture { child += 1 }
            Reader(profile: profile)
        }
    }
}

@Observable private final class Profile {
    var name = "a"
}

private struct Reader: View {
    let profile: Profile
    var body: some View {
        let _ = Self._printChanges()
        Text(profile.name)
    }
}

@MainActor
struct LifetimeTests {
    @Test func taskWithIDIsCancelledAndRestartedWhenTheIDChanges() async throws {
        let log = EventLog()
        let host = ViewHost(Loader(log: log), size: window, environment: .fixedText)
        // The tasks sleep for an hour, so settling waits out its timeout; keep settling
        // until the events are in (up to 5 s: a loaded machine may take longer than 50 ms).
        func settle(until done: () -> Bool) async {
            for _ in 0..<100 where !done() { await host.settle(timeout: .milliseconds(50)) }
        }
        await settle { !log.events.isEmpty }
        #expect(log.events == ["start 1"])
        try host.tap(text: "next")
        await settle { log.events.count >= 3 }
        // The old task sees its cancellation when it next runs, which may be after the
        // new one starts.
        #expect(log.events.first == "start 1")
        #expect(Set(log.events.dropFirst()) == ["cancelled 1", "start 2"])
        #expect(!log.events.contains("finished 1"))
    }

    @Test func settleRunsTasksAndTheUpdatesTheyCause() async {
        let host = ViewHost(Quick(), size: window, environment: .fixedText)
        #expect(host.contains(text: "loading"))
        await host.settle()
        #expect(host.contains(text: "loaded"))
    }

    /// The timeout (0.6 s) passes before the task is done (0.8 s), but settling counts
    /// turns as well as time: one per 10 ms of the timeout, 60 here, and the task needs
    /// 40. Before, settling gave up after 0.6 s of wall time however few turns the task
    /// had had, and tests that settled on a loaded machine failed now and then.
    @Test func settleGivesTasksTurnsNotJustTime() async {
        let host = ViewHost(Busy(), size: window, environment: .fixedText)
        await host.settle(timeout: .milliseconds(600))
        #expect(host.contains(text: "done"))
    }

    @Test func onChangeGetsOldAndNewValues() throws {
        let log = EventLog()
        let host = ViewHost(Watcher(log: log), size: window, environment: .fixedText)
        #expect(log.events == ["0->0"])  // initial: true
        try host.tap(text: "value 0")
        try host.tap(text: "value 1")
        #expect(log.events == ["0->0", "0->1", "1->2"])
    }

    @Test func preferencesReduceInViewOrderAndReportChanges() throws {
        let host = ViewHost(Titled(), size: window, environment: .fixedText)
        #expect(host.contains(text: "title a+b"))
        try host.tap(text: "rename")
        #expect(host.contains(text: "title a+c"))
    }

    @Test func environmentObjectAndEnvironmentValues() {
        let store = Store()
        var environment = EnvironmentValues.fixedText
        environment.displayScale = 2
        let host = ViewHost(StoreReader().environmentObject(store), size: window, environment: environment)
        #expect(host.contains(text: "items 1 at 2x"))
        store.items = 5
        #expect(host.contains(text: "items 5 at 2x"))
    }

    @Test func observableObjectFromTheEnvironmentWithBindable() throws {
        let session = Session()
        let host = ViewHost(SessionReader().environment(session), size: window, environment: .fixedText)
        try host.tap(text: "user ada")
        #expect(session.user == "grace")
        #expect(host.contains(text: "user grace"))
    }

    @Test func printChangesNamesEachCause() throws {
        var lines: [String] = []
        let saved = ViewGraph.printChanges
        ViewGraph.printChanges = { lines.append($0) }
        defer { ViewGraph.printChanges = saved }
        let profile = Profile()
        let host = ViewHost(PrintedParent(profile: profile), size: window, environment: .fixedText)
        #expect(lines == ["Printed: @self, @identity, _count changed.", "Reader: @self, @identity changed."])
        lines.removeAll()
        try host.tap(text: "printed 0 0")
        #expect(lines == ["Printed: _count changed."])
        lines.removeAll()
        try host.tap(text: "bump child")
        #expect(lines == ["Printed: @self changed."])
        lines.removeAll()
        profile.name = "b"
        host.update()
        #expect(lines == ["Reader: @dependencies changed."])
    }
}

private struct TargetBounds: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// The classic anchor pattern: a child publishes its bounds, an overlay reads them.
private struct Highlighted: View {
    @State private var anchor: Anchor<CGRect>?
    var body: some View {
        VStack(spacing: 0) {
            Text("a")
            Text("target").anchorPreference(key: TargetBounds.self, value: .bounds) { $0 }
        }
        .onPreferenceChange(TargetBounds.self) { anchor = $0 }
        .overlay {
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Text("at \(Int(rect.minX)),\(Int(rect.minY)) size \(Int(rect.width))")
                }
            }
        }
    }
}

@MainActor
struct AnchorPreferenceTests {
    @Test func anAnchorPreferenceResolvesInTheReadersSpace() {
        let host = ViewHost(Highlighted(), size: CGSize(width: 320, height: 480), environment: .fixedText)
        // "target" is 6 × 8 = 48 wide, below "a" (20.33 tall), at the stack's leading edge.
        #expect(host.contains(text: "at 0,20 size 48"))
    }
}
