import CCairo
import CFreeType
import Foundation
import VellumCore

/// Cairo font faces for font files, opened with FreeType once per file, face index and
/// synthetic boldness, and kept for the life of the process.
///
/// Why never closed: Cairo's font caches may hold a face past any one render, and a
/// face's FreeType data must outlive it; programs draw with a handful of fonts.
/// Opening faces shares one FreeType library, which is not thread-safe, so it is
/// behind a lock; Cairo locks each face itself while drawing with it. The lock is an
/// `NSLock` (a pthread mutex), which ThreadSanitizer understands: with
/// Synchronization's `Mutex`, built on futexes it does not see, `scripts/tsan`
/// reported the accesses inside the lock as a race.
final class FontFaces: @unchecked Sendable {
    static let shared = FontFaces()

    struct Face: @unchecked Sendable {
        /// A `cairo_font_face_t`.
        let face: OpaquePointer
        let glyphCount: Int
        /// Whether the font has colour glyphs (emoji bitmaps or layers), which vector
        /// targets cannot draw as outlines.
        let hasColorGlyphs: Bool
    }

    private struct Key: Hashable {
        let file: FontFile
        let bold: Bool
    }

    private struct State {
        var library: FT_Library?
        var faces: [Key: Face] = [:]
    }

    private let lock = NSLock()
    /// Read and written only while holding `lock`.
    private var state = State()

    /// The face for `file`; `bold` embolden its outlines (for a font without a bold
    /// style). Throws when the file cannot be read as a font.
    func face(for file: FontFile, bold: Bool) throws -> Face {
        try lock.withLock {
            let key = Key(file: file, bold: bold)
            if let face = state.faces[key] { return face }
            if state.library == nil {
                var library: FT_Library?
                guard FT_Init_FreeType(&library) == 0 else { throw RenderError("FreeType could not be initialised to draw text.") }
                state.library = library
            }
            var ftFace: FT_Face?
            let error = FT_New_Face(state.library, file.path, FT_Long(file.faceIndex), &ftFace)
            guard error == 0, let ftFace else { throw Self.openingError(file, code: error) }
            do {
                if !file.variations.isEmpty { try Self.setVariations(of: ftFace, file, library: state.library) }
            } catch {
                FT_Done_Face(ftFace)
                throw error
            }
            // A separate FreeType face per variant: Cairo shares one font face per
            // FT_Face, and synthesis flags belong to that shared face.
            let face = cairo_ft_font_face_create_for_ft_face(ftFace, 0)!
            if bold { cairo_ft_font_face_set_synthesize(face, CAIRO_FT_SYNTHESIZE_BOLD.rawValue) }
            let result = Face(face: face, glyphCount: Int(ftFace.pointee.num_glyphs),
                              hasColorGlyphs: ftFace.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0)
            state.faces[key] = result
            return result
        }
    }

    /// Sets a variable face's axes to `file.variations` (the others, and any coordinate
    /// that is not finite, at their defaults; the rest clamped to the axis) before Cairo
    /// sees the face: Cairo keeps the coordinates a face has when it wraps
    /// it, so glyphs are drawn at the instance the text engine measured.
    private static func setVariations(of face: FT_Face, _ file: FontFile, library: FT_Library?) throws {
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else {
            throw RenderError("The font file \(file.path) has no variation axes, so it cannot be drawn at the "
                + "coordinates its glyph run names (\(file)).")
        }
        defer { FT_Done_MM_Var(library, master) }
        let axes = UnsafeBufferPointer(start: master.pointee.axis, count: Int(master.pointee.num_axis))
        var coordinates = axes.map { axis -> FT_Fixed in
            let tag = String(decoding: (0..<4).map { UInt8(truncatingIfNeeded: axis.tag >> (24 - 8 * $0)) }, as: UTF8.self)
            guard let value = file.variations.first(where: { $0.tag == tag })?.value, value.isFinite else { return axis.def }
            // 16.16 fixed point, within the axis's range (clamped before converting, so
            // no value overflows).
            return FT_Fixed(min(max(value * 65536, Double(axis.minimum)), Double(axis.maximum)))
        }
        let error = FT_Set_Var_Design_Coordinates(face, FT_UInt(coordinates.count), &coordinates)
        guard error == 0 else {
            throw RenderError("FreeType cannot set the axes of \(file) (FreeType error \(error)).")
        }
    }

    private static func openingError(_ file: FontFile, code: FT_Error) -> RenderError {
        guard FileManager.default.fileExists(atPath: file.path) else {
            return RenderError("The font file \(file.path) does not exist, so its glyph runs cannot be drawn. Draw text with fonts that are installed.")
        }
        let face = file.faceIndex == 0 ? "" : " face \(file.faceIndex)"
        return RenderError("FreeType cannot open\(face) in the font file \(file.path) (FreeType error \(code)); it may not be a font, or have fewer faces.")
    }
}
