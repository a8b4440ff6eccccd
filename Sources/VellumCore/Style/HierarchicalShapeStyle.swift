import Foundation

/// A shape style that maps to one of the numbered content styles: `.primary` to
/// `.quinary`, each a fainter level of the current foreground style.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Wi-Fi")
///     Text("Connected").foregroundStyle(.secondary)
/// }
/// RoundedRectangle(cornerRadius: 12).fill(.quaternary)
/// ```
///
/// With the default foreground style the levels are iOS's label colours, light and dark
/// (`label`, `secondaryLabel`, `tertiaryLabel`, `quaternaryLabel`). Under a foreground
/// style of your own (`.foregroundStyle(.orange)`) a level is that style at the label
/// colours' opacities: 1, 0.6, 0.3, 0.18 and 0.1 (an estimate: SwiftUI publishes no
/// figures, so the label colours' alphas are used; quinary, which UIKit has no label
/// colour for on iOS 17, continues the series). Under a foreground style that is itself
/// a level, the levels are the label colours again.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    /// A shape style that maps to the first level of the current content style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// A shape style that maps to the second level of the current content style.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// A shape style that maps to the third level of the current content style.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// A shape style that maps to the fourth level of the current content style.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// A shape style that maps to the fifth level of the current content style.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacity a level applies to a foreground style of your own.
    static let opacities: [Double] = [1, 0.6, 0.3, 0.18, 0.1]

    /// The default foreground's levels: UIKit's label colours (quinary estimated, as above).
    static let labelColors: [Color] = [
        .primary, .secondary, SystemColors.tertiaryLabel, SystemColors.quaternaryLabel,
        Color(named: "quinaryLabel", 60, 60, 67, 0.1, dark: (235, 235, 245, 0.08)),
    ]

    var name: String { ["primary", "secondary", "tertiary", "quaternary", "quinary"][level] }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint {
        guard let base = environment.foregroundStyle, !(base.base is HierarchicalShapeStyle) else {
            return .color(Self.labelColors[level])
        }
        return base._paint(in: bounds, environment: environment).multiplyingOpacity(by: Self.opacities[level])
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// A shape style that maps to the first level of the current content style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// A shape style that maps to the second level of the current content style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// A shape style that maps to the third level of the current content style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// A shape style that maps to the fourth level of the current content style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// A shape style that maps to the fifth level of the current content style.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// A style that reflects the current tint colour: the `tint(_:)` in the environment,
/// else the accent colour.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint {
        .color(environment.controlTint)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension DisplayList.Paint {
    /// The paint with every colour's opacity multiplied by `opacity`.
    func multiplyingOpacity(by opacity: Double) -> DisplayList.Paint {
        guard opacity != 1 else { return self }
        func faded(_ g: Gradient) -> Gradient {
            Gradient(stops: g.stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) })
        }
        switch self {
        case .color(let color): return .color(color.opacity(opacity))
        case .linearGradient(let g, let start, let end): return .linearGradient(faded(g), start: start, end: end)
        case .radialGradient(let g, let center, let r0, let r1):
            return .radialGradient(faded(g), center: center, startRadius: r0, endRadius: r1)
        case .angularGradient(let g, let center, let a0, let a1):
            return .angularGradient(faded(g), center: center, startAngle: a0, endAngle: a1)
        case .material(let radius, let saturation, let tint):
            return .material(blurRadius: radius, saturation: saturation, tint: tint.opacity(opacity))
        }
    }
}

// MARK: - Gradients as shape styles

@MainActor
extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

@MainActor
extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

@MainActor
extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn of the gradient, starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
}

/// A colour gradient as a shape style, drawn from the top of the region to its bottom:
/// what `Color.gradient` makes.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 16).fill(.blue.gradient)
/// ```
public struct AnyGradient: ShapeStyle, Hashable {
    let gradient: Gradient

    public init(_ gradient: Gradient) { self.gradient = gradient }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint {
        .linearGradient(gradient, start: bounds.point(at: .top), end: bounds.point(at: .bottom))
    }
}

extension Color {
    /// A subtle gradient made from the colour: lighter at the top, the colour itself at the
    /// bottom. The lighter end is the colour mixed 20% toward white, light and dark (an
    /// estimate from screenshots of `.blue.gradient` in iOS 17; SwiftUI publishes no
    /// formula).
    public var gradient: AnyGradient {
        var top = self
        top.red += (1 - red) * 0.2
        top.green += (1 - green) * 0.2
        top.blue += (1 - blue) * 0.2
        if let dark {
            top.dark = Components(red: dark.red + (1 - dark.red) * 0.2, green: dark.green + (1 - dark.green) * 0.2,
                                  blue: dark.blue + (1 - dark.blue) * 0.2, alpha: dark.alpha)
        }
        top.name = nil
        return AnyGradient(Gradient(colors: [top, self]))
    }
}
