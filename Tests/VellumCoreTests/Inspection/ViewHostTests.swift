import Foundation
import Testing
@testable import VellumCore

private let window = CGSize(width: 320, height: 480)

/// The README's example: a counter with a button, as a user writes it.
private struct CounterView: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
            Button("Plus") { count += 1 }.id("plus")
            Footer()
        }
    }
}

private struct Footer: View {
    var body: some View { Text("Made with Vellum").padding(4) }
}

private struct Settings: View {
    @State private var wifi = false
    @State private var name = ""
    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $wifi).id("wifi")
            Text(wifi ? "Wi-Fi on" : "Wi-Fi off")
            TextField("Name", text: $name).id("name")
            Text("Hello, \(name)")
            DisclosureGroup("More") { Text("Details") }
        }
    }
}

private struct Covered: View {
    @State private var taps = 0
    var body: some View {
        ZStack {
            Button("Under") { taps += 1 }
            Color.blue.frame(width: 200, height: 200)
        }
    }
}

private struct Gaps: View {
    @State private var taps = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("Top \(taps)")
            Spacer().frame(height: 100)
            Text("Bottom")
        }
        .onTapGesture { taps += 1 }
    }
}

/// A view whose body names its button, used under an id of its own (the layout fidelity
/// issue's case): both ids find the button, and the outer one still sets the identity.
private struct Leaf: View {
    @State private var taps = 0
    var body: some View {
        Button("leaf \(taps)") { taps += 1 }.id("leafButton")
    }
}

private struct LeafParent: View {
    @State private var key = 0
    var body: some View {
        VStack {
            Leaf().id(key)
            Button("Reset") { key += 1 }.id("reset")
        }
    }
}

@MainActor
struct ViewHostTests {
    @Test func buttonsByTextAndByID() throws {
        let host = ViewHost(CounterView(), size: window, environment: .fixedText)
        try host.tap(text: "Increment")
        #expect(host.contains(text: "Count: 1"))
        try host.tap(id: "plus")
        #expect(host.contains(text: "Count: 2"))
    }

    @Test func toggleTypeAndDisclose() throws {
        let host = ViewHost(Settings(), size: window, environment: .fixedText)
        try host.toggle(id: "wifi")
        #expect(host.contains(text: "Wi-Fi on"))
        try host.type("Ada", id: "name")
        try host.type("!", id: "name")
        #expect(host.contains(text: "Hello, Ada!"))
        #expect(!host.contains(text: "Details"))
        try host.tap(text: "More")  // its expansion is kept by the graph
        #expect(host.contains(text: "Details"))
    }

    @Test func aViewOnTopBlocksTheTapAndTheErrorSaysWhatIsThere() throws {
        let host = ViewHost(Covered(), size: window, environment: .fixedText)
        #expect(throws: ViewHostError.self) { try host.tap(text: "Under") }
        do {
            try host.tap(at: CGPoint(x: 160, y: 240))
            Issue.record("expected an error")
        } catch let error as ViewHostError {
            #expect(error.description.hasPrefix("Nothing tappable at (160, 240); the views there, topmost first: Color.blue"))
        }
    }

    @Test func tapsLandOnlyWhereContentDraws() throws {
        let host = ViewHost(Gaps(), size: window, environment: .fixedText)
        let top = try #require(host.layout.root.children.first?.frame)
        // The gap between the texts is a Spacer: no tap there.
        #expect(throws: ViewHostError.self) { try host.tap(at: CGPoint(x: top.midX, y: top.maxY + 50)) }
        try host.tap(text: "Bottom")
        #expect(host.contains(text: "Top 1"))
    }

    @Test func missingTextAndIDsAreClearErrors() {
        let host = ViewHost(CounterView(), size: window, environment: .fixedText)
        #expect(throws: ViewHostError.self) { try host.tap(text: "Decrement") }
        #expect(throws: ViewHostError.self) { try host.toggle(id: "plus") }
        #expect(throws: ViewHostError.self) { try host.tap(id: "nothing") }
    }

    @Test func disabledViewsTakeNoTaps() {
        let host = ViewHost(Text("Go").onTapGesture {}.disabled(true), size: window, environment: .fixedText)
        #expect(throws: ViewHostError.self) { try host.tap(text: "Go") }
    }

    @Test func anUpdateMeasuresOnlyWhatChanged() throws {
        let host = ViewHost(CounterView(), size: window, environment: .fixedText)
        let trace = LayoutTrace()
        LayoutTrace.current = trace
        defer { LayoutTrace.current = nil }
        try host.tap(text: "Increment")
        let measured = Set(trace.events.filter { $0.kind == .measured }.map(\.view))
        // The counter's body ran again, so what it declares is built and measured anew;
        // the footer is a view whose inputs did not change: its body did not run, and
        // its nodes answered from their caches.
        #expect(host.lastUpdate.bodiesEvaluated == 1)
        #expect(measured.contains("Text(\"Count: 1\")"))
        #expect(!measured.contains("Text(\"Made with Vellum\")"))
        #expect(!measured.contains("padding(4)"))
    }
}

private final class Payload {}

private struct Holding: View {
    let payload: Payload
    @State private var count = 0
    var body: some View { Text("count \(count)").padding() }
}

private struct Reading: View {
    let payload: Payload
    var body: some View {
        GeometryReader { proxy in Text("\(Int(proxy.size.width)) \(payload)") }
    }
}

@MainActor
struct GraphLifetimeTests {
    /// Rendering many images must not keep each one's graph: a finished layout holds no
    /// view graph, state or view values.
    @Test func aFinishedLayoutReleasesItsGraph() {
        weak var released: Payload?
        var layout: ViewLayout?
        do {
            let payload = Payload()
            released = payload
            layout = ViewLayout(of: Holding(payload: payload), in: CGSize(width: 100, height: 100), environment: .fixedText)
        }
        // "count 0": 7 characters of 8 points, padded by 16 on each side.
        #expect(layout?.size.width == 88)
        #expect(released == nil)
    }

    /// Content built at placement keeps its closure while the layout lives, and no longer.
    @Test func contentBuiltAtPlacementIsReleasedWithItsLayout() {
        weak var released: Payload?
        var layout: ViewLayout?
        do {
            let payload = Payload()
            released = payload
            layout = ViewLayout(of: Reading(payload: payload), in: CGSize(width: 100, height: 100), environment: .fixedText)
        }
        #expect(layout?.size == CGSize(width: 100, height: 100))
        layout = nil
        #expect(released == nil)
    }
}

private struct TapRow: View {
    let index: Int
    @State private var taps = 0
    var body: some View {
        Text("row \(index): \(taps)").frame(height: 50).onTapGesture { taps += 1 }
    }
}

private struct Feed: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<1_000, id: \.self) { TapRow(index: $0) }
            }
        }
        .id("feed")
    }
}

@MainActor
struct ScrollingHostTests {
    @Test func scrollingShowsOtherRowsAndRowsKeepTheirState() throws {
        let host = ViewHost(Feed(), size: CGSize(width: 320, height: 200), environment: .fixedText)
        try host.tap(text: "row 1: 0")
        #expect(host.contains(text: "row 1: 1"))
        #expect(!host.contains(text: "row 10: 0"))

        try host.scroll(id: "feed", to: CGPoint(x: 0, y: 500))
        #expect(host.contains(text: "row 10: 0"))
        #expect(!host.contains(text: "row 1: 1"))  // scrolled out of the window
        try host.tap(text: "row 11: 0")
        #expect(host.contains(text: "row 11: 1"))

        try host.scroll(id: "feed", to: .zero)
        #expect(host.contains(text: "row 1: 1"))  // its state lived on while off screen
    }

    @Test func nestedIDsBothNameTheView() throws {
        let host = ViewHost(LeafParent(), size: window)
        try host.tap(id: "leafButton")
        try host.tap(id: "leafButton")
        #expect(host.contains(text: "leaf 2"))
        // The outer id (0) names the same view.
        try host.tap(id: 0)
        #expect(host.contains(text: "leaf 3"))
        #expect(host.layout.frame(id: 0) == host.layout.frame(id: "leafButton"))
        // A new outer id is a new view: Leaf's state starts again, and the inner id still
        // finds the button after the update.
        try host.tap(id: "reset")
        #expect(host.contains(text: "leaf 0"))
        try host.tap(id: "leafButton")
        #expect(host.contains(text: "leaf 1"))
        #expect(host.layout.frame(id: 1) != nil && host.layout.frame(id: 0) == nil)
    }
}
