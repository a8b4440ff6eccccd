import Foundation
import Testing
import VellumCore
@testable import VellumText

@Suite struct WrappingTests {
    static let sentence = "The quick brown fox jumps over the lazy dog"

    /// "The quick brown fox" is 163.07 pt, more than 150; "fox jumps over the" is 148.44.
    @Test func sentenceWrapsAtWords() {
        let result = layout(Self.sentence, width: 150)
        #expect(result.strings == ["The quick brown", "fox jumps over the", "lazy dog"])
        #expect(result.lines.map { ($0.width * 100).rounded() / 100 } == [133.61, 148.44, 68.12])
        #expect(result.size == CGSize(width: 149, height: 62))
        #expect(result.isTruncated == false)
    }

    @Test(arguments: [(100.0, ["The quick", "brown fox", "jumps over", "the lazy dog"]),
                      (200.0, ["The quick brown fox", "jumps over the lazy dog"])])
    func sentenceAtOtherWidths(width: Double, lines: [String]) {
        #expect(layout(Self.sentence, width: width).strings == lines)
    }

    @Test func aWordWiderThanTheLineBreaksBetweenGraphemes() {
        let result = layout("Supercalifragilisticexpialidocious", width: 100)
        #expect(result.strings == ["Supercalifra", "gilisticexpial", "idocious"])
        #expect(result.lines.allSatisfy { $0.width <= 100 })
    }

    /// A long word after a short one moves to its own line first, then breaks.
    @Test func aLongWordStartsOnANewLine() {
        let result = layout("a Supercalifragilistic", width: 100)
        #expect(result.strings == ["a", "Supercalifra", "gilistic"])
    }

    @Test func hardLineBreaksAlwaysBreak() {
        let result = layout("One\nTwo\r\nThree\u{2028}Four\rFive\u{2029}Six")
        #expect(result.strings == ["One", "Two", "Three", "Four", "Five", "Six"])
        #expect(layout("End\n").strings == ["End", ""])
        #expect(layout("\n").strings == ["", ""])
    }

    @Test func trailingSpacesDoNotCount() {
        let plain = layout("Hello").lines[0].width
        #expect(layout("Hello   ").lines[0].width == plain)
        #expect(layout("Hello   ").strings == ["Hello"])
        let wrapped = layout("Hello world", width: 50)
        #expect(wrapped.strings == ["Hello", "world"])
        #expect(wrapped.lines[0].width == plain)
    }

    @Test func leadingSpacesCount() {
        #expect(layout("  Hello").lines[0].width > layout("Hello").lines[0].width)
    }

    /// Each ideograph is a break opportunity (libunibreak's class ID).
    @Test func cjkWrapsBetweenIdeographs() {
        // Noto Sans CJK's ideographs are one em: 17 pt each.
        let result = layout("你好世界你好世界", width: 60)
        #expect(result.strings == ["你好世", "界你好", "世界"])
    }

    /// Regional indicators and U+FFFF make Debian's libunibreak 1.1 abort; they must not.
    @Test func flagsWrapAsWholeGraphemes() {
        let result = layout("🇯🇵🇫🇷", width: 30)
        #expect(result.strings == ["🇯🇵", "🇫🇷"])
        #expect(layout("a\u{FFFF}b", width: 30).lines.count == 2)
    }

    @Test func zeroWidthShowsOneGraphemePerLine() {
        let result = layout("Hi there", width: 0)
        #expect(result.strings == ["H", "i", "t", "h", "e", "r", "e"])
        #expect(layout("Hi", width: -5).strings == ["H", "i"])
    }
}
