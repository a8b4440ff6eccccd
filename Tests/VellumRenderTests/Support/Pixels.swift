import Foundation
import Testing
import Vellum
@testable import VellumRender

/// A rendered PNG read back with `ImageDecoder`, for checking colours at points.
struct Pixels {
    let bitmap: ImageBitmap
    var width: Int { bitmap.pixelWidth }
    var height: Int { bitmap.pixelHeight }

    init(_ list: DisplayList, isOpaque: Bool = false) throws {
        bitmap = try ImageDecoder.decode(DisplayListRenderer.png(list, isOpaque: isOpaque))
    }

    /// Lays `view` out as a window of `size` points at `scale` and renders it.
    @MainActor
    init<V: View>(_ view: V, size: CGSize, scale: CGFloat = 1, isOpaque: Bool = false) throws {
        try self.init(displayList(view, size: size, scale: scale), isOpaque: isOpaque)
    }

    /// The premultiplied colour of the pixel in column `x`, row `y`.
    subscript(x: Int, y: Int) -> RGBA {
        let i = (y * width + x) * 4
        let p = bitmap.rgba!
        return RGBA(p[i], p[i + 1], p[i + 2], p[i + 3])
    }
}

/// Premultiplied 8-bit colour.
struct RGBA: Equatable, CustomStringConvertible {
    var r, g, b, a: UInt8

    init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    static let clear = RGBA(0, 0, 0, 0)
    static let white = RGBA(255, 255, 255)
    /// SwiftUI's light-mode colours.
    static let red = RGBA(255, 59, 48)
    static let blue = RGBA(0, 122, 255)
    static let green = RGBA(52, 199, 89)

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: RGBA, tolerance: Int) -> Bool {
        zip([r, g, b, a], [other.r, other.g, other.b, other.a]).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }

    /// Mean of red, green and blue: 0 black, 255 white.
    var brightness: Int { (Int(r) + Int(g) + Int(b)) / 3 }

    var description: String { "RGBA(\(r), \(g), \(b), \(a))" }
}

/// What `view` draws in a window of `size` points at `scale`.
@MainActor
func displayList<V: View>(_ view: V, size: CGSize, scale: CGFloat = 1) -> DisplayList {
    var environment = EnvironmentValues()
    environment.displayScale = scale
    return ViewLayout(of: view, in: size, environment: environment).displayList
}
