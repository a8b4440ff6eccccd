import Foundation
import Testing
@testable import VellumCore

/// Spec sections 4.4 (fixedSize) and 4.6 (aspectRatio, scaledToFit, scaledToFill). The
/// worked examples (a tree, a proposal and frames) are in Fixtures/fixed-size-aspect-ratio.json.
@MainActor
struct AspectRatioFixedSizeTests {
    // MARK: - Hostile input

    /// A bitmap 0 pixels wide in a vertical scroll view, proposed (320, nil): its zero
    /// width decides no scale and the nil height none, so the image is proposed (0, nil)
    /// and is its natural 0 × 7, where it was once proposed (0, ∞) (fuzz seed 2732).
    @Test func zeroWidthRatioWithANilHeightKeepsTheNaturalHeight() {
        let image = Image(bitmap: ImageBitmap(pixelWidth: 0, pixelHeight: 7)).resizable()
        let l = layout(ScrollView { image.id("i").aspectRatio(contentMode: .fill) }, width: 320, height: 480)
        #expect(l.element(id: "i")?.proposal == ProposedViewSize(width: 0, height: nil))
        #expect(l.frame(id: "i")?.size == CGSize(width: 0, height: 7))
    }
}
