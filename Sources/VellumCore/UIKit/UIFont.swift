import Foundation

/// UIKit's font object, which `import SwiftUI` brings on iOS: the system font at a size
/// and weight, or the font of a text style, used as a SwiftUI font with `Font(_:)`.
///
/// ```swift
/// Text("Total").font(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)))
/// ```
public final class UIFont: Hashable, Sendable {
    let font: Font

    init(font: Font) { self.font = font }

    /// A text style of Dynamic Type.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The SwiftUI text style of the same name; an unknown raw value is `.body`.
        var swiftUI: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }
    }

    /// A font weight, as UIKit numbers them: -1 (lightest) to 1 (heaviest), 0 regular.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The SwiftUI weight nearest this one.
        var swiftUI: Font.Weight {
            let table: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular),
                                                   (0.23, .medium), (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            let value = rawValue.isFinite ? rawValue : 0
            return table.min { abs($0.0 - value) < abs($1.0 - value) }!.1
        }
    }

    /// The system font at `fontSize` points and `weight`. A size that is not positive
    /// and finite is the default size, 17 points, with a warning.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: checked(fontSize), weight: weight.swiftUI))
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        var font = Font.system(size: checked(fontSize))
        font.isItalic = true
        return UIFont(font: font)
    }

    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: checked(fontSize), weight: weight.swiftUI, design: .monospaced))
    }

    /// The font of a Dynamic Type text style at the default size (`.body` is 17 points).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(font: .system(style.swiftUI))
    }

    /// The font's size in points.
    public var pointSize: CGFloat { font.size }

    private static func checked(_ size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else {
            Diagnostics.warnOnceDeferred("UIFont.systemFont(ofSize: \(size)): a font size must be positive and finite; using 17.")
            return 17
        }
        return size
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.font == rhs.font }
    public func hash(into hasher: inout Hasher) { hasher.combine(font) }
}

extension Font {
    /// A SwiftUI font from a UIKit font; a text-style font keeps its style, so it
    /// scales with Dynamic Type as SwiftUI's does.
    public init(_ font: UIFont) { self = font.font }
}
