import CCairo
import Foundation
import VellumCore

/// An opaque linear gradient filling a pixel-aligned rectangle of a raster canvas,
/// written straight into the canvas's pixels.
///
/// Why: a card's full-canvas gradient background is the commonest server render, and
/// through Cairo it was 43% of the 2x social card's instructions (pixman works out
/// every pixel's colour from the stops in floating point). Here each row steps the
/// gradient's position by a constant and reads a table of 1,024 colours: about a
/// tenth of the work. The colours are Cairo's (the same padding and straight mixing
/// between stops, `Gradient.color(at:)`) to within one level of 255.
///
/// Only where the result cannot differ from Cairo's but for that rounding: every stop
/// opaque, drawn with `OVER` straight onto an ARGB32 or RGB24 image (not into a group
/// or a recording), a transform that only scales and moves, and a rectangle and clip
/// whose edges fall on whole pixels. Everything else goes through Cairo.
extension CairoPainter {
    /// Fills `path` with the gradient from `start` to `end` if the fast path applies;
    /// false, having drawn nothing, when Cairo must.
    func fillOpaqueLinearGradient(_ path: Path, _ gradient: Gradient, start: CGPoint, end: CGPoint) -> Bool {
        guard let rect = path.rectangle, !gradient.stops.isEmpty,
              gradient.stops.allSatisfy({ $0.color.alpha >= 1 }),
              start.isFinite, end.isFinite,
              cairo_get_operator(context) == CAIRO_OPERATOR_OVER,
              let target = cairo_get_target(context), cairo_get_group_target(context) == target,
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        let format = cairo_image_surface_get_format(target)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return false }
        // User space to device pixels: the context's matrix, then the surface's device
        // scale and offset (how the raster scale is applied).
        var ctm = cairo_matrix_t()
        cairo_get_matrix(context, &ctm)
        guard ctm.xy == 0, ctm.yx == 0 else { return false }
        var scale = (x: 1.0, y: 1.0), offset = (x: 0.0, y: 0.0)
        cairo_surface_get_device_scale(target, &scale.x, &scale.y)
        cairo_surface_get_device_offset(target, &offset.x, &offset.y)
        ctm = cairo_matrix_t(xx: ctm.xx * scale.x, yx: 0, xy: 0, yy: ctm.yy * scale.y,
                             x0: ctm.x0 * scale.x + offset.x, y0: ctm.y0 * scale.y + offset.y)
        guard ctm.xx > 0, ctm.yy > 0 else { return false }
        let (vx, vy) = (end.x - start.x, end.y - start.y)
        let length2 = vx * vx + vy * vy
        guard length2 > 0, length2.isFinite else { return false }

        // The rectangle in device pixels, within the canvas and the clip.
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        guard var area = Self.wholePixels(CGRect(x: rect.minX * ctm.xx + ctm.x0, y: rect.minY * ctm.yy + ctm.y0,
                                                 width: rect.width * ctm.xx, height: rect.height * ctm.yy)),
              let clip = clipRectangle(toPixels: ctm) else { return false }
        area = area.intersection(clip).intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, !area.isEmpty else { return true }

        // The gradient's position at a pixel's centre is linear in its column and row,
        // t = tx·column + ty·row + t0; in table entries, stepped along each row in fixed
        // point with 24 fractional bits (an error under a millionth of an entry a pixel).
        let table = Self.colorTable(gradient)
        let last = Double(table.count - 1)
        let tx = vx / ctm.xx / length2 * last, ty = vy / ctm.yy / length2 * last
        let t0 = (((0.5 - ctm.x0) / ctm.xx - start.x) * vx + ((0.5 - ctm.y0) / ctm.yy - start.y) * vy) / length2 * last
        let (x0, x1, y0, y1) = (Int(area.minX), Int(area.maxX), Int(area.minY), Int(area.maxY))
        let corners = [(x0, y0), (x1, y0), (x0, y1), (x1, y1)].map { t0 + tx * Double($0.0) + ty * Double($0.1) }
        // A gradient far shorter than a pixel puts positions beyond the fixed point's reach.
        guard corners.allSatisfy({ abs($0) < 1e9 }) else { return false }
        let one = Double(1 << 24)
        let step = Int64((tx * one).rounded())
        let top = Int64(table.count - 1)

        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else { return false }
        let stride = Int(cairo_image_surface_get_stride(target))
        table.withUnsafeBufferPointer { colors in
            for row in y0..<y1 {
                let pixels = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                // + 0.5: the nearest entry.
                var position = Int64(((t0 + ty * Double(row) + tx * Double(x0)) + 0.5) * one)
                for column in x0..<x1 {
                    pixels[column] = colors[Int(Swift.min(Swift.max(position >> 24, 0), top))]
                    position &+= step
                }
            }
        }
        cairo_surface_mark_dirty_rectangle(target, Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
        return true
    }

    /// The clip in pixels, through `toPixels` (user space to pixels, a scale and a
    /// move): the canvas when nothing clips; nil when the clip is not one rectangle on
    /// whole pixels.
    private func clipRectangle(toPixels m: cairo_matrix_t) -> CGRect? {
        guard let list = cairo_copy_clip_rectangle_list(context) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1,
              let r = list.pointee.rectangles?.pointee else { return nil }
        return Self.wholePixels(CGRect(x: r.x * m.xx + m.x0, y: r.y * m.yy + m.y0, width: r.width * m.xx, height: r.height * m.yy))
    }

    /// `rect` when its edges lie on whole pixels (within a millionth), rounded there.
    private static func wholePixels(_ rect: CGRect) -> CGRect? {
        let edges = [rect.minX, rect.minY, rect.maxX, rect.maxY]
        guard edges.allSatisfy({ $0.isFinite && abs($0 - $0.rounded()) < 1e-6 && abs($0) < 1e9 }) else { return nil }
        return CGRect(x: rect.minX.rounded(), y: rect.minY.rounded(),
                      width: rect.maxX.rounded() - rect.minX.rounded(), height: rect.maxY.rounded() - rect.minY.rounded())
    }

    /// The gradient's colours at 1,024 evenly spaced positions, as Cairo's premultiplied
    /// ARGB32 pixels (also the angular gradient's, `ConicGradientFill.swift`).
    /// Neighbouring entries of a two-stop gradient differ by at most a quarter of a level
    /// of 255, so no pixel is more than one level from Cairo's; a finer table follows the
    /// exact colours more closely and compresses worse (the 2x card's PNG: 328,981 bytes
    /// at 1,024 entries, 417,774 at 65,536, which is Cairo's size).
    static func colorTable(_ gradient: Gradient) -> [UInt32] {
        (0..<1024).map { i in
            let c = gradient.color(at: Double(i) / 1023)
            let alpha = c.alpha.unit
            func byte(_ v: Double) -> UInt32 { UInt32(v.unit * alpha * 255 + 0.5) }
            return byte(1) << 24 | byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue)
        }
    }
}

extension Path {
    /// The rectangle this path is, when it is exactly one `addRect` (four corners
    /// joined by lines and closed); nil for any other path.
    var rectangle: CGRect? {
        guard elements.count == 5, case let .move(a) = elements[0], case let .line(b) = elements[1],
              case let .line(c) = elements[2], case let .line(d) = elements[3], case .closeSubpath = elements[4],
              a.y == b.y, b.x == c.x, c.y == d.y, d.x == a.x else { return nil }
        return CGRect(x: Swift.min(a.x, c.x), y: Swift.min(a.y, c.y), width: abs(c.x - a.x), height: abs(c.y - a.y))
    }
}
