import Foundation

/// A control that displays an editable text interface.
///
/// iOS's default (plain) style: the text, or the prompt (else the title) as a grey
/// placeholder when the text is empty, leading-aligned in a view that fills the width it
/// is offered (its ideal width is the text's). A horizontal field is one line tall; a
/// field made with `axis: .vertical` wraps and grows with its text within its
/// `lineLimit` (one line up, by default), and beyond the limit shows the end of the text
/// while focused (it scrolls), the start otherwise.
///
/// A tap focuses the field (see `FocusState`); the focused field draws a caret, 2 pt
/// wide in the tint colour, at the end of its text. `ViewHost.type(_:)` types into the
/// focused field, `ViewHost.submit()` presses Return: the `onSubmit` actions around it
/// run and it loses focus unless they moved focus elsewhere. Return in a vertical field
/// types a new line instead, as it does on iOS 17.
///
/// ```swift
/// TextField("Name", text: $name)
/// TextField("Bio", text: $bio, axis: .vertical).lineLimit(2...5)
/// TextField("Amount", value: $amount, format: .number)
/// ```
public struct TextField<Label: View>: _PrimitiveView {
    let field: EditableText

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes += inputs.resolve(view.field)
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey, text: text, prompt: nil, axis: .horizontal)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title, text: text, prompt: nil, axis: .horizontal)
    }

    /// A field whose placeholder is `prompt` when given, else the title.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(titleKey, text: text, prompt: prompt, axis: .horizontal)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text, prompt: prompt, axis: .horizontal)
    }

    /// A field that scrolls along `axis` when its text is longer than it: `.vertical`
    /// wraps and grows within its `lineLimit`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text, prompt: nil, axis: axis)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text, prompt: nil, axis: axis)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        field = EditableText(source: .text(text), placeholder: prompt ?? Text(titleKey), axis: axis)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        field = EditableText(source: .text(text), placeholder: prompt ?? Text(title), axis: axis)
    }

    // MARK: Formatted values

    /// A field that edits a value through a format style: it shows `format`'s text for
    /// the value, and when the field is submitted or loses focus parses what was typed
    /// into the binding. Text that does not parse leaves the value unchanged, and the
    /// field shows the value's text again.
    ///
    /// ```swift
    /// TextField("Age", value: $age, format: .number)
    /// TextField("Price", value: $price, format: .currency(code: "EUR"))
    /// ```
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        field = EditableText(source: .formatted(FormattedText(value: value, format: format)), placeholder: prompt ?? Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        field = EditableText(source: .formatted(FormattedText(value: value, format: format)), placeholder: prompt ?? Text(title))
    }

    /// A field that edits an optional value through a format style: empty when the value
    /// is nil, and emptying the field sets it to nil.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        field = EditableText(source: .formatted(FormattedText(optional: value, format: format)), placeholder: prompt ?? Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        field = EditableText(source: .formatted(FormattedText(optional: value, format: format)), placeholder: prompt ?? Text(title))
    }

    /// A field that edits a value through a `Formatter` (a `NumberFormatter` or
    /// `DateFormatter`), parsed as the format-style form is.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        field = EditableText(source: .formatted(FormattedText(value: value, formatter: formatter)), placeholder: prompt ?? Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        field = EditableText(source: .formatted(FormattedText(value: value, formatter: formatter)), placeholder: prompt ?? Text(title))
    }
}

extension TextField {
    /// A field with a label view. iOS shows the prompt as the placeholder, not the label.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        field = EditableText(source: .text(text), placeholder: prompt ?? Text(verbatim: ""), axis: axis)
    }
}

/// A control into which people securely enter private text: TextField's look, with a
/// bullet in place of each character.
public struct SecureField<Label: View>: _PrimitiveView {
    let field: EditableText

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes += inputs.resolve(view.field)
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = EditableText(source: .text(text), placeholder: Text(titleKey), isSecure: true)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = EditableText(source: .text(text), placeholder: Text(title), isSecure: true)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = EditableText(source: .text(text), placeholder: prompt ?? Text(titleKey), isSecure: true)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = EditableText(source: .text(text), placeholder: prompt ?? Text(title), isSecure: true)
    }
}

// MARK: - Formatted values

/// A value edited as text: its text, and parsing text back into it.
struct FormattedText {
    /// The value's text now.
    let display: () -> String
    /// Sets the value from `text` if it parses; false (value unchanged) if not.
    let parse: (String) -> Bool

    init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F) where F.FormatOutput == String {
        display = { format.format(value.wrappedValue) }
        parse = { text in
            guard let parsed = try? format.parseStrategy.parse(text) else { return false }
            value.wrappedValue = parsed
            return true
        }
    }

    init<F: ParseableFormatStyle>(optional value: Binding<F.FormatInput?>, format: F) where F.FormatOutput == String {
        display = { value.wrappedValue.map { format.format($0) } ?? "" }
        parse = { text in
            if text.isEmpty {
                value.wrappedValue = nil
                return true
            }
            guard let parsed = try? format.parseStrategy.parse(text) else { return false }
            value.wrappedValue = parsed
            return true
        }
    }

    @MainActor
    init<V>(value: Binding<V>, formatter: Formatter) {
        display = { formatter.string(for: value.wrappedValue) ?? "" }
        parse = { text in
            let parsed: Any?
            switch formatter {
            case let numbers as NumberFormatter:
                let number = numbers.number(from: text)
                switch V.self {
                case is Int.Type: parsed = number?.intValue
                case is Double.Type: parsed = number?.doubleValue
                case is Float.Type: parsed = number?.floatValue
                case is Decimal.Type: parsed = number?.decimalValue
                default: parsed = number
                }
            case let dates as DateFormatter: parsed = dates.date(from: text)
            default:
                Diagnostics.warnOnce("TextField(value:formatter:): Vellum parses with a NumberFormatter or a DateFormatter; \(type(of: formatter)) leaves the value unchanged.")
                parsed = nil
            }
            guard let typed = parsed as? V else { return false }
            value.wrappedValue = typed
            return true
        }
    }
}

/// The text typed into a formatted field since it was last committed; nil shows the
/// value's own text.
final class EditBuffer {
    var text: String?
}

// MARK: - What fields draw

/// What TextField, SecureField and TextEditor draw: the text (or the placeholder), the
/// caret when focused, in the field style of the environment.
struct EditableText: _PrimitiveView {
    enum Source {
        case text(Binding<String>)
        case formatted(FormattedText)
    }

    let source: Source
    let placeholder: Text
    var isSecure = false
    var axis = Axis.horizontal
    /// A `TextEditor`: fills what it is offered, with UITextView's insets, no placeholder.
    var isEditor = false

    /// UITextView's default `textContainerInset` (8 pt top and bottom) and its text
    /// container's `lineFragmentPadding` (5 pt each side): UIKit's documented defaults.
    static let editorInsets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)

    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let env = inputs.environment
        let coordinator = inputs.graph.focus
        let field = inputs.persistentObject({ FieldFocus() }, onRemove: { [weak coordinator] in coordinator?.removed($0) })
        let invalidator = inputs.invalidator
        let text: Binding<String>
        switch view.source {
        case .text(let binding):
            text = binding
            field.commit = {}
        case .formatted(let formatted):
            let buffer = inputs.persistentObject { EditBuffer() }
            text = Binding(get: { buffer.text ?? formatted.display() }, set: { buffer.text = $0; invalidator.invalidate() })
            field.commit = {
                guard let typed = buffer.text else { return }
                buffer.text = nil
                _ = formatted.parse(typed)
                invalidator.invalidate()
            }
        }
        let traits = env.textInputTraits
        let locale = env.locale
        field.target = env.focusTarget
        field.invalidator = invalidator
        field.coordinator = inputs.graph.focus
        field.submit = { env.runSubmitActions(.text) }
        field.type = { typed in text.wrappedValue += traits.typing(typed, after: text.wrappedValue, locale: locale) }
        field.replace = { text.wrappedValue = $0 }
        field.text = { text.wrappedValue }
        field.prompt = view.placeholder.plainString
        field.isMultiline = view.isEditor || view.axis == .vertical
        let isFocused = env.isEnabled && inputs.graph.focus.resolved(field, graph: inputs.graph)

        let value = text.wrappedValue
        let isEmpty = value.isEmpty
        let shown = isEmpty
            ? (view.isEditor ? Text(verbatim: "") : view.placeholder.foregroundColor(SystemColors.tertiaryLabel))
            : Text(verbatim: view.isSecure ? String(repeating: "\u{2022}", count: value.count) : value)
        // The text is laid out without a line limit; the field shows the lines it has room for.
        var textInputs = inputs
        textInputs.environment.lineLimits = LineLimits()
        var textList = _ViewList()
        Text._makeViewList(view: shown, inputs: textInputs, list: &textList)
        if view.axis == .vertical, let upper = env.lineLimits.upper, upper < 1 {
            Diagnostics.warnOnce("TextField(axis: .vertical) with lineLimit(\(upper)) shows one line; a field always shows at least one.")
        }
        let leaf = FieldTextLeaf(
            text: textList.nodes.first.flatMap { ($0.behavior as? LeafBehavior<TextLeaf>)?.leaf },
            metrics: env.textEngine.metrics(of: (env.font ?? .body).resolved(in: env)),
            lineSpacing: env.lineSpacing.isFinite ? env.lineSpacing : 0,
            lineLimits: view.isEditor ? LineLimits() : view.axis == .vertical ? env.lineLimits : LineLimits(lower: 1, upper: 1),
            isVertical: view.isEditor || view.axis == .vertical,
            fills: view.isEditor,
            insets: view.isEditor ? editorInsets : EdgeInsets(),
            caret: isFocused ? env.controlTint : nil,
            caretAtStart: isEmpty,
            environment: env)
        let entry = _LeafView(leaf: leaf).interaction(.textEntry(field))
        let styled = view.isEditor ? AnyView(entry) : env.textFieldStyle.styled(entry)
        if env.isEnabled { return list.nodes += inputs.resolve(styled) }
        list.nodes += inputs.resolve(styled.foregroundStyle(SystemColors.tertiaryLabel))
    }
}

/// A field's text: the lines it has room for, scrolled to the end while it has focus,
/// and the caret.
struct FieldTextLeaf: LeafLayout {
    /// The text, or the placeholder; nil when both are empty.
    let text: TextLeaf?
    let metrics: FontMetrics
    let lineSpacing: CGFloat
    /// The fewest and most lines shown: one for a horizontal field.
    let lineLimits: LineLimits
    /// Whether the text wraps to the width.
    let isVertical: Bool
    /// A text editor: takes the whole of what it is offered.
    let fills: Bool
    let insets: EdgeInsets
    /// The caret's colour while the field has focus.
    let caret: Color?
    /// The placeholder is shown: the caret sits before it.
    let caretAtStart: Bool
    let environment: EnvironmentValues

    /// The caret's width: UIKit's text cursor is 2 pt wide.
    static let caretWidth: CGFloat = 2

    var label: String { fills ? "TextEditor" : "TextField" }
    var displayedText: String? { text?.displayedText }
    var hasExplicitGuides: Bool { true }

    private var pitch: CGFloat { metrics.lineHeight + lineSpacing }

    /// The paragraph laid out in a content width (only a vertical field wraps).
    private func paragraph(width: CGFloat?) -> (layout: TextLayout?, proposal: ProposedViewSize) {
        let proposal = ProposedViewSize(width: isVertical ? width.map { Swift.max($0, 1) } : nil, height: nil)
        return (text?.layout(for: proposal), proposal)
    }

    private func contentWidth(_ width: CGFloat?) -> CGFloat? {
        width.flatMap { $0.isFinite ? Swift.max($0 - insets.leading - insets.trailing, 0) : nil }
    }

    /// How many lines a paragraph of `total` lines shows within the limits (and, for an
    /// editor, the height).
    private func shownLines(_ total: Int, height: CGFloat?) -> Int {
        var count = Swift.max(total, 1)
        if let lower = lineLimits.lower { count = Swift.max(count, lower) }
        if let upper = lineLimits.upper { count = Swift.min(count, Swift.max(upper, 1)) }
        // An infinite or NaN height limits nothing (and must not reach Int()).
        if let height, height.isFinite, fills, pitch > 0 {
            let fitting = ((height - insets.top - insets.bottom + lineSpacing) / pitch + 1e-9).rounded(.down)
            count = Swift.min(count, Int(Swift.max(Swift.min(fitting, Double(count)), 1)))
        }
        return count
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let (layout, _) = paragraph(width: contentWidth(proposal.width))
        let lines = shownLines(layout?.lines.count ?? 1, height: nil)
        let height = CGFloat(lines) * metrics.lineHeight + CGFloat(lines - 1) * lineSpacing + insets.top + insets.bottom
        let ideal = (layout?.size.width ?? 0) + insets.leading + insets.trailing
        let width = proposal.width.flatMap { $0.isFinite ? Swift.max($0, 0) : nil } ?? ideal
        if fills {
            return CGSize(width: width, height: proposal.height.flatMap { $0.isFinite ? Swift.max($0, 0) : nil } ?? height)
        }
        return CGSize(width: width, height: height)
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        let (layout, _) = paragraph(width: contentWidth(proposal.width))
        let lines = shownLines(layout?.lines.count ?? 1, height: size.height)
        let line = key == VerticalAlignment.firstTextBaseline.key ? 0 : lines - 1
        return insets.top + CGFloat(line) * pitch + metrics.ascent
    }

    /// Draws the shown lines (clipped to the field when it scrolls) and the caret at the
    /// end of the text, or before the placeholder.
    func draw(in frame: CGRect, proposal: ProposedViewSize, into list: inout DisplayListBuilder) {
        let inner = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                           width: Swift.max(frame.width - insets.leading - insets.trailing, 0),
                           height: Swift.max(frame.height - insets.top - insets.bottom, 0))
        let (layout, textProposal) = paragraph(width: inner.width)
        let total = layout?.lines.count ?? 0
        let shown = shownLines(total, height: frame.height)
        // Focused, a field scrolled to its end; otherwise to its start.
        let firstLine = caret != nil && !caretAtStart && total > shown ? total - shown : 0
        let textWidth = layout?.size.width ?? 0
        var dx: CGFloat = 0
        if !isVertical, caret != nil, !caretAtStart, textWidth + Self.caretWidth > inner.width {
            dx = inner.width - Self.caretWidth - textWidth
        }
        let textFrame = CGRect(x: inner.minX + dx, y: inner.minY - CGFloat(firstLine) * pitch,
                               width: isVertical ? inner.width : Swift.max(textWidth, inner.width),
                               height: layout?.size.height ?? 0)
        if let text {
            let clips = total > shown || textWidth > inner.width
            if clips {
                list.group(.clip(Path(CGRect(x: inner.minX, y: inner.minY, width: inner.width,
                                             height: CGFloat(shown) * metrics.lineHeight + CGFloat(shown - 1) * lineSpacing)),
                                 FillStyle())) { list in
                    text.draw(in: textFrame, proposal: textProposal, into: &list)
                }
            } else {
                text.draw(in: textFrame, proposal: textProposal, into: &list)
            }
        }
        guard let caret else { return }
        let fraction = environment.lineAlignmentFraction
        var x = inner.minX + inner.width * fraction - Self.caretWidth * fraction
        var baseline = inner.minY + metrics.ascent
        if !caretAtStart, let line = layout?.lines.last {
            x = textFrame.minX + (textFrame.width - line.width) * fraction + line.width
            if fraction == 1 { x -= Self.caretWidth }
            baseline = textFrame.minY + line.baseline
        }
        x = Swift.min(Swift.max(x, inner.minX), Swift.max(inner.maxX - Self.caretWidth, inner.minX))
        let rect = CGRect(x: x, y: baseline - metrics.ascent, width: Self.caretWidth, height: metrics.ascent + metrics.descent)
        list.append(.fill(Path(roundedRect: rect, cornerRadius: Self.caretWidth / 2), .color(caret), FillStyle()))
    }
}
