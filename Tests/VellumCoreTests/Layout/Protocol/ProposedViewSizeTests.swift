import Foundation
import Testing
@testable import VellumCore

/// Spec section 1: ProposedViewSize, its constants and `replacingUnspecifiedDimensions`. The
/// worked examples of a leaf's answers are in Fixtures/proposal.json.
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
}
