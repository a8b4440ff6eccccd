import Foundation

/// Conforming types represent items that can be placed in various locations in a
/// toolbar.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent

    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Lists the items of `content`. Built-in content implements this; custom toolbar
    /// content lists its `body`'s.
    static func _makeToolbarItems(content: Self, list: inout _ToolbarItemList)
}

extension ToolbarContent {
    public static func _makeToolbarItems(content: Self, list: inout _ToolbarItemList) {
        Body._makeToolbarItems(content: content.body, list: &list)
    }
}

extension Never: ToolbarContent {
    public static func _makeToolbarItems(content: Never, list: inout _ToolbarItemList) {}
}

/// Toolbar items in declaration order.
public struct _ToolbarItemList {
    var items: [ToolbarEntry] = []
}

/// One item, or group of items, and where it goes.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: AnyView
}

/// Built-in toolbar content with no body of its own.
public protocol _PrimitiveToolbarContent: ToolbarContent where Body == Never {}

extension _PrimitiveToolbarContent {
    public var body: Never {
        fatalError("\(Self.self) is primitive toolbar content; it has no body")
    }
}

/// A structure that defines the placement of a toolbar item. On iPhone the navigation
/// bar has three places: leading, the centre (`principal`) and trailing; the bottom
/// toolbar (`bottomBar`) is a fourth.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Place: Hashable, Sendable { case leading, principal, trailing, bottom, keyboard }
    let place: Place
    /// Confirmation actions draw semibold, as UIKit's done-style bar buttons do.
    let isConfirmation: Bool

    private init(_ place: Place, confirmation: Bool = false) {
        self.place = place
        isConfirmation = confirmation
    }

    /// Trailing in the navigation bar on iOS.
    public static let automatic = ToolbarItemPlacement(.trailing)
    /// The centre of the navigation bar, in place of the inline title.
    public static let principal = ToolbarItemPlacement(.principal)
    /// Leading in the navigation bar, after the back button.
    public static let navigation = ToolbarItemPlacement(.leading)
    /// Trailing in the navigation bar on iOS.
    public static let primaryAction = ToolbarItemPlacement(.trailing)
    /// Trailing, as `automatic` on iOS.
    public static let secondaryAction = ToolbarItemPlacement(.trailing)
    /// Trailing, in semibold (a sheet's Done or Save).
    public static let confirmationAction = ToolbarItemPlacement(.trailing, confirmation: true)
    /// Leading (a sheet's Cancel).
    public static let cancellationAction = ToolbarItemPlacement(.leading)
    /// Trailing.
    public static let destructiveAction = ToolbarItemPlacement(.trailing)
    /// The leading edge of the top bar (iOS 17).
    public static let topBarLeading = ToolbarItemPlacement(.leading)
    /// The trailing edge of the top bar (iOS 17).
    public static let topBarTrailing = ToolbarItemPlacement(.trailing)
    /// The leading edge of the navigation bar (iOS 14–16 name).
    public static let navigationBarLeading = ToolbarItemPlacement(.leading)
    /// The trailing edge of the navigation bar (iOS 14–16 name).
    public static let navigationBarTrailing = ToolbarItemPlacement(.trailing)
    /// The bottom toolbar: a 44-point bar at the bottom of the navigation stack, above
    /// the home indicator.
    public static let bottomBar = ToolbarItemPlacement(.bottom)
    /// Above the on-screen keyboard, while a text field has focus. Linux shows no
    /// keyboard: the items are drawn in a 44-pt bar at the window's bottom while a field
    /// has focus, and hidden otherwise (see `KeyboardToolbar.swift`).
    public static let keyboard = ToolbarItemPlacement(.keyboard)
}

/// A model that represents an item which can be placed in the toolbar or navigation
/// bar.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) { Button("Add") { add() } }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: _PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public static func _makeToolbarItems(content: Self, list: inout _ToolbarItemList) {
        list.items.append(ToolbarEntry(placement: content.placement, content: AnyView(content.content)))
    }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier for toolbar customization (which iOS does not offer in
    /// navigation bars).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// A model that represents a group of `ToolbarItem`s: its views sit side by side at
/// one placement.
public struct ToolbarItemGroup<Content: View>: _PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public static func _makeToolbarItems(content: Self, list: inout _ToolbarItemList) {
        list.items.append(ToolbarEntry(placement: content.placement, content: AnyView(content.content)))
    }
}

/// Constructs a toolbar item set from multi-expression closures.
@resultBuilder
@MainActor @preconcurrency
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> _TupleToolbarContent {
        var list = _ToolbarItemList()
        for item in repeat each content { appendItems(of: item, to: &list) }
        return _TupleToolbarContent(items: list.items)
    }

    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> _TupleToolbarContent {
        var list = _ToolbarItemList()
        if let content { appendItems(of: content, to: &list) }
        return _TupleToolbarContent(items: list.items)
    }

    public static func buildEither<Content: ToolbarContent>(first content: Content) -> _TupleToolbarContent {
        buildOptional(content)
    }

    public static func buildEither<Content: ToolbarContent>(second content: Content) -> _TupleToolbarContent {
        buildOptional(content)
    }

    private static func appendItems<Content: ToolbarContent>(of content: Content, to list: inout _ToolbarItemList) {
        Content._makeToolbarItems(content: content, list: &list)
    }
}

/// Several toolbar items declared together, in order.
public struct _TupleToolbarContent: _PrimitiveToolbarContent {
    let items: [ToolbarEntry]

    public static func _makeToolbarItems(content: Self, list: inout _ToolbarItemList) {
        list.items += content.items
    }
}

extension View {
    /// Populates the toolbar or navigation bar with the specified items.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
        -> ModifiedContent<Self, _NavigationPreferenceModifier>
    {
        var list = _ToolbarItemList()
        Content._makeToolbarItems(content: content(), list: &list)
        let items = list.items
        return modifier(_NavigationPreferenceModifier(write: { $0.toolbarItems += items }, name: "toolbar"))
    }

    /// Populates the toolbar or navigation bar with the specified views, placed
    /// automatically (trailing on iPhone).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content)
        -> ModifiedContent<Self, _NavigationPreferenceModifier>
    {
        let item = ToolbarEntry(placement: .automatic, content: AnyView(content()))
        return modifier(_NavigationPreferenceModifier(write: { $0.toolbarItems.append(item) }, name: "toolbar"))
    }
}

// MARK: - Drawing

/// The items of `entries` at `place`, side by side as bar buttons: 17-point text in the
/// tint colour, confirmation actions semibold, labels as their icons only (the default
/// label style "only showing icons within toolbars on macOS and iOS", in Apple's Label
/// documentation); nil when there are none.
@MainActor
func toolbarItemsView(_ entries: [ToolbarEntry], at place: ToolbarItemPlacement.Place) -> AnyView? {
    let here = entries.filter { $0.placement.place == place }
    guard !here.isEmpty else { return nil }
    return AnyView(HStack(spacing: NavigationBarMetrics.itemSpacing) {
        ForEach(here.indices, id: \.self) { index in
            here[index].content
                .font(NavigationBarMetrics.buttonFont.weight(here[index].placement.isConfirmation ? .semibold : .regular))
                .labelStyle(.iconOnly)
        }
    })
}

/// The bottom toolbar's items, laid out as UIKit lays out a SwiftUI bottom bar: one
/// item (or a group) centred, several items spread with flexible space between them;
/// a `Spacer` inside a group takes the room it leaves. Nil when there are none.
@MainActor
func bottomBarItemsView(_ entries: [ToolbarEntry]) -> AnyView? {
    let here = entries.filter { $0.placement.place == .bottom }
    guard !here.isEmpty else { return nil }
    return AnyView(HStack(spacing: NavigationBarMetrics.itemSpacing) {
        ForEach(here.indices, id: \.self) { index in
            if index > 0 { Spacer(minLength: 0) }
            HStack(spacing: NavigationBarMetrics.itemSpacing) { here[index].content }
                .font(NavigationBarMetrics.buttonFont)
        }
    })
}
