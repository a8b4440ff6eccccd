import Foundation

/// An interface, consisting of a label and additional content, that you display when the
/// content of your app is unavailable to users.
///
/// ```swift
/// if messages.isEmpty {
///     ContentUnavailableView("No Messages", systemImage: "tray",
///                            description: Text("New messages you receive will appear here."))
/// }
/// ContentUnavailableView.search(text: query)
/// ```
///
/// It takes all the space it is offered and centres, one above the other: the label's
/// icon (a 48-point symbol, secondary) over its title (`.title2`, bold), the description
/// (`.callout`, secondary, centred lines) and the actions. Spacing 16 between icon and
/// title and between text and actions, 8 between title and description, and a
/// 16-point margin round it: estimates from screenshots of iOS 17 (Apple publishes
/// no figures; UIKit's `UIContentUnavailableConfiguration`, which it mirrors, documents
/// its paddings without values).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// The icon's symbol size, the spacing under it, under the title, and above actions.
    static var iconSize: CGFloat { 48 }
    static var iconSpacing: CGFloat { 16 }
    static var descriptionSpacing: CGFloat { 8 }
    static var actionsSpacing: CGFloat { 16 }
    static var margin: CGFloat { 16 }

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: Self.actionsSpacing) {
            VStack(spacing: Self.descriptionSpacing) {
                label
                    .labelStyle(_ContentUnavailableLabelStyle(spacing: Self.iconSpacing, iconSize: Self.iconSize))
                    .font(.title2.bold())
                description
                    .font(.callout)
                    .foregroundStyle(.secondary)
            }
            .multilineTextAlignment(.center)
            actions
        }
        .padding(Self.margin)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The label of a content-unavailable view: the icon, large and secondary, above the title.
struct _ContentUnavailableLabelStyle: LabelStyle {
    let spacing: CGFloat
    let iconSize: CGFloat

    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: spacing) {
            configuration.icon
                .font(.system(size: iconSize))
                .foregroundStyle(.secondary)
            configuration.title
        }
    }
}

extension ContentUnavailableView where Label == VellumCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { VellumCore.Label(title, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { VellumCore.Label(title, systemImage: name) }, description: { description })
    }

    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { VellumCore.Label(title, image: name) }, description: { description })
    }
}

/// The views of the standard "no search results" content.
public struct SearchUnavailableContent {
    public struct Label: View {
        let text: String?
        public var body: some View {
            let title = text.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results"
            VellumCore.Label(title, systemImage: "magnifyingglass")
        }
    }

    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label,
    Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    /// "No Results", with a suggestion to check the spelling or search again.
    public static var search: Self { search(text: nil) }

    /// "No Results for “query”", with a suggestion to check the spelling or search again.
    public static func search(text: String) -> Self { search(text: Optional(text)) }

    private static func search(text: String?) -> Self {
        Self(label: { SearchUnavailableContent.Label(text: text) },
             description: { SearchUnavailableContent.Description() },
             actions: { SearchUnavailableContent.Actions() })
    }
}
