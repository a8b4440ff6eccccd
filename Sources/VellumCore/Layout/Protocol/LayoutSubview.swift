import Foundation

/// A proxy for one subview of a layout: ask it its size, read its guides, place it.
///
/// A layout never sees the view itself, only this proxy, so an algorithm cannot depend
/// on anything but the subview's answers.
@MainActor @preconcurrency
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    /// The container that places the subview. Counted: a proxy may be kept anywhere
    /// (a layout's cache, a user's variable) and must never point at a freed node.
    let parent: LayoutNode
    let index: Int

    /// The subview's size for `proposal`. Answers are cached per proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(in: proposal)
    }

    /// Places the subview: the unit point `anchor` of the subview lands at `position`,
    /// and the subview sizes itself for `proposal`. The last call for a subview wins.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        parent.recordPlacement(
            LayoutPlacement(position: position, anchor: anchor, proposal: proposal), at: index)
    }

    /// Leaves the subview out: it is neither placed nor drawn. Not SwiftUI API; for
    /// containers that show one child of several, like `ViewThatFits`.
    func exclude() {
        var placement = LayoutPlacement(position: .zero, anchor: .topLeading, proposal: .zero)
        placement.isExcluded = true
        parent.recordPlacement(placement, at: index)
    }

    /// The `layoutPriority` of the subview (0 by default).
    public var priority: Double { node.traits.priority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { node.spacing }

    /// The value the subview set for `key` with `layoutValue(key:value:)`, or its default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.traits.layoutValue(key)
    }

    nonisolated public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.node === b.node && a.index == b.index
    }
}

/// The subviews of a layout, in view order with groups and `ForEach` flattened.
///
/// As in SwiftUI, a range or a list of indices selects a `LayoutSubviews` of its own
/// (`subviews[1...]`), indexed from 0, whose subviews still place themselves in their
/// container: custom layouts recurse over the rest of their subviews this way.
@MainActor @preconcurrency
public struct LayoutSubviews: @MainActor RandomAccessCollection, Equatable {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias Iterator = IndexingIterator<LayoutSubviews>

    /// Counted, as in `LayoutSubview`.
    let parent: LayoutNode
    let nodes: [LayoutNode]
    /// For a selection, each subview's index among all of the container's subviews (its
    /// place in `parent.children`); nil when these are all of them, in order.
    private let containerIndices: [Int]?

    /// The geometry around the container while it places its subviews; for built-in
    /// layouts that extend into the safe area or scroll.
    var placementContext: PlacementContext { parent.placementContext }

    init(parent: LayoutNode, nodes: [LayoutNode]) {
        self.parent = parent
        self.nodes = nodes
        containerIndices = nil
    }

    private init(parent: LayoutNode, nodes: [LayoutNode], containerIndices: [Int]) {
        self.parent = parent
        self.nodes = nodes
        self.containerIndices = containerIndices
    }

    /// The layout direction the container lays out in.
    public var layoutDirection: LayoutDirection { parent.layoutDirection }

    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], parent: parent, index: containerIndices?[index] ?? index)
    }

    /// The subviews in `bounds`, indexed from 0.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        select(bounds)
    }

    /// The subviews at `indices`, in that order, indexed from 0.
    ///
    /// A range is a sequence too, so `subviews[1...]` comes here: ranges are taken
    /// relative to these subviews (as `Collection` does), not iterated without end.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        if let range = indices as? any RangeExpression<Int> { return select(range.relative(to: self)) }
        return select(indices)
    }

    private func select<S: Sequence>(_ indices: S) -> LayoutSubviews where S.Element == Int {
        var selected: [LayoutNode] = []
        var places: [Int] = []
        for i in indices {
            precondition(nodes.indices.contains(i), "LayoutSubviews index \(i) out of range 0..<\(nodes.count)")
            selected.append(nodes[i])
            places.append(containerIndices?[i] ?? i)
        }
        return LayoutSubviews(parent: parent, nodes: selected, containerIndices: places)
    }

    nonisolated public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.parent === b.parent && a.nodes.count == b.nodes.count
            && zip(a.nodes, b.nodes).allSatisfy { $0 === $1 }
    }
}

/// Where a layout asked for a subview to go.
struct LayoutPlacement {
    var position: CGPoint
    var anchor: UnitPoint
    var proposal: ProposedViewSize
    /// Set by `LayoutSubview.exclude()`: the subview is not placed at all.
    var isExcluded = false

    /// The subview's top-leading corner once it chose `size`, placed by the container
    /// whose bounds are `bounds`.
    ///
    /// A top-leading anchor puts the corner at the position whatever the size (0 × ∞
    /// would be NaN). A corner still undefined (the container aligned an infinite
    /// subview in infinite bounds: ∞ − ∞) goes to the container's leading or top edge,
    /// with a warning: no view is placed at NaN.
    @MainActor
    func origin(for size: CGSize, in bounds: CGRect) -> CGPoint {
        func corner(_ position: CGFloat, _ anchor: CGFloat, _ length: CGFloat, edge: CGFloat) -> CGFloat {
            let corner = position - (anchor == 0 ? 0 : anchor * length)
            guard corner.isNaN else { return corner }
            Diagnostics.warnOnce("A view \(formatLength(size.width))×\(formatLength(size.height)) was aligned in infinite bounds at (\(formatLength(bounds.minX)), \(formatLength(bounds.minY))); it is placed at their leading or top edge.")
            return edge.isNaN ? 0 : edge
        }
        return CGPoint(x: corner(position.x, anchor.x, size.width, edge: bounds.minX),
                       y: corner(position.y, anchor.y, size.height, edge: bounds.minY))
    }
}
