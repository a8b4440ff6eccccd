import CCairo
import Foundation
import VellumCore

extension CairoPainter {
    /// Passes every pixel of an ARGB32 image through `matrix`: unpremultiplied,
    /// transformed and clamped to 0...1 (`ColorMatrix.apply`), premultiplied again.
    /// Transparent pixels stay transparent: no matrix of SwiftUI's effects makes alpha
    /// from nothing.
    ///
    /// Fast, since the cost is per pixel and an effect may cover the canvas (the old
    /// loop in `Double` took 60% of the colour-effect card's instructions):
    /// - a pixel equal to the one before it takes that one's result (drawn pictures have
    ///   runs of one colour);
    /// - an opaque pixel through a matrix whose channels do not mix (brightness,
    ///   contrast, `colorMultiply`, `colorInvert`) reads one 256-entry table a channel,
    ///   computed exactly as `ColorMatrix.apply` computes it;
    /// - any other pixel is computed in `Float`, within one level of `Double`'s result.
    static func filter(_ surface: OpaquePointer, through matrix: ColorMatrix) {
        guard let data = cairo_image_surface_get_data(surface) else { return }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let m = matrix
        let tables = opaqueTables(m)
        var (previous, result): (UInt32, UInt32) = (0, 0)
        for row in 0..<height {
            let pixels = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                // ARGB32 is a native-endian 32-bit word, premultiplied.
                let word = pixels[column]
                if word == previous {
                    pixels[column] = result
                    continue
                }
                let alpha = word >> 24
                guard alpha > 0 else { continue }
                previous = word
                if alpha == 255, let tables {
                    result = 0xFF00_0000 | UInt32(tables.red[Int(word >> 16 & 0xFF)]) << 16
                        | UInt32(tables.green[Int(word >> 8 & 0xFF)]) << 8 | UInt32(tables.blue[Int(word & 0xFF)])
                } else {
                    let a = Float(alpha)
                    let inverse = 1 / a
                    let (r, g, b) = (Float(word >> 16 & 0xFF) * inverse, Float(word >> 8 & 0xFF) * inverse, Float(word & 0xFF) * inverse)
                    let a1 = a / 255
                    // Written so that NaN (from a NaN matrix) clamps to 0.
                    func unit(_ v: Float) -> Float { v > 0 ? Swift.min(v, 1) : 0 }
                    let outA = unit(m.a1 * r + m.a2 * g + m.a3 * b + m.a4 * a1 + m.a5) * 255
                    func byte(_ v: Float) -> UInt32 { UInt32(unit(v) * outA + 0.5) }
                    result = UInt32(outA + 0.5) << 24 | byte(m.r1 * r + m.r2 * g + m.r3 * b + m.r4 * a1 + m.r5) << 16
                        | byte(m.g1 * r + m.g2 * g + m.g3 * b + m.g4 * a1 + m.g5) << 8
                        | byte(m.b1 * r + m.b2 * g + m.b3 * b + m.b4 * a1 + m.b5)
                }
                pixels[column] = result
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// For a matrix whose red, green and blue outputs each read only their own channel
    /// (and alpha, which stays as it is), the premultiplied output byte of every input
    /// byte of an opaque pixel: `ColorMatrix.apply`'s arithmetic, so exactly its result.
    /// Nil for a matrix that mixes channels or changes alpha.
    private static func opaqueTables(_ m: ColorMatrix) -> (red: [UInt8], green: [UInt8], blue: [UInt8])? {
        guard m.r2 == 0, m.r3 == 0, m.g1 == 0, m.g3 == 0, m.b1 == 0, m.b2 == 0,
              m.a1 == 0, m.a2 == 0, m.a3 == 0, m.a4 == 1, m.a5 == 0 else { return nil }
        func table(_ channel: Int) -> [UInt8] {
            (0..<256).map { v in
                let c = Double(v) / 255
                let inputs = [(c, 0.0, 0.0), (0.0, c, 0.0), (0.0, 0.0, c)][channel]
                let out = m.apply((inputs.0, inputs.1, inputs.2, 1))
                return UInt8(([out.r, out.g, out.b][channel] * 255).rounded())
            }
        }
        return (table(0), table(1), table(2))
    }
}
