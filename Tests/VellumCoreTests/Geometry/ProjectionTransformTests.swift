import Foundation
import Testing
@testable import VellumCore

/// `ProjectionTransform`, `CATransform3D` and the matrix `rotation3DEffect` builds.
@Suite struct ProjectionTransformTests {
    @Test func affineInitKeepsTheAffineTransform() {
        let t = ProjectionTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 7))
        #expect(t.isAffine && !t.isIdentity)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 7, y: 10))
    }

    @Test func invertingUndoesAPerspectiveTransform() {
        var t = ProjectionTransform(CATransform3DMakeRotation(.pi / 5, 0, 1, 0))
        t.m13 = -0.004
        let p = CGPoint(x: 30, y: -12)
        let back = p.applying(t).applying(t.inverted())
        #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let inverted = singular.invert()
        #expect(!inverted)
        #expect(singular == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)), "a failed inversion leaves it unchanged")
    }

    /// Core Animation's rotation about z turns clockwise on screen for positive angles,
    /// as `CGAffineTransform(rotationAngle:)` does.
    @Test func rotationAboutZMatchesTheAffineRotation() {
        let t = ProjectionTransform(CATransform3DMakeRotation(0.3, 0, 0, 1))
        let a = CGAffineTransform(rotationAngle: 0.3)
        #expect(t.isAffine)
        for (x, y) in [(a.a, t.m11), (a.b, t.m12), (a.c, t.m21), (a.d, t.m22)] { #expect(abs(x - y) < 1e-12) }
    }

    /// OpenSwiftUI's `_Rotation3DEffect.Data` (and DanceUI's `effectValue(size:)`):
    /// m34 = -perspective / max(width, height). For a 100 × 60 view turned 45° about y,
    /// a point on the left edge (50 points left of the centre) comes nearer: its
    /// w is 1 - 50·sin 45°/100 = 0.646, so it is drawn 1.55 times larger.
    @Test func rotation3DEffectValueIsSwiftUIsProjection() {
        let effect = _Rotation3DEffect(angle: .degrees(45), axis: (0, 1, 0))
        let t = effect.effectValue(size: CGSize(width: 100, height: 60))
        let s = sin(Double.pi / 4)
        let left = t.project(CGPoint(x: 0, y: 0))
        #expect(abs(left.w - (1 - 50 * s / 100)) < 1e-12)
        #expect(abs(left.point.x - (50 - 50 * s / left.w)) < 1e-9)
        #expect(abs(left.point.y - (30 - 30 / left.w)) < 1e-9)
        let right = t.project(CGPoint(x: 100, y: 60))
        #expect(abs(right.w - (1 + 50 * s / 100)) < 1e-12)
        #expect(t.project(CGPoint(x: 50, y: 30)).point == CGPoint(x: 50, y: 30), "the anchor stays put")
    }

    @Test func zeroPerspectiveIsAFlatTurn() {
        let t = _Rotation3DEffect(angle: .degrees(60), axis: (0, 1, 0), perspective: 0).effectValue(size: CGSize(width: 80, height: 80))
        #expect(t.isAffine)
        #expect(abs(t.m11 - 0.5) < 1e-12, "a flat turn squeezes x by cos 60°")
    }
}
