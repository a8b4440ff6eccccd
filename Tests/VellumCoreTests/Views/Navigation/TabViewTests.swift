import Foundation
import Testing
@testable import VellumCore

// TabView on the iPhone 15 (393 × 852, insets 59 and 34) with the spec's fixed-advance
// text: glyphs are 8 × size / 17 wide, lines 61/3 × size / 17 tall. The TabView fills
// the safe area (59 to 818); the bar is its bottom 49 points (769 to 818) and the
// selected tab gets the 710 above.

@MainActor
private func phoneLayout<V: View>(_ view: V) -> ViewLayout {
    ViewLayout(of: view, device: .iPhone15, environment: .spec)
}

/// Records lifecycle events and body runs in order.
@MainActor
private final class Log {
    var events: [String] = []
    var bodies: [String: Int] = [:]
}

private struct HomeTab: View {
    let log: Log
    @State private var taps = 0
    var body: some View {
        let _ = log.bodies["home", default: 0] += 1
        VStack {
            Text("Taps: \(taps)")
            Button("Tap") { taps += 1 }
        }
        .onAppear { log.events.append("home appear") }
        .onDisappear { log.events.append("home disappear") }
    }
}

private struct InboxTab: View {
    let log: Log
    var body: some View {
        let _ = log.bodies["inbox", default: 0] += 1
        Text("No new mail")
            .onAppear { log.events.append("inbox appear") }
            .onDisappear { log.events.append("inbox disappear") }
    }
}

private struct SettingsTab: View {
    let log: Log
    var body: some View {
        let _ = log.bodies["settings", default: 0] += 1
        Text("Settings screen")
            .onAppear { log.events.append("settings appear") }
            .onDisappear { log.events.append("settings disappear") }
    }
}

/// Three tabs keeping their own selection, as a first TabView tutorial writes them.
private struct ThreeTabs: View {
    let log: Log
    var body: some View {
        TabView {
            HomeTab(log: log)
                .tabItem { Label("Home", systemImage: "house") }
            InboxTab(log: log)
                .tabItem { Label("Inbox", systemImage: "tray") }
                .badge(3)
            SettingsTab(log: log)
                .tabItem {
                    Image(systemName: "gear")
                    Text("Settings")
                }
        }
    }
}

private enum Tab: Hashable { case home, inbox, settings }

/// A TabView whose selection the app holds and changes from code.
private struct BoundTabs: View {
    @State var selection = Tab.home
    var body: some View {
        TabView(selection: $selection) {
            VStack {
                Text("Showing \(String(describing: selection))")
                Button("Open settings") { selection = .settings }
            }
            .tabItem { Label("Home", systemImage: "house") }
            .tag(Tab.home)
            Text("Inbox list")
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(Tab.inbox)
            Text("Settings list")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Tab.settings)
        }
    }
}

private let glyph10: CGFloat = 80.0 / 17.0
private let line10: CGFloat = line * 10 / 17

@MainActor
struct TabViewTests {
    // MARK: Layout

    @Test func barSitsAtTheBottomAndTheTabAboveIt() throws {
        let layout = phoneLayout(TabView {
            Color.red.id("home").tabItem { Label("Home", systemImage: "house") }
            Color.blue.tabItem { Label("Inbox", systemImage: "tray") }
            Color.green.tabItem { Label("Settings", systemImage: "gear") }
        })
        let tabView = try #require(element(layout.root, labelled: "TabView"))
        #expect(tabView.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(layout.frame(id: "home") == CGRect(x: 0, y: 59, width: 393, height: 710))
        // Three items of 131 points; the icon (a 25.2-point placeholder) centred 19
        // below the bar's top, the 10-point title 38.5 below it.
        let icon = try #require(element(layout.root, labelled: "Image(systemName: \"tray\")"))
        #expect(close(icon.frame, CGRect(x: 131 + 65.5 - 12.6, y: 769 + 19 - 12.6, width: 25.2, height: 25.2)))
        let title = try #require(element(layout.root, labelled: "Text(\"Settings\")"))
        #expect(close(title.frame, CGRect(x: 262 + 65.5 - 4 * glyph10, y: 769 + 38.5 - line10 / 2,
                                          width: 8 * glyph10, height: line10)))
    }

    @Test func barBackgroundReachesIntoTheHomeIndicatorBand() throws {
        let layout = phoneLayout(TabView {
            Color.red.tabItem { Label("Home", systemImage: "house") }
        })
        // The bar's background: from the bar's top to the screen's bottom.
        let background = try #require(element(layout.root, labelled: "Color.tabBarBackground"))
        #expect(background.frame.minY == 769)
        #expect(background.frame.maxY == 852)
    }

    /// The tab's safe area ends at the bar: what ignores it reaches under the bar to the
    /// screen's bottom, as a List's rows scroll under it.
    @Test func tabSafeAreaEndsAtTheBar() {
        let layout = phoneLayout(TabView {
            Color.red.id("home").ignoresSafeArea().tabItem { Label("Home", systemImage: "house") }
        })
        #expect(layout.frame(id: "home") == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func badgeSitsAtTheIconsTopTrailingCorner() throws {
        let layout = phoneLayout(ThreeTabs(log: Log()))
        let icon = try #require(element(layout.root, labelled: "Image(systemName: \"tray\")"))
        let badge = try #require(element(layout.root, labelled: "Text(\"3\")"))
        // One 13-point glyph is narrower than the 18-point minimum, so the capsule is 18
        // round and the text centred in it.
        let capsule = CGRect(x: icon.frame.maxX - 8, y: icon.frame.minY - 2, width: 18, height: 18)
        #expect(close(badge.frame.midX, capsule.midX))
        #expect(close(badge.frame.midY, capsule.midY))
    }

    @Test func zeroAndNilShowNoBadge() {
        let layout = phoneLayout(TabView {
            Color.red.badge(0).tabItem { Label("Home", systemImage: "house") }
            Color.red.tabItem { Label("News", systemImage: "newspaper") }.badge(nil as String?)
            Color.red.tabItem { Label("Chat", systemImage: "message") }.badge("New")
        })
        #expect(!layout.description.contains("Text(\"0\")"))
        #expect(layout.description.contains("Text(\"New\")"))
    }

    // MARK: Selection

    @Test func tappingAnItemSelectsItsTab() throws {
        let log = Log()
        let host = ViewHost(ThreeTabs(log: log), device: .iPhone15, environment: .spec)
        #expect(host.contains(text: "Taps: 0"))
        #expect(!host.contains(text: "No new mail"))
        try host.tap(text: "Inbox")
        #expect(host.contains(text: "No new mail"))
        #expect(!host.contains(text: "Taps: 0"))
        // By position: the third item's middle.
        try host.tap(at: CGPoint(x: 327.5, y: 790))
        #expect(host.contains(text: "Settings screen"))
    }

    @Test func selectedItemTakesTheTintAndOthersGray() throws {
        let host = ViewHost(ThreeTabs(log: Log()), device: .iPhone15, environment: .spec)
        // The icons' placeholders are the only strokes, in item order.
        func iconPaints() -> [DisplayList.Paint] {
            host.displayList.items.compactMap { item in
                if case .stroke(_, let paint, _) = item { paint } else { nil }
            }
        }
        let before = iconPaints()
        #expect(before == [.color(.accentColor), .color(.gray), .color(.gray)])
        try host.tap(text: "Inbox")
        #expect(iconPaints() == [.color(.gray), .color(.accentColor), .color(.gray)])
    }

    @Test func tapWritesTheBindingAndTheBindingSwitchesTabs() throws {
        let host = ViewHost(BoundTabs(), device: .iPhone15, environment: .spec)
        #expect(host.contains(text: "Showing home"))
        try host.tap(text: "Inbox")
        #expect(host.contains(text: "Inbox list"))
        try host.tap(text: "Home")
        #expect(host.contains(text: "Showing inbox") == false)
        #expect(host.contains(text: "Showing home"))
        // Setting the selection from code switches the tab.
        try host.tap(text: "Open settings")
        #expect(host.contains(text: "Settings list"))
    }

    @Test func selectionMatchingNoTagSelectsNothingAndWarns() {
        var layout: ViewLayout?
        let warnings = Diagnostics.capture {
            layout = phoneLayout(TabView(selection: .constant(42)) {
                Text("First page").tabItem { Label("One", systemImage: "1.circle") }.tag(1)
                Text("Second page").tabItem { Label("Two", systemImage: "2.circle") }.tag(2)
            })
        }
        #expect(warnings.contains { $0.contains("matches the tag of no tab") })
        let description = layout?.description ?? ""
        #expect(!description.contains("page"))  // no tab's content
        #expect(description.contains("Text(\"Two\")"))  // but the items
    }

    @Test func moreThanFiveTabsWarn() {
        let warnings = Diagnostics.capture {
            _ = phoneLayout(TabView {
                ForEach(1...6, id: \.self) { i in
                    Text("Tab \(i)").tabItem { Label("T\(i)", systemImage: "circle") }
                }
            })
        }
        #expect(warnings.contains { $0.contains("More tab") })
    }

    // MARK: State and lifecycle

    @Test func stateLivesWhileSwitchingTabs() throws {
        let host = ViewHost(ThreeTabs(log: Log()), device: .iPhone15, environment: .spec)
        try host.tap(text: "Tap")
        try host.tap(text: "Tap")
        #expect(host.contains(text: "Taps: 2"))
        try host.tap(text: "Settings")
        try host.tap(text: "Home")
        #expect(host.contains(text: "Taps: 2"))
    }

    @Test func onlyTheSelectedTabsBodyRunsAtFirst() throws {
        let log = Log()
        let host = ViewHost(ThreeTabs(log: log), device: .iPhone15, environment: .spec)
        #expect(log.bodies == ["home": 1])
        try host.tap(text: "Settings")
        #expect(log.bodies["settings"] == 1)
        #expect(log.bodies["inbox"] == nil)
        // Switching runs neither tab's body, as in SwiftUI: whether a tab is shown
        // reaches it through the environment (which `onAppear` follows), and the tabs
        // read nothing from it.
        #expect(log.bodies == ["home": 1, "settings": 1])
        try host.tap(text: "Home")
        #expect(log.bodies == ["home": 1, "settings": 1])
        #expect(host.lastUpdate.bodiesEvaluated == 0)
    }

    @Test func appearAndDisappearFollowSwitching() throws {
        let log = Log()
        let host = ViewHost(ThreeTabs(log: log), device: .iPhone15, environment: .spec)
        #expect(log.events == ["home appear"])
        try host.tap(text: "Inbox")
        #expect(log.events == ["home appear", "home disappear", "inbox appear"])
        try host.tap(text: "Home")
        #expect(log.events == ["home appear", "home disappear", "inbox appear", "inbox disappear", "home appear"])
    }

    @Test func eachTabKeepsItsOwnNavigationStack() throws {
        let host = ViewHost(TabView {
            NavigationStack {
                List { NavigationLink("Dune") { Text("Dune details").navigationTitle("Dune") } }
                    .navigationTitle("Books")
            }
            .tabItem { Label("Books", systemImage: "book") }
            NavigationStack { Text("Profile screen").navigationTitle("Profile") }
                .tabItem { Label("Profile", systemImage: "person") }
        }, device: .iPhone15, environment: .spec)
        #expect(host.navigationTitle == "Books")
        try host.tap(text: "Dune")
        #expect(host.contains(text: "Dune details"))
        try host.tap(text: "Profile")
        #expect(host.contains(text: "Profile screen"))
        try host.tap(text: "Books")  // the item: the first tab still shows its pushed screen
        #expect(host.contains(text: "Dune details"))
    }

    @Test func aScreenCanHideTheTabBar() {
        let layout = phoneLayout(TabView {
            Color.red.id("home").toolbar(.hidden, for: .tabBar).tabItem { Label("Home", systemImage: "house") }
        })
        #expect(layout.frame(id: "home") == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(!layout.description.contains("Text(\"Home\")"))
    }

    @Test func toolbarBackgroundStylesOrHidesTheBarsBackground() throws {
        let styled = phoneLayout(TabView {
            Color.white.toolbarBackground(Color.yellow, for: .tabBar).tabItem { Label("Home", systemImage: "house") }
        })
        let yellow = try #require(element(styled.root, labelled: "Color.yellow"))
        #expect(yellow.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
        let hidden = phoneLayout(TabView {
            NavigationStack { Color.white.toolbarBackground(.hidden, for: .tabBar) }
                .tabItem { Label("Home", systemImage: "house") }
        })
        #expect(!hidden.description.contains("tabBarBackground"))
        #expect(!hidden.description.contains("barSeparator"))
        #expect(hidden.description.contains("Text(\"Home\")"))
    }

    // MARK: Page style

    private struct Onboarding: View {
        @State var page = 0
        var body: some View {
            TabView(selection: $page) {
                ForEach(0..<3, id: \.self) { i in
                    Text("Page \(i + 1)").id("page\(i)")
                }
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always))
        }
    }

    @Test func pageStyleShowsOnePageFullSizeWithDots() throws {
        let host = ViewHost(Onboarding(), device: .iPhone15, environment: .spec)
        let layout = host.layout
        let tabView = try #require(element(layout.root, labelled: "TabView(.page)"))
        #expect(tabView.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(host.contains(text: "Page 1"))
        #expect(!host.contains(text: "Page 2"))
        // Three 8-point dots 8 apart, padded 8 a side: a 56 × 26 capsule centred 23
        // above the bottom.
        let circles = layout.root.all { $0.label.hasPrefix("Circle") }
        #expect(circles.count == 3)
        #expect(circles.first.map { close($0.frame, CGRect(x: 196.5 - 20, y: 818 - 23 - 4, width: 8, height: 8)) } == true)
        // The current page's dot is white, the others dimmer; the capsule is drawn.
        #expect(circles.map(\.label) == ["Circle fill .white"] + Array(repeating: circles[1].label, count: 2))
        #expect(circles[1].label != circles[0].label)
        let capsule = try #require(layout.root.all { $0.label.hasPrefix("Capsule") }.first)
        #expect(capsule.frame == CGRect(x: 196.5 - 28, y: 818 - 23 - 13, width: 56, height: 26))
    }

    @Test func swipingTurnsThePageAndWritesTheSelection() throws {
        let host = ViewHost(Onboarding(), device: .iPhone15, environment: .spec)
        try host.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 50, y: 400))
        #expect(host.contains(text: "Page 2"))
        try host.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 50, y: 400))
        #expect(host.contains(text: "Page 3"))
        // Past the last page nothing turns.
        try host.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 50, y: 400))
        #expect(host.contains(text: "Page 3"))
        try host.drag(from: CGPoint(x: 50, y: 400), to: CGPoint(x: 350, y: 400))
        #expect(host.contains(text: "Page 2"))
    }

    private struct PageView: View {
        let number: Int
        let log: Log
        var body: some View {
            let _ = log.bodies["page \(number)", default: 0] += 1
            Text("Page \(number)")
        }
    }

    @Test func pagesNotShownRunNoBody() throws {
        let log = Log()
        let host = ViewHost(TabView {
            ForEach(1...3, id: \.self) { PageView(number: $0, log: log) }
        }.tabViewStyle(.page), device: .iPhone15, environment: .spec)
        #expect(log.bodies == ["page 1": 1])
        try host.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 50, y: 400))
        #expect(host.contains(text: "Page 2"))
        #expect(log.bodies["page 2"] == 1)
        #expect(log.bodies["page 3"] == nil)
    }

    @Test func neverShowsNoDots() {
        let layout = phoneLayout(TabView {
            Text("A")
            Text("B")
        }.tabViewStyle(.page(indexDisplayMode: .never)))
        #expect(layout.root.all { $0.label.hasPrefix("Circle") }.isEmpty)
    }
}

extension ViewLayout.Element {
    /// Every element below this one that `matches`, in view order.
    func all(where matches: (ViewLayout.Element) -> Bool) -> [ViewLayout.Element] {
        var found: [ViewLayout.Element] = []
        var stack = [self]
        while let element = stack.popLast() {
            if matches(element) { found.append(element) }
            stack.append(contentsOf: element.children.reversed())
        }
        return found
    }
}
