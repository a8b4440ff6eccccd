import Foundation
import Testing
@testable import VellumCore

// Spec section 5.5: ScrollView proposes nil along its scrolled axes and its proposal
// across, takes its proposal along those axes and its content's length across; content
// offsets, programmatic scrolling, margins and clipping.
// The sizing worked examples (a tree, a proposal and frames) are in
// Fixtures/scroll-lazy-stack.json.

@MainActor
struct ScrollViewTests {
    /// Twenty 50-point rows with no spacing: content 1000 tall.
    private func rows(_ count: Int = 20) -> some View {
        VStack(spacing: 0) {
            ForEach(0..<count) { i in Color.red.frame(height: 50).id(i) }
        }
    }

    // MARK: Offsets

    @Test func scrollingMovesTheContentAndClampsTheOffset() {
        let live = LiveLayout(ScrollView { rows() }, width: 300, height: 200)
        #expect(close(live.frame(0), CGRect(x: 0, y: 0, width: 300, height: 50)))
        live.scroll(to: CGPoint(x: 0, y: 120))
        #expect(close(live.frame(0), CGRect(x: 0, y: -120, width: 300, height: 50)))
        #expect(close(live.frame(3), CGRect(x: 0, y: 30, width: 300, height: 50)))
        // The content is 1000 tall in a 200-point view: the offset stops at 800.
        live.scroll(to: CGPoint(x: 40, y: 5000))
        #expect(close(live.frame(19), CGRect(x: 0, y: 150, width: 300, height: 50)))
        live.scroll(to: CGPoint(x: 0, y: -30))
        #expect(close(live.frame(0), CGRect(x: 0, y: 0, width: 300, height: 50)))
    }

    @Test func defaultScrollAnchorBottomStartsAtTheEnd() {
        let l = layout(ScrollView { rows() }.defaultScrollAnchor(.bottom), width: 300, height: 200)
        expectFrame(l, id: 19, CGRect(x: 0, y: 150, width: 300, height: 50))
        let centre = layout(ScrollView { rows() }.defaultScrollAnchor(.center), width: 300, height: 200)
        expectFrame(centre, id: 0, CGRect(x: 0, y: -400, width: 300, height: 50))
    }

    @Test func scrollViewReaderScrollsToAnAnchor() {
        var captured: ScrollViewProxy?
        let live = LiveLayout(ScrollViewReader { proxy in
            let _ = (captured = proxy)
            ScrollView { rows() }
        }, width: 300, height: 200)
        let proxy = try! #require(captured)

        proxy.scrollTo(10, anchor: .top)
        live.relayout()
        #expect(close(live.frame(10), CGRect(x: 0, y: 0, width: 300, height: 50)))

        proxy.scrollTo(10, anchor: .center)  // centre of row 10 at the centre, 100
        live.relayout()
        #expect(close(live.frame(10), CGRect(x: 0, y: 75, width: 300, height: 50)))

        proxy.scrollTo(2)  // No anchor: the least scrolling; row 2 is above, so it goes to the top.
        live.relayout()
        #expect(close(live.frame(2), CGRect(x: 0, y: 0, width: 300, height: 50)))

        proxy.scrollTo(6)  // Row 6 (300–350) is below the 100–300 region: its bottom meets the bottom.
        live.relayout()
        #expect(close(live.frame(6), CGRect(x: 0, y: 150, width: 300, height: 50)))

        proxy.scrollTo(19, anchor: .top)  // Clamped: the last row cannot reach the top.
        live.relayout()
        #expect(close(live.frame(19), CGRect(x: 0, y: 150, width: 300, height: 50)))

        proxy.scrollTo("missing", anchor: .top)  // Unknown ids leave the offset alone.
        live.relayout()
        #expect(close(live.frame(19), CGRect(x: 0, y: 150, width: 300, height: 50)))
    }

    @Test func scrollPositionScrollsToTheBoundID() {
        let l = layout(ScrollView { rows() }.scrollPosition(id: .constant(Optional(5)), anchor: .top), width: 300, height: 200)
        expectFrame(l, id: 5, CGRect(x: 0, y: 0, width: 300, height: 50))
        let none = layout(ScrollView { rows() }.scrollPosition(id: .constant(Int?.none)), width: 300, height: 200)
        expectFrame(none, id: 0, CGRect(x: 0, y: 0, width: 300, height: 50))
    }

    @Test func contentMarginsInsetTheContent() {
        // Proposed 300 − 2·20 across; placed 20 in; the scrollable extent grows by 40.
        let l = layout(ScrollView { Color.red.frame(height: 50).id("c") }.contentMargins(20).id("s"), width: 300, height: 200)
        expectFrame(l, "c", CGRect(x: 20, y: 20, width: 260, height: 50))
        let h = layout(ScrollView { Color.red.frame(height: 50).id("c") }.contentMargins(.horizontal, 10), width: 300, height: 200)
        expectFrame(h, "c", CGRect(x: 10, y: 0, width: 280, height: 50))
        let bottom = layout(ScrollView { rows() }.contentMargins(.vertical, 30).defaultScrollAnchor(.bottom), width: 300, height: 200)
        expectFrame(bottom, id: 19, CGRect(x: 0, y: 120, width: 300, height: 50))  // 30 above the bottom edge
    }

    @Test func scrollDisabledTakesNoScrolling() {
        #expect(LiveLayout(ScrollView { rows() }, width: 300, height: 200).takesScrolling)
        #expect(!LiveLayout(ScrollView { rows() }.scrollDisabled(true), width: 300, height: 200).takesScrolling)
        var env = EnvironmentValues()
        #expect(env.isScrollEnabled)
        env.isScrollEnabled = false
        #expect(!env.isScrollEnabled)
    }

    @Test func scrollIndicatorsSetTheEnvironment() {
        var env = EnvironmentValues()
        #expect(env.verticalScrollIndicatorVisibility == .automatic)
        let v = EmptyView().scrollIndicators(.hidden, axes: .vertical)
        v.modifier.transform(&env)
        #expect(env.verticalScrollIndicatorVisibility == .hidden)
        #expect(env.horizontalScrollIndicatorVisibility == .automatic)
    }

    // MARK: Drawing

    @Test func drawsClippedToItsFrame() {
        let live = LiveLayout(ScrollView { rows() }.frame(width: 300, height: 200), width: 300, height: 200)
        live.scroll(to: CGPoint(x: 0, y: 120))
        let items = live.displayList
        #expect(clipRects(items) == [CGRect(x: 0, y: 0, width: 300, height: 200)])
        #expect(fillRects(items).first == CGRect(x: 0, y: -120, width: 300, height: 50))
    }

    @Test func badMarginsWarnAndBecomeZero() {
        let warnings = Diagnostics.capture {
            let l = layout(ScrollView { Color.red.frame(height: 50).id("c") }.contentMargins(-5), width: 300, height: 200)
            expectFrame(l, "c", CGRect(x: 0, y: 0, width: 300, height: 50))
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("content margin") == true)
    }
}
