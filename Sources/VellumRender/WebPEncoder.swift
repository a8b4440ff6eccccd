import CCairo
import CWebP
import Foundation

/// Writes Cairo surfaces as WebP with libwebp.
///
/// Unsafe code: reads the surface's rows through its data pointer, `stride` bytes apart,
/// as Cairo lays them out, into a buffer of the size computed here.
enum WebPEncoder {
    /// A still WebP; `quality` is a percent, 0...100.
    static func encode(_ surface: OpaquePointer, quality: Double, lossless: Bool) throws -> Data {
        let (rgba, width, height) = try straightRGBA(surface)
        var output: UnsafeMutablePointer<UInt8>?
        let size = rgba.withUnsafeBufferPointer { pixels in
            lossless
                ? WebPEncodeLosslessRGBA(pixels.baseAddress, Int32(width), Int32(height), Int32(width * 4), &output)
                : WebPEncodeRGBA(pixels.baseAddress, Int32(width), Int32(height), Int32(width * 4), Float(quality), &output)
        }
        defer { WebPFree(output) }
        guard size > 0, let output else {
            throw RenderError("libwebp could not encode the \(width) × \(height) pixel WebP (out of memory, or larger than WebP's 16,383 pixels on a side).")
        }
        return Data(bytes: output, count: size)
    }

    /// The surface's pixels as straight (not premultiplied) RGBA rows, the arithmetic
    /// Cairo's PNG writer uses.
    static func straightRGBA(_ surface: OpaquePointer) throws -> (rgba: [UInt8], width: Int, height: Int) {
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24, let pixels = cairo_image_surface_get_data(surface) else {
            throw RenderError("A WebP is written from an ARGB32 or RGB24 surface; this one is pixel format \(format.rawValue).")
        }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let words = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                vellum_cairo_straight_row(words, width, 4, format == CAIRO_FORMAT_RGB24 ? 1 : 0, out.baseAddress! + y * width * 4)
            }
        }
        return (rgba, width, height)
    }
}
