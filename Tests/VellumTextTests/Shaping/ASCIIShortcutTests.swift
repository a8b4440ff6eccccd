import Foundation
import Testing
import VellumCore
@testable import VellumText

/// The engine answers three Unicode questions about ASCII without asking Unicode's
/// tables, Swift's grapheme breaking or FriBidi; each shortcut answers what the general
/// path does, checked here over every ASCII scalar and pair and a seeded corpus.
@Suite struct ASCIIShortcutTests {
    @Test func whiteSpaceIsUnicodesProperty() {
        for value in UInt32(0)..<0x80 {
            let scalar = Unicode.Scalar(value)!
            #expect(ScalarClass.isWhitespace(scalar) == scalar.properties.isWhitespace, "U+\(value)")
        }
    }

    /// Every scalar and every pair of scalars, and a CR LF in a longer text: the starts
    /// Swift's `Character`s give.
    @Test func graphemesAreSwiftsCharacters() {
        func characterStarts(_ string: String) -> [Bool] {
            var starts = [Bool](repeating: false, count: string.unicodeScalars.count + 1)
            var position = 0
            for character in string {
                starts[position] = true
                position += character.unicodeScalars.count
            }
            starts[starts.count - 1] = true
            return starts
        }
        var corpus = ["", "a\r\nb\r\r\n\n\r", "Item 42"]
        for a in 0..<0x80 {
            for b in 0..<0x80 { corpus.append(String(Unicode.Scalar(UInt8(a))) + String(Unicode.Scalar(UInt8(b)))) }
        }
        for string in corpus {
            let content = TextContent(runs: [TextContent.Run(string: string, font: body17)])
            let scalars = string.unicodeScalars.map(\.value)
            #expect(ShapedText.graphemeStarts(scalars, of: content) == characterStarts(string), "\(string.debugDescription)")
        }
        // A CR ending one run and a LF starting the next are one grapheme, as in the joined string.
        let split = TextContent(runs: [TextContent.Run(string: "a\r", font: body17), TextContent.Run(string: "\nb", font: body17)])
        #expect(ShapedText.graphemeStarts([0x61, 0x0D, 0x0A, 0x62], of: split) == [true, true, false, true, true])
    }

    /// Every pair of ASCII scalars, and every string of up to four scalars over one of
    /// each bidi class ASCII has (L, EN, ES, ET, CS, ON with brackets, WS, S, B, BN): all
    /// at level 0, as FriBidi finds.
    @Test func bidiLevelsAreFriBidis() {
        var corpus: [[UInt32]] = []
        for a in UInt32(0)..<0x80 {
            for b in UInt32(0)..<0x80 { corpus.append([a, b]) }
        }
        let classes: [UInt32] = Array("a1+$,!() \t".unicodeScalars.map(\.value)) + [0x1C, 0x00]
        var strings: [[UInt32]] = [[]]
        for _ in 1...4 {
            strings = strings.flatMap { prefix in classes.map { prefix + [$0] } }
            corpus += strings
        }
        for scalars in corpus {
            scalars.withUnsafeBufferPointer { text in
                let fast = Bidi.levels(of: text), slow = Bidi.levelsFromFriBidi(of: text)
                #expect(fast.levels == slow.levels && fast.base == slow.base, "\(scalars)")
            }
        }
    }
}
