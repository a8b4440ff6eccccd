import Foundation

/// A fixed frame (spec section 4.2): each given dimension is exactly the frame's size on
/// that axis, and the child is proposed it; other axes pass the proposal through and
/// take the child's size. The child is aligned in the frame and may overflow it.
///
/// Negative or non-finite dimensions are ignored with a warning, as in SwiftUI.
public struct _FrameLayout: _UnaryLayout, BuiltInLayout {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.placeAligned(in: bounds, alignment: alignment, proposal: childProposal(proposal),
                                     layoutDirection: subviews.layoutDirection)
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var spacing = subviews.first?.spacing ?? .zero
        var edges = Edge.Set()
        if width != nil { edges.formUnion(.horizontal) }
        if height != nil { edges.formUnion(.vertical) }
        spacing.reset(edges)
        return spacing
    }

    var nodeLabel: String {
        var parts: [String] = []
        if let width { parts.append("width: \(formatLength(width))") }
        if let height { parts.append("height: \(formatLength(height))") }
        if alignment != .center { parts.append("alignment: \(describe(alignment))") }
        return "frame(\(parts.joined(separator: ", ")))"
    }
}

/// A flexible frame (spec section 4.3): per axis, the proposal is clamped to
/// [min, max] on the way down to the child and the child's answer is clamped on the way
/// back up ("clamping at two points").
///
/// Arguments are normalised as in SwiftUI: `min' = max(min, 0)`,
/// `ideal' = max(min', ideal)`, `max' = max(ideal', max)`. Negative or non-finite values
/// are ignored with a warning. When `min > max` remains (no ideal between them) Vellum
/// warns and the minimum wins: the frame is never smaller than `min`.
public struct _FlexFrameLayout: _UnaryLayout, BuiltInLayout {
    struct AxisLimits: Equatable {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        var isEmpty: Bool { min == nil && ideal == nil && max == nil }

        /// Clamps `value` to [min, max]; the minimum wins when the two contradict.
        func clamp(_ value: CGFloat) -> CGFloat {
            var v = value
            if let max { v = Swift.min(v, max) }
            if let min { v = Swift.max(v, min) }
            return v
        }

        /// Step A: what the child is proposed while sizing.
        func childProposal(_ p: CGFloat?) -> CGFloat? {
            guard let base = p ?? ideal else { return nil }
            return clamp(base)
        }

        /// Step B: the frame's length, asking the child only when it has to.
        func size(_ p: CGFloat?, child: () -> CGFloat) -> CGFloat {
            if let p, let min, let max, min <= max { return Swift.min(Swift.max(p, min), max) }
            if p == nil, let ideal { return ideal }
            let c = child()
            let childP = childProposal(p)
            switch (min, max) {
            case let (min?, max?): return AxisLimits(min: min, max: max).clamp(c)
            case let (min?, nil): return Swift.max(Swift.min(childP ?? .infinity, c), min)
            case let (nil, max?): return Swift.min(Swift.max(childP ?? -.infinity, c), max)
            case (nil, nil): return c
            }
        }

        /// The iOS 17 placement rule: the child gets the final size, or nil when the frame
        /// was asked for its ideal, has no ideal, and landed strictly inside its limits.
        func placementProposal(_ p: CGFloat?, final: CGFloat) -> CGFloat? {
            if ideal == nil, p == nil, final > (min ?? -.infinity), final < (max ?? .infinity) { return nil }
            return final
        }
    }

    let horizontal: AxisLimits
    let vertical: AxisLimits
    let alignment: Alignment

    @MainActor
    init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
         minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        horizontal = Self.normalize(minWidth, idealWidth, maxWidth, "width")
        vertical = Self.normalize(minHeight, idealHeight, maxHeight, "height")
        self.alignment = alignment
    }

    @MainActor
    private static func normalize(_ min: CGFloat?, _ ideal: CGFloat?, _ max: CGFloat?, _ axis: String) -> AxisLimits {
        func valid(_ v: CGFloat?, _ name: String, allowInfinity: Bool) -> CGFloat? {
            guard let v else { return nil }
            if v.isNaN || (!allowInfinity && v.isInfinite) || v == -.infinity {
                Diagnostics.warn("Invalid frame dimension (not finite): \(name)\(axis.capitalized) = \(v); ignoring it.")
                return nil
            }
            return v
        }
        let rawMin = valid(min, "min", allowInfinity: true)
        let rawIdeal = valid(ideal, "ideal", allowInfinity: false)
        let rawMax = valid(max, "max", allowInfinity: true)
        let m = rawMin.map { Swift.max($0, 0) }
        let i = rawIdeal.map { Swift.max(m ?? 0, $0) }
        let x = rawMax.map { Swift.max(i ?? 0, $0) }
        let contradictory = (rawMin != nil && rawIdeal != nil && rawMin! > rawIdeal!)
            || (rawIdeal != nil && rawMax != nil && rawIdeal! > rawMax!)
            || (m != nil && x != nil && m! > x!)
            || (rawMin.map { $0 < 0 } ?? false)
        if contradictory {
            Diagnostics.warn("Contradictory frame constraints for \(axis): min \(formatLength(rawMin)), ideal \(formatLength(rawIdeal)), max \(formatLength(rawMax)); clamping.")
        }
        return AxisLimits(min: m, ideal: i, max: x)
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.childProposal(p.width), height: vertical.childProposal(p.height))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var childSize: CGSize?
        func child() -> CGSize {
            if let childSize { return childSize }
            let size = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
            childSize = size
            return size
        }
        return CGSize(width: horizontal.size(proposal.width) { child().width },
                      height: vertical.size(proposal.height) { child().height })
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = ProposedViewSize(
            width: horizontal.placementProposal(proposal.width, final: bounds.width),
            height: vertical.placementProposal(proposal.height, final: bounds.height))
        subviews.first?.placeAligned(in: bounds, alignment: alignment, proposal: childProposal,
                                     layoutDirection: subviews.layoutDirection)
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var spacing = subviews.first?.spacing ?? .zero
        var edges = Edge.Set()
        if !horizontal.isEmpty { edges.formUnion(.horizontal) }
        if !vertical.isEmpty { edges.formUnion(.vertical) }
        spacing.reset(edges)
        return spacing
    }

    var nodeLabel: String {
        var parts: [String] = []
        func add(_ name: String, _ v: CGFloat?) { if let v { parts.append("\(name): \(formatLength(v))") } }
        add("minWidth", horizontal.min); add("idealWidth", horizontal.ideal); add("maxWidth", horizontal.max)
        add("minHeight", vertical.min); add("idealHeight", vertical.ideal); add("maxHeight", vertical.max)
        if alignment != .center { parts.append("alignment: \(describe(alignment))") }
        return "frame(\(parts.joined(separator: ", ")))"
    }
}

extension View {
    /// Positions this view within an invisible frame of the given size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> ModifiedContent<Self, _FrameLayout>
    {
        modifier(_FrameLayout(width: sanitizedFrameDimension(width, "width"),
                              height: sanitizedFrameDimension(height, "height"), alignment: alignment))
    }

    /// Positions this view within an invisible frame with the given size limits.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _FlexFrameLayout> {
        modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                  alignment: alignment))
    }

    /// Deprecated in SwiftUI; kept for source compatibility. Has no effect.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> Self { self }
}
