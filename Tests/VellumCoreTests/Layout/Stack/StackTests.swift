import Foundation
import Testing
@testable import VellumCore

// Spec section 5.1: HStack / VStack sizing, priority groups, flexibility ordering,
// nil major proposals, placement re-proposal and children that produce no view. The
// worked examples that are a tree, a proposal and frames are in Fixtures/stack.json;
// these are the checks that are not.

@MainActor
struct StackTests {
    // MARK: Priority groups (5.1.2 steps 3 and 5)

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

    // MARK: Children that produce no view (5.1.1)

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

    @Test func emptyStackIsZero() {
        // Spec 5.1.2 step 8 with no children: major 0, minor 0.
        #expect(close(size(HStack {}, 100, 100), .zero))
        #expect(close(size(VStack { EmptyView() }, nil, nil), .zero))
    }
}
