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
///
/// Most nodes are placed with their parent's context unchanged, so it is one shared,
/// immutable object (none at all for a window with nothing around it): handing it down
/// costs a reference count, not a copy of its fields.
struct PlacementContext: Equatable {
    private struct Fields: Equatable {
        var safeArea: SafeAreaGeometry?
        var namedSpaces: [AnyHashable: CGRect] = [:]
        var horizontalViewport: CGRect?
        var verticalViewport: CGRect?
    }

    private final class Storage {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// nil: no safe area, no named spaces, no scroll view.
    private var storage: Storage?

    private var fields: Fields { storage?.fields ?? Fields() }

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = fields
        change(&fields)
        storage = Storage(fields)
    }

    init(safeArea: SafeAreaGeometry? = nil) {
        if safeArea != nil { storage = Storage(Fields(safeArea: safeArea)) }
    }

    /// The safe area around the node, in window coordinates; nil when there is none.
    var safeArea: SafeAreaGeometry? {
        get { storage?.fields.safeArea }
        set { update { $0.safeArea = newValue } }
    }

    /// The frames (window coordinates) of the named coordinate spaces enclosing the node,
    /// innermost winning for a shared name.
    var namedSpaces: [AnyHashable: CGRect] { storage?.fields.namedSpaces ?? [:] }

    /// The context inside a view named `name` whose frame is `frame`.
    func naming(_ name: AnyHashable, frame: CGRect) -> PlacementContext {
        var context = self
        context.update { $0.namedSpaces[name] = frame }
        return context
    }

    /// The geometry around a window's root with no safe area.
    static var window: PlacementContext { PlacementContext() }

    /// What shows of the innermost scroll view scrolling `axis`, in window coordinates:
    /// the region lazy containers build their rows for; nil outside one.
    func viewport(along axis: Axis) -> CGRect? {
        axis == .horizontal ? storage?.fields.horizontalViewport : storage?.fields.verticalViewport
    }

    /// The context for a scroll view's content: `visible` is what shows along `axes`.
    func scrolled(_ axes: Axis.Set, showing visible: CGRect) -> PlacementContext {
        var context = self
        context.update { fields in
            if axes.contains(.horizontal) { fields.horizontalViewport = visible }
            if axes.contains(.vertical) { fields.verticalViewport = visible }
        }
        return context
    }

    static func == (a: PlacementContext, b: PlacementContext) -> Bool {
        a.storage === b.storage || a.fields == b.fields
    }
}
