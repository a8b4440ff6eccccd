import Foundation
import Testing
@testable import VellumCore

// Spec section 5.2: ZStack. The worked examples (a tree, a proposal and frames) are in
// Fixtures/zstack.json.

private enum SpecZTopID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

extension VerticalAlignment {
    fileprivate static let specZTop = VerticalAlignment(SpecZTopID.self)
}

@MainActor
struct ZStackTests {
    @Test func emptyZStackIsZero() {
        // Spec 5.2: an empty ZStack is (0, 0).
        #expect(close(size(ZStack {}, 100, 100), .zero))
        #expect(close(size(ZStack { EmptyView() }, nil, nil), .zero))
    }

    @Test func exportsMeanOfCustomGuides() {
        // Spec 4.9: a ZStack is a multi-child container, so its explicit value for a custom
        // guide is the mean of its children's: both are centred at y 0 in the 10-tall
        // ZStack, values 4 and 6 → 5. The reference (default 0) lands at y 5.
        let v = HStack(alignment: .specZTop, spacing: 0) {
            Color.red.frame(width: 10, height: 30).id("ref")
            ZStack {
                Color.blue.frame(width: 10, height: 10).alignmentGuide(.specZTop) { _ in 4 }
                Color.blue.frame(width: 10, height: 10).alignmentGuide(.specZTop) { _ in 6 }
            }.id("z")
        }
        let l = layout(v, width: nil, height: nil)
        expectFrame(l, "ref", CGRect(x: 0, y: 5, width: 10, height: 30))
        expectFrame(l, "z", CGRect(x: 10, y: 0, width: 10, height: 10))
    }
}
