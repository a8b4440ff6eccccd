import Foundation

/// A control that displays an editable text interface.
///
/// iOS's default (plain) style: one line of text, or the title as a grey placeholder
/// when the text is empty, leading-aligned in a view that fills the width it is offered
/// (its ideal width is the text's) and is one line tall. Typing goes to `text`.
public struct TextField<Label: View>: _PrimitiveView {
    let placeholder: Text
    let text: Binding<String>

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes += inputs.resolve(EditableText(text: view.text, placeholder: view.placeholder, isSecure: false))
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        placeholder = Text(titleKey)
        self.text = text
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        placeholder = Text(title)
        self.text = text
    }

    /// A field whose placeholder is `prompt` when given, else the title.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        placeholder = prompt ?? Text(titleKey)
        self.text = text
    }
}

/// A control into which people securely enter private text: TextField's look, with a
/// bullet in place of each character.
public struct SecureField<Label: View>: _PrimitiveView {
    let placeholder: Text
    let text: Binding<String>

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes += inputs.resolve(EditableText(text: view.text, placeholder: view.placeholder, isSecure: true))
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        placeholder = Text(titleKey)
        self.text = text
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        placeholder = Text(title)
        self.text = text
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        placeholder = prompt ?? Text(titleKey)
        self.text = text
    }
}

/// What TextField and SecureField draw: the text or the placeholder on one line.
struct EditableText: _PrimitiveView {
    let text: Binding<String>
    let placeholder: Text
    let isSecure: Bool

    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let isEnabled = inputs.environment.isEnabled
        let value = view.text.wrappedValue
        let shown = value.isEmpty
            ? view.placeholder.foregroundColor(SystemColors.tertiaryLabel)
            : Text(verbatim: view.isSecure ? String(repeating: "\u{2022}", count: value.count) : value)
        let field = shown
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
        let entry = field.interaction(.textEntry(view.text))
        if isEnabled { return list.nodes += inputs.resolve(entry) }
        list.nodes += inputs.resolve(entry.foregroundStyle(SystemColors.tertiaryLabel))
    }
}
