import Foundation
import Testing
@testable import VellumCore

/// Accessibility modifiers, stored on views and read back as UI tests read them.
@MainActor
struct AccessibilityTests {
    let window = CGSize(width: 320, height: 480)

    private struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("Count: \(count)").accessibilityIdentifier("count")
                Button("Add") { count += 1 }
                    .accessibilityIdentifier("add")
                    .accessibilityHint("Adds one")
                Image(systemName: "star").accessibilityHidden(true)
            }
        }
    }

    @Test func tapByIdentifierAndReadTheTree() throws {
        let host = ViewHost(Counter(), size: window, environment: .spec)
        try host.tap(accessibilityIdentifier: "add")
        try host.tap(accessibilityIdentifier: "add")
        let tree = host.accessibilityTree
        #expect(tree.map(\.label) == ["Count: 2", "Add"])
        #expect(tree.map(\.identifier) == ["count", "add"])
        #expect(tree[0].traits == .isStaticText)
        #expect(tree[1].traits == .isButton)
        #expect(tree[1].hint == "Adds one")
        try host.tap(accessibilityLabel: "Add")
        #expect(host.contains(text: "Count: 3"))
    }

    @Test func aMissingIdentifierSaysWhatIsThere() {
        let host = ViewHost(Counter(), size: window, environment: .spec)
        #expect(throws: ViewHostError.self) { try host.tap(accessibilityIdentifier: "nope") }
        do {
            try host.tap(accessibilityIdentifier: "nope")
        } catch {
            #expect("\(error)".contains("AccessibilityElement(\"Add\", id: add)"), "\(error)")
        }
    }

    @Test func labelsValuesAndTraits() {
        let host = ViewHost(VStack {
            Text("Volume").accessibilityLabel("Sound").accessibilityValue("80%")
            Text("Settings").accessibilityAddTraits(.isHeader)
            Text("Plain").accessibilityRemoveTraits(.isStaticText)
        }, size: window, environment: .spec)
        let tree = host.accessibilityTree
        #expect(tree.map(\.label) == ["Sound", "Settings", "Plain"])
        #expect(tree[0].value == "80%")
        #expect(tree[1].traits == [.isStaticText, .isHeader])
        #expect(tree[2].traits == [])
    }

    @Test func elementChildBehaviors() {
        let host = ViewHost(VStack {
            HStack { Text("Ada"); Text("Lovelace") }.accessibilityElement(children: .combine)
            HStack { Text("hidden") }.accessibilityElement().accessibilityLabel("Only this")
            VStack { Text("one"); Text("two") }.accessibilityElement(children: .contain).accessibilityIdentifier("list")
        }, size: window, environment: .spec)
        let tree = host.accessibilityTree
        #expect(tree.map(\.label) == ["Ada, Lovelace", "Only this", ""])
        #expect(tree[0].traits == .isStaticText)
        #expect(tree[2].identifier == "list")
        #expect(tree[2].children.map(\.label) == ["one", "two"])
    }

    @Test func togglesReadTheirState() throws {
        struct Switch: View {
            @State var on = false
            var body: some View { Toggle("Wi-Fi", isOn: $on).accessibilityIdentifier("wifi") }
        }
        let host = ViewHost(Switch(), size: window, environment: .spec)
        #expect(host.accessibilityTree.first?.value == "0")
        #expect(host.accessibilityTree.first?.traits == [.isButton, .isToggle])
        try host.tap(accessibilityIdentifier: "wifi")
        #expect(host.accessibilityTree.first?.value == "1")
        #expect(host.accessibilityTree.first?.label == "Wi-Fi")
    }

    @Test func sortPriorityReordersSiblings() {
        let host = ViewHost(VStack {
            Text("first")
            Text("second").accessibilitySortPriority(1)
        }, size: window, environment: .spec)
        #expect(host.accessibilityTree.map(\.label) == ["second", "first"])
    }

    /// A property set on a container reaches the elements inside it.
    @Test func containerPropertiesReachTheirElements() {
        let host = ViewHost(VStack { Text("a"); Text("b") }.accessibilityHint("letters"), size: window, environment: .spec)
        #expect(host.accessibilityTree.map(\.hint) == ["letters", "letters"])
    }
}

@MainActor
struct AccessibilityEnvironmentTests {
    private struct Motion: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @Environment(\.accessibilityVoiceOverEnabled) var voiceOver
        var body: some View { Text(verbatim: "\(reduceMotion) \(voiceOver)") }
    }

    @Test func settingsAreOffByDefaultAndAHostCanSetThem() {
        let window = CGSize(width: 200, height: 100)
        #expect(ViewHost(Motion(), size: window, environment: .spec).contains(text: "false false"))
        var env = EnvironmentValues.spec
        env.accessibilityReduceMotion = true
        env.accessibilityVoiceOverEnabled = true
        #expect(ViewHost(Motion(), size: window, environment: env).contains(text: "true true"))
        let defaults = EnvironmentValues()
        #expect(!defaults.accessibilityReduceTransparency && !defaults.accessibilityDifferentiateWithoutColor
                && !defaults.accessibilityInvertColors)
    }
}

@MainActor
struct AccessibilityActionTests {
    private struct Mail: View {
        @State private var log: [String] = []
        var body: some View {
            VStack {
                Text("Message")
                    .accessibilityIdentifier("message")
                    .accessibilityAction { log.append("open") }
                    .accessibilityAction(.delete) { log.append("delete") }
                    .accessibilityAction(named: "Flag") { log.append("flag") }
                Button("Reply") { log.append("reply") }.accessibilityIdentifier("reply")
                Text(verbatim: log.joined(separator: ","))
            }
        }
    }

    @Test func actionsAreListedAndPerformed() throws {
        let host = ViewHost(Mail(), size: CGSize(width: 320, height: 480), environment: .spec)
        #expect(host.accessibilityTree.first?.actions == ["default", "delete", "Flag"])
        try host.activate(accessibilityIdentifier: "message")
        try host.performAccessibilityAction(named: "Flag", accessibilityIdentifier: "message")
        try host.performAccessibilityAction(named: "delete", accessibilityIdentifier: "message")
        // Without a default action, activating taps.
        try host.activate(accessibilityIdentifier: "reply")
        #expect(host.contains(text: "open,flag,delete,reply"))
        #expect(throws: ViewHostError.self) {
            try host.performAccessibilityAction(named: "escape", accessibilityIdentifier: "message")
        }
    }
}
