import Foundation
import Testing
@testable import VellumCore

/// Spec section 2.2: shapes.
@MainActor
struct ShapeTests {
    // MARK: - 2.2 Shapes

    // Spec 2.2 worked example: Circle() proposed (100, 50) → (50, 50).
    @Test func circleIsSquareOfShorterSide() {
        #expect(size(Circle(), 100, 50) == CGSize(width: 50, height: 50))
    }

    // Spec 2.2 worked example: Circle() proposed (nil, 40) → (10, 10) because min(10, 40) = 10.
    @Test func circleNilAxisIsTen() {
        #expect(size(Circle(), nil, 40) == CGSize(width: 10, height: 10))
    }

    // Spec 2.2 worked example: Capsule() proposed (100, 50) → (100, 50) with corner radius 25.
    @Test func capsuleFillsProposalWithHalfHeightRadius() {
        #expect(size(Capsule(), 100, 50) == CGSize(width: 100, height: 50))
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(Capsule().path(in: rect) == Path(roundedRect: rect, cornerRadius: 25, style: .circular))
        #expect(Capsule().path(in: rect) != Path(roundedRect: rect, cornerRadius: 20, style: .circular))
    }

    // Spec 2.2: Rectangle, RoundedRectangle, Capsule, Ellipse fill the proposal;
    // ideal 10×10, minimum 0, maximum infinite.
    @Test func fillingShapesIdealMinMax() {
        func check<S: Shape>(_ shape: S) {
            #expect(size(shape, nil, nil) == CGSize(width: 10, height: 10))
            #expect(size(shape, 0, 0) == .zero)
            #expect(size(shape, .infinity, .infinity) == CGSize(width: CGFloat.infinity, height: .infinity))
            #expect(size(shape, 123, 45) == CGSize(width: 123, height: 45))
        }
        check(Rectangle())
        check(RoundedRectangle(cornerRadius: 8))
        check(Capsule())
        check(Ellipse())
    }

    // Spec 2.2: stroked shapes report the same size as the base shape.
    @Test func strokedShapeKeepsSize() {
        #expect(size(Circle().stroke(Color.red, lineWidth: 10), 100, 50) == CGSize(width: 50, height: 50))
        #expect(size(Rectangle().stroke(lineWidth: 4), 70, 30) == CGSize(width: 70, height: 30))
        #expect(size(Capsule().fill(Color.red), 100, 50) == CGSize(width: 100, height: 50))
    }
}
