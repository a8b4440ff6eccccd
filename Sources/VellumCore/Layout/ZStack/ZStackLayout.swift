import Foundation

// The ZStack algorithm (spec section 5.2).
//
// 1. Sizing: only the children with the highest layout priority count. Each is proposed
//    the stack's proposal; their frames are aligned on the stack's alignment guides, and
//    the stack's size is the union of those aligned frames (0×0 when empty).
// 2. Placement: every child, whatever its priority, is proposed the stack's final size
//    and placed so that its guide lands on the guide line.

/// An overlaying container layout, usable as a view or in `AnyLayout`.
public struct ZStackLayout: BuiltInLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// Union of the aligned frames of the sizing children, and the guide line's position
    /// inside it.
    private func measure(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (size: CGSize, guide: CGPoint) {
        guard let top = subviews.map(\.priority).max() else { return (.zero, .zero) }
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for subview in subviews where subview.priority == top {
            let d = subview.dimensions(in: proposal)
            let x = -d[alignment.horizontal], y = -d[alignment.vertical]
            minX = min(minX, x); minY = min(minY, y)
            maxX = max(maxX, x + d.width); maxY = max(maxY, y + d.height)
        }
        // A child infinite along an axis (a Color proposed infinity) makes the union
        // infinite there, not NaN; the guide along that axis is then found from the
        // bounds at placement.
        let width = minX.isFinite && maxX.isFinite ? maxX - minX : .infinity
        let height = minY.isFinite && maxY.isFinite ? maxY - minY : .infinity
        return (CGSize(width: width, height: height),
                CGPoint(x: width.isFinite ? -minX : .nan, y: height.isFinite ? -minY : .nan))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        measure(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var guide = measure(proposal, subviews).guide
        let frame = ViewDimensions(size: bounds.size, source: nil, proposal: proposal)
        if guide.x.isNaN { guide.x = frame[alignment.horizontal] }
        if guide.y.isNaN { guide.y = frame[alignment.vertical] }
        let childProposal = ProposedViewSize(bounds.size)
        for subview in subviews {
            let d = subview.dimensions(in: childProposal)
            var x = guide.x - d[alignment.horizontal]
            if subviews.layoutDirection == .rightToLeft { x = bounds.width - x - d.width }
            subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + guide.y - d[alignment.vertical]),
                          proposal: childProposal)
        }
    }

    var nodeLabel: String { "ZStack(alignment: \(describe(alignment)))" }
}

/// A view that overlays its subviews, aligning them in both axes.
public struct ZStack<Content: View>: _PrimitiveView {
    let layout: ZStackLayout
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(makeLayoutNode(view.layout, content: view.content, inputs: inputs))
    }
}

/// `.center`, `.topLeading`, or `(h, v)` for a custom pair.
func describe(_ alignment: Alignment) -> String {
    let named: [(Alignment, String)] = [
        (.center, ".center"), (.leading, ".leading"), (.trailing, ".trailing"), (.top, ".top"),
        (.bottom, ".bottom"), (.topLeading, ".topLeading"), (.topTrailing, ".topTrailing"),
        (.bottomLeading, ".bottomLeading"), (.bottomTrailing, ".bottomTrailing"),
    ]
    if let name = named.first(where: { $0.0 == alignment })?.1 { return name }
    return "(.\(alignment.horizontal.key), .\(alignment.vertical.key))"
}
