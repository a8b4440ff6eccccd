import Foundation
import Testing
@testable import VellumCore

// Editing lists: the offset helpers, onDelete/onMove through the host, edit mode's
// controls (ListEditMetrics' estimates), swipe actions. On an iPhone 15 (393 wide) an
// inset-grouped card spans x 16...377; rows are 44 tall.

/// The shopping list of the gallery, in the shape of Apple's `onDelete`/`EditButton`
/// examples.
private struct ShoppingList: View {
    @State var items = ["Apples", "Bread", "Cheese", "Dates"]
    var fixed: Set<String> = []

    var body: some View {
        NavigationStack {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                        .deleteDisabled(fixed.contains(item))
                        .moveDisabled(fixed.contains(item))
                }
                .onDelete { items.remove(atOffsets: $0) }
                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
            .navigationTitle("Shopping")
            .toolbar { EditButton() }
        }
    }
}

@MainActor
private final class BodyLog {
    var rows: [String] = []
}

/// A row with a body of its own, to count which rows run their bodies.
private struct ItemRow: View {
    let name: String
    let log: BodyLog

    var body: some View {
        let _ = log.rows.append(name)
        Text(name)
    }
}

extension BodyLog: Equatable {
    nonisolated static func == (a: BodyLog, b: BodyLog) -> Bool { a === b }
}

private struct LoggedList: View {
    let log: BodyLog
    @State var items = ["Apples", "Bread", "Cheese"]

    var body: some View {
        List {
            ForEach(items, id: \.self) { ItemRow(name: $0, log: log) }
                .onDelete { items.remove(atOffsets: $0) }
        }
    }
}

/// A mail-style row with actions on both edges (Apple's `swipeActions` example).
private struct Inbox: View {
    @State var log: [String] = []
    var allowsFullSwipe = true

    var body: some View {
        List {
            Text("Lunch?")
                .swipeActions(edge: .leading) {
                    Button("Pin") { log.append("pin") }.tint(.green)
                }
                .swipeActions(edge: .trailing, allowsFullSwipe: allowsFullSwipe) {
                    Button("Delete", role: .destructive) { log.append("delete") }
                    Button("Flag") { log.append("flag") }.tint(.orange)
                }
            Text(log.joined(separator: ","))
        }
    }
}

@MainActor
private func rowTitles(_ host: ViewHost) -> [String] {
    host.listRows().map { host.texts(in: $0.children[0]).joined(separator: " ") }
}

@MainActor
struct ListEditingTests {
    // MARK: Offsets

    @Test func moveCountsTheDestinationInTheOriginalCollection() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [0], toOffset: 3)
        #expect(letters == ["b", "c", "a", "d"])
        letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [3], toOffset: 0)
        #expect(letters == ["d", "a", "b", "c"])
        letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [0, 2], toOffset: 4)
        #expect(letters == ["b", "d", "a", "c"])
        letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [1], toOffset: 1)
        #expect(letters == ["a", "b", "c", "d"])
    }

    @Test func removeAtOffsets() {
        var numbers = [10, 20, 30, 40, 50]
        numbers.remove(atOffsets: [0, 2, 4])
        #expect(numbers == [20, 40])
        var text = Array("swift")
        text.remove(atOffsets: IndexSet(1...2))
        #expect(String(text) == "sft")
    }

    @Test func badOffsetsAreIgnoredWithAWarning() {
        var letters = ["a", "b", "c"]
        let warnings = Diagnostics.capture {
            letters.remove(atOffsets: [1, 7])
            letters.move(fromOffsets: [0], toOffset: 9)
        }
        #expect(letters == ["c", "a"])
        #expect(warnings.count == 2)
        #expect(warnings.first?.contains("remove(atOffsets: [1, 7])") == true)
        #expect(warnings.last?.contains("the destination is clamped to 2") == true)
    }

    // MARK: Deleting and moving

    @Test func deletingThroughTheHostChangesTheModelAndTheRows() throws {
        let host = ViewHost(ShoppingList(), device: .iPhone15, environment: .spec)
        #expect(rowTitles(host) == ["Apples", "Bread", "Cheese", "Dates"])
        try host.delete(row: 1)
        #expect(rowTitles(host) == ["Apples", "Cheese", "Dates"])
        #expect(!host.contains(text: "Bread"))
    }

    @Test func movingThroughTheHostUsesSwiftUIsOffsets() throws {
        let host = ViewHost(ShoppingList(), device: .iPhone15, environment: .spec)
        try host.moveRow(from: 0, to: 2)
        #expect(rowTitles(host) == ["Bread", "Cheese", "Apples", "Dates"])
        try host.moveRow(from: 3, to: 0)
        #expect(rowTitles(host) == ["Dates", "Bread", "Cheese", "Apples"])
    }

    @Test func disabledRowsCannotBeDeletedOrMoved() throws {
        let host = ViewHost(ShoppingList(fixed: ["Bread"]), device: .iPhone15, environment: .spec)
        #expect(throws: ViewHostError.self) { try host.delete(row: 1) }
        #expect(throws: ViewHostError.self) { try host.moveRow(from: 1, to: 3) }
        try host.tap(text: "Edit")
        // Bread has neither control; the others have both.
        let parts = host.listRows().map { ($0.behavior as! LayoutBehavior<ListRowLayout>).layout.parts }
        #expect(parts[0] == [.content, .deleteControl, .reorderGrip])
        #expect(parts[1] == [.content])
        #expect(rowTitles(host) == ["Apples", "Bread", "Cheese", "Dates"])
    }

    @Test func deletingARowRunsNoOtherRowsBody() throws {
        let log = BodyLog()
        let host = ViewHost(LoggedList(log: log), device: .iPhone15, environment: .spec)
        #expect(log.rows == ["Apples", "Bread", "Cheese"])
        log.rows = []
        try host.delete(row: 0)
        #expect(log.rows.isEmpty)
        #expect(rowTitles(host) == ["Bread", "Cheese"])
    }

    // MARK: Edit mode

    @Test func editButtonTogglesTheStacksEditMode() throws {
        let host = ViewHost(ShoppingList(), device: .iPhone15, environment: .spec)
        let before = try host.visibleNode(text: "Apples").node.frame
        #expect(host.contains(text: "Edit"))
        try host.tap(text: "Edit")
        #expect(host.contains(text: "Done"))
        let row = host.listRows()[0]
        // The content moves right by the delete indent.
        let after = try host.visibleNode(text: "Apples").node.frame
        #expect(close(after.minX, before.minX + 38))
        // The red circle 16 in from the card's edge, centred on the 44-point row; the
        // grip 16 in from the trailing edge.
        #expect(close(row.children[1].frame, CGRect(x: 32, y: row.frame.minY + 11, width: 22, height: 22)))
        #expect(close(row.children[2].frame, CGRect(x: 377 - 16 - 18, y: row.frame.minY + 16, width: 18, height: 12)))
        // Content is proposed the row less both indents: 361 − 20 − 38 − 20 − 38.
        #expect(row.children[0].placedProposal.width == 245)
        try host.tap(text: "Done")
        #expect(host.contains(text: "Edit"))
        #expect(host.listRows()[0].children.count == 1)
    }

    @Test func editModeSetInTheEnvironmentShowsTheControls() {
        let list = List {
            ForEach(["One", "Two"], id: \.self) { Text($0) }
                .onDelete { _ in }
        }
        .environment(\.editMode, .constant(.active))
        let host = ViewHost(list, device: .iPhone15, environment: .spec)
        #expect(host.listRows().map { $0.children.count } == [2, 2])
        // Without onMove there is no grip; without editing, no controls.
        let idle = ViewHost(List { ForEach(["One"], id: \.self) { Text($0) }.onDelete { _ in } },
                            device: .iPhone15, environment: .spec)
        #expect(idle.listRows()[0].children.count == 1)
    }

    @Test func tappingTheDeleteControlRevealsDelete() throws {
        let host = ViewHost(ShoppingList(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Edit")
        let circle = host.listRows()[2].children[1].frame
        try host.tap(at: CGPoint(x: circle.midX, y: circle.midY))
        try host.tap(text: "Delete")
        #expect(rowTitles(host) == ["Apples", "Bread", "Dates"])
    }

    // MARK: Swiping

    @Test func swipingLeftRevealsDeleteAndTappingItDeletes() throws {
        let host = ViewHost(ShoppingList(), device: .iPhone15, environment: .spec)
        let before = host.listRows()[1].children[0].frame
        try host.revealSwipeActions(text: "Bread")
        let row = host.listRows()[1]
        // "Delete" is 48 wide in the spec engine, 15 each side: a 78-point red button at
        // the row's trailing end, full height; the content moved left as far.
        let button = row.children[1].frame
        #expect(close(button, CGRect(x: 377 - 78, y: row.frame.minY, width: 78, height: 44)))
        #expect(close(row.children[0].frame.minX, before.minX - 78))
        #expect(!host.contains(text: "Bread"))  // slid off the card's leading edge
        try host.tap(text: "Delete")
        #expect(rowTitles(host) == ["Apples", "Cheese", "Dates"])
    }

    @Test func aFullSwipeDeletes() throws {
        let host = ViewHost(ShoppingList(), device: .iPhone15, environment: .spec)
        try host.swipeToDelete(text: "Cheese")
        #expect(rowTitles(host) == ["Apples", "Bread", "Dates"])
        // A short swipe closes again.
        try host.drag(from: CGPoint(x: 200, y: host.listRows()[0].frame.midY),
                      to: CGPoint(x: 180, y: host.listRows()[0].frame.midY))
        #expect(!host.contains(text: "Delete"))
    }

    @Test func swipeActionsShowTheirButtonsAndCloseWhenTapped() throws {
        let host = ViewHost(Inbox(), device: .iPhone15, environment: .spec)
        try host.revealSwipeActions(text: "Lunch?")
        let row = host.listRows()[0]
        // Delete (48 + 30) nearest the edge, then Flag (32 + 30, widened to 74).
        #expect(close(row.children[1].frame, CGRect(x: 377 - 78, y: row.frame.minY, width: 78, height: 44)))
        #expect(close(row.children[2].frame, CGRect(x: 377 - 78 - 74, y: row.frame.minY, width: 74, height: 44)))
        try host.tap(text: "Flag")
        #expect(host.contains(text: "flag"))
        #expect(!host.contains(text: "Flag"))
        // The leading edge: dragging right shows the green Pin.
        try host.revealSwipeActions(text: "Lunch?", edge: .leading)
        let pin = host.listRows()[0].children[1].frame
        #expect(close(pin, CGRect(x: 16, y: row.frame.minY, width: 74, height: 44)))
        try host.tap(text: "Pin")
        #expect(host.contains(text: "flag,pin"))
        // A full swipe runs the first trailing action.
        try host.swipeToDelete(text: "Lunch?")
        #expect(host.contains(text: "flag,pin,delete"))
    }

    @Test func withoutFullSwipeALongSwipeOnlyOpens() throws {
        let host = ViewHost(Inbox(allowsFullSwipe: false), device: .iPhone15, environment: .spec)
        try host.swipeToDelete(text: "Lunch?")
        #expect(host.contains(text: "Delete"))
        #expect(!host.contains(text: "delete"))
    }

    @Test func rowsDoNotSwipeWhileEditing() throws {
        let host = ViewHost(ShoppingList(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Edit")
        #expect(throws: ViewHostError.self) { try host.revealSwipeActions(text: "Bread") }
    }
}
