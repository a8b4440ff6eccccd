import Foundation
import VellumCore

/// One layout of shaped text under one set of constraints.
///
/// 1. Scale: each run's point size, spacing and baseline shift at `constraints.scale`,
///    and a prefix sum of advances, so the width of any stretch costs one subtraction.
/// 2. Wrap each paragraph greedily at break opportunities, breaking inside a word
///    only when the word alone is wider than the line (`LayoutPass+Wrapping`).
/// 3. When lines exceed `maxLines`, the last shown line takes the rest of its paragraph,
///    tightened when allowed and enough, else truncated with "…" (`LayoutPass+Truncation`).
/// 4. Build each line: split it into shaped pieces, order them visually, place glyphs
///    and decorations (`LayoutPass+Lines`).
/// 5. Size: the widest line, and the lines' heights with their spacing, each rounded up
///    to the pixel grid.
struct LayoutPass {
    let text: ShapedText
    let content: TextContent
    let fonts: [ResolvedFont]
    let constraints: TextConstraints
    let shaping: ShapingCache
    /// Per run, at the constraints' scale.
    let runScales: [RunScale]
    /// `prefix[i]`: the advance of scalars `0..<i`, in points.
    let prefix: [Double]
    /// Of the primary font, at the constraints' scale.
    let metrics: FontMetrics

    /// A run's sizes in points at the constraints' scale.
    struct RunScale {
        var pointSize: Double
        /// Kerning and tracking: added after each cluster.
        var spacing: Double
        var baselineShift: Double
    }

    /// A line before placement: what it shows, in logical order: text, an ellipsis,
    /// more text, any of them absent.
    struct LineContent {
        var paragraph: Int
        /// The text before the ellipsis, or the whole line's.
        var text: Range<Int>?
        /// The run whose style the ellipsis takes, when the line is truncated.
        var ellipsis: Int?
        /// The text after the ellipsis (a line truncated at its head or middle).
        var tail: Range<Int>?
        /// Added to the space after each cluster; negative when the line is tightened.
        var tightening: Double = 0
    }

    /// Lines narrower than this much above their limit still fit (rounding noise).
    static let tolerance = 1e-6

    /// - Parameter primary: the face of `content.primaryFont`, which sets line metrics.
    init(text: ShapedText, content: TextContent, fonts: [ResolvedFont], primary: FontFace,
         constraints: TextConstraints, shaping: ShapingCache) {
        self.text = text
        self.content = content
        self.fonts = fonts
        self.constraints = constraints
        self.shaping = shaping
        // 1. Scale.
        let scale = constraints.scale
        let runScales = content.runs.map {
            RunScale(pointSize: Font.drawnPointSize($0.font.size * scale), spacing: ($0.kerning + $0.tracking) * scale,
                     baselineShift: $0.baselineOffset * scale)
        }
        self.runScales = runScales
        var prefix = [Double](repeating: 0, count: text.scalars.count + 1)
        for i in text.scalars.indices {
            let run = runScales[text.runOf[i]]
            prefix[i + 1] = prefix[i] + text.emAdvance[i] * run.pointSize + (text.isClusterStart[i] ? run.spacing : 0)
        }
        self.prefix = prefix
        metrics = Self.metrics(of: primary, size: Font.drawnPointSize(content.primaryFont.size * scale))
    }

    static func metrics(of face: FontFace, size: Double) -> FontMetrics {
        let m = face.metrics
        return FontMetrics(ascent: m.ascent * size, descent: m.descent * size, leading: m.lineGap * size,
                           capHeight: m.capHeight * size)
    }

    /// The layout, and the line widths at which wrapping makes the same lines (empty when
    /// the text is truncated, whose last line depends on the exact width).
    func run() -> (layout: TextLayout, widths: Range<Double>) {
        guard !text.scalars.isEmpty else {
            return (TextLayout(lines: [], size: .zero, isTruncated: false, metrics: metrics), 0..<0)
        }
        // 2. Wrap, stopping once the line limit is passed.
        let limit = constraints.maxLines
        var lines: [LineContent] = []
        var isTruncated = false
        var decided = WrapDecisions()
        for index in text.paragraphs.indices {
            wrap(text.paragraphs[index], limit: limit.map { $0 + 1 - lines.count } ?? .max, decided: &decided) { range in
                // Trailing white space does not count in a line.
                lines.append(LineContent(paragraph: index, text: range.lowerBound..<visibleEnd(range)))
            }
            if let limit, lines.count > limit {
                isTruncated = true
                break
            }
        }
        // 3. Truncate.
        let isCut = isTruncated
        if isTruncated, let limit {
            lines.removeLast(lines.count - limit)
            let last = lines[limit - 1]
            let fitted = lastLine(paragraph: last.paragraph, from: last.text!.lowerBound)
            lines[limit - 1] = fitted.line
            isTruncated = fitted.isTruncated
        }
        // 4. Build lines.
        let pitch = metrics.lineHeight + constraints.lineSpacing
        var width = 0.0
        let built = lines.enumerated().map { i, line in
            let built = build(line, baseline: metrics.ascent + Double(i) * pitch)
            width = max(width, built.width)
            return built
        }
        // 5. Size.
        let height = Double(built.count) * metrics.lineHeight + Double(max(built.count - 1, 0)) * constraints.lineSpacing
        let size = CGSize(width: ceilToPixel(width), height: ceilToPixel(height))
        return (TextLayout(lines: built, size: size, isTruncated: isTruncated, metrics: metrics),
                isCut || constraints.width == nil ? 0..<0 : decided.widths)
    }

    /// The width of scalars `range`, in points.
    func width(_ range: Range<Int>) -> Double { prefix[range.upperBound] - prefix[range.lowerBound] }

    /// The end of `range` without trailing white space, which does not count in a line.
    func visibleEnd(_ range: Range<Int>) -> Int {
        max(range.lowerBound, text.trimmedEnd[range.upperBound])
    }

    /// Rounds up to the pixel grid, ignoring noise below a millionth of a pixel.
    private func ceilToPixel(_ value: Double) -> Double {
        guard value > 0 else { return 0 }
        let scale = constraints.displayScale
        return (value * scale - Self.tolerance).rounded(.up) / scale
    }
}
