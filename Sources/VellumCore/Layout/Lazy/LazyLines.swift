import Foundation

// Lazy stacks and grids (spec 5.7, 5.8) share one engine. Their content is a sequence of
// lines along the main axis: each section's header elements (a line each, across the
// whole container), its content (one element a line in a stack, one per track in a
// grid), then its footer elements.
//
// 1. Tracks across: a stack has one, its whole cross proposal; a grid those its items
//    make (GridItem.swift). Each child is proposed (its track's length, nil along).
// 2. Sizing measures lines only as needed: inside a scroll view, those that fill its
//    visible length; outside one, all of them. An unmeasured line is estimated as the
//    mean of the measured ones, a gap likewise (exact for uniform rows). The main length
//    is the sum of lines and gaps. Across, a stack takes its whole proposal (its widest
//    child when the proposal is nil), a grid its proposal or its tracks if longer.
// 3. Placement finds the first line in the visible region from those estimates, then
//    builds, measures and places lines one after another until the region ends. Only
//    those lines become the node's children, so only they are drawn.
// 4. Pinned views: the header of the section at the top of the visible region sticks to
//    that edge and the footer of the one at the bottom to that edge, within their section.

/// What differs between lazy stacks and grids.
enum LazyArrangement {
    /// One track the whole length across; `alignment` places each child across it.
    case stack(alignment: AlignmentKey)
    /// The tracks `items` make; `alignment` places the block of tracks across.
    case grid(items: [GridItem], alignment: AlignmentKey)
}

/// The layout of the lazy stacks and grids, through the same `Layout` path as every
/// container: it sizes from the lines it measures (`LazyLines`), builds its subviews when
/// placed (the lines that show), and places them where `LazyLines` put them.
struct LazyLinesLayout: BuiltInLayout {
    let lines: LazyLines

    var nodeLabel: String { lines.label }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        lines.sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, placement) in zip(subviews, lines.placements) {
            subview.place(at: placement.position, anchor: placement.anchor, proposal: placement.proposal)
        }
    }

    /// Its subviews change as it scrolls, so it has no spacing or guides of theirs.
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .plain }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? { nil }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? { nil }
}

/// What a lazy stack or grid knows of its lines: which it measured, which it built, and
/// where it placed those that show.
@MainActor
final class LazyLines {
    private let axis: Axis
    private let arrangement: LazyArrangement
    private let spacing: CGFloat?
    private let pinnedViews: PinnedScrollableViews
    private let content: LazyContent
    private let inputs: _ViewInputs
    /// Whether a scroll view around the container scrolls its main axis.
    private let scrolls: Bool
    /// How long a region sizing fills with measured lines inside a scroll view: the
    /// window's length (see `EnvironmentValues.sceneSize`).
    private let sizingLength: CGFloat

    /// Built items by index; nil inside for an element that produced no view.
    private var built: [Int: LayoutNode?] = [:]
    /// What sizing measured of the lines, per proposal across (stacks probe a few). Kept
    /// apart from what placement measures, so a size answer never depends on whether
    /// the container was placed before the question.
    private var sizedGeometries: [CGFloat?: LineGeometry] = [:]
    /// What placement knows of the lines, per proposal across.
    private var geometries: [CGFloat?: LineGeometry] = [:]
    /// The geometry of the last placement, which `scrollTo` estimates from.
    private var placedGeometry: LineGeometry?
    /// Where the subviews built at the last placement go.
    private(set) var placements: [LayoutPlacement] = []
    private var lastBounds: CGRect?

    /// The guide that places children across (a grid's places its block of tracks).
    private var alignment: AlignmentKey {
        switch arrangement {
        case .stack(let alignment), .grid(_, let alignment): alignment
        }
    }

    init(axis: Axis, arrangement: LazyArrangement, spacing: CGFloat?, pinnedViews: PinnedScrollableViews,
         content: LazyContent, inputs: _ViewInputs, label: String) {
        self.axis = axis
        self.arrangement = arrangement
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content
        self.inputs = inputs
        scrolls = inputs.environment.scrollingAxes.contains(axis == .horizontal ? .horizontal : .vertical)
        let scene = inputs.environment.sceneSize.map { $0[axis] }.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        sizingLength = scene ?? Self.unknownSceneLength
        self.label = label
    }

    let label: String

    /// The length sizing fills with measured lines when the window is not known (an
    /// `ImageRenderer` with no proposal): an iPhone 15's height in portrait, 852 points
    /// (Apple's published screen size), so a screen's worth is measured.
    private static let unknownSceneLength: CGFloat = 852
    /// How many lines before the visible region are measured rather than estimated.
    private static let exactScrollLines = 100
    /// How many lines a lazy container outside a scroll view builds at most.
    private static let maximumEagerLines = 100_000

    // MARK: Sizing

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let crossProposal = proposal[axis.other]
        var g = sizedGeometries[crossProposal] ?? newGeometry(for: crossProposal)
        measureInitialLines(&g)
        sizedGeometries[crossProposal] = g
        let main = g.total(estimate: g.estimate())
        let cross: CGFloat
        switch arrangement {
        case .stack: cross = g.cross ?? g.measuredCross
        case .grid: cross = max(g.cross.flatMap { $0.isFinite ? $0 : nil } ?? 0, g.tracksLength)
        }
        return CGSize(axis, major: main, minor: cross)
    }

    /// Inside a scroll view, the lines that fill its visible length; outside, all.
    private func measureInitialLines(_ g: inout LineGeometry) {
        let count = g.map.count
        guard scrolls else {
            var built = count
            if count > Self.maximumEagerLines {
                built = Self.maximumEagerLines
                Diagnostics.warnOnce("A lazy stack or grid of \(count) lines outside a ScrollView: building the first \(built) and estimating the rest; put it in a ScrollView.")
            }
            for line in min(g.measuredPrefix, built)..<built { measure(line, &g) }
            return
        }
        guard g.lengths.isEmpty else { return }
        let visible = sizingLength
        var extent: CGFloat = 0
        var line = 0
        while line < count, line == 0 || extent < visible {
            extent += measure(line, &g) + (line > 0 ? g.gaps[line] ?? g.estimate().gap : 0)
            line += 1
        }
    }

    // MARK: Placement

    /// Builds and measures the lines that show in the scroll view's visible region
    /// (`context`), or all lines outside one, records where they go, and returns their
    /// nodes: the container's subviews until it is placed again.
    func subviews(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) -> [LayoutNode] {
        lastBounds = bounds
        var g = geometry(for: proposal[axis.other])
        measureInitialLines(&g)
        let count = g.map.count
        var nodes: [LayoutNode] = []
        placements = []
        defer {
            geometries[g.cross] = g
            placedGeometry = g
        }
        guard count > 0 else { return nodes }

        // The visible region along the main axis, in the container's coordinates.
        var low = -CGFloat.infinity, high = CGFloat.infinity
        if let visible = context.viewport(along: axis) {
            low = visible.minAlong(axis) - bounds.minAlong(axis)
            high = visible.maxAlong(axis) - bounds.minAlong(axis)
        }
        // A short scroll past the measured lines measures the few lines in between, so
        // it places exactly; a long jump relies on the estimates.
        var line = g.measuredPrefix
        if low > 0, g.lastLine(startingBefore: low, estimate: g.estimate()) - line <= Self.exactScrollLines {
            let limit = min(count, line + 4 * Self.exactScrollLines)  // in case the estimate was far off
            while line < limit, g.position(of: line, estimate: g.estimate()) <= low {
                measure(line, &g)
                line += 1
            }
        }
        let estimate = g.estimate()
        let crossLength = bounds.size[axis.other]

        var placedLines: [Int: [LayoutNode]] = [:]
        func place(_ line: Int, at top: CGFloat) -> [LayoutNode] {
            var placed: [LayoutNode] = []
            for (item, proposal, slot) in cells(of: line, g: g, crossLength: crossLength, lineLength: g.lengths[line]) {
                guard let child = self.node(item) else { continue }
                let d = child.dimensions(in: proposal)
                let lineLength = g.lengths[line] ?? d.size[axis]
                var origin = CGPoint(axis, major: top + slot.mainOffset(d, lineLength: lineLength, axis: axis),
                                     minor: slot.crossOffset(d, axis: axis))
                if inputs.environment.layoutDirection == .rightToLeft { origin.x = bounds.width - origin.x - d.width }
                nodes.append(child)
                placements.append(LayoutPlacement(
                    position: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), anchor: .topLeading,
                    proposal: proposal))
                placed.append(child)
            }
            return placed
        }

        /// Moves a section's header (or footer) lines to the visible edge, within the
        /// section, and draws them above the content.
        func pin(_ part: LineMap.Part, sectionOf line: Int, edge: CGFloat) {
            let section = g.map.sections[g.map.section(ofLine: line)]
            guard section.isExplicit else { return }
            let lines = part == .header ? section.headerLines : section.footerLines
            guard !lines.isEmpty else { return }
            let natural = g.position(of: lines.lowerBound, estimate: estimate)
            var length: CGFloat = 0
            for l in lines { length += measure(l, &g) + (l > lines.lowerBound ? g.gaps[l] ?? estimate.gap : 0) }
            let sectionStart = g.position(of: section.lines.lowerBound, estimate: estimate)
            let last = section.lines.upperBound - 1
            let sectionEnd = g.position(of: last, estimate: estimate) + (g.lengths[last] ?? estimate.length)
            let pinned = part == .header
                ? min(max(natural, edge), sectionEnd - length)
                : max(min(natural, edge - length), sectionStart)
            guard abs(pinned - natural) > 0.0001 else { return }
            // Drop the lines where they were, place them pinned, last so they draw on top.
            let stale = Set(lines.flatMap { placedLines[$0] ?? [] }.map(ObjectIdentifier.init))
            if !stale.isEmpty {
                let kept = nodes.indices.filter { !stale.contains(ObjectIdentifier(nodes[$0])) }
                nodes = kept.map { nodes[$0] }
                placements = kept.map { placements[$0] }
            }
            var top = pinned
            for l in lines {
                if l > lines.lowerBound { top += g.gaps[l] ?? estimate.gap }
                _ = place(l, at: top)
                top += g.lengths[l] ?? 0
            }
        }

        // Step 3: the first line that reaches the region, then the lines until it ends.
        line = low <= 0 ? 0 : g.lastLine(startingBefore: low, estimate: estimate)
        var top = g.position(of: line, estimate: estimate)
        var firstVisible: Int?, lastVisible = line
        let end = scrolls ? count : min(count, Self.maximumEagerLines)
        while line < end, top <= high {
            let length = measure(line, &g)
            if top + length >= low {
                if firstVisible == nil { firstVisible = line }
                lastVisible = line
                placedLines[line] = place(line, at: top)
            }
            line += 1
            if line < count { top += length + (g.gaps[line] ?? estimate.gap) }
        }

        // Step 4.
        guard scrolls, let firstVisible else { return nodes }
        if pinnedViews.contains(.sectionHeaders) {
            pin(.header, sectionOf: firstVisible, edge: low)
        }
        if pinnedViews.contains(.sectionFooters) {
            pin(.footer, sectionOf: lastVisible, edge: high)
        }
        return nodes
    }

    // MARK: Finding elements

    /// The frame (window coordinates) of the element with identity `id`, estimated if
    /// it is not built; nil if this container has no such element or was never placed.
    func frame(ofElement id: AnyHashable) -> CGRect? {
        guard let bounds = lastBounds, let g = placedGeometry else { return nil }
        for (s, section) in content.sections.enumerated() {
            guard let local = section.content.index(of: id) else { continue }
            let line = g.map.sections[s].contentLines.lowerBound + local / max(g.tracks.count, 1)
            let estimate = g.estimate()
            let start = g.position(of: line, estimate: estimate)
            let length = g.lengths[line] ?? estimate.length
            var frame = bounds
            frame.setAlong(axis, start: bounds.minAlong(axis) + start, length: length)
            return frame
        }
        return nil
    }

    // MARK: Lines

    /// What placement knows of the lines for `cross`, starting from what sizing measured.
    private func geometry(for cross: CGFloat?) -> LineGeometry {
        geometries[cross] ?? sizedGeometries[cross] ?? newGeometry(for: cross)
    }

    private func newGeometry(for cross: CGFloat?) -> LineGeometry {
        let tracks: [GridTrack]
        switch arrangement {
        case .stack:
            tracks = [GridTrack(offset: 0, length: cross ?? 0, alignment: .center)]
        case .grid(let items, _):
            tracks = gridTracks(items, available: cross)
        }
        let map = LineMap(content: content, tracksPerLine: max(tracks.count, 1))
        return LineGeometry(cross: cross, tracks: tracks, map: map, defaultGap: spacing ?? defaultGridSpacing)
    }

    /// The node of item `index`, built on first use. Several views from one element sit
    /// in an implicit stack along the main axis, with the container's spacing and
    /// alignment, so they lie as they would as separate rows.
    private func node(_ index: Int) -> LayoutNode? {
        if let node = built[index] { return node }
        let (section, part, local) = content.locate(item: index)
        let elements = part == .header ? section.header : part == .footer ? section.footer : section.content
        // Each item is its own identity: its ForEach id, else its place in the list.
        var itemInputs = inputs
        itemInputs.path = elements.id(local).map { inputs.path.appending(id: $0) } ?? inputs.path.appending(UInt64(index))
        let node = inputs.oneNode(elements.resolve(local, inputs: itemInputs),
                                  stackedIn: .along(axis, alignment: alignment, spacing: spacing))
        built[index] = .some(node)
        return node
    }

    /// Where each item of `line` goes: its proposal and its slot across. A grid cell is
    /// measured with (its track's length, nil) and, once its line's length is known
    /// (`lineLength`), placed with (its track's length, the line's length), so flexible
    /// cells fill their row as in SwiftUI (objc.io Swift Talk 238's side-by-side
    /// reimplementation: cells of a row are all proposed the row's height).
    private func cells(of line: Int, g: LineGeometry, crossLength: CGFloat?,
                       lineLength: CGFloat? = nil) -> [(Int, ProposedViewSize, Slot)] {
        let (items, fullWidth) = g.map.items(ofLine: line)
        let cross = crossLength ?? g.cross
        switch arrangement {
        case .stack(let alignment):
            return items.map { ($0, ProposedViewSize(axis, major: nil, minor: g.cross), Slot(offset: 0, length: cross ?? 0, crossKey: alignment, mainKey: nil)) }
        case .grid(_, let alignment):
            if fullWidth {
                let length = g.cross.flatMap { $0.isFinite ? $0 : nil } ?? g.tracksLength
                return items.map { ($0, ProposedViewSize(axis, major: nil, minor: length), Slot(offset: 0, length: cross ?? length, crossKey: alignment, mainKey: nil)) }
            }
            // The block of tracks sits in the grid's length across by the grid's alignment.
            let block = Slot(offset: 0, length: cross ?? g.tracksLength, crossKey: alignment, mainKey: nil)
                .crossOffset(length: g.tracksLength, axis: axis)
            return zip(items, g.tracks).map { item, track in
                let keys = axis == .vertical
                    ? (track.alignment.horizontal.key, track.alignment.vertical.key)
                    : (track.alignment.vertical.key, track.alignment.horizontal.key)
                return (item, ProposedViewSize(axis, major: lineLength, minor: track.length),
                        Slot(offset: block + track.offset, length: track.length, crossKey: keys.0, mainKey: keys.1))
            }
        }
    }

    @discardableResult
    private func measure(_ line: Int, _ g: inout LineGeometry) -> CGFloat {
        if let length = g.lengths[line] { return length }
        var length: CGFloat = 0
        var crossExtent: CGFloat = 0
        var first: LayoutNode?, last: LayoutNode?
        for (item, proposal, _) in cells(of: line, g: g, crossLength: nil) {
            guard let child = node(item) else { continue }
            let size = child.sizeThatFits(proposal)
            length = max(length, size[axis])
            crossExtent = max(crossExtent, size[axis.other])
            if first == nil { first = child }
            last = child
        }
        g.record(line: line, length: length, cross: crossExtent, first: first, last: last)
        // Gaps to the neighbours, where both are known now.
        for l in [line, line + 1] where l > 0 && l < g.map.count && g.gaps[l] == nil {
            if let gap = knownGap(before: l, g) { g.recordGap(before: l, gap) }
        }
        return length
    }

    /// The gap before line `l`, if it can be known: an explicit spacing, a grid's
    /// default, or the spacing preferences of the two neighbouring built views.
    private func knownGap(before l: Int, _ g: LineGeometry) -> CGFloat? {
        guard let ends = g.ends[l] else { return nil }
        guard ends.first != nil else { return 0 }  // A line with no view adds no spacing.
        if let spacing { return spacing }
        if case .grid = arrangement { return defaultGridSpacing }
        guard let previous = g.ends[l - 1], let above = previous.last, let below = ends.first else { return nil }
        return above.spacing.distance(to: below.spacing, along: axis, layoutDirection: inputs.environment.layoutDirection)
    }
}

/// Where a child sits across its line (and along it, in a grid cell).
private struct Slot {
    var offset: CGFloat
    var length: CGFloat
    var crossKey: AlignmentKey
    var mainKey: AlignmentKey?

    func crossOffset(_ d: ViewDimensions, axis: Axis) -> CGFloat {
        let frame = ViewDimensions(size: CGSize(axis, major: 0, minor: length), source: nil, proposal: .unspecified)
        return offset + frame[crossKey] - d[crossKey]
    }

    func crossOffset(length child: CGFloat, axis: Axis) -> CGFloat {
        crossOffset(ViewDimensions(size: CGSize(axis, major: 0, minor: child), source: nil, proposal: .unspecified), axis: axis)
    }

    func mainOffset(_ d: ViewDimensions, lineLength: CGFloat, axis: Axis) -> CGFloat {
        guard let mainKey else { return 0 }
        let frame = ViewDimensions(size: CGSize(axis, major: lineLength, minor: 0), source: nil, proposal: .unspecified)
        return frame[mainKey] - d[mainKey]
    }
}

// MARK: - Line geometry

/// Which items make each line, for a given number of tracks.
struct LineMap {
    enum Part { case header, content, footer }

    struct Section {
        var lines: Range<Int>
        var headerLines: Range<Int>
        var contentLines: Range<Int>
        var footerLines: Range<Int>
        var firstItem: Int
        var headerCount: Int
        var contentCount: Int
        var isExplicit: Bool
    }

    private(set) var sections: [Section] = []
    private(set) var count = 0
    let tracksPerLine: Int

    @MainActor
    init(content: LazyContent, tracksPerLine: Int) {
        self.tracksPerLine = tracksPerLine
        var item = 0
        for section in content.sections {
            let h = section.header.count, c = section.content.count, f = section.footer.count
            let contentLines = c / tracksPerLine + (c % tracksPerLine == 0 ? 0 : 1)
            let start = count
            sections.append(Section(
                lines: start..<(start + h + contentLines + f),
                headerLines: start..<(start + h),
                contentLines: (start + h)..<(start + h + contentLines),
                footerLines: (start + h + contentLines)..<(start + h + contentLines + f),
                firstItem: item, headerCount: h, contentCount: c, isExplicit: section.isExplicit))
            count += h + contentLines + f
            item += h + c + f
        }
    }

    func section(ofLine line: Int) -> Int {
        var low = 0, high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sections[mid].lines.lowerBound <= line { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The items of `line`, and whether they span the whole container (headers, footers).
    func items(ofLine line: Int) -> (Range<Int>, fullWidth: Bool) {
        let s = sections[section(ofLine: line)]
        if s.headerLines.contains(line) {
            let item = s.firstItem + line - s.headerLines.lowerBound
            return (item..<(item + 1), true)
        }
        if s.contentLines.contains(line) {
            let first = s.firstItem + s.headerCount + (line - s.contentLines.lowerBound) * tracksPerLine
            return (first..<min(first + tracksPerLine, s.firstItem + s.headerCount + s.contentCount), false)
        }
        let item = s.firstItem + s.headerCount + s.contentCount + line - s.footerLines.lowerBound
        return (item..<(item + 1), true)
    }
}

extension LazyContent {
    /// The section, part and index in that part of item `index`.
    func locate(item index: Int) -> (LazySection, LineMap.Part, Int) {
        var i = index
        for section in sections {
            if i < section.header.count { return (section, .header, i) }
            i -= section.header.count
            if i < section.content.count { return (section, .content, i) }
            i -= section.content.count
            if i < section.footer.count { return (section, .footer, i) }
            i -= section.footer.count
        }
        preconditionFailure("item \(index) out of range")
    }
}

/// What is known of the lines for one proposal across: the measured ones, and estimates
/// of the rest.
struct LineGeometry {
    struct Estimate {
        var length: CGFloat
        var gap: CGFloat
    }

    struct Ends {
        var first: LayoutNode?
        var last: LayoutNode?
    }

    let cross: CGFloat?
    let tracks: [GridTrack]
    let map: LineMap
    let defaultGap: CGFloat
    private(set) var lengths = MeasuredSeries()
    /// The gap before each line (from line 1) whose gap is known.
    private(set) var gaps = MeasuredSeries()
    /// The first and last view of each measured line, for default spacing.
    private(set) var ends: [Int: Ends] = [:]
    private(set) var measuredCross: CGFloat = 0
    /// How many lines from the first are all measured.
    private(set) var measuredPrefix = 0

    init(cross: CGFloat?, tracks: [GridTrack], map: LineMap, defaultGap: CGFloat) {
        self.cross = cross
        self.tracks = tracks
        self.map = map
        self.defaultGap = defaultGap
    }

    var tracksLength: CGFloat { tracks.last.map { $0.offset + $0.length } ?? 0 }

    mutating func record(line: Int, length: CGFloat, cross: CGFloat, first: LayoutNode?, last: LayoutNode?) {
        lengths.insert(length, at: line)
        measuredCross = max(measuredCross, cross)
        ends[line] = Ends(first: first, last: last)
        while lengths[measuredPrefix] != nil { measuredPrefix += 1 }
    }

    mutating func recordGap(before line: Int, _ gap: CGFloat) {
        gaps.insert(gap, at: line)
    }

    /// The mean measured line and gap.
    func estimate() -> Estimate {
        Estimate(length: lengths.isEmpty ? 0 : lengths.total / CGFloat(lengths.count),
                 gap: gaps.isEmpty ? defaultGap : gaps.total / CGFloat(gaps.count))
    }

    /// Where `line` starts: measured lengths and gaps where known, estimates elsewhere.
    /// Exact (summed in line order) when every line before it is measured.
    func position(of line: Int, estimate: Estimate) -> CGFloat {
        let measured = lengths.prefix(below: line)
        let known = gaps.prefix(below: line + 1)
        return measured.sum + CGFloat(line - measured.count) * estimate.length
            + known.sum + CGFloat(line - known.count) * estimate.gap
    }

    func total(estimate: Estimate) -> CGFloat {
        guard map.count > 0 else { return 0 }
        let last = map.count - 1
        return position(of: last, estimate: estimate) + (lengths[last] ?? estimate.length)
    }

    /// The last line that starts at or before `offset`.
    func lastLine(startingBefore offset: CGFloat, estimate: Estimate) -> Int {
        var low = 0, high = map.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if position(of: mid, estimate: estimate) <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}

/// Values measured at some indices, kept in index order with running sums, so the sum
/// below any index is a binary search away and always adds in the same order.
struct MeasuredSeries {
    private var indices: [Int] = []
    private var values: [CGFloat] = []
    /// sums[i] = values[0] + ... + values[i − 1].
    private var sums: [CGFloat] = [0]

    var count: Int { indices.count }
    var isEmpty: Bool { indices.isEmpty }
    var total: CGFloat { sums[sums.count - 1] }

    /// The position of the first index not below `index`.
    private func lowerBound(_ index: Int) -> Int {
        var low = 0, high = indices.count
        while low < high {
            let mid = (low + high) / 2
            if indices[mid] < index { low = mid + 1 } else { high = mid }
        }
        return low
    }

    subscript(index: Int) -> CGFloat? {
        let i = lowerBound(index)
        return i < indices.count && indices[i] == index ? values[i] : nil
    }

    /// Records `value` at `index`; cheap when indices arrive in order, as lines do.
    mutating func insert(_ value: CGFloat, at index: Int) {
        let i = lowerBound(index)
        if i < indices.count && indices[i] == index { return }
        indices.insert(index, at: i)
        values.insert(value, at: i)
        sums.removeSubrange((i + 1)...)
        for j in i..<values.count { sums.append(sums[j] + values[j]) }
    }

    /// How many values lie below `index`, and their sum.
    func prefix(below index: Int) -> (count: Int, sum: CGFloat) {
        let i = lowerBound(index)
        return (i, sums[i])
    }
}

extension CGRect {
    func minAlong(_ axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }
    func maxAlong(_ axis: Axis) -> CGFloat { axis == .horizontal ? maxX : maxY }

    mutating func setAlong(_ axis: Axis, start: CGFloat, length: CGFloat) {
        if axis == .horizontal {
            origin.x = start
            size.width = length
        } else {
            origin.y = start
            size.height = length
        }
    }
}
