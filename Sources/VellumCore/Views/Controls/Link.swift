import Foundation

/// A control for navigating to a URL: its label in the tint colour. A tap asks the
/// environment's `openURL` action to open the destination.
public struct Link<Label: View>: _PrimitiveView {
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let env = inputs.environment
        let open = env.openURL, destination = view.destination
        let color = env.isEnabled ? env.controlTint : SystemColors.tertiaryLabel
        list.nodes += inputs.resolve(view.label.foregroundStyle(color).interaction(.tap { open(destination) }))
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// An action that opens a URL. On Linux there is no system handler: the default
/// discards the URL and says so; set your own with `.environment(\.openURL, ...)`.
public struct OpenURLAction: Sendable {
    public enum Result: Sendable { case handled, discarded, systemAction }

    let handler: @MainActor @Sendable (URL) -> Result

    public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
        self.handler = handler
    }

    @MainActor public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { url in
        Diagnostics.warn("No openURL action is set; \(url) was not opened.")
        return .discarded
    }
}

extension EnvironmentValues {
    /// Opens a URL; `Link` calls it when tapped.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
