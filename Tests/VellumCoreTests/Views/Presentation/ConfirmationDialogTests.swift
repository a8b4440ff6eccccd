import Foundation
import Testing
@testable import VellumCore

/// A photo screen that asks before deleting, as Apple's confirmationDialog example does.
private struct PhotoDetail: View {
    @State private var isConfirming = false
    @State private var status = "Kept"
    var visibility: Visibility = .automatic

    var body: some View {
        VStack {
            Text(status)
            Button("Delete Photo", role: .destructive) { isConfirming = true }
        }
        .confirmationDialog("Delete this photo?", isPresented: $isConfirming, titleVisibility: visibility) {
            Button("Delete", role: .destructive) { status = "Deleted" }
            Button("Archive") { status = "Archived" }
        } message: {
            Text("It is removed from all your devices.")
        }
    }
}

@MainActor
struct ConfirmationDialogTests {
    @Test func buttonsActThenDismiss() throws {
        let host = ViewHost(PhotoDetail(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Delete Photo")
        #expect(host.presented == .confirmationDialog)
        #expect(host.contains(text: "It is removed from all your devices."))
        // iOS adds the Cancel button the actions lack.
        #expect(host.contains(text: "Cancel"))
        try host.tap(text: "Archive")
        #expect(host.presented == .none)
        #expect(host.contains(text: "Archived"))

        try host.tap(text: "Delete Photo")
        try host.tap(text: "Delete")
        #expect(host.contains(text: "Deleted"))
    }

    /// Automatic visibility hides the title on iPhone; the message shows.
    @Test func titleShowsOnlyWhenVisible() throws {
        let host = ViewHost(PhotoDetail(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Delete Photo")
        #expect(!host.contains(text: "Delete this photo?"))
        let visible = ViewHost(PhotoDetail(visibility: .visible), device: .iPhone15, environment: .spec)
        try visible.tap(text: "Delete Photo")
        #expect(visible.contains(text: "Delete this photo?"))
    }

    /// Cancel: its own 57-point box at the safe area's bottom, 8 in from each side; the
    /// group 8 above it, the header's grey text, a hairline, each button 57 tall.
    @Test func actionSheetGeometryOnIPhone15() throws {
        let host = ViewHost(Color.clear.confirmationDialog("Leave?", isPresented: .constant(true),
                                                           titleVisibility: .visible) {
            Button("Leave", role: .destructive) {}.id("leave")
            Button("Stay", role: .cancel) {}.id("stay")
        } message: {
            Text("Unsaved changes are lost.")
        }, device: .iPhone15, environment: .spec)
        let layout = host.layout
        #expect(layout.root.label == "confirmationDialog")
        let stay = try #require(layout.frame(id: "stay"))
        let leave = try #require(layout.frame(id: "leave"))
        #expect(close(stay, CGRect(x: 8, y: 818 - 57, width: 377, height: 57)))
        #expect(close(leave, CGRect(x: 8, y: 818 - 57 - 8 - 57, width: 377, height: 57)))
        // Header: 14 + title + 4 + message + 14, then a hairline, all 13-point text.
        let small = line * 13 / 17
        let header = 14 + small + 4 + small + 14
        let groupTop = leave.minY - 1.0 / 3.0 - header
        let title = try host.find(text: "Leave?").frame
        #expect(close(title.minY, groupTop + 14))
        #expect(close(title.height, small))
    }

    /// A tap outside the dialog, or the host's dismiss, is the Cancel button's tap.
    @Test func tappingOutsideRunsTheCancelAction() throws {
        struct Leaving: View {
            @State var asking = false
            @State var cancels = 0
            var body: some View {
                VStack(spacing: 200) {
                    Text("Cancelled \(cancels)")
                    Button("Leave") { asking = true }
                }
                .confirmationDialog("Leave?", isPresented: $asking) {
                    Button("Leave", role: .destructive) {}
                    Button("Stay", role: .cancel) { cancels += 1 }
                }
            }
        }
        let host = ViewHost(Leaving(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Leave")
        try host.tap(at: CGPoint(x: 196, y: 120))
        #expect(host.presented == .none)
        #expect(host.contains(text: "Cancelled 1"))
        try host.tap(text: "Leave")
        try host.dismiss()
        #expect(host.contains(text: "Cancelled 2"))
        try host.tap(text: "Leave")
        try host.tap(text: "Stay")
        #expect(host.contains(text: "Cancelled 3"))
        #expect(host.presented == .none)
    }

    @Test func presentingDataFillsTheDialog() throws {
        struct Files: View {
            @State var asking = true
            @State var file: String? = "Report.pdf"
            @State var removed = ""
            var body: some View {
                Text("Removed \(removed)")
                    .confirmationDialog("Remove file?", isPresented: $asking, presenting: file) { name in
                        Button("Remove \(name)", role: .destructive) { removed = name }
                    } message: { name in
                        Text("\(name) goes to the Trash.")
                    }
            }
        }
        let host = ViewHost(Files(), device: .iPhone15, environment: .spec)
        #expect(host.contains(text: "Report.pdf goes to the Trash."))
        try host.tap(text: "Remove Report.pdf")
        #expect(host.contains(text: "Removed Report.pdf"))
        // No data: nothing is presented.
        let none = ViewHost(Color.clear.confirmationDialog("Remove?", isPresented: .constant(true),
                                                           presenting: String?.none) { _ in Button("Remove") {} },
                            device: .iPhone15, environment: .spec)
        #expect(none.presented == .none)
    }

    @Test func twoDialogsPresentTheFirstAndWarn() throws {
        let warnings = Diagnostics.capture {
            let layout = ViewLayout(of: VStack {
                Color.red.confirmationDialog("A", isPresented: .constant(true)) { Button("First") {} }
                Color.red.confirmationDialog("B", isPresented: .constant(true)) { Button("Second") {} }
            }, device: .iPhone15, environment: .spec)
            #expect(layout.description.contains("First"))
            #expect(!layout.description.contains("Second"))
        }
        #expect(warnings == ["Only one confirmation dialog can be presented at a time; showing the first of 2."])
    }
}
