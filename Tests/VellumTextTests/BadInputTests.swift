import Foundation
import Testing
import VellumCore
@testable import VellumText

/// Bad input gets the defined result `FontTextEngine` documents: never a crash or hang.
@Suite struct BadInputTests {
    @Test func emptyTextHasNoLines() {
        for result in [layout(""), layout([]), layout([TextContent.Run(string: "", font: body17)] + [])] {
            #expect(result.lines.isEmpty)
            #expect(result.size == .zero)
            #expect(result.isTruncated == false)
            #expect(result.firstBaseline == result.metrics.ascent)
        }
        #expect(layout([]).metrics == FontTextEngine().metrics(of: .body))
        let withEmptyRuns = layout([TextContent.Run(string: "", font: .largeTitle),
                                    TextContent.Run(string: "Hi", font: body17),
                                    TextContent.Run(string: "", font: body17.bold())])
        #expect(withEmptyRuns.strings == ["Hi"])
        #expect(withEmptyRuns.runs.map(\.runIndex) == [1])
        // The first run sets line metrics, even when empty.
        #expect(withEmptyRuns.metrics == FontTextEngine().metrics(of: .largeTitle))
    }

    @Test func aHundredThousandCharacters() {
        let words = String(repeating: "word ", count: 20_000)
        let wrapped = layout(words, width: 300)
        #expect(wrapped.lines.count == 3334)
        #expect(wrapped.lines.allSatisfy { $0.width <= 300 })
        let oneLine = layout(words)
        #expect(oneLine.lines.count == 1)
        #expect(oneLine.runs[0].glyphs.count == 99_999)
        let word = String(repeating: "x", count: 100_000)
        let truncated = layout(word, width: 300, maxLines: 3, truncationMode: .middle)
        #expect(truncated.lines.count == 3)
        #expect(truncated.strings[2].contains("…"))
        #expect(layout(words, width: 0, maxLines: 2).strings == ["w", "…"])
    }

    /// Long runs of spaces cost no more than other text when trimming and truncating.
    @Test func longRunsOfWhiteSpace() {
        let spaces = "a" + String(repeating: " ", count: 100_000) + "b"
        #expect(layout(spaces, width: 300, maxLines: 1).strings == ["a…"])
        let ideographicSpaces = "a" + String(repeating: "\u{3000}", count: 100_000) + "b"
        #expect(layout(ideographicSpaces, width: 300).strings == ["a", "b"])
    }

    @Test func nonFiniteWidthsMeanNoWrapping() {
        let unwrapped = layout(WrappingTests.sentence)
        #expect(layout(WrappingTests.sentence, width: .infinity) == unwrapped)
        #expect(layout(WrappingTests.sentence, width: .nan) == unwrapped)
        #expect(unwrapped.lines.count == 1)
    }

    /// Swift strings cannot hold a lone surrogate: decoding one gives U+FFFD, which
    /// Inter lacks and DejaVu Sans draws.
    @Test func unpairedSurrogateBecomesAReplacementCharacter() {
        let string = String(decoding: [0x48, 0xD800, 0x69] as [UInt16], as: UTF16.self)
        let result = layout(string)
        #expect(result.strings == ["H\u{FFFD}i"])
        #expect(result.runs.map(\.font.path) == [FontPaths.interRegular, FontPaths.dejaVuSans, FontPaths.interRegular])
    }

    @Test func zeroNegativeAndNaNFontSizesGiveZeroSizeText() {
        for size in [0.0, -12, .nan] {
            let result = layout("Hello\nWorld", font: .system(size: size))
            #expect(result.lines.count == 2)
            #expect(result.size == .zero)
            #expect(result.metrics.lineHeight == 0)
        }
        #expect(FontTextEngine().metrics(of: .system(size: -1)).lineHeight == 0)
    }

    @Test func hugeFontSizesAreClamped() {
        let huge = layout("x", font: .system(size: 1e12))
        #expect(huge.runs[0].size == 10_000)
        #expect(isClose(huge.metrics.ascent, 10_000 * 2728 / 2816, within: 1e-6))
        #expect(layout("x", font: .system(size: .infinity)).runs[0].size == 10_000)
    }

    @Test func oddConstraints() {
        #expect(layout("One\nTwo", maxLines: 0).strings == ["One…"])
        #expect(layout("One\nTwo", maxLines: -3).strings == ["One…"])
        #expect(layout("One\nTwo", maxLines: .max).strings == ["One", "Two"])
        #expect(layout("Hello", displayScale: 0).size == layout("Hello").size)
        #expect(layout("Hello", displayScale: .nan).size == layout("Hello").size)
        #expect(layout("One\nTwo", lineSpacing: .nan).size == layout("One\nTwo").size)
        #expect(layout("Hello", scale: .nan) == layout("Hello"))
        #expect(layout("Hello", scale: -1).size == .zero)
        let content = TextContent(runs: [TextContent.Run(string: "AV", font: body17, kerning: .nan, tracking: .infinity,
                                                         baselineOffset: .nan)])
        #expect(FontTextEngine().layout(content, constraints: TextConstraints(width: nil)) == layout("AV"))
    }

    @Test func controlCharactersAndTabs() {
        let result = layout("a\tb\u{0}c\u{200D}")
        #expect(result.lines.count == 1)
        #expect(result.lines[0].width > 0)
        // A tab measures as a space.
        #expect(layout("a\tb").lines[0].width == layout("a b").lines[0].width)
    }
}
