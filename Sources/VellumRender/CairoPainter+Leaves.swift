import CCairo
import Foundation
import VellumCore

/// Fills, strokes, glyph runs and images.
extension CairoPainter {
    func drawLeaf(_ item: DisplayList.Item) throws {
        switch item {
        case let .fill(path, paint, style):
            if case let .linearGradient(gradient, start, end) = paint,
               fillOpaqueLinearGradient(path, gradient, start: start, end: end) { return }
            guard appendPath(path) else { return }
            cairo_set_fill_rule(context, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(context, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            guard setSource(paint, extents: { measure(cairo_fill_extents) }) else { return cairo_new_path(context) }
            cairo_fill(context)
        case let .stroke(path, paint, style):
            guard style.lineWidth > 0 else { return }
            var style = style
            style.lineWidth = Swift.min(style.lineWidth, maxLineWidth())
            guard appendPath(path, reach: reach(of: style)) else { return }
            apply(style)
            cairo_set_antialias(context, CAIRO_ANTIALIAS_DEFAULT)
            guard setSource(paint, extents: { measure(undashedStrokeExtents) }) else { return cairo_new_path(context) }
            if !strokeManyDashes(reach: reach(of: style)) { cairo_stroke(context) }
        case let .glyphs(run, origin, paint):
            try drawGlyphs(run, origin: origin, paint: paint)
        case let .image(bitmap, rect, interpolation):
            try drawImage(bitmap, in: rect, interpolation: interpolation)
        case .begin, .end:
            break
        }
    }

    // MARK: - Paths

    /// Replaces the current path with `path`; false when it is empty or has a
    /// non-finite point.
    ///
    /// A path reaching beyond Cairo's range is folded onto the clip, widened by
    /// `reach` device units (how far a stroke spreads), in device space; see
    /// `RasterWindow`. Others go to Cairo as they are.
    func appendPath(_ path: Path, reach: Double = 0) -> Bool {
        cairo_new_path(context)
        guard !path.isEmpty, path.isFinite else { return false }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(context, &ctm)
        let user = path.boundingRect
        let corners = [CGPoint(x: user.minX, y: user.minY), CGPoint(x: user.maxX, y: user.minY),
                       CGPoint(x: user.minX, y: user.maxY), CGPoint(x: user.maxX, y: user.maxY)].map(ctm.apply)
        let limit = deviceRasterLimit
        if corners.allSatisfy({ abs($0.x) <= limit && abs($0.y) <= limit }) {
            emit(path)
            return true
        }
        let device = path.mapped(ctm.apply)
        guard device.isFinite else { return false }
        // A pixel of margin keeps the window's edges out of antialiased pixels.
        let margin = Swift.min(reach, limit / 2) + 2 / Swift.min(rasterScale, 1)
        let clip = deviceClipExtents() ?? CGRect(x: -limit / 4, y: -limit / 4, width: limit / 2, height: limit / 2)
        cairo_identity_matrix(context)
        emit(RasterWindow(rect: clip.insetBy(dx: -margin, dy: -margin)).fold(device))
        cairo_set_matrix(context, &ctm)
        return true
    }

    /// The most dash lengths a stroke uses.
    static let maxDashCount = 1024

    /// Device coordinates within this many pixels of the origin stay well inside the
    /// ±2^23 that Cairo's 24.8 fixed-point numbers hold.
    static let rasterLimit = Double(1 << 21)

    /// `rasterLimit` in device units, which the raster scale turns into pixels.
    var deviceRasterLimit: Double { Self.rasterLimit / Swift.max(rasterScale, 1) }

    /// Adds `path` to Cairo's current path, in the current user space.
    private func emit(_ path: Path) {
        path.forEach { element in
            switch element {
            case .move(let p):
                cairo_move_to(context, p.x, p.y)
            case .line(let p):
                cairo_line_to(context, p.x, p.y)
            case let .quadCurve(p, c):
                // Cairo has no quadratic curves; the cubic with controls two thirds of
                // the way to the quadratic's control is the same curve.
                var (x0, y0) = (Double(c.x), Double(c.y))
                if cairo_has_current_point(context) != 0 { cairo_get_current_point(context, &x0, &y0) }
                cairo_curve_to(context, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0),
                               p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            case let .curve(p, c1, c2):
                cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .closeSubpath:
                cairo_close_path(context)
            }
        }
    }

    /// How far a stroke of `style` reaches from its path, in device units: half its
    /// width, times what the transform stretches by, times how far joins and caps stick
    /// out (miters are counted to 10 widths, Cairo's default limit).
    private func reach(of style: StrokeStyle) -> Double {
        let corner = style.lineJoin == .miter ? Swift.min(Swift.max(style.miterLimit, 2), 10) : 2
        return style.lineWidth / 2 * stretch * corner
    }

    /// The widest stroke drawn as it is, in user units: 2^18 pixels, sixteen times the
    /// largest canvas. A wider stroke (an infinite one too) is drawn this wide: it
    /// already covers the whole canvas wherever its path is near, and its outline
    /// would otherwise go beyond the range Cairo rasterizes and vanish.
    private func maxLineWidth() -> Double {
        Double(1 << 18) / Swift.max(rasterScale, 1) / Swift.max(stretch, .leastNormalMagnitude)
    }

    /// The most the current transform lengthens anything (its Frobenius norm bounds it).
    private var stretch: Double {
        var ctm = cairo_matrix_t()
        cairo_get_matrix(context, &ctm)
        return (ctm.xx * ctm.xx + ctm.yx * ctm.yx + ctm.xy * ctm.xy + ctm.yy * ctm.yy).squareRoot()
    }

    private func apply(_ style: StrokeStyle) {
        let cap = switch style.lineCap {
            case .butt: CAIRO_LINE_CAP_BUTT
            case .round: CAIRO_LINE_CAP_ROUND
            case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join = switch style.lineJoin {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_width(context, style.lineWidth)
        cairo_set_line_cap(context, cap)
        cairo_set_line_join(context, join)
        cairo_set_miter_limit(context, style.miterLimit.isFinite && style.miterLimit >= 1 ? style.miterLimit : 10)
        // Cairo rejects negative or all-zero dashes; Core Graphics draws those solid.
        // Cairo (and an SVG or PDF file) stores every entry: past `maxDashCount` the
        // pattern is cut, to an even count so dashes and gaps keep alternating.
        let dash = style.dash.prefix(Self.maxDashCount).map(Double.init)
        if dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.contains(where: { $0 > 0 }), style.dashPhase.isFinite {
            cairo_set_dash(context, dash, Int32(dash.count), style.dashPhase)
        } else {
            cairo_set_dash(context, nil, 0, 0)
        }
    }

    // MARK: - Paint

    /// The user-space bounds that a Cairo extents function gives, within the clip.
    private func measure(_ extents: (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?,
                                     UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void) -> CGRect {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        extents(context, &x1, &y1, &x2, &y2)
        let drawn = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else { return drawn }
        return drawn.intersection(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
    }

    /// Cairo's stroke extents of the current path, measured without its dashes and
    /// widened by half the line width for the caps of dashes at corners. Cairo measures
    /// a dashed stroke by stroking every dash, which costs as much as drawing them all,
    /// visible or not: a long rectangle of short dashes took 12 s (fuzz seed 3258278).
    /// Dashes only take parts away, so the undashed stroke bounds them.
    private func undashedStrokeExtents(_ context: OpaquePointer?, _ x1: UnsafeMutablePointer<Double>?,
                                       _ y1: UnsafeMutablePointer<Double>?, _ x2: UnsafeMutablePointer<Double>?,
                                       _ y2: UnsafeMutablePointer<Double>?) {
        let count = cairo_get_dash_count(context)
        guard count > 0 else { return cairo_stroke_extents(context, x1, y1, x2, y2) }
        var pattern = [Double](repeating: 0, count: Int(count))
        var phase = 0.0
        cairo_get_dash(context, &pattern, &phase)
        cairo_set_dash(context, nil, 0, 0)
        cairo_stroke_extents(context, x1, y1, x2, y2)
        cairo_set_dash(context, pattern, count, phase)
        let half = cairo_get_line_width(context) / 2
        x1?.pointee -= half
        y1?.pointee -= half
        x2?.pointee += half
        y2?.pointee += half
    }

    /// Makes `paint` the source; false when its geometry is not finite or nothing of it
    /// would show. `extents` gives the user-space bounds of what is about to be drawn.
    private func setSource(_ paint: DisplayList.Paint, extents: () -> CGRect) -> Bool {
        if case let .material(radius, saturation, tint) = paint,
           let pattern = materialPattern(blurRadius: radius, saturation: saturation, tint: tint, over: extents()) {
            cairo_set_source(context, pattern)
            cairo_pattern_destroy(pattern)
            return true
        }
        let pattern: OpaquePointer?
        if case let .angularGradient(gradient, center, startAngle, endAngle) = paint,
           cairo_surface_get_type(cairo_get_target(context)) != CAIRO_SURFACE_TYPE_PDF {
            // Drawn per pixel (`ConicGradientFill.swift`): PDF alone draws the mesh as vectors.
            guard center.isFinite, startAngle.radians.isFinite, endAngle.radians.isFinite else { return false }
            pattern = conicPattern(ConicGradient(gradient: gradient, center: center, start: startAngle.radians, end: endAngle.radians),
                                   over: extents())
        } else {
            pattern = paint.cairoPattern(covering: extents)
        }
        guard let pattern else { return false }
        cairo_set_source(context, pattern)
        cairo_pattern_destroy(pattern)
        return true
    }

    // MARK: - Text

    private func drawGlyphs(_ run: GlyphRun, origin: CGPoint, paint: DisplayList.Paint) throws {
        guard run.size.isFinite, run.size > 0, origin.isFinite else { return }
        let face = try FontFaces.shared.face(for: run.font, bold: run.syntheticBold)
        var glyphs: [cairo_glyph_t] = []
        for (glyph, position) in zip(run.glyphs, run.positions) where position.isFinite {
            guard Int(glyph) < face.glyphCount else {
                throw RenderError("Glyph \(glyph) is not in the font \(run.font), which has \(face.glyphCount) glyphs; the glyph run was shaped with a different font.")
            }
            glyphs.append(cairo_glyph_t(index: UInt(glyph), x: origin.x + position.x, y: origin.y + position.y))
        }
        guard !glyphs.isEmpty else { return }
        // Synthetic italic slants the outlines 12° to the right (y grows downward).
        let slant = run.syntheticItalic ? -tan(12 * Double.pi / 180) : 0
        if face.hasColorGlyphs, deviceEm(of: run.size) > Self.largestColorGlyph {
            return drawLargeColorGlyphs(glyphs, face: face, size: run.size, slant: slant, paint: paint)
        }
        cairo_set_font_face(context, face.face)
        var matrix = cairo_matrix_t(xx: run.size, yx: 0, xy: slant * run.size, yy: run.size, x0: 0, y0: 0)
        cairo_set_font_matrix(context, &matrix)
        cairo_set_font_options(context, fontOptions)
        let painted = setSource(paint) {
            var extents = cairo_text_extents_t()
            cairo_glyph_extents(context, glyphs, Int32(glyphs.count), &extents)
            // The bearings are measured from the first glyph's position.
            return CGRect(x: glyphs[0].x + extents.x_bearing, y: glyphs[0].y + extents.y_bearing,
                          width: extents.width, height: extents.height)
        }
        guard painted else { return }
        cairo_show_glyphs(context, glyphs, Int32(glyphs.count))
    }

    /// The most device pixels per em at which Cairo draws a colour glyph itself. Cairo
    /// makes an image of each colour glyph's whole drawn size, whatever part of it shows
    /// (and SVG and PDF embed that image): an emoji stretched 200-fold took 8 megapixels
    /// a glyph (fuzz seed 1512496). Larger ones are drawn at this size and the image
    /// scaled into place, which costs the pixels that show; emoji bitmaps hold 136
    /// pixels per em, so nothing is lost.
    static let largestColorGlyph = 512.0

    /// Draws colour glyphs larger than `largestColorGlyph`: each glyph drawn at that
    /// size into an image, which is scaled into place.
    private func drawLargeColorGlyphs(_ glyphs: [cairo_glyph_t], face: FontFaces.Face, size: Double, slant: Double,
                                      paint: DisplayList.Paint) {
        let em = Self.largestColorGlyph
        var fontMatrix = cairo_matrix_t(xx: em, yx: 0, xy: slant * em, yy: em, x0: 0, y0: 0)
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        let font = cairo_scaled_font_create(face.face, &fontMatrix, &identity, fontOptions)!
        defer { cairo_scaled_font_destroy(font) }
        // Layers drawn in the text's colour (COLR's foreground) take the paint's colour.
        let foreground = if case .color(let color) = paint { color } else { Color.black }
        for glyph in glyphs {
            var one = cairo_glyph_t(index: glyph.index, x: 0, y: 0)
            var extents = cairo_text_extents_t()
            cairo_scaled_font_glyph_extents(font, &one, 1, &extents)
            let (x, y) = ((extents.x_bearing - 1).rounded(.down), (extents.y_bearing - 1).rounded(.down))
            let (width, height) = (Int32((extents.x_bearing + extents.width + 1 - x).rounded(.up)),
                                   Int32((extents.y_bearing + extents.height + 1 - y).rounded(.up)))
            guard width > 0, height > 0, width <= 4 * Int32(em), height <= 4 * Int32(em) else { continue }
            let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
            defer { cairo_surface_destroy(image) }
            let drawer = cairo_create(image)!
            cairo_set_scaled_font(drawer, font)
            cairo_set_source_rgba(drawer, foreground.red.unit, foreground.green.unit, foreground.blue.unit, foreground.alpha.unit)
            one.x = -x
            one.y = -y
            cairo_show_glyphs(drawer, &one, 1)
            cairo_destroy(drawer)
            cairo_surface_flush(image)

            cairo_save(context)
            cairo_translate(context, glyph.x, glyph.y)
            cairo_scale(context, size / em, size / em)
            // Through `appendPath`, so that a glyph beyond Cairo's range still shows.
            if appendPath(Path(CGRect(x: x, y: y, width: Double(width), height: Double(height)))) {
                setImageSource(image, x: x, y: y)
                cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
                cairo_fill(context)
            }
            cairo_restore(context)
        }
    }

    /// How many device pixels an em of a font of `size` user units spans along the
    /// longer of the transform's two axes.
    private func deviceEm(of size: Double) -> Double {
        var ctm = cairo_matrix_t()
        cairo_get_matrix(context, &ctm)
        return size * rasterScale * Swift.max(hypot(ctm.xx, ctm.yx), hypot(ctm.xy, ctm.yy))
    }

    // MARK: - Images

    private func drawImage(_ bitmap: ImageBitmap, in rect: CGRect, interpolation: Image.Interpolation) throws {
        let rect = rect.standardized
        guard bitmap.rgba != nil, bitmap.pixelWidth > 0, bitmap.pixelHeight > 0, rect.origin.isFinite,
              rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0 else { return }
        let surface = try bitmap.cairoSurface()
        defer { cairo_surface_destroy(surface) }
        cairo_save(context)
        defer { cairo_restore(context) }
        let (sx, sy) = (rect.width / CGFloat(bitmap.pixelWidth), rect.height / CGFloat(bitmap.pixelHeight))
        guard concatenate(cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: rect.minX, y0: rect.minY)) else { return }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(context, &ctm)
        let enlarges = ctm.scaleFactor * rasterScale >= 1
        // Cairo's FAST is nearest-neighbour and its BEST enlarges into hard-edged
        // blocks; Core Graphics smooths at every quality above none.
        let filter = switch interpolation {
            case .none: CAIRO_FILTER_NEAREST
            case .low: CAIRO_FILTER_BILINEAR
            case .medium: CAIRO_FILTER_GOOD
            case .high: enlarges ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BEST
        }
        setImageSource(surface, x: 0, y: 0)
        let pattern = cairo_get_source(context)
        cairo_pattern_set_filter(pattern, filter)
        // Padding keeps the edges opaque; without it they fade into the transparent
        // pixels beyond the bitmap when scaled.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        _ = appendPath(Path(CGRect(x: 0, y: 0, width: bitmap.pixelWidth, height: bitmap.pixelHeight)))
        cairo_set_antialias(context, CAIRO_ANTIALIAS_DEFAULT)
        cairo_fill(context)
    }
}

extension Path {
    /// The path with every point, control points included, moved by `transform`.
    func mapped(_ transform: (CGPoint) -> CGPoint) -> Path {
        var result = Path()
        forEach { element in
            switch element {
            case .move(let p): result.move(to: transform(p))
            case .line(let p): result.addLine(to: transform(p))
            case let .quadCurve(p, c): result.addQuadCurve(to: transform(p), control: transform(c))
            case let .curve(p, c1, c2): result.addCurve(to: transform(p), control1: transform(c1), control2: transform(c2))
            case .closeSubpath: result.closeSubpath()
            }
        }
        return result
    }

    /// Whether every point of the path is finite.
    var isFinite: Bool {
        var finite = true
        forEach { element in
            switch element {
            case .move(let p), .line(let p): finite = finite && p.isFinite
            case let .quadCurve(p, c): finite = finite && p.isFinite && c.isFinite
            case let .curve(p, c1, c2): finite = finite && p.isFinite && c1.isFinite && c2.isFinite
            case .closeSubpath: break
            }
        }
        return finite
    }
}
