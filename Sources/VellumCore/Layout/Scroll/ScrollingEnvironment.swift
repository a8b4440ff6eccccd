import Foundation

// What lazy containers know of the scroll views around them. Where the visible region
// is comes down with placement (`PlacementContext.viewport(along:)`); these two values
// are what sizing may read, as they are fixed before any layout question is asked.

private struct ScrollingAxesKey: EnvironmentKey {
    static let defaultValue: Axis.Set = []
}

private struct SceneSizeKey: EnvironmentKey {
    static let defaultValue: CGSize? = nil
}

extension EnvironmentValues {
    /// The axes the scroll views around a view scroll.
    var scrollingAxes: Axis.Set {
        get { self[ScrollingAxesKey.self] }
        set { self[ScrollingAxesKey.self] = newValue }
    }

    /// The size of the window the views are laid out in, or the root's proposal when
    /// it is fully specified; nil when neither is known. A lazy container in a scroll
    /// view measures enough rows to fill it before estimating the rest: a scroll view
    /// shows at most a window.
    var sceneSize: CGSize? {
        get { self[SceneSizeKey.self] }
        set { self[SceneSizeKey.self] = newValue }
    }
}
