import Foundation
import Observation
import Testing
@testable import VellumCore

private let window = CGSize(width: 320, height: 480)

private struct CounterView: View {
    let counter: BodyCounter
    @State private var count = 0

    var body: some View {
        let _ = counter.hit("CounterView")
        VStack {
            Text("Count: \(count)")
            Text("Increment").onTapGesture { count += 1 }
            Label(counter: counter)
        }
    }
}

/// A child with no inputs that change: it must not run again when its parent does.
private struct Label: View {
    let counter: BodyCounter
    var body: some View {
        let _ = counter.hit("Label")
        Text("Static")
    }
}

private struct Parent: View {
    let counter: BodyCounter
    @State private var isOn = false

    var body: some View {
        let _ = counter.hit("Parent")
        VStack {
            Text(isOn ? "On" : "Off")
            Switch(isOn: $isOn, counter: counter)
        }
    }
}

private struct Switch: View {
    @Binding var isOn: Bool
    let counter: BodyCounter

    var body: some View {
        let _ = counter.hit("Switch")
        Text("Flip").onTapGesture { isOn.toggle() }
    }
}

@Observable
private final class Profile {
    var name = "Ada"
    var score = 1
}

private struct NameView: View {
    let profile: Profile
    let counter: BodyCounter
    var body: some View {
        let _ = counter.hit("NameView")
        Text("Name: \(profile.name)")
    }
}

private struct ScoreView: View {
    let profile: Profile
    let counter: BodyCounter
    var body: some View {
        let _ = counter.hit("ScoreView")
        Text("Score: \(profile.score)")
    }
}

private struct ProfileCard: View {
    let profile: Profile
    let counter: BodyCounter
    var body: some View {
        let _ = counter.hit("ProfileCard")
        VStack {
            NameView(profile: profile, counter: counter)
            ScoreView(profile: profile, counter: counter)
        }
    }
}

@MainActor
struct StateTests {
    @Test func tappingIncrementsStateAndRunsOnlyTheCounterBody() throws {
        let counter = BodyCounter()
        let host = ViewHost(CounterView(counter: counter), size: window, environment: .fixedText)
        #expect(host.contains(text: "Count: 0"))
        #expect(counter["CounterView"] == 1 && counter["Label"] == 1)

        try host.tap(text: "Increment")
        #expect(host.contains(text: "Count: 1"))
        #expect(!host.contains(text: "Count: 0"))
        #expect(counter["CounterView"] == 2)
        #expect(counter["Label"] == 1)  // its inputs did not change
        #expect(host.lastUpdate.bodiesEvaluated == 1)

        try host.tap(text: "Increment")
        #expect(host.contains(text: "Count: 2"))
    }

    @Test func layoutFollowsTheChangedText() throws {
        let host = ViewHost(CounterView(counter: BodyCounter()), size: window, environment: .fixedText)
        // Fixed-advance text: 8 points a character, 20.333 high.
        #expect(host.layout.root.children.first?.size == CGSize(width: 64, height: 20.333333333333332))
        for _ in 0..<10 { try host.tap(text: "Increment") }
        #expect(host.contains(text: "Count: 10"))
        #expect(host.layout.root.children.first?.size.width == 72)
    }

    @Test func bindingWritesTheParentsState() throws {
        let counter = BodyCounter()
        let host = ViewHost(Parent(counter: counter), size: window, environment: .fixedText)
        #expect(host.contains(text: "Off"))
        try host.tap(text: "Flip")
        #expect(host.contains(text: "On"))
        // The parent owns the state; the child got a binding with a new value.
        #expect(counter["Parent"] == 2 && counter["Switch"] == 2)
        try host.tap(text: "Flip")
        #expect(host.contains(text: "Off"))
    }

    @Test func observablePropertyRunsOnlyTheViewThatReadsIt() {
        let counter = BodyCounter()
        let profile = Profile()
        let host = ViewHost(ProfileCard(profile: profile, counter: counter), size: window, environment: .fixedText)
        #expect(counter.counts == ["ProfileCard": 1, "NameView": 1, "ScoreView": 1])

        profile.score = 2
        #expect(host.contains(text: "Score: 2"))
        #expect(counter.counts == ["ProfileCard": 1, "NameView": 1, "ScoreView": 2])

        profile.name = "Grace"
        #expect(host.contains(text: "Name: Grace"))
        #expect(counter.counts == ["ProfileCard": 1, "NameView": 2, "ScoreView": 2])
    }

    @Test func writingAnEqualValueChangesNothing() throws {
        let counter = BodyCounter()
        let host = ViewHost(SameValue(counter: counter), size: window, environment: .fixedText)
        try host.tap(text: "Set 0")
        #expect(counter["SameValue"] == 1)
        #expect(host.lastUpdate.bodiesEvaluated == 0)
    }
}

private struct SameValue: View {
    let counter: BodyCounter
    @State private var value = 0
    var body: some View {
        let _ = counter.hit("SameValue")
        Text("Set \(value)").onTapGesture { value = 0 }
    }
}
