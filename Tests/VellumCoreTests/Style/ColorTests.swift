import Foundation
import Testing
@testable import VellumCore

/// Spec section 2.3: Color.
@MainActor
struct ColorTests {
    // MARK: - 2.3 Color

    // Spec 2.3 worked example: Color.red proposed (nil, 40) → 10 × 40.
    @Test func colorNilWidth() {
        #expect(size(Color.red, nil, 40) == CGSize(width: 10, height: 40))
    }

    // Spec 2.3 worked example: inside VStack { Color.red } proposed 300 × 400 → 300 × 400.
    @Test func colorInVStackFills() {
        let l = layout(VStack { Color.red.id("c") }, width: 300, height: 400)
        #expect(l.size == CGSize(width: 300, height: 400))
        #expect(l.frame(id: "c") == CGRect(x: 0, y: 0, width: 300, height: 400))
    }

    // Spec 2.3: minimum 0, maximum infinity.
    @Test func colorMinAndMax() {
        #expect(size(Color.red, 0, 0) == .zero)
        #expect(size(Color.red, .infinity, 5) == CGSize(width: CGFloat.infinity, height: 5))
    }
}
