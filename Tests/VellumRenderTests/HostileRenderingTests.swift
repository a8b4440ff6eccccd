import CCairo
import Foundation
import Testing
import Vellum
@testable import VellumRender

/// Hostile values given to the renderer: each renders in bounded time and memory with a
/// defined picture, or throws a `RenderError` that says why.
@MainActor
@Suite struct HostileRenderingTests {
    private let square = CGSize(width: 100, height: 100)

    private func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = Date()
        try body()
        return Date().timeIntervalSince(start)
    }

    // MARK: - Effect cost

    /// A blur far wider than the canvas is made at a lower resolution: before, this
    /// took 14 s and 183 MB (a 6050 × 6050 offscreen image). Its true Gaussian leaves
    /// under 1/255 of alpha anywhere, which is what is drawn.
    @Test func aBlurWiderThanTheCanvasCostsWhatTheCanvasCosts() throws {
        var pixels: Pixels?
        let time = try seconds {
            pixels = try Pixels(Color.red.frame(width: 50, height: 50).blur(radius: 1000), size: CGSize(width: 50, height: 50))
        }
        #expect(time < 2, "\(time) s")
        let p = try #require(pixels)
        #expect((0..<50).allSatisfy { p[$0, $0].a <= 1 && p[49 - $0, $0].a <= 1 })
    }

    /// A blur whose offscreen image would exceed four canvases is drawn at a lower
    /// resolution and still matches the Gaussian: a 100-point square blurred by 40 keeps
    /// erf(50/(40√2))² = 62% of its alpha in the middle and 24% at a corner.
    @Test func aLowResolutionBlurMatchesTheGaussian() throws {
        let pixels = try Pixels(Color.red.frame(width: 100, height: 100).blur(radius: 40), size: square)
        #expect(abs(Int(pixels[50, 50].a) - 159) <= 8, "\(pixels[50, 50])")
        #expect(abs(Int(pixels[0, 0].a) - 62) <= 6, "\(pixels[0, 0])")
        #expect(abs(Int(pixels[0, 50].a) - Int(pixels[50, 0].a)) <= 1, "the blur is the same both ways")
    }

    /// Fuzz seed 40008893: a 480-point blur at scale 2 (σ = 960 px) over a whole
    /// 320 × 480 window took 6 s per format, blurring a 1819 × 2114 image. A blur that
    /// wide is made where it is 16 px wide, and still matches the Gaussian: the middle
    /// keeps erf(160/(480√2))·erf(240/(480√2)) = 10.0% of the alpha, a corner
    /// ¼·erf(320/(480√2))·erf(480/(480√2)) = 8.4%.
    @Test func aWideBlurIsMadeAtTheResolutionItNeeds() throws {
        let window = CGSize(width: 320, height: 480)
        let pixels = try Pixels(Color.blue.blur(radius: 480), size: window, scale: 2)
        #expect(abs(Int(pixels[320, 480].a) - 25) <= 2, "\(pixels[320, 480])")
        #expect(abs(Int(pixels[0, 0].a) - 22) <= 2, "\(pixels[0, 0])")
        #expect(abs(Int(pixels[639, 959].a) - 22) <= 2, "\(pixels[639, 959])")

        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 640, 960)!
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        let painter = CairoPainter(context: context, rasterScale: 2, canvasPixels: 640 * 960)
        let area = CGRect(x: 0, y: 0, width: 320, height: 480)
        #expect(painter.offscreenGrid(covering: area, blurSigma: 8).width == 640, "narrow blurs keep every pixel")
        let wide = painter.offscreenGrid(covering: area, blurSigma: 960)
        #expect(wide.scale == 2 * 16 / 960 && wide.width == 11 && wide.height == 16, "\(wide)")
    }

    /// The vertical box blur works down strips of 64 bytes at once; it gives what one
    /// column at a time gives, including the last, narrower strip. Rows are blurred in
    /// bands and strips in groups on every core: 300 × 900 pixels is five bands of rows
    /// and two groups of strips, and blurs as one.
    @Test(arguments: [(37, 29, 5), (300, 900, 3)])
    func theStripedVerticalBlurMatchesAColumnAtATime(width: Int, height: Int, radius: Int) throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let data = try #require(cairo_image_surface_get_data(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var rng = SystemRandomNumberGenerator()
        for i in 0..<(stride * height) { data[i] = UInt8.random(in: 0...255, using: &rng) }
        cairo_surface_mark_dirty(surface)
        let original = Array(UnsafeBufferPointer(start: data, count: stride * height))

        // One box of `radius`, horizontally then vertically, the obvious way.
        let window = 2 * radius + 1
        func boxed(_ line: [Int]) -> [Int] {
            line.indices.map { i in
                let sum = line[Swift.max(0, i - radius)...Swift.min(line.count - 1, i + radius)].reduce(0, +)
                return (sum + window / 2) / window
            }
        }
        var expected = original.map(Int.init)
        for y in 0..<height {
            for channel in 0..<4 {
                let line = boxed((0..<width).map { expected[y * stride + $0 * 4 + channel] })
                for x in 0..<width { expected[y * stride + x * 4 + channel] = line[x] }
            }
        }
        for byte in 0..<(width * 4) {
            let line = boxed((0..<height).map { expected[$0 * stride + byte] })
            for y in 0..<height { expected[y * stride + byte] = line[y] }
        }

        #expect(RowBands(width: width, height: height).rows.count == (width == 300 ? 5 : 1))
        BoxBlur.blur(surface, radii: [radius])
        let blurred = UnsafeBufferPointer(start: data, count: stride * height)
        let mismatches = (0..<height).flatMap { y in (0..<(width * 4)).map { y * stride + $0 } }
            .filter { Int(blurred[$0]) != expected[$0] }
        #expect(mismatches.isEmpty, "\(mismatches.count) bytes differ")
    }

    /// A box's mean is a multiply and a shift below a window of 256, and it rounds as
    /// the division it replaces, for every window a blur uses (odd) and every sum.
    @Test func theMeanOfAWindowIsTheRoundedDivision() {
        for window in Swift.stride(from: 1, to: 300, by: 2) {
            let mean = BoxBlur.WindowMean(window: window)
            let wrong = (0...(255 * window)).first { sum in Int(mean(sum)) != (sum + window / 2) / window }
            #expect(wrong == nil, "window \(window), sum \(wrong ?? 0)")
        }
    }

    /// Fuzz seed 7094281: a shadow offset 1e300 around a view scaled past every finite
    /// number (a projection, as its transform is NaN). The shadow's recording lay far
    /// beyond Cairo's range and Cairo's rasterizer failed an assertion, aborting the
    /// process. Only what lies within the range is recorded now: the shadow, which
    /// would land 1e300 points away, draws nothing, and the rest draws as it does alone.
    @Test func aShadowBeyondCairosRangeDrawsNothing() throws {
        func png(shadowed: Bool) throws -> Data {
            let view = GeometryReader { proxy in
                Stepper("Favorite", value: .constant(1), in: 0...Int.max)
                    .scaleEffect(x: .greatestFiniteMagnitude, y: 33)
                    .frame(width: proxy.size.width * 0.5, height: proxy.size.height * 0.5)
            }
            var data = Data()
            _ = try Diagnostics.capture {
                data = try shadowed ? ImageRenderer(content: view.shadow(radius: -1e300, x: 1e300, y: 12.5)).pngData()
                    : ImageRenderer(content: view).pngData()
            }
            return data
        }
        #expect(try png(shadowed: true) == png(shadowed: false))
    }

    /// Fuzz seed 1512496: emoji stretched 200-fold took 4 s to draw on a canvas of 4,860
    /// pixels, as Cairo made an 8-megapixel image of each glyph (and SVG embedded three
    /// of them). Above 512 pixels per em a colour glyph is drawn at 512 and its image
    /// scaled into place: the same picture, at the cost of the pixels that show.
    @Test func aHugeColourGlyphCostsWhatShows() throws {
        // The ink's box, in points, where the alpha is over half.
        func inkBox(scale: CGFloat) throws -> CGRect {
            let renderer = ImageRenderer(content: Text("😀").font(.system(size: 300)).frame(width: 400, height: 400))
            renderer.scale = scale
            let bitmap = try ImageDecoder.decode(renderer.pngData())
            let (width, rgba) = (bitmap.pixelWidth, try #require(bitmap.rgba))
            let inked = (0..<(rgba.count / 4)).filter { rgba[$0 * 4 + 3] > 128 }.map { ($0 % width, $0 / width) }
            let (xs, ys) = (inked.map(\.0), inked.map(\.1))
            return CGRect(x: CGFloat(xs.min()!) / scale, y: CGFloat(ys.min()!) / scale,
                          width: CGFloat(xs.max()! - xs.min()! + 1) / scale, height: CGFloat(ys.max()! - ys.min()! + 1) / scale)
        }
        // 600 pixels per em (scaled from 512) against 240 (Cairo's own).
        let (scaled, cairo) = (try inkBox(scale: 2), try inkBox(scale: 0.8))
        for (a, b) in [(scaled.minX, cairo.minX), (scaled.minY, cairo.minY), (scaled.maxX, cairo.maxX), (scaled.maxY, cairo.maxY)] {
            #expect(abs(a - b) <= 1.5, "\(scaled) against \(cairo)")
        }
        #expect(scaled.width > 250 && scaled.height > 250, "\(scaled)")
        // Magnified 200,000 times, the glyph reaches far past Cairo's range; its middle,
        // the face's yellow, still shows.
        let middle = try Pixels(Text("😀").scaleEffect(200_000), size: square)[50, 50]
        #expect(middle.a == 255 && middle.r > 200 && middle.g > 150 && middle.b < 120, "\(middle)")

        let stretched = ImageRenderer(content: Text("😀👍🏽").scaleEffect(x: 1, y: 200).rotationEffect(.degrees(320))
            .frame(width: 60, height: 80))
        let svg = String(decoding: try stretched.svgData(), as: UTF8.self)
        let images = svg.components(separatedBy: "<image").dropFirst()
        #expect(images.count == 2 && images.allSatisfy { $0.contains(#"width="641""#) },
                "each glyph embedded at 512 pixels per em: \(images.map { $0.prefix(50) })")
    }

    /// A curve through a control point at the largest finite value is millions of
    /// pixels long once folded onto the canvas's window: Cairo, which dashes the whole
    /// path, did not finish half-point dashes in ten minutes. Walked here, the 1e300-wide
    /// stroke's dashes (drawn 2^18 pixels wide) would cover the canvas thousands of
    /// times over, so the stroke is drawn solid at the pattern's share that is on, a
    /// half (fuzz seed 1022758, with dashes of 33 and 50, took a second).
    @Test func dashesAlongAnEndlessCurveAreBounded() throws {
        let curve = Path { path in
            path.move(to: CGPoint(x: -10, y: 44))
            path.addQuadCurve(to: CGPoint(x: 1, y: 2), control: CGPoint(x: CGFloat.greatestFiniteMagnitude, y: 16))
        }
        let wide = try Pixels(curve.stroke(Color.red, style: StrokeStyle(lineWidth: 1e300, dash: [0.5, 0.5])), size: square)
        #expect([wide[0, 0], wide[50, 50], wide[99, 99]].allSatisfy { abs(Int($0.a) - 128) <= 1 && $0.r == $0.a },
                "\([wide[0, 0], wide[50, 50], wide[99, 99]])")
        // Thin, only the dashes near the canvas are drawn, as dashes.
        let thin = try Pixels(curve.stroke(Color.red, style: StrokeStyle(lineWidth: 4, dash: [10, 10])), size: square)
        let inked = (0..<100).flatMap { y in (0..<100).map { (x: $0, y: y) } }.filter { thin[$0.x, $0.y].a > 0 }
        #expect(!inked.isEmpty && inked.count < 2_000, "\(inked.count) pixels")
    }

    /// Dashes walked by Vellum (past 2,000 of them) fall where Cairo puts its own.
    @Test func walkedDashesMatchCairos() throws {
        let points = (0...20).map { CGPoint(x: $0 % 2 == 0 ? 5 : 55, y: 2 + Double($0) * 1.8) }
        func draw(walked: Bool, pattern: [Double], phase: Double) -> [UInt32] {
            LinearGradientFillTests.canvasPixels(scale: 1) { context, _ in
                cairo_set_line_width(context, 2)
                cairo_set_source_rgba(context, 0, 0, 0, 1)
                if walked {
                    CairoPainter.walkDashes(along: points, pattern: pattern, phase: phase) { dash in
                        cairo_move_to(context, dash[0].x, dash[0].y)
                        for point in dash.dropFirst() { cairo_line_to(context, point.x, point.y) }
                        return true
                    }
                } else {
                    cairo_move_to(context, points[0].x, points[0].y)
                    for point in points.dropFirst() { cairo_line_to(context, point.x, point.y) }
                    cairo_set_dash(context, pattern, Int32(pattern.count), phase)
                }
                cairo_stroke(context)
            }
        }
        for (pattern, phase) in [([7.0, 3.0], 0.0), ([5, 2, 1, 2], 4.5), ([4, 0, 3, 2], -3), ([6, 4], 1e3 + 0.25)] {
            let (walked, cairo) = (draw(walked: true, pattern: pattern, phase: phase),
                                   draw(walked: false, pattern: pattern, phase: phase))
            let differing = zip(walked, cairo).filter { abs(Int($0 >> 24) - Int($1 >> 24)) > 8 }.count
            #expect(differing <= 4 && cairo.filter { $0 >> 24 > 128 }.count > 500,
                    "\(pattern) from \(phase): \(differing) pixels differ")
        }
    }

    /// Before: 3.7 s. The shadow of radius 1000 spreads to nothing, so the text is
    /// drawn exactly as without it.
    @Test func aShadowWiderThanTheCanvasIsBoundedAndInvisible() throws {
        var (shadowed, plain) = (Data(), Data())
        let time = try seconds { shadowed = try ImageRenderer(content: Text("Hello").shadow(radius: 1000)).pngData() }
        plain = try ImageRenderer(content: Text("Hello")).pngData()
        #expect(time < 2, "\(time) s")
        #expect(try ImageDecoder.decode(shadowed).rgba == ImageDecoder.decode(plain).rgba)
    }

    /// In a display list (views already turn these into 0), an infinite blur is the
    /// widest blur, which leaves nothing visible; a NaN blur is no blur.
    @Test func infiniteAndNaNBlurRadii() throws {
        func list(_ radius: CGFloat) -> DisplayList {
            DisplayList(size: CGSize(width: 40, height: 40), scale: 1, items: [
                .begin(.blur(radius: radius)),
                .fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), .color(.red), FillStyle()), .end,
            ])
        }
        let infinite = try Pixels(list(.infinity))
        #expect((0..<40).allSatisfy { infinite[$0, 20].a == 0 })
        let nan = try Pixels(list(.nan))
        #expect(nan[10, 10] == .red && nan[29, 29] == .red && nan[9, 9] == .clear)
    }

    /// A shadow moved 1e300 points away is off the canvas: only the view is drawn.
    @Test func aShadowOffsetFarAwayDrawsOnlyTheView() throws {
        let view = Color.red.frame(width: 50, height: 50).shadow(color: .black, radius: 2, x: 1e300, y: 1e300)
        let pixels = try Pixels(view, size: square)
        #expect(pixels[50, 50] == .red && pixels[5, 5] == .clear && pixels[95, 95] == .clear)
    }

    // MARK: - Geometry beyond Cairo's range

    /// Before, Cairo dropped the 9-million-point rectangle and the canvas stayed clear.
    @Test func theVisiblePartOfAHugeViewIsDrawn() throws {
        let view = Color.red.frame(width: 50, height: 9e6).frame(width: 50, height: 50, alignment: .top)
        let pixels = try Pixels(view, size: CGSize(width: 50, height: 50), scale: 2)
        #expect([pixels[0, 0], pixels[99, 0], pixels[0, 99], pixels[99, 99], pixels[50, 50]].allSatisfy { $0 == .red })
        for data in [try DisplayListRenderer.svg(displayList(view, size: CGSize(width: 50, height: 50))),
                     try DisplayListRenderer.pdf(displayList(view, size: CGSize(width: 50, height: 50)))] {
            #expect(!data.isEmpty)
        }
    }

    /// Transforms are applied before folding: a 1e13-point square turned 45° covers
    /// the canvas.
    @Test func aHugeRotatedViewCoversTheCanvas() throws {
        let pixels = try Pixels(Color.red.frame(width: 1e13, height: 1e13).rotationEffect(.degrees(45)), size: square)
        #expect([pixels[0, 0], pixels[50, 50], pixels[99, 99]].allSatisfy { $0 == .red })
    }

    /// A clip path beyond the range still clips to its visible part.
    @Test func aHugeClipStillClips() throws {
        let list = DisplayList(size: square, scale: 1, items: [
            .begin(.clip(Path(CGRect(x: 0, y: -1e12, width: 50, height: 2e12)), FillStyle())),
            .fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), .color(.red), FillStyle()), .end,
        ])
        let pixels = try Pixels(list)
        #expect(pixels[0, 0] == .red && pixels[49, 99] == .red && pixels[50, 0] == .clear && pixels[99, 99] == .clear)
    }

    /// A line 2e9 points long, 10 wide, through the middle: the band of rows 45...54.
    @Test func aHugeStrokeDrawsItsVisibleBand() throws {
        let line = Path { $0.move(to: CGPoint(x: -1e9, y: 50)); $0.addLine(to: CGPoint(x: 1e9, y: 50)) }
        let list = DisplayList(size: square, scale: 1, items: [.stroke(line, .color(.red), StrokeStyle(lineWidth: 10))])
        let pixels = try Pixels(list)
        #expect(pixels[0, 45] == .red && pixels[99, 54] == .red && pixels[50, 44] == .clear && pixels[50, 55] == .clear)
    }

    /// A 2 × 2 bitmap (red, blue over red, blue) stretched 1e13 points tall: its top row
    /// shows, red on the left and blue on the right.
    @Test func aHugeImageShowsItsVisiblePart() throws {
        let rgba: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255, 255, 0, 0, 255, 0, 0, 255, 255]
        let image = Image(bitmap: ImageBitmap(pixelWidth: 2, pixelHeight: 2, rgba: rgba)).resizable()
        let pixels = try Pixels(image.frame(width: 100, height: 1e13).frame(width: 100, height: 100, alignment: .top), size: square)
        #expect(pixels[2, 50] == RGBA(255, 0, 0) && pixels[97, 50] == RGBA(0, 0, 255))
    }

    /// Before, this never finished. The visible part is the middle of the frame, so the
    /// conic gradient is centred: red at 0°, blue at 360°, clockwise from the right.
    @Test func aHugeAngularGradientIsBounded() throws {
        let view = AngularGradient(colors: [.red, .blue], center: .center).frame(width: 100, height: 1e13)
            .frame(width: 100, height: 100)
        var pixels: Pixels?
        let time = try seconds { pixels = try Pixels(view, size: square) }
        #expect(time < 2, "\(time) s")
        let p = try #require(pixels)
        // Straight up is 270°: three quarters of the way from red to blue.
        #expect(p[50, 2].isClose(to: RGBA(64, 106, 203), tolerance: 6), "\(p[50, 2])")
    }

    /// With the frame's top in view, the gradient's centre is 5e12 points below: every
    /// visible point is straight up from it, at 270°.
    @Test func anAngularGradientCentredFarAwayIsOneColour() throws {
        let view = AngularGradient(colors: [.red, .blue], center: .center).frame(width: 100, height: 1e13)
            .frame(width: 100, height: 100, alignment: .top)
        let pixels = try Pixels(view, size: square)
        for (x, y) in [(0, 0), (50, 50), (99, 99)] {
            #expect(pixels[x, y].isClose(to: RGBA(64, 106, 204), tolerance: 2), "\(pixels[x, y])")
        }
        #expect(try !DisplayListRenderer.svg(displayList(view, size: square)).isEmpty)
    }

    /// Before, the 1e13-point linear gradient drew its middle colour everywhere; the
    /// top of it is its first colour.
    @Test func aHugeLinearGradientShowsTheRightPart() throws {
        let view = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            .frame(width: 100, height: 1e13).frame(width: 100, height: 100, alignment: .top)
        let pixels = try Pixels(view, size: square)
        #expect(pixels[50, 50] == .red && pixels[0, 99] == .red)
    }

    /// Gradients with huge radii or end points draw what the visible part sees;
    /// non-finite geometry draws nothing.
    @Test func gradientsWithHugeOrNaNGeometry() throws {
        let radial = try Pixels(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 1e300), size: square)
        #expect(radial[50, 50] == .red && radial[0, 0] == .red)
        let wide = try Pixels(LinearGradient(colors: [.red, .blue], startPoint: UnitPoint(x: 0, y: -1e300),
                                             endPoint: UnitPoint(x: 0, y: 1e300)), size: square)
        #expect(wide[50, 50].isClose(to: RGBA(128, 90, 151), tolerance: 2), "the middle colour: \(wide[50, 50])")
        let nan = try Pixels(LinearGradient(colors: [.red, .blue], startPoint: UnitPoint(x: .nan, y: 0), endPoint: .bottom), size: square)
        #expect(nan[50, 50] == .clear)
    }

    // MARK: - Strokes and dashes

    /// A stroke 1e300 wide is drawn 2^18 pixels wide: around a rectangle it covers the
    /// canvas (before, Cairo dropped its outline and drew nothing). NaN draws nothing.
    @Test func hugeAndNaNStrokeWidths() throws {
        let wide = try Pixels(Rectangle().stroke(Color.red, lineWidth: 1e300), size: square)
        #expect(wide[0, 0] == .red && wide[50, 50] == .red && wide[99, 99] == .red)
        let infinite = try Pixels(Rectangle().stroke(Color.red, lineWidth: .infinity), size: square)
        #expect(infinite[50, 50] == .red)
        let nan = try Pixels(Rectangle().stroke(Color.red, lineWidth: .nan), size: square)
        #expect(nan[0, 0] == .clear)
    }

    /// Dashes far shorter than a pixel (Cairo averages them) and a million dash lengths
    /// (cut to 1024) both finish quickly; the tiny ones draw the line solid.
    @Test func tinyAndCountlessDashesAreBounded() throws {
        let diagonal = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 100)) }
        var tiny: Pixels?
        let time = try seconds {
            tiny = try Pixels(diagonal.stroke(Color.red, style: StrokeStyle(lineWidth: 4, dash: [1e-300])), size: square)
            let many = diagonal.stroke(Color.red, style: StrokeStyle(lineWidth: 4, dash: Array(repeating: 0.5, count: 1_000_000)))
            _ = try Pixels(many, size: square)
            _ = try DisplayListRenderer.svg(displayList(many, size: square))
        }
        #expect(time < 2, "\(time) s")
        #expect(tiny?[50, 50] == .red)
        let svg = String(decoding: try DisplayListRenderer.svg(displayList(
            diagonal.stroke(Color.red, style: StrokeStyle(lineWidth: 4, dash: Array(repeating: 0.5, count: 1_000_001))), size: square)), as: UTF8.self)
        // Cairo writes `stroke-dasharray:0.5,0.5,...;` in the style.
        let dashes = svg.firstRange(of: "stroke-dasharray").map {
            svg[$0.upperBound...].drop { ":=\" ".contains($0) }.prefix { !";\"".contains($0) }
        } ?? ""
        #expect(dashes.split(separator: ",").count == CairoPainter.maxDashCount, "\(dashes.prefix(40))")
    }

    // MARK: - Other values

    /// NaN and negative opacities draw nothing; above 1 draws fully.
    @Test func nonFiniteOpacities() throws {
        for (opacity, expected) in [(Double.nan, RGBA.clear), (-.infinity, .clear), (.infinity, .red), (1e300, .red)] {
            #expect(try Pixels(Color.red.opacity(opacity), size: CGSize(width: 4, height: 4))[1, 1] == expected, "\(opacity)")
        }
    }

    @Test func hostileScalesThrowAClearError() {
        for (scale, message) in [(0, "The display scale is 0"), (.nan, "The display scale is nan"), (.infinity, "The display scale is inf"),
                                 (1e6, "would be 4000000 × 4000000 pixels; the limit is 16,384 pixels on a side")] as [(CGFloat, String)] {
            let renderer = ImageRenderer(content: Color.red.frame(width: 4, height: 4))
            renderer.scale = scale
            let formats: [() throws -> Data] = [
                { try renderer.pngData() }, { try renderer.jpegData(quality: 0.8) }, { try renderer.webpData(quality: 0.8) },
                renderer.svgData, renderer.pdfData,
            ]
            for render in formats {
                let error = #expect(throws: RenderError.self) { try render() }
                #expect(error?.description.contains(message) == true, "\(String(describing: error))")
            }
        }
    }

    @Test func anImageOfIntMaxPixelsThrows() {
        let view = Image(bitmap: ImageBitmap(pixelWidth: 1, pixelHeight: .max, rgba: [])).resizable()
        let error = #expect(throws: RenderError.self) { try Pixels(view, size: square) }
        #expect(error?.description == "An image bitmap would be 1 × 9223372036854775807 pixels; the limit is 16,384 pixels on a side. Draw a smaller image.")
    }

    /// A corner radius larger than the rectangle is limited to half its side: a circle.
    @Test func hugeAndNaNCornerRadii() throws {
        let huge = try Pixels(RoundedRectangle(cornerRadius: 1e300).fill(Color.red), size: square)
        #expect(huge[50, 50] == .red && huge[50, 1] == .red && huge[3, 3] == .clear)
        let nan = try Pixels(RoundedRectangle(cornerRadius: .nan).fill(Color.red), size: square)
        #expect(nan[0, 0] == .red && nan[99, 99] == .red)
    }
}

/// Folding exact values: what lies outside the window moves onto its edges.
@Suite struct RasterWindowTests {
    private let window = RasterWindow(rect: CGRect(x: 0, y: 0, width: 10, height: 10))

    @Test func aTallRectangleFoldsToTheWindow() {
        let folded = window.fold(Path(CGRect(x: 2, y: 5, width: 4, height: 9e6)))
        #expect(folded.description == "2 5 m 6 5 l 6 10 l 6 10 l 2 10 l 2 10 l 2 5 l h")
    }

    /// A segment from the left to the lower right region is cut where it crosses the
    /// edge lines (x = 0 and y = 10 at a third of the way, x = 10 at two thirds).
    @Test func aSegmentIsCutAtTheEdgeLines() {
        let path = Path { $0.move(to: CGPoint(x: -10, y: 5)); $0.addLine(to: CGPoint(x: 20, y: 20)) }
        #expect(window.fold(path).description == "0 5 m 0 10 l 0 10 l 10 10 l 10 10 l")
    }

    /// A curve reaching 1e300 is halved only where it crosses edge lines: a few hundred
    /// pieces at most.
    @Test func aCurveToTheFarDistanceIsBounded() {
        let path = Path {
            $0.move(to: CGPoint(x: 5, y: 5))
            $0.addCurve(to: CGPoint(x: 5, y: 6), control1: CGPoint(x: 1e300, y: -1e300), control2: CGPoint(x: -1e300, y: 1e300))
        }
        let folded = window.fold(path)
        #expect(folded.elements.count < 1000, "\(folded.elements.count)")
        #expect(window.rect.insetBy(dx: -1e-9, dy: -1e-9).contains(folded.boundingRect))
    }
}
