import Foundation

// The scroll view modifiers: each sets an environment value the scroll views below read.

/// The ways a scrollable view can place content margins.
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Kind { case automatic, scrollContent, scrollIndicators }
    let kind: Kind

    /// The default placement: for a scroll view, the content.
    public static let automatic = ContentMarginPlacement(kind: .automatic)
    /// The content of a scroll view.
    public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
    /// The scroll indicators (not drawn on a still picture, so these margins change nothing).
    public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)
}

/// The visibility of scroll indicators.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    enum Kind { case automatic, visible, hidden, never }
    let kind: Kind

    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    public static let never = ScrollIndicatorVisibility(kind: .never)
}

/// A scroll position request from `scrollPosition(id:anchor:)`: the binding's identity,
/// read when the scroll view resolves.
struct ScrollPositionRequest {
    let id: @MainActor () -> AnyHashable?
    let anchor: UnitPoint?
}

private struct ScrollPositionRequestKey: EnvironmentKey {
    static let defaultValue: ScrollPositionRequest? = nil
}

private struct DefaultScrollAnchorKey: EnvironmentKey {
    static let defaultValue: UnitPoint? = nil
}

private struct ScrollContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

private struct IsScrollEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

extension EnvironmentValues {
    /// A Boolean value that indicates whether any scroll views associated with this
    /// environment allow scrolling to occur.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    /// The visibility to apply to scroll indicators of any horizontally scrollable content.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// The visibility to apply to scroll indicators of any vertically scrollable content.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    var scrollPositionRequest: ScrollPositionRequest? {
        get { self[ScrollPositionRequestKey.self] }
        set { self[ScrollPositionRequestKey.self] = newValue }
    }

    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }

    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

/// The default content margin when `contentMargins` is given no length: SwiftUI's
/// default padding on iOS.
private let defaultContentMargin: CGFloat = 16

extension View {
    /// Associates a binding to be updated when a scroll view within this view scrolls,
    /// and scrolls to the view with the binding's identity when it changes.
    ///
    /// The binding is read, not yet written back when the user scrolls.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
        -> ModifiedContent<Self, _EnvironmentTransformModifier>
    {
        modifier(_EnvironmentTransformModifier {
            $0.scrollPositionRequest = ScrollPositionRequest(id: { id.wrappedValue.map { AnyHashable($0) } }, anchor: anchor)
        })
    }

    /// Associates an anchor to control which part of the scroll view's content should
    /// be rendered by default: `.bottom` starts a chat at its last message.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        modifier(_EnvironmentTransformModifier { $0.defaultScrollAnchor = anchor })
    }

    /// Configures the content margin for a provided placement: scroll views below inset
    /// their content by `length` on `edges` (16 when nil).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic)
        -> ModifiedContent<Self, _EnvironmentTransformModifier>
    {
        let length = length.map(marginLength) ?? defaultContentMargin
        let insets = EdgeInsets(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
        return contentMargins(edges, insets, for: placement)
    }

    /// Configures the content margin for a provided placement, one inset per edge.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic)
        -> ModifiedContent<Self, _EnvironmentTransformModifier>
    {
        let insets = EdgeInsets(top: marginLength(insets.top), leading: marginLength(insets.leading),
                                bottom: marginLength(insets.bottom), trailing: marginLength(insets.trailing))
        return modifier(_EnvironmentTransformModifier {
            guard placement != .scrollIndicators else { return }
            if edges.contains(.top) { $0.scrollContentMargins.top = insets.top }
            if edges.contains(.leading) { $0.scrollContentMargins.leading = insets.leading }
            if edges.contains(.bottom) { $0.scrollContentMargins.bottom = insets.bottom }
            if edges.contains(.trailing) { $0.scrollContentMargins.trailing = insets.trailing }
        })
    }

    /// Configures the content margin for a provided placement on all edges.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
        -> ModifiedContent<Self, _EnvironmentTransformModifier>
    {
        contentMargins(.all, length, for: placement)
    }

    /// Disables or enables scrolling in scrollable views. Programmatic scrolling
    /// (`scrollTo`, `scrollPosition`) still moves them.
    public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        modifier(_EnvironmentTransformModifier { $0.isScrollEnabled = $0.isScrollEnabled && !disabled })
    }

    /// Sets the visibility of scroll indicators within this view. Indicators show only
    /// while scrolling on iOS, so Vellum's still pictures draw none either way.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> ModifiedContent<Self, _EnvironmentTransformModifier>
    {
        modifier(_EnvironmentTransformModifier {
            if axes.contains(.horizontal) { $0.horizontalScrollIndicatorVisibility = visibility }
            if axes.contains(.vertical) { $0.verticalScrollIndicatorVisibility = visibility }
        })
    }
}

/// A margin made safe: negative or non-finite lengths become 0, with a warning.
@MainActor
private func marginLength(_ value: CGFloat) -> CGFloat {
    guard value.isFinite, value >= 0 else {
        Diagnostics.warn("Invalid content margin \(value) (negative or not finite); using 0.")
        return 0
    }
    return value
}
