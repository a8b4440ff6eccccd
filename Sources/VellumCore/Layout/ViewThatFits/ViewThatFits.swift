import Foundation

// ViewThatFits (spec section 5.10).
//
// 1. Each child in turn is asked its ideal size along the constrained axes: it is
//    proposed nil on those axes and the real proposal on the others.
// 2. The first child whose ideal length fits the proposal on every constrained axis is
//    chosen; a nil proposal on a constrained axis fits anything. If none fits, the last
//    child is chosen. With no constrained axes, the first child always is.
// 3. The container's size is the chosen child's answer to the real proposal. The chosen
//    child is placed with that proposal; the others are neither placed nor drawn.

/// A view that adapts to the available space by showing the first of its children that
/// fits.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Upload complete")   // when there is room for it on one line
///     Text("Done")              // otherwise
/// }
/// ```
public struct ViewThatFits<Content: View>: _PrimitiveView {
    let layout: _ViewThatFitsLayout
    let content: Content

    /// - Parameters:
    ///   - axes: The axes on which a child must fit; the others are not checked.
    ///   - content: The candidates, most preferred first; the last is shown when none fits.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        layout = _ViewThatFitsLayout(axes: axes)
        self.content = content()
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(makeLayoutNode(view.layout, content: view.content, inputs: inputs))
    }
}

/// The layout of `ViewThatFits`: one child shown, chosen by its ideal size.
public struct _ViewThatFitsLayout: BuiltInLayout {
    let axes: Axis.Set

    /// Steps 1 and 2: the index of the child shown for `proposal`.
    private func choice(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        let constrained = [Axis.horizontal, .vertical].filter { axes.contains($0 == .horizontal ? .horizontal : .vertical) }
        if constrained.isEmpty { return 0 }
        var probe = proposal
        for axis in constrained { probe[axis] = nil }
        for i in subviews.indices.dropLast() {
            let ideal = subviews[i].sizeThatFits(probe)
            if constrained.allSatisfy({ axis in proposal[axis].map { ideal[axis] <= $0 } ?? true }) { return i }
        }
        return subviews.count - 1
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let chosen = choice(proposal, subviews) else { return .zero }
        return subviews[chosen].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let chosen = choice(proposal, subviews)
        for i in subviews.indices where i != chosen { subviews[i].exclude() }
        if let chosen {
            subviews[chosen].place(at: bounds.placementCenter, anchor: .center, proposal: proposal)
        }
    }

    var nodeLabel: String {
        switch (axes.contains(.horizontal), axes.contains(.vertical)) {
        case (true, true): return "ViewThatFits"
        case (true, false): return "ViewThatFits(in: .horizontal)"
        case (false, true): return "ViewThatFits(in: .vertical)"
        case (false, false): return "ViewThatFits(in: [])"
        }
    }
}
