import Foundation

/// The reasons to apply a redaction to data displayed on screen.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Displayed data should appear as generic placeholders: text is drawn as bars.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Displayed data should be obscured to protect private information: views marked
    /// `privacySensitive()` are drawn as placeholders.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Displayed data should appear as invalidated and pending a new update. iOS
    /// draws nothing different for it (it dims content on watchOS and in widgets).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

private struct PrivacySensitiveKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The current redaction reasons applied to the view hierarchy.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether views here were marked `privacySensitive()`.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether text here is drawn as placeholder bars: always for `.placeholder`, and
    /// for `.privacy` where the view is privacy sensitive.
    var redactsText: Bool {
        redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }
}

extension View {
    /// Adds a reason to apply a redaction to this view hierarchy; reasons add up with
    /// the parent's.
    public func redacted(reason: RedactionReasons) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        modifier(_EnvironmentTransformModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Removes any reason to apply a redaction to this view hierarchy.
    public func unredacted() -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<RedactionReasons>> {
        environment(\.redactionReasons, [])
    }

    /// Marks the view as containing sensitive, private user data: under a `.privacy`
    /// redaction it is drawn as a placeholder.
    public func privacySensitive(_ sensitive: Bool = true) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Bool>> {
        environment(\.isPrivacySensitive, sensitive)
    }
}

/// How redacted text looks. Apple publishes no figures; these are estimates (no source
/// found) matching the look of iOS 17's placeholders: one bar per line, as wide as the
/// line's text, the line box less a sixth of its height above and below, corners of a
/// quarter of the bar's height, in the text's own colour at 16% opacity.
enum RedactionBar {
    static let verticalInset: CGFloat = 1.0 / 6.0
    static let cornerFraction: CGFloat = 0.25
    static let opacity = 0.16

    /// The bar for a line of `width` whose line box spans `top` to `top + height`.
    static func rect(x: CGFloat, top: CGFloat, width: CGFloat, height: CGFloat) -> CGRect {
        CGRect(x: x, y: top + height * verticalInset, width: width, height: height * (1 - 2 * verticalInset))
    }
}
