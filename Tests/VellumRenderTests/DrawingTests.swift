import Foundation
import Testing
import Vellum
@testable import VellumRender

/// Fills, strokes, paints and images drawn into PNGs, checked pixel by pixel.
@MainActor
@Suite struct DrawingTests {
    @Test(arguments: [1, 2, 3] as [CGFloat])
    func colorFillsEveryPixelAtEachScale(scale: CGFloat) throws {
        let pixels = try Pixels(Color.red.frame(width: 10, height: 10), size: CGSize(width: 10, height: 10), scale: scale)
        let side = Int(10 * scale)
        #expect(pixels.width == side && pixels.height == side)
        for (x, y) in [(0, 0), (side - 1, 0), (0, side - 1), (side - 1, side - 1), (side / 2, side / 2)] {
            #expect(pixels[x, y] == .red, "pixel (\(x), \(y))")
        }
    }

    /// Spec section 9's worked example: x = 10.3, width 100.6 at 3x snaps to 10.333 and
    /// 100.667, so the rect covers pixel columns 31 through 332 exactly, with no
    /// partially covered column at either edge.
    @Test func fractionalRectCoversWholePixelColumnsAt3x() throws {
        let view = Color.blue.frame(width: 100.6, height: 10).padding(.leading, 10.3)
            .frame(width: 120, height: 10, alignment: .leading)
        let pixels = try Pixels(view, size: CGSize(width: 120, height: 10), scale: 3)
        #expect(pixels.width == 360)
        #expect(pixels[30, 15] == .clear)
        #expect(pixels[31, 15] == .blue)
        #expect(pixels[332, 15] == .blue)
        #expect(pixels[333, 15] == .clear)
    }

    @Test func linearGradientHasItsStopColoursAtItsEnds() throws {
        let view = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let pixels = try Pixels(view, size: CGSize(width: 100, height: 10))
        #expect(pixels[0, 5].isClose(to: .red, tolerance: 3), "\(pixels[0, 5])")
        #expect(pixels[99, 5].isClose(to: .blue, tolerance: 3), "\(pixels[99, 5])")
        #expect(pixels[50, 5].isClose(to: RGBA(128, 91, 151), tolerance: 3), "midway: \(pixels[50, 5])")
    }

    @Test func radialGradientHasItsFirstColourAtTheCentre() throws {
        let view = RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50)
        let pixels = try Pixels(view, size: CGSize(width: 100, height: 100))
        #expect(pixels[50, 50].isClose(to: .white, tolerance: 5), "\(pixels[50, 50])")
        #expect(pixels[0, 0] == RGBA(0, 0, 0), "beyond the end radius: \(pixels[0, 0])")
    }

    /// Red at 0° (pointing right), green at 90° (down: angles run clockwise on screen),
    /// blue at 180°, yellow at 270°.
    @Test func angularGradientSweepsClockwiseFromTheRight() throws {
        let gradient = Gradient(stops: [
            .init(color: Color(red: 1, green: 0, blue: 0), location: 0),
            .init(color: Color(red: 0, green: 1, blue: 0), location: 0.25),
            .init(color: Color(red: 0, green: 0, blue: 1), location: 0.5),
            .init(color: Color(red: 1, green: 1, blue: 0), location: 0.75),
            .init(color: Color(red: 1, green: 0, blue: 0), location: 1),
        ])
        let pixels = try Pixels(AngularGradient(gradient: gradient, center: .center), size: CGSize(width: 100, height: 100))
        let tolerance = 8
        #expect(pixels[95, 50].isClose(to: RGBA(255, 0, 0), tolerance: tolerance), "0°: \(pixels[95, 50])")
        #expect(pixels[50, 95].isClose(to: RGBA(0, 255, 0), tolerance: tolerance), "90°: \(pixels[50, 95])")
        #expect(pixels[4, 50].isClose(to: RGBA(0, 0, 255), tolerance: tolerance), "180°: \(pixels[4, 50])")
        #expect(pixels[50, 4].isClose(to: RGBA(255, 255, 0), tolerance: tolerance), "270°: \(pixels[50, 4])")
    }

    /// A partial sweep keeps the end colour for half the rest of the circle and the
    /// start colour for the other half.
    @Test func angularGradientOutsideItsSweepKeepsTheNearerEndColour() throws {
        let view = AngularGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                   center: .center, startAngle: .degrees(0), endAngle: .degrees(90))
        let pixels = try Pixels(view, size: CGSize(width: 100, height: 100))
        #expect(pixels[10, 60] == RGBA(0, 0, 255), "just past the end: \(pixels[10, 60])")
        #expect(pixels[90, 40] == RGBA(255, 0, 0), "just before the start: \(pixels[90, 40])")
    }

    /// A 4-point line dashed 10 on, 10 off along the top edge of a rectangle.
    @Test func strokeDashPatternLeavesGaps() throws {
        let view = Rectangle()
            .stroke(Color.black, style: StrokeStyle(lineWidth: 4, dash: [10, 10]))
            .frame(width: 80, height: 40)
        let pixels = try Pixels(view, size: CGSize(width: 100, height: 60))
        // The rectangle spans x 10...90, y 10...50; its top edge's stroke covers y 8...12.
        #expect(pixels[15, 10] == RGBA(0, 0, 0), "dash: \(pixels[15, 10])")
        #expect(pixels[25, 10] == .clear, "gap: \(pixels[25, 10])")
        #expect(pixels[35, 10] == RGBA(0, 0, 0), "dash: \(pixels[35, 10])")
        #expect(pixels[50, 30] == .clear, "inside the rectangle: \(pixels[50, 30])")
    }

    @Test func evenOddFillLeavesTheInnerSquareEmpty() throws {
        var path = Path(CGRect(x: 0, y: 0, width: 30, height: 30))
        path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        let list = DisplayList(size: CGSize(width: 30, height: 30), scale: 1, items: [
            .fill(path, .color(.black), FillStyle(eoFill: true)),
        ])
        let pixels = try Pixels(list)
        #expect(pixels[5, 5] == RGBA(0, 0, 0))
        #expect(pixels[15, 15] == .clear)
    }

    /// A 2 × 2 bitmap stretched over 20 × 20 points without interpolation keeps hard
    /// quadrants; half-transparent pixels stay premultiplied.
    @Test func imageIsStretchedIntoItsRectWithNearestNeighbour() throws {
        let bitmap = ImageBitmap(pixelWidth: 2, pixelHeight: 2, rgba: [
            255, 0, 0, 255, 0, 255, 0, 255,
            0, 0, 255, 255, 64, 64, 64, 128,
        ])
        let list = DisplayList(size: CGSize(width: 30, height: 30), scale: 1, items: [
            .image(bitmap, rect: CGRect(x: 5, y: 5, width: 20, height: 20), interpolation: .none),
        ])
        let pixels = try Pixels(list)
        #expect(pixels[4, 4] == .clear)
        #expect(pixels[5, 5] == RGBA(255, 0, 0))
        #expect(pixels[14, 14] == RGBA(255, 0, 0))
        #expect(pixels[15, 5] == RGBA(0, 255, 0))
        #expect(pixels[5, 15] == RGBA(0, 0, 255))
        #expect(pixels[24, 24] == RGBA(64, 64, 64, 128))
        #expect(pixels[25, 25] == .clear)
    }

    /// Every quality above none smooths an enlarged image, as Core Graphics does.
    @Test(arguments: [Image.Interpolation.low, .medium, .high])
    func smoothInterpolationBlendsNeighbouringPixels(interpolation: Image.Interpolation) throws {
        let bitmap = ImageBitmap(pixelWidth: 2, pixelHeight: 1, rgba: [0, 0, 0, 255, 255, 255, 255, 255])
        let list = DisplayList(size: CGSize(width: 40, height: 1), scale: 1, items: [
            .image(bitmap, rect: CGRect(x: 0, y: 0, width: 40, height: 1), interpolation: interpolation),
        ])
        let pixels = try Pixels(list)
        #expect(pixels[0, 0] == RGBA(0, 0, 0))
        #expect(pixels[39, 0] == .white)
        #expect((64...192).contains(pixels[20, 0].brightness), "the middle is grey: \(pixels[20, 0])")
    }

    @Test func imageWithoutPixelsDrawsNothing() throws {
        let list = DisplayList(size: CGSize(width: 10, height: 10), scale: 1, items: [
            .image(ImageBitmap(pixelWidth: 4, pixelHeight: 4), rect: CGRect(x: 0, y: 0, width: 10, height: 10), interpolation: .high),
        ])
        #expect(try Pixels(list)[5, 5] == .clear)
    }

    @Test func bitmapWithTooFewBytesThrows() {
        let list = DisplayList(size: CGSize(width: 10, height: 10), scale: 1, items: [
            .image(ImageBitmap(pixelWidth: 2, pixelHeight: 2, rgba: [0, 0, 0, 255]), rect: CGRect(x: 0, y: 0, width: 10, height: 10), interpolation: .high),
        ])
        let error = #expect(throws: RenderError.self) { try DisplayListRenderer.png(list) }
        #expect(error?.description.contains("has 4 bytes of RGBA; it needs 16") == true, "\(String(describing: error))")
    }

    @Test func opaquePNGHasAWhiteBackground() throws {
        let list = DisplayList(size: CGSize(width: 4, height: 4), scale: 1)
        let pixels = try Pixels(list, isOpaque: true)
        #expect(pixels[0, 0] == .white && pixels[3, 3] == .white)
    }

    /// Non-finite geometry and invalid dashes are skipped instead of breaking Cairo's
    /// context, so what follows still draws.
    @Test func invalidGeometryIsSkippedAndLaterItemsStillDraw() throws {
        let nan = CGFloat.nan
        let list = DisplayList(size: CGSize(width: 10, height: 10), scale: 1, items: [
            .fill(Path(CGRect(x: nan, y: 0, width: 5, height: 5)), .color(.black), FillStyle()),
            .stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), .color(.black), StrokeStyle(lineWidth: 1, dash: [-1, 0])),
            .fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), .linearGradient(Gradient(colors: [.red]), start: CGPoint(x: nan, y: 0), end: .zero), FillStyle()),
            .glyphs(GlyphRun(font: FontFile(path: "/nonexistent.ttf"), size: nan, glyphs: [1], positions: [.zero], runIndex: 0), origin: .zero, paint: .color(.black)),
            .fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), .color(.red), FillStyle()),
        ])
        #expect(try Pixels(list)[5, 5] == .red)
    }
}
