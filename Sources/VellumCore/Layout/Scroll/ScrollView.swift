import Foundation

// ScrollView (spec 5.5).
//
// 1. The content is proposed nil (its ideal length) along each scrolled axis, and the
//    scroll view's own proposal, less the content margins, across. Several views sit in
//    an implicit VStack (an HStack when only horizontal).
// 2. Along a scrolled axis the scroll view takes its proposal (with none, the content's
//    length); across, the content's length plus margins, which may be less than offered.
// 3. The content is placed at the top-leading corner of the scrollable region, moved by
//    the content offset. Offsets are clamped to [0, content + margins − viewport].
// 4. The first placement starts at `defaultScrollAnchor` (the top by default); a pending
//    `scrollTo` or `scrollPosition` target moves the offset so that the target's anchor
//    meets the same anchor of the scroll view (or, with no anchor, by the least amount
//    that shows the target whole).
// 5. The content's `containerRelativeFrame` container is the visible size less the
//    margins, as last placed (before the first placement, the enclosing container's
//    less the margins); a placement that finds it changed resolves the content again.
// 6. Drawing is clipped to the scroll view's frame, grown along the scrolled axes into
//    the safe-area bands it reaches (iOS scrolls content under the status bar and the
//    home indicator); lazy content builds only what shows there.

/// A scrollable view.
///
/// ```swift
/// ScrollView {
///     ForEach(0..<50) { Text("Row \($0)") }
/// }
/// ```
public struct ScrollView<Content: View>: _PrimitiveView {
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component
    /// of the content offset. Indicators show only while scrolling on iOS, so a still
    /// picture has none.
    public var showsIndicators: Bool
    /// The scroll view's content.
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let environment = inputs.environment
        let state = inputs.persistentObject { ScrollState() }
        let invalidator = inputs.invalidator
        if let request = environment.scrollPositionRequest, let id = request.id(), state.appliedPositionID != id {
            state.appliedPositionID = id
            state.pendingTarget = ScrollTarget(id: id, anchor: request.anchor ?? .topLeading)
        }
        environment.scrollTargetRegistry?.register(state, invalidator: invalidator)

        var contentInputs = inputs
        contentInputs.environment.scrollingAxes.formUnion(view.axes)
        let margins = environment.scrollContentMargins
        let container = state.containerSize ?? environment.containerRelativeSize.map {
            CGSize(width: max($0.width - margins.leading - margins.trailing, 0),
                   height: max($0.height - margins.top - margins.bottom, 0))
        }
        contentInputs.environment.scrollContainerSize = container
        contentInputs.environment.containerSizeReaders = state.containerReaders
        let stack: ImplicitStack = view.axes == .horizontal ? .horizontal() : .vertical()
        var children = contentInputs.resolveAsOne(view.content, stackedIn: stack).map { [$0] } ?? []

        var layout = _ScrollViewLayout(
            axes: view.axes, state: state,
            margins: margins, defaultAnchor: environment.defaultScrollAnchor,
            containerSize: container, invalidator: invalidator)
        // Under `refreshable`, a vertical scroll view pulled past the threshold refreshes.
        let refresh = view.axes.contains(.vertical) ? inputs.refreshControl() : nil
        if let (control, _) = refresh, !children.isEmpty {
            layout.refresh = control
            children += inputs.appending(ViewPath.Component.scrollRefreshSpinner).resolve(ProgressView())
        }
        let node = inputs.makeNode(LayoutBehavior(layout), children: children)
        let graph = inputs.graph
        if environment.isScrollEnabled {
            func move(_ offset: CGPoint) {
                state.offset = offset
                invalidator.invalidateLayout()
            }
            let dismissesKeyboard = environment.textInputTraits.dismissesKeyboardOnScroll(inList: false)
            weak var focus = inputs.graph.focus
            let control = ScrollControl(
                offset: { state.offset },
                setOffset: { offset in
                    if dismissesKeyboard { focus?.focus(nil) }
                    state.flicks += 1
                    state.isOverscrollAllowed = false
                    move(offset)
                },
                drag: { [weak graph] offset in
                    if dismissesKeyboard { focus?.focus(nil) }
                    state.flicks += 1  // a finger on the content stops it coasting
                    state.isOverscrollAllowed = true
                    move(ScrollRubberBand.resisted(offset, maximum: state.maximum, viewport: state.viewport))
                    if let (control, action) = refresh, let graph, state.offset.y <= -RefreshMetrics.threshold {
                        control.begin(action, graph: graph)
                    }
                },
                release: { velocity in
                    state.flicks += 1
                    let flick = state.flicks
                    let inside = ScrollRubberBand.clamped(state.offset, maximum: state.maximum)
                    if inside != state.offset {
                        // Let go past an end: the content springs back to it.
                        ScrollRubberBand.springBack(from: state.offset, to: inside, set: move,
                                                    isCurrent: { state.flicks == flick },
                                                    done: { state.isOverscrollAllowed = false })
                    } else {
                        state.isOverscrollAllowed = false
                        ScrollDeceleration.run(from: state.offset, velocity: velocity, read: { state.offset },
                                               set: move, isCurrent: { state.flicks == flick })
                    }
                })
            node.interaction = _InteractionModifier(.scroll(control))
        }
        list.nodes.append(node)
    }
}

/// What a scroll view keeps across updates: where it is scrolled to.
@MainActor
final class ScrollState {
    /// The content offset: how far the content is scrolled, from the top-leading corner.
    var offset: CGPoint = .zero
    /// Whether the scroll view has been placed once (and took its default anchor).
    var hasAppeared = false
    /// A view to bring into sight at the next placement.
    var pendingTarget: ScrollTarget?
    /// How many placements have looked for `pendingTarget` so far.
    var targetLooks = 0
    /// The `scrollPosition` identity last scrolled to, so it applies once per change.
    var appliedPositionID: AnyHashable?
    /// Counts touches and flicks: a coasting flick stops when another begins.
    var flicks = 0
    /// The largest offset and the visible size at the last placement, for the rubber band.
    var maximum: CGPoint = .zero
    var viewport: CGSize = .zero
    /// While a finger drags the content or it springs back: placement leaves an offset
    /// past the ends as it is.
    var isOverscrollAllowed = false
    /// The visible size less the content margins at the last placement, once a
    /// `containerRelativeFrame` in the content has read it (step 5).
    var containerSize: CGSize?
    /// Whether a `containerRelativeFrame` in the content read `containerSize`.
    let containerReaders = ContainerSizeReaders()
}

/// A view to scroll to and the anchor to bring it to (nil: the least scrolling).
struct ScrollTarget {
    var id: AnyHashable
    var anchor: UnitPoint?
}

/// The layout of a scroll view: its size, and its content's place at the content offset.
public struct _ScrollViewLayout: BuiltInLayout {
    static var placesAgainAfterPlacing: Bool { true }
    static var changesPlacementContext: Bool { true }
    static var clipsContent: Bool { true }
    let axes: Axis.Set
    let state: ScrollState
    let margins: EdgeInsets
    let defaultAnchor: UnitPoint?
    /// The container size the content was resolved with (step 5).
    let containerSize: CGSize?
    let invalidator: GraphInvalidator
    /// Under `refreshable`: the refresh state, with the spinner as the second subview.
    var refresh: RefreshControlState?

    var nodeLabel: String {
        switch axes {
        case .horizontal: "ScrollView(.horizontal)"
        case .vertical: "ScrollView(.vertical)"
        case []: "ScrollView([])"
        default: "ScrollView([.horizontal, .vertical])"
        }
    }

    private func scrolls(_ axis: Axis) -> Bool {
        axes.contains(axis == .horizontal ? .horizontal : .vertical)
    }

    private func margin(_ axis: Axis) -> CGFloat {
        axis == .horizontal ? margins.leading + margins.trailing : margins.top + margins.bottom
    }

    /// Step 1.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var result = ProposedViewSize.unspecified
        for axis in Axis.allCases where !scrolls(axis) {
            result[axis] = proposal[axis].map { max($0 - margin(axis), 0) }
        }
        return result
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        var size = CGSize.zero
        for axis in Axis.allCases {
            let extent = content[axis] + margin(axis)
            size[axis] = scrolls(axis) ? proposal[axis] ?? extent : extent
        }
        return size
    }

    /// The largest offset along each scrolled axis: content and margins less the
    /// visible length.
    private func maximumOffset(contentSize: CGSize, bounds: CGRect) -> CGPoint {
        var maximum = CGPoint.zero
        for axis in Axis.allCases where scrolls(axis) {
            maximum[axis] = max(contentSize[axis] + margin(axis) - bounds.size[axis], 0)
        }
        return maximum
    }

    private func clamped(_ offset: CGPoint, to maximum: CGPoint) -> CGPoint {
        var p = offset
        for axis in Axis.allCases {
            let v = p[axis].isFinite ? p[axis] : 0
            p[axis] = min(max(v, 0), maximum[axis])
        }
        return p
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let contentProposal = contentProposal(proposal)
        let maximum = maximumOffset(contentSize: content.sizeThatFits(contentProposal), bounds: bounds)
        // Step 4.
        if !state.hasAppeared {
            state.hasAppeared = true
            if let anchor = defaultAnchor {
                state.offset = CGPoint(x: anchor.x * maximum.x, y: anchor.y * maximum.y)
            }
        }
        state.maximum = maximum
        state.viewport = bounds.size
        // Step 5.
        let visible = CGSize(width: max(bounds.width - margin(.horizontal), 0), height: max(bounds.height - margin(.vertical), 0))
        // Only read sizes are kept: an unread one changing would only make the content's
        // environment differ, and run its bodies again for nothing.
        if visible != containerSize, state.containerReaders.isRead {
            state.containerSize = visible
            invalidator.invalidate()
        }
        if !state.isOverscrollAllowed { state.offset = clamped(state.offset, to: maximum) }
        // While refreshing, the content sits below the spinner's band.
        let band = refresh?.isRefreshing == true ? RefreshMetrics.bandHeight : 0
        let origin = CGPoint(x: bounds.minX + margins.leading - state.offset.x, y: bounds.minY + margins.top - state.offset.y + band)
        content.place(at: origin, proposal: contentProposal)
        // The spinner centred in the gap above the content (above the top when closed).
        for spinner in subviews.dropFirst() {
            spinner.place(at: CGPoint(x: bounds.midX, y: bounds.minY + refreshGap - RefreshMetrics.bandHeight / 2),
                          anchor: .center, proposal: .unspecified)
        }
    }

    /// How far the content is pulled or held below the top by a refresh.
    private var refreshGap: CGFloat {
        guard let refresh else { return 0 }
        return max(-state.offset.y, refresh.isRefreshing ? RefreshMetrics.bandHeight : 0)
    }

    /// Step 4, for a pending `scrollTo` or `scrollPosition` target: once the content is
    /// placed, the target's frame is known (a lazy row's is an estimate until it is
    /// built), so the offset moves to show it and the content is placed again. It looks
    /// twice, the second time at the built row.
    func placeAgainAfterPlacing(node: LayoutNode) -> Bool {
        guard let target = state.pendingTarget, let content = node.children.first else { return false }
        state.targetLooks += 1
        let offset = findFrame(of: target.id, in: content).map { frame in
            clamped(scrollOffset(toShow: frame, anchor: target.anchor, from: state.offset, bounds: node.frame),
                    to: maximumOffset(contentSize: content.frame.size, bounds: node.frame))
        }
        // Looked for enough, not found, or showing already: the target is done with.
        if state.targetLooks >= Self.targetLooks || offset == nil || offset == state.offset {
            state.pendingTarget = nil
            state.targetLooks = 0
        }
        guard let offset, offset != state.offset else { return false }
        state.offset = offset
        return true
    }

    /// How many times a target is looked for: once where it was estimated, once built.
    private static let targetLooks = 2

    /// The offset that brings `frame` (window coordinates, placed at `offset`) to
    /// `anchor` of the scroll view, or just into sight with no anchor.
    private func scrollOffset(toShow frame: CGRect, anchor: UnitPoint?, from offset: CGPoint, bounds: CGRect) -> CGPoint {
        var result = offset
        for axis in Axis.allCases where scrolls(axis) {
            let start = frame.minAlong(axis) - bounds.minAlong(axis) + offset[axis]
            let length = frame.size[axis], visible = bounds.size[axis]
            if let anchor {
                let unit = axis == .horizontal ? anchor.x : anchor.y
                result[axis] = start + unit * length - unit * visible
            } else if start < offset[axis] {
                result[axis] = start
            } else if start + length > offset[axis] + visible {
                result[axis] = start + length - visible
            }
        }
        return result
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .plain }

    /// Step 6: what shows of the content of `node`, placed, in window coordinates.
    private func shownRect(of node: LayoutNode) -> CGRect {
        var edges: Edge.Set = []
        if scrolls(.vertical) { edges.formUnion(.vertical) }
        if scrolls(.horizontal) { edges.formUnion(.horizontal) }
        return node.placementContext.safeArea?
            .drawingFrame(for: node.frame, edges: edges, layoutDirection: node.layoutDirection) ?? node.frame
    }

    /// The content is placed knowing what shows of it, so lazy content builds that much.
    func placementContext(forSubview index: Int, at frame: CGRect, node: LayoutNode) -> PlacementContext {
        node.placementContext.scrolled(axes, showing: shownRect(of: node))
    }

    func draw(node: LayoutNode, into list: inout DisplayListBuilder) {
        let shown = shownRect(of: node)
        // A closed refresh gap hides its spinner.
        let hidesSpinner = refresh != nil && refreshGap <= 0
        list.group(.clip(Path(list.grid.snap(shown)), FillStyle())) { list in
            if hidesSpinner { node.children.first?.draw(into: &list) } else { node.drawChildren(into: &list) }
        }
    }
}

/// The frame of the view marked `.id(id)` in `root`'s subtree: a built one's, or a lazy
/// container's estimate for an element it has not built.
@MainActor
private func findFrame(of id: AnyHashable, in root: LayoutNode) -> CGRect? {
    var stack = [root]
    var estimate: CGRect?
    while let node = stack.popLast() {
        if node.explicitIDs.contains(id) { return node.frame }
        if estimate == nil, let lazy = node.behavior as? LayoutBehavior<LazyLinesLayout> {
            estimate = lazy.layout.lines.frame(ofElement: id)
        }
        stack.append(contentsOf: node.children.reversed())
    }
    return estimate
}
