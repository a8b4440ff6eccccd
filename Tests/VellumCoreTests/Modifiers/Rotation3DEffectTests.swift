import Foundation
import Testing
@testable import VellumCore

/// `rotation3DEffect` and `projectionEffect` change drawing, never layout.
@MainActor
@Suite struct Rotation3DEffectTests {
    private let window = CGSize(width: 200, height: 100)

    @Test func layoutIsUnchanged() {
        let plain = ViewLayout(of: Color.red.frame(width: 100, height: 60).id("card"), in: window)
        let turned = ViewLayout(of: Color.red.frame(width: 100, height: 60).id("card")
            .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)), in: window)
        #expect(plain.frame(id: "card") == CGRect(x: 50, y: 20, width: 100, height: 60))
        #expect(turned.frame(id: "card") == plain.frame(id: "card"))
    }

    private func effects<V: View>(_ view: V) -> [DisplayList.Effect] {
        ViewLayout(of: view, in: window).displayList.items.compactMap { if case .begin(let e) = $0 { e } else { nil } }
    }

    /// A turn about z alone is affine: it stays an exact `.transform`, a rotation about
    /// the view's centre (100, 50 here).
    @Test func aTurnAboutZIsAnAffineTransform() {
        let list = effects(Color.red.frame(width: 100, height: 60).rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1)))
        guard case .transform(let t)? = list.first else { Issue.record("\(list)"); return }
        let centre = CGPoint(x: 100, y: 50).applying(t)
        #expect(abs(centre.x - 100) < 1e-9 && abs(centre.y - 50) < 1e-9)
        let corner = CGPoint(x: 150, y: 50).applying(t)
        #expect(abs(corner.x - 100) < 1e-9 && abs(corner.y - 100) < 1e-9, "clockwise on screen: \(corner)")
    }

    @Test func aTurnAboutYIsAProjection() {
        let list = effects(Color.red.frame(width: 100, height: 60).rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0)))
        guard case .projection(let p)? = list.first else { Issue.record("\(list)"); return }
        #expect(!p.isAffine)
        #expect(abs(p.m13 - sin(Double.pi / 6) / 100) < 1e-12, "m13 = sin θ · perspective / max(w, h)")
    }

    @Test func zeroAngleAndProjectionIdentityAddNothing() {
        #expect(effects(Color.red.rotation3DEffect(.zero, axis: (x: 1, y: 0, z: 0))).isEmpty)
        #expect(effects(Color.red.projectionEffect(ProjectionTransform())).isEmpty)
    }

    @Test func nonFiniteInputsAreReplacedAndWarned() {
        let warnings = Diagnostics.capture {
            _ = effects(Color.red.rotation3DEffect(.radians(.nan), axis: (x: 0, y: 1, z: 0), perspective: .infinity))
        }
        #expect(warnings.count == 2, "\(warnings)")
    }
}

/// A card flip as the tutorials write it: tapped, it turns 180° about y with an
/// animation, and half way it is drawn turned 90°.
@MainActor
@Suite struct Rotation3DAnimationTests {
    private struct FlipCard: View {
        @State private var flipped = false
        var body: some View {
            Button("Flip") { withAnimation(.linear(duration: 1)) { flipped.toggle() } }
                .frame(width: 100, height: 60)
                .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        }
    }

    @Test func aFlipTurnsThroughEveryAngle() throws {
        let host = ViewHost(FlipCard(), size: CGSize(width: 200, height: 100))
        try host.tap(text: "Flip")
        host.advance(by: 0.5)
        let projections = host.displayList.items.compactMap { item -> ProjectionTransform? in
            if case .begin(.projection(let p)) = item { p } else { nil }
        }
        let p = try #require(projections.first)
        // At 90° the card is edge-on: every point of a row lands on the same x.
        let (a, b) = (p.project(CGPoint(x: 60, y: 50)).point, p.project(CGPoint(x: 140, y: 50)).point)
        #expect(abs(a.x - b.x) < 1e-9 && abs(a.x - 100) < 1e-9, "\(a) \(b)")
        host.advanceToEnd()
        let end = host.displayList.items.compactMap { item -> ProjectionTransform? in
            if case .begin(.projection(let p)) = item { p } else { nil }
        }.first
        #expect(end.map { abs($0.m11 + 1) < 1e-9 } == true, "mirrored at the end: \(String(describing: end))")
    }
}
