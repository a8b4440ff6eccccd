import Foundation

/// A background material: a blurred, more saturated and tinted copy of what lies
/// beneath the shape it fills, lighter in light mode and darker in dark mode.
///
/// ```swift
/// Text("Now Playing")
///     .padding()
///     .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
/// ```
///
/// Drawing (PNG): the pixels already drawn under the shape (in the same offscreen
/// group, so a material inside an opacity, blur or projection group sees only that
/// group's content) are blurred, saturated, then covered by the tint. PDF and SVG have
/// no pixels to read: there the material is its tint alone, a translucent fill.
///
/// The figures, all estimates since Apple publishes none for SwiftUI:
/// - blur 30 points (Gaussian standard deviation) and saturation × 1.8: Apple's
///   `UIImage+ImageEffects` sample (WWDC 2013), whose light, extra-light and dark
///   effects use radii 20–30 and a saturation factor of 1.8 for every style.
/// - tint opacities, thinnest to thickest 0.44, 0.70, 0.82, 0.97 light and 0.55, 0.70,
///   0.82, 0.90 dark: the foreground-layer opacities of Apple's iOS 18 Figma kit as the
///   Haze library (`CupertinoMaterials`) transcribes them; `ultraThick` continues the
///   series (0.985 light, 0.95 dark). The kit's light foreground is grey (#B3B3B3 for
///   regular) above a colour-dodge layer that brightens the backdrop; this one-layer
///   model uses white instead, so a light material over white stays white, as iOS
///   shows it (a regular material on a white screen is white), and over colours it
///   moves them toward white by the opacity. The dark tint is the kit's #252525.
/// - `bar`: the tab and navigation bars' `systemChromeMaterial`, over white #F9F9F9
///   at 94 % (light) and #161617 at 94 % (dark), the estimates Vellum's bars use.
public struct Material: ShapeStyle, Sendable, Equatable {
    /// How thick: 0 ultra-thin … 4 ultra-thick; 5 is the bars' material.
    let thickness: Int

    /// A mostly translucent material.
    public static let ultraThin = Material(thickness: 0)
    /// A material more translucent than regular.
    public static let thin = Material(thickness: 1)
    /// A material that's somewhat translucent.
    public static let regular = Material(thickness: 2)
    /// A material more opaque than regular.
    public static let thick = Material(thickness: 3)
    /// A mostly opaque material.
    public static let ultraThick = Material(thickness: 4)
    /// The material bars such as the tab bar and navigation bar use.
    public static let bar = Material(thickness: 5)

    /// Gaussian standard deviation of the backdrop blur, in points (estimate, above).
    static let blurRadius: CGFloat = 30
    /// Saturation factor applied to the blurred backdrop (estimate, above).
    static let saturation = 1.8

    /// The tint per thickness, light and dark (estimates, above).
    static let tints: [Color] = [
        Color(named: "ultraThinMaterial", 255, 255, 255, 0.44, dark: (37, 37, 37, 0.55)),
        Color(named: "thinMaterial", 255, 255, 255, 0.70, dark: (37, 37, 37, 0.70)),
        Color(named: "regularMaterial", 255, 255, 255, 0.82, dark: (37, 37, 37, 0.82)),
        Color(named: "thickMaterial", 255, 255, 255, 0.97, dark: (37, 37, 37, 0.90)),
        Color(named: "ultraThickMaterial", 255, 255, 255, 0.985, dark: (37, 37, 37, 0.95)),
        Color(named: "barMaterial", 249, 249, 249, 0.94, dark: (22, 22, 23, 0.94)),
    ]

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint {
        .material(blurRadius: Self.blurRadius, saturation: Self.saturation, tint: Self.tints[thickness])
    }
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A material more translucent than regular.
    public static var thinMaterial: Material { .thin }
    /// A material that's somewhat translucent.
    public static var regularMaterial: Material { .regular }
    /// A material more opaque than regular.
    public static var thickMaterial: Material { .thick }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material bars use.
    public static var bar: Material { .bar }
}
