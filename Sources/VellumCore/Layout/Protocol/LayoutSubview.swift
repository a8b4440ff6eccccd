import Foundation

/// A proxy for one subview of a layout: ask it its size, read its guides, place it.
///
/// A layout never sees the view itself, only this proxy, so an algorithm cannot depend
/// on anything but the subview's answers.
@MainActor @preconcurrency
public struct LayoutSubview: Equatable {
    let node: ViewNode
    /// Not counted: proxies are made on every layout call, and the container they are
    /// made by outlives them (a layout's cache lives in its node's behaviour).
    unowned(unsafe) let parent: ViewNode
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
@MainActor @preconcurrency
public struct LayoutSubviews: @MainActor RandomAccessCollection, Equatable {
    /// Not counted, as in `LayoutSubview`.
    unowned(unsafe) let parent: ViewNode
    let nodes: [ViewNode]

    /// The layout direction the container lays out in.
    public var layoutDirection: LayoutDirection { parent.layoutDirection }

    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], parent: parent, index: index)
    }
    public subscript(bounds: Range<Int>) -> Slice<LayoutSubviews> {
        Slice(base: self, bounds: bounds)
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

    /// The subview's top-leading corner once it chose `size`.
    func origin(for size: CGSize) -> CGPoint {
        CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    }
}
