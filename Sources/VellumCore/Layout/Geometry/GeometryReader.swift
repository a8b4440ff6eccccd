import Foundation

/// A container view that defines its content as a function of its own size and
/// coordinate space (spec section 5.6).
///
/// The reader takes whatever it is proposed (an unspecified axis becomes 10, as for
/// any view without a size of its own), proposes its size to its content, and places
/// every view of the content at its top-leading corner. The content is built during
/// placement, once the reader's frame is known.
///
/// ```swift
/// GeometryReader { proxy in
///     Color.blue.frame(width: proxy.size.width / 2)   // half the reader's width
/// }
/// ```
public struct GeometryReader<Content: View>: _PrimitiveView {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let contentInputs = inputs.forChildren(orientation: nil)
        let layoutDirection = contentInputs.environment.layoutDirection
        let behavior = LayoutBehavior(GeometryReaderLayout()) { frame, _, context in
            contentInputs.resolve(view.content(GeometryProxy(frame: frame, context: context, layoutDirection: layoutDirection)))
        }
        list.nodes.append(inputs.makeNode(behavior))
    }
}

/// The reader's layout: greedy, content at the top-leading corner, proposed the
/// reader's size. Its spacing cannot depend on content built after sizing, so it has
/// no preferences of its own.
struct GeometryReaderLayout: BuiltInLayout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let contentProposal = ProposedViewSize(bounds.size)
        for subview in subviews {
            if subviews.layoutDirection == .rightToLeft {
                subview.place(at: CGPoint(x: bounds.maxX, y: bounds.minY), anchor: .topTrailing, proposal: contentProposal)
            } else {
                subview.place(at: bounds.origin, proposal: contentProposal)
            }
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }

    /// Guides are the reader's own (its edges and centre): its content comes later.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? { nil }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? { nil }

    var nodeLabel: String { "GeometryReader" }
}
