import Foundation
import Testing
@testable import VellumCore

/// A 120×80 pt bitmap image, as in spec 2.4.
private func image() -> Image {
    Image(bitmap: ImageBitmap(pixelWidth: 120, pixelHeight: 80))
}

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

/// Spec section 2.4: Image.
@MainActor
struct ImageSizingTests {
    // MARK: - 2.4 Image

    // Spec 2.4 worked example: a plain 120×80 image is 120 × 80 for any proposal.
    @Test(arguments: [
        ProposedViewSize(width: nil, height: nil), ProposedViewSize(width: 0, height: 0),
        ProposedViewSize(width: .infinity, height: .infinity), ProposedViewSize(width: 300, height: 300),
        ProposedViewSize(width: 10, height: nil),
    ])
    func plainImageIgnoresProposal(_ proposal: ProposedViewSize) {
        #expect(layout(image(), proposal).size == CGSize(width: 120, height: 80))
    }

    // Spec 2.4: natural size = pixel size ÷ image scale.
    @Test func imageScaleDividesPixels() {
        let img = Image(bitmap: ImageBitmap(pixelWidth: 240, pixelHeight: 160, scale: 2))
        #expect(size(img, 10, 10) == CGSize(width: 120, height: 80))
    }

    // Spec 2.4 worked example: .resizable() proposed (300, 300) → 300 × 300 (stretched).
    @Test func resizableImageStretches() {
        #expect(size(image().resizable(), 300, 300) == CGSize(width: 300, height: 300))
    }

    // Spec 2.4 worked example: .resizable() proposed (300, nil) → 300 × 80.
    @Test func resizableImageNilAxisIsNatural() {
        #expect(size(image().resizable(), 300, nil) == CGSize(width: 300, height: 80))
        #expect(size(image().resizable(), nil, nil) == CGSize(width: 120, height: 80))
    }

    // Spec 2.4: a resizable image is never smaller than its cap insets (0 without caps).
    @Test func resizableImageMinimumIsCapInsets() {
        #expect(size(image().resizable(), 0, 0) == .zero)
        let capped = image().resizable(capInsets: EdgeInsets(top: 5, leading: 10, bottom: 6, trailing: 20))
        #expect(size(capped, 0, 0) == CGSize(width: 30, height: 11))
        #expect(size(capped, 200, 100) == CGSize(width: 200, height: 100))
    }

    // Spec 2.4 worked example: .resizable().scaledToFit() proposed (300, 300): ratio 1.5,
    // scale min(2.5, 3.75) = 2.5 → image proposed (300, 200) → 300 × 200.
    @Test func resizableImageScaledToFit() {
        let l = layout(image().resizable().id("img").scaledToFit(), width: 300, height: 300)
        #expect(l.size == CGSize(width: 300, height: 200))
        #expect(l.element(id: "img")?.proposal == ProposedViewSize(width: 300, height: 200))
        #expect(l.frame(id: "img") == CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    // Spec 2.4 worked example: .resizable().scaledToFill() proposed (300, 300):
    // scale max(2.5, 3.75) = 3.75 → 450 × 300.
    @Test func resizableImageScaledToFill() {
        let l = layout(image().resizable().id("img").scaledToFill(), width: 300, height: 300)
        #expect(l.size == CGSize(width: 450, height: 300))
        #expect(l.element(id: "img")?.proposal == ProposedViewSize(width: 450, height: 300))
    }
}
