import Foundation

/// The visibility of a user interface element, chosen automatically by default.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// The placement of a toolbar: which bar `toolbar(_:for:)` shows or hides.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, navigationBar, bottomBar, tabBar }
    let kind: Kind

    public static let automatic = ToolbarPlacement(kind: .automatic)
    public static let navigationBar = ToolbarPlacement(kind: .navigationBar)
    public static let bottomBar = ToolbarPlacement(kind: .bottomBar)
    public static let tabBar = ToolbarPlacement(kind: .tabBar)
}

/// A configuration for a navigation bar that represents a view at the top of a
/// navigation stack.
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Inherit the display mode from the previous navigation item (large at the root).
        case automatic
        /// Display the title within the standard bounds of the navigation bar.
        case inline
        /// Display a large title below the bar.
        case large
    }
}

/// What a screen of a navigation stack tells the stack about itself: its title, how
/// the title shows, its bar, and the destinations it declares. Navigation modifiers
/// write it into the nodes they make (as `preference` does) and the stack reads it from
/// the screen it resolved; the outermost modifier wins, as a preference set again
/// replaces its content's.
struct ScreenPreferences {
    var title: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var backButtonHidden: Bool?
    var barVisibility: Visibility?
    /// `toolbar(_:for: .bottomBar)` and `toolbar(_:for: .tabBar)` of this screen.
    var bottomBarVisibility: Visibility?
    var tabBarVisibility: Visibility?
    /// `toolbarBackground` of this screen, by bar.
    var barBackgrounds: [ToolbarPlacement.Kind: BarBackground] = [:]
    /// Views for pushed values, by the value's type: the first declared wins.
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    /// `navigationDestination(isPresented:)` destinations of this screen, in view order.
    var presented: [PresentedDestination] = []
    /// `toolbar` items of this screen, in view order.
    var toolbarItems: [ToolbarEntry] = []
    /// The screen's `searchable` field and its `searchSuggestions`, outermost first.
    var search: SearchFieldPreference?
    var searchSuggestions: AnyView?
    /// The items of `toolbarTitleMenu`, opened by tapping the inline title.
    var titleMenu: AnyView?
}

/// What `toolbarBackground` says of one bar: whether its background shows, and in what.
struct BarBackground {
    var visibility: Visibility?
    var style: AnyShapeStyle?
}

/// A destination shown while its binding is true.
struct PresentedDestination {
    let isPresented: Binding<Bool>
    let destination: AnyView
}

/// The node-preference key under which navigation modifiers keep their writes.
enum NavigationPreferenceKey {}

/// Writes into the `ScreenPreferences` of the screen the views it modifies are on.
public struct _NavigationPreferenceModifier: _DrawingEffect, BuiltInLayout {
    let write: (inout ScreenPreferences) -> Void
    let name: String
    var nodeLabel: String { name }

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes += content.wrapEach(inputs, in: modifier).map { node in
            node.preferences[ObjectIdentifier(NavigationPreferenceKey.self)] = modifier.write
            return node
        }
    }
}

extension View {
    fileprivate func navigationPreference(_ name: String, _ write: @escaping (inout ScreenPreferences) -> Void)
        -> ModifiedContent<Self, _NavigationPreferenceModifier>
    {
        modifier(_NavigationPreferenceModifier(write: write, name: name))
    }

    /// Configures the title menu of the navigation bar: tapping the title opens a menu
    /// of `content`, as `Menu` opens its items.
    ///
    /// ```swift
    /// .toolbarTitleMenu {
    ///     Button("Rename", action: rename)
    ///     Button("Duplicate", action: duplicate)
    /// }
    /// ```
    ///
    /// On iPhone the menu opens from the inline title, which is drawn with a small
    /// chevron after it; a large title opens nothing.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> ModifiedContent<Self, _NavigationPreferenceModifier> {
        let menu = AnyView(content())
        return navigationPreference("toolbarTitleMenu") { if $0.titleMenu == nil { $0.titleMenu = menu } }
    }

    /// Configures the view's title for purposes of navigation, using a string.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _NavigationPreferenceModifier> {
        navigationTitle(Text(title))
    }

    /// Configures the view's title for purposes of navigation, using a localized string.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, _NavigationPreferenceModifier> {
        navigationTitle(Text(titleKey))
    }

    /// Configures the view's title for purposes of navigation, using a text view.
    public func navigationTitle(_ title: Text) -> ModifiedContent<Self, _NavigationPreferenceModifier> {
        navigationPreference("navigationTitle") { if $0.title == nil { $0.title = title } }
    }

    /// Configures the view's title for purposes of navigation, using a binding (the
    /// title is editable on iPadOS and macOS; on iPhone it shows the binding's value).
    public func navigationTitle(_ title: Binding<String>) -> ModifiedContent<Self, _NavigationPreferenceModifier> {
        navigationTitle(Text(title.wrappedValue))
    }

    /// Configures the title display mode for this view.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedContent<Self, _NavigationPreferenceModifier>
    {
        navigationPreference("navigationBarTitleDisplayMode") { if $0.displayMode == nil { $0.displayMode = displayMode } }
    }

    /// Hides the navigation bar back button for the view.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)
        -> ModifiedContent<Self, _NavigationPreferenceModifier>
    {
        navigationPreference("navigationBarBackButtonHidden") { if $0.backButtonHidden == nil { $0.backButtonHidden = hidesBackButton } }
    }

    /// Specifies the visibility of bars managed by SwiftUI: `.hidden` for
    /// `.navigationBar` removes the navigation bar and its title from this screen, for
    /// `.bottomBar` its bottom toolbar, for `.tabBar` the bar of the TabView it is in.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...)
        -> ModifiedContent<Self, _NavigationPreferenceModifier>
    {
        let kinds = Set(bars.map(\.kind))
        let affectsBar = kinds.contains(.navigationBar) || kinds.contains(.automatic)
        return navigationPreference("toolbar(.\(visibility))") { preferences in
            if affectsBar, preferences.barVisibility == nil { preferences.barVisibility = visibility }
            if kinds.contains(.bottomBar), preferences.bottomBarVisibility == nil { preferences.bottomBarVisibility = visibility }
            if kinds.contains(.tabBar), preferences.tabBarVisibility == nil { preferences.tabBarVisibility = visibility }
        }
    }

    /// Specifies the preferred shape style of the background of a bar managed by SwiftUI
    /// (`.automatic` is the navigation bar). The tab bar and the bottom toolbar draw
    /// their background in it; the navigation bar, which Vellum draws as at the scroll
    /// edge (no background), draws it once `toolbarBackground(.visible, for:)` asks.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
        -> ModifiedContent<Self, _NavigationPreferenceModifier>
    {
        let kinds = bars.map { $0.kind == .automatic ? .navigationBar : $0.kind }
        let style = AnyShapeStyle(style)
        return navigationPreference("toolbarBackground") { preferences in
            for kind in kinds where preferences.barBackgrounds[kind]?.style == nil {
                preferences.barBackgrounds[kind, default: BarBackground()].style = style
            }
        }
    }

    /// Specifies the preferred visibility of the background of a bar managed by
    /// SwiftUI: `.hidden` removes the tab bar's or bottom toolbar's background and
    /// hairline; `.visible` draws the navigation bar's (the bar's material, drawn solid,
    /// reaching up under the status bar, with a hairline under it).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
        -> ModifiedContent<Self, _NavigationPreferenceModifier>
    {
        let kinds = bars.map { $0.kind == .automatic ? .navigationBar : $0.kind }
        return navigationPreference("toolbarBackground(.\(visibility))") { preferences in
            for kind in kinds where preferences.barBackgrounds[kind]?.visibility == nil {
                preferences.barBackgrounds[kind, default: BarBackground()].visibility = visibility
            }
        }
    }

    /// Associates a destination view with a presented data type for use within a
    /// navigation stack: a `NavigationLink(value:)` of that type pushes it.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C)
        -> ModifiedContent<Self, _NavigationPreferenceModifier>
    {
        navigationPreference("navigationDestination(for: \(D.self))") { preferences in
            let key = ObjectIdentifier(D.self)
            if preferences.destinations[key] == nil {
                preferences.destinations[key] = { value in (value.base as? D).map { AnyView(destination($0)) } }
            }
        }
    }

    /// Associates a destination view with a binding that can be used to push the view
    /// onto a navigation stack: it shows above this screen while the binding is true, and
    /// going back sets it to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
        -> ModifiedContent<Self, _NavigationPreferenceModifier>
    {
        let view = AnyView(destination())
        return navigationPreference("navigationDestination(isPresented:)") { preferences in
            preferences.presented.append(PresentedDestination(isPresented: isPresented, destination: view))
        }
    }
}

// MARK: - iOS 13–16 names, still in older tutorials and projects

extension View {
    /// Sets the title and display mode of the navigation bar (iOS 13–16).
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic)
        -> ModifiedContent<Self, _NavigationPreferenceModifier>
    {
        navigationPreference("navigationBarTitle") { preferences in
            if preferences.title == nil { preferences.title = title }
            if preferences.displayMode == nil { preferences.displayMode = displayMode }
        }
    }

    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode = .automatic)
        -> ModifiedContent<Self, _NavigationPreferenceModifier>
    {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode = .automatic)
        -> ModifiedContent<Self, _NavigationPreferenceModifier>
    {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }

    /// Hides the navigation bar for this view (iOS 13–16).
    @available(*, deprecated, message: "Use toolbar(.hidden, for: .navigationBar)")
    public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _NavigationPreferenceModifier> {
        navigationPreference("navigationBarHidden") { preferences in
            if preferences.barVisibility == nil { preferences.barVisibility = hidden ? .hidden : .visible }
        }
    }

    /// Sets the navigation bar items for this view (iOS 13–16): leading after the back
    /// button, trailing at the trailing margin.
    @available(*, deprecated, message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T)
        -> ModifiedContent<Self, _NavigationPreferenceModifier>
    {
        let items = [ToolbarEntry(placement: .navigationBarLeading, content: AnyView(leading)),
                     ToolbarEntry(placement: .navigationBarTrailing, content: AnyView(trailing))]
        return navigationPreference("navigationBarItems") { $0.toolbarItems += items }
    }

    @available(*, deprecated, message: "Use toolbar(content:) with navigationBarLeading placement")
    public func navigationBarItems<L: View>(leading: L) -> ModifiedContent<Self, _NavigationPreferenceModifier> {
        let item = ToolbarEntry(placement: .navigationBarLeading, content: AnyView(leading))
        return navigationPreference("navigationBarItems") { $0.toolbarItems.append(item) }
    }

    @available(*, deprecated, message: "Use toolbar(content:) with navigationBarTrailing placement")
    public func navigationBarItems<T: View>(trailing: T) -> ModifiedContent<Self, _NavigationPreferenceModifier> {
        let item = ToolbarEntry(placement: .navigationBarTrailing, content: AnyView(trailing))
        return navigationPreference("navigationBarItems") { $0.toolbarItems.append(item) }
    }
}
