import Foundation

// The TabView's node, its tab bar and its page dots (iOS 17, iPhone, portrait).
//
// 1. The TabView takes all it is offered (nil axes become 10, as for views that fill).
// 2. Tab bar style: the bar is 49 points at the bottom, its background reaching on into
//    the home-indicator band; the selected tab gets the rest above it, proposed that
//    size, and its safe area's bottom edge moves up to the bar's top, so a List's
//    background and rows still reach down under the bar, as on iOS.
// 3. In the bar, items share the width equally (UIKit's `.fill` positioning on iPhone):
//    the icon above a 10-point title, a badge at the icon's top trailing corner.
// 4. Page style: the selected page fills the TabView; the dots are centred near its
//    bottom, over the page.

/// Figures of the iOS 17 tab bar, each with where it comes from.
enum TabBarMetrics {
    /// The bar's height above the home indicator: UIKit's long-standing 49 points
    /// (UIKit's "Sizes of iPhone UI Elements" table, Tab Bar 49 pts; 83 with the 34-point
    /// home-indicator band on Face ID iPhones).
    static let barHeight: CGFloat = 49
    /// Items before iOS shows a More tab on iPhone (UITabBarController's documentation:
    /// "If you add more than five items ... only the first four items and a More item").
    static let maximumItems = 5
    /// Item titles: 10-point medium (UIKit's tab bar item title font in iOS 13 and
    /// later: `systemFont(ofSize: 10, weight: .medium)`; estimate from simulator
    /// screenshots, Apple publishes no figure).
    static let titleFont = Font.system(size: 10, weight: .medium)
    /// Item icons: SF Symbols drawn at about 25 points (estimate from simulator
    /// screenshots; UIKit configures tab symbols from the body style at a large scale).
    /// Vellum's symbol placeholder is 1.2 × the font size, so 21 gives 25.2 points.
    static let iconFont = Font.system(size: 21)
    /// Centre of the icon below the bar's top (estimate from simulator screenshots).
    static let iconCenterY: CGFloat = 19
    /// Centre of the title below the bar's top (estimate from simulator screenshots).
    static let titleCenterY: CGFloat = 38.5
    /// Unselected items: `systemGray`, #8E8E93 (estimate: UIKit's default
    /// `unselectedItemTintColor` in iOS 15–17 simulator screenshots matches it).
    static let unselectedColor = Color.gray
    /// The bar's background. iOS draws the `systemChromeMaterial` blur; over white it
    /// looks #F9F9F9 at about 94 % (estimate; materials are not built yet, so it is drawn
    /// solid). iOS 15 and later also draw no background while a scroll view's content
    /// ends above the bar; Vellum always draws it.
    static let background = Color(named: "tabBarBackground", 249, 249, 249, 0.94, dark: (22, 22, 23, 0.94))
    /// The hairline on top: black at 30 % (UIKit's `UIBarAppearance` default
    /// `shadowColor`; estimate from simulator screenshots).
    static let separator = Color(named: "barSeparator", 0, 0, 0, 0.3, dark: (255, 255, 255, 0.15))
    /// Badges: `systemRed`, at least 18 points tall and wide, 13-point white text
    /// padded 5 points a side (estimates from simulator screenshots).
    static let badgeColor = Color.red
    static let badgeFont = Font.system(size: 13)
    static let badgeSize: CGFloat = 18
    static let badgePadding: CGFloat = 5
    /// The badge's leading edge sits 8 points inside the icon's trailing edge and its
    /// top 2 points above the icon's (estimate from simulator screenshots).
    static let badgeInset = CGSize(width: 8, height: 2)
}

/// Figures of the page style's index dots (UIPageControl). Apple publishes none; each
/// is an estimate from simulator screenshots.
enum PageDotMetrics {
    static let diameter: CGFloat = 8
    static let spacing: CGFloat = 8
    /// The control is 26 points tall; its centre 23 points above the TabView's bottom.
    static let height: CGFloat = 26
    static let centerAboveBottom: CGFloat = 23
    static let horizontalPadding: CGFloat = 8
    /// The current page's dot is white, the others white at 30 % (UIPageControl's
    /// defaults), so on a white page they are invisible, as on iOS.
    static let current = Color.white
    static let other = Color(red: 1, green: 1, blue: 1, opacity: 0.3)
    /// The capsule behind the dots with `.page(backgroundDisplayMode: .always)`.
    static let backdrop = Color(red: 0, green: 0, blue: 0, opacity: 0.25)
}

/// The layout of a TabView: the selected tab, then the bar or the page dots.
struct TabViewLayout: BuiltInLayout {
    enum Kind { case tabBar, page }
    static var changesPlacementContext: Bool { true }
    let kind: Kind

    var nodeLabel: String { kind == .tabBar ? "TabView" : "TabView(.page)" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The selected tab's frame (step 2).
    private func pageFrame(in bounds: CGRect, subviews: Subviews) -> CGRect {
        guard kind == .tabBar, subviews.count > 1 else { return bounds }
        let bar = min(TabBarMetrics.barHeight, bounds.height)
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height - bar)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let page = pageFrame(in: bounds, subviews: subviews)
        subviews[0].place(at: CGPoint(x: page.midX, y: page.midY), anchor: .center, proposal: ProposedViewSize(page.size))
        guard subviews.count > 1 else { return }
        switch kind {
        case .tabBar:
            subviews[1].place(at: CGPoint(x: bounds.minX, y: page.maxY), anchor: .topLeading,
                              proposal: ProposedViewSize(width: bounds.width, height: bounds.maxY - page.maxY))
        case .page:
            subviews[1].place(at: CGPoint(x: bounds.midX, y: bounds.maxY - PageDotMetrics.centerAboveBottom),
                              anchor: .center, proposal: .unspecified)
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .plain }

    /// Step 2: the selected tab's safe area ends at the bar.
    func placementContext(forSubview index: Int, at frame: CGRect, node: LayoutNode) -> PlacementContext {
        guard kind == .tabBar, index == 0, node.children.count > 1 else { return node.placementContext }
        var context = node.placementContext
        context.safeArea = .movingIn(.bottom, of: context.safeArea, modifier: node.frame, primary: frame,
                                     layoutDirection: node.layoutDirection)
        return context
    }
}

// MARK: - The bar

/// The tab bar: an item for each tab, the selected one in the tint colour. Built from
/// primitive views, so a change in a tab runs no body of the bar.
struct TabBar: _PrimitiveView {
    let tabs: [ResolvedTab]
    let selected: Int?
    let select: @MainActor (Int) -> Void
    /// What the selected tab's `toolbarBackground(_:for: .tabBar)` says.
    let background: BarBackground?

    static func _makeViewList(view bar: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let env = inputs.environment
        let items = onBottomBarBackground(HStack(spacing: 0) {
            ForEach(bar.tabs.indices, id: \.self) { index in
                TabBarItem(label: bar.tabs[index].item?.label ?? nil, badge: bar.tabs[index].badge)
                    .foregroundStyle(index == bar.selected ? env.controlTint : TabBarMetrics.unselectedColor)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .interaction(.tap { bar.select(index) })
            }
        }
        .frame(height: TabBarMetrics.barHeight), bar.background)
        list.nodes += inputs.resolve(items)
    }
}

/// A bottom bar (`content`) on its background, reaching on into the home-indicator
/// band, with its hairline on top; neither with `toolbarBackground(.hidden, for:)`.
@MainActor
func onBottomBarBackground<V: View>(_ content: V, _ background: BarBackground?) -> AnyView {
    guard background?.visibility != .hidden else { return AnyView(content) }
    return AnyView(content
        .background(background?.style ?? AnyShapeStyle(TabBarMetrics.background), ignoresSafeAreaEdges: .bottom)
        .overlay(alignment: .top) { BarHairline() })
}

/// The one-pixel line on top of a bottom bar.
struct BarHairline: _PrimitiveView {
    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes += inputs.resolve(Rectangle().fill(TabBarMetrics.separator).frame(height: inputs.environment.pixelLength))
    }
}

/// One item: its label's icon and title, and the badge.
struct TabBarItem: _PrimitiveView {
    let label: AnyView?
    let badge: Text?

    static func _makeViewList(view item: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let label = AnyView((item.label ?? AnyView(EmptyView())).labelStyle(TabItemLabelStyle()))
        // A Label gives an icon and a title; so do an image and a text. One view alone
        // is the icon when it is an image, else the title.
        let probe = inputs.appending(ViewPath.Component.tabItemProbe).resolve(label)
        var parts: [TabItemLayout.Part] = []
        if probe.count >= 2 {
            parts = [.icon, .title]
        } else if let only = probe.first {
            parts = [only.behavior is LeafBehavior<ImageLeaf> ? .icon : .title]
        }
        if item.badge != nil { parts.append(.badge) }
        let content = Group {
            ForEach(0..<min(probe.count, 2), id: \.self) { index in
                _ContentElement(content: label, index: index)
                    .font(parts[index] == .icon ? TabBarMetrics.iconFont : TabBarMetrics.titleFont)
                    .lineLimit(1)
            }
            if let badge = item.badge {
                badge.font(TabBarMetrics.badgeFont)
                    .foregroundStyle(Color.white)
                    .lineLimit(1)
                    .padding(.horizontal, TabBarMetrics.badgePadding)
                    .frame(minWidth: TabBarMetrics.badgeSize, minHeight: TabBarMetrics.badgeSize)
                    .background(Capsule().fill(TabBarMetrics.badgeColor))
            }
        }
        list.nodes.append(makeLayoutNode(TabItemLayout(parts: parts), content: content, inputs: inputs))
    }
}

/// A Label in a tab bar item: its icon and its title as two views, in the bar's fonts.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.icon.font(TabBarMetrics.iconFont)
        configuration.title.font(TabBarMetrics.titleFont)
    }
}

/// Places an item's icon and title at their heights in the bar, centred across, and
/// its badge at the icon's top trailing corner.
struct TabItemLayout: BuiltInLayout {
    enum Part { case icon, title, badge }
    let parts: [Part]

    var nodeLabel: String { "tabItem" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: TabBarMetrics.barHeight, height: TabBarMetrics.barHeight))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let m = TabBarMetrics.self
        var icon: CGRect?
        for (part, subview) in zip(parts, subviews) {
            switch part {
            case .icon:
                let size = subview.sizeThatFits(.unspecified)
                let center = CGPoint(x: bounds.midX, y: bounds.minY + m.iconCenterY)
                icon = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
                subview.place(at: center, anchor: .center, proposal: .unspecified)
            case .title:
                subview.place(at: CGPoint(x: bounds.midX, y: bounds.minY + m.titleCenterY), anchor: .center,
                              proposal: ProposedViewSize(width: bounds.width, height: nil))
            case .badge:
                let anchor = icon ?? CGRect(x: bounds.midX, y: bounds.minY + m.iconCenterY, width: 0, height: 0)
                subview.place(at: CGPoint(x: anchor.maxX - m.badgeInset.width, y: anchor.minY - m.badgeInset.height),
                              anchor: .topLeading, proposal: .unspecified)
            }
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .plain }
}

// MARK: - Page dots

/// The page style's index: a dot for each page, the current one brighter.
struct PageDots: _PrimitiveView {
    let count: Int
    let selected: Int?
    let showsBackground: Bool

    static func _makeViewList(view dots: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let m = PageDotMetrics.self
        let row = HStack(spacing: m.spacing) {
            ForEach(0..<dots.count, id: \.self) { index in
                Circle().fill(index == dots.selected ? m.current : m.other)
                    .frame(width: m.diameter, height: m.diameter)
            }
        }
        .padding(.horizontal, m.horizontalPadding)
        .frame(height: m.height)
        .background(Capsule().fill(dots.showsBackground ? m.backdrop : Color.clear))
        list.nodes += inputs.resolve(row)
    }
}

extension ViewPath.Component {
    /// Where a tab item's label is resolved to count its views.
    static let tabItemProbe: UInt64 = 0xC0_0000_0201
}
