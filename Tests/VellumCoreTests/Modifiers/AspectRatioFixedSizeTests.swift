import Foundation
import Testing
@testable import VellumCore

private let hello = "Hello, world"  // 96 × 20.33 with the spec metrics

/// Five lines of "world abcdef" (42 + 8 + 48 = 98 wide each) when wrapped at 100.
private let paragraph = Array(repeating: "world abcdef", count: 5).joined(separator: " ")

/// Spec sections 4.4 (fixedSize) and 4.6 (aspectRatio, scaledToFit, scaledToFill).
@MainActor
struct AspectRatioFixedSizeTests {
    // MARK: - 4.4 fixedSize

    // Spec 4.4 worked example: Text 96×20.33 .fixedSize().frame(width: 50): the fixedSize
    // modifier is 96 × 20.33; the frame is 50 × 20.33 and centres it at x = −23.
    @Test func fixedSizeOverflowsFixedFrame() {
        let l = layout(Text(hello).id("t").fixedSize().id("f").frame(width: 50), width: 300, height: 300)
        #expect(close(l.size, CGSize(width: 50, height: line)))
        #expect(close(l.frame(id: "f"), CGRect(x: -23, y: 0, width: 96, height: line)))
        // The child is centred in the modifier's bounds, which equal its size.
        #expect(close(l.frame(id: "t"), CGRect(x: -23, y: 0, width: 96, height: line)))
        #expect(l.element(id: "t")?.proposal == .unspecified)
    }

    // Spec 4.4 worked example: .fixedSize(horizontal: false, vertical: true) on a 5-line
    // paragraph in a 100×30 frame: proposed (100, nil) → all 5 lines (98 × 101.7),
    // overflowing vertically.
    @Test func fixedVerticalParagraphOverflows() {
        let v = Text(paragraph).id("t").fixedSize(horizontal: false, vertical: true).frame(width: 100, height: 30)
        let l = layout(v, width: 300, height: 300)
        #expect(l.size == CGSize(width: 100, height: 30))
        #expect(l.element(id: "t")?.proposal == ProposedViewSize(width: 100, height: nil))
        #expect(close(l.frame(id: "t")?.size ?? .zero, CGSize(width: 98, height: 5 * line)))
        #expect(close(l.frame(id: "t")?.size.height ?? 0, 101.667))
        #expect(close(l.frame(id: "t"), CGRect(x: 1, y: (30 - 5 * line) / 2, width: 98, height: 5 * line)))
    }

    // Contrast for the 4.4 example: without fixedSize the 30-point height shows one line.
    @Test func paragraphWithoutFixedSizeIsTruncated() {
        let l = layout(Text(paragraph).id("t").frame(width: 100, height: 30), width: 300, height: 300)
        #expect(close(l.frame(id: "t")?.height ?? 0, line))
    }

    // Spec 4.4: proposal to child is nil on each fixed axis, the parent's value on the others.
    @Test func fixedHorizontalOnly() {
        let l = layout(Text(hello).id("t").fixedSize(horizontal: true, vertical: false), width: 50, height: 100)
        #expect(close(l.size, CGSize(width: 96, height: line)))
        #expect(l.element(id: "t")?.proposal == ProposedViewSize(width: nil, height: 100))
    }

    // Spec 4.4: ideal = min = max on fixed axes = the child's ideal.
    @Test func fixedSizeIdealEqualsMinEqualsMax() {
        let v = Color.red.fixedSize()
        #expect(size(v, 0, 0) == CGSize(width: 10, height: 10))
        #expect(size(v, nil, nil) == CGSize(width: 10, height: 10))
        #expect(size(v, .infinity, .infinity) == CGSize(width: 10, height: 10))
        let vertical = Color.red.fixedSize(horizontal: false, vertical: true)
        #expect(size(vertical, 0, 0) == CGSize(width: 0, height: 10))
        #expect(size(vertical, 300, 300) == CGSize(width: 300, height: 10))
    }

    // MARK: - 4.6 aspectRatio

    // Spec 4.6 worked example: Color.pink.aspectRatio(16/9, .fit) proposed (320, 320) →
    // R = (1.778, 1), s = min(180, 320) = 180 → proposes (320, 180) → 320 × 180.
    @Test func fitSixteenByNine() {
        let l = layout(Color.pink.id("c").aspectRatio(16 / 9, contentMode: .fit), width: 320, height: 320)
        #expect(close(l.size, CGSize(width: 320, height: 180)))
        let p = l.element(id: "c")?.proposal
        #expect(close(p?.width ?? 0, 320))
        #expect(close(p?.height ?? 0, 180))
    }

    // Spec 4.6 worked example: .fill → s = 320 → 568.9 × 320.
    @Test func fillSixteenByNine() {
        let l = layout(Color.pink.id("c").aspectRatio(16 / 9, contentMode: .fill), width: 320, height: 320)
        let width: CGFloat = 320.0 * 16 / 9  // 568.89
        #expect(close(l.size, CGSize(width: width, height: 320)))
        #expect(abs(l.size.width - 568.9) < 0.05)
        let p = l.element(id: "c")?.proposal
        #expect(close(p?.width ?? 0, width))
        #expect(p?.height == 320)
        #expect(close(l.frame(id: "c"), CGRect(x: 0, y: 0, width: width, height: 320)))
    }

    // Spec 4.6 worked example: proposed (320, nil) fit → 320 × 180 (.fit with one nil axis
    // uses the other axis).
    @Test func fitWithNilHeight() {
        #expect(close(size(Color.pink.aspectRatio(16 / 9, contentMode: .fit), 320, nil), CGSize(width: 320, height: 180)))
        #expect(close(size(Color.pink.aspectRatio(16 / 9, contentMode: .fit), nil, 90), CGSize(width: 160, height: 90)))
    }

    // Spec 4.6 worked example: proposed (nil, nil) → 10 × 10 (passed through unchanged).
    @Test func unspecifiedPassesThrough() {
        let l = layout(Color.pink.id("c").aspectRatio(16 / 9, contentMode: .fit), width: nil, height: nil)
        #expect(l.size == CGSize(width: 10, height: 10))
        #expect(l.element(id: "c")?.proposal == .unspecified)
    }

    // Spec 10.13 leaves .fill with one nil axis unverified (OSUI proposes infinity).
    // Vellum lets the proposed axis set the scale, so the answer stays finite:
    // (320, nil) → s = 320 / 1.778 = 180 → the Color is proposed (320, 180).
    @Test func fillWithNilAxisUsesTheProposedAxis() {
        let l = layout(Color.pink.id("c").aspectRatio(16 / 9, contentMode: .fill), width: 320, height: nil)
        #expect(close(l.element(id: "c")?.frame, CGRect(x: 0, y: 0, width: 320, height: 180)))
        #expect(close(l.size, CGSize(width: 320, height: 180)))
        // A rigid child keeps its own size whatever it is proposed.
        #expect(size(Text(hello).aspectRatio(16 / 9, contentMode: .fill), 320, nil) == CGSize(width: 96, height: line))
    }

    // Spec 4.6: the modifier does not force the ratio; a child that ignores proposals
    // (Text) keeps its own size.
    @Test func textKeepsItsOwnSize() {
        let l = layout(Text(hello).id("t").aspectRatio(1, contentMode: .fit), width: 300, height: 300)
        #expect(close(l.size, CGSize(width: 96, height: line)))
        #expect(l.element(id: "t")?.proposal == ProposedViewSize(width: 300, height: 300))
    }

    // Spec 4.6 step 2: with no ratio, R = the child's ideal size.
    @Test func noRatioUsesChildIdealSize() {
        let v = Color.red.frame(idealWidth: 30, idealHeight: 10).aspectRatio(contentMode: .fit)
        // R = (30, 10); sx = 300/30 = 10, sy = 300/10 = 30 → fit s = 10 → (300, 100).
        #expect(size(v, 300, 300) == CGSize(width: 300, height: 100))
        // fill s = 30 → (900, 300).
        #expect(size(Color.red.frame(idealWidth: 30, idealHeight: 10).aspectRatio(contentMode: .fill), 300, 300)
            == CGSize(width: 900, height: 300))
    }

    // Spec 4.6 via scaledToFit/scaledToFill on a plain Color (ideal 10×10, so R = (1, 1)).
    @Test func scaledToFitSquare() {
        #expect(size(Color.red.scaledToFit(), 300, 200) == CGSize(width: 200, height: 200))
        #expect(size(Color.red.scaledToFill(), 300, 200) == CGSize(width: 300, height: 300))
    }

    // MARK: - Hostile input

    /// `.fill` with a ratio of zero width (a Spacer's ideal size in a VStack is 0 × 20)
    /// once proposed (0, ∞) in a 320 × 480 window; the finite scale decides: (0, 480).
    @Test func fillWithAZeroWidthRatioStaysFinite() {
        let l = layout(VStack { Spacer(minLength: 20).id("s").aspectRatio(contentMode: .fill).id("a") }, width: 320, height: 480)
        #expect(l.element(id: "s")?.proposal == ProposedViewSize(width: 0, height: 480))
        #expect(l.frame(id: "a")?.size == CGSize(width: 0, height: 480))
    }

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
