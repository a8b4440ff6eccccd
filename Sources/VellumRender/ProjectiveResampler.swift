import CCairo
import Foundation
import VellumCore

/// Maps an image through a perspective transform, which Cairo (affine only) cannot.
///
/// Inverse mapping: every output pixel's centre is taken back through the inverse
/// transform into the source image and sampled bilinearly from its premultiplied
/// channels (beyond the source, transparent). So the cost is the output's pixels,
/// and the output is only the part of the clip the mapped source can cover. A source
/// point whose `w` is zero or negative lies behind the viewer: it is not drawn, rather
/// than drawn mirrored through the vanishing point.
///
/// Unsafe code: the source and output are read and written through Cairo's pixel
/// pointers; every index is checked against the image's width and height first.
enum ProjectiveResampler {
    struct Output {
        let surface: OpaquePointer
        /// Where the output's top-left corner sits in device space.
        let origin: CGPoint
        let bytes: Int
    }

    /// `source` (an ARGB32 image whose top-left corner is at `origin` in device space,
    /// with its own device scale) mapped through `transform` (device space to device
    /// space), into an image of the part of `clip` it covers at `scale` pixels per
    /// device unit; nil when it covers nothing. `reserve` counts the output's bytes.
    static func resample(_ source: OpaquePointer, at origin: CGPoint, through transform: ProjectionTransform,
                         into clip: CGRect, scale: Double, reserve: (Int) throws -> Void) throws -> Output? {
        var inverse = transform
        guard inverse.invert() else { return nil }
        var (sourceScale, sourceScaleY) = (1.0, 1.0)
        cairo_surface_get_device_scale(source, &sourceScale, &sourceScaleY)
        let sourceWidth = Int(cairo_image_surface_get_width(source))
        let sourceHeight = Int(cairo_image_surface_get_height(source))
        let sourceRect = CGRect(x: origin.x, y: origin.y, width: Double(sourceWidth) / sourceScale,
                                height: Double(sourceHeight) / sourceScale)
        guard let area = coveredArea(of: sourceRect, through: transform, in: clip) else { return nil }

        let x = (area.minX * scale).rounded(.down) / scale
        let y = (area.minY * scale).rounded(.down) / scale
        let width = Int(((area.maxX - x) * scale).rounded(.up))
        let height = Int(((area.maxY - y) * scale).rounded(.up))
        guard width > 0, height > 0 else { return nil }
        let bytes = width * height * 4
        try reserve(bytes)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(clamping: width), Int32(clamping: height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let out = cairo_image_surface_get_data(surface), let input = cairo_image_surface_get_data(source) else {
            cairo_surface_destroy(surface)
            throw RenderError("A perspective effect needs an image of \(width) × \(height) pixels, which Cairo cannot make. Render a smaller size.")
        }
        cairo_surface_set_device_scale(surface, scale, scale)
        let outStride = Int(cairo_image_surface_get_stride(surface))
        let inStride = Int(cairo_image_surface_get_stride(source))
        cairo_surface_flush(source)
        cairo_surface_flush(surface)

        /// The source's premultiplied channel `channel` at pixel (i, j); zero beyond it.
        func texel(_ i: Int, _ j: Int, _ channel: Int) -> Double {
            guard i >= 0, j >= 0, i < sourceWidth, j < sourceHeight else { return 0 }
            return Double(input[j * inStride + i * 4 + channel])
        }

        for row in 0..<height {
            let deviceY = y + (Double(row) + 0.5) / scale
            for column in 0..<width {
                let deviceX = x + (Double(column) + 0.5) / scale
                let back = inverse.project(CGPoint(x: deviceX, y: deviceY))
                guard back.point.isFinite, transform.project(back.point).w > 0 else { continue }
                // Source pixel coordinates, with pixel centres at whole numbers.
                let u = (back.point.x - origin.x) * sourceScale - 0.5
                let v = (back.point.y - origin.y) * sourceScale - 0.5
                guard u > -1, v > -1, u < Double(sourceWidth), v < Double(sourceHeight) else { continue }
                let (i, j) = (Int(u.rounded(.down)), Int(v.rounded(.down)))
                let (fx, fy) = (u - Double(i), v - Double(j))
                let pixel = out + row * outStride + column * 4
                for channel in 0..<4 {
                    let top = texel(i, j, channel) * (1 - fx) + texel(i + 1, j, channel) * fx
                    let bottom = texel(i, j + 1, channel) * (1 - fx) + texel(i + 1, j + 1, channel) * fx
                    pixel[channel] = UInt8(Swift.min(255, (top * (1 - fy) + bottom * fy).rounded()))
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return Output(surface: surface, origin: CGPoint(x: x, y: y), bytes: bytes)
    }

    /// The part of `clip` that `rect` can cover once mapped: the box around its mapped
    /// corners, or all of `clip` when a corner lies behind the viewer (the image then
    /// reaches to the horizon); nil when that is empty.
    private static func coveredArea(of rect: CGRect, through transform: ProjectionTransform, in clip: CGRect) -> CGRect? {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
            .map { transform.project($0) }
        var area = clip
        if corners.allSatisfy({ $0.w > 0 && $0.point.isFinite }) {
            let xs = corners.map(\.point.x), ys = corners.map(\.point.y)
            area = clip.intersection(CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
        }
        return area.isNull || area.isEmpty ? nil : area
    }
}
