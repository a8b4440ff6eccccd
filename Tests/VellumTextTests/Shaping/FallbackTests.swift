import Foundation
import Testing
import VellumCore
@testable import VellumText

/// Characters Inter lacks come from Noto Color Emoji, Noto Sans CJK SC and DejaVu Sans.
@Suite struct FallbackTests {
    /// Noto Color Emoji advances are 2,550 of 2,048 units: 21.167 pt at 17 pt.
    @Test func emojiComeFromNotoColorEmoji() {
        let result = layout("😀 ok")
        #expect(result.runs.map(\.font.path) == [FontPaths.emoji, FontPaths.interRegular])
        #expect(isClose(result.runs[1].positions[0].x, 2550 * 17 / 2048, within: 1e-9))
        #expect(result.runs[0].size == 17)
        #expect(result.runs[0].syntheticBold == false)
    }

    @Test func emojiSequencesStayOneGlyph() {
        let family = "👨‍👩‍👧‍👦"
        for sequence in [family, "🇯🇵", "👍🏽", "1️⃣"] {
            let result = layout(sequence)
            #expect(result.runs.count == 1)
            #expect(result.runs[0].font.path == FontPaths.emoji)
            #expect(result.runs[0].glyphs.count == 1, "\(sequence)")
            #expect(result.lines[0].width > 0)
        }
        #expect(family.count == 1)
    }

    /// A bold run's emoji is not emboldened: colour bitmaps are drawn as they are.
    @Test func emojiInABoldRunIsNotSynthesised() {
        let run = layout("😀", font: body17.bold()).runs[0]
        #expect(run.font.path == FontPaths.emoji)
        #expect(run.syntheticBold == false)
    }

    /// Noto Sans CJK's ideographs are one em wide; the SC face is index 2 of the collection.
    @Test func cjkComesFromNotoSansCJK() {
        let result = layout("你好世界")
        #expect(result.runs.map(\.font) == [FontFile(path: FontPaths.cjkRegular, faceIndex: 2)])
        #expect(result.lines[0].width == 68)
        #expect(result.metrics == FontTextEngine().metrics(of: body17))
        let bold = layout("你好", font: body17.bold()).runs[0]
        #expect(bold.font == FontFile(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", faceIndex: 2))
    }

    @Test func latinAroundCJKKeepsInter() {
        let result = layout("Hi 你好 there")
        #expect(result.runs.map(\.font.path) == [FontPaths.interRegular, FontPaths.cjkRegular, FontPaths.interRegular])
    }

    /// Lines keep the primary font's height, whatever fallback glyphs they hold.
    @Test func fallbackGlyphsDoNotChangeLineHeight() {
        #expect(layout("😀你好").size.height == layout("Hello").size.height)
    }
}
