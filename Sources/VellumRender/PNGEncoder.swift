import CCairo
import CDeflate
import Foundation

/// How hard the PNG encoder compresses: speed against file size. The pixels are the
/// same either way.
///
/// ```swift
/// let small = try renderer.pngData(compression: .smallest)
/// ```
public enum PNGCompression: Sendable, Hashable {
    /// The default: rows unfiltered and compressed at libdeflate level 4. The 2x
    /// social card (2400 × 1260 pixels) is 1.04 times the size libpng's defaults make of
    /// the same pixels (237,802 bytes against 228,251) for a tenth of their instructions.
    case fast
    /// Each row's filter chosen as libpng chooses it, compressed at libdeflate's
    /// strongest level (12): the smallest files (the card: 215,057 bytes, 0.65 times
    /// libpng's), at about 90 times the time of `.fast`. For images written once and
    /// served many times.
    case smallest

    /// libdeflate's compression level, 1 (fastest) to 12 (smallest).
    var level: Int32 {
        switch self {
        case .fast: 4
        case .smallest: 12
        }
    }
}

/// Writes a Cairo image surface as a PNG: straight (unpremultiplied) 8-bit RGBA, or RGB
/// when every pixel is opaque, filtered and compressed with libdeflate.
///
/// Why not Cairo's own writer: it goes through libpng and zlib at their default level,
/// which spent 85% of the time of rendering a 2x social card. The pixels are Cairo's
/// writer's exactly (the same unpremultiply, `vellum_cairo_straight_row`), the bytes are
/// deterministic for a libdeflate version, and the chunks are Cairo's: IHDR, a white
/// bKGD, the image data in one IDAT, IEND.
///
/// Unsafe code: reads the surface's rows through its data pointer, `stride` bytes apart,
/// `height` rows, as Cairo lays them out; writes into buffers allocated here with the
/// sizes computed here.
enum PNGEncoder {
    static func encode(_ surface: OpaquePointer, compression: PNGCompression) throws -> Data {
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
              let pixels = cairo_image_surface_get_data(surface) else {
            throw RenderError("Cannot write pixel format \(format.rawValue) as PNG; Vellum draws ARGB32 or RGB24 surfaces.")
        }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // An opaque ARGB32 image loses nothing as RGB, and RGB is a quarter less to compress.
        let opaque = format == CAIRO_FORMAT_RGB24 || vellum_cairo_is_opaque(pixels, stride, width, height) != 0
        let channels = opaque ? 3 : 4
        let rowLength = width * channels

        // The filtered scanlines: a filter byte, then the row. Every byte is written, so
        // the buffer is not zeroed first (at 2400 × 1260 that would be 9 MB of stores).
        var rows = [UInt8](repeating: 0, count: 3 * rowLength)  // the row above the first is zeros
        let scanlines = [UInt8](unsafeUninitializedCapacity: height * (rowLength + 1)) { out, count in
            rows.withUnsafeMutableBufferPointer { rows in
                var (row, previous) = (rows.baseAddress! + rowLength, rows.baseAddress!)
                let scratch = rows.baseAddress! + 2 * rowLength
                for y in 0..<height {
                    let words = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                    vellum_cairo_straight_row(words, width, Int32(channels), 0, row)
                    vellum_png_write_row(compression == .smallest ? 1 : 0, row, previous, rowLength, channels,
                                         scratch, out.baseAddress! + y * (rowLength + 1))
                    swap(&row, &previous)
                }
            }
            count = height * (rowLength + 1)
        }

        guard let compressor = libdeflate_alloc_compressor(compression.level) else {
            throw RenderError("There is not enough memory to compress the \(width) × \(height) pixel PNG.")
        }
        defer { libdeflate_free_compressor(compressor) }
        let compressed = [UInt8](unsafeUninitializedCapacity: libdeflate_zlib_compress_bound(compressor, scanlines.count)) { out, count in
            count = scanlines.withUnsafeBytes { libdeflate_zlib_compress(compressor, $0.baseAddress, $0.count, out.baseAddress, out.count) }
        }
        // The bound is libdeflate's promise for any input; 0 would mean it broke it.
        guard !compressed.isEmpty else { throw RenderError("libdeflate could not compress the \(width) × \(height) pixel PNG.") }

        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.reserveCapacity(compressed.count + 64)
        let header = bigEndian(width) + bigEndian(height) + [8, opaque ? 2 : 6, 0, 0, 0]
        appendChunk("IHDR", header[...], to: &png)
        appendChunk("bKGD", [0, 0xFF, 0, 0xFF, 0, 0xFF][...], to: &png)
        appendChunk("IDAT", compressed[...], to: &png)
        appendChunk("IEND", [][...], to: &png)
        return png
    }

    private static func bigEndian(_ value: Int) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    /// Length, type, data and the CRC-32 of type and data.
    private static func appendChunk(_ type: String, _ data: ArraySlice<UInt8>, to png: inout Data) {
        let type = Array(type.utf8)
        png.append(contentsOf: bigEndian(data.count))
        png.append(contentsOf: type)
        png.append(contentsOf: data)
        let crc = data.withUnsafeBytes { libdeflate_crc32(PNGChunks.crc32(type[...]), $0.baseAddress, $0.count) }
        png.append(contentsOf: bigEndian(Int(crc)))
    }
}
