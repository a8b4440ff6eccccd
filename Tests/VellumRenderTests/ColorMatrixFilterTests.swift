import CCairo
import Foundation
import Testing
import Vellum
@testable import VellumCore
@testable import VellumRender

/// The colour-matrix filter's fast paths (`CairoPainter+ColorMatrix.swift`) against the
/// definition: each premultiplied pixel unpremultiplied, through `ColorMatrix.apply` in
/// `Double`, premultiplied again and rounded.
@Suite struct ColorMatrixFilterTests {
    /// The matrices of SwiftUI's effects, channel-mixing and not.
    static let matrices: [(String, ColorMatrix)] = [
        ("hueRotation(90°)", .hueRotation(.degrees(90))), ("saturation(2)", .saturation(2)),
        ("grayscale(1)", .grayscale(1)), ("brightness(0.2)", .brightness(0.2)), ("contrast(1.5)", .contrast(1.5)),
        ("colorInvert", .colorInvert), ("colorMultiply", .multiply(Color(red: 0.9, green: 0.5, blue: 0.2))),
        ("luminanceToAlpha", .luminanceToAlpha),
    ]

    /// Every opaque grey and primary ramp, and translucent pixels at every 15th alpha:
    /// premultiplied ARGB32 words, with runs of equal pixels.
    static let pixels: [UInt32] = {
        var words: [UInt32] = []
        for v in UInt32(0)...255 {
            words += [0xFF00_0000 | v << 16 | (255 - v) << 8 | v / 2, 0xFF00_0000 | v << 16 | v << 8 | v]
        }
        for a in stride(from: UInt32(15), through: 255, by: 15) {
            for c in stride(from: UInt32(0), through: a, by: 5) {
                let word = a << 24 | c << 16 | (a - c) << 8 | c / 3
                words += [word, word, word]
            }
        }
        return words + [0, 0x8000_0000]
    }()

    /// The definition, in `Double`: the filter's result for one pixel.
    static func reference(_ word: UInt32, _ matrix: ColorMatrix) -> UInt32 {
        let alpha = Double(word >> 24)
        guard alpha > 0 else { return word }
        func straight(_ shift: UInt32) -> Double { Double((word >> shift) & 0xFF) / alpha }
        let c = matrix.apply((straight(16), straight(8), straight(0), alpha / 255))
        let a = c.a * 255
        func premultiplied(_ v: Double, _ shift: UInt32) -> UInt32 { UInt32((v * a).rounded()) << shift }
        return premultiplied(1, 24) | premultiplied(c.r, 16) | premultiplied(c.g, 8) | premultiplied(c.b, 0)
    }

    /// The pixels through `matrix` by the painter's filter, on a one-row image.
    static func filtered(_ words: [UInt32], _ matrix: ColorMatrix) -> [UInt32] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(words.count), 1)!
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: words.count) { $0 }
        for (i, word) in words.enumerated() { data[i] = word }
        cairo_surface_mark_dirty(surface)
        CairoPainter.filter(surface, through: matrix)
        return (0..<words.count).map { data[$0] }
    }

    @Test func withinOneLevelOfTheDefinition() {
        for (name, matrix) in Self.matrices {
            var worst = 0
            for (word, result) in zip(Self.pixels, Self.filtered(Self.pixels, matrix)) {
                let expected = Self.reference(word, matrix)
                for shift in stride(from: UInt32(0), to: 32, by: 8) {
                    worst = Swift.max(worst, abs(Int(result >> shift & 0xFF) - Int(expected >> shift & 0xFF)))
                }
            }
            #expect(worst <= 1, "\(name): \(worst)")
        }
    }

    /// Through a matrix that keeps the channels apart, opaque pixels read a table made
    /// by the definition itself, so they are exact.
    @Test func opaquePixelsThroughChannelTablesAreExact() {
        for (name, matrix) in Self.matrices where ["brightness(0.2)", "contrast(1.5)", "colorInvert", "colorMultiply"].contains(name) {
            let opaque = Self.pixels.filter { $0 >> 24 == 0xFF }
            #expect(Self.filtered(opaque, matrix) == opaque.map { Self.reference($0, matrix) }, "\(name)")
        }
    }

    /// A hue rotated by NaN degrees has NaN colour rows, which clamp to 0 (as
    /// `ColorMatrix.apply` clamps them): black, at the pixels' own alpha.
    @Test func aNaNMatrixDrawsBlack() {
        let matrix = ColorMatrix.hueRotation(.degrees(.nan))
        #expect(Self.filtered([0xFF12_3456, 0x8040_2010], matrix) == [0xFF00_0000, 0x8000_0000])
        #expect([0xFF12_3456, 0x8040_2010].map { Self.reference($0, matrix) } == [0xFF00_0000, 0x8000_0000])
    }
}
