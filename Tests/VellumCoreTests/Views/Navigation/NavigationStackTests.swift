import Foundation
import Testing
@testable import VellumCore

// The navigation stack on the iPhone 15 (393 × 852, insets 59 and 34) with the spec's
// fixed-advance text: 17-point glyphs 8 wide and lines 61/3 tall; 34-point ones twice
// that. The bar is 44 points from the safe top (59 to 103); a large title's area is
// the 52 below it (103 to 155).

@MainActor
private func phoneLayout<V: View>(_ view: V) -> ViewLayout {
    ViewLayout(of: view, device: .iPhone15, environment: .spec)
}

/// Records lifecycle events in order.
@MainActor
private final class Log {
    var events: [String] = []
}

private struct LibraryView: View {
    let log: Log
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Dune", value: "Dune")
                NavigationLink("Ghost", value: 42)
                NavigationLink("About") { Text("Made in Lisbon").navigationTitle("About") }
            }
            .navigationTitle("Library")
            .navigationDestination(for: String.self) { BookView(title: $0, log: log) }
            .onAppear { log.events.append("library appear") }
            .onDisappear { log.events.append("library disappear") }
        }
    }
}

private struct BookView: View {
    let title: String
    let log: Log
    @State private var likes = 0
    var body: some View {
        VStack {
            Text("\(title) likes \(likes)")
            Button("Like") { likes += 1 }
            NavigationLink("Reviews") { ReviewsView(log: log) }
        }
        .navigationTitle(title)
        .navigationBarTitleDisplayMode(.inline)
        .onAppear { log.events.append("\(title) appear") }
        .onDisappear { log.events.append("\(title) disappear") }
    }
}

private struct ReviewsView: View {
    let log: Log
    var body: some View {
        Text("No reviews yet")
            .navigationTitle("Reviews")
            .onAppear { log.events.append("reviews appear") }
            .onDisappear { log.events.append("reviews disappear") }
    }
}

@MainActor
struct NavigationStackTests {
    // MARK: Layout

    @Test func largeTitleSitsUnderTheBarAndTheScreenBelowIt() throws {
        let layout = phoneLayout(NavigationStack {
            Text("Hi").id("hi").navigationTitle("Books")
        })
        let stack = try #require(element(layout.root, labelled: "NavigationStack"))
        #expect(stack.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
        // "Books" at 34 points: 5 glyphs of 16, one 122/3-point line, 3 into the area.
        let title = try #require(element(layout.root, labelled: "Text(\"Books\")"))
        #expect(close(title.frame, CGRect(x: 16, y: 106, width: 80, height: line * 2)))
        // The screen is 155 to 818; "Hi" is centred in it.
        #expect(close(layout.frame(id: "hi"), CGRect(x: 188.5, y: 155 + (663 - line) / 2, width: 16, height: line)))
    }

    @Test func inlineTitleIsCentredInTheBar() throws {
        let layout = phoneLayout(NavigationStack {
            Color.red.id("screen").navigationTitle("Books").navigationBarTitleDisplayMode(.inline)
        })
        let title = try #require(element(layout.root, labelled: "Text(\"Books\")"))
        #expect(close(title.frame, CGRect(x: (393 - 40) / 2, y: 81 - line / 2, width: 40, height: line)))
        #expect(layout.frame(id: "screen") == CGRect(x: 0, y: 103, width: 393, height: 715))
    }

    @Test func noTitleMeansNoLargeTitleArea() {
        let layout = phoneLayout(NavigationStack { Color.red.id("screen") })
        #expect(layout.frame(id: "screen") == CGRect(x: 0, y: 103, width: 393, height: 715))
    }

    @Test func hiddenBarGivesTheScreenTheWholeSafeArea() {
        let layout = phoneLayout(NavigationStack {
            Color.red.id("screen").navigationTitle("Books").toolbar(.hidden, for: .navigationBar)
        })
        #expect(layout.frame(id: "screen") == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(!layout.description.contains("Books"))
    }

    /// The screen's safe area starts at the bar, so what ignores it reaches the top of
    /// the screen, under the bar and the status bar, as a List's background does.
    @Test func screenSafeAreaStartsAtTheBar() {
        let layout = phoneLayout(NavigationStack {
            Color.red.id("screen").ignoresSafeArea().navigationTitle("Books")
        })
        #expect(layout.frame(id: "screen") == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func navigationViewStacksToo() throws {
        let layout = phoneLayout(NavigationView { Color.red.id("screen").navigationTitle("Books") })
        #expect(layout.frame(id: "screen") == CGRect(x: 0, y: 155, width: 393, height: 663))
    }

    // MARK: Flow

    @Test func pushPopKeepsStateAndRunsLifecycleInOrder() throws {
        let log = Log()
        let host = ViewHost(LibraryView(log: log), device: .iPhone15, environment: .spec)
        #expect(host.navigationTitle == "Library")
        #expect(log.events == ["library appear"])

        try host.tap(text: "Dune")
        #expect(host.navigationTitle == "Dune")
        #expect(host.contains(text: "Dune likes 0"))
        #expect(!host.contains(text: "About"))  // the pushed screen replaces the list
        #expect(host.contains(text: "Library"))  // the back button
        #expect(log.events == ["library appear", "library disappear", "Dune appear"])

        try host.tap(text: "Like")
        #expect(host.contains(text: "Dune likes 1"))

        // Third screen, then back: the book's state lived while covered.
        try host.tap(text: "Reviews")
        #expect(host.navigationTitle == "Reviews")
        #expect(host.contains(text: "Dune"))  // back button shows the previous title
        try host.goBack()
        #expect(host.contains(text: "Dune likes 1"))

        // The back button pops too; the book is gone, so its state is new next time.
        try host.tap(text: "Library")
        #expect(host.navigationTitle == "Library")
        #expect(host.contains(text: "About"))
        try host.tap(text: "Dune")
        #expect(host.contains(text: "Dune likes 0"))
        #expect(log.events == [
            "library appear", "library disappear", "Dune appear",
            "Dune disappear", "reviews appear",
            "reviews disappear", "Dune appear",
            "Dune disappear", "library appear",
            "library disappear", "Dune appear",
        ])
    }

    /// A change on the top screen runs its body alone; the covered list is kept.
    @Test func onlyTheChangedScreenRunsAgain() throws {
        let host = ViewHost(LibraryView(log: Log()), device: .iPhone15, environment: .spec)
        try host.tap(text: "Dune")
        try host.tap(text: "Like")
        #expect(host.lastUpdate.bodiesEvaluated == 1)
        #expect(host.contains(text: "Dune likes 1"))
    }

    /// Without a device there is no safe area: the bar starts at the window's top.
    @Test func windowWithoutSafeArea() throws {
        struct Editor: View {
            @State var name = "Draft"
            var body: some View {
                NavigationStack {
                    Color.red.id("screen").navigationTitle($name).navigationBarTitleDisplayMode(.inline)
                }
            }
        }
        let host = ViewHost(Editor(), size: CGSize(width: 320, height: 480), environment: .spec)
        #expect(host.navigationTitle == "Draft")
        #expect(host.layout.frame(id: "screen") == CGRect(x: 0, y: 44, width: 320, height: 436))
    }

    @Test func goBackAtTheRootThrows() throws {
        let host = ViewHost(LibraryView(log: Log()), device: .iPhone15, environment: .spec)
        #expect(throws: ViewHostError.self) { try host.goBack() }
        let plain = ViewHost(Text("No stack"), size: CGSize(width: 100, height: 100))
        #expect(throws: ViewHostError.self) { try plain.goBack() }
        #expect(plain.navigationTitle == nil)
    }

    @Test func valueWithNoDestinationWarnsAndShowsNothing() throws {
        let host = ViewHost(LibraryView(log: Log()), device: .iPhone15, environment: .spec)
        let warnings = try Diagnostics.capture { try host.tap(text: "Ghost") }
        #expect(warnings == ["A NavigationLink is presenting a value of type “Int” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."])
        #expect(host.navigationTitle == "Library")
    }

    @Test func destinationFormPushes() throws {
        let host = ViewHost(LibraryView(log: Log()), device: .iPhone15, environment: .spec)
        try host.tap(text: "About")
        #expect(host.navigationTitle == "About")
        #expect(host.contains(text: "Made in Lisbon"))
    }

    @Test func pathBindingDrivesTheStack() throws {
        struct Root: View {
            @State var path: [Int] = [1, 2]
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Numbers").navigationTitle("Root")
                        .navigationDestination(for: Int.self) { n in
                            VStack {
                                Text("Number \(n)")
                                Button("Reset") { path.removeAll() }
                                NavigationLink("Next", value: n + 1)
                            }
                            .navigationTitle("\(n)")
                        }
                }
            }
        }
        let host = ViewHost(Root(), device: .iPhone15, environment: .spec)
        #expect(host.navigationTitle == "2")
        try host.goBack()
        #expect(host.navigationTitle == "1")
        try host.tap(text: "Next")
        #expect(host.navigationTitle == "2")
        try host.tap(text: "Reset")
        #expect(host.navigationTitle == "Root")
    }

    @Test func navigationPathAndIsPresented() throws {
        struct Root: View {
            @State var path = NavigationPath()
            @State var showsSettings = false
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Button("Settings") { showsSettings = true }
                        Button("Push") { path.append("Dune") }
                    }
                    .navigationTitle("Home")
                    .navigationDestination(for: String.self) { Text($0).navigationTitle($0) }
                    .navigationDestination(isPresented: $showsSettings) {
                        Text("Settings screen").navigationTitle("Settings")
                    }
                }
            }
        }
        let host = ViewHost(Root(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Settings")
        #expect(host.navigationTitle == "Settings")
        #expect(host.contains(text: "Settings screen"))
        try host.goBack()
        #expect(host.navigationTitle == "Home")
        try host.tap(text: "Push")
        #expect(host.navigationTitle == "Dune")
    }

    @Test func backButtonHiddenAndAutomaticModeInherits() throws {
        let layout = phoneLayout(NavigationStack {
            Text("Root").navigationTitle("Root")
        })
        #expect(element(layout.root, labelled: "Text(\"Root\")") != nil)
        struct Root: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Open") {
                        Color.red.id("detail").navigationTitle("Detail").navigationBarBackButtonHidden()
                    }
                    .navigationTitle("Root")
                }
            }
        }
        let host = ViewHost(Root(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Open")
        // Automatic inherits the root's large title: the screen starts at 155.
        #expect(host.layout.frame(id: "detail") == CGRect(x: 0, y: 155, width: 393, height: 663))
        #expect(!host.contains(text: "Root"))
    }
}

// MARK: - Toolbars

private struct Inbox: View {
    @State private var added = 0
    @State private var edits = 0
    var body: some View {
        NavigationStack {
            Text("Added \(added), edits \(edits)")
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") { edits += 1 } }
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("Sort") {}
                        Button("Add") { added += 1 }
                    }
                }
        }
    }
}

@MainActor
struct ToolbarTests {
    /// Items sit at the margins, centred in the bar (17-point text, 61/3 tall, so 81 −
    /// 61/6 from the top); a group's items are 16 apart.
    @Test func itemsSitAtTheBarsMargins() throws {
        let layout = ViewLayout(of: Inbox(), device: .iPhone15, environment: .spec)
        let edit = try #require(element(layout.root, labelled: "Text(\"Edit\")"))
        #expect(close(edit.frame, CGRect(x: 16, y: 81 - line / 2, width: 32, height: line)))
        let add = try #require(element(layout.root, labelled: "Text(\"Add\")"))
        #expect(close(add.frame, CGRect(x: 393 - 16 - 24, y: 81 - line / 2, width: 24, height: line)))
        let sort = try #require(element(layout.root, labelled: "Text(\"Sort\")"))
        #expect(close(sort.frame, CGRect(x: 393 - 16 - 24 - 16 - 32, y: 81 - line / 2, width: 32, height: line)))
        let title = try #require(element(layout.root, labelled: "Text(\"Inbox\")"))
        #expect(close(title.frame.midX, 196.5))
    }

    @Test func itemsAreTappable() throws {
        let host = ViewHost(Inbox(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Add")
        try host.tap(text: "Add")
        try host.tap(text: "Edit")
        #expect(host.contains(text: "Added 2, edits 1"))
    }

    @Test func principalReplacesTheInlineTitleAndViewsGoTrailing() throws {
        let layout = ViewLayout(of: NavigationStack {
            Color.red
                .navigationTitle("Hidden")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .principal) { Text("Centre") } }
                .toolbar { Button("Done") {} }
        }, device: .iPhone15, environment: .spec)
        #expect(element(layout.root, labelled: "Text(\"Hidden\")") == nil)
        let centre = try #require(element(layout.root, labelled: "Text(\"Centre\")"))
        #expect(close(centre.frame.midX, 196.5))
        let done = try #require(element(layout.root, labelled: "Text(\"Done\")"))
        #expect(close(done.frame.maxX, 393 - 16))
    }
}

/// Older code: `NavigationView` with the iOS 13–16 bar modifiers.
@available(*, deprecated)
private struct OldStyleScreen: View {
    @State private var count = 0
    var body: some View {
        NavigationView {
            Text("Count \(count)").id("content")
                .navigationBarTitle("Counter", displayMode: .inline)
                .navigationBarItems(leading: Button("Reset") { count = 0 }, trailing: Button("Add") { count += 1 })
        }
    }
}

@MainActor
struct DeprecatedNavigationTests {
    @available(*, deprecated)
    @Test func iOS13ModifiersStillDraw() throws {
        let host = ViewHost(OldStyleScreen(), device: .iPhone15, environment: .spec)
        #expect(host.navigationTitle == "Counter")
        try host.tap(text: "Add")
        try host.tap(text: "Add")
        #expect(host.contains(text: "Count 2"))
        try host.tap(text: "Reset")
        #expect(host.contains(text: "Count 0"))
        let reset = try #require(element(host.layout.root, labelled: "Text(\"Reset\")"))
        #expect(close(reset.frame.minX, 16))
    }

    @available(*, deprecated)
    @Test func navigationBarHiddenHidesTheBar() {
        let layout = ViewLayout(of: NavigationView {
            Color.red.id("screen").navigationBarTitle("Gone").navigationBarHidden(true)
        }, device: .iPhone15, environment: .spec)
        #expect(layout.frame(id: "screen") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }
}
