import CCairo
import CDeflate
import CVellumDeflate
import Dispatch
import Foundation

/// How hard the PNG encoder compresses: speed against file size. The pixels are the
/// same either way.
///
/// ```swift
/// let small = try renderer.pngData(compression: .smallest)
/// ```
public enum PNGCompression: Sendable, Hashable {
    /// The default: rows unfiltered, in bands of about 256 KiB compressed on all cores
    /// by Vellum's own deflate, which looks for matches where rendered pixels repeat
    /// (the pixel to the left, the row above, repeated glyphs). The 2x social card
    /// (2400 × 1260 pixels) is 1.16 times the size libpng's defaults make of the same
    /// pixels (264,544 bytes against 228,251), encoded in 82 M instructions where
    /// libdeflate at level 4 took 292 M, on one core.
    case fast
    /// Each row's filter chosen as libpng chooses it, compressed at libdeflate's
    /// strongest level (12) on one core: the smallest files (the card: 178,198 bytes,
    /// 0.78 times libpng's), at over 100 times the time of `.fast`. For images written
    /// once and served many times.
    case smallest
}

/// Writes a Cairo image surface as a PNG: straight (unpremultiplied) 8-bit RGBA, or RGB
/// when every pixel is opaque.
///
/// Why not Cairo's own writer: it goes through libpng and zlib at their default level,
/// which spent 85% of the time of rendering a 2x social card, on one core. The pixels
/// are Cairo's writer's exactly (the same unpremultiply, `vellum_cairo_straight_row`),
/// the bytes are deterministic (the bands depend on the image's size only), and the
/// chunks are Cairo's: IHDR, a white bKGD, the image data in one IDAT, IEND.
///
/// Unsafe code: reads the surface's rows through its data pointer, `stride` bytes apart,
/// `height` rows, as Cairo lays them out; writes into buffers allocated here with the
/// sizes computed here; each band's thread writes only its own rows and result slot.
enum PNGEncoder {
    static func encode(_ surface: OpaquePointer, compression: PNGCompression) throws -> Data {
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
              let pixels = cairo_image_surface_get_data(surface) else {
            throw RenderError("Cannot write pixel format \(format.rawValue) as PNG; Vellum draws ARGB32 or RGB24 surfaces.")
        }
        let image = Surface(pixels: UnsafePointer(pixels), width: Int(cairo_image_surface_get_width(surface)),
                            height: Int(cairo_image_surface_get_height(surface)),
                            stride: Int(cairo_image_surface_get_stride(surface)), rgb24: format == CAIRO_FORMAT_RGB24)
        let bands = RowBands(width: image.width, height: image.height)
        // An opaque ARGB32 image loses nothing as RGB, and RGB is a quarter less to compress.
        let opaque = image.rgb24 || bands.all { band in
            vellum_cairo_is_opaque(image.pixels + band.lowerBound * image.stride, image.stride, image.width, band.count) != 0
        }
        let channels = opaque ? 3 : 4
        let zlib = switch compression {
        case .fast: try bandCompressed(image, bands: bands, channels: channels)
        case .smallest: try libdeflateCompressed(image, channels: channels, level: 12)
        }

        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.reserveCapacity(zlib.count + 64)
        let header = bigEndian(image.width) + bigEndian(image.height) + [8, opaque ? 2 : 6, 0, 0, 0]
        appendChunk("IHDR", header[...], to: &png)
        appendChunk("bKGD", [0, 0xFF, 0, 0xFF, 0, 0xFF][...], to: &png)
        appendChunk("IDAT", zlib[...], to: &png)
        appendChunk("IEND", [][...], to: &png)
        return png
    }

    /// A Cairo surface's pixels, shared read-only with the threads that encode bands of it.
    struct Surface: @unchecked Sendable {
        let pixels: UnsafePointer<UInt8>
        let width, height, stride: Int
        let rgb24: Bool
    }

    /// The filtered rows, written by the bands' threads and then read by all of them.
    private struct Scanlines: @unchecked Sendable { let base: UnsafeMutablePointer<UInt8> }


    /// The default: rows unfiltered, each band of them compressed on its own core by
    /// `vellum_deflate_band`, joined into one zlib stream (RFC 1950).
    private static func bandCompressed(_ image: Surface, bands: RowBands, channels: Int) throws -> [UInt8] {
        let rowBytes = image.width * channels + 1
        let length = image.height * rowBytes
        let buffer = ScratchMemory.shared.take(length)
        defer { ScratchMemory.shared.give(buffer) }
        let scanlines = Scanlines(base: buffer.assumingMemoryBound(to: UInt8.self))
        // Every scanline byte is written here (each band its own rows), so the buffer is
        // not zeroed first.
        bands.forEach { band in
            let out = scanlines.base
            for y in band {
                out[y * rowBytes] = 0  // filter type None
                let row = UnsafeRawPointer(image.pixels + y * image.stride).assumingMemoryBound(to: UInt32.self)
                vellum_cairo_straight_row(row, image.width, Int32(channels), image.rgb24 ? 1 : 0, out + y * rowBytes + 1)
            }
        }
        // Bands compress their scanlines after all are written: a match may reach into
        // the band before.
        let parts = bands.map { band -> (bytes: [UInt8], adler: UInt32) in
            let (start, end) = (band.lowerBound * rowBytes, band.upperBound * rowBytes)
            let scratch = ScratchMemory.shared.take(vellum_deflate_band_scratch_size())
            defer { ScratchMemory.shared.give(scratch) }
            let bytes = [UInt8](unsafeUninitializedCapacity: vellum_deflate_band_bound(end - start)) { out, count in
                count = vellum_deflate_band(scanlines.base, start, end, rowBytes, channels, out.baseAddress, scratch)
            }
            return (bytes, UInt32(truncatingIfNeeded: libdeflate_adler32(1, scanlines.base + start, end - start)))
        }
        var zlib: [UInt8] = [0x78, 0x01]  // deflate, 32 KiB window; the check bits make 0x7801 a multiple of 31
        zlib.reserveCapacity(parts.reduce(16) { $0 + $1.bytes.count })
        var adler: UInt32 = 1
        for (part, band) in zip(parts, bands.rows) {
            zlib += part.bytes
            adler = vellum_adler32_combine(adler, part.adler, band.count * rowBytes)
        }
        zlib += [0x03, 0x00]  // the final block: empty, fixed codes
        zlib += bigEndian(Int(adler))
        return zlib
    }

    /// `.smallest`: each row's filter chosen as libpng chooses it, then libdeflate on one
    /// core at `level`.
    private static func libdeflateCompressed(_ image: Surface, channels: Int, level: Int32) throws -> [UInt8] {
        let rowLength = image.width * channels
        var rows = [UInt8](repeating: 0, count: 3 * rowLength)  // the row above the first is zeros
        let scanlines = [UInt8](unsafeUninitializedCapacity: image.height * (rowLength + 1)) { out, count in
            rows.withUnsafeMutableBufferPointer { rows in
                var (row, previous) = (rows.baseAddress! + rowLength, rows.baseAddress!)
                let scratch = rows.baseAddress! + 2 * rowLength
                for y in 0..<image.height {
                    let words = UnsafeRawPointer(image.pixels + y * image.stride).assumingMemoryBound(to: UInt32.self)
                    vellum_cairo_straight_row(words, image.width, Int32(channels), image.rgb24 ? 1 : 0, row)
                    vellum_png_write_row(row, previous, rowLength, channels, scratch, out.baseAddress! + y * (rowLength + 1))
                    swap(&row, &previous)
                }
            }
            count = image.height * (rowLength + 1)
        }
        guard let compressor = libdeflate_alloc_compressor(level) else {
            throw RenderError("There is not enough memory to compress the \(image.width) × \(image.height) pixel PNG.")
        }
        defer { libdeflate_free_compressor(compressor) }
        let compressed = [UInt8](unsafeUninitializedCapacity: libdeflate_zlib_compress_bound(compressor, scanlines.count)) { out, count in
            count = scanlines.withUnsafeBytes { libdeflate_zlib_compress(compressor, $0.baseAddress, $0.count, out.baseAddress, out.count) }
        }
        // The bound is libdeflate's promise for any input; 0 would mean it broke it.
        guard !compressed.isEmpty else { throw RenderError("libdeflate could not compress the \(image.width) × \(image.height) pixel PNG.") }
        return compressed
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
