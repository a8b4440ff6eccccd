import Foundation

extension Text {
    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase

        /// The string in this case, by `locale`'s rules (Turkish "i" uppercases to "İ").
        func apply(_ string: String, locale: Locale) -> String {
            switch self {
            case .uppercase: string.uppercased(with: locale)
            case .lowercase: string.lowercased(with: locale)
            }
        }
    }
}

private struct TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

extension EnvironmentValues {
    /// The capitalization text is shown in; grouped list headers set `.uppercase`.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Sets a transform for the case of the text contained in this view when displayed.
    public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Text.Case?>> {
        environment(\.textCase, textCase)
    }
}
