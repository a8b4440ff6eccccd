import Foundation

extension GraphicsContext {
    /// A color or pattern that you can use to outline or fill a path.
    ///
    /// Geometry (a gradient's points, a style's unit space) is in the user space of the
    /// drawing operation: a `.style` maps its unit space to the bounding rectangle of
    /// what is drawn, as in SwiftUI.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case style(AnyShapeStyle)
            case paint(DisplayList.Paint)
        }
        let kind: Kind
        /// Set for gradient options Vellum does not draw; reported when the shading is used.
        var warning: String? = nil

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .style(AnyShapeStyle(ForegroundStyle()))) }

        public static func color(_ color: Color) -> Shading { Shading(kind: .paint(.color(color))) }

        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }

        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }

        /// A linear gradient from `startPoint` to `endPoint` (user space). Beyond its
        /// ends the end colours continue: `.repeat` and `.mirror` are not drawn (a
        /// warning says so).
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .paint(.linearGradient(gradient, start: startPoint, end: endPoint)), warning: options.warning)
        }

        /// A radial gradient about `center` (user space); options as for `linearGradient`.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .paint(.radialGradient(gradient, center: center, startRadius: startRadius, endRadius: endRadius)),
                    warning: options.warning)
        }

        /// A conic gradient sweeping one clockwise turn about `center`, starting at `angle`
        /// (0 points right).
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .paint(.angularGradient(gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))),
                    warning: options.warning)
        }

        /// The paint for something drawn whose bounds (user space) are `bounds`.
        @MainActor
        func paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint {
            if let warning { Diagnostics.warnOnce(warning) }
            return switch kind {
            case .style(let style): style._paint(in: bounds, environment: environment)
            case .paint(let paint): paint
            }
        }
    }

    /// Options that affect the rendering of color gradients.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1 << 0)
        public static let mirror = GradientOptions(rawValue: 1 << 1)
        /// Interpolates in linear rather than sRGB space; Vellum interpolates in sRGB.
        public static let linearColor = GradientOptions(rawValue: 1 << 2)

        var warning: String? {
            isDisjoint(with: [.repeat, .mirror]) ? nil
                : "GraphicsContext gradient options .repeat and .mirror are not drawn; the end colours continue beyond the gradient's ends."
        }
    }

    /// The ways that a graphics context combines new content with background content.
    ///
    /// The raw values are Core Graphics' `CGBlendMode`. Each mode is Cairo's operator of
    /// the same formula; `plusDarker`, which Cairo lacks, draws as `normal` with a warning.
    public struct BlendMode: RawRepresentable, Equatable, Hashable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        public static let clear = BlendMode(rawValue: 16)
        public static let copy = BlendMode(rawValue: 17)
        public static let sourceIn = BlendMode(rawValue: 18)
        public static let sourceOut = BlendMode(rawValue: 19)
        public static let sourceAtop = BlendMode(rawValue: 20)
        public static let destinationOver = BlendMode(rawValue: 21)
        public static let destinationIn = BlendMode(rawValue: 22)
        public static let destinationOut = BlendMode(rawValue: 23)
        public static let destinationAtop = BlendMode(rawValue: 24)
        public static let xor = BlendMode(rawValue: 25)
        public static let plusDarker = BlendMode(rawValue: 26)
        public static let plusLighter = BlendMode(rawValue: 27)
    }

    /// Options that affect the use of clip shapes.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keeps what lies outside the shape instead of inside.
        public static let inverse = ClipOptions(rawValue: 1 << 0)
    }

    /// Options that configure the graphics context filter that creates shadows.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1 << 0)
        public static let shadowOnly = ShadowOptions(rawValue: 1 << 1)
        public static let invertsAlpha = ShadowOptions(rawValue: 1 << 2)
        public static let disablesGroup = ShadowOptions(rawValue: 1 << 3)
    }

    /// Options that configure the graphics context filter that creates blur.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1 << 0)
        public static let dithersResult = BlurOptions(rawValue: 1 << 1)
    }

    /// A type that applies image processing operations to rendered content.
    ///
    /// Vellum draws the filters its display list can draw exactly: `shadow` (beneath the
    /// content, normal blend) and `blur`. Filter radii and shadow offsets are in the
    /// canvas's coordinates, untouched by the context's transform, as Core Graphics
    /// keeps shadow offsets in base space.
    public struct Filter: Sendable {
        let effect: DisplayList.Effect
        /// Set for options Vellum does not draw; reported when the filter is added.
        var warning: String? = nil

        /// A shadow beneath what is drawn after the filter is added.
        ///
        /// `.shadowAbove`, `.shadowOnly` and `.invertsAlpha`, and a blend mode other than
        /// `.normal`, are not drawn (a warning says so): the shadow is drawn beneath.
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter {
            let unsupported = blendMode != .normal || !options.isDisjoint(with: [.shadowAbove, .shadowOnly, .invertsAlpha])
            return Filter(effect: .shadow(color: color, radius: radius.isFinite ? Swift.max(radius, 0) : 0,
                                          offset: CGSize(width: x, height: y)),
                          warning: unsupported ? "GraphicsContext shadow filter: blend modes and the options shadowAbove, shadowOnly and invertsAlpha are not drawn; the shadow is drawn beneath the content." : nil)
        }

        /// A Gaussian blur of what is drawn after the filter is added.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(effect: .blur(radius: radius.isFinite ? Swift.max(radius, 0) : 0))
        }
    }
}

/// The set of possible working color spaces for color-compositing operations.
///
/// Vellum composites in non-linear sRGB whatever the mode.
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
    case nonLinear
    case linear
    case extendedLinear
}
