import Foundation
import Testing
@testable import VellumCore

private let window = CGSize(width: 320, height: 480)

private final class Model: ObservableObject {
    @Published var value = 0
}

/// Shows a model's value and bumps it; `kind` says how it holds the model.
private struct StateObjectChild: View {
    @StateObject private var model = Model()
    var body: some View {
        Text("state \(model.value)").onTapGesture { model.value += 1 }
    }
}

private struct ObservedChild: View {
    @ObservedObject var model: Model
    var body: some View {
        Text("observed \(model.value)").onTapGesture { model.value += 1 }
    }
}

private struct ObjectParent: View {
    @State private var parentTicks = 0
    var body: some View {
        VStack {
            Text("parent \(parentTicks)").onTapGesture { parentTicks += 1 }
            StateObjectChild()
            ObservedChild(model: Model())  // a new object on each parent body run
        }
    }
}

private struct Toggled: View {
    let log: EventLog
    @State private var flag = false
    var body: some View {
        VStack {
            Keeper(log: log).id(flag)
            Text("Switch").onTapGesture { flag.toggle() }
        }
    }
}

/// Logs its lifetime and keeps a count that resets with its identity.
private struct Keeper: View {
    let log: EventLog
    @State private var taps = 0
    var body: some View {
        Text("taps \(taps)")
            .onTapGesture { taps += 1 }
            .onAppear { log.add("appear") }
            .onDisappear { log.add("disappear") }
    }
}

private struct Row: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        Text("\(name) \(taps)").onTapGesture { taps += 1 }
    }
}

private struct Rows: View {
    @State var names: [String]
    var body: some View {
        VStack {
            ForEach(names, id: \.self) { Row(name: $0) }
            Text("insert").onTapGesture { names.insert("new", at: 0) }
            Text("delete b").onTapGesture { names.removeAll { $0 == "b" } }
        }
    }
}

private struct Branches: View {
    let log: EventLog
    @State private var showFirst = true
    var body: some View {
        VStack {
            if showFirst {
                Keeper(log: log)
            } else {
                Keeper(log: log)
            }
            Text("Other branch").onTapGesture { showFirst.toggle() }
        }
    }
}

@MainActor
struct IdentityTests {
    @Test func stateObjectSurvivesTheParentWhileAnInlineObservedObjectDoesNot() throws {
        let host = ViewHost(ObjectParent(), size: window, environment: .fixedText)
        try host.tap(text: "state 0")
        try host.tap(text: "observed 0")
        #expect(host.contains(text: "state 1") && host.contains(text: "observed 1"))

        try host.tap(text: "parent 0")  // the parent's body runs again
        #expect(host.contains(text: "parent 1"))
        #expect(host.contains(text: "state 1"))      // the same object
        #expect(host.contains(text: "observed 0"))   // a new object
    }

    @Test func changedIDResetsStateAndFiresDisappearThenAppear() throws {
        let log = EventLog()
        let host = ViewHost(Toggled(log: log), size: window, environment: .fixedText)
        #expect(log.events == ["appear"])
        try host.tap(text: "taps 0")
        #expect(host.contains(text: "taps 1"))

        try host.tap(text: "Switch")
        #expect(host.contains(text: "taps 0"))  // a new view, new state
        #expect(log.events == ["appear", "disappear", "appear"])
        try host.tap(text: "Switch")
        #expect(log.events == ["appear", "disappear", "appear", "disappear", "appear"])
    }

    @Test func branchesOfAnIfAreDifferentViews() throws {
        let log = EventLog()
        let host = ViewHost(Branches(log: log), size: window, environment: .fixedText)
        try host.tap(text: "taps 0")
        #expect(host.contains(text: "taps 1"))
        try host.tap(text: "Other branch")
        #expect(host.contains(text: "taps 0"))
        #expect(log.events == ["appear", "disappear", "appear"])
    }

    @Test func forEachInsertionAndDeletionKeepTheStateOfRowsThatStayed() throws {
        let host = ViewHost(Rows(names: ["a", "b", "c"]), size: window, environment: .fixedText)
        try host.tap(text: "a 0")
        try host.tap(text: "c 0")
        try host.tap(text: "c 1")
        try host.tap(text: "insert")
        #expect(host.contains(text: "new 0"))
        #expect(host.contains(text: "a 1") && host.contains(text: "b 0") && host.contains(text: "c 2"))
        try host.tap(text: "delete b")
        #expect(!host.contains(text: "b 0"))
        #expect(host.contains(text: "new 0") && host.contains(text: "a 1") && host.contains(text: "c 2"))
    }

    @Test func stateBehindAReusedViewIsKeptAcrossUnrelatedUpdates() throws {
        let host = ViewHost(Rows(names: ["a"]), size: window, environment: .fixedText)
        try host.tap(text: "a 0")
        try host.tap(text: "insert")
        try host.tap(text: "insert")  // "new" twice: the second gets its own identity
        #expect(host.contains(text: "a 1"))
    }
}
