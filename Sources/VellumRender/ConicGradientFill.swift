import CCairo
import Foundation
import VellumCore

/// An angular gradient on a raster, drawn pixel by pixel: each pixel takes the colour at
/// the angle of its centre from the gradient's centre.
///
/// Why: Cairo has no conic pattern, and its mesh rasterizer (`ConicGradient.meshPattern`)
/// shades every 1° patch of the mesh: about 830 instructions a pixel for a 400-point
/// square at 2x (callgrind). Here a pixel costs a polynomial arctangent and a table
/// look-up, about 100 instructions in release, so the cost is the pixels drawn, whatever
/// the geometry (a gradient a trillion points tall costs its visible pixels).
///
/// 1. The area is what the fill or stroke draws, within the clip, in device space; its
///    pixel grid is an offscreen image's (`offscreenGrid`): the canvas's pixels, or
///    fewer when the area is larger than the offscreen budget.
/// 2. Each pixel's centre is mapped back to user space, and its angle from the centre,
///    clockwise from the x axis as in `Angle`, gives a place along the gradient
///    (`Sweep.location(at:)`): the mesh's rule, with outside a partial sweep the nearer
///    end, and of a sweep past a turn its last complete turn.
/// 3. The place picks one of 1,024 colours along the gradient (`colorTable`), which are
///    `Gradient.color(at:)`'s, the straight mix between stops that the mesh's corners take.
/// 4. The image is the source, through a pattern matrix from user space to its pixels, so
///    the shape, the clip and the antialiasing are Cairo's as for any other paint.
///
/// PDF keeps the mesh, which PDF draws as a vector shading; every other target (images,
/// the offscreens of blurs and effects, SVG, which has no conic gradient) is pixels.
extension CairoPainter {
    /// `conic` as an image pattern covering `extents` (user space) in the current clip;
    /// nil when nothing of it would show.
    func conicPattern(_ conic: ConicGradient, over extents: CGRect) -> OpaquePointer? {
        guard !extents.isNull, !extents.isEmpty, let clip = deviceClipExtents() else { return nil }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(context, &ctm)
        let corners = [(extents.minX, extents.minY), (extents.maxX, extents.minY),
                       (extents.minX, extents.maxY), (extents.maxX, extents.maxY)].map { corner in
            var (x, y) = (Double(corner.0), Double(corner.1))
            cairo_matrix_transform_point(&ctm, &x, &y)
            return (x, y)
        }
        let (xs, ys) = (corners.map(\.0), corners.map(\.1))
        let area = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            .intersection(clip)
        guard !area.isNull, !area.isEmpty, area.width.isFinite, area.height.isFinite else { return nil }
        let (scale, x, y, width, height) = offscreenGrid(covering: area)
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(clamping: Int(width)), Int32(clamping: Int(height)))!
        defer { cairo_surface_destroy(image) }
        // User space to the image's pixels: the context's matrix, then the grid.
        var toGrid = cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: -x * scale, y0: -y * scale)
        var toPixels = cairo_matrix_t()
        cairo_matrix_multiply(&toPixels, &ctm, &toGrid)
        var toUser = toPixels
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS,
              cairo_matrix_invert(&toUser) == CAIRO_STATUS_SUCCESS else { return nil }
        conic.draw(into: image, toUser: toUser)
        let pattern = imagePattern(image)
        cairo_pattern_set_matrix(pattern, &toPixels)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }
}

extension ConicGradient {
    /// Fills every pixel of the ARGB32 `image` with the colour at its centre's angle;
    /// `toUser` maps the image's pixels to user space. Bands of rows are filled on every
    /// core, each pixel the same whichever band it falls in.
    func draw(into image: OpaquePointer, toUser m: cairo_matrix_t) {
        guard let pixels = SharedPixels(image) else { return }
        let table = CairoPainter.colorTable(gradient)
        let (sweep, center) = (self.sweep, self.center)
        let last = Double(table.count - 1)
        let width = Int(cairo_image_surface_get_width(image)), height = Int(cairo_image_surface_get_height(image))
        RowBands(width: width, height: height).forEach { band in
            table.withUnsafeBufferPointer { colors in
                for row in band {
                    let line = UnsafeMutableRawPointer(pixels.row(row)).assumingMemoryBound(to: UInt32.self)
                    // The pixel centre (0.5, row + 0.5) in user space, from the gradient's centre.
                    var ux = m.xx * 0.5 + m.xy * (Double(row) + 0.5) + m.x0 - center.x
                    var uy = m.yx * 0.5 + m.yy * (Double(row) + 0.5) + m.y0 - center.y
                    for column in 0..<width {
                        let t = sweep.location(at: Self.angle(uy, ux))
                        // Written so that a NaN place (no angle) takes the start's colour.
                        line[column] = colors[Int((t > 0 ? (t < 1 ? t : 1) : 0) * last + 0.5)]
                        ux += m.xx
                        uy += m.yx
                    }
                }
            }
        }
        cairo_surface_mark_dirty(image)
    }

    /// `atan2(y, x)` within 1.2e-5 radians (a five-hundred-thousandth of a turn, far
    /// under one of the table's 1,024 colours) at a fraction of its cost: Abramowitz and
    /// Stegun's polynomial 4.4.49 for the arctangent on 0...1 (|ε| ≤ 1e-5; 1.15e-5
    /// measured, with its seven-digit coefficients), then the octant. NaN in, NaN out.
    static func angle(_ y: Double, _ x: Double) -> Double {
        let (ax, ay) = (x < 0 ? -x : x, y < 0 ? -y : y)
        let (low, high) = ay < ax ? (ay, ax) : (ax, ay)
        guard high > 0 else { return high == 0 ? 0 : .nan }
        let a = low / high, s = a * a
        var r = a * (0.999_866_0 + s * (-0.330_299_5 + s * (0.180_141_0 + s * (-0.085_133_0 + s * 0.020_835_1))))
        if ay > ax { r = .pi / 2 - r }
        if x < 0 { r = .pi - r }
        return y < 0 ? -r : r
    }
}
