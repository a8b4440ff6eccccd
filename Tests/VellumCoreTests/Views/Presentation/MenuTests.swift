import Foundation
import Testing
@testable import VellumCore

/// A reading list with a sort menu in its toolbar, as menus are usually written.
private struct ReadingList: View {
    @State private var order = "Title"
    @State private var deleted = 0

    var body: some View {
        NavigationStack {
            VStack {
                Text("Sorted by \(order)")
                Text("Deleted \(deleted)")
            }
            .navigationTitle("Books")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu("Sort") {
                        Button("Title") { order = "Title" }
                        Button("Author") { order = "Author" }
                        Divider()
                        Button("Delete All", role: .destructive) { deleted += 1 }
                    }
                    .id("sort")
                }
            }
        }
    }
}

/// A centred menu, its rows marked for measuring.
private struct Centred: View {
    var body: some View {
        Menu("Actions") {
            Button("Copy") {}.id("copy")
            Button("Paste") {}.id("paste")
            Divider()
            Button("Delete", role: .destructive) {}.id("delete")
        }
        .id("label")
    }
}

@MainActor
struct MenuTests {
    @Test func tapOpensTheMenuAndARowActsThenCloses() throws {
        let host = ViewHost(ReadingList(), device: .iPhone15, environment: .spec)
        #expect(host.presented == .none)
        #expect(!host.contains(text: "Author"))
        try host.tap(text: "Sort")
        #expect(host.presented == .menu)
        #expect(host.contains(text: "Author") && host.contains(text: "Delete All"))
        try host.tap(text: "Author")
        #expect(host.presented == .none)
        #expect(host.contains(text: "Sorted by Author"))
        #expect(!host.contains(text: "Author"))
    }

    /// A tap outside the panel closes it and runs nothing, whatever it lands on.
    @Test func tapOutsideClosesAndContentBehindTakesNoTaps() throws {
        struct Screen: View {
            @State var taps = 0
            var body: some View {
                VStack(spacing: 300) {
                    Menu("Options") { Button("Rename") {} }
                    Button("Behind \(taps)") { taps += 1 }
                }
            }
        }
        let host = ViewHost(Screen(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Options")
        try host.tap(text: "Behind 0")
        #expect(host.presented == .none)
        #expect(host.contains(text: "Behind 0"))
        try host.tap(text: "Options")
        try host.dismiss()
        #expect(host.presented == .none)
        // Closed, the content takes taps again.
        try host.tap(text: "Behind 0")
        #expect(host.contains(text: "Behind 1"))
    }

    /// The panel is 250 wide, 8 below the label, centred under a centred label; rows are
    /// 44 tall with a hairline between them and an 8-point band at a Divider.
    @Test func panelGeometryOnIPhone15() throws {
        let host = ViewHost(Centred(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Actions")
        let layout = host.layout
        #expect(layout.root.label == "menu presentation")
        let label = try #require(layout.frame(id: "label"))
        // "Actions" is 56 wide, centred in the safe area (59 to 818).
        #expect(close(label, CGRect(x: 168.5, y: 438.5 - line / 2, width: 56, height: line)))
        let copy = try #require(layout.frame(id: "copy"))
        let paste = try #require(layout.frame(id: "paste"))
        let delete = try #require(layout.frame(id: "delete"))
        let hairline: CGFloat = 1.0 / 3.0
        #expect(close(copy, CGRect(x: 196.5 - 125, y: label.maxY + 8, width: 250, height: 44)))
        #expect(close(paste, CGRect(x: 71.5, y: copy.maxY + hairline, width: 250, height: 44)))
        #expect(close(delete, CGRect(x: 71.5, y: paste.maxY + 8, width: 250, height: 44)))
        // The title starts 16 in from the panel's edge.
        let deleteText = try host.find(text: "Delete")
        #expect(close(deleteText.frame.minX, 71.5 + 16))
    }

    /// Drawn: the panel's shadowed fill, its hairline, its 8-point band, the destructive
    /// title in red.
    @Test func panelDrawsSeparatorsAndRedDestructiveRow() throws {
        let host = ViewHost(Centred(), device: .iPhone15, environment: .spec)
        let closed = host.displayList.items.count
        try host.tap(text: "Actions")
        let items = host.displayList.items
        #expect(items.count > closed + 3)
        let fills = items.compactMap { item -> (CGRect, Color)? in
            guard case .fill(let path, .color(let color), _) = item else { return nil }
            return (path.boundingRect, color)
        }
        #expect(fills.contains { $0.1 == MenuMetrics.groupGapColor && close($0.0.height, 8) && close($0.0.width, 250) })
        #expect(fills.contains { $0.1 == SystemColors.separator && close($0.0.width, 250) })
    }

    /// A menu near the window's bottom opens above its label; a trailing toolbar menu's
    /// panel lines up with the label's trailing edge.
    @Test func panelGoesAboveWhenNoRoomBelowAndAlignsTrailing() throws {
        struct Bottom: View {
            var body: some View {
                VStack {
                    Spacer()
                    Menu("More") {
                        Button("One") {}.id("one")
                        Button("Two") {}.id("two")
                    }
                    .id("more")
                }
            }
        }
        let host = ViewHost(Bottom(), device: .iPhone15, environment: .spec)
        try host.tap(text: "More")
        let label = try #require(host.layout.frame(id: "more"))
        let two = try #require(host.layout.frame(id: "two"))
        #expect(close(two.maxY, label.minY - 8))

        let list = ViewHost(ReadingList(), device: .iPhone15, environment: .spec)
        try list.tap(text: "Sort")
        let sort = try #require(list.layout.frame(id: "sort"))
        let title = try list.find(text: "Title")
        #expect(close(title.frame.minX, sort.maxX - 250 + 16))
        #expect(title.frame.minY > sort.maxY + 8)
    }

    /// A nested menu is a row with a chevron; a tap shows its items in place, with its
    /// label on top to go back.
    @Test func nestedMenuShowsItsItems() throws {
        struct Note: View {
            @State var sent = "none"
            var body: some View {
                VStack {
                    Text("Sent \(sent)")
                    Menu("Note") {
                        Button("Duplicate") {}
                        Menu("Share") {
                            Button("Mail") { sent = "mail" }
                            Button("Messages") { sent = "messages" }
                        }
                    }
                }
            }
        }
        let host = ViewHost(Note(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Note")
        try host.tap(text: "Share")
        #expect(host.presented == .menu)
        #expect(host.contains(text: "Messages") && !host.contains(text: "Duplicate"))
        try host.tap(text: "Share")  // back
        #expect(host.contains(text: "Duplicate") && !host.contains(text: "Messages"))
        try host.tap(text: "Share")
        try host.tap(text: "Messages")
        #expect(host.presented == .none)
        #expect(host.contains(text: "Sent messages"))
        // Opened again, the menu starts at its own items.
        try host.tap(text: "Note")
        #expect(host.contains(text: "Duplicate"))
    }

    /// With a primary action, a tap runs it; a long press opens the menu.
    @Test func primaryActionRunsOnTapMenuOpensOnLongPress() throws {
        struct Compose: View {
            @State var drafts = 0
            var body: some View {
                VStack {
                    Text("Drafts \(drafts)")
                    Menu {
                        Button("From Template") {}
                    } label: {
                        Text("New")
                    } primaryAction: {
                        drafts += 1
                    }
                    .id("new")
                }
            }
        }
        let host = ViewHost(Compose(), device: .iPhone15, environment: .spec)
        try host.tap(text: "New")
        #expect(host.contains(text: "Drafts 1"))
        #expect(host.presented == .none)
        try host.longPress(id: "new")
        #expect(host.presented == .menu)
        #expect(host.contains(text: "From Template"))
        #expect(host.contains(text: "Drafts 1"))
    }

    /// A section's title is small grey text over its rows, a band above it.
    @Test func sectionsSplitGroupsUnderTheirTitles() throws {
        struct Sorted: View {
            var body: some View {
                Menu("View") {
                    Button("Icons") {}.id("icons")
                    Section("Sort By") {
                        Button("Name") {}.id("name")
                        Button("Date") {}.id("date")
                    }
                }
            }
        }
        let host = ViewHost(Sorted(), device: .iPhone15, environment: .spec)
        try host.tap(text: "View")
        let icons = try #require(host.layout.frame(id: "icons"))
        let header = try host.find(text: "Sort By").frame
        let name = try #require(host.layout.frame(id: "name"))
        let date = try #require(host.layout.frame(id: "date"))
        let footnote = line * 13 / 17
        #expect(close(header.minY, icons.maxY + 8 + 8))
        #expect(close(header.height, footnote))
        #expect(close(name.minY, header.maxY + 6))
        #expect(close(date.minY, name.maxY + 1.0 / 3.0))
    }

    /// A Toggle is a row checked while on; a Text is small grey text, like a title.
    @Test func toggleIsACheckableRowAndTextIsATitle() throws {
        struct Files: View {
            @State var showsHidden = false
            var body: some View {
                VStack {
                    Text(showsHidden ? "All files" : "Visible files")
                    Menu("View") {
                        Text("Options")
                        Toggle("Show Hidden", isOn: $showsHidden)
                    }
                    .id("view")
                }
            }
        }
        let host = ViewHost(Files(), device: .iPhone15, environment: .spec)
        try host.tap(text: "View")
        let label = try #require(host.layout.frame(id: "view"))
        let title = try host.find(text: "Options").frame
        let row = try host.find(text: "Show Hidden").frame
        #expect(close(title.height, line * 13 / 17))
        // The title lines up with the row's title, after the checkmark column.
        #expect(close(title.minX, label.midX - 125 + 16 + 24))
        #expect(close(row.minX, label.midX - 125 + 16 + 24))
        try host.tap(text: "Show Hidden")
        #expect(host.presented == .none)
        #expect(host.contains(text: "All files"))
    }

    /// A menu with no items shows nothing when tapped, with a warning.
    @Test func anEmptyMenuShowsNothing() throws {
        let host = ViewHost(Menu("Nothing") {}, device: .iPhone15, environment: .spec)
        let warnings = try Diagnostics.capture { try host.tap(text: "Nothing") }
        #expect(warnings == ["Menu: the menu has no items; nothing is shown when it opens."])
        #expect(host.presented == .none)
    }

    @Test func aDisabledMenuDoesNotOpen() throws {
        let host = ViewHost(Menu("Locked") { Button("Open") {} }.disabled(true), device: .iPhone15, environment: .spec)
        #expect(throws: ViewHostError.self) { try host.tap(text: "Locked") }
        #expect(host.presented == .none)
    }

    /// A menu opened in a sheet goes over the sheet; dismissing it leaves the sheet.
    @Test func menuInASheet() throws {
        let host = ViewHost(Color.clear.sheet(isPresented: .constant(true)) {
            Menu("Format") { Button("Bold") {} }
        }, device: .iPhone15, environment: .spec)
        #expect(host.presented == .sheet)
        try host.tap(text: "Format")
        #expect(host.presented == .menu)
        try host.dismiss()
        #expect(host.presented == .sheet)
    }
}

/// The menu picker opens its menu: the closing piece of the motion work.
@MainActor
struct MenuPickerTests {
    private struct Order: View {
        @State var flavor = "Chocolate"
        var body: some View {
            VStack {
                Text("Ordered \(flavor)")
                Picker("Flavor", selection: $flavor) {
                    Text("Chocolate").tag("Chocolate")
                    Text("Vanilla").tag("Vanilla")
                    Text("Strawberry").tag("Strawberry")
                }
                .id("picker")
            }
        }
    }

    @Test func tapThenOptionChangesSelectionAndLabel() throws {
        let host = ViewHost(Order(), device: .iPhone15, environment: .spec)
        #expect(!host.contains(text: "Vanilla"))
        try host.tap(text: "Chocolate")
        #expect(host.presented == .menu)
        #expect(host.contains(text: "Vanilla") && host.contains(text: "Strawberry"))
        try host.tap(text: "Vanilla")
        #expect(host.presented == .none)
        #expect(host.contains(text: "Ordered Vanilla"))
        // The closed picker shows the new selection.
        #expect(host.contains(text: "Vanilla") && !host.contains(text: "Chocolate"))
        // Open, the text under the finger is the menu's row, not the label behind it.
        try host.tap(text: "Vanilla")
        try host.tap(text: "Vanilla")
        #expect(host.presented == .none)
        #expect(host.contains(text: "Ordered Vanilla"))
    }

    /// Options leave room for the checkmark: titles start 16 + 24 in from the panel.
    @Test func optionsAlignAfterTheCheckmarkColumn() throws {
        let host = ViewHost(Order(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Chocolate")
        let picker = try #require(host.layout.frame(id: "picker"))
        let vanilla = try host.find(text: "Vanilla").frame
        let strawberry = try host.find(text: "Strawberry").frame
        #expect(close(vanilla.minX, strawberry.minX))
        // The picker is centred, so the panel is too.
        #expect(close(vanilla.minX, picker.midX - 125 + 16 + 24))
    }

    /// In a Form row, the whole row opens the menu, which lines up with the value.
    @Test func formRowPickerOpensAtItsValue() throws {
        struct Settings: View {
            @State var theme = "Light"
            var body: some View {
                Form {
                    Picker("Theme", selection: $theme) {
                        Text("Light").tag("Light")
                        Text("Dark").tag("Dark")
                    }
                }
            }
        }
        let host = ViewHost(Settings(), device: .iPhone15, environment: .spec)
        let value = try host.find(text: "Light").frame
        try host.tap(text: "Theme")
        #expect(host.presented == .menu)
        let dark = try host.find(text: "Dark").frame
        // Trailing edges: the value's chevron ends the row; the panel ends there too.
        #expect(dark.minY > value.maxY)
        try host.tap(text: "Dark")
        #expect(host.contains(text: "Dark") && !host.contains(text: "Light"))
    }

    /// A Picker inside a Menu lists its options inline, with the other rows.
    @Test func pickerInsideAMenuIsInline() throws {
        struct Sorting: View {
            @State var key = "Name"
            var body: some View {
                VStack {
                    Text("By \(key)")
                    Menu("Sort") {
                        Picker("Sort By", selection: $key) {
                            Text("Name").tag("Name")
                            Text("Size").tag("Size")
                        }
                        Button("Reverse") {}
                    }
                }
            }
        }
        let host = ViewHost(Sorting(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Sort")
        #expect(host.contains(text: "Size") && host.contains(text: "Reverse"))
        let size = try host.find(text: "Size").frame
        let reverse = try host.find(text: "Reverse").frame
        // One checkmark column for the whole menu; the button's group comes after a band.
        #expect(close(size.minX, reverse.minX))
        try host.tap(text: "Size")
        #expect(host.contains(text: "By Size"))
        #expect(host.presented == .none)
    }
}
