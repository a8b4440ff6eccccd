import Foundation

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
}

/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}

/// Puts inset content against one edge of a primary view and moves the primary's safe
/// area in by the inset and gap (spec section 7, `safeAreaInset`).
///
/// Steps, with `d` the axis of the edge and `P` the proposal:
/// 1. `gap` is the spacing given, or the pair's default spacing.
/// 2. The inset content is proposed, along `d`, `P_d − gap` less the primary's minimum
///    length along `d` (floored at 0); across, `P`.
/// 3. The primary is proposed `P_d − (inset_d + gap)` along `d` (floored at 0); across, `P`.
///    An unspecified `P_d` goes to both unchanged.
/// 4. The modifier is `inset_d + gap + primary_d` along `d`, the larger of the two across.
/// 5. The primary sits against the opposite edge and the inset against `edge`; across,
///    both are aligned in the modifier by `alignment`.
struct SafeAreaInsetLayout: BuiltInLayout {
    static var changesPlacementContext: Bool { true }
    let edge: Edge
    /// The alignment across the edge's axis; the other component is unused.
    let alignment: Alignment
    let spacing: CGFloat?

    /// Children are [primary, inset]: the inset draws above the content it covers.
    private static let primary = 0, inset = 1

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    private struct Plan {
        var gap: CGFloat
        var primaryProposal: ProposedViewSize
        var insetProposal: ProposedViewSize
        var primarySize: CGSize
        var insetSize: CGSize
    }

    private func plan(_ p: ProposedViewSize, _ subviews: Subviews) -> Plan {
        let primary = subviews[Self.primary], inset = subviews[Self.inset]
        let gap = spacing ?? defaultGap(primary: primary.spacing, inset: inset.spacing, subviews.layoutDirection)
        guard let length = p[axis] else {
            return Plan(gap: gap, primaryProposal: p, insetProposal: p,
                        primarySize: primary.sizeThatFits(p), insetSize: inset.sizeThatFits(p))
        }
        var probe = p
        probe[axis] = 0
        let primaryMinimum = primary.sizeThatFits(probe)[axis]
        var insetProposal = p
        insetProposal[axis] = max(0, max(length - gap, 0) - primaryMinimum)
        let insetSize = inset.sizeThatFits(insetProposal)
        var primaryProposal = p
        primaryProposal[axis] = max(length - (insetSize[axis] + gap), 0)
        return Plan(gap: gap, primaryProposal: primaryProposal, insetProposal: insetProposal,
                    primarySize: primary.sizeThatFits(primaryProposal), insetSize: insetSize)
    }

    /// The default spacing between the two, in the order they appear along the axis.
    private func defaultGap(primary: ViewSpacing, inset: ViewSpacing, _ direction: LayoutDirection) -> CGFloat {
        switch edge {
        case .top, .leading: return inset.distance(to: primary, along: axis, layoutDirection: direction)
        case .bottom, .trailing: return primary.distance(to: inset, along: axis, layoutDirection: direction)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let plan = plan(proposal, subviews)
        var size = CGSize.zero
        size[axis] = plan.insetSize[axis] + plan.gap + plan.primarySize[axis]
        size[axis.other] = max(plan.insetSize[axis.other], plan.primarySize[axis.other])
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let plan = plan(proposal, subviews)
        let rtl = subviews.layoutDirection == .rightToLeft
        // Whether the inset sits at the low end of the axis (top, or left).
        let insetFirst = edge == .top || (edge == .leading) != rtl
        let low = axis == .vertical ? bounds.minY : bounds.minX
        let high = axis == .vertical ? bounds.maxY : bounds.maxX
        let insetStart = insetFirst ? low : high - plan.insetSize[axis]
        let primaryStart = insetFirst ? high - plan.primarySize[axis] : low
        place(subviews[Self.primary], size: plan.primarySize, along: primaryStart, in: bounds, proposal: plan.primaryProposal, rtl: rtl)
        place(subviews[Self.inset], size: plan.insetSize, along: insetStart, in: bounds, proposal: plan.insetProposal, rtl: rtl)
    }

    private func place(_ subview: LayoutSubview, size: CGSize, along start: CGFloat, in bounds: CGRect,
                       proposal: ProposedViewSize, rtl: Bool) {
        let d = subview.dimensions(in: proposal)
        let container = ViewDimensions(size: bounds.size, source: nil, proposal: proposal)
        var origin = CGPoint.zero
        origin[axis] = start
        if axis == .vertical {
            var x = container[alignment.horizontal] - d[alignment.horizontal]
            if rtl { x = bounds.width - x - size.width }
            origin.x = bounds.minX + x
        } else {
            origin.y = bounds.minY + container[alignment.vertical] - d[alignment.vertical]
        }
        subview.place(at: origin, proposal: proposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { subviews[Self.primary].spacing }

    /// The primary's safe area ends at its edge against the inset.
    func placementContext(forSubview index: Int, at frame: CGRect, node: LayoutNode) -> PlacementContext {
        guard index == Self.primary else { return node.placementContext }
        return primaryContext(moving: Edge.Set(edge), primary: frame, node: node)
    }

    var nodeLabel: String {
        let gap = spacing.map { ", spacing: \(formatLength($0))" } ?? ""
        return "safeAreaInset(edge: .\(edge)\(gap))"
    }
}

/// `.safeAreaInset(edge:...)` and `.safeAreaPadding(...)`: resolves the primary as a
/// view in a safe area, then builds the modifier's node around each of its views.
@MainActor
private func makeSafeAreaInsetNodes(content: _ModifierContent, inputs: _ViewInputs,
                                    makeNode: (_ primary: LayoutNode) -> LayoutNode) -> [LayoutNode] {
    var primaryInputs = inputs
    primaryInputs.environment.hasSafeArea = true
    return content.resolve(primaryInputs).map(makeNode)
}

/// The primary's safe area: the modifier's, with `edges` moved onto the primary's frame.
@MainActor
private func primaryContext(moving edges: Edge.Set, primary: CGRect, node: LayoutNode) -> PlacementContext {
    var context = node.placementContext
    context.safeArea = .movingIn(edges, of: context.safeArea, modifier: node.frame, primary: primary,
                                 layoutDirection: node.layoutDirection)
    return context
}

public struct _SafeAreaInsetModifier<Inset: View>: _PrimitiveViewModifier {
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat?
    let inset: Inset

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        let layout = SafeAreaInsetLayout(edge: modifier.edge, alignment: modifier.alignment, spacing: modifier.spacing)
        let insetInputs = inputs.forChildren(orientation: nil)
        list.nodes += makeSafeAreaInsetNodes(content: content, inputs: inputs) { primary in
            let stack = ImplicitStack.layered(alignment: modifier.alignment)
            let inset = insetInputs.oneNode(insetInputs.resolve(modifier.inset), stackedIn: stack) ?? insetInputs.emptyNode(stack)
            return inputs.makeNode(LayoutBehavior(layout), children: [primary, inset], traits: primary.traits)
        }
    }
}

/// Pads its child like `padding`, and moves the child's safe area in on the padded
/// edges (spec section 7: insets made of empty views, with no gap).
struct SafeAreaPaddingLayout: _UnaryLayout, BuiltInLayout {
    static var changesPlacementContext: Bool { true }
    let padding: _PaddingLayout

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        padding.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        padding.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        padding.spacing(subviews: subviews, cache: &cache)
    }

    /// The child's safe area ends at its padded edges.
    func placementContext(forSubview index: Int, at frame: CGRect, node: LayoutNode) -> PlacementContext {
        primaryContext(moving: padding.edges, primary: frame, node: node)
    }

    var nodeLabel: String { "safeArea" + padding.nodeLabel.prefix(1).uppercased() + padding.nodeLabel.dropFirst() }
}

public struct _SafeAreaPaddingModifier: _PrimitiveViewModifier {
    let padding: _PaddingLayout

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        let layout = SafeAreaPaddingLayout(padding: modifier.padding)
        list.nodes += makeSafeAreaInsetNodes(content: content, inputs: inputs) { primary in
            inputs.makeNode(LayoutBehavior(layout), children: [primary], traits: primary.traits)
        }
    }
}

extension View {
    /// Shows `content` against a top or bottom edge of this view, and shrinks this view's
    /// safe area by the content's height and `spacing` (the default spacing when nil).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V)
        -> ModifiedContent<Self, _SafeAreaInsetModifier<V>>
    {
        modifier(_SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom,
                                        alignment: Alignment(horizontal: alignment, vertical: .center),
                                        spacing: spacing.map(sanitizedLength), inset: content()))
    }

    /// Shows `content` against a leading or trailing edge of this view, and shrinks this
    /// view's safe area by the content's width and `spacing`.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V)
        -> ModifiedContent<Self, _SafeAreaInsetModifier<V>>
    {
        modifier(_SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing,
                                        alignment: Alignment(horizontal: .center, vertical: alignment),
                                        spacing: spacing.map(sanitizedLength), inset: content()))
    }

    /// Adds `insets` to this view's safe area (iOS 17).
    public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedContent<Self, _SafeAreaPaddingModifier> {
        let clean = EdgeInsets(top: sanitizedLength(insets.top), leading: sanitizedLength(insets.leading),
                               bottom: sanitizedLength(insets.bottom), trailing: sanitizedLength(insets.trailing))
        return modifier(_SafeAreaPaddingModifier(padding: _PaddingLayout(insets: clean)))
    }

    /// Adds `length` (the default padding, 16, when nil) to this view's safe area on
    /// `edges` (iOS 17).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
        -> ModifiedContent<Self, _SafeAreaPaddingModifier>
    {
        modifier(_SafeAreaPaddingModifier(padding: _PaddingLayout(edges: edges, insets: length.map { EdgeInsets(.all, sanitizedLength($0)) })))
    }

    /// Adds `length` to this view's safe area on every edge (iOS 17).
    public func safeAreaPadding(_ length: CGFloat) -> ModifiedContent<Self, _SafeAreaPaddingModifier> {
        safeAreaPadding(.all, length)
    }
}
