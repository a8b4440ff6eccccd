extension LayoutPass {
    /// The most a line may be tightened: its natural width may shrink by this fraction.
    static let maximumTightening = 0.05

    /// The last shown line when text remains: the rest of its paragraph on one line,
    /// cut short with "…" as `truncationMode` says, at grapheme boundaries.
    ///
    /// - Without a width the whole rest is shown, followed by "…".
    /// - With `allowsTightening`, when the rest is the end of the text and squeezing the
    ///   space after its clusters by at most 5% of its width makes it fit, it is squeezed
    ///   instead and nothing is truncated.
    /// - When not even "…" fits, the line is "…" alone.
    ///
    /// The ellipsis takes the style of the first shown run for `.tail` and `.middle`,
    /// and of the last for `.head`.
    func lastLine(paragraph index: Int, from start: Int) -> (line: LineContent, isTruncated: Bool) {
        let paragraph = text.paragraphs[index]
        let end = visibleEnd(start..<paragraph.range.upperBound)
        let firstRun = text.runOf[min(start, text.scalars.count - 1)]
        let lastRun = text.runOf[max(end - 1, 0)]
        func line(_ text: Range<Int>?, ellipsis: Int? = nil, tail: Range<Int>? = nil, tightening: Double = 0) -> LineContent {
            LineContent(paragraph: index, text: text, ellipsis: ellipsis, tail: tail, tightening: tightening)
        }
        guard let maxWidth = constraints.width else {
            return (line(start..<end, ellipsis: firstRun), true)
        }
        if constraints.allowsTightening, index == text.paragraphs.count - 1,
           let tightening = tightening(start..<end, toFit: maxWidth) {
            return (line(start..<end, tightening: tightening), false)
        }
        switch constraints.truncationMode {
        case .tail:
            let budget = maxWidth - shaping.ellipsisWidth(run: firstRun, in: self)
            var cut = start
            while cut < end {
                let next = nextGrapheme(after: cut, limit: end)
                guard width(start..<visibleEnd(start..<next)) <= budget + Self.tolerance else { break }
                cut = next
            }
            let kept = start..<visibleEnd(start..<cut)
            return (line(kept.isEmpty ? nil : kept, ellipsis: firstRun), true)
        case .head:
            let budget = maxWidth - shaping.ellipsisWidth(run: lastRun, in: self)
            var cut = end
            while cut > start {
                let previous = previousGrapheme(before: cut, limit: start)
                guard width(previous..<end) <= budget + Self.tolerance else { break }
                cut = previous
            }
            return (line(nil, ellipsis: lastRun, tail: cut == end ? nil : cut..<end), true)
        case .middle:
            let budget = maxWidth - shaping.ellipsisWidth(run: firstRun, in: self)
            let graphemes = (start..<end).filter { text.isGraphemeStart[$0] } + [end]
            // Keep n graphemes, the extra one at the head, for the largest n that fits.
            for kept in stride(from: graphemes.count - 1, to: 0, by: -1) {
                let head = start..<graphemes[(kept + 1) / 2]
                let tail = graphemes[graphemes.count - 1 - kept / 2]..<end
                guard width(head) + width(tail) <= budget + Self.tolerance else { continue }
                return (line(head, ellipsis: firstRun, tail: tail), true)
            }
            return (line(nil, ellipsis: firstRun), true)
        }
    }

    /// The (negative) space to add after each cluster of `range` so it fits `maxWidth`,
    /// or nil when that would take more than the allowed tightening.
    private func tightening(_ range: Range<Int>, toFit maxWidth: Double) -> Double? {
        let natural = width(range)
        guard natural > maxWidth, natural * (1 - Self.maximumTightening) <= maxWidth else { return nil }
        let clusters = range.reduce(0) { $0 + (text.isClusterStart[$1] ? 1 : 0) }
        return clusters > 0 ? -(natural - maxWidth) / Double(clusters) : nil
    }
}
