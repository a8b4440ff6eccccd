import Foundation
import Testing
@testable import VellumCore

// Spec section 5.2: ZStack.

private enum SpecZTopID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

extension VerticalAlignment {
    fileprivate static let specZTop = VerticalAlignment(SpecZTopID.self)
}

@MainActor
struct ZStackTests {
    @Test func workedExample() {
        // Spec 5.2 [FG]: yellow 50 x 300, orange 300 x 50; union 300 x 300; centred:
        // yellow at (125, 0), orange at (0, 125).
        let v = ZStack {
            Color.yellow.frame(width: 50).id("y")
            Color.orange.frame(height: 50).id("o")
        }
        let l = layout(v, width: 300, height: 300)
        #expect(close(l.size, CGSize(width: 300, height: 300)))
        expectFrame(l, "y", CGRect(x: 125, y: 0, width: 50, height: 300))
        expectFrame(l, "o", CGRect(x: 0, y: 125, width: 300, height: 50))
        // At placement every child is proposed the ZStack's final size.
        expectProposal(l, "y", ProposedViewSize(width: 300, height: 300))
        expectProposal(l, "o", ProposedViewSize(width: 300, height: 300))
    }

    @Test func workedExampleWithLayoutPriority() {
        // Spec 5.2: with priority 1 on yellow only yellow sizes the stack: 50 x 300. The
        // orange is re-proposed 50 x 300 at placement, so its frame is 50 x 50, centred
        // at y 125.
        let v = ZStack {
            Color.yellow.frame(width: 50).layoutPriority(1).id("y")
            Color.orange.frame(height: 50).id("o")
        }
        let l = layout(v, width: 300, height: 300)
        #expect(close(l.size, CGSize(width: 50, height: 300)))
        expectFrame(l, "y", CGRect(x: 0, y: 0, width: 50, height: 300))
        expectFrame(l, "o", CGRect(x: 0, y: 125, width: 50, height: 50))
        expectProposal(l, "o", ProposedViewSize(width: 50, height: 300))
    }

    @Test func sizingProposesStackProposalPlacementProposesFinalSize() {
        // Spec 5.2: while sizing, the text is proposed 200 x 200 and is 96 x line; the
        // frame is 20 x 20; the stack is 96 x line. At placement both are proposed
        // 96 x line; the frame (fixed) stays 20 x 20, centred at ((96-20)/2, (line-20)/2).
        let v = ZStack {
            Text("Hello, world").id("t")
            Color.red.frame(width: 20, height: 20).id("c")
        }
        let l = layout(v, width: 200, height: 200)
        #expect(close(l.size, CGSize(width: 96, height: line)))
        expectFrame(l, "t", CGRect(x: 0, y: 0, width: 96, height: line))
        expectFrame(l, "c", CGRect(x: 38, y: (line - 20) / 2, width: 20, height: 20))
        expectProposal(l, "t", ProposedViewSize(width: 96, height: line))
        expectProposal(l, "c", ProposedViewSize(width: 96, height: line))
    }

    @Test func idealSizeAndColorFillsAtPlacement() {
        // Spec 5.2: ideal size = result for (nil, nil): Color 10 x 10 and text 96 x line
        // give 96 x line; at placement the Color is proposed 96 x line and fills it.
        let v = ZStack {
            Color.red.id("c")
            Text("Hello, world").id("t")
        }
        let l = layout(v, width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 96, height: line)))
        expectFrame(l, "c", CGRect(x: 0, y: 0, width: 96, height: line))
    }

    @Test func alignments() {
        // Spec 5.2 placement: each child's guide lands on the same point.
        let tl = layout(ZStack(alignment: .topLeading) {
            Color.red.frame(width: 40, height: 40).id("big")
            Color.blue.frame(width: 20, height: 10).id("small")
        }, width: nil, height: nil)
        expectFrame(tl, "small", CGRect(x: 0, y: 0, width: 20, height: 10))

        let br = layout(ZStack(alignment: .bottomTrailing) {
            Color.red.frame(width: 40, height: 40).id("big")
            Color.blue.frame(width: 20, height: 10).id("small")
        }, width: nil, height: nil)
        expectFrame(br, "small", CGRect(x: 20, y: 30, width: 20, height: 10))

        let top = layout(ZStack(alignment: .top) {
            Color.red.frame(width: 40, height: 40).id("big")
            Color.blue.frame(width: 20, height: 10).id("small")
        }, width: nil, height: nil)
        expectFrame(top, "small", CGRect(x: 10, y: 0, width: 20, height: 10))
    }

    @Test func sizeIsUnionOfAlignedFrames() {
        // Spec 5.2 / 10.2: the size is the union of the aligned frames, not max width x
        // max height. b's leading guide is -20, so its origin is 20: union [0, 60] wide.
        let v = ZStack(alignment: .topLeading) {
            Color.red.frame(width: 40, height: 40).id("a")
            Color.blue.frame(width: 40, height: 40).alignmentGuide(.leading) { _ in -20 }.id("b")
        }
        let l = layout(v, width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 60, height: 40)))
        expectFrame(l, "a", CGRect(x: 0, y: 0, width: 40, height: 40))
        expectFrame(l, "b", CGRect(x: 20, y: 0, width: 40, height: 40))
    }

    @Test func lowerPriorityChildDoesNotAffectSize() {
        // Spec 5.2: only the highest-priority children size the stack; the 100 x 100
        // frame (priority 0) overflows the 20 x 20 stack and is centred on it.
        let v = ZStack {
            Color.red.frame(width: 20, height: 20).layoutPriority(1).id("a")
            Color.blue.frame(width: 100, height: 100).id("b")
        }
        let l = layout(v, width: 300, height: 300)
        #expect(close(l.size, CGSize(width: 20, height: 20)))
        expectFrame(l, "b", CGRect(x: -40, y: -40, width: 100, height: 100))
    }

    @Test func emptyZStackIsZero() {
        // Spec 5.2: an empty ZStack is (0, 0).
        #expect(close(size(ZStack {}, 100, 100), .zero))
        #expect(close(size(ZStack { EmptyView() }, nil, nil), .zero))
    }

    @Test func spacingIsUnionOfChildren() {
        // Spec 5.2: a ZStack's spacing is the union of its children's, so a Text in it
        // brings "edge above text" (5.1.4: L - ascent = (61/3 + 3) - 16 = 22/3) on top.
        let l = layout(VStack {
            Color.red.frame(width: 10, height: 10).id("c")
            ZStack {
                Color.blue.frame(width: 20, height: 20)
                Text("A")
            }.id("z")
        }, width: nil, height: nil)
        let lineHeight: CGFloat = 16 + 13.0 / 3
        let edgeAboveText = lineHeight + (0.1 * lineHeight).rounded(.up) - 16
        #expect(close(l.frame(id: "z")?.minY ?? -1, 10 + edgeAboveText))

        // Without a Text the ZStack is plain: 8.
        let plain = layout(VStack {
            Color.red.frame(width: 10, height: 10).id("c")
            ZStack { Color.blue.frame(width: 20, height: 20) }.id("z")
        }, width: nil, height: nil)
        #expect(close(plain.frame(id: "z")?.minY ?? -1, 18))
    }

    @Test func exportsMeanOfCustomGuides() {
        // Spec 4.9: a ZStack is a multi-child container, so its explicit value for a custom
        // guide is the mean of its children's: both are centred at y 0 in the 10-tall
        // ZStack, values 4 and 6 → 5. The reference (default 0) lands at y 5.
        let v = HStack(alignment: .specZTop, spacing: 0) {
            Color.red.frame(width: 10, height: 30).id("ref")
            ZStack {
                Color.blue.frame(width: 10, height: 10).alignmentGuide(.specZTop) { _ in 4 }
                Color.blue.frame(width: 10, height: 10).alignmentGuide(.specZTop) { _ in 6 }
            }.id("z")
        }
        let l = layout(v, width: nil, height: nil)
        expectFrame(l, "ref", CGRect(x: 0, y: 5, width: 10, height: 30))
        expectFrame(l, "z", CGRect(x: 10, y: 0, width: 10, height: 10))
    }

    @Test func rightToLeftLeadingIsRight() {
        // Spec 0.7: in RTL, leading means the right edge.
        let v = ZStack(alignment: .leading) {
            Color.red.frame(width: 40, height: 40).id("big")
            Color.blue.frame(width: 10, height: 10).id("small")
        }.environment(\.layoutDirection, .rightToLeft)
        let l = layout(v, width: nil, height: nil)
        expectFrame(l, "small", CGRect(x: 30, y: 15, width: 10, height: 10))
    }
}
