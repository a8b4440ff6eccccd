import Foundation

/// A layout modifier with exactly one subview: padding, frames, fixedSize and the like.
///
/// Unlike a multi-child container, it passes all of its child's explicit alignment
/// guides through, edge and centre guides included, moved by where it put the child.
public protocol _UnaryLayout: Layout, _PrimitiveViewModifier where Cache == Void {}

extension _UnaryLayout {
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        childAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        childAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    /// The child's explicit value for `key`, in this view's coordinates.
    func childAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews) -> CGFloat? {
        guard let child = subviews.first else { return nil }
        var cache: Void = ()
        let recording = subviews.parent.beginPlacements()
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        let placement = recording.finish(in: bounds, proposal: proposal)[0]
        let d = child.dimensions(in: placement.proposal)
        guard let value = d[explicit: key] else { return nil }
        return value + placement.origin(for: d.size, in: bounds)[key.axis] - bounds.origin[key.axis]
    }
}

extension LayoutSubview {
    /// Places the subview in `bounds` so that its `alignment` guides meet the same
    /// guides of `bounds` (their default values), as frames and overlays do.
    func placeAligned(in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize, layoutDirection: LayoutDirection) {
        let d = dimensions(in: proposal)
        let frame = ViewDimensions(size: bounds.size, source: nil, proposal: proposal)
        var x = frame[alignment.horizontal] - d[alignment.horizontal]
        let y = frame[alignment.vertical] - d[alignment.vertical]
        if layoutDirection == .rightToLeft { x = bounds.width - x - d.width }
        place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), proposal: proposal)
    }
}
