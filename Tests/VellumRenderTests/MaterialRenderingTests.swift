import Foundation
import Testing
import Vellum
@testable import VellumRender

/// Materials: what lies beneath, blurred (30 points), saturated (× 1.8) and tinted.
/// The expected colours follow from those estimates (see `Material`): 10-point red and
/// blue stripes blur to their mean (127.5, 90.5, 151.5), saturate to (147, 81, 190),
/// and an ultra-thin tint (white at 44 % light, #252525 at 55 % dark) moves that to
/// (195, 157, 219) light or (87, 57, 106) dark.
@MainActor
@Suite struct MaterialRenderingTests {
    private let window = CGSize(width: 200, height: 100)

    private var stripes: some View {
        HStack(spacing: 0) {
            ForEach(0..<20) { i in (i.isMultiple(of: 2) ? Color.red : Color.blue) }
        }
    }

    private func render<S: ShapeStyle>(_ material: S, scheme: ColorScheme = .light, scale: CGFloat = 1) throws -> Pixels {
        let view = stripes.overlay {
            Rectangle().fill(material).frame(width: 100, height: 60).environment(\.colorScheme, scheme)
        }
        return try Pixels(view, size: window, scale: scale, isOpaque: true)
    }

    @Test func ultraThinBlursTheStripesAndTintsTowardWhite() throws {
        let pixels = try render(.ultraThinMaterial)
        // x = 100 is a red/blue edge; x = 95 and 105 are stripe centres.
        for x in [95, 100, 105] {
            #expect(pixels[x, 50].isClose(to: RGBA(195, 157, 219), tolerance: 6), "x \(x): \(pixels[x, 50])")
        }
        #expect(pixels[45, 50] == .red, "outside the material the stripes stay sharp")
        #expect(pixels[35, 50] == .blue)
    }

    @Test func darkMaterialTintsTowardDark() throws {
        let pixels = try render(.ultraThinMaterial, scheme: .dark)
        #expect(pixels[100, 50].isClose(to: RGBA(87, 57, 106), tolerance: 6), "\(pixels[100, 50])")
    }

    /// Over plain white a light regular material stays white, as on iOS (the tint is
    /// white at 82 %); a dark one is #252525 at 82 % over white: 76.
    @Test func regularOverWhiteStaysWhite() throws {
        func over(_ scheme: ColorScheme) throws -> RGBA {
            let view = Color.white.overlay {
                Rectangle().fill(.regularMaterial).frame(width: 100, height: 60).environment(\.colorScheme, scheme)
            }
            return try Pixels(view, size: window, isOpaque: true)[100, 50]
        }
        #expect(try over(.light) == .white)
        #expect(try over(.dark).isClose(to: RGBA(76, 76, 76), tolerance: 2))
    }

    /// Thicker materials hide more of what lies beneath.
    @Test func thickerMaterialsAreCloserToTheirTint() throws {
        let thin = try render(Material.thin)[100, 50], thick = try render(Material.thick)[100, 50]
        #expect(thick.brightness > thin.brightness && thick.brightness > 245, "\(thin) \(thick)")
    }

    @Test func backgroundInARoundedRectangleLeavesTheCornersSharp() throws {
        let view = stripes.overlay {
            Text(verbatim: "").frame(width: 100, height: 60)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
        }
        let pixels = try Pixels(view, size: window, isOpaque: true)
        #expect(pixels[51, 21] == .blue, "the rounded corner shows the stripes: \(pixels[51, 21])")
        #expect(pixels[100, 50].brightness > 220, "\(pixels[100, 50])")
    }

    @Test func theBlurScalesWithTheRenderScale() throws {
        let pixels = try render(.ultraThinMaterial, scale: 2)
        #expect(pixels[200, 100].isClose(to: RGBA(195, 157, 219), tolerance: 6), "\(pixels[200, 100])")
    }

    /// PDF and SVG cannot read what lies beneath: the material is its tint alone.
    @Test func svgDrawsTheTintAlone() throws {
        let svg = try String(decoding: DisplayListRenderer.svg(displayList(Rectangle().fill(.regularMaterial), size: window)), as: UTF8.self)
        #expect(svg.contains("0.82") && !svg.contains("<image"))
    }
}
