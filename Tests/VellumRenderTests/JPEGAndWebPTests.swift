import CWebP
import Foundation
import Testing
import Vellum
@testable import VellumRender

/// JPEG and WebP stills: each decodes back (libjpeg, libwebp) at the list's pixel size
/// with the colours drawn.
@MainActor
struct JPEGAndWebPTests {
    /// Red, nothing, blue: 30 × 10 points, 60 × 20 pixels at scale 2.
    private let stripes = displayList(HStack(spacing: 0) {
        Color.red.frame(width: 10)
        Color.clear.frame(width: 10)
        Color.blue.frame(width: 10)
    }, size: CGSize(width: 30, height: 10), scale: 2)

    /// Straight RGBA pixels of a WebP, decoded by libwebp.
    private func decodeWebP(_ data: Data) throws -> (rgba: [UInt8], width: Int, height: Int) {
        var (width, height): (Int32, Int32) = (0, 0)
        let pixels = data.withUnsafeBytes { WebPDecodeRGBA($0.baseAddress, $0.count, &width, &height) }
        let decoded = try #require(pixels, "libwebp could not decode the data")
        defer { WebPFree(decoded) }
        return (Array(UnsafeBufferPointer(start: decoded, count: Int(width * height * 4))), Int(width), Int(height))
    }

    private func pixel(_ rgba: [UInt8], width: Int, x: Int, y: Int) -> RGBA {
        let i = (y * width + x) * 4
        return RGBA(rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }

    @Test func jpegDecodesToTheColoursOverWhite() throws {
        let bitmap = try ImageDecoder.decode(DisplayListRenderer.jpeg(stripes, quality: 0.9))
        #expect(bitmap.pixelWidth == 60 && bitmap.pixelHeight == 20)
        let rgba = try #require(bitmap.rgba)
        // Quality 90 with 2×2 chroma subsampling: flat areas away from the edges come
        // back within a few levels.
        for (x, expected) in [(5, RGBA.red), (30, .white), (55, .blue)] {
            let actual = pixel(rgba, width: 60, x: x, y: 10)
            #expect(actual.isClose(to: expected, tolerance: 6), "x \(x): \(actual), expected \(expected)")
        }
    }

    @Test func jpegQualityIsClampedAndNaNIsThreeQuarters() throws {
        func size(_ quality: CGFloat) throws -> Int { try DisplayListRenderer.jpeg(stripes, quality: quality).count }
        #expect(try DisplayListRenderer.jpeg(stripes, quality: .nan) == DisplayListRenderer.jpeg(stripes, quality: 0.75))
        #expect(try DisplayListRenderer.jpeg(stripes, quality: 7) == DisplayListRenderer.jpeg(stripes, quality: 1))
        #expect(try DisplayListRenderer.jpeg(stripes, quality: -.infinity) == DisplayListRenderer.jpeg(stripes, quality: 0))
        #expect(try size(0.2) < size(1))
    }

    @Test func webpDecodesToTheColoursWithAlpha() throws {
        let (rgba, width, height) = try decodeWebP(DisplayListRenderer.webp(stripes, quality: 0.9))
        #expect(width == 60 && height == 20)
        // Lossy WebP converts to YUV 4:2:0; its alpha is lossless by default.
        #expect(pixel(rgba, width: width, x: 5, y: 10).isClose(to: .red, tolerance: 8), "\(pixel(rgba, width: width, x: 5, y: 10))")
        #expect(pixel(rgba, width: width, x: 55, y: 10).isClose(to: .blue, tolerance: 8), "\(pixel(rgba, width: width, x: 55, y: 10))")
        #expect(pixel(rgba, width: width, x: 30, y: 10).a == 0)
    }

    @Test func opaqueWebPIsDrawnOverWhite() throws {
        let (rgba, width, _) = try decodeWebP(DisplayListRenderer.webp(stripes, quality: 0.9, isOpaque: true))
        #expect(pixel(rgba, width: width, x: 30, y: 10).isClose(to: .white, tolerance: 3))
    }

    /// Lossless WebP keeps the PNG's pixels exactly (an opaque list, where straight and
    /// premultiplied colour are the same).
    @Test func losslessWebPHasThePNGsPixels() throws {
        let list = displayList(Rectangle().fill(LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottomTrailing)),
                               size: CGSize(width: 40, height: 30), scale: 2)
        let png = try #require(ImageDecoder.decode(DisplayListRenderer.png(list)).rgba)
        let (webp, width, height) = try decodeWebP(DisplayListRenderer.webp(list, quality: 0.5, lossless: true))
        #expect(width == 80 && height == 60)
        #expect(webp == png)
    }

    @Test func webpQualityIsClampedAndNaNIsThreeQuarters() throws {
        #expect(try DisplayListRenderer.webp(stripes, quality: .nan) == DisplayListRenderer.webp(stripes, quality: 0.75))
        #expect(try DisplayListRenderer.webp(stripes, quality: 2) == DisplayListRenderer.webp(stripes, quality: 1))
    }

    @Test func rendererAndHostWriteEachFormat() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 5))
        renderer.scale = 3
        #expect(try ImageDecoder.decode(renderer.jpegData(quality: 1)).pixelWidth == 30)
        #expect(try decodeWebP(renderer.webpData(quality: 1)).height == 15)
        let host = ViewHost(Color.blue, size: CGSize(width: 7, height: 4))
        #expect(try ImageDecoder.decode(host.jpegData(quality: 0.5)).pixelHeight == 4)
        #expect(try decodeWebP(host.webpData(quality: 0.5, lossless: true)).width == 7)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["a.jpg", "b.jpeg", "c.webp"] {
            try renderer.write(to: folder.appendingPathComponent(name))
        }
        #expect(try Data(contentsOf: folder.appendingPathComponent("a.jpg")).starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(try Data(contentsOf: folder.appendingPathComponent("c.webp"))[8..<12] == Data("WEBP".utf8))
    }
}
