import Foundation
import Testing
@testable import VellumCore

/// Spec section 2.2: shapes. The sizing worked examples are in Fixtures/leaves.json.
@MainActor
struct ShapeTests {
    // Spec 2.2 worked example: Capsule() proposed (100, 50) → (100, 50) with corner radius 25.
    @Test func capsuleFillsProposalWithHalfHeightRadius() {
        #expect(size(Capsule(), 100, 50) == CGSize(width: 100, height: 50))
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(Capsule().path(in: rect) == Path(roundedRect: rect, cornerRadius: 25, style: .circular))
        #expect(Capsule().path(in: rect) != Path(roundedRect: rect, cornerRadius: 20, style: .circular))
    }

    // Spec 2.2: stroked shapes report the same size as the base shape.
    @Test func strokedShapeKeepsSize() {
        #expect(size(Circle().stroke(Color.red, lineWidth: 10), 100, 50) == CGSize(width: 50, height: 50))
        #expect(size(Rectangle().stroke(lineWidth: 4), 70, 30) == CGSize(width: 70, height: 30))
        #expect(size(Capsule().fill(Color.red), 100, 50) == CGSize(width: 100, height: 50))
    }
}
