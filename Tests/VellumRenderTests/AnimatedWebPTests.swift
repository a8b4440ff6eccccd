import CWebP
import Foundation
import Testing
import Vellum
@testable import VellumRender

@MainActor
struct AnimatedWebPTests {
    /// A 20 × 10 point list with a 10-point square at `x`.
    private func frame(x: CGFloat, scale: CGFloat = 2, size: CGSize = CGSize(width: 20, height: 10)) -> DisplayList {
        displayList(ZStack(alignment: .topLeading) {
            Color.white
            Color.red.frame(width: 10, height: 10).offset(x: x)
        }, size: size, scale: scale)
    }

    /// What libwebp's WebPAnimDecoder reads back.
    private struct Decoded {
        var width = 0, height = 0, loopCount = 0
        var frames: [[UInt8]] = []
        var timestamps: [Int] = []
    }

    private func decode(_ data: Data) throws -> Decoded {
        try data.withUnsafeBytes { bytes in
            var webp = WebPData(bytes: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), size: bytes.count)
            var options = WebPAnimDecoderOptions()
            #expect(WebPAnimDecoderOptionsInit(&options) != 0)
            options.color_mode = MODE_RGBA
            let decoder = try #require(WebPAnimDecoderNew(&webp, &options), "libwebp could not read the animation")
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            #expect(WebPAnimDecoderGetInfo(decoder, &info) != 0)
            var decoded = Decoded(width: Int(info.canvas_width), height: Int(info.canvas_height), loopCount: Int(info.loop_count))
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var buffer: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                #expect(WebPAnimDecoderGetNext(decoder, &buffer, &timestamp) != 0)
                decoded.frames.append(Array(UnsafeBufferPointer(start: buffer, count: decoded.width * decoded.height * 4)))
                decoded.timestamps.append(Int(timestamp))
            }
            #expect(Int(info.frame_count) == decoded.frames.count)
            return decoded
        }
    }

    @Test func framesDecodeBackWithTheirCanvasAndTimes() throws {
        let data = try AnimatedWebP.encode([frame(x: 0), frame(x: 5), frame(x: 10)], frameDuration: 0.1, quality: 0.9)
        let decoded = try decode(data)
        #expect(decoded.width == 40 && decoded.height == 20)
        #expect(decoded.frames.count == 3)
        // WebPAnimDecoder gives each frame's end time in milliseconds.
        #expect(decoded.timestamps == [100, 200, 300])
        #expect(decoded.loopCount == 0)
        #expect(decoded.frames[0] != decoded.frames[1] && decoded.frames[1] != decoded.frames[2])
        // Column 2 is red in frame 0 (the square at 0...10 points) and white in frame 2.
        func pixel(_ frame: Int, x: Int, y: Int) -> RGBA {
            let p = decoded.frames[frame], i = (y * decoded.width + x) * 4
            return RGBA(p[i], p[i + 1], p[i + 2], p[i + 3])
        }
        #expect(pixel(0, x: 2, y: 10).isClose(to: .red, tolerance: 10), "\(pixel(0, x: 2, y: 10))")
        #expect(pixel(2, x: 2, y: 10).isClose(to: .white, tolerance: 10), "\(pixel(2, x: 2, y: 10))")
    }

    @Test func losslessFramesKeepTheirPixels() throws {
        let list = frame(x: 5)
        let decoded = try decode(AnimatedWebP.encode([frame(x: 0), list], frameDuration: 0.04, quality: 1, lossless: true, loopCount: 3))
        #expect(decoded.loopCount == 3)
        #expect(decoded.timestamps == [40, 80])
        #expect(try decoded.frames[1] == ImageDecoder.decode(DisplayListRenderer.png(list)).rgba)
    }

    @Test func badInputThrowsAClearError() {
        func message(_ frames: [DisplayList], duration: Double = 0.1, loopCount: Int = 0) -> String {
            let error = #expect(throws: RenderError.self) {
                try AnimatedWebP.encode(frames, frameDuration: duration, quality: 0.8, loopCount: loopCount)
            }
            return error?.description ?? ""
        }
        let one = [frame(x: 0)]
        #expect(message([]) == "An animated WebP needs at least one frame; none were given.")
        #expect(message(Array(repeating: one[0], count: 10_001)).hasPrefix("An animated WebP takes at most 10000 frames; 10001 were given."))
        for duration in [Double.nan, .infinity, 0, -1, 0.0004, 20_000] {
            #expect(message(one, duration: duration).contains("WebP needs 0.001 to 16777.215 seconds"), "\(duration)")
        }
        #expect(message(Array(repeating: one[0], count: 10_000), duration: 16_000).contains("would last longer than WebP's timestamps reach"))
        #expect(message(one, loopCount: -1) == "The loop count is -1; WebP stores 0 (for ever) to 65,535.")
        #expect(message([frame(x: 0), frame(x: 0, scale: 1)]).hasPrefix("Frame 1 is 20 × 10 points at scale 1"))
        #expect(message([DisplayList(size: CGSize(width: CGFloat.nan, height: 1), scale: 1)]).contains("rendering needs a finite width and height"))
    }
}
