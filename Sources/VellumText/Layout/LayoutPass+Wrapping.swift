extension LayoutPass {
    /// Greedy line breaking of one paragraph: each line takes as many break opportunities
    /// as fit its width (trailing white space not counted). A word wider than a whole line
    /// breaks between graphemes, at least one grapheme per line, so a width of 0 shows
    /// one grapheme per line. Without a width the paragraph is one line.
    ///
    /// Hands `line` at most `limit` lines, each a range that includes its trailing white
    /// space. Linear in the paragraph's length: each break opportunity is looked at at
    /// most twice. Every width compared with the line's is noted in `decided`.
    func wrap(_ paragraph: ShapedText.Paragraph, limit: Int, decided: inout WrapDecisions, line: (Range<Int>) -> Void) {
        let range = paragraph.range
        guard let maxWidth = constraints.width, !range.isEmpty else { return line(range) }
        let breaks = text.breaks
        var cursor = partitionPoint(breaks) { $0 > range.lowerBound }
        var lines = 0
        var start = range.lowerBound
        while start < range.upperBound, lines < limit {
            var end: Int?
            while cursor < breaks.count, breaks[cursor] <= range.upperBound {
                let candidate = breaks[cursor]
                if candidate <= start {
                    cursor += 1
                } else if decided.fits(width(start..<visibleEnd(start..<candidate)), in: maxWidth) {
                    end = candidate
                    cursor += 1
                } else {
                    break
                }
            }
            let lineEnd = end ?? breakInsideWord(from: start, within: range, width: maxWidth, decided: &decided)
            line(start..<lineEnd)
            lines += 1
            start = lineEnd
        }
    }

    /// The least width at which `wrap` keeps every paragraph one line: the widest
    /// stretch from a paragraph's start to any of its break opportunities, trailing white
    /// space not counted. (With negative tracking a stretch may be wider than the whole
    /// paragraph.)
    func fittingWidth() -> Double {
        var widest = 0.0
        for paragraph in text.paragraphs where !paragraph.range.isEmpty {
            let start = paragraph.range.lowerBound
            var cursor = partitionPoint(text.breaks) { $0 > start }
            while cursor < text.breaks.count, text.breaks[cursor] <= paragraph.range.upperBound {
                widest = max(widest, width(start..<visibleEnd(start..<text.breaks[cursor])))
                cursor += 1
            }
        }
        return widest
    }

    /// The end of a line that must break inside its first word: as many graphemes as
    /// fit (at least one), then any white space that follows, which hangs off the line.
    private func breakInsideWord(from start: Int, within range: Range<Int>, width maxWidth: Double,
                                 decided: inout WrapDecisions) -> Int {
        var end = nextGrapheme(after: start, limit: range.upperBound)
        while end < range.upperBound {
            let next = nextGrapheme(after: end, limit: range.upperBound)
            guard decided.fits(width(start..<next), in: maxWidth) else { break }
            end = next
        }
        while end < range.upperBound, text.isWhitespace[end] { end += 1 }
        return end
    }

    func nextGrapheme(after index: Int, limit: Int) -> Int {
        var next = index + 1
        while next < limit, !text.isGraphemeStart[next] { next += 1 }
        return next
    }

    func previousGrapheme(before index: Int, limit: Int) -> Int {
        var previous = index - 1
        while previous > limit, !text.isGraphemeStart[previous] { previous -= 1 }
        return previous
    }
}

/// The widths that wrapping compared with the line's width, which bound the widths it
/// would wrap the same way at: the widest that fit and the narrowest that did not.
struct WrapDecisions {
    var widestFitting = -Double.infinity
    var narrowestOverflowing = Double.infinity

    /// Whether `width` fits in `maxWidth` (within `LayoutPass.tolerance`), noted.
    mutating func fits(_ width: Double, in maxWidth: Double) -> Bool {
        if width <= maxWidth + LayoutPass.tolerance {
            widestFitting = max(widestFitting, width)
            return true
        }
        narrowestOverflowing = min(narrowestOverflowing, width)
        return false
    }

    /// The line widths at which every comparison comes out the same, so wrapping makes
    /// the same lines: from the widest fitting width (less the tolerance) up to, not
    /// including, the narrowest overflowing one.
    var widths: Range<Double> {
        let low = widestFitting - LayoutPass.tolerance, high = narrowestOverflowing - LayoutPass.tolerance
        return low < high ? low..<high : 0..<0
    }
}

/// The first index where `predicate` holds, for a predicate that is false and then true
/// along the array (a binary search).
func partitionPoint<Element>(_ array: [Element], where predicate: (Element) -> Bool) -> Int {
    var low = 0, high = array.count
    while low < high {
        let mid = (low + high) / 2
        if predicate(array[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
}
