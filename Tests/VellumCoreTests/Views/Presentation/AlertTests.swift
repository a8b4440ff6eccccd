import Foundation
import Testing
@testable import VellumCore

/// A detail screen with a delete confirmation, as users write it.
private struct NoteDetail: View {
    @State private var isConfirming = false
    @State private var deleted = false
    @State private var cancelled = 0

    var body: some View {
        VStack {
            Text(deleted ? "Deleted" : "Groceries")
            Text("Cancelled \(cancelled)")
            Button("Delete", role: .destructive) { isConfirming = true }
        }
        .alert("Delete Note?", isPresented: $isConfirming) {
            Button("Delete", role: .destructive) { deleted = true }
            Button("Cancel", role: .cancel) { cancelled += 1 }
        } message: {
            Text("This cannot be undone.")
        }
    }
}

@MainActor
struct AlertTests {
    @Test func buttonsActThenDismiss() throws {
        let host = ViewHost(NoteDetail(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Delete")
        #expect(host.presented == .alert)
        #expect(host.contains(text: "This cannot be undone."))
        try host.tap(text: "Cancel")
        #expect(host.presented == .none)
        #expect(host.contains(text: "Cancelled 1"))

        try host.tap(text: "Delete")
        // The screen's own Delete takes no taps now: the alert's is the one on top.
        try host.tap(text: "Delete")
        #expect(host.presented == .none)
        #expect(host.contains(text: "Deleted"))
    }

    @Test func hostDismissesAnAlert() throws {
        let host = ViewHost(NoteDetail(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Delete")
        try host.dismiss()
        #expect(host.presented == .none)
        #expect(host.contains(text: "Groceries"))
    }

    /// 270 wide, centred in the window; two buttons side by side, 44 tall, split by a
    /// hairline (1 point at scale 1... here 1/3 at the iPhone's scale 3).
    @Test func boxGeometryOnIPhone15() throws {
        let layout = ViewLayout(of: Color.clear.alert("Title", isPresented: .constant(true)) {
            Button("No", role: .cancel) {}.id("no")
            Button("Yes") {}.id("yes")
        }, device: .iPhone15, environment: .spec)
        #expect(layout.root.label == "alert")
        let no = try #require(layout.frame(id: "no"))
        let yes = try #require(layout.frame(id: "yes"))
        let hairline: CGFloat = 1.0 / 3.0
        #expect(close(no.width, (270 - hairline) / 2) && close(yes.width, (270 - hairline) / 2))
        #expect(close(no.height, 44) && close(yes.height, 44))
        // Cancel goes first of two, wherever it is declared.
        #expect(close(no.minX, (393 - 270) / 2))
        #expect(close(yes.maxX, (393 + 270) / 2))
        let swapped = ViewLayout(of: Color.clear.alert("Title", isPresented: .constant(true)) {
            Button("Yes") {}.id("yes")
            Button("No", role: .cancel) {}.id("no")
        }, device: .iPhone15, environment: .spec)
        #expect(close(swapped.frame(id: "no")?.minX ?? 0, (393 - 270) / 2))
        // Title: 19 + one line + 18; a hairline; the buttons. Centred in the window.
        let height = 19 + line + 18 + hairline + 44
        #expect(close(yes.maxY, 426 + height / 2))
    }

    @Test func noActionsMeansAnOKButtonAndThreeStack() throws {
        struct Three: View {
            @State var shows = true
            var body: some View {
                Color.clear.alert("Pick", isPresented: $shows) {
                    Button("A") {}.id("a")
                    Button("B") {}.id("b")
                    Button("C") {}.id("c")
                }
            }
        }
        let stacked = ViewLayout(of: Three(), device: .iPhone15, environment: .spec)
        let a = try #require(stacked.frame(id: "a")), c = try #require(stacked.frame(id: "c"))
        #expect(close(a.width, 270) && close(a.minX, c.minX) && c.minY > a.maxY)
        // Stacked, cancel goes last.
        let withCancel = ViewLayout(of: Color.clear.alert("Pick", isPresented: .constant(true)) {
            Button("Never", role: .cancel) {}.id("cancel")
            Button("A") {}.id("a")
            Button("B") {}.id("b")
        }, device: .iPhone15, environment: .spec)
        let cancel = try #require(withCancel.frame(id: "cancel")), b = try #require(withCancel.frame(id: "b"))
        #expect(cancel.minY > b.maxY)

        struct Plain: View {
            @State var shows = true
            var body: some View { Color.clear.alert("Saved", isPresented: $shows) {} }
        }
        let host = ViewHost(Plain(), device: .iPhone15, environment: .spec)
        try host.tap(text: "OK")
        #expect(host.presented == .none)
    }

    @Test func presentingDataFillsTheAlert() throws {
        struct Failing: View {
            @State var error: String? = "Disk full"
            @State var shows = true
            var body: some View {
                Color.clear.alert("Could Not Save", isPresented: $shows, presenting: error) { _ in
                    Button("OK") {}
                } message: { Text($0) }
            }
        }
        let host = ViewHost(Failing(), device: .iPhone15, environment: .spec)
        #expect(host.contains(text: "Disk full"))
    }

    /// An alert goes over a sheet.
    @Test func alertOverASheet() throws {
        struct Editor: View {
            @State var confirming = false
            var body: some View {
                Color.clear.sheet(isPresented: .constant(true)) {
                    Button("Discard") { confirming = true }
                        .alert("Discard changes?", isPresented: $confirming) { Button("Discard", role: .destructive) {} }
                }
            }
        }
        let host = ViewHost(Editor(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Discard")
        #expect(host.presented == .alert)
        try host.dismiss()
        #expect(host.presented == .sheet)
    }
}

/// A save that can fail, its error described for people.
private enum SaveError: LocalizedError {
    case diskFull
    case offline

    var errorDescription: String? {
        switch self {
        case .diskFull: "Could Not Save"
        case .offline: "You Are Offline"
        }
    }
    var failureReason: String? { self == .diskFull ? "The disk is full." : nil }
    var recoverySuggestion: String? { self == .diskFull ? "Delete some files and try again." : nil }
}

@MainActor
struct AlertErrorTests {
    /// The title is `errorDescription`; without a message closure, the message is the
    /// failure reason and the recovery suggestion.
    @Test func errorGivesTitleAndMessage() throws {
        struct Saving: View {
            @State var showsError = false
            @State var error: SaveError?
            var body: some View {
                Button("Save") { error = .diskFull; showsError = true }
                    .alert(isPresented: $showsError, error: error) {
                        Button("OK") {}
                    }
            }
        }
        let host = ViewHost(Saving(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Save")
        #expect(host.presented == .alert)
        #expect(host.contains(text: "Could Not Save"))
        #expect(host.contains(text: "The disk is full.\nDelete some files and try again."))
        try host.tap(text: "OK")
        #expect(host.presented == .none)
    }

    @Test func messageClosureAndNoErrorMeansNoAlert() throws {
        let host = ViewHost(Color.clear.alert(isPresented: .constant(true), error: SaveError.offline) { error in
            Button("Retry") {}
        } message: { error in
            Text("Check your connection.")
        }, device: .iPhone15, environment: .spec)
        #expect(host.contains(text: "You Are Offline"))
        #expect(host.contains(text: "Check your connection."))
        let none = ViewHost(Color.clear.alert(isPresented: .constant(true), error: SaveError?.none) { Button("OK") {} },
                            device: .iPhone15, environment: .spec)
        #expect(none.presented == .none)
    }
}
