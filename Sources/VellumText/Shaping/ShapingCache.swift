import CHarfBuzz

/// The shaping a layout does beyond its `ShapedText`: the ellipsis, and pieces of items
/// cut where HarfBuzz says the shaping would change. Counts every call, for tests.
/// Used under the engine's lock.
final class ShapingCache {
    let shaper = Shaper()
    private var ellipses: [ShapingStyle: [Glyph]] = [:]
    /// HarfBuzz calls made here and by the `ShapedText`s built with this cache.
    private(set) var calls = 0
    /// Working buffers for shaping, kept between texts: a label's shaping fills a few
    /// short arrays that are not needed once it is shaped.
    private var scratch = ShapingScratch()
    /// The language last asked for, and HarfBuzz's tag for it: texts in a row share it.
    private var lastLanguage: (tag: String, language: hb_language_t?)?

    /// The working buffers, taken out while a text is shaped (so that filling them makes
    /// no access checks against this object), then given back.
    func takeScratch() -> ShapingScratch {
        defer { scratch = ShapingScratch() }
        return scratch
    }

    func giveBack(_ buffers: ShapingScratch) { scratch = buffers }

    /// HarfBuzz's language for a BCP 47 tag.
    func language(_ tag: String?) -> hb_language_t? {
        guard let tag else { return nil }
        if let lastLanguage, lastLanguage.tag == tag { return lastLanguage.language }
        let language = hb_language_from_string(tag, -1)
        lastLanguage = (tag, language)
        return language
    }

    static let ellipsis: UInt32 = 0x2026

    func record(_ text: ShapedText) { calls += text.shapingCalls }

    /// The glyphs of "…" in the style of `run`: its face when that has the character,
    /// else its first fallback that does.
    func ellipsis(run: Int, in pass: LayoutPass, isRightToLeft: Bool) -> (glyphs: [Glyph], face: FaceChoice) {
        let font = pass.fonts[run]
        let face = ([font.primary] + font.fallbacks).first { $0.face.glyph(for: Self.ellipsis) != nil } ?? font.primary
        var features = ShapingFeatures()
        if pass.content.runs[run].font.isMonospacedDigit { features.insert(.tabularDigits) }
        let language = self.language(pass.content.language)
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
        return advance * pass.runScales[run].pointSize / face.face.unitsPerEm + pass.runScales[run].spacing
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

/// The short-lived arrays of shaping one text, reused for the next (see
/// `ShapingCache.takeScratch`).
struct ShapingScratch {
    /// The paragraph's scalars as HarfBuzz is given them (`ScalarClass.forShaping`).
    var shapingText: [UInt32] = []
    /// As libunibreak is given them, and its answers.
    var lineBreakText: [UInt32] = []
    var breakFlags: [CChar] = []
    /// The number of each scalar's face, and its script.
    var faces: [Int] = []
    var scripts: [UInt32] = []
    /// Each cluster's advance, in font units.
    var advance: [Int] = []
}
