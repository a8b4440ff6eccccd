import Foundation
import Testing
import VellumCore
@testable import VellumText

/// Right-to-left text: shaped by DejaVu Sans (Inter has no Arabic or Hebrew), ordered
/// by the Unicode bidi algorithm.
@Suite struct BidiTests {
    /// "دار" (dal, alef, reh) has no joining letters, so its glyphs are the nominal ones,
    /// and right to left they appear reversed: reh, alef, dal.
    @Test func arabicInsideEnglishIsReversed() {
        let result = layout("Hello دار world")
        #expect(result.strings == ["Hello دار world"])
        let runs = result.runs
        #expect(runs.map(\.font.path) == [FontPaths.interRegular, FontPaths.dejaVuSans, FontPaths.interRegular])
        let expected = ["\u{0631}", "\u{0627}", "\u{062F}"].map { nominalGlyph(Unicode.Scalar($0)!, in: FontPaths.dejaVuSans) }
        // The space after the Arabic stays in its face, and is left to right again.
        #expect(runs[1].glyphs.prefix(3).map(Optional.some) == expected)
        #expect(runs[1].glyphs.last == nominalGlyph(" ", in: FontPaths.dejaVuSans))
        // Left to right: "Hello " then the Arabic, then " world".
        #expect(runs[0].positions[0].x == 0)
        #expect(runs[1].positions[0].x > runs[0].positions.last!.x)
        #expect(runs[2].positions[0].x > runs[1].positions.last!.x)
        #expect(runs[0].glyphs.prefix(5) == layout("Hello").runs[0].glyphs[...])
    }

    /// Joining Arabic takes contextual forms: "مرحبا" is not its nominal glyphs.
    @Test func arabicIsShapedWithJoiningForms() {
        let word = "مرحبا"
        let glyphs = layout(word).runs[0].glyphs
        let nominal = word.unicodeScalars.reversed().compactMap { nominalGlyph($0, in: FontPaths.dejaVuSans) }
        #expect(glyphs.count == nominal.count)
        #expect(glyphs != nominal)
        #expect(layout(word).runs[0].font.path == FontPaths.dejaVuSans)
    }

    /// A paragraph starting with Hebrew is right to left: "world" ends up on the left.
    @Test func hebrewParagraphRunsRightToLeft() {
        let result = layout("שלום world")
        #expect(result.strings == ["שלום world"])
        let runs = result.runs
        #expect(runs.map(\.font.path) == [FontPaths.interRegular, FontPaths.dejaVuSans])
        // The space, right to left between the two, then "שלום" reversed.
        let hebrew = " םולש".unicodeScalars.compactMap { nominalGlyph($0, in: FontPaths.dejaVuSans) }
        #expect(runs[1].glyphs == hebrew)
        #expect(runs[0].glyphs.prefix(5) == layout("world").runs[0].glyphs[...])
    }

    /// Each line of a wrapped right-to-left paragraph is reordered on its own.
    @Test func wrappedHebrewKeepsLogicalLines() {
        let result = layout("שלום עולם שלום", width: 100)
        #expect(result.strings == ["שלום עולם", "שלום"])
        #expect(result.runs.allSatisfy { $0.font.path == FontPaths.dejaVuSans })
    }

    /// A right-to-left line ends on the left, so its ellipsis is drawn there.
    @Test func rightToLeftTruncationPutsTheEllipsisOnTheLeft() {
        let result = layout("שלום עולם שלום", width: 60, maxLines: 1)
        #expect(result.strings == ["שלום…"])
        let runs = result.runs
        #expect(runs.map(\.font.path) == [FontPaths.interRegular, FontPaths.dejaVuSans])
        #expect(runs[0].glyphs == layout("…").runs[0].glyphs)
        #expect(runs[0].positions[0].x == 0)
    }

    @Test func visualOrderFollowsRuleL2() {
        #expect(Bidi.visualOrder(levels: [0, 1, 1, 0]) == [0, 2, 1, 3])
        #expect(Bidi.visualOrder(levels: [1, 2, 2, 1]) == [3, 1, 2, 0])
        #expect(Bidi.visualOrder(levels: [0, 0]) == [0, 1])
    }
}
