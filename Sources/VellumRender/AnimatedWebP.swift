import CCairo
import CWebP
import Foundation
import VellumCore

/// Animated WebP: display lists drawn as frames, in order, each shown for the same
/// time, looping.
///
/// ```swift
/// let frames = (0..<30).map { i in ViewLayout(of: Spinner(angle: Double(i) * 12), in: size).displayList }
/// let data = try AnimatedWebP.encode(frames, frameDuration: 1.0 / 30, quality: 0.8)
/// ```
///
/// Each frame is drawn exactly as `DisplayListRenderer.webp(_:quality:lossless:)` draws
/// a still, and libwebp's `WebPAnimEncoder` stores what changes between frames.
/// Consecutive frames that are identical are merged by libwebp into one longer frame.
public enum AnimatedWebP {
    /// The most frames one animation takes, so a runaway loop fails with a message
    /// instead of encoding for hours: 10,000 frames is over 5 minutes at 30 per second.
    public static let maxFrameCount = 10_000

    /// An animated WebP of `frames`, each shown for `frameDuration` seconds.
    ///
    /// - Parameters:
    ///   - frames: 1 to `maxFrameCount` lists of the same size and scale; the canvas is
    ///     their size in pixels, as for a still.
    ///   - frameDuration: seconds per frame, from 0.001 (WebP counts whole milliseconds)
    ///     to 16,777.215 (its 24-bit field of milliseconds); frame `i` starts at
    ///     `i × frameDuration` rounded to the millisecond, so rounding does not add up.
    ///     The whole animation is at most 2,147,483.647 s (WebP's timestamps are 32-bit).
    ///   - quality: 0...1 as for a still (clamped; NaN means 0.75).
    ///   - lossless: exact pixels; `quality` is then the effort spent on size.
    ///   - loopCount: times to play, 0 (the default) for ever; at most 65,535.
    /// - Throws: `RenderError` for no frames, too many, frames of different sizes, a
    ///   duration or loop count out of range, or a frame that cannot be drawn.
    public static func encode(_ frames: [DisplayList], frameDuration: Double, quality: CGFloat,
                              lossless: Bool = false, loopCount: Int = 0) throws -> Data {
        guard let first = frames.first else {
            throw RenderError("An animated WebP needs at least one frame; none were given.")
        }
        guard frames.count <= maxFrameCount else {
            throw RenderError("An animated WebP takes at most \(maxFrameCount) frames; \(frames.count) were given. Use fewer frames or a longer frame duration.")
        }
        guard frameDuration.isFinite, frameDuration >= 0.001, frameDuration <= 16_777.215 else {
            throw RenderError("The frame duration is \(frameDuration) seconds; WebP needs 0.001 to 16777.215 seconds (whole milliseconds, a 24-bit field).")
        }
        guard Double(frames.count) * frameDuration * 1000 <= Double(Int32.max) else {
            throw RenderError("\(frames.count) frames of \(frameDuration) seconds would last longer than WebP's timestamps reach (2,147,483.647 s).")
        }
        guard (0...65_535).contains(loopCount) else {
            throw RenderError("The loop count is \(loopCount); WebP stores 0 (for ever) to 65,535.")
        }
        let canvas = try Canvas(first)
        for (index, frame) in frames.enumerated() where frame.size != first.size || frame.scale != first.scale {
            throw RenderError("Frame \(index) is \(short(frame.size.width)) × \(short(frame.size.height)) points at scale \(short(frame.scale)); every frame of an animated WebP must match frame 0 (\(short(first.size.width)) × \(short(first.size.height)) at scale \(short(first.scale))).")
        }

        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw RenderError("libwebp's animation encoder is not the version Vellum was built with.") }
        options.anim_params.loop_count = Int32(loopCount)
        guard let encoder = WebPAnimEncoderNew(Int32(canvas.pixelWidth), Int32(canvas.pixelHeight), &options) else {
            throw RenderError("libwebp could not start a \(canvas.pixelWidth) × \(canvas.pixelHeight) pixel animation (out of memory, or larger than WebP's 16,383 pixels on a side).")
        }
        defer { WebPAnimEncoderDelete(encoder) }
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw RenderError("libwebp's encoder is not the version Vellum was built with.") }
        config.lossless = lossless ? 1 : 0
        config.quality = Float(DisplayListRenderer.qualityPercent(quality))

        func failure(_ doing: String) -> RenderError {
            RenderError("libwebp failed while \(doing): \(String(cString: WebPAnimEncoderGetError(encoder))).")
        }
        func timestamp(_ index: Int) -> Int32 { Int32((Double(index) * frameDuration * 1000).rounded()) }
        for (index, frame) in frames.enumerated() {
            let surface = try DisplayListRenderer.rasterize(frame, isOpaque: false)
            defer { cairo_surface_destroy(surface) }
            let (rgba, width, height) = try WebPEncoder.straightRGBA(surface)
            var picture = WebPPicture()
            guard WebPPictureInit(&picture) != 0 else { throw RenderError("libwebp's encoder is not the version Vellum was built with.") }
            defer { WebPPictureFree(&picture) }
            picture.use_argb = 1
            picture.width = Int32(width)
            picture.height = Int32(height)
            guard WebPPictureImportRGBA(&picture, rgba, Int32(width * 4)) != 0 else {
                throw RenderError("There is not enough memory for frame \(index) of the animated WebP (\(width) × \(height) pixels).")
            }
            guard WebPAnimEncoderAdd(encoder, &picture, timestamp(index), &config) != 0 else {
                throw failure("adding frame \(index)")
            }
        }
        guard WebPAnimEncoderAdd(encoder, nil, timestamp(frames.count), nil) != 0 else { throw failure("ending the animation") }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else { throw failure("assembling the file") }
        defer { WebPDataClear(&data) }
        return Data(bytes: data.bytes, count: data.size)
    }
}
