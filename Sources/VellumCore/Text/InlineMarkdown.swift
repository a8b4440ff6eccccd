import Foundation

/// The inline Markdown SwiftUI styles in a `LocalizedStringKey`: `**strong**` and
/// `__strong__` (bold), `*emphasis*` and `_emphasis_` (italic), `***both***`,
/// `` `code` `` (monospaced), `~~strikethrough~~`, `[links](url)` (in the accent colour)
/// and backslash escapes. Block syntax (`# `, lists, quotes) stays literal and line
/// breaks are kept, as SwiftUI parses with `.inlineOnlyPreservingWhitespace`.
///
/// Foundation on Linux has no `AttributedString(markdown:)`, so Vellum parses these
/// itself: delimiters pair with the nearest closing run of the same kind and length;
/// an unpaired delimiter is shown as typed.
enum InlineMarkdown {
    /// A piece of text with the Markdown styling around it.
    struct Styled: Equatable {
        var string: String
        var isBold = false
        var isItalic = false
        var isCode = false
        var isStrikethrough = false
        var link: URL?

        func run(_ string: String) -> Text.Run { style(under: Text.Run(string: string)) }

        /// `run` with this styling added beneath its own.
        func style(under run: Text.Run) -> Text.Run {
            var run = run
            if isBold, run.weight == nil { run.weight = .bold }
            if isItalic { run.isItalic = true }
            if isCode { run.isMonospaced = true }
            if isStrikethrough, run.strikethrough == nil { run.strikethrough = .some(nil) }
            // SwiftUI draws links in the accent colour, not underlined.
            if link != nil, run.color == nil { run.color = .accentColor }
            return run
        }
    }

    static func parse(_ source: String) -> [Styled] {
        // Most labels have no delimiter at all: they are one unstyled piece, as the
        // parser would find character by character.
        if !mayHaveSyntax(source) { return source.isEmpty ? [] : [Styled(string: source)] }
        return parseSyntax(source)
    }

    /// Whether `source` has a byte that may start Markdown syntax; without one it is
    /// one unstyled piece.
    static func mayHaveSyntax(_ source: String) -> Bool {
        source.utf8.contains { Self.delimiters.contains($0) }
    }

    /// The parser itself, without `parse`'s shortcut for text with no delimiter.
    static func parseSyntax(_ source: String) -> [Styled] {
        var parser = Parser(characters: Array(source))
        parser.parse(0..<parser.characters.count, style: Styled(string: ""))
        return parser.output
    }

    /// The bytes that may start Markdown syntax: `\\`, `` ` ``, `[`, `*`, `_`, `~`.
    private static let delimiters: [UInt8] = Array("\\`[*_~".utf8)

    private struct Parser {
        let characters: [Character]
        var output: [Styled] = []

        private mutating func emit(_ character: Character, _ style: Styled) {
            if var last = output.last, last.isStyled(like: style) {
                last.string.append(character)
                output[output.count - 1] = last
            } else {
                var piece = style
                piece.string = String(character)
                output.append(piece)
            }
        }

        mutating func parse(_ range: Range<Int>, style: Styled) {
            var i = range.lowerBound
            while i < range.upperBound {
                let c = characters[i]
                if c == "\\", i + 1 < range.upperBound, characters[i + 1].isPunctuation || characters[i + 1].isSymbol {
                    emit(characters[i + 1], style)
                    i += 2
                } else if c == "`", let end = codeSpanEnd(from: i, in: range) {
                    var code = style
                    code.isCode = true
                    let ticks = run(of: "`", at: i, in: range)
                    for k in (i + ticks)..<(end - ticks) { emit(characters[k], code) }
                    i = end
                } else if c == "[", let (textEnd, urlEnd, url) = link(at: i, in: range) {
                    var linked = style
                    linked.link = url
                    parse((i + 1)..<textEnd, style: linked)
                    i = urlEnd
                } else if c == "*" || c == "_" || c == "~", let (close, length) = closingDelimiter(at: i, in: range) {
                    var inner = style
                    if c == "~" {
                        inner.isStrikethrough = true
                    } else {
                        if length != 2 { inner.isItalic = true }
                        if length >= 2 { inner.isBold = true }
                    }
                    parse((i + length)..<close, style: inner)
                    i = close + length
                } else {
                    let length = c == "*" || c == "_" || c == "~" || c == "`" ? run(of: c, at: i, in: range) : 1
                    for k in i..<(i + length) { emit(characters[k], style) }
                    i += length
                }
            }
        }

        /// How many `c` follow one another from `i`.
        private func run(of c: Character, at i: Int, in range: Range<Int>) -> Int {
            var j = i
            while j < range.upperBound, characters[j] == c { j += 1 }
            return j - i
        }

        /// Just past the backticks that close the code span opening at `i`.
        private func codeSpanEnd(from i: Int, in range: Range<Int>) -> Int? {
            let ticks = run(of: "`", at: i, in: range)
            var j = i + ticks
            while j < range.upperBound {
                if characters[j] == "`" {
                    let length = run(of: "`", at: j, in: range)
                    if length == ticks { return j + length }
                    j += length
                } else {
                    j += 1
                }
            }
            return nil
        }

        /// `[text](url)` from `i`: where the text ends, where the link ends, and its URL.
        private func link(at i: Int, in range: Range<Int>) -> (Int, Int, URL)? {
            var depth = 0
            var j = i
            while j < range.upperBound {
                if characters[j] == "\\" { j += 2; continue }
                if characters[j] == "[" { depth += 1 }
                if characters[j] == "]" { depth -= 1; if depth == 0 { break } }
                j += 1
            }
            guard j < range.upperBound, j + 1 < range.upperBound, characters[j + 1] == "(",
                  let close = characters[(j + 2)..<range.upperBound].firstIndex(of: ")") else { return nil }
            let destination = String(characters[(j + 2)..<close]).trimmingCharacters(in: .whitespaces)
            guard !destination.contains(" "), let url = URL(string: destination) else { return nil }
            return (j, close + 1, url)
        }

        /// Where the delimiter run opening at `i` is closed, and the run's length (at most
        /// 3 for `*` and `_`, exactly 2 for `~`). An opener must be followed by a
        /// non-space, a closer preceded by one; `_` does not open or close inside a word.
        private func closingDelimiter(at i: Int, in range: Range<Int>) -> (Int, Int)? {
            let c = characters[i]
            let length = run(of: c, at: i, in: range)
            if c == "~" ? length != 2 : length > 3 { return nil }
            let after = i + length
            guard after < range.upperBound, !characters[after].isWhitespace else { return nil }
            if c == "_", i > range.lowerBound, isWordCharacter(characters[i - 1]) { return nil }
            var j = after
            while j < range.upperBound {
                if characters[j] == "\\" { j += 2; continue }
                if characters[j] == "`", let end = codeSpanEnd(from: j, in: range) { j = end; continue }
                guard characters[j] == c else { j += 1; continue }
                let closing = run(of: c, at: j, in: range)
                let end = j + closing
                if closing == length, !characters[j - 1].isWhitespace,
                   !(c == "_" && end < range.upperBound && isWordCharacter(characters[end])) {
                    return (j, length)
                }
                j = end
            }
            return nil
        }

        private func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber }
    }
}

extension InlineMarkdown.Styled {
    fileprivate func isStyled(like other: Self) -> Bool {
        isBold == other.isBold && isItalic == other.isItalic && isCode == other.isCode
            && isStrikethrough == other.isStrikethrough && link == other.link
    }
}
