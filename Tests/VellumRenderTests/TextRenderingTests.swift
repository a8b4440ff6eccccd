import CFreeType
import Foundation
import Testing
import Vellum
@testable import VellumRender

/// Glyph runs built by hand with FreeType, drawn into PNGs and PDFs.
@MainActor
@Suite struct TextRenderingTests {
    static let dejaVu = FontFile(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")

    /// "Hi" in DejaVu Sans at `size` points, glyphs placed at their advances.
    static func hi(size: CGFloat, bold: Bool = false, italic: Bool = false) throws -> GlyphRun {
        var library: FT_Library?
        var face: FT_Face?
        try #require(FT_Init_FreeType(&library) == 0)
        defer { FT_Done_FreeType(library) }
        try #require(FT_New_Face(library, dejaVu.path, 0, &face) == 0, "DejaVu Sans is installed (fonts-dejavu-core)")
        defer { FT_Done_Face(face) }
        var glyphs: [UInt32] = []
        var positions: [CGPoint] = []
        var x: CGFloat = 0
        for character in "Hi".unicodeScalars {
            let glyph = FT_Get_Char_Index(face, FT_ULong(character.value))
            try #require(FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_SCALE)) == 0)
            glyphs.append(glyph)
            positions.append(CGPoint(x: x, y: 0))
            x += CGFloat(face!.pointee.glyph.pointee.advance.x) / CGFloat(face!.pointee.units_per_EM) * size
        }
        return GlyphRun(font: dejaVu, size: size, glyphs: glyphs, positions: positions, runIndex: 0,
                        syntheticBold: bold, syntheticItalic: italic)
    }

    private func list(_ run: GlyphRun) -> DisplayList {
        DisplayList(size: CGSize(width: 60, height: 40), scale: 1, items: [
            .glyphs(run, origin: CGPoint(x: 5, y: 30), paint: .color(.black)),
        ])
    }

    /// DejaVu's "H" at 24 points: stems about 2 to 5 and 13 to 16 points right of the
    /// origin, 17.5 points tall, joined by a bar about 9 points up.
    @Test func glyphRunDrawsDarkPixelsWhereTheGlyphsAre() throws {
        let pixels = try Pixels(list(Self.hi(size: 24)), isOpaque: true)
        #expect(pixels[5 + 3, 30 - 4].brightness < 60, "left stem of H: \(pixels[8, 26])")
        #expect(pixels[5 + 14, 30 - 14].brightness < 60, "right stem of H: \(pixels[19, 16])")
        #expect(pixels[5 + 10, 30 - 9].brightness < 100, "bar of H: \(pixels[15, 21])")
        #expect(pixels[5 + 10, 30 - 3] == .white, "below the bar, between the stems")
        #expect(pixels[5 + 10, 30 - 16] == .white, "above the bar, between the stems")
        let dark = (0..<pixels.height).flatMap { y in (0..<pixels.width).map { x in pixels[x, y] } }
            .filter { $0.brightness < 128 }.count
        #expect((100...400).contains(dark), "about as many dark pixels as 'Hi' covers: \(dark)")
        #expect((0..<pixels.width).allSatisfy { pixels[$0, 35] == .white }, "nothing below the baseline")
    }

    @Test func syntheticBoldDrawsThickerAndItalicLeansRight() throws {
        func dark(_ pixels: Pixels, rows: Range<Int>) -> [Int] {
            rows.flatMap { y in (0..<pixels.width).filter { pixels[$0, y].brightness < 128 } }
        }
        let regular = try Pixels(list(Self.hi(size: 24)), isOpaque: true)
        let bold = try Pixels(list(Self.hi(size: 24, bold: true)), isOpaque: true)
        let italic = try Pixels(list(Self.hi(size: 24, italic: true)), isOpaque: true)
        #expect(dark(bold, rows: 0..<40).count > dark(regular, rows: 0..<40).count + 20)
        // Near the top of the H, the slanted stems sit further right.
        #expect(dark(italic, rows: 13..<15).min()! > dark(regular, rows: 13..<15).min()! + 1)
    }

    @Test func missingFontFileThrowsAClearError() throws {
        var run = try Self.hi(size: 12)
        run.font = FontFile(path: "/no/such/font.ttf")
        let error = #expect(throws: RenderError.self) { try DisplayListRenderer.png(list(run)) }
        #expect(error?.description.contains("/no/such/font.ttf does not exist") == true, "\(String(describing: error))")
    }

    @Test func glyphIdOutsideTheFontThrows() throws {
        var run = try Self.hi(size: 12)
        run.glyphs[0] = 1_000_000
        let error = #expect(throws: RenderError.self) { try DisplayListRenderer.png(list(run)) }
        #expect(error?.description.contains("Glyph 1000000 is not in the font") == true, "\(String(describing: error))")
    }

    /// Text stays text: the PDF embeds a subset of DejaVu Sans and shows glyphs with it.
    @Test func pdfEmbedsTheFont() throws {
        let pdf = try DisplayListRenderer.pdf(list(Self.hi(size: 24)))
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("+DejaVuSans"), "a font subset named after the font")
        #expect(text.contains("/FontFile2"), "the TrueType font is embedded")
    }

    /// A shadow rasterizes only its blurred alpha; the text over it stays text.
    @Test func pdfKeepsShadowedTextAsText() throws {
        var shadowed = list(try Self.hi(size: 24))
        shadowed.items = [.begin(.shadow(color: .black, radius: 2, offset: CGSize(width: 1, height: 1)))] + shadowed.items + [.end]
        let text = String(decoding: try DisplayListRenderer.pdf(shadowed), as: UTF8.self)
        #expect(text.contains("+DejaVuSans"))
        #expect(text.contains("/SMask"), "the shadow is an image mask")
    }
}
