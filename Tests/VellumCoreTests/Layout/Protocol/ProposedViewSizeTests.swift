import Foundation
import Testing
@testable import VellumCore

/// Spec section 1: ProposedViewSize, its constants and `replacingUnspecifiedDimensions`.
@MainActor
struct ProposedViewSizeTests {
    // Spec 1, "Definition": .zero = (0,0), .infinity = (inf,inf), .unspecified = (nil,nil).
    @Test func constants() {
        #expect(ProposedViewSize.zero.width == 0)
        #expect(ProposedViewSize.zero.height == 0)
        #expect(ProposedViewSize.infinity.width == .infinity)
        #expect(ProposedViewSize.infinity.height == .infinity)
        #expect(ProposedViewSize.unspecified.width == nil)
        #expect(ProposedViewSize.unspecified.height == nil)
        #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
    }

    // Spec 1: the default argument of replacingUnspecifiedDimensions is 10×10.
    @Test func replacingUnspecifiedDefaultsToTen() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: nil, height: 50).replacingUnspecifiedDimensions() == CGSize(width: 10, height: 50))
        #expect(ProposedViewSize(width: 70, height: nil).replacingUnspecifiedDimensions() == CGSize(width: 70, height: 10))
    }

    // Spec 1: every nil axis is replaced by the matching axis of the argument.
    @Test func replacingUnspecifiedUsesArgumentPerAxis() {
        let by = CGSize(width: 33, height: 44)
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: by) == CGSize(width: 33, height: 44))
        #expect(ProposedViewSize(width: 5, height: nil).replacingUnspecifiedDimensions(by: by) == CGSize(width: 5, height: 44))
        #expect(ProposedViewSize(width: nil, height: 6).replacingUnspecifiedDimensions(by: by) == CGSize(width: 33, height: 6))
    }

    // Spec 1: `infinity` and `0` pass through unchanged.
    @Test func zeroAndInfinityPassThrough() {
        #expect(ProposedViewSize.zero.replacingUnspecifiedDimensions() == .zero)
        #expect(ProposedViewSize.infinity.replacingUnspecifiedDimensions() == CGSize(width: CGFloat.infinity, height: .infinity))
        #expect(ProposedViewSize(width: 0, height: .infinity).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 1))
            == CGSize(width: 0, height: CGFloat.infinity))
    }

    // Spec 1, worked example: Rectangle() proposed (nil, 50) → (10, 50).
    @Test func rectangleNilWidth() {
        #expect(size(Rectangle(), nil, 50) == CGSize(width: 10, height: 50))
    }

    // Spec 1, worked example: Rectangle() proposed .zero → (0, 0).
    @Test func rectangleZero() {
        #expect(size(Rectangle(), 0, 0) == CGSize(width: 0, height: 0))
    }

    // Spec 1, worked example: Rectangle() proposed .infinity → (inf, inf)
    // ("Views that fill their proposal answer an infinity proposal with infinity").
    @Test func rectangleInfinity() {
        let s = size(Rectangle(), .infinity, .infinity)
        #expect(s.width == .infinity)
        #expect(s.height == .infinity)
    }

    // Spec 1, worked example: Rectangle() proposed (200, 100) → (200, 100).
    @Test func rectangleFinite() {
        #expect(size(Rectangle(), 200, 100) == CGSize(width: 200, height: 100))
    }

    // Spec 1, "Special cases": a leaf with no layout of its own answers
    // proposal.replacingUnspecifiedDimensions(), so its ideal size is 10×10.
    @Test func fillingLeafIdealIsTenByTen() {
        #expect(size(Rectangle(), nil, nil) == CGSize(width: 10, height: 10))
        #expect(size(Color.red, nil, nil) == CGSize(width: 10, height: 10))
    }

    // Spec 0.4/1: the root is placed with the proposal it was sized with.
    @Test func rootIsPlacedWithItsProposal() {
        let l = layout(Rectangle().id("r"), width: nil, height: 50)
        #expect(l.element(id: "r")?.proposal == ProposedViewSize(width: nil, height: 50))
        #expect(l.frame(id: "r") == CGRect(x: 0, y: 0, width: 10, height: 50))
    }
}
