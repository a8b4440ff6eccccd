import Foundation

/// Why a display list could not be rendered, or image data decoded.
///
/// The description says what was wrong and what to do about it, for example:
/// "The canvas would be 20000 × 100 pixels (20000 × 100 points at scale 1); the limit
/// is 16,384 pixels on a side. Render a smaller size or at a lower scale."
public struct RenderError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// The largest bitmaps Vellum makes or decodes, so an absurd request fails with a
/// message instead of exhausting memory.
enum PixelLimits {
    /// Pixels on either side; Cairo's own limit is 32,767.
    static let maxSide = 16_384
    /// Bytes of 4-byte pixels: 256 MiB.
    static let maxBytes = 256 << 20
    /// Bytes of temporary pixels that nested effects (opacity, masks, blurs, shadows)
    /// may hold at once.
    static let maxOffscreenBytes = 1 << 30

    /// Throws unless a `width` × `height` bitmap is within the limits. `what` names the
    /// bitmap and `hint` says how to make it smaller.
    static func check(width: Int, height: Int, what: String, hint: String) throws {
        if width > maxSide || height > maxSide {
            throw RenderError("\(what) would be \(width) × \(height) pixels; the limit is 16,384 pixels on a side. \(hint)")
        }
        let bytes = width * height * 4
        if bytes > maxBytes {
            throw RenderError("\(what) would be \(width) × \(height) pixels, \(mebibytes(bytes)) at 4 bytes a pixel; the limit is 256 MiB. \(hint)")
        }
    }

    static func mebibytes(_ bytes: Int) -> String {
        "\(Int((Double(bytes) / Double(1 << 20)).rounded(.up))) MiB"
    }
}
