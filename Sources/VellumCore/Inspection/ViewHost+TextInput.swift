import Foundation

extension ViewHost {
    /// The text field that has focus in a `ViewHost`, as a test reads it.
    public struct FocusedField {
        /// The `.id` of the innermost view marked with one around the field, if any.
        public let id: AnyHashable?
        /// The field's text (its value's text, for a formatted field being edited).
        public let text: String
        /// What the field shows when empty: its prompt, else its title.
        public let prompt: String
    }

    // MARK: Focus and typing

    /// The text field that has the window's focus, or nil.
    ///
    /// ```swift
    /// try host.tap(text: "Email")
    /// #expect(host.focusedField?.prompt == "Email")
    /// ```
    public var focusedField: FocusedField? {
        updateIfNeeded()
        guard let field = graph.focus.current else { return nil }
        var id: AnyHashable?
        for visible in visibleNodes() where !visible.node.explicitIDs.isEmpty && contains(field, in: visible.node) {
            id = visible.node.explicitIDs.last
        }
        return FocusedField(id: id, text: field.text(), prompt: field.prompt)
    }

    /// Focuses the text field marked `.id(id)` (or the first one inside it), as a tap on
    /// it does.
    public func focus<ID: Hashable>(id: ID) throws {
        updateIfNeeded()
        try field(id: id).focus()
        update()
    }

    /// Takes the focus from the focused field, as dismissing the keyboard does: a
    /// formatted field commits its text and its focus state is reset.
    public func unfocus() {
        updateIfNeeded()
        graph.focus.focus(nil)
        update()
    }

    /// Types `text` at the end of the focused field, as the keyboard would: characters
    /// its `keyboardType` has no key for are dropped and `textInputAutocapitalization`
    /// applies (see `TextInputAutocapitalization`).
    public func type(_ text: String) throws {
        updateIfNeeded()
        guard let field = graph.focus.current else {
            throw ViewHostError("No text field has focus to type \"\(text)\" into: tap one, or use focus(id:) or type(_:id:).")
        }
        field.type(text)
        update()
    }

    /// Deletes the focused field's text, as selecting it all and pressing Delete does.
    public func clearText() throws {
        updateIfNeeded()
        guard let field = graph.focus.current else {
            throw ViewHostError("No text field has focus to clear: tap one, or use focus(id:).")
        }
        field.replace("")
        update()
    }

    /// Presses Return in the focused field: a formatted field parses its text into its
    /// value, the `onSubmit` actions around the field run, and the field loses focus
    /// unless they moved it (`focusedField = .password`). In a vertical field or a text
    /// editor Return types a new line instead, as on iOS 17.
    public func submit() throws {
        updateIfNeeded()
        guard let field = graph.focus.current else {
            throw ViewHostError("No text field has focus to submit: tap one, or use focus(id:).")
        }
        if field.isMultiline {
            field.type("\n")
            return update()
        }
        field.commit()
        field.submit()
        // The actions moved focus if they set the field's focus state to another value.
        if graph.focus.current === field, field.target?.isSelectedNow() ?? true { graph.focus.focus(nil) }
        update()
    }

    /// The field of the view marked `.id(id)`, or the first field inside it.
    func field<ID: Hashable>(id: ID) throws -> FieldFocus {
        try interaction(id: id, kind: "a text field") { if case .textEntry(let field) = $0 { field } else { nil } }
    }

    private func contains(_ field: FieldFocus, in node: LayoutNode) -> Bool {
        var stack = [node]
        while let current = stack.popLast() {
            if case .textEntry(let found)? = current.interaction?.interaction, found === field { return true }
            stack.append(contentsOf: current.children)
        }
        return false
    }
}
