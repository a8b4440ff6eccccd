import CCairo
import CJPEG
import Foundation

/// Writes an RGB24 Cairo surface as a baseline JPEG with libjpeg-turbo, through
/// `vellum_jpeg_encode` in the CJPEG shim, which catches libjpeg's fatal errors (a
/// longjmp Swift cannot survive) in C.
enum JPEGEncoder {
    /// `quality` is a percent, 0...100; libjpeg's lowest is 1.
    static func encode(_ surface: OpaquePointer, quality: Double) throws -> Data {
        cairo_surface_flush(surface)
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24, let pixels = cairo_image_surface_get_data(surface) else {
            throw RenderError("A JPEG is written from an opaque (RGB24) surface; this one is pixel format \(cairo_image_surface_get_format(surface).rawValue).")
        }
        let width = UInt(cairo_image_surface_get_width(surface))
        let height = UInt(cairo_image_surface_get_height(surface))
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX))
        let status = vellum_jpeg_encode(pixels, UInt(cairo_image_surface_get_stride(surface)), width, height,
                                        Int32(Swift.max(quality.rounded(), 1)), &output, &size, &message)
        defer { free(output) }
        guard status == Int32(VELLUM_JPEG_OK), let output else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw RenderError("libjpeg could not encode the \(width) × \(height) pixel JPEG: \(text.isEmpty ? "out of memory" : text).")
        }
        return Data(bytes: output, count: Int(size))
    }
}
