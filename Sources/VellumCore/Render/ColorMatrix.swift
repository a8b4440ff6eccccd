import Foundation

/// A matrix to use in an RGBA colour transformation.
///
/// Each output channel is a row: `R' = r1·R + r2·G + r3·B + r4·A + r5`, and so on for
/// green, blue and alpha. Vellum applies it to straight (not premultiplied),
/// non-linear sRGB components in 0…1 and clamps the result to 0…1, as the SVG
/// `feColorMatrix` primitive with `color-interpolation-filters="sRGB"` does.
///
/// SwiftUI's colour effects (`brightness(_:)`, `contrast(_:)`, `saturation(_:)`,
/// `grayscale(_:)`, `hueRotation(_:)`, `colorInvert()`, `luminanceToAlpha()`) are
/// each one of these matrices. Stacked effects are applied one after another, each
/// clamping its result, as chained SVG filter primitives do; they are not multiplied
/// into one matrix, which would skip the clamp between them.
public struct ColorMatrix: Equatable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// Creates the identity matrix.
    public init() {}

    init(_ rows: [[Double]]) {
        let m = rows.map { $0.map(Float.init) }
        (r1, r2, r3, r4, r5) = (m[0][0], m[0][1], m[0][2], m[0][3], m[0][4])
        (g1, g2, g3, g4, g5) = (m[1][0], m[1][1], m[1][2], m[1][3], m[1][4])
        (b1, b2, b3, b4, b5) = (m[2][0], m[2][1], m[2][2], m[2][3], m[2][4])
        (a1, a2, a3, a4, a5) = (m[3][0], m[3][1], m[3][2], m[3][3], m[3][4])
    }

    /// The four rows of five, in `values` order of SVG's `feColorMatrix`.
    var rows: [[Float]] {
        [[r1, r2, r3, r4, r5], [g1, g2, g3, g4, g5], [b1, b2, b3, b4, b5], [a1, a2, a3, a4, a5]]
    }

    var isIdentity: Bool { self == ColorMatrix() }

    /// The straight RGBA colour `c` (components in 0…1) through the matrix, clamped
    /// to 0…1.
    package func apply(_ c: (r: Double, g: Double, b: Double, a: Double)) -> (r: Double, g: Double, b: Double, a: Double) {
        func row(_ m: (Float, Float, Float, Float, Float)) -> Double {
            (Double(m.0) * c.r + Double(m.1) * c.g + Double(m.2) * c.b + Double(m.3) * c.a + Double(m.4)).unit
        }
        return (row((r1, r2, r3, r4, r5)), row((g1, g2, g3, g4, g5)), row((b1, b2, b3, b4, b5)), row((a1, a2, a3, a4, a5)))
    }
}

// MARK: - SwiftUI's colour effects
//
// Sources: the filter definitions of the W3C Filter Effects Module Level 1 (§ 9.6
// feColorMatrix `saturate`, `hueRotate`, `luminanceToAlpha`; § 12.2 `contrast()`,
// `grayscale()`, `invert()`), which Apple's GraphicsContext.Filter documentation says
// `contrast` matches; `brightness` ADDS its amount to each component (Apple:
// GraphicsContext.Filter.brightness, "An amount to add to the pixel's color
// components", like Core Image's CIColorControls), unlike CSS's multiplying
// `brightness()`. OpenSwiftUI's `_ColorMatrix` (OpenSwiftUICore/Graphic/Color/
// ColorMatrix.swift) builds the same brightness, contrast, colorInvert,
// luminanceToAlpha and colour-multiply matrices with the Rec. 709 luma weights
// 0.2126/0.7152/0.0722 used here.

extension ColorMatrix {
    /// Rec. 709 luma weights.
    static let luma = (r: 0.2126, g: 0.7152, b: 0.0722)

    /// Adds `amount` to red, green and blue.
    static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([[1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount], [0, 0, 0, 1, 0]])
    }

    /// Scales red, green and blue about mid-grey: `c·x + (1 − c)/2`.
    static func contrast(_ c: Double) -> ColorMatrix {
        let t = (1 - c) / 2
        return ColorMatrix([[c, 0, 0, 0, t], [0, c, 0, 0, t], [0, 0, c, 0, t], [0, 0, 0, 1, 0]])
    }

    /// Moves each colour away from (s > 1) or towards (s < 1) its luma.
    package static func saturation(_ s: Double) -> ColorMatrix {
        let (r, g, b) = luma
        return ColorMatrix([
            [r + (1 - r) * s, g - g * s, b - b * s, 0, 0],
            [r - r * s, g + (1 - g) * s, b - b * s, 0, 0],
            [r - r * s, g - g * s, b + (1 - b) * s, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// CSS `grayscale(amount)` is `saturate(1 − amount)` with the same weights.
    static func grayscale(_ amount: Double) -> ColorMatrix { saturation(1 - amount) }

    /// SVG's `hueRotate`: a rotation about the grey axis that keeps luma.
    static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let (cs, sn) = (cos(angle.radians), sin(angle.radians))
        let (r, g, b) = luma
        return ColorMatrix([
            [r + cs * (1 - r) - sn * r, g - cs * g - sn * g, b - cs * b + sn * (1 - b), 0, 0],
            [r - cs * r + sn * 0.143, g + cs * (1 - g) + sn * 0.140, b - cs * b - sn * 0.283, 0, 0],
            [r - cs * r - sn * (1 - r), g - cs * g + sn * g, b + cs * (1 - b) + sn * b, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// Multiplies each channel by `color`'s (opacity included).
    package static func multiply(_ color: Color) -> ColorMatrix {
        ColorMatrix([[color.red.unit, 0, 0, 0, 0], [0, color.green.unit, 0, 0, 0],
                     [0, 0, color.blue.unit, 0, 0], [0, 0, 0, color.alpha.unit, 0]])
    }

    /// `1 − x` for red, green and blue.
    static let colorInvert = ColorMatrix([[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]])

    /// Black, with the luma as alpha.
    static let luminanceToAlpha = ColorMatrix([[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0],
                                               [luma.r, luma.g, luma.b, 0, 0]])
}

extension Double {
    /// Clamped to 0...1, NaN as 0: a colour component.
    package var unit: Double { isNaN ? 0 : Swift.min(Swift.max(self, 0), 1) }
}
