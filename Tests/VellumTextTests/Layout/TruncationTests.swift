import Foundation
import Testing
import VellumCore
@testable import VellumText

@Suite struct TruncationTests {
    static let line = "Hello world, this is a long line"

    @Test(arguments: [(Text.TruncationMode.tail, "Hello world, t…"),
                      (.head, "… is a long line"),
                      (.middle, "Hello w…g line")])
    func eachModeCutsAtGraphemes(mode: Text.TruncationMode, shown: String) {
        let result = layout(Self.line, width: 120, maxLines: 1, truncationMode: mode)
        #expect(result.strings == [shown])
        #expect(result.isTruncated)
        #expect(result.lines[0].width <= 120)
        #expect(result.lines[0].glyphRuns.allSatisfy { $0.font.path == FontPaths.interRegular })
    }

    /// The last shown line holds the rest of the paragraph, cut as `truncationMode` says.
    @Test(arguments: [(Text.TruncationMode.tail, "fox jumps over t…"),
                      (.head, "…ver the lazy dog"),
                      (.middle, "fox jump…azy dog")])
    func maxLinesTruncatesTheLastShownLine(mode: Text.TruncationMode, last: String) {
        let result = layout(WrappingTests.sentence, width: 150, maxLines: 2, truncationMode: mode)
        #expect(result.strings == ["The quick brown", last])
        #expect(result.isTruncated)
        #expect(result.size.height == 42)
    }

    @Test func textThatFitsIsNotTruncated() {
        let result = layout(WrappingTests.sentence, width: 150, maxLines: 3)
        #expect(result.isTruncated == false)
        #expect(result.strings.last == "lazy dog")
    }

    /// Hidden paragraphs truncate too: the last shown line gets an ellipsis.
    @Test func laterParagraphsHiddenByMaxLines() {
        let result = layout("First\nSecond", maxLines: 1)
        #expect(result.strings == ["First…"])
        #expect(result.isTruncated)
    }

    @Test func ellipsisAloneWhenNothingElseFits() {
        for mode in [Text.TruncationMode.tail, .head, .middle] {
            let result = layout("Hello world", width: 5, maxLines: 1, truncationMode: mode)
            #expect(result.strings == ["…"])
            #expect(result.isTruncated)
        }
        #expect(layout("Hello world", width: 0, maxLines: 1).strings == ["…"])
    }

    @Test func truncationNeverSplitsAGrapheme() {
        let family = "👨‍👩‍👧‍👦"
        let result = layout(family + family + family, width: 50, maxLines: 1)
        // One family (21.17 pt) and "…" (13.96 pt) fit in 50; two families do not.
        #expect(result.strings == [family + "…"])
    }

    /// "e" and a combining acute are one grapheme (and one glyph in Inter).
    @Test func truncationKeepsCombiningMarksWithTheirBase() {
        let accented = String(repeating: "e\u{301}", count: 6)
        let result = layout(accented, width: 30, maxLines: 1)
        #expect(result.strings == ["e\u{301}…"])
        #expect(result.strings[0].unicodeScalars.count == 3)
    }

    /// "Hello world" is 90.33 pt: squeezing it by up to 5% fits 87 but not 85.
    @Test func tighteningSqueezesBeforeTruncating() {
        let tight = layout("Hello world", width: 87, maxLines: 1, allowsTightening: true)
        #expect(tight.strings == ["Hello world"])
        #expect(tight.isTruncated == false)
        #expect(isClose(tight.lines[0].width, 87, within: 1e-9))
        #expect(layout("Hello world", width: 87, maxLines: 1).strings == ["Hello wo…"])
        #expect(layout("Hello world", width: 85, maxLines: 1, allowsTightening: true).isTruncated)
    }
}
