import Foundation
import Testing
import Vellum
@testable import VellumRender

/// A registered variable font is drawn at the axis coordinates it was measured at.
@MainActor
@Suite struct VariableFontDrawingTests {
    /// Inter's variable roman face (`fonts-inter-variable`), `wght` 100 to 900.
    static let variable = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"

    /// "HHH" at 40 pt in the variable face at `weight`, drawn black on white.
    private func pixels(_ weight: Font.Weight) throws -> (pixels: Pixels, run: GlyphRun) {
        try FontRegistry.register(contentsOf: URL(fileURLWithPath: Self.variable))
        let content = TextContent(runs: [.init(string: "HHH", font: .custom("Inter", size: 40).weight(weight))])
        let run = try #require(FontTextEngine().layout(content, constraints: TextConstraints(width: nil)).lines.first?.glyphRuns.first)
        let list = DisplayList(size: CGSize(width: 120, height: 50), scale: 1, items: [
            .glyphs(run, origin: CGPoint(x: 5, y: 42), paint: .color(.black)),
        ])
        return (try Pixels(list, isOpaque: true), run)
    }

    private func dark(_ pixels: Pixels) -> Int {
        (0..<pixels.height).reduce(0) { count, y in
            count + (0..<pixels.width).filter { pixels[$0, y].brightness < 128 }.count
        }
    }

    /// Heavier instances draw thicker stems: were the axes ignored when drawing, every
    /// weight would be drawn as the default instance (400) at the measured positions.
    @Test func eachWeightIsDrawnAtItsOwnInstance() throws {
        let (thin, thinRun) = try pixels(.ultraLight)
        let (regular, _) = try pixels(.regular)
        let (black, blackRun) = try pixels(.black)
        #expect(thinRun.font.variations == [FontVariation(tag: "wght", value: 100)])
        #expect(blackRun.font.variations == [FontVariation(tag: "wght", value: 900)])
        let counts = [dark(thin), dark(regular), dark(black)]
        // Measured 2026-11-25: 144, 669 and 1,602 dark pixels; with the axes ignored when
        // drawing, 669 each.
        #expect(counts[0] * 3 / 2 < counts[1] && counts[1] * 3 / 2 < counts[2], "\(counts)")
    }

    /// Display lists are plain values: coordinates for a static face are an error that
    /// says so; a coordinate that is not finite draws the axis's default, one off the
    /// axis its nearer end.
    @Test func badCoordinatesAreDefined() throws {
        func draw(_ file: FontFile) throws -> Pixels {
            let run = GlyphRun(font: file, size: 40, glyphs: [44, 44], positions: [.zero, CGPoint(x: 30, y: 0)], runIndex: 0)
            return try Pixels(DisplayList(size: CGSize(width: 80, height: 50), scale: 1, items: [
                .glyphs(run, origin: CGPoint(x: 5, y: 42), paint: .color(.black)),
            ]), isOpaque: true)
        }
        let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        let error = #expect(throws: RenderError.self) {
            try draw(FontFile(path: dejaVu, variations: [FontVariation(tag: "wght", value: 700)]))
        }
        #expect(error?.description.hasPrefix("The font file \(dejaVu) has no variation axes") == true)

        func wght(_ value: Double) -> FontFile {
            FontFile(path: Self.variable, variations: [FontVariation(tag: "wght", value: value)])
        }
        let regular = dark(try draw(wght(400))), black = dark(try draw(wght(900)))
        #expect(regular < black)
        #expect(dark(try draw(wght(.nan))) == regular)
        #expect(dark(try draw(wght(-.infinity))) == regular)
        #expect(dark(try draw(wght(5000))) == black)
        #expect(dark(try draw(wght(1e300))) == black)
        #expect(dark(try draw(wght(-5))) == dark(try draw(wght(100))))
    }
}
