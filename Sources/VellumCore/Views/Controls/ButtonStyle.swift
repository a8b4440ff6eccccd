import Foundation

// MARK: - Style protocols

/// A type that applies standard interaction behaviour and a custom appearance to all
/// buttons within a view hierarchy. The button takes taps over its whole frame and runs
/// its action; the style only draws.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration

    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A type that applies custom interaction behaviour and a custom appearance to all
/// buttons within a view hierarchy: the style decides when to call
/// `configuration.trigger()`, usually from `onTapGesture`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration

    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a button, for a `ButtonStyle`.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: _PrimitiveView {
        let content: AnyView
        init<V: View>(_ content: V) { self.content = AnyView(content) }

        public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
            AnyView._makeViewList(view: view.content, inputs: inputs, list: &list)
        }
    }

    public let role: ButtonRole?
    public let label: Label
    /// Always false: Vellum draws buttons at rest.
    public let isPressed: Bool
}

/// The properties of a button, for a `PrimitiveButtonStyle`.
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label

    public let role: ButtonRole?
    public let label: Label
    /// Whether the button was enabled where it was declared; a disabled button's
    /// `trigger()` does nothing and built-in styles attach no interaction.
    let isEnabled: Bool
    let action: @MainActor () -> Void

    /// Performs the button's action, unless the button is disabled.
    @MainActor public func trigger() {
        if isEnabled { action() }
    }
}

// MARK: - Environment

/// A button style of either kind, as the environment keeps it.
typealias AnyButtonStyle = AnyStyle<@MainActor (PrimitiveButtonStyleConfiguration) -> AnyView>

extension AnyButtonStyle {
    @MainActor init<S: PrimitiveButtonStyle>(primitive style: S) {
        self.init(style) { AnyView(style.makeBody(configuration: $0)) }
    }

    /// A `ButtonStyle` draws; the button itself takes the taps.
    @MainActor init<S: ButtonStyle>(_ style: S) {
        self.init(style) { configuration in
            let body = style.makeBody(configuration: ButtonStyleConfiguration(
                role: configuration.role, label: configuration.label, isPressed: false))
            return AnyView(_ButtonActionView(configuration: configuration, content: body))
        }
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    /// nil means `.automatic`.
    static let defaultValue: AnyButtonStyle? = nil
}

extension EnvironmentValues {
    /// The style `.buttonStyle(_:)` set; nil means `.automatic`.
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}


extension View {
    /// Sets the style for buttons within this view to a style with custom interaction.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(primitive: style))
    }

    /// Sets the style for buttons within this view to a style that only draws.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }
}

/// A button's content with the button's tap over its whole frame (doing nothing when
/// disabled: the interaction records that).
struct _ButtonActionView<Content: View>: _PrimitiveView {
    let configuration: PrimitiveButtonStyleConfiguration
    let content: Content

    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes += inputs.resolve(view.content.interaction(.tap(view.configuration.action)))
    }
}

// MARK: - Built-in styles

/// The platform's default: borderless on iOS.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _SystemButton(kind: .borderless, configuration: configuration)
    }
}

/// The label in the tint colour, with no border or background.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _SystemButton(kind: .borderless, configuration: configuration)
    }
}

/// The label on a tinted, translucent rounded rectangle.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _SystemButton(kind: .bordered, configuration: configuration)
    }
}

/// A white label on a rounded rectangle filled with the tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _SystemButton(kind: .borderedProminent, configuration: configuration)
    }
}

/// The label as it is, neither tinted nor decorated.
public struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _PlainButtonBody(label: configuration.label)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// A plain button's label: dimmed when disabled, otherwise untouched.
struct _PlainButtonBody: _PrimitiveView {
    let label: ButtonStyleConfiguration.Label

    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        if inputs.environment.isEnabled { return list.nodes += inputs.resolve(view.label) }
        list.nodes += inputs.resolve(view.label.opacity(disabledControlOpacity))
    }
}

/// The look of iOS 17's system button styles.
///
/// Measured against iOS 17 where possible, otherwise estimated (marked so):
/// - borderless: the label in the tint (red for `.destructive`), no insets;
/// - bordered: the label in the tint on the tint at 15% opacity (estimated), in a
///   continuous rounded rectangle; insets by control size (regular 12 × 7, large
///   20 × 14, small 10 × 5, mini 8 × 3: regular from the iOS 17 control, the rest
///   estimated); corner radius 8 regular, 12 large, 6 small and mini (estimated);
///   small and mini use `.subheadline` unless a font is set (estimated);
/// - borderedProminent: the same shape filled with the tint, the label white.
/// Disabled: labels in `tertiaryLabel` grey, bordered backgrounds in `systemFill`.
struct _SystemButton: _PrimitiveView {
    enum Kind { case borderless, bordered, borderedProminent }
    let kind: Kind
    let configuration: PrimitiveButtonStyleConfiguration

    struct Metrics: Equatable {
        var horizontal: CGFloat
        var vertical: CGFloat
        var cornerRadius: CGFloat
        var font: Font

        static func bordered(_ size: ControlSize) -> Metrics {
            switch size {
            case .mini: Metrics(horizontal: 8, vertical: 3, cornerRadius: 6, font: .subheadline)
            case .small: Metrics(horizontal: 10, vertical: 5, cornerRadius: 6, font: .subheadline)
            case .regular: Metrics(horizontal: 12, vertical: 7, cornerRadius: 8, font: .body)
            case .large, .extraLarge: Metrics(horizontal: 20, vertical: 14, cornerRadius: 12, font: .body)
            }
        }
    }

    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let env = inputs.environment
        let tint = view.configuration.role == .destructive ? Color.red : env.controlTint
        let enabled = view.configuration.isEnabled
        let label = view.configuration.label
        let body: AnyView
        switch view.kind {
        case .borderless:
            body = AnyView(label.foregroundStyle(enabled ? tint : SystemColors.tertiaryLabel))
        case .bordered, .borderedProminent:
            let m = Metrics.bordered(env.controlSize)
            let prominent = view.kind == .borderedProminent
            let text: Color = !enabled ? SystemColors.tertiaryLabel : prominent ? .white : tint
            let fill: Color = !enabled ? SystemColors.fill : prominent ? tint : tint.opacity(0.15)
            body = AnyView(label
                .font(env.font ?? m.font)
                .foregroundStyle(text)
                .padding(EdgeInsets(top: m.vertical, leading: m.horizontal, bottom: m.vertical, trailing: m.horizontal))
                .background(fill, in: RoundedRectangle(cornerRadius: m.cornerRadius, style: .continuous)))
        }
        list.nodes += inputs.resolve(_ButtonActionView(configuration: view.configuration, content: body))
    }
}
