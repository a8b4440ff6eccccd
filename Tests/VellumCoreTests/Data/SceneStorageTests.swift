import Foundation
import Testing
@testable import VellumCore

private let window = CGSize(width: 320, height: 480)

private struct Compose: View {
    @SceneStorage("draft") private var draft = ""
    var body: some View {
        VStack {
            Text("Draft: \(draft)")
            Text("Write").onTapGesture { draft = "Hello" }
        }
    }
}

private struct Preview: View {
    @SceneStorage("draft") private var draft = ""
    var body: some View { Text("Preview: \(draft)") }
}

/// A screen that can remove the composer and bring it back, as a tab switch would.
private struct Window: View {
    @State private var showsComposer = true
    var body: some View {
        VStack {
            if showsComposer { Compose() }
            Preview()
            Text("Toggle").onTapGesture { showsComposer.toggle() }
        }
    }
}

@MainActor
struct SceneStorageTests {
    @Test func aValueIsSharedInTheWindowAndOutlivesTheView() throws {
        let host = ViewHost(Window(), size: window, environment: .fixedText)
        #expect(host.contains(text: "Draft: "))
        try host.tap(text: "Write")
        #expect(host.contains(text: "Draft: Hello"))
        #expect(host.contains(text: "Preview: Hello"))

        // The composer goes away and comes back: unlike @State, the draft is kept.
        try host.tap(text: "Toggle")
        #expect(!host.contains(text: "Draft: Hello"))
        try host.tap(text: "Toggle")
        #expect(host.contains(text: "Draft: Hello"))
    }

    @Test func anotherWindowStartsEmpty() throws {
        let first = ViewHost(Window(), size: window, environment: .fixedText)
        try first.tap(text: "Write")
        let second = ViewHost(Window(), size: window, environment: .fixedText)
        #expect(second.contains(text: "Preview: "))
        #expect(!second.contains(text: "Preview: Hello"))
    }

    @Test func optionalFormsAndRawValues() {
        enum Tab: String { case inbox, sent }
        @SceneStorage("tab") var tab = Tab.inbox
        @SceneStorage("selection") var selection: Int?
        #expect(tab == .inbox && selection == nil)
        tab = .sent
        selection = 3
        #expect(tab == .sent && selection == 3)
        selection = nil
        #expect(selection == nil)
    }
}
