import Foundation

/// A container for attaching a label to a value-bearing view.
///
/// Outside a `Form` it is a row: the label at the leading edge and the content, in the
/// secondary style, at the trailing edge, in an `HStack` aligned on the first text
/// baseline with a `Spacer` between them, so it takes the width it is offered.
///
/// ```swift
/// LabeledContent("Name", value: "Mary Colby")
/// LabeledContent { Text("42") } label: { Label("Answers", systemImage: "star") }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        HStack(alignment: .firstTextBaseline) {
            label
            Spacer()
            content.foregroundStyle(Color.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    /// Content with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A text value with a text label.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}
