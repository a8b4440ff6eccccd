import Foundation

/// A type that a shape or text can be filled or stroked with.
public protocol ShapeStyle: Sendable {
    /// The paint this style gives a region, in an environment. Vellum's styles implement it.
    func _paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    public let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) {
        if let any = style as? AnyShapeStyle { base = any.base } else { base = style }
    }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint {
        base._paint(in: bounds, environment: environment)
    }
}

/// The foreground style in the environment: `.foregroundStyle(...)` or the default.
public struct ForegroundStyle: ShapeStyle {
    public init() {}

    /// The environment's style, else `.primary`.
    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint {
        environment.foregroundStyle?._paint(in: bounds, environment: environment) ?? .color(.primary)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A colour in the sRGB colour space, usable as a view (it fills what it is proposed)
/// and as a shape style.
public struct Color: ShapeStyle, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// The SwiftUI name of a named colour, for descriptions.
    var name: String?
    /// The components a system colour takes in dark mode; nil for a colour that is the
    /// same in both (what `Color(red:green:blue:)` makes).
    var dark: Components?

    /// Red, green, blue and alpha, 0...1 in sRGB.
    struct Components: Hashable, Sendable {
        var red, green, blue, alpha: Double
    }

    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
    }

    /// Components in another colour space are converted to sRGB, the space Vellum stores
    /// and draws in.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        var (r, g, b) = (red, green, blue)
        switch colorSpace {
        case .sRGB: break
        case .sRGBLinear:
            (r, g, b) = (Self.encode(r), Self.encode(g), Self.encode(b))
        case .displayP3:
            // P3 shares sRGB's transfer curve; convert the linear values with the P3 → sRGB matrix.
            let (lr, lg, lb) = (Self.decode(r), Self.decode(g), Self.decode(b))
            r = Self.encode(1.2249 * lr - 0.2247 * lg)
            g = Self.encode(-0.0420 * lr + 1.0419 * lg)
            b = Self.encode(-0.0197 * lr - 0.0786 * lg + 1.0979 * lb)
        }
        self.red = r
        self.green = g
        self.blue = b
        alpha = opacity
        name = nil
    }

    /// The sRGB transfer curve, linear → encoded (sign kept for extended values).
    private static func encode(_ c: Double) -> Double {
        let m = abs(c)
        let e = m <= 0.0031308 ? 12.92 * m : 1.055 * pow(m, 1 / 2.4) - 0.055
        return c < 0 ? -e : e
    }

    /// The sRGB transfer curve, encoded → linear.
    private static func decode(_ c: Double) -> Double {
        let m = abs(c)
        let l = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
        return c < 0 ? -l : l
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0  // a NaN or infinite hue is red
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    init(named name: String, _ r: Int, _ g: Int, _ b: Int, _ a: Double = 1,
         dark: (Int, Int, Int, Double)? = nil) {
        red = Double(r) / 255
        green = Double(g) / 255
        blue = Double(b) / 255
        alpha = a
        self.name = name
        self.dark = dark.map { Components(red: Double($0.0) / 255, green: Double($0.1) / 255, blue: Double($0.2) / 255, alpha: $0.3) }
    }

    /// The colour set `name` in the asset catalogs of `bundle` (the main bundle when nil),
    /// with its dark appearance: a project's `Assets.xcassets`, shipped as a resource
    /// (`resources: [.process("Assets.xcassets")]`, then `Color("Brand", bundle: .module)`).
    ///
    /// Names in a folder that provides a namespace take its name: `Color("Brand/Primary")`.
    /// An unknown name warns once and is clear, as iOS draws it (a missing asset colour
    /// makes text invisible: ReseauEntourage/entourage-ios pull request 278). See
    /// `AssetCatalog` for the forms read.
    public init(_ name: String, bundle: Bundle? = nil) {
        let bundle = bundle ?? .main
        guard let color = AssetCatalog.of(bundle).colors[name] else {
            Diagnostics.warnOnceDeferred("No color named '\(name)' in the asset catalogs of \(AssetCatalog.describe(bundle)); drawing clear.")
            self = .clear
            return
        }
        self = color
    }

    /// The colour as `scheme` shows it (a system colour's dark components in dark mode),
    /// fixed: it no longer changes with the scheme.
    func resolved(in scheme: ColorScheme) -> Color {
        guard let dark else { return self }
        var color = scheme == .dark ? Color(red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.alpha) : self
        color.name = name
        color.dark = nil
        return color
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var color = self
        color.alpha *= opacity
        color.dark?.alpha *= opacity
        color.name = name.map { "\($0).opacity(\(formatLength(opacity)))" }
        return color
    }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint { .color(self) }

    public var description: String {
        if let name { return "." + name }
        return "Color(red: \(formatLength(red)), green: \(formatLength(green)), blue: \(formatLength(blue)), opacity: \(formatLength(alpha)))"
    }

    public static func == (a: Color, b: Color) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha && a.dark == b.dark
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    // SwiftUI's system colours (iOS 17), light and dark: the "Default" and "Dark" columns
    // of the system colour table in Apple's Human Interface Guidelines (Color,
    // Specifications, iOS). Black, white and clear are the same in both.
    public static let red = Color(named: "red", 255, 59, 48, dark: (255, 69, 58, 1))
    public static let orange = Color(named: "orange", 255, 149, 0, dark: (255, 159, 10, 1))
    public static let yellow = Color(named: "yellow", 255, 204, 0, dark: (255, 214, 10, 1))
    public static let green = Color(named: "green", 52, 199, 89, dark: (48, 209, 88, 1))
    public static let mint = Color(named: "mint", 0, 199, 190, dark: (99, 230, 226, 1))
    public static let teal = Color(named: "teal", 48, 176, 199, dark: (64, 200, 224, 1))
    public static let cyan = Color(named: "cyan", 50, 173, 230, dark: (100, 210, 255, 1))
    public static let blue = Color(named: "blue", 0, 122, 255, dark: (10, 132, 255, 1))
    public static let indigo = Color(named: "indigo", 88, 86, 214, dark: (94, 92, 230, 1))
    public static let purple = Color(named: "purple", 175, 82, 222, dark: (191, 90, 242, 1))
    public static let pink = Color(named: "pink", 255, 45, 85, dark: (255, 55, 95, 1))
    public static let brown = Color(named: "brown", 162, 132, 94, dark: (172, 142, 104, 1))
    public static let gray = Color(named: "gray", 142, 142, 147, dark: (142, 142, 147, 1))
    public static let black = Color(named: "black", 0, 0, 0)
    public static let white = Color(named: "white", 255, 255, 255)
    public static let clear = Color(named: "clear", 0, 0, 0, 0)
    /// The label colours: black and 60%-opaque grey on light, white and 60%-opaque
    /// near-white on dark (UIKit's `label` and `secondaryLabel`).
    public static let primary = Color(named: "primary", 0, 0, 0, dark: (255, 255, 255, 1))
    public static let secondary = Color(named: "secondary", 60, 60, 67, 0.6, dark: (235, 235, 245, 0.6))
    public static let accentColor = Color(named: "accentColor", 0, 122, 255, dark: (10, 132, 255, 1))
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}

extension Color: _PrimitiveView {
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(inputs.makeLeaf(FillLeaf(naming: .color, style: AnyShapeStyle(view), environment: inputs.environment)))
    }
}

/// A view that takes whatever it is proposed (`nil` axes become 10) and fills it with a
/// style: Color and the gradients.
struct FillLeaf: LeafLayout {
    /// How the leaf is named in dumps; the name is made only when asked for.
    enum Naming {
        /// As a colour view: `Color.red`.
        case color
        /// As the fill of a `background(_:)` style: `Color(…)` or `Rectangle fill …`.
        case styleFill
        case fixed(String)
    }

    let naming: Naming
    var style: AnyShapeStyle
    let environment: EnvironmentValues

    var label: String {
        switch naming {
        case .color:
            guard let color = style.base as? Color else { return styleLabel(style) }
            return color.name.map { "Color.\($0)" } ?? color.description
        case .styleFill:
            return (style.base as? Color).map { "Color\($0)" } ?? "Rectangle fill \(styleLabel(style))"
        case .fixed(let label):
            return label
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    var takesHits: Bool { (style.base as? Color)?.alpha != 0 }

    func draw(in frame: CGRect, proposal: ProposedViewSize, into list: inout DisplayListBuilder) {
        list.append(.fill(Path(frame), style._paint(in: frame, environment: environment), FillStyle()))
    }
}

/// Styles are the same when their underlying styles are equal (colours, gradients):
/// the view graph compares environments holding them.
extension AnyShapeStyle: Equatable {
    public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool { valuesEqual(lhs.base, rhs.base) }
}
