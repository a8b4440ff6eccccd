import Foundation

/// UIKit's colour object, which `import SwiftUI` brings on iOS: its system and semantic
/// colours resolve light and dark exactly as the matching SwiftUI colours do, and it
/// converts to and from `Color`.
///
/// ```swift
/// Text("Signed in").foregroundStyle(Color(uiColor: .secondaryLabel))
///     .background(Color(.secondarySystemBackground))
/// ```
///
/// The values are UIKit's for iOS 17 (light, then dark): the Human Interface Guidelines'
/// colour table for the system colours, and the `UIColor` values UIKit reports for the
/// label, fill, background and separator colours (the ones Vellum's own controls draw
/// with, see `SystemColors`).
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour, with its dark components when it is dynamic.
    let color: Color

    /// A colour from sRGB components, 0...1 (values outside are clamped when drawn).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A grey: `white` from 0 (black) to 1 (white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    /// A UIKit colour from a SwiftUI colour, light and dark alike.
    public init(_ color: Color) { self.color = color }

    /// The colour set `name` in the main bundle's asset catalogs, or nil when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` in `bundle`'s asset catalogs (the main bundle when nil), light
    /// and dark, or nil when there is none; traits are accepted for UIKit's signature and
    /// ignored (the colour resolves where it is drawn).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) {
        guard let color = AssetCatalog.of(bundle ?? .main).colors[name] else { return nil }
        self.init(color)
    }

    /// The colour with `alpha` as its opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var copy = color
        copy.alpha = Double(alpha)
        copy.dark?.alpha = Double(alpha)
        return UIColor(copy)
    }

    /// The light appearance's sRGB components; false never happens (every Vellum colour
    /// is RGB), kept for UIKit's signature.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(color.red)
        green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
    public var description: String { "UIColor(\(color))" }

    private static func named(_ name: String, _ r: Int, _ g: Int, _ b: Int, _ a: Double = 1,
                              dark: (Int, Int, Int, Double)? = nil) -> UIColor {
        UIColor(Color(named: name, r, g, b, a, dark: dark))
    }

    // MARK: Fixed colours

    public static let black = UIColor(Color.black)
    public static let white = UIColor(Color.white)
    public static let clear = UIColor(Color.clear)
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    // MARK: System colours (the same as SwiftUI's)

    public static let systemRed = UIColor(Color.red)
    public static let systemOrange = UIColor(Color.orange)
    public static let systemYellow = UIColor(Color.yellow)
    public static let systemGreen = UIColor(Color.green)
    public static let systemMint = UIColor(Color.mint)
    public static let systemTeal = UIColor(Color.teal)
    public static let systemCyan = UIColor(Color.cyan)
    public static let systemBlue = UIColor(Color.blue)
    public static let systemIndigo = UIColor(Color.indigo)
    public static let systemPurple = UIColor(Color.purple)
    public static let systemPink = UIColor(Color.pink)
    public static let systemBrown = UIColor(Color.brown)
    public static let systemGray = UIColor(Color.gray)
    public static let systemGray2 = named("systemGray2", 174, 174, 178, dark: (99, 99, 102, 1))
    public static let systemGray3 = named("systemGray3", 199, 199, 204, dark: (72, 72, 74, 1))
    public static let systemGray4 = named("systemGray4", 209, 209, 214, dark: (58, 58, 60, 1))
    public static let systemGray5 = named("systemGray5", 229, 229, 234, dark: (44, 44, 46, 1))
    public static let systemGray6 = named("systemGray6", 242, 242, 247, dark: (28, 28, 30, 1))
    public static let tintColor = UIColor(Color.accentColor)

    // MARK: Label colours

    public static let label = UIColor(Color.primary)
    public static let secondaryLabel = UIColor(Color.secondary)
    public static let tertiaryLabel = UIColor(SystemColors.tertiaryLabel)
    public static let quaternaryLabel = UIColor(SystemColors.quaternaryLabel)
    public static let placeholderText = named("placeholderText", 60, 60, 67, 0.3, dark: (235, 235, 245, 0.3))
    public static let link = named("link", 0, 122, 255, dark: (9, 132, 255, 1))

    // MARK: Fill colours

    public static let systemFill = UIColor(SystemColors.fill)
    public static let secondarySystemFill = UIColor(SystemColors.secondaryFill)
    public static let tertiarySystemFill = UIColor(SystemColors.tertiaryFill)
    public static let quaternarySystemFill = named("quaternarySystemFill", 116, 116, 128, 0.08, dark: (118, 118, 128, 0.18))

    // MARK: Backgrounds

    public static let systemBackground = UIColor(SystemColors.background)
    public static let secondarySystemBackground = UIColor(SystemColors.secondaryBackground)
    public static let tertiarySystemBackground = named("tertiarySystemBackground", 255, 255, 255, dark: (44, 44, 46, 1))
    public static let systemGroupedBackground = UIColor(SystemColors.groupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(SystemColors.groupedCard)
    public static let tertiarySystemGroupedBackground = UIColor(SystemColors.tertiaryGroupedBackground)

    // MARK: Separators

    public static let separator = UIColor(SystemColors.separator)
    public static let opaqueSeparator = named("opaqueSeparator", 198, 198, 200, dark: (56, 56, 58, 1))
}

extension Color {
    /// A SwiftUI colour from a UIKit colour, light and dark alike.
    public init(uiColor: UIColor) { self = uiColor.color }

    /// A SwiftUI colour from a UIKit colour, light and dark alike.
    public init(_ uiColor: UIColor) { self = uiColor.color }
}
