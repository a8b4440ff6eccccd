import Foundation

/// Lays a secondary view over or under a primary one (spec section 4.7).
///
/// The primary is sized alone and the modifier is exactly its size; the secondary is
/// proposed the primary's size and placed so the two share the alignment guide. The
/// secondary never affects layout, and overflows if larger.
struct SecondaryLayout: BuiltInLayout {
    /// A mask is laid out as an overlay; it draws only as the primary's alpha.
    enum Kind { case overlay, background, mask }
    let kind: Kind
    let alignment: Alignment

    /// Children are kept in drawing order: a background comes before its primary.
    private var primaryIndex: Int { kind == .background ? 1 : 0 }

    func draw(node: LayoutNode, into list: inout DisplayListBuilder) {
        guard kind == .mask else { return node.drawChildren(into: &list) }
        let mask = list.collect { node.children[1].draw(into: &$0) }
        list.group(.mask(mask)) { node.children[0].draw(into: &$0) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[primaryIndex].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let primary = subviews[primaryIndex]
        let secondary = subviews[1 - primaryIndex]
        primary.place(at: bounds.origin, proposal: proposal)
        let p = primary.dimensions(in: proposal)
        let secondaryProposal = ProposedViewSize(p.size)
        let s = secondary.dimensions(in: secondaryProposal)
        var x = p[alignment.horizontal] - s[alignment.horizontal]
        if subviews.layoutDirection == .rightToLeft { x = bounds.width - x - s.width }
        secondary.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + p[alignment.vertical] - s[alignment.vertical]),
                        proposal: secondaryProposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { subviews[primaryIndex].spacing }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews[primaryIndex].dimensions(in: proposal)[explicit: guide]
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews[primaryIndex].dimensions(in: proposal)[explicit: guide]
    }

    var nodeLabel: String {
        let name = "\(kind)"
        return alignment == .center ? name : "\(name)(alignment: \(describe(alignment)))"
    }
}

/// `.overlay { ... }` and `.background { ... }`: several views in the secondary content
/// form an implicit ZStack with the same alignment.
public struct _SecondaryViewModifier<Secondary: View>: _PrimitiveViewModifier {
    let kind: SecondaryLayout.Kind
    let alignment: Alignment
    let secondary: Secondary

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        let secondaryInputs = inputs.forChildren(orientation: nil)
        for primary in content.resolve(inputs) {
            guard let secondary = secondaryInputs.oneNode(secondaryInputs.resolve(modifier.secondary),
                                                          stackedIn: .layered(alignment: modifier.alignment)) else {
                list.nodes.append(primary)
                continue
            }
            let children = modifier.kind == .background ? [secondary, primary] : [primary, secondary]
            let layout = SecondaryLayout(kind: modifier.kind, alignment: modifier.alignment)
            list.nodes.append(inputs.makeNode(LayoutBehavior(layout), children: children, traits: primary.traits))
        }
    }
}

/// A view that fills its space with a shape style: the secondary of `.background(.blue)`.
///
/// It extends into the safe area on `ignoresSafeAreaEdges` that its space touches
/// (spec section 7), through the same layout as `ignoresSafeArea`; with no safe area
/// there is nothing to extend into, and no node is added for it.
public struct _ShapeStyleFill<S: ShapeStyle>: _PrimitiveView {
    let style: S
    var ignoresSafeAreaEdges: Edge.Set = []

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let fill = inputs.makeLeaf(FillLeaf(naming: .styleFill, style: AnyShapeStyle(view.style), environment: inputs.environment))
        guard !view.ignoresSafeAreaEdges.isEmpty, inputs.environment.hasSafeArea else {
            return list.nodes.append(fill)
        }
        let extending = SafeAreaIgnoringLayout(regions: .all, edges: view.ignoresSafeAreaEdges)
        list.nodes.append(inputs.makeNode(LayoutBehavior(extending), children: [fill]))
    }
}

extension View {
    /// Layers the views of `content` in front of this view.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> ModifiedContent<Self, _SecondaryViewModifier<V>>
    {
        modifier(_SecondaryViewModifier(kind: .overlay, alignment: alignment, secondary: content()))
    }

    /// Layers the views of `content` behind this view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> ModifiedContent<Self, _SecondaryViewModifier<V>>
    {
        modifier(_SecondaryViewModifier(kind: .background, alignment: alignment, secondary: content()))
    }

    /// Layers `overlay` in front of this view (the pre-iOS 15 form).
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center)
        -> ModifiedContent<Self, _SecondaryViewModifier<V>>
    {
        modifier(_SecondaryViewModifier(kind: .overlay, alignment: alignment, secondary: overlay))
    }

    /// Layers `background` behind this view (the pre-iOS 15 form).
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center)
        -> ModifiedContent<Self, _SecondaryViewModifier<V>>
    {
        modifier(_SecondaryViewModifier(kind: .background, alignment: alignment, secondary: background))
    }

    /// Fills the area behind this view with a style, extending into the safe area on
    /// `edges` where this view touches it; layout is unaffected.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> ModifiedContent<Self, _SecondaryViewModifier<_ShapeStyleFill<S>>>
    {
        modifier(_SecondaryViewModifier(kind: .background, alignment: .center,
                                        secondary: _ShapeStyleFill(style: style, ignoresSafeAreaEdges: edges)))
    }

    /// Fills a shape behind this view with a style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> ModifiedContent<Self, _SecondaryViewModifier<_ShapeView<T, S>>>
    {
        modifier(_SecondaryViewModifier(kind: .background, alignment: .center,
                                        secondary: _ShapeView(shape: shape, style: style, fillStyle: fillStyle)))
    }

    /// Fills a shape behind this view with the background style (here: `.background`
    /// draws nothing until rendering knows the platform's background colour).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle())
        -> ModifiedContent<Self, _SecondaryViewModifier<_ShapeView<T, ForegroundStyle>>>
    {
        modifier(_SecondaryViewModifier(kind: .background, alignment: .center,
                                        secondary: _ShapeView(shape: shape, style: ForegroundStyle(), fillStyle: fillStyle)))
    }

    /// Layers a style in front of this view, extending into the safe area on `edges`.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> ModifiedContent<Self, _SecondaryViewModifier<_ShapeStyleFill<S>>>
    {
        modifier(_SecondaryViewModifier(kind: .overlay, alignment: .center,
                                        secondary: _ShapeStyleFill(style: style, ignoresSafeAreaEdges: edges)))
    }

    /// Layers a shape filled with a style in front of this view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> ModifiedContent<Self, _SecondaryViewModifier<_ShapeView<T, S>>>
    {
        modifier(_SecondaryViewModifier(kind: .overlay, alignment: .center,
                                        secondary: _ShapeView(shape: shape, style: style, fillStyle: fillStyle)))
    }

    /// Adds a border of `width` points inside this view's bounds.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1)
        -> ModifiedContent<Self, _SecondaryViewModifier<_ShapeView<_StrokedShape<Rectangle>, S>>>
    {
        overlay(Rectangle().stroke(content, lineWidth: sanitizedLength(width)))
    }
}
