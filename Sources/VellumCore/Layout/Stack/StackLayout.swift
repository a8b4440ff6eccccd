import Foundation

// The HStack/VStack algorithm (spec section 5.1). "Major" is the stacking axis (width
// for HStack), "minor" the other.
//
// 1. Spacing: the first child gets distance 0; each later one the stack's `spacing`, or
//    the per-pair default from the two neighbours' spacing preferences.
// 2. With a concrete major proposal P: order the children by layout priority
//    (descending), then by flexibility (max − min along the major axis, ascending;
//    between two infinite ones, the larger minimum first), else source order.
// 3. Reserve the minimum lengths of all lower-priority groups.
// 4. available = P − internal spacing.
// 5. Walk the groups; each child in turn is offered available / (children of its group
//    left) and takes what it takes; a group gets its own reserved minimums back first.
//    Steps 2, 3 and 5 are `SpaceDistribution`, which Grid shares.
// 6. With a nil major proposal, every child is proposed nil along the major axis.
// 7. Minor axis: each child's alignment guide sits on one line; the stack's minor size
//    is the extent of the children together with that line.
// 8. Placement re-runs the sizing with the placement proposal, whose nil minor axis is
//    replaced by the stack's own minor size, then lays children out from the leading edge.

/// The per-child distances to the previous child, computed once per child list.
public struct _StackCache {
    var distances: [CGFloat]
    var internalSpacing: CGFloat
}

/// The shared engine of `HStackLayout` and `VStackLayout`.
public struct _StackAlgorithm {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    struct Result {
        /// The proposal each child was sized with.
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
        /// Origins relative to the stack's top-leading corner.
        var origins: [CGPoint]
        var size: CGSize
    }

    @MainActor
    func makeCache(_ subviews: LayoutSubviews) -> _StackCache {
        var distances = [CGFloat](repeating: 0, count: subviews.count)
        if let spacing {
            // A fixed spacing needs no child's preferences, which are slow to work out.
            for i in distances.indices.dropFirst() { distances[i] = spacing }
            return _StackCache(distances: distances, internalSpacing: spacing * CGFloat(max(distances.count - 1, 0)))
        }
        var previous: ViewSpacing?
        for (i, subview) in subviews.enumerated() {
            let current = subview.spacing
            if let previous, i > 0 {
                distances[i] = previous.distance(to: current, along: axis, layoutDirection: subviews.layoutDirection)
            }
            previous = current
        }
        return _StackCache(distances: distances, internalSpacing: distances.reduce(0, +))
    }

    @MainActor
    func layout(_ proposal: ProposedViewSize, subviews: LayoutSubviews, cache: _StackCache) -> Result {
        let n = subviews.count
        let minorAxis = axis.other
        let minorProposal = proposal[minorAxis]
        var proposals = [ProposedViewSize](repeating: .unspecified, count: n)
        var dimensions = [ViewDimensions?](repeating: nil, count: n)

        if let majorProposal = proposal[axis] {
            // Steps 2 to 5, shared with Grid (SpaceDistribution.swift).
            let sharing = SpaceDistribution(
                count: n, priority: { subviews[$0].priority },
                minimum: { subviews[$0].sizeThatFits(ProposedViewSize(axis, major: 0, minor: minorProposal))[axis] },
                maximum: { subviews[$0].sizeThatFits(ProposedViewSize(axis, major: .infinity, minor: minorProposal))[axis] })
            sharing.distribute(majorProposal - cache.internalSpacing) { i, offer in
                proposals[i] = ProposedViewSize(axis, major: offer, minor: minorProposal)
                let d = subviews[i].dimensions(in: proposals[i])
                dimensions[i] = d
                return d.size[axis]
            }
        } else {
            // Step 6.
            for i in 0..<n {
                proposals[i] = ProposedViewSize(axis, major: nil, minor: minorProposal)
                dimensions[i] = subviews[i].dimensions(in: proposals[i])
            }
        }

        // Steps 7 and 8: positions along both axes.
        var origins = [CGPoint](repeating: .zero, count: n)
        var sizes = [CGSize](repeating: .zero, count: n)
        var major: CGFloat = 0
        var minorLow: CGFloat = 0, minorHigh: CGFloat = 0
        for i in 0..<n {
            let d = dimensions[i]!
            sizes[i] = d.size
            major += cache.distances[i]
            let minorOrigin = -d[alignment]
            origins[i] = CGPoint(axis, major: major, minor: minorOrigin)
            minorLow = min(minorLow, minorOrigin)
            minorHigh = max(minorHigh, minorOrigin + d.size[minorAxis])
            major += d.size[axis]
        }
        for i in 0..<n { origins[i][minorAxis] -= minorLow }
        return Result(proposals: proposals, sizes: sizes, origins: origins,
                      size: CGSize(axis, major: major, minor: n == 0 ? 0 : minorHigh - minorLow))
    }

    @MainActor
    func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: _StackCache) {
        let minorAxis = axis.other
        var placement = proposal
        if placement[minorAxis] == nil {
            placement[minorAxis] = layout(proposal, subviews: subviews, cache: cache).size[minorAxis]
        }
        let result = layout(placement, subviews: subviews, cache: cache)
        let rightToLeft = subviews.layoutDirection == .rightToLeft
        for i in subviews.indices {
            var origin = result.origins[i]
            if rightToLeft { origin.x = bounds.width - origin.x - result.sizes[i].width }
            subviews[i].place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                              proposal: result.proposals[i])
        }
    }

    /// A stack's spacing: its first child's leading edge, its last child's trailing edge,
    /// and the union of all children across the stack.
    @MainActor
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        let ends: Edge.Set = axis == .horizontal ? .horizontal : .vertical
        let leadingEnd: Edge.Set = axis == .horizontal ? .leading : .top
        let trailingEnd: Edge.Set = axis == .horizontal ? .trailing : .bottom
        var result = ViewSpacing()
        result.formUnion(first.spacing, edges: leadingEnd)
        result.formUnion(last.spacing, edges: trailingEnd)
        for subview in subviews { result.formUnion(subview.spacing, edges: Edge.Set.all.subtracting(ends)) }
        return result
    }

    /// Explicit guides of the stack: its children's, moved into its coordinates and
    /// merged with the guide's rule. Edge and centre guides are not exported.
    @MainActor
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: _StackCache) -> CGFloat? {
        if key.isBuiltInEdgeOrCenter || subviews.isEmpty { return nil }
        var placement = proposal
        let minorAxis = axis.other
        if placement[minorAxis] == nil { placement[minorAxis] = bounds.size[minorAxis] }
        let result = layout(placement, subviews: subviews, cache: cache)
        return key.combine(subviews.indices.lazy.map { i in
            subviews[i].dimensions(in: result.proposals[i])[explicit: key].map { $0 + result.origins[i][key.axis] }
        })
    }
}

/// The stacks' conformance to `Layout`: one algorithm, two axes.
public protocol _StackLayout: Layout where Cache == _StackCache {
    var _algorithm: _StackAlgorithm { get }
}

extension _StackLayout {
    public func makeCache(subviews: Subviews) -> _StackCache { _algorithm.makeCache(subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackCache) -> CGSize {
        _algorithm.layout(proposal, subviews: subviews, cache: cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackCache) {
        _algorithm.place(in: bounds, proposal: proposal, subviews: subviews, cache: cache)
    }

    public func spacing(subviews: Subviews, cache: inout _StackCache) -> ViewSpacing { _algorithm.spacing(subviews) }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout _StackCache) -> CGFloat? {
        _algorithm.explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout _StackCache) -> CGFloat? {
        _algorithm.explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: cache)
    }
}

/// A horizontal stack layout, usable as a view (`HStackLayout { ... }`) or in `AnyLayout`.
public struct HStackLayout: _StackLayout, BuiltInLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing.map(sanitizedLength)
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

    public var _algorithm: _StackAlgorithm { _StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    var nodeLabel: String { "HStack(alignment: .\(alignment.key), spacing: \(formatLength(spacing)))" }
}

/// A vertical stack layout, usable as a view (`VStackLayout { ... }`) or in `AnyLayout`.
public struct VStackLayout: _StackLayout, BuiltInLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing.map(sanitizedLength)
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }

    public var _algorithm: _StackAlgorithm { _StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    var nodeLabel: String { "VStack(alignment: .\(alignment.key), spacing: \(formatLength(spacing)))" }
}

/// A view that arranges its subviews in a horizontal line.
public struct HStack<Content: View>: _PrimitiveView {
    let layout: HStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(makeLayoutNode(view.layout, content: view.content, inputs: inputs))
    }
}

/// A view that arranges its subviews in a vertical line.
public struct VStack<Content: View>: _PrimitiveView {
    let layout: VStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(makeLayoutNode(view.layout, content: view.content, inputs: inputs))
    }
}

/// The node of a container: `layout` over the subviews `content` resolves to.
@MainActor
func makeLayoutNode<L: Layout, Content: View>(_ layout: L, content: Content, inputs: _ViewInputs) -> LayoutNode {
    let children = inputs.forChildren(orientation: L.layoutProperties.stackOrientation).resolve(content)
    return inputs.makeNode(LayoutBehavior(layout), children: children)
}
