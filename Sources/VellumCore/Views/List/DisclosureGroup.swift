import Foundation

/// A view that shows or hides another content view, based on the state of a disclosure
/// control.
///
/// The label row has the label leading and a chevron trailing in the tint (pointing
/// right when collapsed, down when expanded); a tap anywhere on the row toggles it.
/// - Outside a list it is a leading-aligned VStack (spacing 8, estimated): the label
///   row, then the content when expanded.
/// - In a List or Form the label row is a row, and each content view is a row after it,
///   indented one outline level.
/// Without an `isExpanded` binding the group keeps its own expansion (collapsed at
/// first) in the view graph's persistent state for its identity.
///
/// A `disclosureGroupStyle(_:)` other than `.automatic` draws the group instead, from
/// its label, content and expansion binding.
public struct DisclosureGroup<Label: View, Content: View>: _PrimitiveView {
    let isExpanded: Binding<Bool>?
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        isExpanded = nil
        self.content = content()
        self.label = label()
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded
        self.content = content()
        self.label = label()
    }

    /// The spacing between the label row and the content outside a list (estimated).
    static var contentSpacing: CGFloat { 8 }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let env = inputs.environment
        let expansion: Binding<Bool>
        if let binding = view.isExpanded {
            expansion = binding
        } else {
            let state = inputs.persistentObject { DisclosureState() }
            let invalidator = inputs.invalidator
            expansion = Binding(get: { state.isExpanded }, set: { state.isExpanded = $0; invalidator.invalidate() })
        }
        if let style = env.disclosureGroupStyle {
            // A disclosure group in the style's own body is the automatic one; groups in
            // the label and content keep the style, as they would outside it.
            let configuration = DisclosureGroupStyleConfiguration(
                label: .init(content: view.label, style: style), content: .init(content: view.content, style: style),
                isExpanded: expansion)
            return list.nodes += style.makeBody(configuration, inputs.withDisclosureGroupStyle(nil))
        }
        let expanded = expansion.wrappedValue
        let chevron = DisclosureChevron()
            .stroke(env.isEnabled ? env.controlTint : SystemColors.tertiaryLabel,
                    style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            .frame(width: 7, height: 12)
            .rotationEffect(.degrees(expanded ? 90 : 0))
        let row = HStack {
            view.label
            Spacer()
            chevron
        }
        let labelRow = row.interaction(.tap { expansion.wrappedValue.toggle() })

        if env.listRowStyle != nil {
            list.nodes += inputs.resolve(labelRow)
            guard expanded else { return }
            for node in inputs.resolve(view.content) {
                node.traits.layoutValues[ObjectIdentifier(OutlineLevelKey.self)] = node.traits.layoutValue(OutlineLevelKey.self) + 1
                list.nodes.append(node)
            }
            return
        }
        list.nodes += inputs.resolve(VStack(alignment: .leading, spacing: contentSpacing) {
            labelRow
            if expanded { view.content }
        })
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

// MARK: - Styles

/// A type that specifies the appearance and interaction of disclosure groups within a
/// view hierarchy.
///
/// A style of your own draws the group from its configuration and expands it through
/// `configuration.isExpanded`:
///
/// ```swift
/// struct ArrowDisclosureStyle: DisclosureGroupStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             Button { configuration.isExpanded.toggle() } label: {
///                 HStack {
///                     Image(systemName: "chevron.right")
///                         .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
///                     configuration.label
///                 }
///             }
///             if configuration.isExpanded { configuration.content }
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    typealias Configuration = DisclosureGroupStyleConfiguration

    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The properties of a disclosure group instance.
public struct DisclosureGroupStyleConfiguration {
    /// A type-erased label of a disclosure group.
    public struct Label: _PrimitiveView {
        let content: any View
        let style: AnyDisclosureGroupStyle
        public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
            appendAny(view.content, inputs: inputs.withDisclosureGroupStyle(view.style), list: &list)
        }
    }

    /// A type-erased content of a disclosure group.
    public struct Content: _PrimitiveView {
        let content: any View
        let style: AnyDisclosureGroupStyle
        public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
            appendAny(view.content, inputs: inputs.withDisclosureGroupStyle(view.style), list: &list)
        }
    }

    /// The label for the disclosure group.
    public let label: Label
    /// The content of the disclosure group.
    public let content: Content
    /// Whether the group is expanded; setting it sets the group's binding (or its own
    /// state, without one).
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

/// The style the context chooses: on iOS, the label row with a trailing chevron.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroup(isExpanded: configuration.$isExpanded) { configuration.content } label: { configuration.label }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// A disclosure group style in the environment, ready to make a group's views.
typealias AnyDisclosureGroupStyle = AnyStyle<@MainActor (DisclosureGroupStyleConfiguration, _ViewInputs) -> [LayoutNode]>

extension AnyDisclosureGroupStyle {
    @MainActor
    init<S: DisclosureGroupStyle>(_ style: S) {
        self.init(style) { configuration, inputs in inputs.resolve(style.makeBody(configuration: configuration)) }
    }
}

private struct DisclosureGroupStyleKey: EnvironmentKey {
    static let defaultValue: AnyDisclosureGroupStyle? = nil
}

extension EnvironmentValues {
    /// The style set with `disclosureGroupStyle(_:)`; nil for `.automatic`.
    var disclosureGroupStyle: AnyDisclosureGroupStyle? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

extension _ViewInputs {
    func withDisclosureGroupStyle(_ style: AnyDisclosureGroupStyle?) -> _ViewInputs {
        var inputs = self
        inputs.environment.disclosureGroupStyle = style
        return inputs
    }
}

extension View {
    /// Sets the style for disclosure groups within this view.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\.disclosureGroupStyle, style is AutomaticDisclosureGroupStyle ? nil : AnyDisclosureGroupStyle(style))
    }
}

/// A disclosure group's own expansion, kept per identity.
final class DisclosureState {
    var isExpanded = false
}

/// SF Symbols' chevron.right as an open chevron (estimated 7 × 12).
struct DisclosureChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        return path
    }
}
