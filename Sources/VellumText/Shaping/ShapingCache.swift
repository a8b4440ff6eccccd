import CHarfBuzz

/// The shaping a layout does beyond its `ShapedText`: the ellipsis, and pieces of items
/// cut where HarfBuzz says the shaping would change. Counts every call, for tests.
/// Used under the engine's lock.
final class ShapingCache {
    let shaper = Shaper()
    private var ellipses: [ShapingStyle: [Glyph]] = [:]
    /// HarfBuzz calls made here and by the `ShapedText`s built with this cache.
    private(set) var calls = 0

    static let ellipsis: UInt32 = 0x2026

    func record(_ text: ShapedText) { calls += text.shapingCalls }

    /// The glyphs of "…" in the style of `run`: its face when that has the character,
    /// else its first fallback that does.
    func ellipsis(run: Int, in pass: LayoutPass, isRightToLeft: Bool) -> (glyphs: [Glyph], face: FaceChoice) {
        let font = pass.fonts[run]
        let face = ([font.primary] + font.fallbacks).first { $0.face.glyph(for: Self.ellipsis) != nil } ?? font.primary
        var features = ShapingFeatures()
        if pass.content.runs[run].font.isMonospacedDigit { features.insert(.tabularDigits) }
        let language = pass.content.language.map { hb_language_from_string($0, -1) } ?? nil
        let style = ShapingStyle(face: face, isRightToLeft: isRightToLeft, script: HB_SCRIPT_COMMON.rawValue,
                                 language: language, features: features)
        if let glyphs = ellipses[style] { return (glyphs, face) }
        let glyphs = [Self.ellipsis].withUnsafeBufferPointer {
            shaper.shape($0, context: 0..<1, range: 0..<1, base: 0, style: style)
        }
        calls += 1
        ellipses[style] = glyphs
        return (glyphs, face)
    }

    /// The width of "…" in the style of `run`, in points, spacing included.
    func ellipsisWidth(run: Int, in pass: LayoutPass) -> Double {
        let (glyphs, face) = ellipsis(run: run, in: pass, isRightToLeft: false)
        let advance = glyphs.reduce(0) { $0 + Double($1.xAdvance) }
        return advance * pass.pointSize[run] / face.face.unitsPerEm + pass.spacing[run]
    }

    /// Shapes scalars `range` of `text` alone, without context on either side: a piece
    /// of a line whose ends HarfBuzz marked unsafe to break at.
    func reshape(_ text: ShapedText, _ range: Range<Int>, style: ShapingStyle) -> [Glyph] {
        calls += 1
        let fragment = text.scalars[range].map(ScalarClass.forShaping)
        return fragment.withUnsafeBufferPointer {
            shaper.shape($0, context: 0..<range.count, range: 0..<range.count, base: range.lowerBound, style: style)
        }
    }
}
