import CCairo
import Foundation
import VellumCore

extension CairoPainter {
    /// A pattern for a material over `extents` (user space): a copy of the pixels
    /// already drawn there, blurred, saturated and covered by `tint`, locked to device
    /// space. Nil where nothing can be read beneath (a PDF, SVG or recording target);
    /// the caller then paints the tint alone.
    ///
    /// The copy covers `extents` within the clip plus how far the blur spreads, and
    /// pixels beyond the target's edges repeat its edge pixels (the screen goes on),
    /// so its cost is bounded by the canvas; over `offscreenPixelBudget` it is made at
    /// a lower resolution.
    func materialPattern(blurRadius: CGFloat, saturation: Double, tint: Color, over extents: CGRect) -> OpaquePointer? {
        guard let target = cairo_get_group_target(context), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              !extents.isEmpty, extents.minX.isFinite, extents.minY.isFinite, extents.maxX.isFinite, extents.maxY.isFinite
        else { return nil }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(context, &ctm)
        let corners = [CGPoint(x: extents.minX, y: extents.minY), CGPoint(x: extents.maxX, y: extents.minY),
                       CGPoint(x: extents.minX, y: extents.maxY), CGPoint(x: extents.maxX, y: extents.maxY)]
            .map { ctm.apply(to: $0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let sigma = Double(blurRadius) * ctm.scaleFactor
        let spread = Double(BoxBlur.radii(sigma: sigma * rasterScale).reduce(0, +)) / rasterScale
        let area = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            .insetBy(dx: -spread, dy: -spread)
        guard area.width > 0, area.height > 0 else { return nil }

        let (scale, x, y, width, height) = offscreenGrid(covering: area)
        guard width * height * 4 <= Double(PixelLimits.maxOffscreenBytes) else { return nil }
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_set_device_scale(image, scale, scale)

        let copy = cairo_create(image)!
        cairo_translate(copy, -x, -y)
        cairo_set_source_surface(copy, target, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(copy), CAIRO_EXTEND_PAD)
        cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copy)
        cairo_surface_flush(image)
        BoxBlur.blur(image, radii: BoxBlur.radii(sigma: sigma * scale))
        // Saturation about the Rec. 709 luma (the matrix of Apple's `UIImage+ImageEffects`).
        if saturation.isFinite, saturation != 1 { Self.filter(image, through: .saturation(saturation)) }
        cairo_set_operator(copy, CAIRO_OPERATOR_OVER)
        cairo_set_source_rgba(copy, tint.red.unit, tint.green.unit, tint.blue.unit, tint.alpha.unit)
        cairo_paint(copy)
        cairo_destroy(copy)

        let pattern = imagePattern(image)
        var matrix = ctm
        matrix.x0 -= x
        matrix.y0 -= y
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }
}
