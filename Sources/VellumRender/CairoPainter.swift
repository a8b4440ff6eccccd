import CCairo
import Foundation
import VellumCore

/// Draws display-list items, in order, into a Cairo context.
///
/// Open groups live on a stack, so transforms, clips and opacity nest to any depth
/// without recursion (masks, blurs and shadows recurse once per level, to draw their
/// items separately). An unbalanced list still draws: an `.end` with no open group is
/// ignored, and groups still open when the list ends are closed there.
///
/// Each effect becomes Cairo operations:
/// 1. transform, clip: `cairo_save`, change the state, `cairo_restore` at the end;
/// 2. opacity: the group is drawn into a Cairo group, then painted with that alpha;
/// 3. mask: the group and then the mask's items are drawn into Cairo groups, and the
///    group is painted through the mask's alpha;
/// 4. blend: `cairo_save`, the mode's Cairo operator, `cairo_restore` at the end; the
///    groups of opacity and masks inside draw their own items normally and composite
///    with the operator as a whole;
/// 5. blur, shadow: the group's items are recorded, which tells what they cover, then
///    replayed into an offscreen image just that large (plus how far the blur spreads)
///    at the raster scale. A blur paints the image back blurred in place of the
///    group; a shadow paints the image's blurred alpha, offset, in the shadow's
///    colour, and then the group is drawn as usual over it, so in PDF and SVG the
///    content stays vector. An image that would hold more pixels than
///    `offscreenPixelBudget`, or a blur wider than `BoxBlur.maxDetailSigma` pixels,
///    is made at a lower resolution instead (a blur that wide has no detail to
///    lose), so a huge radius costs less than a small one;
/// 6. projection (a perspective transform; affine ones are plain transforms): the
///    group's items are drawn into an image as for a blur, which `ProjectiveResampler`
///    maps into the clip. In PDF and SVG that image is embedded at the raster scale.
///
/// A material paint (`CairoPainter+Material.swift`) reads the pixels already drawn
/// beneath it, so it too is a raster in PNG and its tint alone in PDF and SVG.
///
/// Anything that would put Cairo into an error state (a non-invertible transform, an
/// invalid dash, a non-finite coordinate) is caught here and drawn as SwiftUI would:
/// a group flattened to nothing draws nothing, a path with non-finite points is skipped.
final class CairoPainter {
    /// The context drawn into; a recording's while a blur's or shadow's items are
    /// recorded.
    private(set) var context: OpaquePointer
    /// Pixels per device unit for offscreen images (the canvas's pixels per point).
    let rasterScale: Double
    let fontOptions: OpaquePointer
    private var groups: [Group] = []
    /// How many open groups draw nothing; while positive, items are skipped.
    private var hiddenDepth = 0
    /// Bytes of offscreen pixels the open groups hold.
    private var offscreenBytes = 0
    /// The most pixels one blur's or shadow's image holds: four canvases, so spreads up
    /// to half the canvas on each side keep the full resolution, and at least 256 × 256
    /// for tiny canvases.
    let offscreenPixelBudget: Double

    private enum Group {
        /// A transform, clip or shadow; the saved state is restored.
        case state
        /// A group that draws nothing, or whose items were already drawn (a blur).
        case hidden
        case opacity(Double, bytes: Int)
        case mask(ArraySlice<DisplayList.Item>, bytes: Int)
    }

    /// A blur's or shadow's items drawn into an image.
    private struct Offscreen {
        let surface: OpaquePointer
        /// Where the image's top-left corner sits in device space.
        let x: Double, y: Double
        /// The three box blurs, in pixels.
        let radii: [Int]
        /// The shadow's offset in device space.
        let dx: Double, dy: Double
        let bytes: Int
    }

    init(context: OpaquePointer, rasterScale: Double, canvasPixels: Int) {
        self.context = context
        self.rasterScale = rasterScale
        offscreenPixelBudget = Swift.min(Swift.max(4 * Double(canvasPixels), 256 * 256), Double(PixelLimits.maxBytes / 4))
        // Unhinted outlines at the shaper's positions, in grey: what was measured is
        // what is drawn, the same on every machine.
        fontOptions = cairo_font_options_create()
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
    }

    deinit {
        cairo_font_options_destroy(fontOptions)
    }

    /// Draws `items`, closing any group they leave open.
    func draw(_ items: ArraySlice<DisplayList.Item>) throws {
        let base = groups.count
        for index in items.indices {
            switch items[index] {
            case .begin(let effect): try begin(effect, followedBy: items[(index + 1)...])
            case .end: if groups.count > base { try end() }
            case let leaf: if hiddenDepth == 0 { try drawLeaf(leaf) }
            }
        }
        while groups.count > base { try end() }
    }

    // MARK: - Groups

    private func begin(_ effect: DisplayList.Effect, followedBy rest: ArraySlice<DisplayList.Item>) throws {
        guard hiddenDepth == 0 else { return push(.hidden) }
        switch effect {
        case .transform(let t):
            cairo_save(context)
            guard concatenate(cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)) else {
                cairo_restore(context)
                return push(.hidden)
            }
            push(.state)
        case let .clip(path, style):
            cairo_save(context)
            // A path that cannot be drawn clips everything away.
            if !appendPath(path) { cairo_new_path(context) }
            cairo_set_fill_rule(context, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(context, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_clip(context)
            push(.state)
        case .opacity(let opacity):
            guard opacity > 0 else { return push(.hidden) }
            if opacity >= 1 {
                cairo_save(context)
                return push(.state)
            }
            push(.opacity(opacity, bytes: try pushGroup()))
        case .mask(let items):
            push(.mask(items[...], bytes: try pushGroup()))
        case .blend(let mode):
            cairo_save(context)
            cairo_set_operator(context, mode.cairoOperator)
            push(.state)
        case .blur(let radius):
            try drawBlurred(Self.group(in: rest), radius: radius)
            push(.hidden)
        case let .shadow(color, radius, offset):
            try drawShadow(of: Self.group(in: rest), color: color, radius: radius, offset: offset)
            cairo_save(context)
            push(.state)
        case .projection(let transform):
            try drawProjected(Self.group(in: rest), through: transform)
            push(.hidden)
        case .colorMatrix(let matrix):
            try drawFiltered(Self.group(in: rest), through: matrix)
            push(.hidden)
        case .colorMultiply(let color):
            try drawFiltered(Self.group(in: rest), through: .multiply(color))
            push(.hidden)
        }
    }

    private func push(_ group: Group) {
        if case .hidden = group { hiddenDepth += 1 }
        groups.append(group)
    }

    private func end() throws {
        switch groups.removeLast() {
        case .hidden:
            hiddenDepth -= 1
        case .state:
            cairo_restore(context)
        case let .opacity(opacity, bytes):
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, opacity)
            offscreenBytes -= bytes
        case let .mask(items, bytes):
            let content = cairo_pop_group(context)
            defer { cairo_pattern_destroy(content) }
            let maskBytes = try pushGroup()
            try draw(items)
            let mask = cairo_pop_group(context)
            defer { cairo_pattern_destroy(mask) }
            cairo_set_source(context, content)
            cairo_mask(context, mask)
            offscreenBytes -= bytes + maskBytes
        }
    }

    /// The items of the group that starts `items`: up to its matching `.end`, or all.
    private static func group(in items: ArraySlice<DisplayList.Item>) -> ArraySlice<DisplayList.Item> {
        var depth = 0
        for index in items.indices {
            switch items[index] {
            case .begin: depth += 1
            case .end:
                if depth == 0 { return items[..<index] }
                depth -= 1
            default: break
            }
        }
        return items
    }

    /// Counts the pixels of a Cairo group the size of the current clip (nothing on
    /// vector surfaces, whose groups are recordings) against the offscreen budget.
    /// Starts a Cairo group for an opacity or a mask and returns the bytes reserved for
    /// it. The group's items draw normally (`OVER`); the group itself composites with
    /// the blend mode around it, which `cairo_pop_group` restores.
    private func pushGroup() throws -> Int {
        var bytes = 0
        // Only image groups hold pixels; a recording's or a vector surface's do not.
        if cairo_surface_get_type(cairo_get_group_target(context)) == CAIRO_SURFACE_TYPE_IMAGE,
           let clip = deviceClipExtents() {
            let size = (clip.width * rasterScale).rounded(.up) * (clip.height * rasterScale).rounded(.up) * 4
            try reserve(size <= Double(PixelLimits.maxOffscreenBytes) ? Int(size) : .max)
            bytes = Int(size)
        }
        cairo_push_group(context)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        return bytes
    }

    private func reserve(_ bytes: Int) throws {
        guard bytes <= PixelLimits.maxOffscreenBytes - offscreenBytes else {
            throw RenderError("Effects nested \(groups.count) deep would hold more than 1 GiB of offscreen pixels at once. Nest fewer opacity, mask, blur and shadow effects, or render a smaller size.")
        }
        offscreenBytes += bytes
    }

    /// The current clip's bounds in device space; nil when unbounded (in a recording).
    func deviceClipExtents() -> CGRect? {
        cairo_save(context)
        cairo_identity_matrix(context)
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        cairo_restore(context)
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else { return nil }
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Multiplies the transform into the current one, unless the result would be
    /// singular or non-finite, which Cairo treats as a fatal error.
    func concatenate(_ transform: cairo_matrix_t) -> Bool {
        var transform = transform
        var ctm = cairo_matrix_t()
        cairo_get_matrix(context, &ctm)
        var result = cairo_matrix_t()
        cairo_matrix_multiply(&result, &transform, &ctm)
        guard result.isInvertible else { return false }
        cairo_set_matrix(context, &result)
        return true
    }

    // MARK: - Blur and shadow

    private func drawBlurred(_ items: ArraySlice<DisplayList.Item>, radius: CGFloat) throws {
        guard let offscreen = try rasterize(items, radius: radius, offset: .zero) else { return }
        defer { release(offscreen) }
        BoxBlur.blur(offscreen.surface, radii: offscreen.radii)
        paint(offscreen)
    }

    /// Draws `items` through a colour matrix: drawn into an image, filtered, painted
    /// back in their place.
    private func drawFiltered(_ items: ArraySlice<DisplayList.Item>, through matrix: ColorMatrix) throws {
        guard let offscreen = try rasterize(items, radius: 0, offset: .zero) else { return }
        defer { release(offscreen) }
        Self.filter(offscreen.surface, through: matrix)
        paint(offscreen)
    }

    /// Paints an offscreen image where its items were.
    private func paint(_ offscreen: Offscreen) {
        cairo_save(context)
        cairo_identity_matrix(context)
        setImageSource(offscreen.surface, x: offscreen.x, y: offscreen.y)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// Paints the blurred alpha of `items`, offset and in `color`.
    private func drawShadow(of items: ArraySlice<DisplayList.Item>, color: Color, radius: CGFloat, offset: CGSize) throws {
        guard color.alpha.unit > 0, let offscreen = try rasterize(items, radius: radius, offset: offset) else { return }
        defer { release(offscreen) }
        let alpha = BoxBlur.alpha(of: offscreen.surface)
        defer { cairo_surface_destroy(alpha) }
        BoxBlur.blur(alpha, radii: offscreen.radii)
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_set_source_rgba(context, color.red.unit, color.green.unit, color.blue.unit, color.alpha.unit)
        cairo_mask_surface(context, alpha, offscreen.x + offscreen.dx, offscreen.y + offscreen.dy)
        cairo_restore(context)
    }

    /// `items` drawn into an image, covering what they draw and how far a blur of
    /// `radius` spreads it, but only what can reach the clip once moved by `offset`
    /// (or only what lies in `reach`, device space, when given); nil when nothing
    /// would show. The image is at the raster scale, or lower when
    /// that would exceed `offscreenPixelBudget`.
    private func rasterize(_ items: ArraySlice<DisplayList.Item>, radius: CGFloat, offset: CGSize,
                           reach: CGRect? = nil) throws -> Offscreen? {
        var ctm = cairo_matrix_t()
        cairo_get_matrix(context, &ctm)
        // The radius and offset are in the group's coordinates; the blur is measured
        // in the canvas's pixels.
        let sigma = Swift.min(Double(radius) * ctm.scaleFactor * rasterScale, BoxBlur.maxSigma)
        var (dx, dy) = (Double(offset.width), Double(offset.height))
        cairo_user_to_device_distance(context, &dx, &dy)
        guard dx.isFinite, dy.isFinite else { return nil }

        // Only what lies within the blur's spread of the clip, once offset, can show.
        // Bounding the recording by that also bounds its groups, whose extents Cairo
        // reports as unbounded otherwise. And only what lies within Cairo's range: a
        // recording bounded beyond it (a shadow offset 1e300 around a projection, fuzz
        // seed 7094281) failed an assertion in Cairo's rasterizer, and geometry out
        // there is folded onto the clip (`appendPath`), so nothing there could show.
        let spread = Double(BoxBlur.radii(sigma: sigma).reduce(0, +)) / rasterScale
        let limit = deviceRasterLimit
        guard let wanted = reach ?? deviceClipExtents()?.offsetBy(dx: -dx, dy: -dy).insetBy(dx: -spread, dy: -spread),
              wanted.minX.isFinite, wanted.minY.isFinite, wanted.maxX.isFinite, wanted.maxY.isFinite else { return nil }
        let reach = wanted.intersection(CGRect(x: -limit, y: -limit, width: 2 * limit, height: 2 * limit))
        guard !reach.isNull, !reach.isEmpty else { return nil }
        var bounds = cairo_rectangle_t(x: reach.minX, y: reach.minY, width: reach.width, height: reach.height)
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &bounds)!
        defer { cairo_surface_destroy(recording) }
        try record(items, into: recording, matrix: ctm)
        var (inkX, inkY, inkWidth, inkHeight) = (0.0, 0.0, 0.0, 0.0)
        cairo_recording_surface_ink_extents(recording, &inkX, &inkY, &inkWidth, &inkHeight)
        guard inkWidth > 0, inkHeight > 0 else { return nil }
        let area = CGRect(x: inkX, y: inkY, width: inkWidth, height: inkHeight)
            .insetBy(dx: -spread, dy: -spread).intersection(reach)
        guard !area.isNull, !area.isEmpty else { return nil }

        let (scale, x, y, w, h) = offscreenGrid(covering: area, blurSigma: sigma)
        // Checked in floating point first: an unbounded area would overflow an Int.
        try reserve(w * h * 4 <= Double(PixelLimits.maxOffscreenBytes) ? Int(w * h * 4) : .max)
        let (width, height, bytes) = (Int(w), Int(h), Int(w * h * 4))
        let surface = ScratchMemory.imageSurface(CAIRO_FORMAT_ARGB32, width: width, height: height, cleared: true)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            offscreenBytes -= bytes
            throw RenderError("A blur or shadow needs an offscreen image of \(width) × \(height) pixels, which Cairo cannot make. Blur or shadow a smaller area.")
        }
        cairo_surface_set_device_scale(surface, scale, scale)
        let replay = cairo_create(surface)!
        cairo_translate(replay, -x, -y)
        cairo_set_source_surface(replay, recording, 0, 0)
        cairo_paint(replay)
        let status = cairo_status(replay)
        cairo_destroy(replay)
        cairo_surface_flush(surface)
        let radii = BoxBlur.radii(sigma: sigma * scale / rasterScale)
        let offscreen = Offscreen(surface: surface, x: x, y: y, radii: radii, dx: dx, dy: dy, bytes: bytes)
        do {
            try DisplayListRenderer.check(status, "drawing a blur or shadow")
        } catch {
            release(offscreen)
            throw error
        }
        return offscreen
    }

    // MARK: - Projection

    /// Draws `items` mapped through the perspective `transform` (in the current user
    /// space): the items are drawn into an image, which is resampled into the clip.
    /// Content up to a clip's size beyond the clip on each side is drawn (a rotation can
    /// bring it into view); farther content is not.
    private func drawProjected(_ items: ArraySlice<DisplayList.Item>, through transform: ProjectionTransform) throws {
        guard let clip = deviceClipExtents() else { return }
        let reach = clip.insetBy(dx: -Swift.max(clip.width, clip.height), dy: -Swift.max(clip.width, clip.height))
        guard let source = try rasterize(items, radius: 0, offset: .zero, reach: reach) else { return }
        defer { release(source) }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(context, &ctm)
        let toDevice = ProjectionTransform(CGAffineTransform(a: ctm.xx, b: ctm.yx, c: ctm.xy, d: ctm.yy, tx: ctm.x0, ty: ctm.y0))
        let inDevice = toDevice.inverted().concatenating(transform).concatenating(toDevice)
        let resampled = try ProjectiveResampler.resample(source.surface, at: CGPoint(x: source.x, y: source.y),
                                                         through: inDevice, into: clip, scale: rasterScale,
                                                         reserve: { try self.reserve($0) })
        guard let resampled else { return }
        defer {
            cairo_surface_destroy(resampled.surface)
            offscreenBytes -= resampled.bytes
        }
        cairo_save(context)
        cairo_identity_matrix(context)
        setImageSource(resampled.surface, x: resampled.origin.x, y: resampled.origin.y)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// The pixel grid of an offscreen image covering `area` (device space): pixels per
    /// device unit (the raster scale, unless that is over `offscreenPixelBudget` or
    /// finer than a blur of `blurSigma` canvas pixels needs), the image's top-left
    /// corner on a whole pixel, and its size in pixels.
    func offscreenGrid(covering area: CGRect, blurSigma: Double = 0)
        -> (scale: Double, x: Double, y: Double, width: Double, height: Double) {
        let full = Double(area.width * area.height) * rasterScale * rasterScale
        var scale = full > offscreenPixelBudget ? rasterScale * (offscreenPixelBudget / full).squareRoot() : rasterScale
        if blurSigma > BoxBlur.maxDetailSigma {
            scale = Swift.min(scale, rasterScale * BoxBlur.maxDetailSigma / blurSigma)
        }
        let x = (area.minX * scale).rounded(.down) / scale
        let y = (area.minY * scale).rounded(.down) / scale
        return (scale, x, y, ((area.maxX - x) * scale).rounded(.up), ((area.maxY - y) * scale).rounded(.up))
    }

    /// Draws `items` into `recording`, whose space is the current device space.
    private func record(_ items: ArraySlice<DisplayList.Item>, into recording: OpaquePointer, matrix: cairo_matrix_t) throws {
        let recorder = cairo_create(recording)!
        defer { cairo_destroy(recorder) }
        var matrix = matrix
        cairo_set_matrix(recorder, &matrix)
        let parent = context
        context = recorder
        defer { context = parent }
        try draw(items)
        try DisplayListRenderer.check(cairo_status(recorder), "recording a blur or shadow")
    }

    private func release(_ offscreen: Offscreen) {
        cairo_surface_destroy(offscreen.surface)
        offscreenBytes -= offscreen.bytes
    }
}

extension cairo_matrix_t {
    var isInvertible: Bool {
        let det = xx * yy - yx * xy
        return det != 0 && det.isFinite && x0.isFinite && y0.isFinite
    }

    /// Where the matrix takes `point`.
    func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: xx * point.x + xy * point.y + x0, y: yx * point.x + yy * point.y + y0)
    }

    /// How much the matrix scales lengths, on average over directions.
    var scaleFactor: Double { abs(xx * yy - yx * xy).squareRoot() }
}

extension CGPoint {
    var isFinite: Bool { x.isFinite && y.isFinite }
}
