import Foundation

/// Insets its child (spec section 4.1): the child is proposed the proposal minus the
/// insets (never below zero; nil and infinity stay), and the padded view is the child's
/// size plus the insets. Negative insets are allowed and make the view smaller than its
/// child. Edges with a non-zero inset stop passing the child's text spacing through.
public struct _PaddingLayout: _UnaryLayout, BuiltInLayout {
    public var edges: Edge.Set
    public var insets: EdgeInsets?

    public init(edges: Edge.Set = .all, insets: EdgeInsets?) {
        self.edges = edges
        self.insets = insets
    }

    /// The default padding on iOS.
    static let defaultLength: CGFloat = 16

    var resolvedInsets: EdgeInsets {
        let base = insets ?? EdgeInsets(.all, Self.defaultLength)
        return EdgeInsets(
            top: edges.contains(.top) ? base.top : 0,
            leading: edges.contains(.leading) ? base.leading : 0,
            bottom: edges.contains(.bottom) ? base.bottom : 0,
            trailing: edges.contains(.trailing) ? base.trailing : 0)
    }

    private func inset(_ proposal: ProposedViewSize, _ i: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { Swift.max(0, $0 - i.leading - i.trailing) },
            height: proposal.height.map { Swift.max(0, $0 - i.top - i.bottom) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let i = resolvedInsets
        let child = subviews.first?.sizeThatFits(inset(proposal, i)) ?? .zero
        // Negative insets shrink the view, but never below zero.
        return CGSize(width: Swift.max(0, child.width + i.leading + i.trailing),
                      height: Swift.max(0, child.height + i.top + i.bottom))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let i = resolvedInsets
        let childProposal = inset(proposal, i)
        let x: CGFloat
        if subviews.layoutDirection == .rightToLeft {
            x = bounds.maxX - i.leading - child.sizeThatFits(childProposal).width
        } else {
            x = bounds.minX + i.leading
        }
        child.place(at: CGPoint(x: x, y: bounds.minY + i.top), proposal: childProposal)
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var spacing = subviews.first?.spacing ?? .zero
        let i = resolvedInsets
        var reset: Edge.Set = []
        if i.top != 0 { reset.insert(.top) }
        if i.leading != 0 { reset.insert(.leading) }
        if i.bottom != 0 { reset.insert(.bottom) }
        if i.trailing != 0 { reset.insert(.trailing) }
        spacing.reset(reset)
        return spacing
    }

    var nodeLabel: String {
        let i = resolvedInsets
        if i.top == i.leading, i.leading == i.bottom, i.bottom == i.trailing { return "padding(\(formatLength(i.top)))" }
        return "padding(top: \(formatLength(i.top)), leading: \(formatLength(i.leading)), bottom: \(formatLength(i.bottom)), trailing: \(formatLength(i.trailing)))"
    }
}

extension View {
    /// Pads the view along all edges by `insets`.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(insets: sanitized(insets)))
    }

    /// Pads the given edges by `length`, or by the default padding (16) when nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(edges: edges, insets: length.map { EdgeInsets(.all, sanitizedLength($0)) }))
    }

    /// Pads all edges by `length`.
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingLayout> {
        padding(.all, length)
    }

    private func sanitized(_ i: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: sanitizedLength(i.top), leading: sanitizedLength(i.leading),
                   bottom: sanitizedLength(i.bottom), trailing: sanitizedLength(i.trailing))
    }
}
