import Foundation
import Testing
@testable import VellumCore

// Spec section 5.10: ViewThatFits. "Upload complete" is 6 + 1 + 8 characters at 8 points
// = 120 wide; "Done" is 38. The worked examples (a tree, a proposal and frames) are in
// Fixtures/view-that-fits.json.

@MainActor
struct ViewThatFitsTests {
    private var upload: some View {
        ViewThatFits(in: .horizontal) {
            Text("Upload complete").id("long")
            Text("Done").id("short")
        }
    }

    @Test func theChildNotChosenIsNotListed() {
        // Spec 5.10 worked example (its frames are in Fixtures/view-that-fits.json):
        // proposed width 100, only "Done" is in the tree.
        let narrow = layout(upload, width: 100, height: 100)
        #expect(narrow.root.children.count == 1)
    }

    /// Three options, 300, 150 and 50 wide, each 50 tall.
    private func options(in axes: Axis.Set = [.horizontal, .vertical]) -> some View {
        ViewThatFits(in: axes) {
            Color.red.frame(width: 300, height: 50).id("large")
            Color.green.frame(width: 150, height: 50).id("medium")
            Color.blue.frame(width: 50, height: 50).id("small")
        }
    }

    @Test func onlyTheChosenChildDraws() {
        let l = layout(options(), width: 200, height: 100)
        var fills = 0
        for item in l.displayList.items { if case .fill = item { fills += 1 } }
        #expect(fills == 1)
    }

    @Test func laws() {
        LayoutLaws.check(upload)
        LayoutLaws.check(options())
        LayoutLaws.check(ViewThatFits { Color.red; Text("A") }, mayBeInfinite: true)
        LayoutLaws.check(ViewThatFits {})
    }
}
