import Foundation

/// One view in the resolved tree that layout runs on: what it is (its behaviour), its
/// subviews, the traits its container reads, and what layout decided for it.
///
/// A node answers `sizeThatFits` through its behaviour and remembers each answer per
/// proposal, so containers that probe a child several times (stacks probe 0 and
/// infinity) pay for each distinct question once. That cache is what keeps nested stacks
/// linear instead of exponential.
@MainActor
final class LayoutNode: ExplicitGuideSource {
    let behavior: NodeBehavior
    var children: [LayoutNode] {
        get { subtree }
        _modify {
            yield &subtree  // in place, as `ViewNode.children` is: no copy per change
            explicitGuides = nil
        }
    }
    /// The children's storage, which `deinit` (not isolated) empties level by level.
    nonisolated(unsafe) private var subtree: [LayoutNode]
    /// Values the enclosing container reads: priority, layout values.
    var traits: Traits
    /// The values of `.id(_:)` on the view this node is, innermost first: in
    /// `Leaf().id(key)` whose body is `Button(...).id("button")`, the button is found by
    /// either id.
    var explicitIDs: [AnyHashable] = []
    let layoutDirection: LayoutDirection
    /// See `NodeBehavior.answersOnlyTextBaselines`; read without isolation by
    /// `ViewDimensions`.
    nonisolated let answersOnlyTextBaselines: Bool
    /// A number that names the node in traces, in creation order.
    let serial: Int
    /// The view identity the node was built for (the declaring body and the view's place
    /// in it), the same across updates: what animations match old and new nodes by.
    var identity: UInt64 = 0
    /// How the node draws at the host's current instant while an animation moves it;
    /// nil (drawing the model) otherwise. Set only while a display list is made.
    var presentation: NodePresentation?

    // MARK: Interaction

    /// What acting on this view does (a button's action, a toggle's binding).
    var interaction: _InteractionModifier? {
        get { extras?.interaction }
        set { withExtras(setting: newValue != nil) { $0.interaction = newValue } }
    }
    /// False under `.allowsHitTesting(false)`: this node and its subtree take no hits.
    var allowsHitTesting = true
    /// The hit-testing shape from `.contentShape`, in the node's frame.
    var contentShape: ((CGRect) -> Path)? {
        get { extras?.contentShape }
        set { withExtras(setting: newValue != nil) { $0.contentShape = newValue } }
    }
    /// Preference values set on this view, by key type.
    var preferences: [ObjectIdentifier: Any] = [:]
    /// What the accessibility modifiers on this view set (label, identifier, traits, ...).
    var accessibility: AccessibilityProperties? {
        get { extras?.accessibility }
        set { withExtras(setting: newValue != nil) { $0.accessibility = newValue } }
    }

    /// What few nodes have, kept apart so that the node of a plain view stays small (a
    /// stack of 100,000 labels has 100,000 nodes): an interaction alone is larger than
    /// the rest of a node.
    private final class Extras {
        var interaction: _InteractionModifier?
        var contentShape: ((CGRect) -> Path)?
        var accessibility: AccessibilityProperties?
        var coordinateSpaceName: AnyHashable?
    }
    private var extras: Extras?

    /// Changes the extras, made first when `setting` a value (clearing one on a node
    /// without extras changes nothing).
    private func withExtras(setting: Bool, _ change: (Extras) -> Void) {
        if extras == nil {
            guard setting else { return }
            extras = Extras()
        }
        change(extras!)
    }

    // MARK: Layout state

    /// The answers per proposal, read on every question.
    private let sizeCache = InPlace.make(ProposalCache())
    private var cachedSpacing: ViewSpacing?
    private var explicitGuides: Bool?
    /// Where the children were placed, while this node runs `placeSubviews`; made when
    /// the node first places children (leaves never do).
    private var pendingPlacements: InPlace<[LayoutPlacement?]?>?

    // MARK: Placement results (window coordinates)

    /// The node's frame once placed.
    var frame: CGRect = .zero
    /// The proposal the node was placed with.
    var placedProposal: ProposedViewSize = .unspecified
    /// The geometry placement handed down with `frame`.
    private(set) var placementContext = PlacementContext.window
    /// The name `.coordinateSpace(name:)` gave this node's frame, for its subtree.
    var coordinateSpaceName: AnyHashable? {
        get { extras?.coordinateSpaceName }
        set { withExtras(setting: newValue != nil) { $0.coordinateSpaceName = newValue } }
    }
    /// Whether `frame` and `placedProposal` hold a placement yet.
    private var isPlaced = false
    /// True when the node's container left it out (a `ViewThatFits` child that was not
    /// chosen): it is neither placed nor drawn, and layout dumps do not list it.
    private(set) var isExcluded = false

    init(_ behavior: NodeBehavior, children: [LayoutNode] = [], traits: Traits = Traits(),
         layoutDirection: LayoutDirection, serial: Int) {
        self.behavior = behavior
        subtree = children
        self.traits = traits
        self.layoutDirection = layoutDirection
        self.serial = serial
        answersOnlyTextBaselines = behavior.answersOnlyTextBaselines
    }

    /// Releases the subtree without recursion, so that a tree nested deeper than the
    /// stack holds (see `StackGuard`) can be released: each node whose last reference
    /// this is hands its children over before it goes. Safe without isolation: a node
    /// being released is reached only from here.
    deinit {
        var pending = subtree
        subtree = []
        while var node = pending.popLast() {
            guard isKnownUniquelyReferenced(&node) else { continue }
            pending += node.subtree
            node.subtree = []
        }
    }

    /// The node's description in dumps and traces (`padding(10)`), made once: a trace
    /// names a node in every event about it.
    private(set) lazy var label = behavior.label

    // MARK: Sizing

    /// Whether nodes remember their answers. Only tests turn this off, to show that
    /// layout with the cache equals layout without it.
    static var usesSizeCache = true

    /// Whether placement skips subtrees placed as before (see `ViewGraph.placing`).
    static var skipsUnchangedPlacement = true

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if Self.usesSizeCache, let size = sizeCache.value.pointee[proposal] {
            LayoutTrace.current?.recordCacheHit(self, proposal: proposal, size: size)
            return size
        }
        LayoutTrace.current?.recordProposal(self, proposal: proposal)
        var size = StackGuard.deeper({ behavior.sizeThatFits(proposal, node: self) }, else: {
            StackGuard.reportCut("sizing \(label)")
            return .zero
        })
        if !(size.width >= 0 && size.height >= 0)
            || (size.width == .infinity && proposal.width != .infinity)
            || (size.height == .infinity && proposal.height != .infinity) {
            size = sanitized(size, proposal: proposal)
        }
        sizeCache.value.pointee[proposal] = size
        LayoutTrace.current?.recordMeasurement(self, proposal: proposal, size: size)
        return size
    }

    /// A negative or NaN answer (a negative proposal passed through, a negative
    /// spacing, a NaN argument) becomes 0 on that axis, and an infinite answer to a
    /// finite or nil proposal (arithmetic that overflowed, such as an extreme aspect
    /// ratio) becomes the largest finite length; reported once. No view has a negative
    /// or undefined size, and only a view offered infinity may be infinite.
    private func sanitized(_ size: CGSize, proposal: ProposedViewSize) -> CGSize {
        Diagnostics.warnOnce("\(label) answered \(formatLength(size.width))×\(formatLength(size.height)) for proposal \(proposal); negative and NaN lengths are laid out as 0, and infinite ones offered less than infinity as the largest finite length.")
        func length(_ v: CGFloat, _ offer: CGFloat?) -> CGFloat {
            guard v >= 0 else { return 0 }
            return v == .infinity && offer != .infinity ? .greatestFiniteMagnitude : v
        }
        return CGSize(width: length(size.width, proposal.width), height: length(size.height, proposal.height))
    }

    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal), source: hasExplicitGuides ? self : nil,
                       proposal: proposal)
    }

    /// Whether the node can answer an explicit guide; worked out once, as containers ask
    /// on every pass.
    var hasExplicitGuides: Bool {
        if let explicitGuides { return explicitGuides }
        let answer = StackGuard.deeper({ behavior.hasExplicitGuides(node: self) }, else: {
            StackGuard.reportCut("guides of \(label)")
            return false
        })
        explicitGuides = answer
        return answer
    }

    var spacing: ViewSpacing {
        if let cachedSpacing { return cachedSpacing }
        let spacing = StackGuard.deeper({ behavior.spacing(node: self) }, else: {
            StackGuard.reportCut("spacing of \(label)")
            return .zero
        })
        cachedSpacing = spacing
        return spacing
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        StackGuard.deeper({
            // What a guide asks of the subviews, it asks: traces name it as the sender.
            if let trace = LayoutTrace.current {
                return trace.asking(self) { behavior.explicitAlignment(key, node: self, size: size, proposal: proposal) }
            }
            return behavior.explicitAlignment(key, node: self, size: size, proposal: proposal)
        }, else: {
            StackGuard.reportCut("guides of \(label)")
            return nil
        })
    }

    // MARK: Placement

    /// Places this node in `bounds` (window coordinates) with the geometry around it,
    /// then its subtree.
    func place(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        isExcluded = false
        var context = context
        if let coordinateSpaceName { context = context.naming(coordinateSpaceName, frame: bounds) }
        // A node kept from the last update and placed as before has a subtree placed as
        // before: nothing in it changed, or the node would have been made anew.
        if Self.skipsUnchangedPlacement, isPlaced, bounds == frame, proposal == placedProposal,
           context == placementContext, LayoutTrace.current == nil { return }
        isPlaced = true
        frame = bounds
        placedProposal = proposal
        placementContext = context
        LayoutTrace.current?.recordPlacement(self, proposal: proposal, frame: bounds)
        behavior.prepareChildren(in: bounds, proposal: proposal, node: self)
        guard !children.isEmpty else { return }
        repeat {
            if let trace = LayoutTrace.current {
                trace.asking(self) { placeChildren(in: bounds, proposal: proposal) }
            } else {
                placeChildren(in: bounds, proposal: proposal)
            }
        } while behavior.placeAgainAfterPlacing(node: self)
    }

    /// Out of line, as is `childPlacements`: `place` and this are the two frames each
    /// level of nesting adds while placing, and the layout's own work (asking where each
    /// child goes) stays out of both (stack per level).
    @inline(never)
    private func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        guard StackGuard.hasRoom() else {
            return StackGuard.deeper({ placeChildren(in: bounds, proposal: proposal) }, else: { StackGuard.reportCut("placing \(label)") })
        }
        let placements = childPlacements(in: bounds, proposal: proposal)
        let changesContext = behavior.changesPlacementContext
        for (index, (child, placement)) in zip(children, placements).enumerated() {
            if placement.isExcluded {
                child.isExcluded = true
                continue
            }
            let size = child.sizeThatFits(placement.proposal)
            let childFrame = CGRect(origin: placement.origin(for: size, in: bounds), size: size)
            if changesContext {
                child.place(in: childFrame, proposal: placement.proposal,
                            context: behavior.placementContext(forChild: index, at: childFrame, node: self))
            } else {
                child.place(in: childFrame, proposal: placement.proposal, context: placementContext)
            }
        }
    }

    /// Where the layout puts each child, asked before any of them is placed.
    @inline(never)
    private func childPlacements(in bounds: CGRect, proposal: ProposedViewSize) -> [LayoutPlacement] {
        let recording = beginPlacements()
        behavior.placeSubviews(in: bounds, proposal: proposal, node: self)
        return recording.finish(in: bounds, proposal: proposal)
    }

    /// Starts recording where `place` calls on subviews put them, until the recording
    /// is finished or dropped. (A value rather than a call taking a closure: a closure
    /// made on the main actor checks at run time that it runs there, on every placement.)
    func beginPlacements() -> PlacementRecording {
        let pending = pendingPlacements ?? InPlace.make(nil)
        pendingPlacements = pending
        let saved = pending.value.pointee
        pending.value.pointee = Array(repeating: nil, count: children.count)
        return PlacementRecording(pending: pending, saved: saved)
    }

    func recordPlacement(_ placement: LayoutPlacement, at index: Int) {
        guard let pending = pendingPlacements, pending.value.pointee != nil, index < children.count else { return }
        pending.value.pointee![index] = placement
    }

    var subviews: LayoutSubviews { LayoutSubviews(parent: self, nodes: children) }
}

/// Traits a view carries for its enclosing container. They pass outward through
/// single-child modifiers, so `Text("A").layoutPriority(1).padding()` keeps priority 1.
struct Traits {
    var priority: Double = 0
    var layoutValues: [ObjectIdentifier: Any] = [:]
    /// The section the view is part of, for containers that style sections.
    var section: SectionMembership?

    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
        (layoutValues[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue
    }
}

/// One recording of where a layout places its subviews. It cannot be copied and it ends
/// exactly once: `finish` reads it, and its end (when consumed, or dropped on any path)
/// gives the node back what an enclosing recording had (a guide asked while placing
/// records too). So begin and end are paired by the type system, not by convention.
struct PlacementRecording: ~Copyable {
    /// The node's recording slot.
    private let pending: InPlace<[LayoutPlacement?]?>
    private let saved: [LayoutPlacement?]?

    fileprivate init(pending: InPlace<[LayoutPlacement?]?>, saved: [LayoutPlacement?]?) {
        self.pending = pending
        self.saved = saved
    }

    /// Where each subview went, ending the recording. A subview that was not placed is
    /// centred in `bounds` and gets `proposal`.
    consuming func finish(in bounds: CGRect, proposal: ProposedViewSize) -> [LayoutPlacement] {
        let unplaced = LayoutPlacement(position: bounds.placementCenter, anchor: .center, proposal: proposal)
        return (pending.value.pointee ?? []).map { $0 ?? unplaced }
    }

    deinit { pending.value.pointee = saved }
}
