import Foundation
import VellumCore

extension ViewHost {
    /// What the host shows now, as a PNG at the environment's display scale.
    public func pngData() throws -> Data { try DisplayListRenderer.png(displayList) }

    /// What the host shows now, as a PNG at `scale` pixels per point (clamped to 1...4).
    public func pngData(scale: CGFloat) throws -> Data { try DisplayListRenderer.png(displayList(scale: scale)) }

    /// What the host shows now, as an SVG document.
    public func svgData() throws -> Data { try DisplayListRenderer.svg(displayList) }

    /// What the host shows now, as a one-page PDF.
    public func pdfData() throws -> Data { try DisplayListRenderer.pdf(displayList) }
}
