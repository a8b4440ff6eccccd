import CJPEG
import Foundation
import Testing
import Vellum
@testable import VellumRender

/// PNG and JPEG decoding: round trips, and bad data that throws instead of crashing.
@Suite struct ImageDecoderTests {
    /// Pixels survive PNG encoding and decoding exactly, premultiplied.
    @Test func pngRoundTrip() throws {
        let list = DisplayList(size: CGSize(width: 3, height: 1), scale: 1, items: [
            .fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), .color(Color(red: 1, green: 0, blue: 0)), FillStyle()),
            .fill(Path(CGRect(x: 1, y: 0, width: 1, height: 1)), .color(Color(red: 0, green: 0, blue: 1, opacity: 0.5)), FillStyle()),
        ])
        let bitmap = try ImageDecoder.decode(DisplayListRenderer.png(list))
        #expect(bitmap.pixelWidth == 3 && bitmap.pixelHeight == 1 && bitmap.scale == 1)
        #expect(bitmap.rgba == [255, 0, 0, 255, 0, 0, 128, 128, 0, 0, 0, 0])
    }

    @Test func opaquePNGDecodesWithFullAlpha() throws {
        let list = DisplayList(size: CGSize(width: 1, height: 1), scale: 1)
        let bitmap = try ImageDecoder.decode(DisplayListRenderer.png(list, isOpaque: true))
        #expect(bitmap.rgba == [255, 255, 255, 255])
    }

    @Test func jpegRoundTrip() throws {
        // 16 × 8: a red left half, a blue right half.
        let (width, height) = (16, 8)
        let rgb = (0..<width * height).flatMap { $0 % width < 8 ? [230, 20, 20] : [20, 20, 230] as [UInt8] }
        let bitmap = try ImageDecoder.decode(jpeg(rgb: rgb, width: width, height: height))
        #expect(bitmap.pixelWidth == width && bitmap.pixelHeight == height)
        let rgba = try #require(bitmap.rgba)
        func pixel(_ x: Int, _ y: Int) -> [Int] { (0..<4).map { Int(rgba[(y * width + x) * 4 + $0]) } }
        for (actual, expected) in [(pixel(2, 4), [230, 20, 20, 255]), (pixel(13, 4), [20, 20, 230, 255])] {
            #expect(zip(actual, expected).allSatisfy { abs($0 - $1) <= 8 }, "\(actual) ≈ \(expected)")
        }
    }

    @Test(arguments: [
        ("empty", []),
        ("text", Array("hello".utf8)),
        ("PNG signature only", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
        ("JPEG start only", [0xFF, 0xD8, 0xFF]),
        ("JPEG with garbage", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x02, 0x13, 0x37, 0xFF, 0xC0, 0x00, 0x03, 0x01]),
    ] as [(String, [UInt8])])
    func invalidDataThrows(name: String, bytes: [UInt8]) {
        #expect(throws: RenderError.self, "\(name)") { try ImageDecoder.decode(Data(bytes)) }
    }

    @Test func truncatedPNGThrows() throws {
        let png = try DisplayListRenderer.png(DisplayList(size: CGSize(width: 8, height: 8), scale: 1))
        let error = #expect(throws: RenderError.self) { try ImageDecoder.decode(png.prefix(png.count - 20)) }
        #expect(error?.description == "The PNG data is truncated: chunk IDAT at byte 51 holds 29 bytes, but only 21 follow.", "\(String(describing: error))")
    }

    /// Cairo reports every libpng error as "out of memory"; each corruption is named.
    @Test func corruptPNGsSayWhatIsWrong() throws {
        let png = [UInt8](try DisplayListRenderer.png(DisplayList(size: CGSize(width: 8, height: 8), scale: 1)))
        func message(_ bytes: [UInt8]) -> String {
            (#expect(throws: RenderError.self) { try ImageDecoder.decode(Data(bytes)) })?.description ?? ""
        }
        var badCRC = png
        badCRC[30] ^= 0xFF
        #expect(message(badCRC) == "The PNG data is corrupt: the checksum (CRC) of chunk IHDR at byte 8 does not match its contents.")
        #expect(message(Array(png.prefix(33)) + Array(repeating: 0x5A, count: 100))
            == "The PNG data is truncated: chunk ZZZZ at byte 33 holds 1515870810 bytes, but only 88 follow.")
        #expect(message(Array(png.prefix(33))) == "The PNG data has no image data (IDAT chunk).")
        #expect(message(Array(png.dropLast(12))) == "The PNG data is truncated: it has no IEND chunk at its end.")
        var depth = png
        depth[24] = 3
        depth.replaceSubrange(29..<33, with: crc(of: depth[12..<29]))
        #expect(message(depth) == "The PNG header gives colour type 6 with bit depth 3, which the format does not allow.")
    }

    private func crc(of bytes: ArraySlice<UInt8>) -> [UInt8] {
        let value = PNGChunks.crc32(bytes)
        return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    @Test func corruptJPEGThrowsLibjpegsMessage() throws {
        var bytes = [UInt8](try jpeg(rgb: [UInt8](repeating: 128, count: 8 * 8 * 3), width: 8, height: 8))
        // Make the frame header's precision 3 bits, which libjpeg refuses.
        let frame = try #require((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes[frame + 4] = 3
        let error = #expect(throws: RenderError.self) { try ImageDecoder.decode(Data(bytes)) }
        #expect(error?.description.contains("Unsupported JPEG data precision 3") == true, "\(String(describing: error))")
    }

    /// Sizes come from the headers, so huge images are refused before decoding.
    @Test func oversizedImagesAreRefusedFromTheirHeaders() throws {
        var png = [UInt8](try DisplayListRenderer.png(DisplayList(size: CGSize(width: 1, height: 1), scale: 1)))
        png.replaceSubrange(16..<24, with: [0, 0, 0x4E, 0x20, 0, 0, 0, 1])  // 20,000 × 1
        let pngError = #expect(throws: RenderError.self) { try ImageDecoder.decode(Data(png)) }
        #expect(pngError?.description.contains("The PNG image would be 20000 × 1 pixels") == true, "\(String(describing: pngError))")

        var jpg = [UInt8](try jpeg(rgb: [0, 0, 0], width: 1, height: 1))
        let frame = try #require((0..<jpg.count - 1).first { jpg[$0] == 0xFF && jpg[$0 + 1] == 0xC0 })
        jpg.replaceSubrange(frame + 5..<frame + 9, with: [0x30, 0x00, 0x30, 0x00])  // 12,288 × 12,288
        let jpegError = #expect(throws: RenderError.self) { try ImageDecoder.decode(Data(jpg)) }
        #expect(jpegError?.description.contains("576 MiB") == true, "\(String(describing: jpegError))")
    }

    /// A baseline JPEG of RGB bytes, encoded with libjpeg (valid input, so no error path).
    private func jpeg(rgb: [UInt8], width: Int, height: Int) throws -> Data {
        var info = jpeg_compress_struct()
        var errors = jpeg_error_mgr()
        info.err = jpeg_std_error(&errors)
        jpeg_CreateCompress(&info, JPEG_LIB_VERSION, MemoryLayout<jpeg_compress_struct>.size)
        defer { jpeg_destroy_compress(&info) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        jpeg_mem_dest(&info, &buffer, &size)
        info.image_width = JDIMENSION(width)
        info.image_height = JDIMENSION(height)
        info.input_components = 3
        info.in_color_space = JCS_RGB
        jpeg_set_defaults(&info)
        jpeg_set_quality(&info, 100, 1)
        jpeg_start_compress(&info, 1)
        var rows = rgb
        rows.withUnsafeMutableBufferPointer { pixels in
            while info.next_scanline < info.image_height {
                var row: JSAMPROW? = pixels.baseAddress! + Int(info.next_scanline) * width * 3
                jpeg_write_scanlines(&info, &row, 1)
            }
        }
        jpeg_finish_compress(&info)
        defer { free(buffer) }
        return Data(bytes: try #require(buffer), count: Int(size))
    }
}
