import Foundation

/// Draws its child moved by `offset` without changing the layout its parent sees
/// (spec section 4.8): size, spacing and alignment guides are the child's. The child's
/// frame, and everything inside it, moves.
public struct _OffsetEffect: _UnaryLayout, BuiltInLayout {
    public var offset: CGSize

    public init(offset: CGSize) { self.offset = offset }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let dx = subviews.layoutDirection == .rightToLeft ? -offset.width : offset.width
        subviews.first?.place(at: CGPoint(x: bounds.minX + dx, y: bounds.minY + offset.height), proposal: proposal)
    }

    /// Guides are not moved: the offset is a drawing effect, not layout.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    var nodeLabel: String { "offset(x: \(formatLength(offset.width)), y: \(formatLength(offset.height)))" }
}

/// Places the centre of its child at a point in its own space (spec section 4.8). It
/// takes the whole proposal (a nil axis becomes the child's length) and proposes its
/// own size to the child.
public struct _PositionLayout: _UnaryLayout, BuiltInLayout {
    public var position: CGPoint

    public init(position: CGPoint) { self.position = position }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let x = subviews.layoutDirection == .rightToLeft ? bounds.maxX - position.x : bounds.minX + position.x
        subviews.first?.place(at: CGPoint(x: x, y: bounds.minY + position.y), anchor: .center,
                              proposal: ProposedViewSize(bounds.size))
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .plain }

    var nodeLabel: String { "position(x: \(formatLength(position.x)), y: \(formatLength(position.y)))" }
}

extension View {
    /// Offsets this view by the horizontal and vertical amounts in `offset`.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _OffsetEffect> {
        modifier(_OffsetEffect(offset: CGSize(width: sanitizedLength(offset.width), height: sanitizedLength(offset.height))))
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _OffsetEffect> {
        offset(CGSize(width: x, height: y))
    }

    /// Positions the centre of this view at the point in its parent's space.
    public func position(_ position: CGPoint) -> ModifiedContent<Self, _PositionLayout> {
        modifier(_PositionLayout(position: CGPoint(x: sanitizedLength(position.x), y: sanitizedLength(position.y))))
    }

    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _PositionLayout> {
        position(CGPoint(x: x, y: y))
    }
}
