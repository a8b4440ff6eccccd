import Foundation

/// A specification for the appearance and interaction of a text field.
@MainActor @preconcurrency
public protocol TextFieldStyle {
    /// Which of Vellum's field looks this style is.
    var _kind: _TextFieldStyleKind { get }
}

public enum _TextFieldStyleKind: Sendable {
    case plain, roundedBorder

    /// `field` drawn in this style.
    @MainActor
    func styled<V: View>(_ field: V) -> AnyView {
        switch self {
        case .plain: AnyView(field)
        case .roundedBorder: AnyView(RoundedBorderField(field: field))
        }
    }
}

/// The default text field style: plain on iOS, in and out of forms.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { .plain }
}

/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { .plain }
}

/// A text field style with a system-defined rounded border: UITextField's
/// `roundedRect` border style.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static let defaultValue = _TextFieldStyleKind.plain
}

extension EnvironmentValues {
    var textFieldStyle: _TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for text fields within this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<_TextFieldStyleKind>> {
        environment(\.textFieldStyle, style._kind)
    }
}

/// UITextField's rounded-rect look: the text inset 7 pt from the sides and at least
/// 34 pt tall, on the system background, in a 0.5-pt light grey border with 5-pt
/// corners. Estimates, from UITextField's `roundedRect` style (its 34-pt default height
/// in Interface Builder and the 7-pt text inset and 5-pt corners measured from its
/// drawing); Apple publishes none of them. The border is `systemGray4`'s colour.
struct RoundedBorderField<Field: View>: View {
    let field: Field

    static var minHeight: CGFloat { 34 }
    static var horizontalInset: CGFloat { 7 }
    static var verticalInset: CGFloat { 6 }
    static var cornerRadius: CGFloat { 5 }
    static var borderWidth: CGFloat { 0.5 }
    static var borderColor: Color { Color(named: "systemGray4", 209, 209, 214, dark: (58, 58, 60, 1)) }

    var body: some View {
        field
            .padding(.horizontal, Self.horizontalInset)
            .padding(.vertical, Self.verticalInset)
            .frame(minHeight: Self.minHeight)
            .background {
                RoundedRectangle(cornerRadius: Self.cornerRadius)
                    .fill(SystemColors.background)
                    .overlay {
                        RoundedRectangle(cornerRadius: Self.cornerRadius)
                            .strokeBorder(Self.borderColor, lineWidth: Self.borderWidth)
                    }
            }
    }
}
