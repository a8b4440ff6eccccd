import Foundation

/// A standard label for user interface items, consisting of an icon with a title.
///
/// How the two are shown is up to the label style in the environment: by default, as in
/// SwiftUI on iOS, the icon then the title in an `HStack` with its default alignment and
/// spacing (8 points between a plain icon and a text).
///
/// ```swift
/// Label("Favorites", systemImage: "star")
/// Label("Favorites", systemImage: "star").labelStyle(.iconOnly)
/// Label { Text("Mary Colby") } icon: { Circle().fill(.orange).frame(width: 20, height: 20) }
/// ```
public struct Label<Title: View, Icon: View>: _PrimitiveView {
    let title: Title
    let icon: Icon

    /// A label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(content: view.title),
            icon: LabelStyleConfiguration.Icon(content: view.icon))
        let style = inputs.environment.labelStyle ?? AnyLabelStyle(DefaultLabelStyle())
        // A label inside the style's own body gets the default style, not this one again.
        var inner = inputs
        inner.environment.labelStyle = nil
        list.nodes += style.makeBody(configuration, inner)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a title and an SF Symbol (drawn as a placeholder on Linux).
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a title and an image from the main bundle.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

// MARK: - Styles

/// A type that applies a custom appearance to all labels within a view.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration

    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The properties of a label: its title and icon views.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: _PrimitiveView {
        let content: any View
        public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
            appendAny(view.content, inputs: inputs, list: &list)
        }
    }

    /// The label's icon, as a view.
    public struct Icon: _PrimitiveView {
        let content: any View
        public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
            appendAny(view.content, inputs: inputs, list: &list)
        }
    }

    public var title: Title
    public var icon: Icon
}

/// The default label style: on iOS, the title and the icon.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// The icon, then the title, in an `HStack` with the default alignment and spacing.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The style the context chooses: the title and icon on iOS.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension View {
    /// Sets the style for labels within this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, AnyLabelStyle(style))
    }
}

/// A label style with its type erased, as the environment keeps it.
typealias AnyLabelStyle = AnyStyle<@MainActor (LabelStyleConfiguration, _ViewInputs) -> [LayoutNode]>

extension AnyLabelStyle {
    @MainActor
    init<S: LabelStyle>(_ style: S) {
        self.init(style) { configuration, inputs in inputs.resolve(style.makeBody(configuration: configuration)) }
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue: AnyLabelStyle? = nil
}

extension EnvironmentValues {
    /// The style labels in this environment are shown with; nil for `.automatic`.
    var labelStyle: AnyLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}
