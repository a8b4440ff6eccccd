import CHarfBuzz

/// One shaped glyph, in font units (HarfBuzz shapes at one unit per font unit).
struct Glyph {
    var id: UInt32
    /// Index of the first scalar of the glyph's cluster, in the whole text.
    var cluster: Int
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
    /// Breaking the text at this glyph's cluster would change the shaping on either side.
    var unsafeToBreak: Bool
}

/// OpenType features a run turns on or off.
struct ShapingFeatures: OptionSet, Hashable {
    let rawValue: UInt8
    /// Tabular figures, for `monospacedDigit()`.
    static let tabularDigits = ShapingFeatures(rawValue: 1)
    /// No ligatures, so that kerning and tracking can space every character.
    static let noLigatures = ShapingFeatures(rawValue: 2)

    var hbFeatures: [hb_feature_t] {
        var features: [hb_feature_t] = []
        func feature(_ tag: String, _ value: UInt32) {
            features.append(hb_feature_t(tag: hbTag(tag), value: value, start: 0, end: UInt32.max))
        }
        if contains(.tabularDigits) { feature("tnum", 1) }
        if contains(.noLigatures) {
            feature("liga", 0)
            feature("clig", 0)
        }
        return features
    }
}

/// What HarfBuzz needs to shape a stretch of text, beside the text itself.
struct ShapingStyle: Hashable {
    var face: FaceChoice
    var isRightToLeft: Bool
    /// An `hb_script_t`'s raw value.
    var script: UInt32
    /// The text's language (`TextContent.language`), for fonts with language-specific
    /// forms (`locl`); nil shapes with the font's default forms.
    var language: hb_language_t?
    var features: ShapingFeatures
}

func hbTag(_ string: String) -> hb_tag_t {
    string.utf8.reduce(0) { $0 << 8 | hb_tag_t($1) }
}

/// Shapes with HarfBuzz, reusing one buffer; HarfBuzz buffers are not thread-safe, so
/// each engine has one shaper, used under its lock.
final class Shaper {
    private let buffer: OpaquePointer

    init() { buffer = hb_buffer_create() }
    deinit { hb_buffer_destroy(buffer) }

    /// Shapes `text[range]`, seeing `text[context]` around it (for joining scripts), and
    /// answers the glyphs in visual order with clusters offset by `base`.
    ///
    /// The language is the text's own, never the process locale's, so shaping does not
    /// depend on the machine.
    func shape(_ text: UnsafeBufferPointer<UInt32>, context: Range<Int>, range: Range<Int>, base: Int,
               style: ShapingStyle) -> [Glyph] {
        guard !range.isEmpty, let start = text.baseAddress else { return [] }
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf32(buffer, start + context.lowerBound, Int32(context.count),
                            UInt32(range.lowerBound - context.lowerBound), Int32(range.count))
        hb_buffer_set_direction(buffer, style.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: style.script))
        if let language = style.language { hb_buffer_set_language(buffer, language) }
        let features = style.features.hbFeatures
        hb_shape(style.face.face.font, buffer, features, UInt32(features.count))

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        let offset = base + context.lowerBound
        return (0..<Int(count)).map { i in
            var info = infos[i]
            let flags = hb_glyph_info_get_glyph_flags(&info).rawValue
            return Glyph(id: info.codepoint, cluster: offset + Int(info.cluster),
                         xAdvance: positions[i].x_advance, xOffset: positions[i].x_offset,
                         yOffset: positions[i].y_offset,
                         unsafeToBreak: flags & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0)
        }
    }
}
