import CCairo
import Foundation
import Testing
import Vellum
@testable import VellumRender

/// The per-pixel fill of angular gradients (`ConicGradientFill.swift`) against the mesh
/// that Cairo rasterizes (`ConicGradient.meshPattern`), and against colours computed from
/// the stops.
@Suite struct ConicGradientFillTests {
    /// A 60 × 40 point canvas at `scale`, `rect` filled with `conic` either per pixel or
    /// through Cairo's mesh; its pixels.
    private func render(_ conic: ConicGradient, rect: CGRect, scale: Double, perPixel: Bool) -> [UInt32] {
        LinearGradientFillTests.canvasPixels(scale: scale) { context, painter in
            let pattern = perPixel ? painter.conicPattern(conic, over: rect) : conic.meshPattern(covering: rect)
            cairo_set_source(context, pattern)
            cairo_pattern_destroy(pattern)
            cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
            cairo_fill(context)
        }
    }

    static let rect = CGRect(x: 4, y: 3, width: 52, height: 34)
    static let rainbow = Gradient(colors: [.red, .yellow, .green, .blue, .red])

    /// Full turns, partial sweeps both ways, a hard stop, translucent stops, a centre
    /// outside the area and one a trillion points away.
    static let cases: [(String, ConicGradient)] = [
        ("full turn", ConicGradient(gradient: rainbow, center: CGPoint(x: 30, y: 20), start: 0, end: 2 * .pi)),
        ("partial sweep", ConicGradient(gradient: Gradient(colors: [.red, .blue]), center: CGPoint(x: 25, y: 22),
                                        start: .pi / 6, end: .pi)),
        ("counter-clockwise", ConicGradient(gradient: rainbow, center: CGPoint(x: 30, y: 20), start: .pi, end: -.pi / 2)),
        ("hard stop", ConicGradient(gradient: Gradient(stops: [.init(color: .red, location: 0), .init(color: .red, location: 0.5),
                                                               .init(color: .blue, location: 0.5), .init(color: .green, location: 1)]),
                                    center: CGPoint(x: 30, y: 20), start: -.pi / 2, end: 3 * .pi / 2)),
        ("translucent", ConicGradient(gradient: Gradient(colors: [.red.opacity(0.2), .blue.opacity(0.9), .red.opacity(0.2)]),
                                      center: CGPoint(x: 30, y: 20), start: 0, end: 2 * .pi)),
        ("centre outside", ConicGradient(gradient: rainbow, center: CGPoint(x: -40, y: 60), start: 0, end: 2 * .pi)),
        ("centre far away", ConicGradient(gradient: rainbow, center: CGPoint(x: 30, y: 5e12), start: 0, end: 2 * .pi)),
        ("two and a half turns", ConicGradient(gradient: rainbow, center: CGPoint(x: 30, y: 20), start: 0, end: 5 * .pi)),
        ("past a turn counter-clockwise", ConicGradient(gradient: Gradient(colors: [.red, .blue, .green]),
                                                        center: CGPoint(x: 28, y: 21), start: .pi, end: -2 * .pi)),
    ]

    /// The polynomial arctangent against `atan2` around the circle and at its edges.
    @Test func theArctangentIsWithinItsBound() {
        var worst = 0.0
        for i in 0..<3600 {
            let turn = Double(i) / 3600 * 2 * .pi
            for radius in [1e-9, 1, 7.5, 1e12] {
                let (y, x) = (radius * sin(turn), radius * cos(turn))
                worst = Swift.max(worst, abs(remainder(ConicGradient.angle(y, x) - atan2(y, x), 2 * .pi)))
            }
        }
        #expect(worst <= 1.2e-5, "\(worst)")
        #expect(ConicGradient.angle(0, 0) == 0 && ConicGradient.angle(.nan, 1).isNaN && ConicGradient.angle(1, .infinity) == 0)
    }

    /// The largest difference of any channel from Cairo's mesh, over pixels at least 28
    /// pixels from the centre and away from where the colour jumps (a hard stop, the
    /// seam, the middle of a partial sweep's gap), where a pixel's one sample and the
    /// mesh's coverage legitimately differ.
    ///
    /// The mesh's rasterizer puts each colour about half a pixel from where the centre
    /// of a pixel sees it (`coloursAtKnownAngles` checks the fill against the stops), so
    /// the two differ by the colour's change over half a pixel: measured, up to 20
    /// levels 4 to 8 pixels from the centre, 5 beyond 28, and 0 to 3 where the centre is
    /// outside the area.
    @Test(arguments: [1.0, 2.0])
    func matchesTheMeshAwayFromTheCentre(scale: Double) {
        for (name, conic) in Self.cases {
            let pixels = render(conic, rect: Self.rect, scale: scale, perPixel: true)
            let mesh = render(conic, rect: Self.rect, scale: scale, perPixel: false)
            let width = Int(60 * scale)
            var worst = 0
            for (i, (p, q)) in zip(pixels, mesh).enumerated() where p != q {
                let (x, y) = ((Double(i % width) + 0.5) / scale, (Double(i / width) + 0.5) / scale)
                guard hypot(x - conic.center.x, y - conic.center.y) * scale >= 28 else { continue }
                let angle = atan2(y - conic.center.y, x - conic.center.x)
                let near = [-2.0, 2.0].map { conic.sweep.location(at: angle + $0 * .pi / 180) }
                let jumps = abs(near[0] - near[1]) > 0.1 || (name == "hard stop" && near.contains { abs($0 - 0.5) < 0.02 })
                guard !jumps else { continue }
                for shift in stride(from: 0, to: 32, by: 8) {
                    let (dp, dq) = (Int((p >> UInt32(shift)) & 0xFF), Int((q >> UInt32(shift)) & 0xFF))
                    worst = Swift.max(worst, abs(dp - dq))
                }
            }
            #expect(worst <= 6, "\(name) at \(scale)x: \(worst)")
        }
    }
}

/// The angular gradient as users write it, drawn to PNG, PDF and SVG.
@MainActor
@Suite struct AngularGradientDrawingTests {
    /// Apple's AngularGradient documentation: the gradient "applies the color function
    /// as the angle changes, relative to a center point and defined start and end
    /// angles"; angles run clockwise on screen from the positive x axis (`Angle`). So a
    /// pixel whose centre lies at angle θ past the start takes the gradient's colour at
    /// θ / (end − start): here red to blue over the full turn, mixed linearly.
    @Test(arguments: [1, 2] as [CGFloat])
    func coloursAtKnownAngles(scale: CGFloat) throws {
        let view = AngularGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                   center: .center, startAngle: .degrees(30), endAngle: .degrees(390))
        let pixels = try Pixels(view, size: CGSize(width: 100, height: 100), scale: scale)
        for degrees in [40.0, 100, 175, 250, 330, 380] {
            let (x, y) = (Int((50 + 40 * cos(degrees * .pi / 180)) * scale), Int((50 + 40 * sin(degrees * .pi / 180)) * scale))
            let angle = atan2((Double(y) + 0.5) / scale - 50, (Double(x) + 0.5) / scale - 50) * 180 / .pi
            var past = (angle - 30).truncatingRemainder(dividingBy: 360)
            if past < 0 { past += 360 }
            let t = past / 360
            let expected = RGBA(UInt8((255 * (1 - t)).rounded()), 0, UInt8((255 * t).rounded()))
            #expect(pixels[x, y].isClose(to: expected, tolerance: 2), "\(degrees)°: \(pixels[x, y]), expected \(expected)")
        }
    }

    /// Apple's AngularGradient documentation: "If endAngle - startAngle > 2π, the
    /// gradient only draws the last complete turn". From 0° to 720°, that is the turn
    /// from 360° to 720°, locations 0.5 to 1: half red and half blue just past 0°, all
    /// blue just before it, three-quarters blue at 180°.
    @Test func aSweepPastATurnDrawsItsLastTurn() throws {
        let view = AngularGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                   center: .center, startAngle: .zero, endAngle: .degrees(720))
        let pixels = try Pixels(view, size: CGSize(width: 100, height: 100))
        for (degrees, t) in [(3.0, 0.5 + 3.0 / 720), (180, 0.75), (357, 1 - 3.0 / 720)] {
            let p = pixels[Int(50 + 40 * cos(degrees * .pi / 180)), Int(50 + 40 * sin(degrees * .pi / 180))]
            let expected = RGBA(UInt8((255 * (1 - t)).rounded()), 0, UInt8((255 * t).rounded()))
            #expect(p.isClose(to: expected, tolerance: 4), "\(degrees)°: \(p), expected \(expected)")
        }
    }

    /// PDF keeps the vector mesh (a PDF shading); SVG, which has none, embeds the
    /// gradient as one image of its pixels.
    @Test func pdfKeepsTheMeshAndSVGEmbedsPixels() throws {
        let view = AngularGradient(colors: [.red, .yellow, .blue, .red], center: .center).frame(width: 20, height: 20)
        let list = displayList(view, size: CGSize(width: 20, height: 20), scale: 2)
        let pdf = String(decoding: try DisplayListRenderer.pdf(list), as: UTF8.self)
        #expect(pdf.contains("/ShadingType 7") || pdf.contains("/ShadingType 6"), "a mesh shading")
        #expect(!pdf.contains("/Subtype /Image"), "no image")
        let svg = String(decoding: try DisplayListRenderer.svg(list), as: UTF8.self)
        #expect(svg.components(separatedBy: "<image").count == 2 && svg.contains("width=\"40\" height=\"40\""))
    }

    /// A gradient framed a trillion points tall: its image is the canvas's pixels (the
    /// visible part), whatever the geometry, also turned by 30°; under an unbounded
    /// clip (a recording's, 10⁶ points a side) at most the offscreen budget.
    @Test func theImageIsBoundedByTheVisiblePixels() {
        let conic = ConicGradient(gradient: Gradient(colors: [.red, .blue]), center: CGPoint(x: 50, y: 5e12), start: 0, end: 2 * .pi)
        let tall = CGRect(x: 0, y: 0, width: 100, height: 1e13)
        func imageSize(turned: Bool, recording: Bool) -> (Int, Int) {
            var bounds = cairo_rectangle_t(x: -5e5, y: -5e5, width: 1e6, height: 1e6)
            let surface: OpaquePointer
            if recording {
                surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &bounds)!
            } else {
                surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 200)!
                cairo_surface_set_device_scale(surface, 2, 2)
            }
            defer { cairo_surface_destroy(surface) }
            let context = cairo_create(surface)!
            defer { cairo_destroy(context) }
            if turned { cairo_rotate(context, .pi / 6) }
            let painter = CairoPainter(context: context, rasterScale: 2, canvasPixels: 200 * 200)
            guard let pattern = painter.conicPattern(conic, over: tall) else { return (0, 0) }
            defer { cairo_pattern_destroy(pattern) }
            var image: OpaquePointer?
            cairo_pattern_get_surface(pattern, &image)
            return (Int(cairo_image_surface_get_width(image)), Int(cairo_image_surface_get_height(image)))
        }
        #expect(imageSize(turned: false, recording: false) == (200, 200))
        let turned = imageSize(turned: true, recording: false)
        #expect(turned.0 <= 200 && turned.1 <= 200 && turned.0 * turned.1 > 0, "\(turned)")
        let unbounded = imageSize(turned: true, recording: true)
        // The offscreen budget: four canvases of 200 × 200 pixels (`offscreenPixelBudget`).
        #expect(unbounded.0 * unbounded.1 <= 4 * 200 * 200 + 2 * 800, "\(unbounded)")
    }
}
