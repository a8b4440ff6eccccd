import Foundation
import Testing
@testable import VellumCore

/// A card that grows into a detail view, written as the matchedGeometryEffect tutorials
/// write it.
private struct ExpandingCard: View {
    @Namespace private var shapes
    @State private var isOpen = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear
            if isOpen {
                Color.orange
                    .matchedGeometryEffect(id: "card", in: shapes)
                    .frame(width: 200, height: 100)
                    .offset(x: 100, y: 50)
            } else {
                Color.orange
                    .matchedGeometryEffect(id: "card", in: shapes)
                    .frame(width: 40, height: 20)
            }
            Button("Toggle") { withAnimation(.linear(duration: 1)) { isOpen.toggle() } }
                .offset(y: 150)
        }
    }
}

/// The rectangles the orange fills cover, in window coordinates, transforms applied.
@MainActor
private func orangeRects(_ host: ViewHost) -> [CGRect] {
    var stack: [CGAffineTransform] = [.identity]
    var rects: [CGRect] = []
    for item in host.displayList(scale: 4).items {
        switch item {
        case .begin(.transform(let t)): stack.append(t.concatenating(stack.last!))
        case .begin: stack.append(stack.last!)
        case .end: stack.removeLast()
        case .fill(let path, .color(let color), _) where color == .orange:
            rects.append(transformed(path.boundingRect, stack.last!))
        default: break
        }
    }
    return rects
}

/// A rectangle under a scale-and-move transform (no rotation).
private func transformed(_ r: CGRect, _ t: CGAffineTransform) -> CGRect {
    CGRect(x: t.a * r.minX + t.tx, y: t.d * r.minY + t.ty, width: t.a * r.width, height: t.d * r.height)
}

@MainActor
struct MotionContainerTests {
    private let window = CGSize(width: 400, height: 300)

    /// Midway through the hand-over, both cards are drawn at the frame half way between
    /// the small card's and the large card's.
    @Test func matchedGeometryFramesMeetMidway() throws {
        let host = ViewHost(ExpandingCard(), size: window)
        let small = try #require(orangeRects(host).first)
        try host.tap(text: "Toggle")
        let large = try #require(host.layout.root.flattened.first { $0.label == "Color.orange" }).frame
        #expect(small.size == CGSize(width: 40, height: 20))
        #expect(large.size == CGSize(width: 200, height: 100))
        host.advance(by: 0.5)
        let midway = CGRect(x: (small.minX + large.minX) / 2, y: (small.minY + large.minY) / 2,
                            width: (small.width + large.width) / 2, height: (small.height + large.height) / 2)
        let drawn = orangeRects(host)
        #expect(drawn.count == 2)  // the old card fading out, the new one fading in
        for rect in drawn {
            #expect(abs(rect.minX - midway.minX) < 0.01 && abs(rect.minY - midway.minY) < 0.01)
            #expect(abs(rect.width - midway.width) < 0.01 && abs(rect.height - midway.height) < 0.01)
        }
        host.advanceToEnd()
        #expect(orangeRects(host) == [large])
    }

    /// A `KeyframeTimeline` reads its tracks at any time: linear, then a move, then cubic.
    @Test func keyframeTimelineValues() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(100.0, duration: 1)
                MoveKeyframe(50.0)
                LinearKeyframe(0.0, duration: 0.5, timingCurve: .easeIn)
            }
        }
        #expect(timeline.duration == 1.5)
        #expect(abs(timeline.value(time: 0.25) - 25) < 1e-9)
        #expect(timeline.value(time: 1.0) == 50)  // the move happened at 1 s
        #expect(abs(timeline.value(time: 1.25) - 50 * (1 - UnitCurve.easeIn.value(at: 0.5))) < 1e-12)
        #expect(timeline.value(time: 99) == 0)
        #expect(timeline.value(progress: 0) == 0)
    }

    /// A `KeyframeAnimator` plays its track when the trigger changes: the content runs
    /// with the value at each step of the host's clock, and ends at the last keyframe.
    @Test func keyframeAnimatorValueTrack() throws {
        let host = ViewHost(Bouncer(), size: window)
        #expect(host.contains(text: "scale 1.00"))
        try host.tap(text: "Like")
        #expect(host.isAnimating)
        host.advance(by: 0.1)
        #expect(host.contains(text: "scale 1.25"))  // half way through the first keyframe
        host.advance(by: 0.1)
        #expect(host.contains(text: "scale 1.50"))
        host.advance(by: 0.2)
        #expect(host.contains(text: "scale 1.25"))
        host.advanceToEnd()
        #expect(host.contains(text: "scale 1.00"))
        #expect(!host.isAnimating)
    }

    /// A `PhaseAnimator` with a trigger runs through every phase once, each when the
    /// animation of the one before completes, and ends at the first phase.
    @Test func phaseAnimatorRunsThroughItsPhases() throws {
        let host = ViewHost(Phases(), size: window)
        #expect(host.contains(text: "phase 0"))
        try host.tap(text: "Run")
        #expect(host.contains(text: "phase 1"))
        host.advance(by: 0.5)
        #expect(host.contains(text: "phase 2"))
        host.advance(by: 0.5)
        #expect(host.contains(text: "phase 0"))
        host.advance(by: 2)
        #expect(host.contains(text: "phase 0"))
    }

    /// With no trigger, a phase animator cycles for as long as it is shown; exporting
    /// frames of it stops at the duration asked for.
    @Test func cyclingPhaseAnimatorIsBounded() throws {
        let host = ViewHost(PhaseAnimator([0, 1, 2]) { Text("cycle \($0)") } animation: { _ in .linear(duration: 0.5) }, size: window)
        #expect(host.contains(text: "cycle 1"))
        host.advance(by: 0.5)
        #expect(host.contains(text: "cycle 2"))
        host.advance(by: 1)
        #expect(host.contains(text: "cycle 1"))
        #expect(try host.frames(duration: 1, fps: 4).count == 5)
    }
}

private struct Bouncer: View {
    @State private var likes = 0

    var body: some View {
        VStack {
            KeyframeAnimator(initialValue: 1.0, trigger: likes) { scale in
                Text("scale \(scale, specifier: "%.2f")")
            } keyframes: { _ in
                KeyframeTrack {
                    LinearKeyframe(1.5, duration: 0.2)
                    LinearKeyframe(1.0, duration: 0.4)
                }
            }
            Button("Like") { likes += 1 }
        }
    }
}

private struct Phases: View {
    @State private var runs = 0

    var body: some View {
        VStack {
            PhaseAnimator([0, 1, 2], trigger: runs) { phase in
                Text("phase \(phase)")
            } animation: { _ in .easeInOut(duration: 0.5) }
            Button("Run") { runs += 1 }
        }
    }
}

extension ViewLayout.Element {
    /// This element and all below it, depth first.
    var flattened: [ViewLayout.Element] { [self] + children.flatMap(\.flattened) }
}
