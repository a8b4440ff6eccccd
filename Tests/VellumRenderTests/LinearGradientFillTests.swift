import CCairo
import Foundation
import Testing
import Vellum
@testable import VellumRender
import VellumExamples

/// The direct fill of opaque linear gradients (`LinearGradientFill.swift`) against
/// Cairo's own drawing of the same gradient, pixel by pixel.
@Suite struct LinearGradientFillTests {
    /// Three stops on a diagonal, the second off the middle, with the ends inside the
    /// rectangle so both paddings show.
    static let gradient = Gradient(stops: [
        .init(color: Color(red: 1, green: 0.2, blue: 0), location: 0),
        .init(color: Color(red: 0.1, green: 0.8, blue: 0.3), location: 0.35),
        .init(color: Color(red: 0.2, green: 0.1, blue: 0.9), location: 1),
    ])
    static let rect = CGRect(x: 4, y: 3, width: 52, height: 30)
    static let start = CGPoint(x: 10, y: 5), end = CGPoint(x: 50, y: 28)

    /// A 60 × 40 point canvas at `scale`, the gradient filled into `rect` either
    /// directly or by Cairo; its pixels, and whether the direct fill applied.
    private func render(scale: Double, direct: Bool, clip: CGRect? = nil) -> (pixels: [UInt32], direct: Bool) {
        var applied = false
        let pixels = Self.canvasPixels(scale: scale) { context, painter in
            if let clip {
                cairo_rectangle(context, clip.minX, clip.minY, clip.width, clip.height)
                cairo_clip(context)
            }
            if direct {
                applied = painter.fillOpaqueLinearGradient(Path(Self.rect), Self.gradient, start: Self.start, end: Self.end)
            } else {
                let pattern = DisplayList.Paint.linearGradient(Self.gradient, start: Self.start, end: Self.end)
                    .cairoPattern(covering: { Self.rect })
                cairo_set_source(context, pattern)
                cairo_pattern_destroy(pattern)
                cairo_rectangle(context, Self.rect.minX, Self.rect.minY, Self.rect.width, Self.rect.height)
                cairo_fill(context)
            }
        }
        return (pixels, applied)
    }

    /// The pixels of a 60 × 40 point ARGB32 canvas at `scale` after `draw` drew into it
    /// (also the conic fill's tests').
    static func canvasPixels(scale: Double, _ draw: (OpaquePointer, CairoPainter) -> Void) -> [UInt32] {
        let (w, h) = (Int32(60 * scale), Int32(40 * scale))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, scale, scale)
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        draw(context, CairoPainter(context: context, rasterScale: scale, canvasPixels: Int(w * h)))
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * Int(h)) { $0 }
        return (0..<Int(h)).flatMap { y in (0..<Int(w)).map { data[y * stride + $0] } }
    }

    /// The largest difference of any channel of any pixel.
    private func worstDifference(_ a: [UInt32], _ b: [UInt32]) -> Int {
        var worst = 0
        for (p, q) in zip(a, b) {
            for shift in stride(from: 0, to: 32, by: 8) {
                let d = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
                worst = Swift.max(worst, d)
            }
        }
        return worst
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func matchesCairoWithinOneLevel(scale: Double) {
        let direct = render(scale: scale, direct: true)
        let cairo = render(scale: scale, direct: false)
        #expect(direct.direct)
        #expect(direct.pixels.count == cairo.pixels.count)
        #expect(worstDifference(direct.pixels, cairo.pixels) <= 1)
        // The rectangle's pixels are covered and no others: (4, 3) to (56, 33) points.
        let width = Int(60 * scale)
        let inside = Int(4 * scale) + Int(3 * scale) * width, outside = Int(4 * scale) - 1 + Int(3 * scale) * width
        #expect(direct.pixels[inside] >> 24 == 0xFF)
        #expect(direct.pixels[outside] == 0)
    }

    @Test func aClipRectangleOnWholePixelsIsHonoured() {
        let clip = CGRect(x: 20, y: 10, width: 15, height: 12)
        let direct = render(scale: 2, direct: true, clip: clip)
        let cairo = render(scale: 2, direct: false, clip: clip)
        #expect(direct.direct)
        #expect(worstDifference(direct.pixels, cairo.pixels) <= 1)
        #expect(direct.pixels[Int(19.5 * 2) + 20 * 120] == 0, "left of the clip")
        #expect(direct.pixels[20 * 2 + 20 * 120] >> 24 == 0xFF, "inside the clip")
    }

    @Test func cairoDrawsWhatTheDirectFillCannot() {
        // A clip off the pixel grid: the direct fill declines and draws nothing.
        let offGrid = render(scale: 1, direct: true, clip: CGRect(x: 10.5, y: 10, width: 20, height: 10))
        #expect(!offGrid.direct)
        #expect(offGrid.pixels.allSatisfy { $0 == 0 })
        // A translucent stop: Cairo must blend.
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10)!
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        let painter = CairoPainter(context: context, rasterScale: 1, canvasPixels: 100)
        let translucent = Gradient(colors: [.red, .blue.opacity(0.5)])
        #expect(!painter.fillOpaqueLinearGradient(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), translucent,
                                                  start: .zero, end: CGPoint(x: 10, y: 0)))
        // A rounded rectangle is not a rectangle.
        #expect(!painter.fillOpaqueLinearGradient(Path(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2),
                                                  Self.gradient, start: .zero, end: CGPoint(x: 10, y: 0)))
    }

    /// The case it was made for: the 2x social card's PNG, drawn through the direct fill,
    /// is the size Cairo's libpng writer made before (328,888 bytes; see `PNGCompression`).
    @MainActor
    @Test func theSocialCardStaysWithinItsSizeBound() throws {
        let card = try #require(Examples.named("social-card"))
        let renderer = card.imageRenderer()
        renderer.scale = 2
        let png = try renderer.pngData()
        #expect(png.count <= 427_554, "1.3 × 328,888 bytes")
    }
}
