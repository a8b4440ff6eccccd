import Foundation

/// A type that defines the geometry of a collection of views.
///
/// Every container in Vellum is a `Layout`: the stacks, frames, padding and the other
/// built-in layout modifiers use this same protocol that you write custom layouts with.
///
/// ## The contract
///
/// A layout answers two questions about its subviews:
///
/// 1. `sizeThatFits(proposal:subviews:cache:)`: how big would you be for this
///    proposal? It may be asked many times in one pass, with `.zero` (your minimum),
///    `.infinity` (your maximum), `.unspecified` (your ideal) and concrete sizes, so the
///    answer must depend only on its arguments. Ask subviews with
///    `subview.sizeThatFits(_:)`; their answers are cached per proposal.
/// 2. `placeSubviews(in:proposal:subviews:cache:)`: place each subview with
///    `subview.place(at:anchor:proposal:)`. `bounds` is in the parent's coordinate space,
///    so place relative to `bounds.minX` and `bounds.minY`, never to zero. A subview you
///    do not place is centred in `bounds` and proposed the container's proposal.
///
/// Store derived data in `Cache` (`makeCache` runs when the layout is created and
/// `updateCache` when its subviews change), never in the layout value itself.
///
/// ```swift
/// struct EqualWidthHStack: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         let width = sizes.map(\.width).max() ?? 0
///         let height = sizes.map(\.height).max() ?? 0
///         return CGSize(width: width * CGFloat(sizes.count) + 8 * CGFloat(max(sizes.count - 1, 0)), height: height)
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         let width = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
///         for (i, subview) in subviews.enumerated() {
///             subview.place(at: CGPoint(x: bounds.minX + CGFloat(i) * (width + 8), y: bounds.minY),
///                           proposal: ProposedViewSize(width: width, height: bounds.height))
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Layout: Animatable {
    /// Properties of the layout that its subviews can see, such as the stack orientation
    /// that tells `Spacer` and `Divider` which way to expand and draw.
    static var layoutProperties: LayoutProperties { get }

    /// Cached values associated with the layout instance.
    associatedtype Cache = Void

    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The preferred spacing around this container; by default the union of the
    /// subviews' preferences on all edges.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The container's explicit value for a guide; by default the subviews' explicit
    /// values merged with the guide's rule. Edge and centre guides are not exported.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache) -> CGFloat?

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var result = ViewSpacing()
        for subview in subviews { result.formUnion(subview.spacing) }
        return subviews.isEmpty ? .zero : result
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Places the subviews without committing, then merges their explicit values for
    /// `key`, each moved into this container's coordinates.
    func mergedExplicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        if key.isBuiltInEdgeOrCenter || subviews.isEmpty { return nil }
        let recording = subviews.parent.beginPlacements()
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        let placements = recording.finish(in: bounds, proposal: proposal)
        return key.combine(placements.enumerated().lazy.map { index, placement in
            if placement.isExcluded { return nil }
            let subview = subviews[index]
            let dimensions = subview.dimensions(in: placement.proposal)
            guard let value = dimensions[explicit: key] else { return nil }
            let origin = placement.origin(for: dimensions.size, in: bounds)
            return value + (origin[key.axis] - bounds.origin[key.axis])
        })
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Void { () }
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The axis a stack lays its children along, or `nil` for none.
    public var stackOrientation: Axis?
    public init() {}
    init(stackOrientation: Axis?) { self.stackOrientation = stackOrientation }
}

/// A key for a layout value that a view passes to its enclosing layout.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
