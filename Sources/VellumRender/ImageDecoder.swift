import CCairo
import CJPEG
import Foundation
import VellumCore

/// Decodes PNG and JPEG data into bitmaps of premultiplied RGBA bytes at scale 1.
///
/// Images larger than 16,384 pixels on a side or 256 MiB of pixels are refused from
/// their headers, before any pixels are decoded. Invalid data throws a `RenderError`
/// that says what was wrong; it never crashes.
///
/// ```swift
/// let bitmap = try ImageDecoder.decode(Data(contentsOf: url))
/// let image = Image(bitmap: bitmap)
/// ```
public enum ImageDecoder {
    public static func decode(_ data: Data) throws -> ImageBitmap {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return try decodePNG(bytes) }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return try decodeJPEG(bytes) }
        let start = bytes.prefix(8).map { String(format: "%02X", $0) }.joined(separator: " ")
        throw RenderError("The image data (\(bytes.count) bytes, starting \(start.isEmpty ? "with nothing" : start)) is neither PNG nor JPEG; Vellum decodes only those two formats.")
    }

    private static let hint = "Use a smaller image."

    // MARK: - PNG

    private static func decodePNG(_ bytes: [UInt8]) throws -> ImageBitmap {
        // The header chunk comes first: its size is checked before Cairo allocates.
        guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            throw RenderError("The PNG data is invalid: it has no IHDR header chunk where the format requires one.")
        }
        try PixelLimits.check(width: PNGChunks.bigEndian(bytes, 16), height: PNGChunks.bigEndian(bytes, 20),
                              what: "The PNG image", hint: hint)
        try PNGChunks.check(bytes)

        let reader = PNGReader(bytes: bytes)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                return Unmanaged<PNGReader>.fromOpaque(closure).takeUnretainedValue().read(into: buffer, count: Int(length))
            }, Unmanaged.passUnretained(reader).toOpaque())!
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            // Cairo reports every libpng error as "out of memory"; the chunks are whole
            // and their checksums match, so what libpng refused is their content.
            let cause = status == CAIRO_STATUS_NO_MEMORY
                ? "libpng refused its content (the compressed pixel data is corrupt or too short for the image's size)"
                : String(cString: cairo_status_to_string(status))
            throw RenderError("The PNG data cannot be decoded: \(cause).")
        }
        return try ImageBitmap(surface)
    }

    /// Hands Cairo's PNG reader the bytes in order.
    private final class PNGReader {
        let bytes: [UInt8]
        var offset = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> cairo_status_t {
            guard count <= bytes.count - offset else { return CAIRO_STATUS_READ_ERROR }
            bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + offset, count: count) }
            offset += count
            return CAIRO_STATUS_SUCCESS
        }
    }

    // MARK: - JPEG

    /// Decodes with libjpeg through `vellum_jpeg_decode` in the CJPEG shim, which
    /// catches libjpeg's fatal errors (a longjmp Swift cannot survive) in C.
    private static func decodeJPEG(_ bytes: [UInt8]) throws -> ImageBitmap {
        var pixels: UnsafeMutablePointer<UInt8>?
        var (width, height): (UInt, UInt) = (0, 0)
        var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX))
        let status = bytes.withUnsafeBufferPointer { data in
            vellum_jpeg_decode(data.baseAddress, UInt(data.count), UInt(PixelLimits.maxSide), UInt(PixelLimits.maxBytes / 4),
                               &pixels, &width, &height, &message)
        }
        defer { free(pixels) }
        switch Int(status) {
        case VELLUM_JPEG_OK:
            guard let pixels else { break }
            let rgba = [UInt8](UnsafeBufferPointer(start: pixels, count: Int(width * height * 4)))
            return ImageBitmap(pixelWidth: Int(width), pixelHeight: Int(height), rgba: rgba)
        case VELLUM_JPEG_TOO_LARGE:
            try PixelLimits.check(width: Int(width), height: Int(height), what: "The JPEG image", hint: hint)
        case VELLUM_JPEG_OUT_OF_MEMORY:
            throw RenderError("There is not enough memory to decode the \(width) × \(height) pixel JPEG image.")
        default:
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw RenderError("The JPEG data cannot be decoded: \(text).")
        }
        throw RenderError("The JPEG data cannot be decoded.")
    }
}

extension ImageBitmap {
    /// The pixels of an ARGB32 or RGB24 image surface.
    init(_ surface: OpaquePointer) throws {
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            throw RenderError("Cairo decoded the image into pixel format \(format.rawValue), which Vellum cannot read.")
        }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        if let data = cairo_image_surface_get_data(surface) {
            let opaque = format == CAIRO_FORMAT_RGB24
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride)
                for x in 0..<width {
                    // Native-endian words: alpha, red, green, blue from the top byte down.
                    let pixel = row.load(fromByteOffset: x * 4, as: UInt32.self)
                    let i = (y * width + x) * 4
                    rgba[i] = UInt8(truncatingIfNeeded: pixel >> 16)
                    rgba[i + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                    rgba[i + 2] = UInt8(truncatingIfNeeded: pixel)
                    rgba[i + 3] = opaque ? 255 : UInt8(truncatingIfNeeded: pixel >> 24)
                }
            }
        }
        self.init(pixelWidth: width, pixelHeight: height, rgba: rgba)
    }

    /// A new ARGB32 surface of the bitmap's pixels (which must be loaded). Throws when
    /// the bitmap is too large or has too few bytes for its size.
    func cairoSurface() throws -> OpaquePointer {
        try PixelLimits.check(width: pixelWidth, height: pixelHeight, what: "An image bitmap", hint: "Draw a smaller image.")
        let rgba = rgba ?? []
        guard rgba.count >= pixelWidth * pixelHeight * 4 else {
            throw RenderError("An image bitmap of \(pixelWidth) × \(pixelHeight) pixels has \(rgba.count) bytes of RGBA; it needs \(pixelWidth * pixelHeight * 4).")
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            for y in 0..<pixelHeight {
                let row = UnsafeMutableRawPointer(data + y * stride)
                for x in 0..<pixelWidth {
                    let i = (y * pixelWidth + x) * 4
                    let a = UInt32(rgba[i + 3])
                    // Premultiplied colour can never exceed alpha; clamp bad input.
                    let (r, g, b) = (Swift.min(UInt32(rgba[i]), a), Swift.min(UInt32(rgba[i + 1]), a), Swift.min(UInt32(rgba[i + 2]), a))
                    row.storeBytes(of: a << 24 | r << 16 | g << 8 | b, toByteOffset: x * 4, as: UInt32.self)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
