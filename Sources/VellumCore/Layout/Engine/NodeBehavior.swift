import Foundation

/// What a node is: how it sizes itself, places its children, and reports spacing and
/// alignment guides. Leaves and layouts are the two kinds.
@MainActor
class NodeBehavior {
    /// A short, SwiftUI-flavoured description for layout dumps, like `padding(10)`.
    var label: String { "" }
    /// Whether `explicitAlignment` can ever answer for `node`; lets containers skip the
    /// lookup for plain views. `LayoutNode.hasExplicitGuides` keeps the answer.
    func hasExplicitGuides(node: LayoutNode) -> Bool { true }
    /// Whether the only guides `explicitAlignment` may answer are the text baselines:
    /// true for leaves (see `LeafLayout`).
    var answersOnlyTextBaselines: Bool { false }
    /// The string a text view shows, which `ViewHost` finds views by.
    var displayedText: String? { nil }
    /// Whether the node itself takes taps (a leaf that draws something).
    var takesHits: Bool { false }
    /// Whether the node draws only its children's parts inside its frame (clips,
    /// scroll views); `ViewHost` skips what such a node hides.
    var clipsContent: Bool { false }

    /// Lazy containers build the subviews their visible region needs here, once they
    /// know where they are (`bounds`, window coordinates), just before placing them.
    func prepareChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode) {}
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize { .zero }
    /// Called once the children are placed; true to place them again (a scroll view
    /// that, seeing where its target is, scrolled to it).
    func placeAgainAfterPlacing(node: LayoutNode) -> Bool { false }
    /// Whether `placementContext(forChild:)` can differ from the node's own context;
    /// placement skips the call for the many nodes whose children share it.
    var changesPlacementContext: Bool { false }
    /// The geometry the child at `index`, placed at `frame`, is placed with: by default
    /// the node's own (`node.placementContext`).
    func placementContext(forChild index: Int, at frame: CGRect, node: LayoutNode) -> PlacementContext {
        node.placementContext
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode) {}
    func spacing(node: LayoutNode) -> ViewSpacing { .plain }
    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
    /// Adds what the node draws, once it is placed.
    func draw(node: LayoutNode, into list: inout DisplayListBuilder) { node.drawChildren(into: &list) }

    // MARK: Animation

    /// The layout's or leaf's `animatableData`: what an animated change moves when drawing
    /// (an effect's opacity, a shape's data, a colour).
    var animatableValue: any VectorArithmetic { EmptyAnimatableData() }
    /// The same behaviour drawing with `value` as its animatable data.
    func withAnimatableValue(_ value: any VectorArithmetic) -> NodeBehavior { self }
    /// Lets a `.animation(_:value:)` or `.transaction(_:)` node change the transaction
    /// for its subtree, given what the node was before the update.
    func scopeTransaction(_ transaction: inout Transaction, previous: NodeBehavior?) {}
}

/// A view with no subviews that answers `sizeThatFits` directly: Text, shapes, Color,
/// Image, Spacer, Divider.
@MainActor
protocol LeafLayout: Animatable {
    var label: String { get }
    /// The string the leaf shows, if it is text.
    var displayedText: String? { get }
    /// Whether a tap on the leaf lands on it; Spacers and clear colours let taps through.
    var takesHits: Bool { get }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    func spacing() -> ViewSpacing
    /// Text answers its baselines here; other leaves have no explicit guides. A leaf is
    /// asked no other guide.
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
    override var answersOnlyTextBaselines: Bool { true }
    override var displayedText: String? { leaf.displayedText }
    override var takesHits: Bool { leaf.takesHits }
    override func hasExplicitGuides(node: LayoutNode) -> Bool { leaf.hasExplicitGuides }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        leaf.sizeThatFits(proposal)
    }
    override func spacing(node: LayoutNode) -> ViewSpacing { leaf.spacing() }
    override func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        leaf.explicitAlignment(key, size: size, proposal: proposal)
    }
    override func draw(node: LayoutNode, into list: inout DisplayListBuilder) {
        leaf.draw(in: list.grid.snap(node.frame), proposal: node.placedProposal, into: &list)
    }

    override var animatableValue: any VectorArithmetic { leaf.animatableData }

    override func withAnimatableValue(_ value: any VectorArithmetic) -> NodeBehavior {
        leaf.withAnimatableData(value).map { LeafBehavior($0) } ?? self
    }
}

/// What a built-in layout tells its node beyond sizing and placing: how it is named in
/// dumps, whether it answers guides of its own, whether it clips, and what it draws. Each
/// built-in layout declares this beside its type; a user's `Layout` gets the defaults
/// that assume least (its own guides may answer, it draws only its subviews).
@MainActor
protocol BuiltInLayout: Layout {
    /// The layout as written in SwiftUI, for dumps and traces: `padding(10)`.
    var nodeLabel: String { get }
    /// Whether the layout answers explicit guides that are not its subviews' guides moved
    /// and merged (`alignmentGuide`, a GeometryReader's). When false, its node has
    /// explicit guides only when a subview does: stacks ask every child for a guide on
    /// every pass, and most children have none.
    static var ownsGuides: Bool { get }
    /// Whether the node shows only the part of its subviews inside its frame (clips,
    /// scroll views); `ViewHost` skips what such a node hides.
    static var clipsContent: Bool { get }
    /// Adds what the node draws once placed: its subviews, or more (opacity, clips).
    func draw(node: LayoutNode, into list: inout DisplayListBuilder)
    /// Whether the layout may ask for its subviews to be placed again once placed
    /// (`placeAgainAfterPlacing`); placement skips the call for every other layout.
    static var placesAgainAfterPlacing: Bool { get }
    /// Called once the subviews are placed, with their frames known; true to place them
    /// again (a scroll view that, seeing where its target is, scrolled to it).
    func placeAgainAfterPlacing(node: LayoutNode) -> Bool
    /// Whether the layout gives its subviews geometry of their own (a safe area moved
    /// in, a scroll view's viewport) through `placementContext(forSubview:)`.
    static var changesPlacementContext: Bool { get }
    /// The geometry around the subview at `index`, placed at `frame`, given the node's
    /// own (`node.placementContext`).
    func placementContext(forSubview index: Int, at frame: CGRect, node: LayoutNode) -> PlacementContext
}

extension BuiltInLayout {
    static var ownsGuides: Bool { false }
    static var clipsContent: Bool { false }
    static var changesPlacementContext: Bool { false }
    static var placesAgainAfterPlacing: Bool { false }
    func placeAgainAfterPlacing(node: LayoutNode) -> Bool { false }
    func draw(node: LayoutNode, into list: inout DisplayListBuilder) { node.drawChildren(into: &list) }
    func placementContext(forSubview index: Int, at frame: CGRect, node: LayoutNode) -> PlacementContext {
        node.placementContext
    }
}

/// Which layout types are built in, remembered for the last few types asked about: the
/// run time's answer to a conformance question costs hundreds of instructions, and it is
/// asked for every node, of the handful of layout types a tree uses.
@MainActor
enum BuiltInLayoutTypes {
    private static let capacity = 16
    private static var recent: [(type: ObjectIdentifier, builtIn: (any BuiltInLayout.Type)?)] = []
    private static var next = 0

    static func of<L: Layout>(_ type: L.Type) -> (any BuiltInLayout.Type)? {
        let id = ObjectIdentifier(type)
        for entry in recent where entry.type == id { return entry.builtIn }
        let answer = type as? any BuiltInLayout.Type
        if recent.count < capacity {
            recent.append((id, answer))
        } else {
            recent[next] = (id, answer)
            next = (next + 1) % capacity
        }
        return answer
    }
}

/// A node whose geometry comes from a `Layout`: every container and layout modifier.
final class LayoutBehavior<L: Layout>: NodeBehavior {
    let layout: L
    /// The layout's cache, made at first use. Boxed rather than optional: an optional
    /// of a generic type costs a run-time metadata lookup on every access.
    private var cache: InPlace<L.Cache>?
    /// The layout's type as a built-in, read once; nil for a user's `Layout`. A type,
    /// not the value: a layout boxed as an existential would cost an allocation per node.
    private let builtInType: (any BuiltInLayout.Type)?
    /// See `BuiltInLayout.ownsGuides`; true for a user's layout, which may answer any guide.
    private let ownsGuides: Bool
    /// See `BuiltInLayout.changesPlacementContext` and `placesAgainAfterPlacing`, read
    /// once: placement asks for every node.
    private let changesContext: Bool
    private let placesAgain: Bool

    /// Builds the children each time the node is placed, from its frame (window
    /// coordinates), its proposal and the geometry around it: a GeometryReader's content,
    /// which depends on where the reader is; a lazy stack's rows, which on what shows.
    private let childrenAtPlacement: ((CGRect, ProposedViewSize, PlacementContext) -> [LayoutNode])?

    init(_ layout: L, childrenAtPlacement: ((CGRect, ProposedViewSize, PlacementContext) -> [LayoutNode])? = nil) {
        self.layout = layout
        self.childrenAtPlacement = childrenAtPlacement
        builtInType = BuiltInLayoutTypes.of(L.self)
        ownsGuides = builtInType?.ownsGuides ?? true
        changesContext = builtInType?.changesPlacementContext ?? false
        placesAgain = builtInType?.placesAgainAfterPlacing ?? false
    }

    override func hasExplicitGuides(node: LayoutNode) -> Bool {
        if ownsGuides { return true }
        for child in node.children where child.hasExplicitGuides { return true }
        return false
    }

    override func prepareChildren(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode) {
        if let childrenAtPlacement { node.children = childrenAtPlacement(bounds, proposal, node.placementContext) }
    }

    override var changesPlacementContext: Bool { changesContext }

    override func placeAgainAfterPlacing(node: LayoutNode) -> Bool {
        guard placesAgain, let builtInType else { return false }
        return layout(as: builtInType).placeAgainAfterPlacing(node: node)
    }

    override func placementContext(forChild index: Int, at frame: CGRect, node: LayoutNode) -> PlacementContext {
        guard let builtInType else { return node.placementContext }
        return layout(as: builtInType).placementContext(forSubview: index, at: frame, node: node)
    }

    override func draw(node: LayoutNode, into list: inout DisplayListBuilder) {
        guard let builtInType else { return node.drawChildren(into: &list) }
        layout(as: builtInType).draw(node: node, into: &list)
    }

    override var label: String {
        guard let builtInType else { return String(describing: L.self) }
        return layout(as: builtInType).nodeLabel
    }

    override var animatableValue: any VectorArithmetic { layout.animatableData }

    override func withAnimatableValue(_ value: any VectorArithmetic) -> NodeBehavior {
        layout.withAnimatableData(value).map { LayoutBehavior($0) } ?? self
    }

    override func scopeTransaction(_ transaction: inout Transaction, previous: NodeBehavior?) {
        guard let scope = layout as? any TransactionScope else { return }
        func apply<S: TransactionScope>(_ scope: S) {
            scope.scope(&transaction, previous: (previous as? LayoutBehavior<L>)?.layout as? S)
        }
        apply(scope)
    }

    /// The layout as its built-in type `T`, which is `L` (`builtInType` is `L.self`): a
    /// cast between equal types, which the run time answers at once.
    private func layout<T: BuiltInLayout>(as _: T.Type) -> T { layout as! T }
    override var clipsContent: Bool { builtInType?.clipsContent ?? false }

    private func withCache<R>(_ node: LayoutNode, _ body: (inout L.Cache) -> R) -> R {
        if let cache { return body(&cache.value.pointee) }
        let box = InPlace.make(layout.makeCache(subviews: node.subviews))
        cache = box
        return body(&box.value.pointee)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        let subviews = node.subviews
        return withCache(node) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode) {
        let subviews = node.subviews
        withCache(node) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func spacing(node: LayoutNode) -> ViewSpacing {
        let subviews = node.subviews
        return withCache(node) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
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

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}
