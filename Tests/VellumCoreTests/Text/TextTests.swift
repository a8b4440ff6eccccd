import Foundation
import Testing
@testable import VellumCore

/// Spec section 2.1: Text. The worked examples that are a proposal and a size are in
/// Fixtures/text.json.
@MainActor
struct TextTests {
    // Spec 2.1 worked example: proposed (60, 25) → only one line fits, truncated, ≤ 60 × 20.33.
    @Test func textTruncatesToFittingLines() {
        let s = size(Text("Hello, world"), 60, 25)
        #expect(close(s.height, line))
        #expect(s.width <= 60)
        #expect(s.width > 0)
    }

    // minimumScaleFactor fits both axes (issue "Layout fidelity on real views", item 3;
    // iOS shrinks to the largest scale in [factor, 1] at which the text, wrapped to the
    // width and within its line limit, fits the height too). With the fixed-advance
    // engine a glyph is 8 × s·size/17 wide and a line 61/3 × s·size/17 tall, so each
    // expected scale is a division; the search finds it to within 1/65536 of the range.

    /// One glyph at 200 pt is 94.12 × 239.22; in a 112 × 112 square it shrinks to the
    /// scale where its height is 112: s = 112 / 239.22 = 0.4682, so 44.07 × 112
    /// (CS193p's Memorize card emoji; before, it answered its full height).
    @Test func minimumScaleFactorShrinksATallGlyphIntoASquare() {
        let s = size(Text("X").font(.system(size: 200)).minimumScaleFactor(0.01), 112, 112)
        let scale: CGFloat = 112 / (61.0 / 3 * 200 / 17)
        #expect(abs(s.height - 112) < 0.01 && s.height <= 112, "\(s)")
        #expect(abs(s.width - 8 * 200 / 17 * scale) < 0.01, "\(s)")
    }

    /// "aaaa bbbb cccc dddd" (152 wide) in 80 × 30: at full size one line fits the
    /// height and the text would truncate. Shrunk to s = 30 / (2 × 61/3) = 0.7377 it
    /// wraps to two lines of 9 glyphs, 72·s = 53.11 wide and 30 tall; no larger scale
    /// fits (two lines would be too tall, one line too wide).
    @Test func minimumScaleFactorWrapsBeforeShrinkingFurther() {
        let l = layout(Text("aaaa bbbb cccc dddd").minimumScaleFactor(0.5).id("t"), width: 80, height: 30)
        let s = l.size
        #expect(abs(s.width - 72 * 90 / 122) < 0.01 && abs(s.height - 30) < 0.01, "\(s)")
    }

    /// At a minimum of 0.9 neither two lines (36.6 tall) nor one (136.8 wide) fit: the
    /// text is laid out at the minimum scale and truncated there, one line 18.3 tall.
    @Test func minimumScaleFactorTruncatesOnlyAtTheMinimum() {
        let s = size(Text("aaaa bbbb cccc dddd").minimumScaleFactor(0.9), 80, 30)
        #expect(close(s.height, line * 0.9), "\(s)")
        #expect(s.width <= 80)
    }

    // Spec 2.1: breaks inside a word only when the word is wider than the width.
    @Test func textBreaksLongWord() {
        let s = size(Text("Goldfish"), 30, nil)  // "Goldfish" is 62 wide
        #expect(s.width <= 30)
        #expect(s.width > 0)
        #expect(s.height > line * 1.5)
    }

    // Spec 2.1 lineLimit range forms: the lower bound pads the height to `a` lines.
    @Test func textLineLimitRange() {
        #expect(close(size(Text("Hello, world").lineLimit(2...3), 200, nil), CGSize(width: 96, height: 2 * line)))
        #expect(close(size(Text("Hello, world").lineLimit(3...), 200, nil), CGSize(width: 96, height: 3 * line)))
        #expect(close(size(Text("Hello, world").lineLimit(...1), 60, nil).height, line))
    }
}
