import Foundation

/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content.
///
/// ```swift
/// GroupBox("Storage") {
///     Gauge(value: 0.62) { Text("Used") }
/// }
/// ```
///
/// iOS draws the label (`.headline`) above the content, aligned leading and 8 apart,
/// inside a 16-point inset on a rounded rectangle (corner radius 8, continuous) in
/// `secondarySystemBackground`, or `tertiarySystemGroupedBackground` where the group box
/// sits on a card of a grouped list or form, as iOS picks the next background level. The
/// insets, spacing and radius are estimates from screenshots of iOS 17; Apple publishes
/// none.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The older form, with the label first.
    @available(*, deprecated, renamed: "GroupBox(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }

    @Environment(\.groupBoxStyle) private var style

    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(label: .init(content: label), content: .init(content: content))
        style.makeBody(configuration)
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

// MARK: - Styles

/// A type that specifies the appearance and interaction of all group boxes within a view
/// hierarchy.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration

    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The properties of a group box instance.
public struct GroupBoxStyleConfiguration {
    /// The title of the group box.
    public struct Label: _PrimitiveView {
        let content: any View
        public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
            appendAny(view.content, inputs: inputs, list: &list)
        }
    }

    /// The contents of the group box.
    public struct Content: _PrimitiveView {
        let content: any View
        public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
            appendAny(view.content, inputs: inputs, list: &list)
        }
    }

    public let label: Label
    public let content: Content
}

/// iOS's group box: the label over the content on a rounded background.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    static var padding: CGFloat { 16 }
    static var spacing: CGFloat { 8 }
    static var cornerRadius: CGFloat { 8 }

    public func makeBody(configuration: Configuration) -> some View {
        _DefaultGroupBox(configuration: configuration)
    }
}

/// The default group box's body, which reads whether it sits on a grouped card.
struct _DefaultGroupBox: View {
    let configuration: GroupBoxStyleConfiguration
    @Environment(\.listRowStyle) private var rowStyle
    private var onCard: Bool { rowStyle == .grouped || rowStyle == .insetGrouped }

    var body: some View {
        VStack(alignment: .leading, spacing: DefaultGroupBoxStyle.spacing) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding(DefaultGroupBoxStyle.padding)
        .background(
            RoundedRectangle(cornerRadius: DefaultGroupBoxStyle.cornerRadius, style: .continuous)
                .fill(onCard ? SystemColors.tertiaryGroupedBackground : SystemColors.secondaryBackground))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

typealias AnyGroupBoxStyle = AnyStyle<@MainActor (GroupBoxStyleConfiguration) -> AnyView>

extension AnyGroupBoxStyle {
    @MainActor
    init<S: GroupBoxStyle>(_ style: S) {
        self.init(style) { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: AnyGroupBoxStyle { MainActor.assumeIsolated { AnyGroupBoxStyle(DefaultGroupBoxStyle()) } }
}

extension EnvironmentValues {
    var groupBoxStyle: AnyGroupBoxStyle {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for group boxes within this view.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, AnyGroupBoxStyle(style))
    }
}
