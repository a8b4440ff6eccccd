import CCairo
import Foundation
import VellumCore

extension CairoPainter {
    /// Passes every pixel of an ARGB32 image through `matrix`: unpremultiplied,
    /// transformed and clamped to 0...1 (`ColorMatrix.apply`), premultiplied again.
    /// Transparent pixels stay transparent: no matrix of SwiftUI's effects makes alpha
    /// from nothing.
    static func filter(_ surface: OpaquePointer, through matrix: ColorMatrix) {
        guard let data = cairo_image_surface_get_data(surface) else { return }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        for row in 0..<height {
            for column in 0..<width {
                // ARGB32 is a native-endian 32-bit word: bytes B, G, R, A on little-endian.
                let pixel = UnsafeMutableRawPointer(data + row * stride + column * 4)
                let word = pixel.load(as: UInt32.self)
                let alpha = Double(word >> 24)
                guard alpha > 0 else { continue }
                func straight(_ shift: UInt32) -> Double { Double((word >> shift) & 0xFF) / alpha }
                let c = matrix.apply((straight(16), straight(8), straight(0), alpha / 255))
                let a = c.a * 255
                func premultiplied(_ v: Double, _ shift: UInt32) -> UInt32 { UInt32((v * a).rounded()) << shift }
                pixel.storeBytes(of: premultiplied(1, 24) | premultiplied(c.r, 16) | premultiplied(c.g, 8) | premultiplied(c.b, 0),
                                 as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
