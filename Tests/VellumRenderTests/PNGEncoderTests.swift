import CCairo
import Foundation
import Testing
import Vellum
@testable import VellumRender
import VellumExamples

/// The PNG writer (bands compressed by `vellum_deflate_band` by default, libdeflate for
/// `.smallest`) against Cairo's own (libpng and zlib), which it replaced:
/// the same decoded pixels, files of comparable size.
@MainActor
struct PNGEncoderTests {
    /// The social card at 2x, the benchmark: opaque, a gradient under text.
    private func socialCard() throws -> DisplayList {
        try #require(Examples.named("social-card")).imageRenderer(scale: 2).displayList
    }

    /// Every alpha from 0 to 255 over three colours, so the unpremultiply meets every
    /// value it divides by.
    private func translucent() -> DisplayList {
        let colors = [Color.red, Color(red: 0.3, green: 0.6, blue: 0.9), Color(white: 0.5)]
        let view = VStack(spacing: 0) {
            ForEach(colors.indices, id: \.self) { i in
                Rectangle().fill(LinearGradient(colors: [colors[i], .clear], startPoint: .leading, endPoint: .trailing))
            }
            Text("Vellum").font(.system(size: 24)).foregroundStyle(.blue.opacity(0.6))
        }
        return displayList(view, size: CGSize(width: 256, height: 120), scale: 1)
    }

    /// What Cairo's own writer made of the same surface.
    private func cairoPNG(_ list: DisplayList, isOpaque: Bool = false) throws -> Data {
        let surface = try DisplayListRenderer.rasterize(list, isOpaque: isOpaque)
        defer { cairo_surface_destroy(surface) }
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue().data.append(bytes!, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        #expect(status == CAIRO_STATUS_SUCCESS)
        return sink.data
    }

    private func pixels(_ png: Data) throws -> [UInt8] { try #require(ImageDecoder.decode(png).rgba) }

    @Test(arguments: [false, true])
    func decodesToCairosPixels(isOpaque: Bool) throws {
        // `.smallest` takes seconds on the 2x card in a debug build: it gets the small list.
        for (list, compressions) in [(try socialCard(), [PNGCompression.fast]), (translucent(), [.fast, .smallest])] {
            let expected = try pixels(cairoPNG(list, isOpaque: isOpaque))
            for compression in compressions {
                let actual = try pixels(DisplayListRenderer.png(list, isOpaque: isOpaque, compression: compression))
                #expect(actual.count == expected.count)
                let differing = zip(actual, expected).filter { $0 != $1 }.count
                #expect(actual == expected, "\(compression), opaque \(isOpaque): \(differing) bytes differ")
            }
        }
    }

    /// The translucent list really has partial alpha: the case the unpremultiply is for.
    /// The bands' results are released with the results: deallocating their buffer
    /// alone leaked every band's compressed bytes, about 12 GB over 450,000 fuzz trees
    /// before the kernel killed the process.
    @Test func bandResultsAreReleased() {
        final class Result: Sendable {}
        let bands = RowBands(width: 300, height: 1_000)
        #expect(bands.rows.count == 5)
        weak var first: Result?
        do {
            let results = bands.map { _ in Result() }
            first = results[0]
            #expect(first != nil && results.count == 5)
        }
        #expect(first == nil)
    }

    @Test func translucentListCoversEveryAlpha() throws {
        let rgba = try pixels(cairoPNG(translucent()))
        let alphas = Set(stride(from: 3, to: rgba.count, by: 4).map { rgba[$0] })
        #expect(alphas.count == 256)
    }

    /// The bound: at the default, at most 1.3 times the size of Cairo's file.
    @Test func socialCardIsWithinOnePointThreeTimesCairosSize() throws {
        let list = try socialCard()
        let (cairo, fast) = (try cairoPNG(list).count, try DisplayListRenderer.png(list).count)
        #expect(Double(fast) <= 1.3 * Double(cairo), "fast: \(fast) bytes, Cairo: \(cairo)")
    }

    @Test func smallestIsSmallerThanCairosAndFasts() throws {
        let list = translucent()
        let cairo = try cairoPNG(list).count
        let fast = try DisplayListRenderer.png(list).count
        let smallest = try DisplayListRenderer.png(list, compression: .smallest).count
        #expect(smallest < cairo && smallest < fast, "smallest: \(smallest) bytes, fast: \(fast), Cairo: \(cairo)")
    }

    @Test func chunksAreCairosAndAnOpaqueImageHasNoAlpha() throws {
        func chunks(_ png: Data) throws -> [String] {
            let bytes = [UInt8](png)
            try PNGChunks.check(bytes)
            var (offset, types) = (8, [String]())
            while offset < bytes.count {
                types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
                offset += PNGChunks.bigEndian(bytes, offset) + 12
            }
            return types
        }
        let card = try DisplayListRenderer.png(socialCard())
        #expect(try chunks(card) == ["IHDR", "bKGD", "IDAT", "IEND"])
        #expect(card[25] == 2)  // colour type RGB: every pixel of the card is opaque
        #expect(try DisplayListRenderer.png(translucent())[25] == 6)  // RGBA
    }

    /// A picture that is hard for the band compressor: seeded noise (no match anywhere),
    /// rows repeated from far above, runs across band boundaries, and enough rows for
    /// many bands. Its pixels must come back exactly, through the strict zlib in libpng.
    @Test(arguments: [(17, 1), (300, 2000), (1, 700)])
    func noiseRepeatsAndBandsDecodeExactly(width: Int, height: Int) throws {
        var state: UInt64 = 7
        func random() -> UInt64 { state = state &* 6364136223846793005 &+ 1442695040888963407; return state >> 33 }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                switch y % 5 {
                case 0, 1: for c in 0..<3 { rgba[i + c] = UInt8(truncatingIfNeeded: random()) }  // noise
                case 2: for c in 0..<3 { rgba[i + c] = rgba[i - 2 * width * 4 + c] }  // a row from two above
                default: for c in 0..<3 { rgba[i + c] = UInt8(x * 255 / max(1, width - 1)) }  // a ramp
                }
                rgba[i + 3] = y % 7 == 3 ? UInt8(x % 256) : 255
            }
        }
        let bitmap = ImageBitmap(pixelWidth: width, pixelHeight: height, rgba: rgba)
        let list = displayList(Image(bitmap: bitmap), size: CGSize(width: width, height: height), scale: 1)
        let fast = try DisplayListRenderer.png(list)
        #expect(try pixels(fast) == pixels(cairoPNG(list)))
    }

    @Test func sameListGivesTheSameBytes() throws {
        let list = translucent()
        #expect(try DisplayListRenderer.png(list) == DisplayListRenderer.png(list))
        #expect(try DisplayListRenderer.png(list, compression: .smallest) == DisplayListRenderer.png(list, compression: .smallest))
    }
}
