import Foundation

// Tab views (iOS 17, iPhone).
//
// 1. The content is resolved once as a list, with `tabItem` deferring what it modifies:
//    each tab is a placeholder carrying its item's label, the environment it was
//    declared in and a way to resolve its content later. `tag` and `badge` write their
//    traits onto the placeholder (or, applied inside `tabItem`, are read from the view
//    value itself), so no tab's body runs to draw the bar.
// 2. The selected tab is the binding's value's tag, or with no binding the one tapped
//    last (the first at first). A selection that matches no tag selects nothing.
// 3. Tabs shown once stay resolved while the TabView lives, so their state lives on;
//    the hidden ones are resolved as covered navigation screens are (not shown, so
//    `onAppear`/`onDisappear` follow switching) and not laid out. Tabs never shown are
//    not resolved at all: their bodies have not run.
// 4. Layout (`TabViewLayout`): the tab bar style puts the bar at the bottom and the
//    selected tab above it, whose safe area ends at the bar; the page style shows the
//    selected page at full size with the page dots over it.

/// A view that switches between multiple child views using interactive user interface
/// elements.
///
/// Each child is a tab; `tabItem(_:)` gives its item in the tab bar and `tag(_:)` the
/// value a selection binding holds while it is selected. Tapping an item selects its
/// tab (`ViewHost.tap(text:)` on the item's title); setting the binding from code does
/// too.
///
/// ```swift
/// TabView(selection: $selection) {
///     ReceivedView()
///         .badge(2)
///         .tabItem { Label("Received", systemImage: "tray.and.arrow.down.fill") }
///         .tag(Tab.received)
///     AccountView()
///         .tabItem { Label("Account", systemImage: "person.crop.circle.fill") }
///         .tag(Tab.account)
/// }
/// ```
///
/// With more than five tabs, iOS on iPhone shows four and a "More" tab listing the
/// rest; Vellum does not build the More list: it shows every item, narrower, and warns.
public struct TabView<SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Creates a tab view that uses a binding to a selection value (nil: the view keeps
    /// its own selection).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(makeTabViewNode(content: view.content, selection: view.selection, inputs: inputs))
    }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view that keeps its own selection, the first tab at first.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

// MARK: - Tab items and badges

/// What `tabItem` leaves in a TabView's list in place of its content.
struct TabItemRecord {
    /// The item's label: a `Label`, or an image and a text; nil for a page.
    let label: AnyView?
    /// The content, resolved only when the tab is shown.
    let content: _ModifierContent
    /// The environment the content was declared in.
    let environment: EnvironmentValues
}

enum TabItemTraitKey: LayoutValueKey {
    static var defaultValue: TabItemRecord? { nil }
}

/// The text of a badge, or nil for none.
enum BadgeTraitKey: LayoutValueKey {
    static var defaultValue: Text? { nil }
}

/// Sets the tab bar item of the view it modifies, in a `TabView`.
public struct _TabItemModifier: _PrimitiveViewModifier {
    let label: AnyView
    /// Traits (`tag`, `badge`) written inside the modifier, read from the view value, so
    /// that the bar knows them before the content is resolved.
    let innerTraits: Traits

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        // Outside a TabView the item has nowhere to show: the content is shown as is.
        guard inputs.defersTabContent else { return list.nodes += content.resolve(inputs) }
        var traits = modifier.innerTraits
        traits.layoutValues[ObjectIdentifier(TabItemTraitKey.self)] =
            TabItemRecord(label: modifier.label, content: content, environment: inputs.environment)
        list.nodes.append(inputs.makeNode(LeafBehavior(EmptyTabLeaf()), traits: traits))
    }
}

/// A custom view in a page-style TabView's list, left for the TabView to resolve when
/// its page is shown, at the identity it would have had.
@MainActor
func deferredPage<V: View>(_ view: V, inputs declaration: _ViewInputs) -> LayoutNode {
    let content = _ModifierContent { inputs in
        var inputs = inputs
        inputs.scope = declaration.scope
        inputs.path = declaration.path
        inputs.modifierContent = declaration.modifierContent
        return inputs.graph.resolveBody(of: view, inputs: inputs)
    }
    var traits = Traits()
    traits.layoutValues[ObjectIdentifier(TabItemTraitKey.self)] =
        TabItemRecord(label: nil, content: content, environment: declaration.environment)
    return declaration.makeNode(LeafBehavior(EmptyTabLeaf()), traits: traits)
}

/// A tab's place in its TabView's list before its content is resolved.
struct EmptyTabLeaf: LeafLayout {
    var label: String { "tabItem" }
    var takesHits: Bool { false }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
}

/// A view that looks through the trait-writing modifiers around it, for `tabItem`.
@MainActor
protocol _TraitPeekable {
    func peekTraits(into traits: inout Traits)
}

extension ModifiedContent: _TraitPeekable where Content: View, Modifier: ViewModifier {
    func peekTraits(into traits: inout Traits) {
        (content as? _TraitPeekable)?.peekTraits(into: &traits)
        // The outer modifier writes after the inner one, as when resolved.
        (modifier as? _TraitWritingModifier)?.write(&traits)
    }
}

extension View {
    /// Sets the tab bar item associated with this view: a `Label`, or an `Image` and a
    /// `Text`, drawn as the bar draws items (the icon above a 10-point title).
    ///
    /// ```swift
    /// SettingsView()
    ///     .tabItem { Label("Settings", systemImage: "gear") }
    /// ```
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, _TabItemModifier> {
        var traits = Traits()
        (self as? _TraitPeekable)?.peekTraits(into: &traits)
        return modifier(_TabItemModifier(label: AnyView(label()), innerTraits: traits))
    }

    /// Generates a badge for the view from an integer value: in a TabView, a red capsule
    /// at the top trailing corner of the tab's icon. Zero shows no badge.
    ///
    /// In a list row iOS draws the badge at the row's trailing edge; Vellum does not yet.
    public func badge(_ count: Int) -> ModifiedContent<Self, _TraitWritingModifier> {
        badgeTrait(count == 0 ? nil : Text("\(count)"))
    }

    /// Generates a badge for the view from a text view (nil shows none).
    public func badge(_ label: Text?) -> ModifiedContent<Self, _TraitWritingModifier> {
        badgeTrait(label)
    }

    /// Generates a badge for the view from a localized string key (nil shows none).
    public func badge(_ key: LocalizedStringKey?) -> ModifiedContent<Self, _TraitWritingModifier> {
        badgeTrait(key.map { Text($0) })
    }

    /// Generates a badge for the view from a string (nil shows none).
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> ModifiedContent<Self, _TraitWritingModifier> {
        badgeTrait(label.map { Text($0) })
    }

    private func badgeTrait(_ text: Text?) -> ModifiedContent<Self, _TraitWritingModifier> {
        modifier(_TraitWritingModifier { $0.layoutValues[ObjectIdentifier(BadgeTraitKey.self)] = text.map { $0 as Any } })
    }
}

// MARK: - Styles

/// A specification for the appearance and interaction of a TabView.
@MainActor @preconcurrency
public protocol TabViewStyle {
    /// Which of Vellum's tab view looks this style is.
    var _kind: _TabViewStyleKind { get }
}

public enum _TabViewStyleKind: Hashable, Sendable {
    case tabBar
    case page(PageTabViewStyle.IndexDisplayMode)
}

/// The default TabView style: a tab bar on iPhone.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: _TabViewStyleKind { .tabBar }
}

/// A TabView style that implements a paged scrolling view: one page at a time, full
/// size, with page dots near the bottom; a horizontal swipe turns the page.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public struct IndexDisplayMode: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, always, never }
        let kind: Kind
        /// Shown when there is more than one page.
        public static let automatic = IndexDisplayMode(kind: .automatic)
        /// Always shown, even for one page.
        public static let always = IndexDisplayMode(kind: .always)
        /// Never shown.
        public static let never = IndexDisplayMode(kind: .never)
    }

    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    public var _kind: _TabViewStyleKind { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// Defines the implementation of all `IndexView` instances within a view hierarchy: on
/// iOS, the page dots of a page-style TabView.
@MainActor @preconcurrency
public protocol IndexViewStyle {
    /// Whether a backdrop shows behind the dots.
    var _backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode { get }
}

/// An index view style that places a page index view over its content: dots, with a
/// dark capsule behind them when the background display mode says so.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the capsule behind the dots shows.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, always, interactive, never }
        let kind: Kind
        /// As iOS does by default: shown only while the dots are touched, so not in a
        /// still picture.
        public static let automatic = BackgroundDisplayMode(kind: .automatic)
        /// Always shown.
        public static let always = BackgroundDisplayMode(kind: .always)
        /// Shown only while the dots are touched (never in a still picture).
        public static let interactive = BackgroundDisplayMode(kind: .interactive)
        /// Never shown.
        public static let never = BackgroundDisplayMode(kind: .never)
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    public var _backgroundDisplayMode: BackgroundDisplayMode { backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct TabViewStyleKey: EnvironmentKey {
    static let defaultValue = _TabViewStyleKind.tabBar
}

private struct IndexBackgroundKey: EnvironmentKey {
    static let defaultValue = PageIndexViewStyle.BackgroundDisplayMode.automatic
}

extension EnvironmentValues {
    var tabViewStyle: _TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }

    var indexBackgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[IndexBackgroundKey.self] }
        set { self[IndexBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for the tab view within the current environment.
    public func tabViewStyle<S: TabViewStyle>(_ style: S)
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<_TabViewStyleKind>>
    {
        environment(\.tabViewStyle, style._kind)
    }

    /// Sets the style for the index view within the current environment.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S)
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<PageIndexViewStyle.BackgroundDisplayMode>>
    {
        environment(\.indexBackgroundDisplayMode, style._backgroundDisplayMode)
    }
}

// MARK: - State

/// What a TabView keeps across updates: its own selection (with no binding) and the tabs
/// shown so far, whose state lives on.
@MainActor
final class TabViewState {
    /// The selected tab's key, when no binding holds the selection.
    var selectedKey: AnyHashable?
    /// Keys of the tabs shown so far.
    var visited: Set<AnyHashable> = []
    var invalidator: GraphInvalidator?
    /// The keys of the tabs last resolved, in order, and the selected one's index, for
    /// `ViewHost.selectedTab`.
    var keys: [AnyHashable] = []
    var selectedIndex: Int?
}

/// One tab as the list gave it.
struct ResolvedTab {
    let node: LayoutNode
    let tag: AnyHashable?
    let item: TabItemRecord?
    let badge: Text?
    /// The tab's identity: its tag, else its place.
    let key: AnyHashable
}

extension EnvironmentValues {
    /// The tab view around a view, which `ViewHost.selectedTab` reads.
    var tabViewState: TabViewState? {
        get { object(of: TabViewState.self) }
        set { setObject(newValue) }
    }
}

// MARK: - Building

@MainActor
func makeTabViewNode<S: Hashable, Content: View>(content: Content, selection: Binding<S>?,
                                                 inputs: _ViewInputs) -> LayoutNode {
    let state = inputs.persistentObject { TabViewState() }
    state.invalidator = inputs.invalidator
    let style = inputs.environment.tabViewStyle

    // Step 1: the tabs, their contents deferred.
    var listInputs = inputs.forChildren(orientation: nil)
    listInputs.collectsTags = true
    listInputs.defersTabContent = true
    if case .page = style { listInputs.defersPageContent = true }
    let tabs = listInputs.resolve(content).enumerated().map { index, node in
        let tag = node.traits.layoutValue(TagTraitKey.self)
        return ResolvedTab(node: node, tag: tag, item: node.traits.layoutValue(TabItemTraitKey.self),
                           badge: node.traits.layoutValue(BadgeTraitKey.self), key: tag ?? AnyHashable(index))
    }

    // Step 2: the selection.
    var selected: Int?
    if let selection {
        let value = AnyHashable(selection.wrappedValue)
        selected = tabs.firstIndex { $0.tag == value }
        if selected == nil, !tabs.isEmpty {
            Diagnostics.warnOnce("TabView: the selection \"\(selection.wrappedValue)\" matches the tag of no tab; no tab is selected.")
        }
    } else {
        selected = tabs.firstIndex { $0.key == state.selectedKey } ?? (tabs.isEmpty ? nil : 0)
    }
    if case .tabBar = style, tabs.count > TabBarMetrics.maximumItems {
        Diagnostics.warnOnce("TabView: \(tabs.count) tabs; iOS on iPhone shows \(TabBarMetrics.maximumItems - 1) and a More tab, which Vellum does not build: every item is shown, narrower.")
    }
    state.keys = tabs.map(\.key)
    state.selectedIndex = selected
    if let selected { state.visited.insert(tabs[selected].key) }

    // Step 3: hidden tabs shown before, then the selected one (so one disappears before
    // the other appears, as a navigation push does).
    let order = tabs.indices.filter { $0 != selected && state.visited.contains(tabs[$0].key) } + (selected.map { [$0] } ?? [])
    var shownNodes: [LayoutNode] = []
    for index in order {
        let tab = tabs[index]
        guard let item = tab.item else {
            // A view with no `tabItem` was resolved with the list.
            if index == selected { shownNodes = [tab.node] }
            continue
        }
        var tabInputs = inputs.forChildren(orientation: nil)
        tabInputs.collectsTags = false
        tabInputs.environment = item.environment
        tabInputs.environment.isScreenShown = index == selected && inputs.environment.isScreenShown
        tabInputs.environment.hasSafeArea = true
        tabInputs.environment.tabViewState = state
        let nodes = item.content.resolve(tabInputs)
        if index == selected { shownNodes = nodes }
    }
    let page = inputs.oneNode(shownNodes, stackedIn: .vertical()) ?? inputs.emptyNode(.vertical())

    func select(_ index: Int) {
        let tab = tabs[index]
        if let selection {
            guard let value = tab.tag?.base as? S else {
                Diagnostics.warnOnce("TabView: tab \(index) has no tag of type \(S.self), so selecting it cannot set the selection.")
                return
            }
            selection.wrappedValue = value
        } else {
            state.selectedKey = tab.key
            state.invalidator?.invalidate()
        }
    }

    // Step 4: the layout.
    let chromeInputs = inputs.forChildren(orientation: nil).appending(ViewPath.Component.tabBar)
    switch style {
    case .tabBar:
        // A screen in the selected tab can hide the bar (`toolbar(.hidden, for: .tabBar)`)
        // or style its background.
        var children = [page]
        let preferences = screenPreferences(of: shownNodes)
        let tabBar = TabBar(tabs: tabs, selected: selected, select: select, background: preferences.barBackgrounds[.tabBar])
        if preferences.tabBarVisibility != .hidden, let bar = chromeInputs.resolveAsOne(tabBar, stackedIn: .vertical()) {
            children.append(bar)
        }
        return inputs.makeNode(LayoutBehavior(TabViewLayout(kind: .tabBar)), children: children)
    case .page(let mode):
        let showsDots = mode == .always || (mode == .automatic && tabs.count > 1)
        var children = [page]
        if showsDots {
            let dots = PageDots(count: tabs.count, selected: selected,
                                showsBackground: inputs.environment.indexBackgroundDisplayMode == .always)
            if let node = chromeInputs.resolveAsOne(dots, stackedIn: .horizontal()) { children.append(node) }
        }
        let node = inputs.makeNode(LayoutBehavior(TabViewLayout(kind: .page)), children: children)
        // A swipe turns the page when it would carry on past half the screen's width.
        let pageWidth = inputs.environment.sceneSize?.width ?? 0
        let swipe = DragGesture().onEnded { value in
            let travel = value.predictedEndTranslation.width
            guard let current = selected, abs(travel) > pageWidth / 2 else { return }
            let next = current + (travel < 0 ? 1 : -1)
            if tabs.indices.contains(next) { select(next) }
        }
        // The whole page takes the swipe, where its content draws or not.
        node.interaction = _InteractionModifier(.gesture(AttachedGesture(swipe)), shape: { Path($0) })
        node.contentShape = { Path($0) }
        return node
    }
}

extension ViewPath.Component {
    /// Where a TabView's bar or page dots are resolved, apart from its tabs.
    static let tabBar: UInt64 = 0xC0_0000_0200
}
