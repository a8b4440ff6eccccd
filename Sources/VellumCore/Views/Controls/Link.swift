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

/// An action that opens a URL: `Link` calls the environment's, and so may your code.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Support") { openURL(URL(string: "https://example.com/support")!) }
/// ```
///
/// Set your own to handle URLs in the app; its result says what happened next:
/// `.handled` and `.discarded` end there, `.systemAction` passes the URL (or another)
/// to the action it replaced, up to the system's.
///
/// ```swift
/// Text("Read the [terms](https://example.com/terms).")
///     .environment(\.openURL, OpenURLAction { url in
///         shownURL = url
///         return .handled
///     })
/// ```
///
/// Linux has no system URL handler: in a `ViewHost` the system's action records the URL
/// in `ViewHost.openedURLs` and counts as opened; elsewhere it warns once per URL and
/// discards it.
public struct OpenURLAction: Sendable, Equatable {
    /// What a handler did with a URL.
    public struct Result: Sendable, Equatable {
        enum Kind: Equatable { case handled, discarded, systemAction(URL?) }
        let kind: Kind

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler could not open the URL and nothing else should.
        public static let discarded = Result(kind: .discarded)
        /// The URL goes on to the action this one replaced (the system's).
        public static let systemAction = Result(kind: .systemAction(nil))
        /// Another URL goes on to the action this one replaced.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    let handler: @MainActor @Sendable (URL) -> Result
    /// The action this one replaced, which `.systemAction` hands the URL to; nil for the
    /// system's own.
    var parent: (@MainActor @Sendable (URL) -> Bool)?

    /// Who made the action: copies of one action are the same action, so views reading
    /// the environment do not run again when it is set again unchanged.
    private let identity = Identity()
    private final class Identity: Sendable {}

    public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
        self.handler = handler
    }

    public static func == (lhs: OpenURLAction, rhs: OpenURLAction) -> Bool { lhs.identity === rhs.identity }

    /// Opens `url`: runs the handler, and the replaced actions it defers to.
    @MainActor public func callAsFunction(_ url: URL) {
        _ = open(url)
    }

    /// Opens `url` and tells `completion` whether it was opened.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(open(url))
    }

    /// Whether the URL was accepted: handled here or by an action deferred to.
    @MainActor func open(_ url: URL) -> Bool {
        switch handler(url).kind {
        case .handled: true
        case .discarded: false
        case .systemAction(let other): parent?(other ?? url) ?? true
        }
    }

    /// The system's action: `record` (a host's) takes the URL; without one it is
    /// discarded with a warning.
    static func system(record: (@MainActor @Sendable (URL) -> Void)?) -> OpenURLAction {
        OpenURLAction { url in
            guard let record else {
                Diagnostics.warnOnce("openURL: Linux has no system URL handler and no ViewHost records it; \(url) was not opened.")
                return .discarded
            }
            record(url)
            return .handled
        }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction.system(record: nil)
}

extension EnvironmentValues {
    /// Opens a URL; `Link` and links in `Text` call it. A new action set here keeps the
    /// one it replaces, for its `.systemAction` results.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set {
            var action = newValue
            let replaced = self[OpenURLKey.self]
            if action.parent == nil { action.parent = { replaced.open($0) } }
            self[OpenURLKey.self] = action
        }
    }
}
