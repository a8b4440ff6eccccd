import Foundation
import Testing
@testable import VellumCore

// Spec section 5.1: HStack / VStack sizing, priority groups, flexibility ordering,
// nil major proposals, placement re-proposal and children that produce no view.

@MainActor
struct StackTests {
    // MARK: Worked examples

    @Test func objcIoWorkedExample() {
        // Spec 5.1.5: red (min 0, max 100) goes before green (min 100, max inf); red is
        // offered 150/2 = 75, green 75 but its min frame makes it 100; the stack is 175
        // wide and the 150-wide frame centres it at x = -12.5.
        let v = HStack(spacing: 0) {
            Rectangle().frame(maxWidth: 100).id("red")
            Rectangle().frame(minWidth: 100).id("green")
        }.id("stack").frame(width: 150, height: 100)
        let l = layout(v, width: 150, height: 100)
        #expect(close(l.size, CGSize(width: 150, height: 100)))
        expectFrame(l, "stack", CGRect(x: -12.5, y: 0, width: 175, height: 100))
        expectFrame(l, "red", CGRect(x: -12.5, y: 0, width: 75, height: 100))
        expectFrame(l, "green", CGRect(x: 62.5, y: 0, width: 100, height: 100))
        // Both were offered 75 at placement (5.1.2 step 5).
        expectProposal(l, "red", 75, 100)
        expectProposal(l, "green", 75, 100)
    }

    @Test func fieldGuideWorkedExample() {
        // Spec 5.1.6: spacing 8 + 8, available 184; the text (range 96) goes first and is
        // offered 184/3 = 61.33, wraps to "Hello," / "world" (46 wide, 2 lines); each
        // Color then gets 138/2 = 69 and the proposed height 100.
        let v = HStack {
            Color.purple.id("p")
            Text("Hello, world").id("t")
            Color.pink.id("k")
        }
        let l = layout(v, width: 200, height: 100)
        #expect(close(l.size, CGSize(width: 200, height: 100)))
        expectFrame(l, "p", CGRect(x: 0, y: 0, width: 69, height: 100))
        expectFrame(l, "t", CGRect(x: 77, y: (100 - 2 * line) / 2, width: 46, height: 2 * line))
        expectFrame(l, "k", CGRect(x: 131, y: 0, width: 69, height: 100))
        expectProposal(l, "t", 184.0 / 3, 100)
        expectProposal(l, "p", 69, 100)
        expectProposal(l, "k", 69, 100)
    }

    // MARK: Ordering (5.1.2 step 2)

    @Test func leastFlexibleChildIsOfferedFirst() {
        // Spec 5.1.2: the capped view (range 40) goes before the Color (range inf): it is
        // offered 200/2 = 100 and takes 40, leaving 160 for the Color. Source order
        // would give the Color 100 and the stack 140.
        let v = HStack(spacing: 0) {
            Color.red.id("flex")
            Color.blue.frame(maxWidth: 40).id("capped")
        }
        let l = layout(v, width: 200, height: 50)
        expectFrame(l, "flex", CGRect(x: 0, y: 0, width: 160, height: 50))
        expectFrame(l, "capped", CGRect(x: 160, y: 0, width: 40, height: 50))
        expectProposal(l, "flex", 160, 50)
        expectProposal(l, "capped", 100, 50)
    }

    @Test func twoInfiniteRangesLargerMinimumFirst() {
        // Spec 5.1.2: both ranges are infinite, so the one with the larger minimum (120)
        // goes first: offered 100, its min frame makes it 120, leaving 80 for the other.
        // (Source order would be 100 + 120 = 220.)
        let v = HStack(spacing: 0) {
            Color.red.frame(minWidth: 10).id("a")
            Color.blue.frame(minWidth: 120).id("b")
        }
        let l = layout(v, width: 200, height: 50)
        #expect(close(l.size, CGSize(width: 200, height: 50)))
        expectFrame(l, "a", CGRect(x: 0, y: 0, width: 80, height: 50))
        expectFrame(l, "b", CGRect(x: 80, y: 0, width: 120, height: 50))
    }

    @Test func rigidChildMakesLaterOffersZero() {
        // Spec 5.1.2 step 5: the fixed frames (range 0) go first. The first is offered
        // 200/3 and takes 150, the second is offered 50/2 = 25 and takes 100, leaving
        // -50: the Color is offered max(-50, 0) = 0. The stack overflows to 250.
        let v = HStack(spacing: 0) {
            Color.red.frame(width: 150).id("r")
            Color.green.id("c")
            Color.blue.frame(width: 100).id("s")
        }
        let l = layout(v, width: 200, height: 40)
        #expect(close(l.size, CGSize(width: 250, height: 40)))
        expectFrame(l, "r", CGRect(x: 0, y: 0, width: 150, height: 40))
        expectFrame(l, "c", CGRect(x: 150, y: 0, width: 0, height: 40))
        expectFrame(l, "s", CGRect(x: 150, y: 0, width: 100, height: 40))
        expectProposal(l, "c", 0, 40)
        expectProposal(l, "s", 25, 40)
    }

    @Test func vStackUsesTheSameAlgorithm() {
        // Spec 5.1: VStack is the same algorithm with the axes swapped; the capped view
        // (range 40) goes first and takes 40, the Color gets the remaining 160.
        let v = VStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.frame(maxHeight: 40).id("b")
        }
        let l = layout(v, width: 30, height: 200)
        expectFrame(l, "a", CGRect(x: 0, y: 0, width: 30, height: 160))
        expectFrame(l, "b", CGRect(x: 0, y: 160, width: 30, height: 40))
    }

    // MARK: Priority groups (5.1.2 steps 3 and 5)

    @Test func higherPriorityGetsEverythingButReservedMinimums() {
        // Spec 5.1.2: the priority-1 Color is sized first with 200 - 30 (the lower
        // group's reserved minimum) = 170; the low group then gets its 30 back.
        let v = HStack(spacing: 0) {
            Color.red.frame(minWidth: 30).id("low")
            Color.blue.layoutPriority(1).id("high")
        }
        let l = layout(v, width: 200, height: 20)
        expectFrame(l, "low", CGRect(x: 0, y: 0, width: 30, height: 20))
        expectFrame(l, "high", CGRect(x: 30, y: 0, width: 170, height: 20))
        expectProposal(l, "high", 170, 20)
        expectProposal(l, "low", 30, 20)
    }

    @Test func threePriorityGroups() {
        // Spec 5.1.2: groups [p2], [p1], [p0]; reserved minimums 10 (p1) + 20 (p0).
        // p2: offered 200 - 30 = 170, capped at 60, available 110.
        // p1: available + 10 = 120, offered 120, takes 120, available 0.
        // p0: available + 20 = 20, offered 20 (its min), takes 20.
        let v = HStack(spacing: 0) {
            Color.red.frame(minWidth: 20, maxWidth: 50).id("p0")
            Color.green.frame(minWidth: 10).layoutPriority(1).id("p1")
            Color.blue.frame(maxWidth: 60).layoutPriority(2).id("p2")
        }
        let l = layout(v, width: 200, height: 20)
        #expect(close(l.size, CGSize(width: 200, height: 20)))
        expectFrame(l, "p0", CGRect(x: 0, y: 0, width: 20, height: 20))
        expectFrame(l, "p1", CGRect(x: 20, y: 0, width: 120, height: 20))
        expectFrame(l, "p2", CGRect(x: 140, y: 0, width: 60, height: 20))
        expectProposal(l, "p2", 170, 20)
        expectProposal(l, "p1", 120, 20)
        expectProposal(l, "p0", 20, 20)
    }

    @Test func priorityBeatsFlexibility() {
        // Spec 5.1.2: priority orders before flexibility. By flexibility alone the text
        // (range 96) would go before the Color (range inf) and keep 46 of 75. With
        // priority 1 the Color is offered 150 (200 - 8 spacing, minus the text's reserved
        // minimum 0) and takes it all; the text is then offered 0 and is 0 x 0 (spec 2.1).
        let v = HStack {
            Text("Hello, world").id("a")
            Color.red.layoutPriority(1).id("b")
        }
        let l = layout(v, width: 158, height: 30)
        #expect(close(l.size, CGSize(width: 158, height: 30)))
        expectFrame(l, "a", CGRect(x: 0, y: 15, width: 0, height: 0))
        expectFrame(l, "b", CGRect(x: 8, y: 0, width: 150, height: 30))
        expectProposal(l, "b", 150, 30)
        expectProposal(l, "a", 0, 30)
    }

    @Test func spacerIsSizedLast() {
        // Spec 3.1 / 10.1: a Spacer's priority is −infinity, so the Color (priority 0) is
        // offered 200 − the Spacer's reserved minimum 8 first, and the Spacer gets 8.
        let v = HStack(spacing: 0) {
            Color.red.id("red")
            Spacer().id("spacer")
        }
        let l = layout(v, width: 200, height: 50)
        expectFrame(l, "red", CGRect(x: 0, y: 0, width: 192, height: 50))
        #expect(close(l.frame(id: "spacer")?.width ?? -1, 8))
    }

    // The reference numbers of a native SwiftUI probe (water-rs/waterui issue #968, quoted
    // in spec 3.1): HStack(spacing: 10) { content; Spacer(minLength: 0); content } with each
    // content `frame(minWidth: 0, idealWidth: 60, maxWidth: 60)`.
    @Test(arguments: [(CGFloat(100), [CGFloat(40), 0, 40]), (CGFloat(160), [CGFloat(60), 20, 60])])
    func spacerProbeReference(width: CGFloat, widths: [CGFloat]) {
        func content(_ id: String) -> some View {
            Color.red.frame(minWidth: 0, idealWidth: 60, maxWidth: 60).id(id)
        }
        let v = HStack(spacing: 10) { content("a"); Spacer(minLength: 0).id("s"); content("b") }
        let l = layout(v, width: width, height: 50)
        #expect(l.frame(id: "a")?.width == widths[0])
        #expect(l.frame(id: "s")?.width == widths[1])
        #expect(l.frame(id: "b")?.width == widths[2])
        #expect(l.frame(id: "b")?.maxX == width)
    }

    // What users see (spec 3.1): a settings row keeps its label on one line, because the
    // label is sized before the Spacer. Fixed-advance metrics: 8 pt a character, so the
    // 30-character label is 240 wide, "On" 16; 240 + 16 + the Spacer's 8 fit in 320.
    @Test func settingsRowLabelStaysOnOneLine() {
        let v = HStack {
            Text("Automatically download updates").id("label")
            Spacer().id("s")
            Text("On").id("value")
        }
        let l = layout(v, width: 320, height: 44)
        expectFrame(l, "label", CGRect(x: 0, y: 0, width: 240, height: line))
        expectFrame(l, "value", CGRect(x: 304, y: 0, width: 16, height: line))
        #expect(close(l.frame(id: "s")?.width ?? -1, 64))  // 320 − 240 − 16
    }

    @Test func spacerPriorityIsMinusInfinityForCustomLayouts() {
        // Spec 3.1: `LayoutSubview.priority` reports it, as SwiftUI's does.
        struct Recorder: Layout {
            let record: ([Double]) -> Void
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                record(subviews.map(\.priority))
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        var seen: [Double] = []
        _ = layout(Recorder(record: { seen = $0 }) { Spacer(); Spacer().layoutPriority(2); Color.red }, width: 100, height: 100)
        #expect(seen == [-.infinity, 2, 0])
    }

    @Test func spacerWorkedExample() {
        // Spec 3.1 and 5.1.4: text <-> spacer gaps are 0; texts (range 12) go first, the
        // spacer gets 200 - 24 = 176.
        let v = HStack {
            Text("A").id("a")
            Spacer().id("s")
            Text("B").id("b")
        }
        let l = layout(v, width: 200, height: 100)
        #expect(close(l.size, CGSize(width: 200, height: line)))
        expectFrame(l, "a", CGRect(x: 0, y: 0, width: 12, height: line))
        expectFrame(l, "s", CGRect(x: 12, y: line / 2, width: 176, height: 0))
        expectFrame(l, "b", CGRect(x: 188, y: 0, width: 12, height: line))
        // .fixedSize(): the ideal size is 12 + 8 (the spacer's minLength) + 12 = 32.
        #expect(close(size(v.fixedSize(), 200, 100), CGSize(width: 32, height: line)))
    }

    // MARK: Stack size (5.1.2 step 8)

    @Test func stackMayBeSmallerThanProposal() {
        // Spec 5.1.2 step 8: major = sum of majors + spacing = 10 + 8 + 10, even with 200
        // offered; the stack does not centre its content in a larger proposal.
        let v = HStack {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 10, height: 10).id("b")
        }
        let l = layout(v, width: 200, height: 200)
        #expect(close(l.size, CGSize(width: 28, height: 10)))
        expectFrame(l, "a", CGRect(x: 0, y: 0, width: 10, height: 10))
        expectFrame(l, "b", CGRect(x: 18, y: 0, width: 10, height: 10))
    }

    @Test func minorSizeIsUnionAroundGuideLine() {
        // Spec 5.1.2 steps 6 and 8: minor origins are -guide: a at 0, b at -10 (explicit
        // top guide 10). The union [-10, 30] is 40 tall; shifting by +10 puts a at 10.
        let v = HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 10, height: 30).id("a")
            Color.blue.frame(width: 10, height: 30).alignmentGuide(.top) { _ in 10 }.id("b")
        }
        let l = layout(v, width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 20, height: 40)))
        expectFrame(l, "a", CGRect(x: 0, y: 10, width: 10, height: 30))
        expectFrame(l, "b", CGRect(x: 10, y: 0, width: 10, height: 30))
    }

    @Test func minorAlignmentEdges() {
        // Spec 5.1.2 step 6 / 4.9 defaults: bottom guide = height, so the 20-tall view sits
        // 30 below the top of the 50-tall stack; VStack .trailing puts the 10-wide view at
        // x = 40 - 10 = 30.
        let h = HStack(alignment: .bottom, spacing: 0) {
            Color.red.frame(width: 10, height: 50).id("tall")
            Color.blue.frame(width: 10, height: 20).id("short")
        }
        let lh = layout(h, width: nil, height: nil)
        expectFrame(lh, "tall", CGRect(x: 0, y: 0, width: 10, height: 50))
        expectFrame(lh, "short", CGRect(x: 10, y: 30, width: 10, height: 20))

        let v = VStack(alignment: .trailing, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("wide")
            Color.blue.frame(width: 10, height: 10).id("narrow")
        }
        let lv = layout(v, width: nil, height: nil)
        expectFrame(lv, "wide", CGRect(x: 0, y: 0, width: 40, height: 10))
        expectFrame(lv, "narrow", CGRect(x: 30, y: 10, width: 10, height: 10))
    }

    // MARK: nil major proposal (5.1.3)

    @Test func nilMajorProposalUsesIdealSizes() {
        // Spec 5.1.3: every child is proposed (nil, 50). Text 96, gap 8, Color ideal 10,
        // gap 0, Spacer its minLength 8: 96 + 8 + 10 + 0 + 8 = 122 wide; 50 tall (the Color).
        let v = HStack {
            Text("Hello, world").id("t")
            Color.red.id("c")
            Spacer().id("s")
        }
        let l = layout(v, width: nil, height: 50)
        #expect(close(l.size, CGSize(width: 122, height: 50)))
        expectFrame(l, "t", CGRect(x: 0, y: (50 - line) / 2, width: 96, height: line))
        expectFrame(l, "c", CGRect(x: 104, y: 0, width: 10, height: 50))
        #expect(close(l.frame(id: "s")?.minX ?? -1, 114))
        #expect(close(l.frame(id: "s")?.width ?? -1, 8))
        expectProposal(l, "t", nil, 50)
        expectProposal(l, "c", nil, 50)
    }

    @Test func nilMajorProposalIgnoresPriorities() {
        // Spec 5.1.3: no distribution and no priorities: each Color is its ideal 10.
        let v = HStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.layoutPriority(5).id("b")
        }
        let l = layout(v, width: nil, height: 30)
        #expect(close(l.size, CGSize(width: 20, height: 30)))
        expectFrame(l, "a", CGRect(x: 0, y: 0, width: 10, height: 30))
        expectFrame(l, "b", CGRect(x: 10, y: 0, width: 10, height: 30))
    }

    // MARK: Placement re-proposal (5.1.3 "Placement")

    @Test func fixedSizeVStackLaysColorOutAtWidestSibling() {
        // Spec 5.1.3: the nil minor axis of the placement proposal is replaced by the
        // stack's own width (96, the text's), so the Color (ideal 10x10) is laid out at
        // 96 wide. Its height stays the ideal 10; gap below text is 34/3 (5.1.4 with
        // L = 61/3 + 3, capHeight 12: max(L - 12, 3 + 13/3) = 34/3).
        let v = VStack {
            Text("Hello, world").id("t")
            Color.red.id("c")
        }.fixedSize()
        let l = layout(v, width: 300, height: 300)
        let gap: CGFloat = 34.0 / 3
        #expect(close(l.size, CGSize(width: 96, height: line + gap + 10)))
        expectFrame(l, "t", CGRect(x: 0, y: 0, width: 96, height: line))
        expectFrame(l, "c", CGRect(x: 0, y: line + gap, width: 96, height: 10))
        expectProposal(l, "c", 96, nil)
        expectProposal(l, "t", 96, nil)
    }

    @Test func nilMinorReplacedByStackMinorAtPlacement() {
        // Spec 5.1.3: proposed (200, nil), the Colors size as 69 x 10 but the stack is as
        // tall as the wrapped text (2 lines); at placement they are re-proposed
        // (69, 2 lines) and fill it.
        let v = HStack {
            Color.purple.id("p")
            Text("Hello, world").id("t")
            Color.pink.id("k")
        }
        let l = layout(v, width: 200, height: nil)
        #expect(close(l.size, CGSize(width: 200, height: 2 * line)))
        expectFrame(l, "p", CGRect(x: 0, y: 0, width: 69, height: 2 * line))
        expectFrame(l, "k", CGRect(x: 131, y: 0, width: 69, height: 2 * line))
        expectProposal(l, "p", 69, 2 * line)
        expectProposal(l, "t", 184.0 / 3, 2 * line)
    }

    @Test func rightToLeftHStackStartsAtTrailingEdge() {
        // Spec 5.1.3 placement / 0.7: an RTL HStack starts at maxX and goes left.
        let v = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 20, height: 10).id("b")
        }.environment(\.layoutDirection, .rightToLeft)
        let l = layout(v, width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 30, height: 10)))
        expectFrame(l, "a", CGRect(x: 20, y: 0, width: 10, height: 10))
        expectFrame(l, "b", CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func rightToLeftVStackMirrorsMinorPositions() {
        // Spec 5.1.3 placement: a VStack in RTL mirrors each child's minor position, so
        // .leading puts the narrow child at the right: x = 40 - 10 = 30.
        let v = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("wide")
            Color.blue.frame(width: 10, height: 10).id("narrow")
        }.environment(\.layoutDirection, .rightToLeft)
        let l = layout(v, width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 40, height: 20)))
        expectFrame(l, "wide", CGRect(x: 0, y: 0, width: 40, height: 10))
        expectFrame(l, "narrow", CGRect(x: 30, y: 10, width: 10, height: 10))
    }

    // MARK: Children that produce no view (5.1.1)

    @Test func emptyViewAddsNoSpacing() {
        // Spec 5.1.1: EmptyView is not a subview: 10 + 8 + 10 = 28, not 10 + 8 + 0 + 8 + 10.
        let v = HStack {
            Color.red.frame(width: 10, height: 10).id("a")
            EmptyView()
            Color.blue.frame(width: 10, height: 10).id("b")
        }
        let l = layout(v, width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 28, height: 10)))
        expectFrame(l, "b", CGRect(x: 18, y: 0, width: 10, height: 10))
    }

    @Test func falseIfAddsNoSpacing() {
        // Spec 5.1.1: a false `if` produces no subview: the VStack is 10 + 8 + 10 tall.
        let l = layout(Self.stackWithConditional(false), width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 10, height: 28)))
        expectFrame(l, "b", CGRect(x: 0, y: 18, width: 10, height: 10))
        // With the condition true there are three subviews: 10 + 8 + 10 + 8 + 10.
        let shown = layout(Self.stackWithConditional(true), width: nil, height: nil)
        #expect(close(shown.size, CGSize(width: 10, height: 46)))
        expectFrame(shown, "b", CGRect(x: 0, y: 36, width: 10, height: 10))
    }

    private static func stackWithConditional(_ show: Bool) -> some View {
        VStack {
            Color.red.frame(width: 10, height: 10).id("a")
            if show {
                Color.green.frame(width: 10, height: 10).id("maybe")
            }
            Color.blue.frame(width: 10, height: 10).id("b")
        }
    }

    @Test func emptyForEachAddsNoSpacing() {
        // Spec 5.1.1 / 5.4: an empty ForEach contributes nothing: 10 + 8 + 10 = 28.
        let v = HStack {
            Color.red.frame(width: 10, height: 10).id("a")
            ForEach(0..<0) { _ in Color.green.frame(width: 10, height: 10) }
            Color.blue.frame(width: 10, height: 10).id("b")
        }
        let l = layout(v, width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 28, height: 10)))
        expectFrame(l, "b", CGRect(x: 18, y: 0, width: 10, height: 10))
    }

    @Test func emptyStackIsZero() {
        // Spec 5.1.2 step 8 with no children: major 0, minor 0.
        #expect(close(size(HStack {}, 100, 100), .zero))
        #expect(close(size(VStack { EmptyView() }, nil, nil), .zero))
    }
}
