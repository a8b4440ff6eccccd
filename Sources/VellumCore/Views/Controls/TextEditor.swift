import Foundation

/// A view that can display and edit long-form text.
///
/// Like SwiftUI's, it takes all the space it is offered in both axes (its ideal size is
/// its text's), and draws the text wrapped inside UITextView's default insets: 8 pt top
/// and bottom, 5 pt each side (the text container's line fragment padding). Text taller
/// than the editor scrolls: the editor shows the lines that fit, its end while it has
/// focus. It draws the system background behind the text unless
/// `scrollContentBackground(.hidden)` hides it. Return (`ViewHost.submit()`) types a new
/// line.
///
/// ```swift
/// TextEditor(text: $notes)
///     .frame(height: 200)
/// ```
public struct TextEditor: _PrimitiveView {
    let text: Binding<String>

    public init(text: Binding<String>) {
        self.text = text
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let editor = EditableText(source: .text(view.text), placeholder: Text(verbatim: ""), isEditor: true)
        guard inputs.environment.scrollContentBackground != .hidden else { return list.nodes += inputs.resolve(editor) }
        list.nodes += inputs.resolve(editor.background(SystemColors.background))
    }
}

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// Whether scrollable views here draw their background (`scrollContentBackground`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Specifies the visibility of the background for scrollable views within this view:
    /// `.hidden` removes a text editor's background.
    public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Visibility>> {
        environment(\.scrollContentBackground, visibility)
    }
}
