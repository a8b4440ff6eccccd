import Foundation

/// What a node is: how it sizes itself, places its children, and reports spacing and
/// alignment guides. Leaves and layouts are the two kinds.
@MainActor
class NodeBehavior {
    /// A short, SwiftUI-flavoured description for layout dumps, like `padding(10)`.
    var label: String { "" }
    /// Whether `explicitAlignment` can ever answer for `node`; lets containers skip the
    /// lookup for plain views. `ViewNode.hasExplicitGuides` keeps the answer.
    func hasExplicitGuides(node: ViewNode) -> Bool { true }
    /// The string a text view shows, which `ViewHost` finds views by.
    var displayedText: String? { nil }
    /// Whether the node itself takes taps (a leaf that draws something).
    var takesHits: Bool { false }
    /// Whether the node draws only its children's parts inside its frame (clips,
    /// scroll views); `ViewHost` skips what such a node hides.
    var clipsContent: Bool { false }

    /// Lazy containers build the subviews their visible region needs here, once they
    /// know where they are (`bounds`, window coordinates), just before placing them.
    func prepareChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {}
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {}
    func spacing(node: ViewNode) -> ViewSpacing { .plain }
    func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
    /// Adds what the node draws, once it is placed.
    func draw(node: ViewNode, into list: inout DisplayListBuilder) { node.drawChildren(into: &list) }
}

/// A view with no subviews that answers `sizeThatFits` directly: Text, shapes, Color,
/// Image, Spacer, Divider.
@MainActor
protocol LeafLayout {
    var label: String { get }
    /// The string the leaf shows, if it is text.
    var displayedText: String? { get }
    /// Whether a tap on the leaf lands on it; Spacers and clear colours let taps through.
    var takesHits: Bool { get }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    func spacing() -> ViewSpacing
    /// Text answers its baselines here; other leaves have no explicit guides.
    var hasExplicitGuides: Bool { get }
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat?
    /// Adds what the leaf draws in `frame`, its frame snapped to the pixel grid;
    /// `proposal` is the one it was placed with.
    func draw(in frame: CGRect, proposal: ProposedViewSize, into list: inout DisplayListBuilder)
}

extension LeafLayout {
    func draw(in frame: CGRect, proposal: ProposedViewSize, into list: inout DisplayListBuilder) {}
    func spacing() -> ViewSpacing { .plain }
    var displayedText: String? { nil }
    var takesHits: Bool { true }
    var hasExplicitGuides: Bool { false }
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
}

final class LeafBehavior<Leaf: LeafLayout>: NodeBehavior {
    let leaf: Leaf
    init(_ leaf: Leaf) { self.leaf = leaf }

    override var label: String { leaf.label }
    override var displayedText: String? { leaf.displayedText }
    override var takesHits: Bool { leaf.takesHits }
    override func hasExplicitGuides(node: ViewNode) -> Bool { leaf.hasExplicitGuides }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        leaf.sizeThatFits(proposal)
    }
    override func spacing(node: ViewNode) -> ViewSpacing { leaf.spacing() }
    override func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        leaf.explicitAlignment(key, size: size, proposal: proposal)
    }
    override func draw(node: ViewNode, into list: inout DisplayListBuilder) {
        leaf.draw(in: list.grid.snap(node.frame), proposal: node.placedProposal, into: &list)
    }
}

/// A node whose geometry comes from a `Layout`: every container and layout modifier.
final class LayoutBehavior<L: Layout>: NodeBehavior {
    let layout: L
    /// The layout's cache, made at first use. Boxed rather than optional: an optional
    /// of a generic type costs a run-time metadata lookup on every access.
    private var cache: InPlace<L.Cache>?
    /// The layout's own drawing, for effects; most layouts only draw their children.
    private let drawing: NodeDrawing?

    /// Builds the children from the node's frame (window coordinates) each time it is
    /// placed: a GeometryReader's content, which depends on where the reader is.
    private let childrenAtPlacement: ((CGRect) -> [ViewNode])?

    /// The layout's guides are only its subviews' (see `SubviewGuidesOnly`).
    private let guidesFromSubviews: Bool

    init(_ layout: L, childrenAtPlacement: ((CGRect) -> [ViewNode])? = nil) {
        self.layout = layout
        self.childrenAtPlacement = childrenAtPlacement
        drawing = layout as? NodeDrawing
        guidesFromSubviews = layout is SubviewGuidesOnly
    }

    override func hasExplicitGuides(node: ViewNode) -> Bool {
        guard guidesFromSubviews else { return true }
        for child in node.children where child.hasExplicitGuides { return true }
        return false
    }

    override func prepareChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        if let childrenAtPlacement { node.children = childrenAtPlacement(bounds) }
    }

    override func draw(node: ViewNode, into list: inout DisplayListBuilder) {
        if let drawing { drawing.draw(node: node, into: &list) } else { node.drawChildren(into: &list) }
    }

    override var label: String {
        (layout as? NodeLabeled)?.nodeLabel ?? String(describing: L.self)
    }
    override var clipsContent: Bool { layout is ClippingLayout }

    private func withCache<R>(_ node: ViewNode, _ body: (inout L.Cache) -> R) -> R {
        if let cache { return body(&cache.value.pointee) }
        let box = InPlace(layout.makeCache(subviews: node.subviews))
        cache = box
        return body(&box.value.pointee)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let subviews = node.subviews
        return withCache(node) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        let subviews = node.subviews
        withCache(node) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func spacing(node: ViewNode) -> ViewSpacing {
        let subviews = node.subviews
        return withCache(node) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func explicitAlignment(_ key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let subviews = node.subviews
        let bounds = CGRect(origin: .zero, size: size)
        return withCache(node) { cache in
            if key.axis == .horizontal {
                return layout.explicitAlignment(
                    of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            } else {
                return layout.explicitAlignment(
                    of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }
}

/// A value mutated in place on hot paths (a layout's cache, a node's size answers). It
/// sits behind a pointer, not in a stored property: Swift checks every access to a
/// stored property of a class for exclusivity at run time, and an access held while a
/// layout measures its subtree stays registered, so each later check scans more of them
/// the deeper the tree.
final class InPlace<Value> {
    let value: UnsafeMutablePointer<Value>
    init(_ initial: Value) {
        value = .allocate(capacity: 1)
        value.initialize(to: initial)
    }
    deinit {
        value.deinitialize(count: 1)
        value.deallocate()
    }
}

/// A built-in layout whose explicit guides are its subviews' guides, moved and merged,
/// and never its own: a node of it has explicit guides only when a subview does. Stacks
/// ask every child for its alignment guide on every pass, and most children have none.
protocol SubviewGuidesOnly {}

extension HStackLayout: SubviewGuidesOnly {}
extension VStackLayout: SubviewGuidesOnly {}
extension ZStackLayout: SubviewGuidesOnly {}
extension _FrameLayout: SubviewGuidesOnly {}
extension _FlexFrameLayout: SubviewGuidesOnly {}
extension _PaddingLayout: SubviewGuidesOnly {}
extension _AspectRatioLayout: SubviewGuidesOnly {}
extension _FixedSizeLayout: SubviewGuidesOnly {}
extension _OffsetEffect: SubviewGuidesOnly {}
extension _PositionLayout: SubviewGuidesOnly {}
extension SafeAreaPaddingLayout: SubviewGuidesOnly {}
extension SafeAreaIgnoringLayout: SubviewGuidesOnly {}
extension SecondaryLayout: SubviewGuidesOnly {}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}
