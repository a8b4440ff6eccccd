import CHarfBuzz
import VellumCore

/// One face of a font file, opened with HarfBuzz.
///
/// Faces are shaped at their design scale (one unit per font unit), so one shaping serves
/// every point size: positions are multiplied by `size / unitsPerEm` afterwards. That is
/// exactly unhinted, fractional layout, and it is why a change of `scale` never reshapes.
///
/// A face is immutable once made, and HarfBuzz fonts may be shaped with from several
/// threads at once, so faces are shared freely.
final class FontFace: @unchecked Sendable {
    let file: FontFile
    /// The `hb_font_t`, at a scale of one unit per font unit.
    let font: OpaquePointer
    let unitsPerEm: Double
    /// Whether glyphs are colour bitmaps (emoji): never drawn synthetic bold or italic.
    let hasColorBitmaps: Bool
    /// Vertical metrics in ems: multiply by the point size.
    let metrics: EmMetrics

    /// Vertical metrics of a face in ems. Offsets are above the baseline (negative below),
    /// and each names the top edge of its stroke, as in the `post` and `OS/2` tables.
    struct EmMetrics {
        var ascent: Double
        var descent: Double
        var lineGap: Double
        var capHeight: Double
        var underlineOffset: Double
        var underlineThickness: Double
        var strikeoutOffset: Double
        var strikeoutThickness: Double
    }

    /// Opens `file`, or answers nil when it is missing, unreadable or has no such face.
    init?(file: FontFile) {
        guard let blob = hb_blob_create_from_file_or_fail(file.path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard file.faceIndex >= 0, file.faceIndex < Int(hb_face_count(blob)) else { return nil }
        let face = hb_face_create(blob, UInt32(file.faceIndex))
        defer { hb_face_destroy(face) }
        let upem = hb_face_get_upem(face)
        guard hb_face_get_glyph_count(face) > 0, upem > 0, let font = hb_font_create(face) else { return nil }
        // A variable instance: HarfBuzz's advances then follow the axes, as FreeType's
        // outlines do when the renderer draws the same `FontFile`.
        let variations = file.variations.map { hb_variation_t(tag: hbTag($0.tag), value: Float($0.value)) }
        if !variations.isEmpty { hb_font_set_variations(font, variations, UInt32(variations.count)) }
        hb_font_make_immutable(font)
        self.file = file
        self.font = font
        unitsPerEm = Double(upem)
        hasColorBitmaps = hb_ot_color_has_png(face) != 0

        // hb_font_get_h_extents reads OS/2 typo metrics when USE_TYPO_METRICS is set and
        // hhea otherwise, which is the rule the brief and CoreText follow.
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        func position(_ tag: hb_ot_metrics_tag_t) -> Double {
            var value: hb_position_t = 0
            hb_ot_metrics_get_position_with_fallback(font, tag, &value)
            return Double(value) / Double(upem)
        }
        metrics = EmMetrics(
            ascent: Double(extents.ascender) / Double(upem),
            descent: Double(-extents.descender) / Double(upem),
            lineGap: Double(max(extents.line_gap, 0)) / Double(upem),
            capHeight: position(HB_OT_METRICS_TAG_CAP_HEIGHT),
            underlineOffset: position(HB_OT_METRICS_TAG_UNDERLINE_OFFSET),
            underlineThickness: position(HB_OT_METRICS_TAG_UNDERLINE_SIZE),
            strikeoutOffset: position(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET),
            strikeoutThickness: position(HB_OT_METRICS_TAG_STRIKEOUT_SIZE))
    }

    deinit { hb_font_destroy(font) }

    /// The glyph `scalar` maps to in the character map, or nil when the face lacks it.
    func glyph(for scalar: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 ? glyph : nil
    }
}
