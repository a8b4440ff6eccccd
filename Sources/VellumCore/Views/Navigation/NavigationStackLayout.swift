import Foundation

// The navigation stack's node: the bar above the top screen (iOS 17).
//
// 1. The stack takes all it is offered (nil axes become 10, as for views that fill).
// 2. The bar is 44 points at the stack's top; hidden (`toolbar(.hidden, for:)`), it
//    takes no room. With a large title, the 52-point large-title area is below it.
// 3. The screen gets the rest, proposed that size and centred in it, as a window's
//    root is. Its safe area's top edge moves down to the bar, so a List's background
//    still reaches up under the bar and the status bar, as on iOS.
// 4. In the bar: the back button at the leading margin, the inline title centred,
//    toolbar items at the margins. The large title sits at the leading margin below.
// 5. With `.bottomBar` items, a 44-point toolbar sits at the stack's bottom (its
//    background reaching on into the home-indicator band) and the screen's safe area
//    ends at its top, as the navigation bar's does at the top.

/// Figures of the iOS 17 navigation bar, each with where it comes from.
enum NavigationBarMetrics {
    /// The bar's height in portrait on iPhone: UIKit's long-standing 44 points (UIKit's
    /// "Sizes of iPhone UI Elements" table, Navigation Bar 44 pts; the HIG's iOS 11
    /// templates keep it under the large title).
    static let barHeight: CGFloat = 44
    /// The large-title area under the bar: the HIG's iOS 11 iPhone X template puts the
    /// bottom of a large-title bar 140 points from the screen's top, 44 of status bar
    /// and 44 of bar above it, leaving 52 (usagimaru, "iPhone Xのセーフエリアやマージン幅
    /// について", qiita.com, from the HIG's 2017 figures).
    static let largeTitleHeight: CGFloat = 52
    /// The large title: 34-point bold (UIKit's `largeTitle` text style is 34 points;
    /// navigation bars draw it bold).
    static let largeTitleFont = Font.system(size: 34, weight: .bold)
    /// The inline title: 17-point semibold (UIKit's `headline` style, which the bar uses).
    static let inlineTitleFont = Font.system(size: 17, weight: .semibold)
    /// Bar button text: 17-point regular (UIKit's `body` style).
    static let buttonFont = Font.system(size: 17)
    /// The layout margin of an iPhone screen in portrait (UIKit's default readable
    /// margins are 16 on iPhone 15; 20 on the Max models: an estimate for them).
    static let margin: CGFloat = 16
    /// Where the back button starts: UIKit insets the back chevron 8 points from the
    /// leading edge (estimate, measured from simulator screenshots).
    static let backButtonInset: CGFloat = 8
    /// The large title's top below the bar: the 41-point line of 34-point text sits 3
    /// points into the 52-point area, 8 above its bottom (estimate).
    static let largeTitleTop: CGFloat = 3
    /// Between bar items of one side (estimate: UIKit spaces text bar buttons by about
    /// 16 points in iOS 17 simulator screenshots).
    static let itemSpacing: CGFloat = 16
    /// The bottom toolbar's height in portrait on iPhone: UIToolbar's 44 points (UIKit's
    /// "Sizes of iPhone UI Elements" table, Toolbar 44 pts).
    static let bottomBarHeight: CGFloat = 44
}

/// What each subview of the stack's node is.
enum NavigationPart: Equatable {
    case screen, barBackground, backButton, inlineTitle, largeTitle, leadingItems, trailingItems, principal, bottomBar
    /// A `searchable` screen's field, in the drawer under the title.
    case searchField
}

/// The layout of a navigation stack: the bar's parts and the top screen.
struct NavigationStackLayout: BuiltInLayout {
    static var changesPlacementContext: Bool { true }
    let parts: [NavigationPart]
    let showsBar: Bool
    let state: NavigationState

    var nodeLabel: String { "NavigationStack" }

    private var showsLargeTitle: Bool { parts.contains(.largeTitle) }

    /// The height above the screen: bar and large-title area (step 2).
    var topHeight: CGFloat {
        (showsBar ? NavigationBarMetrics.barHeight : 0) + (showsLargeTitle ? NavigationBarMetrics.largeTitleHeight : 0)
            + (parts.contains(.searchField) ? SearchFieldMetrics.drawerHeight : 0)
    }

    /// The height below the screen: the bottom toolbar (step 5).
    var bottomHeight: CGFloat { parts.contains(.bottomBar) ? NavigationBarMetrics.bottomBarHeight : 0 }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let m = NavigationBarMetrics.self
        let barMid = bounds.minY + m.barHeight / 2
        var leadingEnd = bounds.minX + m.margin, trailingStart = bounds.maxX - m.margin
        // Sides first, so the title is centred in what they leave.
        for (part, subview) in zip(parts, subviews) {
            switch part {
            case .backButton:
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: bounds.minX + m.backButtonInset, y: barMid), anchor: .leading, proposal: .unspecified)
                leadingEnd = bounds.minX + m.backButtonInset + size.width
            case .leadingItems:
                // After the back button when there is one, else at the margin.
                let x = parts.contains(.backButton) ? leadingEnd + m.itemSpacing : leadingEnd
                subview.place(at: CGPoint(x: x, y: barMid), anchor: .leading, proposal: .unspecified)
                leadingEnd = x + subview.sizeThatFits(.unspecified).width
            case .trailingItems:
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: bounds.maxX - m.margin, y: barMid), anchor: .trailing, proposal: .unspecified)
                trailingStart = bounds.maxX - m.margin - size.width
            default: break
            }
        }
        // The inline title is centred in the bar, as wide as the sides allow.
        let side = max(leadingEnd - bounds.minX, bounds.maxX - trailingStart) + m.margin / 2
        let titleWidth = max(0, bounds.width - 2 * side)
        for (part, subview) in zip(parts, subviews) {
            switch part {
            case .screen:
                let screen = CGRect(x: bounds.minX, y: bounds.minY + topHeight,
                                    width: bounds.width, height: max(0, bounds.height - topHeight - bottomHeight))
                subview.place(at: CGPoint(x: screen.midX, y: screen.midY), anchor: .center, proposal: ProposedViewSize(screen.size))
            case .barBackground:
                subview.place(at: bounds.origin, anchor: .topLeading,
                              proposal: ProposedViewSize(width: bounds.width, height: topHeight))
            case .bottomBar:
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.maxY - bottomHeight), anchor: .topLeading,
                              proposal: ProposedViewSize(width: bounds.width, height: bottomHeight))
            case .inlineTitle, .principal:
                subview.place(at: CGPoint(x: bounds.midX, y: barMid), anchor: .center,
                              proposal: ProposedViewSize(width: titleWidth, height: m.barHeight))
            case .largeTitle:
                subview.place(at: CGPoint(x: bounds.minX + m.margin, y: bounds.minY + m.barHeight + m.largeTitleTop),
                              anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width - 2 * m.margin, height: nil))
            case .searchField:
                let top = bounds.minY + topHeight - SearchFieldMetrics.drawerHeight + SearchFieldMetrics.fieldTop
                subview.place(at: CGPoint(x: bounds.minX + m.margin, y: top), anchor: .topLeading,
                              proposal: ProposedViewSize(width: bounds.width - 2 * m.margin, height: SearchFieldMetrics.fieldHeight))
            default: break
            }
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .plain }

    /// Steps 3 and 5: the screen's safe area begins below the bar and ends above the
    /// bottom toolbar.
    func placementContext(forSubview index: Int, at frame: CGRect, node: LayoutNode) -> PlacementContext {
        var edges: Edge.Set = []
        if topHeight > 0 { edges.insert(.top) }
        if bottomHeight > 0 { edges.insert(.bottom) }
        guard parts[index] == .screen, !edges.isEmpty else { return node.placementContext }
        var context = node.placementContext
        context.safeArea = .movingIn(edges, of: context.safeArea, modifier: node.frame, primary: frame,
                                     layoutDirection: node.layoutDirection)
        return context
    }
}

/// Builds the stack's node: the top screen and, unless hidden, its bar.
@MainActor
func makeStackNode(screens: [ResolvedScreen], state: NavigationState, inputs: _ViewInputs) -> LayoutNode {
    let top = screens[screens.count - 1]
    let preferences = top.preferences
    let showsBar = preferences.barVisibility != .hidden
    // `.automatic` inherits the mode of the screen below; the root's is large.
    var mode = NavigationBarItem.TitleDisplayMode.large
    for screen in screens where screen.preferences.displayMode != nil && screen.preferences.displayMode != .automatic {
        mode = screen.preferences.displayMode!
    }
    let title = preferences.title.flatMap { $0.plainString.isEmpty ? nil : $0 }

    var parts: [NavigationPart] = [.screen]
    var children = [inputs.oneNode(top.nodes, stackedIn: .vertical()) ?? inputs.emptyNode(.vertical())]
    // While an empty active search field has suggestions, they show in place of the screen.
    if let search = preferences.search, search.state.isActive, search.text.wrappedValue.isEmpty,
       let suggestions = preferences.searchSuggestions,
       let node = inputs.appending(ViewPath.Component.navigationBar).appending(0x5EA2C4).resolveAsOne(
           List { suggestions }.listStyle(.plain), stackedIn: .vertical()) {
        children[0] = node
    }
    let barInputs = inputs.forChildren(orientation: nil).appending(ViewPath.Component.navigationBar)
    func add(_ part: NavigationPart, _ view: some View) {
        guard let node = barInputs.appending(UInt64(parts.count)).resolveAsOne(view, stackedIn: .horizontal()) else { return }
        parts.append(part)
        children.append(node)
    }
    if showsBar {
        if let background = preferences.barBackgrounds[.navigationBar], background.visibility == .visible {
            add(.barBackground, Color.clear
                .background(background.style ?? AnyShapeStyle(TabBarMetrics.background), ignoresSafeAreaEdges: .top)
                .overlay(alignment: .bottom) { BarHairline() })
        }
        if screens.count > 1, preferences.backButtonHidden != true {
            let below = screens[screens.count - 2].preferences.title?.plainString ?? ""
            add(.backButton, backButton(title: below.isEmpty ? "Back" : below) { [weak state] in state?.pop() })
        }
        let items = preferences.toolbarItems
        if let leading = toolbarItemsView(items, at: .leading) { add(.leadingItems, leading) }
        if let trailing = toolbarItemsView(items, at: .trailing) { add(.trailingItems, trailing) }
        let principal = toolbarItemsView(items, at: .principal)
        if let principal { add(.principal, principal) }
        if let search = preferences.search { add(.searchField, searchFieldView(search)) }
        if let title {
            if mode != .inline {
                add(.largeTitle, title.font(NavigationBarMetrics.largeTitleFont).lineLimit(1))
            } else if principal == nil {
                let text = title.font(NavigationBarMetrics.inlineTitleFont).lineLimit(1)
                if let menu = preferences.titleMenu {
                    add(.inlineTitle, _MenuButton(label: TitleMenuLabel(title: AnyView(text)), content: menu,
                                                  primaryAction: nil, drawsLabelAsButton: false))
                } else {
                    add(.inlineTitle, text)
                }
            }
        }
    }
    if preferences.bottomBarVisibility != .hidden, let items = bottomBarItemsView(preferences.toolbarItems) {
        add(.bottomBar, bottomBar(items, background: preferences.barBackgrounds[.bottomBar]))
    }
    let layout = NavigationStackLayout(parts: parts, showsBar: showsBar, state: state)
    let node = inputs.makeNode(LayoutBehavior(layout), children: children)
    // The top screen's word on the tab bar reaches the TabView around the stack.
    let tabBar = preferences.tabBarVisibility, tabBarBackground = preferences.barBackgrounds[.tabBar]
    if tabBar != nil || tabBarBackground != nil {
        node.preferences[ObjectIdentifier(NavigationPreferenceKey.self)] = { (p: inout ScreenPreferences) in
            p.tabBarVisibility = tabBar
            p.barBackgrounds[.tabBar] = tabBarBackground
        }
    }
    return node
}

/// The back button: a chevron and the title of the screen below, in the tint colour.
/// Built from primitive views, so a change on the screen runs no body of the bar.
@MainActor
private func backButton(title: String, action: @escaping @MainActor () -> Void) -> some View {
    Button(action: action) {
        HStack(spacing: 6) {
            BackChevron()
                .stroke(style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
                .frame(width: 12, height: 20)
            Text(title).font(NavigationBarMetrics.buttonFont).lineLimit(1)
        }
    }
}

/// The bottom toolbar: its items between the margins, on the bar's background with a
/// hairline on top, as the tab bar draws them.
@MainActor
private func bottomBar(_ items: AnyView, background: BarBackground?) -> some View {
    onBottomBarBackground(items
        .padding(.horizontal, NavigationBarMetrics.margin)
        .frame(maxWidth: .infinity, maxHeight: .infinity), background)
}

/// SF Symbols' `chevron.backward` as the bar draws it at 17-point semibold, about 12 by
/// 20 points (estimate from simulator screenshots).
private struct BackChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.maxX - 2, y: rect.minY + 1.5))
        path.addLine(to: CGPoint(x: rect.minX + 2, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX - 2, y: rect.maxY - 1.5))
        return path
    }
}

extension ViewPath.Component {
    /// Where a stack's bar views are resolved, apart from its screens.
    static let navigationBar: UInt64 = 0xC0_0000_0100
}

/// An inline title with a title menu: the title, then a small chevron pointing down
/// (SF Symbols' `chevron.down` in a light circle; sizes estimated from iOS 17
/// screenshots, Apple publishes none).
private struct TitleMenuLabel: View {
    let title: AnyView

    var body: some View {
        HStack(spacing: 4) {
            title
            DisclosureChevron()
                .stroke(Color.secondary, style: StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round))
                .frame(width: 4, height: 7)
                .rotationEffect(.degrees(90))
                .frame(width: 16, height: 16)
                .background(Circle().fill(Color(red: 0.46, green: 0.46, blue: 0.5, opacity: 0.12)))
        }
    }
}
