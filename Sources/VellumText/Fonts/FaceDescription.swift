import CHarfBuzz
import VellumCore

/// What a font file says about one of its faces: the names `Font.custom` finds it by,
/// its weight and slant, and the weight range of a variable face.
///
/// Read from the file's own tables (`name`, `OS/2`, `fvar`) with HarfBuzz, so a
/// registered font is described the same way on every machine, whatever fontconfig knows.
struct FaceDescription: Hashable, Sendable {
    var file: FontFile
    /// The typographic family (name ID 16), else the family (ID 1): "Inter" for every
    /// face of Inter, where ID 1 says "Inter Semi Bold".
    var family: String
    /// Every family name the face answers to: the typographic family and the family.
    var familyNames: [String]
    var postScriptName: String?
    /// On the OpenType scale (400 regular, 700 bold); a variable face's default.
    var weight: Int
    /// The `wght` axis's range, for a variable face that has one.
    var weightAxis: ClosedRange<Int>?
    var isItalic: Bool
    /// The width class as a percentage of normal (100).
    var width = 100

    /// The faces in the font file at `path` (a `.ttc` holds several), in face order;
    /// empty when the file cannot be read or holds no face with glyphs.
    static func faces(inFile path: String) -> [FaceDescription] {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return [] }
        defer { hb_blob_destroy(blob) }
        return (0..<hb_face_count(blob)).compactMap { index -> FaceDescription? in
            let face = hb_face_create(blob, index)
            defer { hb_face_destroy(face) }
            guard hb_face_get_glyph_count(face) > 0, hb_face_get_upem(face) > 0,
                  let font = hb_font_create(face) else { return nil }
            defer { hb_font_destroy(font) }
            let names = [name(of: face, .init(HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY)), name(of: face, .init(HB_OT_NAME_ID_FONT_FAMILY))]
                .compactMap { $0 }.filter { !$0.isEmpty }
            var axis = hb_ot_var_axis_info_t()
            let hasWeightAxis = hb_ot_var_find_axis_info(face, hbTag("wght"), &axis) != 0
                && axis.min_value.isFinite && axis.max_value.isFinite && axis.min_value <= axis.max_value
            return FaceDescription(
                file: FontFile(path: path, faceIndex: Int(index)),
                family: names.first ?? "",
                familyNames: Array(Set(names)).sorted(),
                postScriptName: name(of: face, .init(HB_OT_NAME_ID_POSTSCRIPT_NAME)),
                weight: Int(hb_style_get_value(font, HB_STYLE_TAG_WEIGHT).rounded()),
                weightAxis: hasWeightAxis ? Int(axis.min_value.rounded())...Int(axis.max_value.rounded()) : nil,
                isItalic: hb_style_get_value(font, HB_STYLE_TAG_ITALIC) >= 0.5,
                width: Int(hb_style_get_value(font, HB_STYLE_TAG_WIDTH).rounded()))
        }
    }

    /// The face as a member of its family, to choose among the others by weight and slant.
    var member: FontFamily.Member {
        FontFamily.Member(file: file, weight: min(max(weight, 1), 1000), isItalic: isItalic, weightAxis: weightAxis,
                          width: min(max(width, 1), 1000))
    }

    /// Whether `name` names this face's family, compared as fontconfig compares family
    /// names: ignoring case and spaces.
    func isInFamily(_ name: String) -> Bool {
        let key = Self.familyKey(name)
        return familyNames.contains { Self.familyKey($0) == key }
    }

    static func familyKey(_ name: String) -> String {
        name.lowercased().filter { $0 != " " }
    }

    private static func name(of face: OpaquePointer?, _ id: hb_ot_name_id_t) -> String? {
        let english = hb_language_from_string("en", -1)
        var length = hb_ot_name_get_utf8(face, id, english, nil, nil)
        guard length > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        length += 1
        hb_ot_name_get_utf8(face, id, english, &length, &buffer)
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
