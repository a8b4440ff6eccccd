import Foundation
import Testing
@testable import VellumCore

@MainActor
private final class Events {
    var list: [String] = []
}

/// A list with an Add button that presents an edit sheet with Cancel and Save.
private struct Notes: View {
    let events: Events
    @State private var notes = ["Groceries"]
    @State private var isAdding = false

    var body: some View {
        NavigationStack {
            VStack {
                ForEach(notes, id: \.self) { Text($0) }
            }
            .navigationTitle("Notes")
            .toolbar { Button("Add") { isAdding = true } }
            .sheet(isPresented: $isAdding, onDismiss: { events.list.append("dismissed") }) {
                AddNote(events: events) { notes.append($0) }
            }
        }
    }
}

private struct AddNote: View {
    let events: Events
    let save: (String) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""

    var body: some View {
        NavigationStack {
            TextField("Title", text: $title).id("title")
                .navigationTitle("New Note")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Cancel", action: dismiss.callAsFunction) }
                    ToolbarItem(placement: .topBarTrailing) { Button("Save", action: saveAndClose) }
                }
                .onAppear { events.list.append("sheet appear") }
                .onDisappear { events.list.append("sheet disappear") }
        }
    }

    private func saveAndClose() {
        save(title)
        dismiss()
    }
}

private struct Item: Identifiable {
    let id: Int
}

@MainActor
struct SheetTests {
    @Test func presentEditSaveAndCancel() throws {
        let events = Events()
        let host = ViewHost(Notes(events: events), device: .iPhone15, environment: .spec)
        #expect(host.presented == .none)
        try host.tap(text: "Add")
        #expect(host.presented == .sheet)
        #expect(host.navigationTitle == "New Note")  // the sheet's stack is innermost
        try host.type("Ideas", id: "title")
        try host.tap(text: "Save")
        #expect(host.presented == .none)
        #expect(host.contains(text: "Ideas"))
        #expect(events.list == ["sheet appear", "sheet disappear", "dismissed"])

        // A new presentation starts with new state; Cancel saves nothing.
        try host.tap(text: "Add")
        try host.type("Draft", id: "title")
        try host.tap(text: "Cancel")
        #expect(!host.contains(text: "Draft"))
        #expect(host.navigationTitle == "Notes")
    }

    @Test func hostDismissesAndThrowsWithNothingPresented() throws {
        let events = Events()
        let host = ViewHost(Notes(events: events), device: .iPhone15, environment: .spec)
        #expect(throws: ViewHostError.self) { try host.dismiss() }
        try host.tap(text: "Add")
        try host.dismiss()
        #expect(host.presented == .none)
        #expect(events.list.last == "dismissed")
    }

    /// The card starts 10 points below the safe area's top and reaches the window's
    /// bottom; its content is proposed the card less the home-indicator band.
    @Test func cardFrameOnIPhone15() throws {
        let layout = ViewLayout(of: Color.red.sheet(isPresented: .constant(true)) {
            Color.blue.id("content")
        }, device: .iPhone15, environment: .spec)
        #expect(layout.root.label == "sheet")
        #expect(layout.frame(id: "content") == CGRect(x: 0, y: 69, width: 393, height: 749))
    }

    /// What is behind the sheet takes no taps.
    @Test func contentBehindTakesNoTaps() throws {
        struct Behind: View {
            @State var taps = 0
            var body: some View {
                Button("Behind \(taps)") { taps += 1 }
                    .frame(maxHeight: .infinity, alignment: .top)
                    .sheet(isPresented: .constant(true)) { Text("Front") }
            }
        }
        let host = ViewHost(Behind(), device: .iPhone15, environment: .spec)
        #expect(throws: ViewHostError.self) { try host.tap(text: "Behind 0") }
    }

    @Test func itemSheetsShowTheirItem() throws {
        struct Picker: View {
            @State var item: Item?
            var body: some View {
                Button("Open 7") { item = Item(id: 7) }
                    .sheet(item: $item) { Text("Item \($0.id)") }
            }
        }
        let host = ViewHost(Picker(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Open 7")
        #expect(host.contains(text: "Item 7"))
        try host.dismiss()
        #expect(!host.contains(text: "Item 7"))
    }

    @Test func twoSheetsPresentTheFirstAndWarn() throws {
        let warnings = Diagnostics.capture {
            let layout = ViewLayout(of: VStack {
                Color.red.sheet(isPresented: .constant(true)) { Text("First") }
                Color.red.sheet(isPresented: .constant(true)) { Text("Second") }
            }, device: .iPhone15, environment: .spec)
            #expect(layout.description.contains("First"))
            #expect(!layout.description.contains("Second"))
        }
        #expect(warnings == ["Only one sheet can be presented at a time; showing the first of 2 presented sheets."])
    }

    /// A sheet goes when the view that presents it goes, in the same update.
    @Test func sheetGoesWithItsView() throws {
        struct Toggler: View {
            @State var hasEditor = true
            var body: some View {
                VStack {
                    if hasEditor {
                        Color.red.frame(height: 10).sheet(isPresented: .constant(true)) {
                            Button("Remove presenter") { hasEditor = false }
                        }
                    }
                }
            }
        }
        let host = ViewHost(Toggler(), device: .iPhone15, environment: .spec)
        #expect(host.presented == .sheet)
        try host.tap(text: "Remove presenter")
        #expect(host.presented == .none)
        #expect(!host.contains(text: "Remove presenter"))
    }

    @Test func dismissPopsAPushedScreen() throws {
        struct Root: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Open") { Closer() }.navigationTitle("Root")
                }
            }
        }
        struct Closer: View {
            @Environment(\.dismiss) var dismiss
            @Environment(\.isPresented) var isPresented
            var body: some View {
                Button(isPresented ? "Close" : "Not presented") { dismiss() }.navigationTitle("Pushed")
            }
        }
        let host = ViewHost(Root(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Open")
        #expect(host.navigationTitle == "Pushed")
        try host.tap(text: "Close")
        #expect(host.navigationTitle == "Root")
    }
}

private struct StaticLabel: View {
    var body: some View { Text("static") }
}

private struct CounterScreen: View {
    @State private var count = 0
    var body: some View {
        HStack {
            StaticLabel()
            Button("Inc") { count += 1 }.buttonStyle(.bordered)
            Text("n \(count)").bold()
        }
    }
}

/// Views inside presentations are reused like any other: setting `dismiss` for them
/// does not make their environment look changed on every update.
@MainActor
struct PresentedBodiesTests {
    @Test func pushedScreenRunsOnlyItsChangedBody() throws {
        let host = ViewHost(NavigationStack { NavigationLink("Open") { CounterScreen() } },
                            device: .iPhone15, environment: .spec)
        try host.tap(text: "Open")
        try host.tap(text: "Inc")
        #expect(host.contains(text: "n 1"))
        #expect(host.lastUpdate.bodiesEvaluated == 1)
    }

    @Test func sheetRunsOnlyItsChangedBody() throws {
        let host = ViewHost(Color.clear.sheet(isPresented: .constant(true)) { CounterScreen() },
                            device: .iPhone15, environment: .spec)
        try host.tap(text: "Inc")
        #expect(host.contains(text: "n 1"))
        #expect(host.lastUpdate.bodiesEvaluated == 1)
    }
}

/// Detents on the iPhone 15: the large detent is 783 tall (69 to 852); the sheet rests at
/// the smallest it allows; its content keeps clear of the 34-point home-indicator band.
@MainActor
struct PresentationDetentTests {
    private func contentFrame(_ detents: Set<PresentationDetent>) -> CGRect? {
        ViewLayout(of: Color.clear.sheet(isPresented: .constant(true)) {
            Color.blue.id("content").presentationDetents(detents)
        }, device: .iPhone15, environment: .spec).frame(id: "content")
    }

    @Test func restsAtTheSmallestDetent() {
        #expect(contentFrame([.large]) == CGRect(x: 0, y: 69, width: 393, height: 749))
        #expect(contentFrame([.medium, .large]) == CGRect(x: 0, y: 460.5, width: 393, height: 357.5))
        #expect(contentFrame([.height(200), .large]) == CGRect(x: 0, y: 652, width: 393, height: 166))
        #expect(contentFrame([.fraction(0.25)]) == CGRect(x: 0, y: 656.25, width: 393, height: 161.75))
        // A custom height beyond the large detent is the large detent.
        #expect(contentFrame([.height(5000)]) == CGRect(x: 0, y: 69, width: 393, height: 749))
    }

    @Test func badDetentsWarnAndUseTheLargeDetent() {
        var frame: CGRect?
        let warnings = Diagnostics.capture { frame = contentFrame([.height(.nan)]) }
        #expect(frame == CGRect(x: 0, y: 69, width: 393, height: 749))
        #expect(warnings == ["presentationDetents: .height(nan) is negative or not finite; using the large detent."])
    }

    /// Two detents show the grabber, a 36 × 5 capsule 5 points below the card's top.
    @Test func grabberShowsWithSeveralDetents() {
        func fills(_ detents: Set<PresentationDetent>) -> Int {
            ViewLayout(of: Color.clear.sheet(isPresented: .constant(true)) {
                Color.clear.presentationDetents(detents)
            }, device: .iPhone15, environment: .spec).displayList.items.count
        }
        #expect(fills([.medium, .large]) == fills([.medium]) + 1)
    }
}
