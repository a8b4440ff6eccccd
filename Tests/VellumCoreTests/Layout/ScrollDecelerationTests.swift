import Foundation
import Testing
@testable import VellumCore

/// A flicked scroll view coasts on the host's clock, slowing as UIScrollView's normal
/// deceleration does (`UIScrollView.DecelerationRate.normal`: the velocity is multiplied
/// by 0.998 each millisecond).
@MainActor
struct ScrollDecelerationTests {
    private struct Rows: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<100) { Color.blue.frame(height: 40).id($0) }
                }
            }
            .id("list")
        }
    }

    private func offset(_ host: ViewHost) throws -> CGFloat {
        -(try #require(host.layout.frame(id: 0)).minY)
    }

    @Test func aFlickCoastsAndSlowsToAStop() throws {
        let host = ViewHost(Rows(), size: CGSize(width: 200, height: 300))
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
        let host = ViewHost(Rows(), size: CGSize(width: 200, height: 300))
        try host.drag(id: "list", by: CGSize(width: 0, height: 100), steps: 10)  // down, past the top
        host.advanceToEnd()
        #expect(try offset(host) == 0)
        #expect(!host.isAnimating)
    }

    @Test func aNewTouchStopsTheCoasting() throws {
        let host = ViewHost(Rows(), size: CGSize(width: 200, height: 300))
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
