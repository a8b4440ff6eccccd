import Foundation
import Testing
import Vellum
@testable import VellumCore
@testable import VellumRender

/// Canvas and GraphicsContext, drawn to PNG (and SVG) as users write them.
@MainActor
@Suite struct CanvasRenderingTests {
    private let square = CGSize(width: 40, height: 40)

    /// Pure colours, exact in 8 bits.
    private static let yellow = Color(red: 1, green: 1, blue: 0)
    private static let cyan = Color(red: 0, green: 1, blue: 1)

    /// A 40-point canvas filling a window of 40 × 40 points.
    private func pixels(opaque: Bool = false, _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> Pixels {
        try Pixels(Canvas(renderer: renderer), size: square, isOpaque: opaque)
    }

    // MARK: Paths

    /// Apple's first example: a shape inscribed in the canvas, here filled.
    @Test func aFilledCircleColoursItsCentreAndLeavesTheCornersClear() throws {
        let pixels = try pixels { context, size in
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red))
        }
        #expect(pixels[20, 20] == .red)
        #expect(pixels[1, 1] == .clear && pixels[38, 1] == .clear && pixels[1, 38] == .clear && pixels[38, 38] == .clear)
    }

    @Test func strokeDrawsTheOutlineOnly() throws {
        let pixels = try pixels { context, size in
            context.stroke(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.blue), lineWidth: 4)
        }
        #expect(pixels[10, 20] == .blue && pixels[29, 20] == .blue)
        #expect(pixels[20, 20] == .clear, "the inside is not filled")
    }

    /// A 40 × 10 bar about the origin, moved to the centre and turned 90°: upright.
    @Test func rotatedRectangleStandsUpright() throws {
        let pixels = try pixels { context, size in
            context.translateBy(x: size.width / 2, y: size.height / 2)
            context.rotate(by: .degrees(90))
            context.fill(Path(CGRect(x: -20, y: -5, width: 40, height: 10)), with: .color(.green))
        }
        #expect(pixels[20, 1] == .green && pixels[20, 38] == .green)
        #expect(pixels[1, 20] == .clear && pixels[38, 20] == .clear)
    }

    /// Drawing past the canvas's bounds is clipped to them, as in a layer of its size.
    @Test func drawingIsClippedToTheCanvas() throws {
        let view = Canvas { context, _ in
            context.fill(Path(CGRect(x: -10, y: -10, width: 60, height: 60)), with: .color(.red))
        }.frame(width: 20, height: 20)
        let pixels = try Pixels(view, size: square)
        #expect(pixels[20, 20] == .red)
        #expect(pixels[5, 5] == .clear && pixels[34, 34] == .clear)
    }

    @Test func clipKeepsTheInsideAndInverseTheOutside() throws {
        let inside = try pixels { context, size in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 40)))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }
        #expect(inside[10, 20] == .red && inside[30, 20] == .clear)
        let outside = try pixels { context, size in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 40)), options: .inverse)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }
        #expect(outside[10, 20] == .clear && outside[30, 20] == .red)
    }

    /// A clip made after a translation is where the translated shape is, and later
    /// changes of the transform do not move it.
    @Test func clipIsInTheUserSpaceOfItsTime() throws {
        let pixels = try pixels { context, size in
            context.translateBy(x: 20, y: 0)
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 40)))
            context.translateBy(x: -20, y: 0)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
        }
        #expect(pixels[10, 20] == .clear && pixels[30, 20] == .blue)
    }

    @Test func clipToLayerMasksWithTheLayersAlpha() throws {
        let pixels = try pixels { context, size in
            context.clipToLayer { mask in
                mask.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.black))
            }
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.green))
        }
        #expect(pixels[20, 20] == .green && pixels[1, 1] == .clear)
    }

    // MARK: Opacity, blend modes, layers

    @Test func halfOpacityBlackOverWhiteIsMidGrey() throws {
        let pixels = try pixels(opaque: true) { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
            context.opacity = 0.5
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
        }
        #expect(pixels[20, 20].isClose(to: RGBA(128, 128, 128), tolerance: 1), "\(pixels[20, 20])")
    }

    /// Multiply: yellow (1, 1, 0) times cyan (0, 1, 1) is green (0, 1, 0); plus-lighter
    /// adds; destination-out erases. Each only where the second square overlaps.
    @Test(arguments: [
        (GraphicsContext.BlendMode.multiply, RGBA(0, 255, 0)),
        (.plusLighter, RGBA(255, 255, 255)),
        (.destinationOut, RGBA.clear),
        (.normal, RGBA(0, 255, 255)),
    ])
    func blendModeCombinesWithWhatIsBeneath(mode: GraphicsContext.BlendMode, expected: RGBA) throws {
        let pixels = try pixels { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 40)), with: .color(Self.yellow))
            context.blendMode = mode
            context.fill(Path(CGRect(x: 10, y: 0, width: 30, height: 40)), with: .color(Self.cyan))
        }
        #expect(pixels[5, 20] == RGBA(255, 255, 0), "left of the overlap: \(pixels[5, 20])")
        #expect(pixels[20, 20] == expected, "the overlap: \(pixels[20, 20])")
    }

    /// Two overlapping squares in a half-opaque layer: the layer is composited once, so
    /// the overlap is no darker than the rest; drawn one by one, it is.
    @Test func aLayerTakesOpacityAsAWhole() throws {
        func draw(_ context: inout GraphicsContext) {
            context.fill(Path(CGRect(x: 0, y: 0, width: 25, height: 40)), with: .color(.black))
            context.fill(Path(CGRect(x: 15, y: 0, width: 25, height: 40)), with: .color(.black))
        }
        let layered = try pixels { context, _ in
            context.opacity = 0.5
            context.drawLayer { draw(&$0) }
        }
        #expect(layered[5, 20] == layered[20, 20], "\(layered[5, 20]) \(layered[20, 20])")
        let separate = try pixels { context, _ in
            context.opacity = 0.5
            draw(&context)
        }
        #expect(separate[20, 20].a > separate[5, 20].a, "\(separate[5, 20]) \(separate[20, 20])")
    }

    // MARK: Filters

    @Test func shadowFilterDarkensBelowRightOfWhatIsDrawnAfterIt() throws {
        let pixels = try Pixels(Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 60)), with: .color(.white))
            context.addFilter(.shadow(color: .black, radius: 2, x: 10, y: 10))
            context.fill(Path(CGRect(x: 20, y: 20, width: 20, height: 20)), with: .color(.white))
        }, size: CGSize(width: 60, height: 60), isOpaque: true)
        #expect(pixels[30, 30] == .white, "the square is drawn over its shadow")
        #expect(pixels[45, 45].brightness < 40, "inside the shadow: \(pixels[45, 45])")
        #expect(pixels[15, 15] == .white, "nothing above left")
    }

    @Test func blurFilterSoftensAnEdge() throws {
        let pixels = try pixels { context, _ in
            context.addFilter(.blur(radius: 3))
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.black))
        }
        #expect(pixels[20, 20].a == 255)
        #expect((20...235).contains(pixels[10, 20].a), "the edge is soft: \(pixels[10, 20])")
        #expect(pixels[7, 20].a > 0, "the blur spreads outside: \(pixels[7, 20])")
    }

    // MARK: Shading

    @Test func linearGradientShadingRunsBetweenItsPoints() throws {
        let pixels = try pixels { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(Gradient(colors: [.black, .white]), startPoint: .zero, endPoint: CGPoint(x: 40, y: 0)))
        }
        #expect(pixels[0, 20].brightness < 10 && pixels[39, 20].brightness > 245)
        #expect((110...145).contains(pixels[20, 20].brightness), "\(pixels[20, 20])")
    }

    /// `.foreground` is the environment's foreground style.
    @Test func foregroundShadingIsTheForegroundStyle() throws {
        let view = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .foreground)
        }.foregroundStyle(.green)
        #expect(try Pixels(view, size: square)[20, 20] == .green)
    }

    // MARK: Text, images, symbols

    /// Text drawn at a point with an anchor: its top-leading corner there, or its
    /// bottom-trailing one; never ink on the wrong side of the point.
    @Test(arguments: [(UnitPoint.topLeading, true), (.bottomTrailing, false)])
    func textDrawnAtAPointSitsOnItsAnchor(anchor: UnitPoint, belowRight: Bool) throws {
        let canvas = CGSize(width: 120, height: 80)
        let pixels = try Pixels(Canvas { context, _ in
            context.draw(Text("MMM").font(.system(size: 24)), at: CGPoint(x: 60, y: 40), anchor: anchor)
        }, size: canvas)
        var ink = (before: 0, after: 0)
        for y in 0..<80 {
            for x in 0..<120 where pixels[x, y].a > 0 {
                if (x >= 60 && y >= 40) == belowRight { ink.after += 1 } else { ink.before += 1 }
            }
        }
        #expect(ink.after > 100 && ink.before == 0, "\(ink)")
    }

    @Test func resolvedTextMeasuresAsATextViewAndTakesItsShading() throws {
        var measured = CGSize.zero
        let pixels = try Pixels(Canvas { context, size in
            var text = context.resolve(Text("MMM").font(.system(size: 24)))
            measured = text.measure(in: size)
            text.shading = .color(.red)
            context.draw(text, in: CGRect(origin: .zero, size: size))
        }, size: CGSize(width: 120, height: 80))
        let view = ViewLayout(of: Text("MMM").font(.system(size: 24)), proposal: .unspecified).size
        #expect(measured == view, "\(measured) \(view)")
        var red = 0
        for y in 0..<80 { for x in 0..<120 where pixels[x, y] == .red { red += 1 } }
        #expect(red > 50)
    }

    /// The same text in SVG: Cairo writes its glyphs as symbols used where they are drawn.
    @Test func textInSVGIsGlyphsAtTheAnchor() throws {
        let list = displayList(Canvas { context, _ in
            context.draw(Text("Hi"), at: CGPoint(x: 20, y: 20), anchor: .center)
        }, size: square)
        let svg = String(decoding: try DisplayListRenderer.svg(list), as: UTF8.self)
        #expect(svg.components(separatedBy: "<use xlink:href=\"#glyph").count - 1 == 2, "\(svg.prefix(2000))")
    }

    /// A 2 × 2 red bitmap stretched over a 20-point square.
    @Test func imageDrawnInARectFillsIt() throws {
        let red = ImageBitmap(pixelWidth: 2, pixelHeight: 2, rgba: [UInt8](repeating: 0, count: 16).enumerated().map { $0.offset % 4 == 0 || $0.offset % 4 == 3 ? 255 : 0 })
        let pixels = try pixels { context, _ in
            context.draw(Image(bitmap: red), in: CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        #expect(pixels[20, 20] == RGBA(255, 0, 0) && pixels[11, 11] == RGBA(255, 0, 0) && pixels[28, 28] == RGBA(255, 0, 0))
        #expect(pixels[5, 5] == .clear && pixels[35, 35] == .clear)
    }

    @Test func resolvedImageHasItsNaturalSize() throws {
        let bitmap = ImageBitmap(pixelWidth: 6, pixelHeight: 4, rgba: [UInt8](repeating: 255, count: 96))
        var resolved: GraphicsContext.ResolvedImage?
        _ = try pixels { context, _ in
            resolved = context.resolve(Image(bitmap: bitmap))
            context.draw(resolved!, at: CGPoint(x: 20, y: 20))
        }
        #expect(resolved?.size == CGSize(width: 6, height: 4) && resolved?.baseline == 4)
    }

    /// A tagged symbol is drawn where the renderer puts it, and nowhere else.
    @Test func symbolIsDrawnAtItsAnchorOnly() throws {
        var size: CGSize?
        let view = Canvas { context, _ in
            guard let dot = context.resolveSymbol(id: "dot") else { return }
            size = dot.size
            context.draw(dot, at: CGPoint(x: 30, y: 30), anchor: .center)
            #expect(context.resolveSymbol(id: "missing") == nil)
        } symbols: {
            Color.blue.frame(width: 10, height: 10).tag("dot")
        }
        let pixels = try Pixels(view, size: square)
        #expect(size == CGSize(width: 10, height: 10))
        #expect(pixels[30, 30] == .blue && pixels[26, 26] == .blue)
        #expect(pixels[24, 24] == .clear && pixels[2, 2] == .clear && pixels[20, 20] == .clear)
    }

    /// Every feature at once, in every backend: PNG, PDF and SVG all draw it.
    @Test func everyBackendDrawsEveryKindOfOperation() throws {
        let list = displayList(Canvas { context, size in
            context.clipToLayer { $0.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.black)) }
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .conicGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: 20, y: 20)))
            context.blendMode = .screen
            context.addFilter(.shadow(radius: 2, x: 1, y: 1))
            context.draw(Text("Hi"), at: CGPoint(x: 20, y: 20))
            context.draw(Image(bitmap: ImageBitmap(pixelWidth: 1, pixelHeight: 1, rgba: [0, 255, 0, 255])), in: CGRect(x: 0, y: 0, width: 8, height: 8))
            if let dot = context.resolveSymbol(id: 0) { context.draw(dot, in: CGRect(x: 20, y: 20, width: 20, height: 20)) }
        } symbols: {
            Circle().fill(.green).frame(width: 6, height: 6).tag(0)
        }, size: square)
        #expect(try !DisplayListRenderer.pdf(list).isEmpty)
        #expect(try !DisplayListRenderer.svg(list).isEmpty)
        let pixels = try Pixels(list)
        #expect(pixels[1, 1] == .clear, "outside the layer clip")
        #expect(pixels[30, 30].g > pixels[30, 30].r, "the symbol is centred in its rectangle: \(pixels[30, 30])")
    }

    // MARK: A user's canvas

    /// The shape of Apple's GraphicsContext overview: a copy of the context clipped to
    /// the top-left quarter draws an ellipse; the original, unclipped, a centred
    /// rectangle half the canvas's size.
    @Test func aCopiedContextKeepsItsClipToItself() throws {
        let view = Canvas { context, size in
            var quarter = context
            let half = CGSize(width: size.width / 2, height: size.height / 2)
            quarter.clip(to: Path(CGRect(origin: .zero, size: half)))
            quarter.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
            context.fill(Path(CGRect(origin: CGPoint(x: size.width / 4, y: size.height / 4), size: half)), with: .color(.blue))
        }
        .frame(width: 300, height: 200)
        let pixels = try Pixels(view, size: CGSize(width: 300, height: 200))
        #expect(pixels[40, 60] == .green, "the ellipse in the clipped quarter")
        #expect(pixels[150, 100] == .blue, "the rectangle, unclipped")
        #expect(pixels[270, 100] == .clear, "the ellipse outside the quarter")
        #expect(pixels[220, 140] == .blue, "the rectangle outside the quarter")
    }

    /// A small bar chart as tutorials draw one: bars from the bottom, scaled to the
    /// tallest value, with a gap between them.
    @Test func barChartDrawsEachBarToItsHeight() throws {
        let values: [Double] = [1, 3, 2, 4]
        let chart = Canvas { context, size in
            let slot = size.width / CGFloat(values.count)
            let top = values.max()!
            for (index, value) in values.enumerated() {
                let height = size.height * value / top
                let bar = CGRect(x: CGFloat(index) * slot + 2, y: size.height - height, width: slot - 4, height: height)
                context.fill(Path(roundedRect: bar, cornerRadius: 0), with: .color(.blue))
            }
        }
        .frame(width: 80, height: 40)
        let pixels = try Pixels(chart, size: CGSize(width: 80, height: 40))
        // Bar i is in x 20i+2 ..< 20i+18; its top at 40 − 10·value.
        for (index, value) in values.enumerated() {
            let x = 20 * index + 10, top = 40 - Int(10 * value)
            #expect(pixels[x, top] == .blue && pixels[x, top - 1 < 0 ? 0 : top - 1] == (top == 0 ? .blue : .clear), "bar \(index)")
            #expect(pixels[20 * index + 1, 39] == .clear, "gap before bar \(index)")
        }
    }

    // MARK: Hostile input

    @Test func hostileValuesDrawSomethingDefinedAndNeverCrash() throws {
        let warnings = try Diagnostics.capture {
            let pixels = try pixels { context, size in
                context.stroke(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red), lineWidth: .infinity)
                var broken = context
                broken.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
                broken.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
                _ = broken.clipBoundingRect
                broken.scaleBy(x: 0, y: 0)
                broken.clip(to: Path(CGRect(origin: .zero, size: size)))
                context.opacity = .nan
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
            }
            #expect(pixels[20, 20] == .red, "an infinite stroke covers the canvas; NaN draws nothing")
        }
        #expect(warnings.contains { $0.contains("transform") } && warnings.contains { $0.contains("opacity") }, "\(warnings)")
    }

    /// A renderer that loops far past the limit records the limit and warns once.
    @Test func aRunawayLoopIsCutAtTheOperationLimit() throws {
        var list: DisplayList?
        let warnings = Diagnostics.capture {
            list = displayList(Canvas { context, _ in
                for i in 0..<(CanvasDrawing.maximumOperations + 5_000) {
                    context.fill(Path(CGRect(x: i % 40, y: 0, width: 1, height: 1)), with: .color(.red))
                }
            }, size: square)
        }
        let fills = list!.items.filter { if case .fill = $0 { true } else { false } }.count
        #expect(fills == CanvasDrawing.maximumOperations)
        #expect(warnings.count == 1 && warnings[0].contains("100000"), "\(warnings)")
    }
}
