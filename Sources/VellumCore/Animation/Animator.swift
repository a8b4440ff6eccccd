import Foundation

/// Runs a host's animations on a clock it owns.
///
/// The steps, after each update of the view graph:
/// 1. Before the update, `snapshot` keeps what every node drew: its frame and behaviour,
///    by a key that names the same view across updates.
/// 2. After it, `didUpdate` walks the new tree with the update's transaction, which
///    `.animation(_:value:)` and `.transaction(_:)` nodes change for their subtrees.
///    Where a node's frame or animatable data differs from what it drew, a track moves
///    it from the drawn value (mid-flight, if it was moving) to the new one.
/// 3. New nodes draw their transition in; nodes gone are kept as departing drawings that
///    play their transition out, drawn among their old siblings.
/// 4. `displayList(at:)` marks the moving nodes with what they draw now, draws, and
///    clears the marks: layout and state are the end state throughout.
@MainActor
final class Animator {
    /// Seconds since the host began.
    private(set) var now: Double = 0
    private(set) var tracks: [NodeKey: NodeTracks] = [:]
    private var departing: [Departing] = []
    /// Actions due at a time: completions, disappear actions held until a removal's
    /// transition ends, the ticks of keyframe animations. Kept in scheduling order.
    private var scheduled: [Scheduled] = []

    struct Scheduled {
        let time: Double
        let action: () -> Void
        /// A step of a time-driven animation (keyframes): the host is animating while one
        /// waits.
        var isTick = false
        /// A step of one that repeats for ever, which `advanceToEnd` does not wait for.
        var isEndless = false
    }

    /// The animator of the host updating now: what time-driven views schedule on.
    static weak var current: Animator?
    /// The animation of the update running now, if any: what a view inserted by it
    /// enters with.
    var updateAnimation: Animation?
    /// The nodes of the tree drawn now, by key.
    private(set) var liveNodes: [NodeKey: LayoutNode] = [:]

    /// What a node drew before an update.
    struct Snapshot {
        let node: LayoutNode
        let frame: CGRect
        let behavior: NodeBehavior
        let parent: NodeKey?
        let index: Int
    }

    // MARK: Updates

    /// Whether an update with `transaction` needs the tree as it was before.
    /// `hasTransactionScopes`: the tree has nodes that animate without an animated
    /// transaction (`.animation(_:value:)`), so every update is compared with the last.
    func needsSnapshot(for transaction: Transaction?, hasTransactionScopes: Bool) -> Bool {
        transaction?.animation != nil || hasTransactionScopes || !tracks.isEmpty || !departing.isEmpty
    }

    /// What every node of `root` draws now (step 1).
    func snapshot(_ root: LayoutNode) -> [NodeKey: Snapshot] {
        var result: [NodeKey: Snapshot] = [:]
        walk(root) { node, key, parent, index in
            let frame = tracks[key]?.frame.map { CGRect(animatableData: $0.value(at: now)) } ?? node.frame
            let behavior = tracks[key]?.data.map { node.behavior.withAnimatableValue($0.value(at: now)) } ?? node.behavior
            result[key] = Snapshot(node: node, frame: frame, behavior: behavior, parent: parent, index: index)
        }
        return result
    }

    /// Starts, retargets or stops the animations of an update (steps 2 and 3). Returns
    /// how long removals take to play out, for holding their disappear actions.
    @discardableResult
    func didUpdate(root: LayoutNode, before: [NodeKey: Snapshot], transaction: Transaction?) -> Double {
        var live: [NodeKey: LayoutNode] = [:]
        var effective: [NodeKey: Animation?] = [:]
        var longest = 0.0
        var started: [Double] = []
        var insertedMatches: [MatchedGeometryKey: (key: NodeKey, frame: CGRect)] = [:]

        func visit(_ node: LayoutNode, key: NodeKey, parent: NodeKey?, transaction: Transaction, parentInserted: Bool,
                   contentTransition: ContentTransition) {
            live[key] = node
            var transaction = transaction
            let old = before[key]
            node.behavior.scopeTransaction(&transaction, previous: old?.behavior)
            let animation = transaction.animation
            effective[key] = animation
            let inserted = old == nil
            if let old {
                if let end = updateTracks(key: key, node: node, old: old, animation: animation) { started.append(end) }
                if let animation, contentTransition != .identity, let text = node.behavior.displayedText,
                   let oldText = old.behavior.displayedText, text != oldText {
                    // New text cross-fades with the old, drawn where it was.
                    departing.append(Departing(node: old.node, frame: old.frame, parent: parent, index: old.index,
                                               effects: [.opacity], start: now, animation: animation))
                    tracks[key, default: NodeTracks()].insertion = Insertion(effects: [.opacity], start: now, animation: animation)
                    started.append(animation.totalDuration)
                }
            } else if inserted, !parentInserted, let animation {
                let transition = Self.transition(around: node)
                let chosen = transition.animation ?? animation
                tracks[key, default: NodeTracks()].insertion = Insertion(effects: transition.insertion, start: now, animation: chosen)
                started.append(chosen.totalDuration)
                if let (match, matched) = Self.matchedGeometry(around: node) {
                    insertedMatches[match] = (key, matched.frame)
                }
            }
            let inner = (node.behavior as? LayoutBehavior<_ContentTransitionModifier>)?.layout.transition ?? contentTransition
            for (_, child, childKey) in keyedChildren(of: node, key: key) {
                visit(child, key: childKey, parent: key, transaction: transaction, parentInserted: inserted, contentTransition: inner)
            }
        }
        visit(root, key: NodeKey.root(root), parent: nil, transaction: transaction ?? Transaction(), parentInserted: false,
              contentTransition: .opacity)

        // Nodes gone: the outermost of each removed subtree plays its transition out.
        for (key, old) in before where live[key] == nil {
            if let parent = old.parent, before[parent] != nil, live[parent] == nil { continue }
            tracks[key] = nil
            let animation = old.parent.flatMap { effective[$0] ?? nil } ?? transaction?.animation
            guard let animation else { continue }
            let transition = Self.transition(around: old.node)
            let chosen = transition.animation ?? animation
            var gone = Departing(node: old.node, frame: old.frame, parent: old.parent, index: old.index,
                                 effects: transition.removal, start: now, animation: chosen)
            // A removed view whose match was inserted hands its geometry over: the new
            // one is drawn from the old frame to its own, the old one follows it.
            if let (match, matched) = Self.matchedGeometry(around: old.node), let partner = insertedMatches[match] {
                gone.matchedMove = (matched.frame, partner.frame)
                tracks[partner.key, default: NodeTracks()].matched = Track(
                    from: matched.frame.animatableData, to: partner.frame.animatableData, velocity: .zero, start: now, animation: chosen)
            }
            departing.append(gone)
            longest = max(longest, chosen.totalDuration)
        }
        // Tracks of nodes no longer shown end with them.
        for key in tracks.keys where live[key] == nil { tracks[key] = nil }
        liveNodes = live
        scheduleCompletions(transaction, durations: started + [longest])
        return longest
    }

    /// Compares a node with what it drew before; returns the duration of a track started.
    private func updateTracks(key: NodeKey, node: LayoutNode, old: Snapshot, animation: Animation?) -> Double? {
        var entry = tracks[key] ?? NodeTracks()
        var started: Double?
        // Frames.
        let target = node.frame.animatableData
        if entry.frame?.target != target {
            if old.frame != node.frame, let animation {
                let velocity = entry.frame?.velocity(at: now) ?? .zero
                entry.frame = Track(from: old.frame.animatableData, to: target, velocity: velocity, start: now, animation: animation)
                started = animation.totalDuration
            } else {
                entry.frame = nil
            }
        }
        // Animatable data of the same behaviour type.
        if type(of: node.behavior) == type(of: old.behavior) {
            let drawn = old.behavior.animatableValue, wanted = node.behavior.animatableValue
            if entry.data.map({ !$0.hasTarget(wanted) }) ?? true {
                if let animation, let track = AnyTrack(from: drawn, to: wanted, velocity: entry.data?.velocity(at: now),
                                                     start: now, animation: animation) {
                    entry.data = track
                    started = max(started ?? 0, animation.totalDuration)
                } else {
                    entry.data = nil
                }
            }
        } else {
            entry.data = nil
        }
        tracks[key] = entry.isEmpty ? nil : entry
        return started
    }

    // MARK: The clock

    /// Whether something is still moving at `now`.
    var isAnimating: Bool {
        tracks.values.contains { !$0.isFinished(at: now) } || departing.contains { !$0.isFinished(at: now) }
            || scheduled.contains(where: \.isTick)
    }

    /// When the last animation that ends does; nil when none will (only `repeatForever`
    /// ones, or nothing at all).
    var endOfFiniteAnimations: Double? {
        var ends = tracks.values.flatMap(\.ends) + departing.map { $0.start + $0.animation.totalDuration }
        ends += scheduled.filter { !$0.isEndless }.map(\.time)
        return ends.filter(\.isFinite).max()
    }

    /// Moves the clock to `time`, running the actions due on the way, in time order;
    /// `update` runs after each. At most `limit` actions run, so a completion that always
    /// schedules another cannot stall the host.
    func advance(to time: Double, limit: Int = 10_000, update: () -> Void) {
        var ran = 0
        while let next = scheduled.indices.min(by: { scheduled[$0].time < scheduled[$1].time }),
              scheduled[next].time <= time {
            guard ran < limit else {
                Diagnostics.warnOnce("ViewHost: more than \(limit) animation completions in one step; the rest wait for the next.")
                break
            }
            let due = scheduled.remove(at: next)
            now = max(now, due.time)
            due.action()
            update()
            ran += 1
        }
        now = max(now, time)
        tracks = tracks.filter { !$0.value.isFinished(at: now) }
        departing.removeAll { $0.isFinished(at: now) }
    }

    /// Runs `action` `delay` seconds from now.
    /// An `endless` action (a timeline's next entry) is not waited for by
    /// `advanceToEnd`: a timeline always has another.
    func schedule(after delay: Double, endless: Bool = false, _ action: @escaping () -> Void) {
        scheduled.append(Scheduled(time: now + max(delay, 0), action: action, isEndless: endless))
    }

    /// Steps a second of the time-driven animations (keyframes, a coasting or springing
    /// scroll view).
    static let stepsPerSecond = 60.0

    /// Runs a time-driven animation: `step(1)`, `step(2)`, … each `1 / stepsPerSecond`
    /// seconds after the last, for as long as it returns true; `step(n)` runs at
    /// `n / stepsPerSecond` seconds from now. While steps wait, the host is animating;
    /// `endless` ones (repeating keyframes) are not waited for by `advanceToEnd`.
    func runSteps(endless: Bool = false, _ step: @escaping (Int) -> Bool) {
        func schedule(_ index: Int) {
            scheduled.append(Scheduled(time: now + 1 / Self.stepsPerSecond, action: {
                if step(index) { schedule(index + 1) }
            }, isTick: true, isEndless: endless))
        }
        schedule(1)
    }

    /// Schedules the completions of `transaction`: when its animation has run its
    /// course (whether or not it moved anything, so a completion that animates again
    /// cannot loop within one instant), or when the last track it started ends.
    /// Completions of animations that repeat for ever never run.
    func scheduleCompletions(_ transaction: Transaction?, durations: [Double]) {
        guard let transaction, !transaction.completions.isEmpty else { return }
        let own = transaction.animation?.totalDuration ?? 0
        let removedAt = max(durations.filter(\.isFinite).max() ?? 0, own)
        let logicalAt = transaction.animation?.logicalDuration ?? 0
        for completion in transaction.completions {
            let at = completion.criteria == .removed ? removedAt : logicalAt
            guard at.isFinite else { continue }
            schedule(after: at, completion.action)
        }
    }

    // MARK: Drawing

    /// The frame `node` is drawn in now, when a track moves it.
    func drawnFrame(of node: LayoutNode) -> CGRect? {
        guard let key = liveNodes.first(where: { $0.value === node })?.key, let track = tracks[key]?.frame else { return nil }
        return CGRect(animatableData: track.value(at: now))
    }

    /// What `root` draws at the current instant.
    func displayList(of root: LayoutNode, size: CGSize, scale: CGFloat) -> DisplayList {
        guard !tracks.isEmpty || !departing.isEmpty else { return root.displayList(size: size, scale: scale) }
        var marked: [LayoutNode] = []
        func presentation(of node: LayoutNode) -> NodePresentation {
            if let existing = node.presentation { return existing }
            let made = NodePresentation()
            node.presentation = made
            marked.append(node)
            return made
        }
        for (key, entry) in tracks {
            guard let node = liveNodes[key] else { continue }
            let shown = presentation(of: node)
            shown.frame = entry.frame.map { CGRect(animatableData: $0.value(at: now)) }
            shown.behavior = entry.data.map { node.behavior.withAnimatableValue($0.value(at: now)) }
            if let insertion = entry.insertion {
                shown.transition = (insertion.effects, insertion.animation.sample(at: now - insertion.start).progress)
            }
            if let matched = entry.matched {
                shown.matchedTransform = CGAffineTransform(mapping: CGRect(animatableData: matched.target),
                                                           onto: CGRect(animatableData: matched.value(at: now)))
            }
        }
        var orphans: [DepartingDrawing] = []
        for gone in departing {
            let shown = gone.animation.sample(at: now - gone.start).progress
            let transform = gone.matchedMove.map { move in
                CGAffineTransform(mapping: move.from, onto: CGRect(animatableData: move.from.animatableData.interpolated(
                    towards: move.to.animatableData, amount: shown)))
            }
            let drawing = DepartingDrawing(node: gone.node, frame: gone.frame, index: gone.index, effects: gone.effects,
                                           progress: 1 - shown, transform: transform)
            if let parent = gone.parent.flatMap({ liveNodes[$0] }) {
                presentation(of: parent).departing.append(drawing)
            } else {
                orphans.append(drawing)
            }
        }
        defer { for node in marked { node.presentation = nil } }
        var list = root.displayList(size: size, scale: scale)
        if !orphans.isEmpty {
            var builder = DisplayListBuilder(scale: scale)
            for orphan in orphans { orphan.draw(into: &builder) }
            list.items += builder.items
        }
        return list
    }

    // MARK: Keys

    /// Visits every node with its key, its parent's key and its index among its siblings.
    private func walk(_ root: LayoutNode, _ body: (LayoutNode, NodeKey, NodeKey?, Int) -> Void) {
        var stack: [(LayoutNode, NodeKey, NodeKey?, Int)] = [(root, NodeKey.root(root), nil, 0)]
        while let (node, key, parent, index) = stack.popLast() {
            body(node, key, parent, index)
            for (childIndex, child, childKey) in keyedChildren(of: node, key: key) {
                stack.append((child, childKey, key, childIndex))
            }
        }
    }

    private func keyedChildren(of node: LayoutNode, key: NodeKey) -> [(Int, LayoutNode, NodeKey)] {
        var seen: [UInt64: UInt64] = [:]
        return node.children.enumerated().compactMap { index, child in
            guard !child.isExcluded else { return nil }
            let occurrence = seen[child.identity, default: 0]
            seen[child.identity] = occurrence + 1
            return (index, child, key.child(identity: child.identity, occurrence: occurrence))
        }
    }

    /// The transition on `node` or on the single-child chain just inside it; `.opacity`
    /// when none is declared.
    private static func transition(around node: LayoutNode) -> AnyTransition {
        modifier(around: node, of: _TransitionModifier.self)?.layout.transition ?? .opacity
    }

    /// The matched-geometry id on `node` or the chain just inside it, and the node that
    /// carries it.
    private static func matchedGeometry(around node: LayoutNode) -> (MatchedGeometryKey, LayoutNode)? {
        modifier(around: node, of: _MatchedGeometryModifier.self).map { ($0.layout.key, $0.node) }
    }

    /// The first node of layout `L` on `node` or the single-child chain inside it: where
    /// the modifiers written on a view put their nodes.
    private static func modifier<L: Layout>(around node: LayoutNode, of _: L.Type) -> (layout: L, node: LayoutNode)? {
        var current: LayoutNode? = node
        while let candidate = current {
            if let layout = (candidate.behavior as? LayoutBehavior<L>)?.layout { return (layout, candidate) }
            current = candidate.children.count == 1 ? candidate.children[0] : nil
        }
        return nil
    }
}

/// A layout node's name across updates: its identity, under its parent's key.
struct NodeKey: Hashable {
    let value: UInt64

    @MainActor
    static func root(_ node: LayoutNode) -> NodeKey { NodeKey(value: node.identity) }

    func child(identity: UInt64, occurrence: UInt64) -> NodeKey {
        NodeKey(value: ViewPath(value: value).appending(identity).appending(occurrence).value)
    }
}

/// What animates on one node.
struct NodeTracks {
    var frame: Track<CGRect.AnimatableData>?
    var data: AnyTrack?
    var insertion: Insertion?
    /// An inserted view taking over a removed one's geometry: its drawn frame, moving from
    /// the old view's to its own (`target`), applied to its whole subtree as a transform.
    var matched: Track<CGRect.AnimatableData>?

    var isEmpty: Bool { frame == nil && data == nil && insertion == nil && matched == nil }

    var ends: [Double] {
        [frame.map { $0.start + $0.animation.totalDuration }, data.map { $0.end },
         insertion.map { $0.start + $0.animation.totalDuration },
         matched.map { $0.start + $0.animation.totalDuration }].compactMap { $0 }
    }

    func isFinished(at time: Double) -> Bool { ends.allSatisfy { $0 <= time } }
}

/// An inserted view's transition playing in.
struct Insertion {
    let effects: [AnyTransition.Effect]
    let start: Double
    let animation: Animation
}

/// A removed view still drawn while its transition plays out.
struct Departing {
    let node: LayoutNode
    let frame: CGRect
    let parent: NodeKey?
    let index: Int
    let effects: [AnyTransition.Effect]
    let start: Double
    let animation: Animation
    /// The frame of its matched view and the frame of the view that took over from it.
    var matchedMove: (from: CGRect, to: CGRect)?

    func isFinished(at time: Double) -> Bool { time - start >= animation.totalDuration }
}

/// One value moving from `from` to `to` along an animation, starting with `velocity`.
struct Track<V: VectorArithmetic> {
    let from: V
    let target: V
    let velocity: V
    let start: Double
    let animation: Animation

    init(from: V, to target: V, velocity: V, start: Double, animation: Animation) {
        self.from = from
        self.target = target
        // Only springs carry velocity over (SwiftUI's documented behaviour for springs).
        if case .spring = animation.curve { self.velocity = velocity } else { self.velocity = .zero }
        self.start = start
        self.animation = animation
    }

    func value(at time: Double) -> V {
        let sample = animation.sample(at: time - start)
        if sample.isFinished { return target }
        return from + (target - from).scaled(by: sample.progress) + velocity.scaled(by: sample.velocityWeight)
    }

    /// The value's rate of change per second at `time` (a central difference).
    func velocity(at time: Double) -> V {
        let step = 1e-4
        guard time - start < animation.totalDuration else { return .zero }
        return (value(at: time + step) - value(at: max(time - step, start))).scaled(by: 1 / (time + step - max(time - step, start)))
    }
}

/// A track over a behaviour's animatable data, whose type is known only at run time.
struct AnyTrack {
    let value: (Double) -> any VectorArithmetic
    let velocity: (Double) -> any VectorArithmetic
    let hasTarget: (any VectorArithmetic) -> Bool
    let end: Double

    /// A track from `from` to `to`; nil when they are equal, of different types, or empty.
    init?(from: any VectorArithmetic, to: any VectorArithmetic, velocity: (any VectorArithmetic)?, start: Double, animation: Animation) {
        func make<V: VectorArithmetic>(_ from: V) -> AnyTrack? {
            guard let to = to as? V, to != from, !(V.self == EmptyAnimatableData.self) else { return nil }
            let track = Track(from: from, to: to, velocity: velocity as? V ?? .zero, start: start, animation: animation)
            return AnyTrack(value: { track.value(at: $0) }, velocity: { track.velocity(at: $0) },
                            hasTarget: { ($0 as? V) == to }, end: start + animation.totalDuration)
        }
        guard let made = make(from) else { return nil }
        self = made
    }

    private init(value: @escaping (Double) -> any VectorArithmetic, velocity: @escaping (Double) -> any VectorArithmetic,
                 hasTarget: @escaping (any VectorArithmetic) -> Bool, end: Double) {
        self.value = value
        self.velocity = velocity
        self.hasTarget = hasTarget
        self.end = end
    }

    func value(at time: Double) -> any VectorArithmetic { value(time) }
    func velocity(at time: Double) -> any VectorArithmetic { velocity(time) }
}

extension CGRect {
    init(animatableData data: AnimatableData) {
        self.init(x: data.first.first, y: data.first.second, width: data.second.first, height: data.second.second)
    }
}
