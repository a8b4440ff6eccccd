import Foundation

/// The font changes `fontWeight`, `fontWidth`, `fontDesign`, `bold`, `italic`, `monospaced` and
/// `monospacedDigit` make for all text in a view (iOS 16's view forms), applied to
/// each text's font where it is shown.
struct FontModifiers: Equatable, Sendable {
    var weight: Font.Weight?
    var width: Font.Width?
    var design: Font.Design?
    var isBold: Bool?
    var isItalic: Bool?
    var isMonospaced: Bool?
    var isMonospacedDigit = false

    func apply(to font: Font) -> Font {
        var font = font
        if let weight { font = font.weight(weight) }
        if isBold == true { font = font.bold() }
        if let width { font = font.width(width) }
        if let design { font = font.design(design) }
        if isMonospaced == true { font = font.monospaced() }
        if let isItalic { font.isItalic = font.isItalic || isItalic }
        if isMonospacedDigit { font = font.monospacedDigit() }
        return font
    }
}

/// The spacing and lines `kerning`, `tracking`, `baselineOffset`, `underline` and
/// `strikethrough` set for all text in a view (iOS 16's view forms); a text's own
/// values win.
struct TextLineModifiers: Equatable, Sendable {
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    /// `.some(nil)` draws the line in the text's colour.
    var underline: Color??
    var strikethrough: Color??

    @MainActor func apply(to run: inout TextContent.Run, from text: Text.Run) {
        if text.kerning == 0, let kerning { run.kerning = sanitizedCharacterSpacing(kerning, "kerning") }
        if text.tracking == 0, let tracking { run.tracking = sanitizedCharacterSpacing(tracking, "tracking") }
        if text.baselineOffset == 0, let baselineOffset { run.baselineOffset = sanitizedLength(baselineOffset) }
        if text.underline == nil { run.underline = underline }
        if text.strikethrough == nil { run.strikethrough = strikethrough }
    }
}

private struct TextLineModifiersKey: EnvironmentKey {
    static let defaultValue = TextLineModifiers()
}

private struct FontModifiersKey: EnvironmentKey {
    static let defaultValue = FontModifiers()
}

extension EnvironmentValues {
    var fontModifiers: FontModifiers {
        get { self[FontModifiersKey.self] }
        set { self[FontModifiersKey.self] = newValue }
    }

    var textLineModifiers: TextLineModifiers {
        get { self[TextLineModifiersKey.self] }
        set { self[TextLineModifiersKey.self] = newValue }
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

    /// Sets the font width of the text in this view (see `Font.width(_:)`); `nil` keeps
    /// each font's own.
    public func fontWidth(_ width: Font.Width?) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        fontModifier { $0.width = width }
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

    private func lineModifier(_ change: @escaping (inout TextLineModifiers) -> Void) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        modifier(_EnvironmentTransformModifier { change(&$0.textLineModifiers) })
    }

    /// Sets extra space between the characters of the text in this view, in points.
    public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        lineModifier { $0.kerning = kerning }
    }

    /// Sets extra space after every character of the text in this view, in points.
    public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        lineModifier { $0.tracking = tracking }
    }

    /// Raises (positive) or lowers the text in this view from its baseline, in points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        lineModifier { $0.baselineOffset = baselineOffset }
    }

    /// Underlines the text in this view, in `color` or the text's own colour.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> ModifiedContent<Self, _EnvironmentTransformModifier>
    {
        lineModifier { $0.underline = isActive ? .some(color) : nil }
    }

    /// Strikes through the text in this view, in `color` or the text's own colour.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> ModifiedContent<Self, _EnvironmentTransformModifier>
    {
        lineModifier { $0.strikethrough = isActive ? .some(color) : nil }
    }
}

extension Text {
    /// Sets the font width of this text (see `Font.width(_:)`).
    public func fontWidth(_ width: Font.Width?) -> Text {
        var text = self
        for i in text.runs.indices where text.runs[i].width == nil { text.runs[i].width = width }
        return text
    }

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
