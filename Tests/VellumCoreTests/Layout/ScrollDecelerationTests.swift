import Foundation
import Testing
@testable import VellumCore

/// `count` rows of 40 points in a scroll view marked "list".
private struct Rows: View {
    let count: Int
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { Color.blue.frame(height: 40).id($0) }
            }
        }
        .id("list")
    }
}

/// A flicked scroll view coasts on the host's clock, slowing as UIScrollView's normal
/// deceleration does (`UIScrollView.DecelerationRate.normal`: the velocity is multiplied
/// by 0.998 each millisecond).
@MainActor
struct ScrollDecelerationTests {
    private func offset(_ host: ViewHost) throws -> CGFloat {
        -(try #require(host.layout.frame(id: 0)).minY)
    }

    @Test func aFlickCoastsAndSlowsToAStop() throws {
        let host = ViewHost(Rows(count: 100), size: CGSize(width: 200, height: 300))
        // 100 points up in 10 steps 1/60 s apart: the finger leaves at 600 points a second.
        try host.drag(id: "list", by: CGSize(width: 0, height: -100), steps: 10)
        let lifted = try offset(host)
        #expect(lifted == 100)
        #expect(host.isAnimating)
        host.advance(by: 0.1)
        let early = try offset(host)
        // After 0.1 s the content has coasted v·(1 − 0.998^100)/(1000·ln(1/0.998)).
        let expectedEarly = 100 + 600 * ScrollDeceleration.distance(after: 0.1)
        #expect(abs(early - expectedEarly) < 0.01)
        host.advanceToEnd()
        #expect(!host.isAnimating)
        // In all, about 0.4995 s of the starting velocity (less the last point a second).
        let final = try offset(host)
        #expect(abs(final - (100 + 600 * 0.4995)) < 1)
    }

    @Test func theContentStopsAtItsEnd() throws {
        let host = ViewHost(Rows(count: 100), size: CGSize(width: 200, height: 300))
        try host.drag(id: "list", by: CGSize(width: 0, height: 100), steps: 10)  // down, past the top
        host.advanceToEnd()
        #expect(try offset(host) == 0)
        #expect(!host.isAnimating)
    }

    @Test func aNewTouchStopsTheCoasting() throws {
        let host = ViewHost(Rows(count: 100), size: CGSize(width: 200, height: 300))
        try host.drag(id: "list", by: CGSize(width: 0, height: -100), steps: 10)
        host.advance(by: 0.05)
        // A finger that drags again takes over (one that only rests does not, in Vellum).
        let touch = try host.touchDown(id: "list")
        try touch.move(by: CGSize(width: 0, height: -20))
        let held = try offset(host)
        host.advance(by: 0.5)
        #expect(try offset(host) == held)
        try touch.hold(for: 0.2)
        try touch.lift()
    }
}

/// Pulled past its top, a scroll view's content resists (Grant Paul's measured
/// UIScrollView band, `(1 − 1/(x·0.55/d + 1))·d`) and springs back when let go.
@MainActor
struct ScrollRubberBandTests {
    @Test func pulledPastTheTopItResistsThenSpringsBack() throws {
        let host = ViewHost(Rows(count: 20), size: CGSize(width: 200, height: 300))
        let touch = try host.touchDown(id: "list")
        try touch.move(by: CGSize(width: 0, height: 150))  // 150 points down, from the top
        // The gesture's translation counts from the touch-down: a pull of 150 points on a
        // view 300 tall.
        let pulled = try #require(host.layout.frame(id: 0)).minY
        let stretch: CGFloat = 150 * 0.55 / 300
        let band: CGFloat = (1 - 1 / (stretch + 1)) * 300
        #expect(abs(pulled - band) < 0.01)
        #expect(pulled < 150)
        try touch.hold(for: 0.1)
        try touch.lift()
        #expect(host.isAnimating)
        host.advance(by: 0.1)
        let returning = try #require(host.layout.frame(id: 0)).minY
        #expect(returning > 0 && returning < pulled)
        host.advanceToEnd()
        #expect(try #require(host.layout.frame(id: 0)).minY == 0)
        #expect(!host.isAnimating)
    }

    @Test func scrollingToAnOffsetStaysClamped() throws {
        let host = ViewHost(Rows(count: 20), size: CGSize(width: 200, height: 300))
        try host.scroll(id: "list", to: CGPoint(x: 0, y: -50))
        #expect(try #require(host.layout.frame(id: 0)).minY == 0)
    }
}
