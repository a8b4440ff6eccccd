import Foundation
import VellumCore

/// The faces of one family, and the rule that picks a face for a weight and slant.
struct FontFamily: Hashable, Sendable {
    struct Member: Hashable, Sendable {
        var file: FontFile
        /// On the OpenType scale: 400 regular, 700 bold. A variable face's default.
        var weight: Int
        var isItalic: Bool
        /// The `wght` axis's range of a variable face: any weight in it is exact.
        var weightAxis: ClosedRange<Int>? = nil
        /// The width class as a percentage of normal (OS/2 `usWidthClass`, fontconfig's
        /// `width`): 100 normal, 87 semi-condensed (DejaVu Sans Condensed), 75 condensed.
        var width = 100

        /// The weight nearest to `requested` this member can draw.
        func nearestWeight(to requested: Int) -> Int {
            guard let axis = weightAxis else { return weight }
            return min(max(requested, axis.lowerBound), axis.upperBound)
        }
    }

    /// The family's name, as messages show it.
    var name: String
    var members: [Member]

    /// A face of the family, and what the renderer must synthesise because no file has it.
    struct Choice: Hashable, Sendable {
        /// For a variable face, with its `wght` coordinate set to the weight chosen.
        var file: FontFile
        var syntheticBold: Bool
        var syntheticItalic: Bool
    }

    /// The width `font-stretch` matching picks among the members for `width` (a
    /// percentage of normal): at or below normal the nearest width not wider, else the
    /// nearest wider one; above normal the other way round (CSS Fonts 4, 5.2 step 4a).
    func nearestWidth(to width: Double) -> Int? {
        let widths = Set(members.map(\.width))
        let narrower = widths.filter { Double($0) <= width }.max(), wider = widths.filter { Double($0) >= width }.min()
        return width <= 100 ? narrower ?? wider : wider ?? narrower
    }

    /// The member nearest to `weight` with the requested slant, among those of the width
    /// `nearestWidth(to:)` picks.
    ///
    /// A variable member draws every weight its axis covers, so it is exact there.
    /// Without an italic member the upright one is slanted by the renderer; when the
    /// requested weight is semibold or heavier and the nearest member is lighter, the
    /// renderer emboldens it. Ties between two weights go lighter below 500 and heavier
    /// from 500 on, as CSS font matching does.
    func choose(weight: Int, italic: Bool, width: Double = 100) -> Choice? {
        let chosenWidth = nearestWidth(to: width)
        let members = members.filter { $0.width == chosenWidth }
        let sameSlant = members.filter { $0.isItalic == italic }
        let candidates = sameSlant.isEmpty ? members.filter { !$0.isItalic } : sameSlant
        let pool = candidates.isEmpty ? members : candidates
        let best = pool.min { a, b in
            let wa = a.nearestWeight(to: weight), wb = b.nearestWeight(to: weight)
            let da = abs(wa - weight), db = abs(wb - weight)
            if da != db { return da < db }
            return weight >= 500 ? wa > wb : wa < wb
        }
        guard let best else { return nil }
        let drawn = best.nearestWeight(to: weight)
        var file = best.file
        if best.weightAxis != nil { file.variations = [FontVariation(tag: "wght", value: Double(drawn))] }
        return Choice(file: file,
                      syntheticBold: weight >= 600 && drawn < 600,
                      syntheticItalic: italic && !best.isItalic)
    }
}

// MARK: - The families Vellum ships with (Debian's font packages)

extension FontFamily {
    /// Inter (`fonts-inter`), the closest free match to Apple's system font: nine weights,
    /// each upright and italic.
    static func inter(in directory: String = "/usr/share/fonts/opentype/inter") -> FontFamily {
        let names = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        var members: [Member] = []
        for (i, name) in names.enumerated() {
            let weight = (i + 1) * 100
            members.append(Member(file: FontFile(path: "\(directory)/Inter-\(name).otf"), weight: weight, isItalic: false))
            let italic = name == "Regular" ? "Italic" : "\(name)Italic"
            members.append(Member(file: FontFile(path: "\(directory)/Inter-\(italic).otf"), weight: weight, isItalic: true))
        }
        return FontFamily(name: "Inter", members: members).installed()
    }

    /// A DejaVu family (`fonts-dejavu-core`): regular, bold and their slanted faces, and
    /// the semi-condensed ones (width 87) where `fonts-dejavu-extra` installs them.
    static func dejaVu(_ stem: String, italicSuffix: String, name: String, hasCondensed: Bool = false,
                       in directory: String = "/usr/share/fonts/truetype/dejavu") -> FontFamily {
        let stems = hasCondensed ? [(stem, 100), (stem + "Condensed", 87)] : [(stem, 100)]
        let members = stems.flatMap { stem, width in [
            Member(file: FontFile(path: "\(directory)/\(stem).ttf"), weight: 400, isItalic: false, width: width),
            Member(file: FontFile(path: "\(directory)/\(stem)-Bold.ttf"), weight: 700, isItalic: false, width: width),
            Member(file: FontFile(path: "\(directory)/\(stem)-\(italicSuffix).ttf"), weight: 400, isItalic: true, width: width),
            Member(file: FontFile(path: "\(directory)/\(stem)-Bold\(italicSuffix).ttf"), weight: 700, isItalic: true, width: width),
        ] }
        return FontFamily(name: name, members: members).installed()
    }

    static var dejaVuSans: FontFamily { dejaVu("DejaVuSans", italicSuffix: "Oblique", name: "DejaVu Sans", hasCondensed: true) }
    static var dejaVuSerif: FontFamily { dejaVu("DejaVuSerif", italicSuffix: "Italic", name: "DejaVu Serif", hasCondensed: true) }
    static var dejaVuSansMono: FontFamily { dejaVu("DejaVuSansMono", italicSuffix: "Oblique", name: "DejaVu Sans Mono") }

    /// Noto Color Emoji (`fonts-noto-color-emoji`), a colour bitmap font with one face.
    static var notoColorEmoji: FontFamily {
        FontFamily(name: "Noto Color Emoji", members: [
            Member(file: FontFile(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"), weight: 400, isItalic: false),
        ]).installed()
    }

    /// Noto Sans CJK SC (`fonts-noto-cjk`): the Simplified Chinese face of each collection,
    /// found by its family name so a re-ordered collection still gives the same face.
    /// Every face of the collection holds every region's forms: the text's language
    /// picks them (OpenType `locl`), Simplified Chinese without one.
    static var notoSansCJK: FontFamily {
        let directory = "/usr/share/fonts/opentype/noto"
        let files = [("NotoSansCJK-Regular.ttc", 400), ("NotoSansCJK-Bold.ttc", 700)]
        let members = files.compactMap { file, weight -> Member? in
            let path = "\(directory)/\(file)"
            guard let face = FaceDescription.faces(inFile: path).first(where: { $0.family == "Noto Sans CJK SC" }) else { return nil }
            return Member(file: face.file, weight: weight, isItalic: false)
        }
        return FontFamily(name: "Noto Sans CJK SC", members: members)
    }

    /// The family without members whose files are missing.
    private func installed() -> FontFamily {
        FontFamily(name: name, members: members.filter { FileManager.default.fileExists(atPath: $0.file.path) })
    }
}
