import Foundation
import Testing
import VellumCore
@testable import VellumText

/// The font files the tests pin, as Debian's font packages install them.
enum FontPaths {
    static let inter = "/usr/share/fonts/opentype/inter"
    static let interRegular = "\(inter)/Inter-Regular.otf"
    static let dejaVu = "/usr/share/fonts/truetype/dejavu"
    static let dejaVuSans = "\(dejaVu)/DejaVuSans.ttf"
    static let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    static let cjkRegular = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
}

/// Inter Regular at 17 pt, the reference of most numbers here. Inter-Regular.otf has
/// 2,816 units per em, hhea (= OS/2 typo, USE_TYPO_METRICS set) ascender 2,728,
/// descender −680, line gap 0, cap height 2,048; post underline −464 / 192 thick;
/// OS/2 strikeout 922 / 192 thick (read with fontTools).
enum Inter17 {
    static let unit = 17.0 / 2816
    static let ascent = 2728 * unit  // 16.46875
    static let descent = 680 * unit  // 4.10511…
    static let lineHeight = 3408 * unit  // 20.57386…
}

let body17 = Font.system(size: 17)

/// Lays out one run with a fresh engine, so tests running in parallel share no cache.
func layout(_ string: String, font: Font = body17, width: CGFloat? = nil, maxLines: Int? = nil,
            truncationMode: Text.TruncationMode = .tail, lineSpacing: CGFloat = 0, scale: CGFloat = 1,
            displayScale: CGFloat = 1, allowsTightening: Bool = false) -> TextLayout {
    FontTextEngine().layout(
        TextContent(runs: [TextContent.Run(string: string, font: font)]),
        constraints: TextConstraints(width: width, maxLines: maxLines, truncationMode: truncationMode,
                                     lineSpacing: lineSpacing, scale: scale, displayScale: displayScale,
                                     allowsTightening: allowsTightening))
}

/// Lays out several runs with a fresh engine.
func layout(_ runs: [TextContent.Run], width: CGFloat? = nil) -> TextLayout {
    FontTextEngine().layout(TextContent(runs: runs), constraints: TextConstraints(width: width))
}

func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 0.01) -> Bool {
    abs(a - b) <= tolerance
}

extension TextLayout {
    var strings: [String] { lines.map(\.string) }
    var runs: [GlyphRun] { lines.flatMap(\.glyphRuns) }
}

/// The glyph a face maps `character` to, without shaping.
func nominalGlyph(_ character: Unicode.Scalar, in path: String, faceIndex: Int = 0) -> UInt32? {
    FontFace(file: FontFile(path: path, faceIndex: faceIndex))?.glyph(for: character.value)
}
