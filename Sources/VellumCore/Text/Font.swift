import Foundation

/// An environment-dependent font.
///
/// Text styles have their iOS sizes at the default Dynamic Type size: largeTitle 34,
/// title 28, title2 22, title3 20, headline 17 semibold, body 17, callout 16,
/// subheadline 15, footnote 13, caption 12, caption2 11.
public struct Font: Hashable, Sendable {
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The point size at the default Dynamic Type size on iOS.
        public var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        var defaultWeight: Weight { self == .headline ? .semibold : .regular }
    }

    public struct Weight: Hashable, Sendable {
        /// The weight on the CSS/OpenType scale (400 regular, 700 bold).
        public let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A width to use for fonts that have multiple widths, on Core Text's width-trait
    /// scale (-1 narrowest, 0 standard, 1 widest).
    ///
    /// The named widths' values are those of SwiftUI's implementations read from Apple's
    /// frameworks (compressed -0.3, condensed -0.2, expanded 0.2; an undocumented
    /// `Font.Width(0.3)` draws SF Pro's extra-expanded face, per Geoff Hackworth's
    /// SystemFontWidths sample). See `Font.width(_:)` for the face drawn.
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// Which face to use; the text engine turns this into a font file.
    public enum Family: Hashable, Sendable {
        case system(Design)
        case custom(String)
    }

    public var family: Family
    public var size: CGFloat
    public var weight: Weight
    public var isItalic = false
    public var isMonospacedDigit = false
    public var width = Width.standard
    /// The text style the size came from, if any.
    public var textStyle: TextStyle?

    /// The largest size text and symbol images are drawn at, in points.
    package static let maximumPointSize: CGFloat = 10_000

    /// A point size as laid out and drawn: NaN and negative sizes are 0, sizes above
    /// `maximumPointSize` (infinity included) are that maximum.
    package static func drawnPointSize(_ size: CGFloat) -> CGFloat {
        size.isNaN ? 0 : Swift.min(Swift.max(size, 0), maximumPointSize)
    }

    init(family: Family, size: CGFloat, weight: Weight, textStyle: TextStyle? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
    }

    public static let largeTitle = Font.system(.largeTitle)
    public static let title = Font.system(.title)
    public static let title2 = Font.system(.title2)
    public static let title3 = Font.system(.title3)
    public static let headline = Font.system(.headline)
    public static let subheadline = Font.system(.subheadline)
    public static let body = Font.system(.body)
    public static let callout = Font.system(.callout)
    public static let footnote = Font.system(.footnote)
    public static let caption = Font.system(.caption)
    public static let caption2 = Font.system(.caption2)

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(family: .system(design ?? .default), size: style.pointSize,
             weight: weight ?? style.defaultWeight, textStyle: style)
    }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(family: .system(design ?? .default), size: size, weight: weight ?? .regular)
    }

    /// A font of the named family; the text engine falls back when it is not installed.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(family: .custom(name), size: size, weight: .regular)
    }

    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(family: .custom(name), size: size, weight: .regular, textStyle: textStyle)
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(family: .custom(name), size: fixedSize, weight: .regular)
    }

    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    public func bold() -> Font { weight(.bold) }

    /// The font at another width: the family's face of the nearest width in that
    /// direction (as CSS `font-stretch` matching picks it), found by the width class
    /// fontconfig reports. A family without a face that way (Inter has none; DejaVu Sans
    /// and Serif have condensed ones in `fonts-dejavu-extra`) draws its standard face and
    /// warns once: scaling glyphs would not look like Apple's drawn widths either.
    public func width(_ width: Width) -> Font {
        var font = self
        font.width = width
        return font
    }

    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// The font in another system design; a custom font keeps its family.
    func design(_ design: Design) -> Font {
        var font = self
        if case .system = font.family { font.family = .system(design) }
        return font
    }

    public func monospaced() -> Font {
        var font = self
        if case .system = font.family { font.family = .system(.monospaced) }
        return font
    }

    public func monospacedDigit() -> Font {
        var font = self
        font.isMonospacedDigit = true
        return font
    }
}
