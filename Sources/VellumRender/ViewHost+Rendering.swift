import Foundation
import VellumCore

extension ViewHost {
    /// What the host shows now, as a PNG at the environment's display scale;
    /// `compression` trades speed for file size, never pixels.
    public func pngData(compression: PNGCompression = .fast) throws -> Data {
        try DisplayListRenderer.png(displayList, compression: compression)
    }

    /// What the host shows now, as a PNG at `scale` pixels per point (clamped to 1...4).
    public func pngData(scale: CGFloat, compression: PNGCompression = .fast) throws -> Data {
        try DisplayListRenderer.png(displayList(scale: scale), compression: compression)
    }

    /// What the host shows now, as a JPEG over white at the environment's display
    /// scale. `quality` is 0...1, as in UIKit's `jpegData(compressionQuality:)`:
    /// clamped, NaN means 0.75.
    public func jpegData(quality: CGFloat) throws -> Data { try DisplayListRenderer.jpeg(displayList, quality: quality) }

    /// What the host shows now, as a WebP at the environment's display scale. `quality`
    /// is 0...1 (clamped, NaN means 0.75); `lossless` keeps the pixels exact, and
    /// `quality` is then the effort.
    public func webpData(quality: CGFloat, lossless: Bool = false) throws -> Data {
        try DisplayListRenderer.webp(displayList, quality: quality, lossless: lossless)
    }

    /// What the host shows now, as an SVG document.
    public func svgData() throws -> Data { try DisplayListRenderer.svg(displayList) }

    /// What the host shows now, as a one-page PDF.
    public func pdfData() throws -> Data { try DisplayListRenderer.pdf(displayList) }
}
