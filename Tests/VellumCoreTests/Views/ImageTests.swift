import Foundation
import Testing
@testable import VellumCore

/// Images (spec 2.4); the sizing worked examples are in Fixtures/leaves.json.
@MainActor
struct ImageTests {
    // MARK: Hostile input

    /// A bitmap's scale that would make its size in points infinite is 1: Int.max pixels
    /// at scale 1e-300 once made a resizable image in a List infinitely tall (fuzz seed 3822).
    @Test func scaleThatOverflowsTheSizeIsOne() {
        let bitmap = ImageBitmap(pixelWidth: 4, pixelHeight: .max, scale: 1e-300)
        #expect(bitmap.scale == 1)
        #expect(bitmap.size == CGSize(width: 4, height: CGFloat(Int.max)))
        #expect(ImageBitmap(pixelWidth: 4, pixelHeight: 2, scale: 1e-300).scale == 1e-300)  // 4e300 × 2e300 points: finite
        #expect(ImageBitmap(pixelWidth: 4, pixelHeight: 2, scale: -2).scale == 1)
    }
}
