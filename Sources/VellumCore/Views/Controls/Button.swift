import Foundation

/// A value that describes the purpose of a button: a destructive button draws in red.
public struct ButtonRole: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case destructive, cancel }
    let kind: Kind

    public static let destructive = ButtonRole(kind: .destructive)
    public static let cancel = ButtonRole(kind: .cancel)
}

/// A control that initiates an action.
///
/// The button's look comes from the `buttonStyle` in the environment (`.automatic`
/// unless set): on iOS, the label in the tint colour, its own size. A disabled button
/// draws dimmed and takes no taps.
///
/// ```swift
/// Button("Sign In") { signIn() }
///     .buttonStyle(.borderedProminent)
/// ```
public struct Button<Label: View>: _PrimitiveView {
    let role: ButtonRole?
    let action: @MainActor () -> Void
    let label: Label

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let configuration = PrimitiveButtonStyleConfiguration(
            role: view.role, label: .init(view.label), isEnabled: inputs.environment.isEnabled, action: view.action)
        let style = inputs.environment.buttonStyle ?? AnyButtonStyle(primitive: DefaultButtonStyle())
        list.nodes += inputs.resolve(style.makeBody(configuration))
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}
