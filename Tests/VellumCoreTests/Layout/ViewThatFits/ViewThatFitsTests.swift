import Foundation
import Testing
@testable import VellumCore

// Spec section 5.10: ViewThatFits. "Upload complete" is 6 + 1 + 8 characters at 8 points
// = 120 wide; "Done" is 38.

@MainActor
struct ViewThatFitsTests {
    private var upload: some View {
        ViewThatFits(in: .horizontal) {
            Text("Upload complete").id("long")
            Text("Done").id("short")
        }
    }

    @Test func workedExample() {
        // Spec 5.10: proposed width 100, the first does not fit: "Done", 38 × 20.33.
        let narrow = layout(upload, width: 100, height: 100)
        #expect(close(narrow.size, CGSize(width: 38, height: line)))
        expectFrame(narrow, "short", CGRect(x: 0, y: 0, width: 38, height: line))
        // The other child is neither placed nor listed.
        #expect(narrow.frame(id: "long") == nil)
        #expect(narrow.root.children.count == 1)
        // Proposed 200: the first one.
        let wide = layout(upload, width: 200, height: 100)
        #expect(close(wide.size, CGSize(width: 120, height: line)))
        expectFrame(wide, "long", CGRect(x: 0, y: 0, width: 120, height: line))
        #expect(wide.frame(id: "short") == nil)
    }

    /// Three options, 300, 150 and 50 wide, each 50 tall.
    private func options(in axes: Axis.Set = [.horizontal, .vertical]) -> some View {
        ViewThatFits(in: axes) {
            Color.red.frame(width: 300, height: 50).id("large")
            Color.green.frame(width: 150, height: 50).id("medium")
            Color.blue.frame(width: 50, height: 50).id("small")
        }
    }

    @Test func choosesTheFirstThatFits() {
        // 200 wide: 300 does not fit, 150 does.
        let l = layout(options(), width: 200, height: 100)
        #expect(close(l.size, CGSize(width: 150, height: 50)))
        expectFrame(l, "medium", CGRect(x: 0, y: 0, width: 150, height: 50))
        #expect(l.frame(id: "large") == nil && l.frame(id: "small") == nil)
        // An exact fit fits.
        #expect(layout(options(), width: 300, height: 50).frame(id: "large") != nil)
    }

    @Test func lastWhenNoneFits() {
        // 40 wide: none fits, so the last is shown even though it overflows.
        let l = layout(options(), width: 40, height: 100)
        #expect(close(l.size, CGSize(width: 50, height: 50)))
        expectFrame(l, "small", CGRect(x: 0, y: 0, width: 50, height: 50))
        // Both axes are checked by default: 40 tall fits none.
        let short = layout(options(), width: 200, height: 40)
        expectFrame(short, "small", CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test func onlyTheGivenAxesAreChecked() {
        // in: .horizontal ignores the 40-point height: the medium one fits.
        let l = layout(options(in: .horizontal), width: 200, height: 40)
        expectFrame(l, "medium", CGRect(x: 0, y: 0, width: 150, height: 50))
        // in: .vertical ignores the width: the large one fits 40 wide.
        let v = layout(options(in: .vertical), width: 40, height: 60)
        #expect(v.frame(id: "large") != nil)
        // No axes: always the first.
        #expect(layout(options(in: []), width: 10, height: 10).frame(id: "large") != nil)
    }

    @Test func unconstrainedAxesGetTheRealProposal() {
        // in: .horizontal probes (nil, 80): the colour is 50 wide and takes the 80 height.
        let v = ViewThatFits(in: .horizontal) { Color.red.frame(width: 50).id("c") }
        let l = layout(v, width: 100, height: 80)
        expectFrame(l, "c", CGRect(x: 0, y: 0, width: 50, height: 80))
    }

    @Test func idealSizeDecidesNotTheWrappedSize() {
        // "Hello, world" is 96 wide on one line: at 60 it does not fit (though it could
        // wrap), so "A" is chosen.
        let v = ViewThatFits {
            Text("Hello, world").id("hello")
            Text("A").id("a")
        }
        #expect(layout(v, width: 60, height: 100).frame(id: "a") != nil)
        #expect(layout(v, width: 96, height: 100).frame(id: "hello") != nil)
        // A nil proposal fits anything.
        #expect(layout(v, .unspecified).frame(id: "hello") != nil)
    }

    @Test func onlyTheChosenChildDraws() {
        let l = layout(options(), width: 200, height: 100)
        var fills = 0
        for item in l.displayList.items { if case .fill = item { fills += 1 } }
        #expect(fills == 1)
    }

    @Test func insideAStack() {
        // In an HStack offered 200 beside a 12-wide "A" (gap 8), the ViewThatFits is
        // offered 180: the 150 option.
        let v = HStack {
            Text("A")
            options(in: .horizontal)
        }
        let l = layout(v, width: 200, height: 100)
        expectFrame(l, "medium", CGRect(x: 20, y: 0, width: 150, height: 50))
    }

    @Test func laws() {
        LayoutLaws.check(upload)
        LayoutLaws.check(options())
        LayoutLaws.check(ViewThatFits { Color.red; Text("A") }, mayBeInfinite: true)
        LayoutLaws.check(ViewThatFits {})
    }
}
