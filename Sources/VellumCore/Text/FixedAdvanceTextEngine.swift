import Foundation

/// A deterministic text engine for tests: every glyph has the same advance and every
/// line the same height, so text sizes are exact on every machine.
///
/// At the reference size of 17 points a glyph (a space and "…" included) is 8 points
/// wide and a line is 61/3 ≈ 20.33 points tall (ascent 16, descent 13/3, no leading,
/// cap height 12). Other font sizes scale all of these by `size / 17`. So
/// `Text("Hello, world")` is 96 × 20.33 at `.body`.
///
/// Lines wrap greedily at spaces; a word wider than the line breaks between characters.
///
/// `wordWidths` overrides the width of whole words at the reference size, to
/// reproduce a specification's assumed metrics (for example "Hello," = 46).
public struct FixedAdvanceTextEngine: TextEngine, Equatable {
    public var advance: CGFloat
    public var referenceMetrics: FontMetrics
    public var referenceSize: CGFloat
    public var wordWidths: [String: CGFloat]

    public init(
        advance: CGFloat = 8,
        metrics: FontMetrics = FontMetrics(ascent: 16, descent: 13.0 / 3.0, leading: 0, capHeight: 12),
        referenceSize: CGFloat = 17,
        wordWidths: [String: CGFloat] = [:]
    ) {
        self.advance = advance
        self.referenceMetrics = metrics
        self.referenceSize = referenceSize
        self.wordWidths = wordWidths
    }

    public func metrics(of font: Font) -> FontMetrics {
        scaled(referenceMetrics, by: font.size / referenceSize)
    }

    private func scaled(_ m: FontMetrics, by f: CGFloat) -> FontMetrics {
        FontMetrics(ascent: m.ascent * f, descent: m.descent * f, leading: m.leading * f, capHeight: m.capHeight * f)
    }

    public func layout(_ content: TextContent, constraints: TextConstraints) -> TextLayout {
        let f = content.primaryFont.size * constraints.scale / referenceSize
        let metrics = scaled(referenceMetrics, by: f)
        let measure = Measure(engine: self, factor: f)
        var lines: [String] = []
        var remainders: [Substring] = []  // the text from each line's start, for truncation
        for paragraph in content.string.split(separator: "\n", omittingEmptySubsequences: false) {
            for (line, rest) in wrap(paragraph, width: constraints.width, measure: measure) {
                lines.append(line)
                remainders.append(rest)
            }
        }
        var truncated = false
        if let maxLines = constraints.maxLines, lines.count > max(maxLines, 1) {
            let keep = max(maxLines, 1)
            let last = remainders[keep - 1].replacingOccurrences(of: "\n", with: " ")
            lines = Array(lines.prefix(keep - 1))
            lines.append(truncate(last, width: constraints.width, mode: constraints.truncationMode, measure: measure))
            truncated = true
        }
        let pitch = metrics.lineHeight + constraints.lineSpacing
        let laidOut = lines.enumerated().map { i, string in
            TextLayout.Line(string: string, width: measure.width(of: string), baseline: CGFloat(i) * pitch + metrics.ascent)
        }
        let width = laidOut.map(\.width).max() ?? 0
        let height = CGFloat(laidOut.count) * metrics.lineHeight + CGFloat(max(laidOut.count - 1, 0)) * constraints.lineSpacing
        return TextLayout(lines: laidOut, size: CGSize(width: width, height: height), isTruncated: truncated, metrics: metrics)
    }

    /// Widths at one font size.
    struct Measure {
        let engine: FixedAdvanceTextEngine
        let factor: CGFloat

        var glyph: CGFloat { engine.advance * factor }

        func width<S: StringProtocol>(of text: S) -> CGFloat {
            var total: CGFloat = 0
            for word in text.split(separator: " ", omittingEmptySubsequences: false) {
                total += wordWidth(word)
            }
            let spaces = text.reduce(0) { $0 + ($1 == " " ? 1 : 0) }
            return total + CGFloat(spaces) * glyph
        }

        func wordWidth<S: StringProtocol>(_ word: S) -> CGFloat {
            if let w = engine.wordWidths[String(word)] { return w * factor }
            return CGFloat(word.count) * glyph
        }

        /// The advance of each character of `word`, spreading an override evenly.
        func characterWidth<S: StringProtocol>(in word: S) -> CGFloat {
            word.isEmpty ? glyph : wordWidth(word) / CGFloat(word.count)
        }
    }

    /// Greedy wrapping of one hard line; returns each line with the text from its start.
    private func wrap(_ paragraph: Substring, width: CGFloat?, measure: Measure) -> [(String, Substring)] {
        guard let width, width.isFinite else { return [(trimTrailing(paragraph), paragraph)] }
        var result: [(String, Substring)] = []
        var lineStart = paragraph.startIndex
        var current = ""
        var currentWidth: CGFloat = 0
        var index = paragraph.startIndex
        func flush(next: Substring.Index) {
            result.append((trimTrailing(Substring(current)), paragraph[lineStart...]))
            current = ""
            currentWidth = 0
            lineStart = next
        }
        while index < paragraph.endIndex {
            // The next word and the spaces that follow it.
            var wordEnd = index
            while wordEnd < paragraph.endIndex, paragraph[wordEnd] != " " { wordEnd = paragraph.index(after: wordEnd) }
            var spaceEnd = wordEnd
            while spaceEnd < paragraph.endIndex, paragraph[spaceEnd] == " " { spaceEnd = paragraph.index(after: spaceEnd) }
            let word = paragraph[index..<wordEnd]
            let spaces = paragraph.distance(from: wordEnd, to: spaceEnd)
            let wordWidth = measure.wordWidth(word)
            if !current.isEmpty, currentWidth + wordWidth > width + 1e-9 {
                flush(next: index)
            }
            if current.isEmpty, wordWidth > width + 1e-9 {
                // A word wider than the line breaks between characters.
                let w = measure.characterWidth(in: word)
                let fitting = w > 0 ? ((width + 1e-9) / w).rounded(.down) : 1
                let perLine = fitting < 1e9 ? max(1, Int(fitting)) : 1_000_000_000
                var start = index
                while start < wordEnd {
                    let end = paragraph.index(start, offsetBy: perLine, limitedBy: wordEnd) ?? wordEnd
                    current = String(paragraph[start..<end])
                    currentWidth = CGFloat(paragraph.distance(from: start, to: end)) * w
                    if end < wordEnd { flush(next: end) }
                    start = end
                }
            } else {
                current += word
                currentWidth += wordWidth
            }
            current += String(repeating: " ", count: spaces)
            currentWidth += CGFloat(spaces) * measure.glyph
            index = spaceEnd
        }
        if !current.isEmpty || result.isEmpty { flush(next: paragraph.endIndex) }
        return result
    }

    private func trimTrailing(_ s: Substring) -> String {
        var end = s.endIndex
        while end > s.startIndex, s[s.index(before: end)] == " " { end = s.index(before: end) }
        return String(s[s.startIndex..<end])
    }

    /// Cuts `text` short with "…" so it fits `width` (no width: just marks it as cut).
    private func truncate(_ text: String, width: CGFloat?, mode: Text.TruncationMode, measure: Measure) -> String {
        let ellipsis = "…"
        guard let width, width.isFinite else { return trimTrailing(Substring(text)) + ellipsis }
        let chars = Array(text)
        let budget = width - measure.glyph
        func fits(_ s: String) -> Bool { measure.width(of: s) <= budget + 1e-9 }
        switch mode {
        case .tail:
            var n = chars.count
            while n > 0, !fits(trimTrailing(Substring(String(chars[0..<n])))) { n -= 1 }
            return trimTrailing(Substring(String(chars[0..<n]))) + ellipsis
        case .head:
            var n = chars.count
            while n > 0, !fits(String(chars[(chars.count - n)...])) { n -= 1 }
            return ellipsis + String(chars[(chars.count - n)...])
        case .middle:
            var n = chars.count
            while n > 0 {
                let head = String(chars[0..<((n + 1) / 2)])
                let tail = String(chars[(chars.count - n / 2)...])
                if fits(head + tail) { return head + ellipsis + tail }
                n -= 1
            }
            return ellipsis
        }
    }
}
