import Foundation

/// Geometry that placement hands down with each frame, as OpenSwiftUI's
/// `PlacementContext` does: where the safe area is, where the named coordinate spaces
/// are, and what shows of the enclosing scroll views.
///
/// It exists only during and after placement, because it is made of frames. Sizing
/// never reads it, so a size answer stays a function of proposal and environment alone
/// and can be cached in any order (ARCHITECTURE.md, principle 3). A node keeps the
/// context it was placed with, as it keeps its frame, for drawing and for content built
/// at placement (a GeometryReader's, a lazy stack's rows).
struct PlacementContext: Equatable {
    /// The safe area around the node, in window coordinates; nil when there is none.
    var safeArea: SafeAreaGeometry?
    /// The frames (window coordinates) of the named coordinate spaces enclosing the node,
    /// innermost winning for a shared name.
    var namedSpaces: [AnyHashable: CGRect] = [:]
    /// What shows of the innermost scroll view scrolling each axis, in window
    /// coordinates: the region lazy containers build their rows for.
    var horizontalViewport: CGRect?
    var verticalViewport: CGRect?

    /// The geometry around a window's root with no safe area.
    static var window: PlacementContext { PlacementContext() }

    /// What shows of the innermost scroll view scrolling `axis`; nil outside one.
    func viewport(along axis: Axis) -> CGRect? {
        axis == .horizontal ? horizontalViewport : verticalViewport
    }

    /// The context for a scroll view's content: `visible` is what shows along `axes`.
    func scrolled(_ axes: Axis.Set, showing visible: CGRect) -> PlacementContext {
        var context = self
        if axes.contains(.horizontal) { context.horizontalViewport = visible }
        if axes.contains(.vertical) { context.verticalViewport = visible }
        return context
    }
}
