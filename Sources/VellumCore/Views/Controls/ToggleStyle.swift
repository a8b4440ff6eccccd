import Foundation

/// The appearance and interaction of all toggles within a view hierarchy.
///
/// A style of your own draws the toggle from its configuration and flips it through
/// `configuration.isOn` (or `$isOn`):
///
/// ```swift
/// struct CheckboxToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button {
///             configuration.isOn.toggle()
///         } label: {
///             HStack {
///                 Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///                 configuration.label
///             }
///         }
///     }
/// }
///
/// Toggle("Remember me", isOn: $remember).toggleStyle(CheckboxToggleStyle())
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration

    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The properties of a toggle instance.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public struct Label: _PrimitiveView {
        let content: any View
        public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
            appendAny(view.content, inputs: inputs, list: &list)
        }
    }

    /// A view that describes the effect of switching the toggle between states.
    public let label: Label

    /// Whether the toggle is on; setting it flips the toggle's binding.
    @Binding public var isOn: Bool

    /// Whether the toggle stands for several values at once; always false in Vellum,
    /// which has no toggles over collections of bindings.
    public var isMixed: Bool { false }

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// The default toggle style: a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(isOn: configuration.$isOn) { configuration.label }
    }
}

/// A toggle that looks like a switch.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        if let tint {
            Toggle(isOn: configuration.$isOn) { configuration.label }.tint(tint)
        } else {
            Toggle(isOn: configuration.$isOn) { configuration.label }
        }
    }
}

/// A toggle that looks like a button: the label in a bordered button, filled with the
/// tint when on.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let button = Button { configuration.isOn.toggle() } label: { configuration.label }
        if configuration.isOn {
            button.buttonStyle(.borderedProminent)
        } else {
            button.buttonStyle(.bordered)
        }
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A toggle style in the environment, ready to make a toggle's views.
typealias AnyToggleStyle = AnyStyle<@MainActor (ToggleStyleConfiguration, _ViewInputs) -> [LayoutNode]>

extension AnyToggleStyle {
    @MainActor
    init<S: ToggleStyle>(_ style: S) {
        self.init(style) { configuration, inputs in inputs.resolve(style.makeBody(configuration: configuration)) }
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue: AnyToggleStyle? = nil
}

extension EnvironmentValues {
    /// The toggle style set with `toggleStyle(_:)`; nil is the switch.
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for toggles in a view hierarchy.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, style is DefaultToggleStyle ? nil : AnyToggleStyle(style))
    }
}
