import Foundation

/// The font changes `fontWeight`, `fontDesign`, `bold`, `italic`, `monospaced` and
/// `monospacedDigit` make for all text in a view (iOS 16's view forms), applied to
/// each text's font where it is shown.
struct FontModifiers: Equatable, Sendable {
    var weight: Font.Weight?
    var design: Font.Design?
    var isBold: Bool?
    var isItalic: Bool?
    var isMonospaced: Bool?
    var isMonospacedDigit = false

    func apply(to font: Font) -> Font {
        var font = font
        if let weight { font = font.weight(weight) }
        if isBold == true { font = font.bold() }
        if let design { font = font.design(design) }
        if isMonospaced == true { font = font.monospaced() }
        if let isItalic { font.isItalic = font.isItalic || isItalic }
        if isMonospacedDigit { font = font.monospacedDigit() }
        return font
    }
}

private struct FontModifiersKey: EnvironmentKey {
    static let defaultValue = FontModifiers()
}

extension EnvironmentValues {
    var fontModifiers: FontModifiers {
        get { self[FontModifiersKey.self] }
        set { self[FontModifiersKey.self] = newValue }
    }
}

extension View {
    private func fontModifier(_ change: @escaping (inout FontModifiers) -> Void) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        modifier(_EnvironmentTransformModifier { change(&$0.fontModifiers) })
    }

    /// Sets the font weight of the text in this view; `nil` keeps each font's own.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        fontModifier { $0.weight = weight }
    }

    /// Sets the font design of the text in this view; custom fonts keep their family.
    public func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        fontModifier { $0.design = design }
    }

    /// Applies a bold font weight to the text in this view.
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        fontModifier { $0.isBold = isActive }
    }

    /// Applies italics to the text in this view.
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        fontModifier { $0.isItalic = isActive }
    }

    /// Makes the text in this view use a monospaced font where the design has one.
    public func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        fontModifier { $0.isMonospaced = isActive }
    }

    /// Makes the digits of the text in this view all the same width (tabular figures).
    public func monospacedDigit() -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        fontModifier { $0.isMonospacedDigit = true }
    }
}

extension Text {
    /// Sets the font design of this text.
    public func fontDesign(_ design: Font.Design?) -> Text {
        var text = self
        for i in text.runs.indices where text.runs[i].design == nil { text.runs[i].design = design }
        return text
    }

    /// Uses the monospaced variant of this text's font.
    public func monospaced(_ isActive: Bool = true) -> Text {
        guard isActive else { return self }
        var text = self
        for i in text.runs.indices { text.runs[i].isMonospaced = true }
        return text
    }

    /// Makes this text's digits all the same width (tabular figures).
    public func monospacedDigit() -> Text {
        var text = self
        for i in text.runs.indices { text.runs[i].isMonospacedDigit = true }
        return text
    }
}
