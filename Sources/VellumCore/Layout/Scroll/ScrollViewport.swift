import Foundation

/// What the lazy containers inside a scroll view know of it: the region that shows, so
/// they build only what lies in it, and a way back for `scrollTo` to find elements they
/// have not built.
@MainActor
final class ScrollViewport {
    let axes: Axis.Set
    /// The proposal the scroll view was last sized for; until it is placed, this says
    /// how long the visible region will be.
    var proposal: ProposedViewSize = .unspecified
    /// The scroll view's frame in window coordinates once placed: what shows.
    var visibleRect: CGRect?
    private var lazyContainers: [WeakLazyContainer] = []

    init(axes: Axis.Set) { self.axes = axes }

    func register(_ container: LazyLinesBehavior) {
        lazyContainers.append(WeakLazyContainer(container: container))
    }

    /// The frame (window coordinates) of the element with identity `id` in a lazy
    /// container, estimated if the element is not built.
    func lazyFrame(of id: AnyHashable) -> CGRect? {
        for entry in lazyContainers {
            if let frame = entry.container?.frame(ofElement: id) { return frame }
        }
        return nil
    }
}

private struct WeakLazyContainer {
    weak var container: LazyLinesBehavior?
}

private struct ScrollViewportsKey: EnvironmentKey {
    static let defaultValue: [ScrollViewport] = []
}

extension EnvironmentValues {
    /// The scroll views around a view, innermost last.
    var scrollViewports: [ScrollViewport] {
        get { self[ScrollViewportsKey.self] }
        set { self[ScrollViewportsKey.self] = newValue }
    }
}
