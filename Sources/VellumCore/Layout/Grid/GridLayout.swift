import Foundation

// The Grid algorithm (spec section 5.9). The grid is one node whose subviews are all of
// its cells; which row each came from is a trait that `GridRow` writes.
//
// 1. Structure (once per subview list): consecutive cells of one GridRow form a row; a
//    cell outside any GridRow is a row of its own spanning every column. In a row, each
//    cell takes the next free column and `gridCellColumns(n)` columns. The column count
//    is the widest row.
// 2. Spacing (once per subview list): with nil spacing, the gap between two columns is
//    the largest distance, by the views' spacing preferences as in stacks (5.1.4),
//    between two cells that meet across it in some row; between two rows, the largest
//    distance between a cell and the cell below it in the same column. With no such
//    pair, 8.
// 3. Columns are sized like the children of an HStack (5.1.2): a column's answer to an
//    offered width is the widest answer of its own cells to (width, nil). A cell
//    spanning several columns is proposed their widths and the gaps between them; what
//    it takes beyond that is shared equally by its columns. With a nil width proposal
//    every column takes its ideal width; otherwise the width less the gaps is
//    distributed with the stack rules (priority, then the least flexible first, each
//    offered an equal share of what is left).
// 4. Rows are then sized the same way along the height, each cell proposed its cell's
//    width (the spanned columns and the gaps between them). A row is the extent of its
//    cells aligned on the row's vertical guide: the tallest cell for the edge and centre
//    guides.
// 5. Cells with `gridCellUnsizedAxes` take no part on those axes in steps 3 and 4.
// 6. Placement: every cell is proposed its rectangle (cell width × row height) and
//    aligned in it: by `gridCellAnchor` if set, else horizontally by its column's
//    `gridColumnAlignment` or the grid's, vertically by its row's alignment or the
//    grid's. Baseline and custom vertical guides line up across the row.
//
// Apple documents steps 1 and 5 and the column/row rule; how extra space is shared
// among flexible columns and spanning cells is not documented [spec 5.9, UNVERIFIED].

/// A grid layout, usable as a view (`GridLayout { GridRow { ... } }`) or in `AnyLayout`.
public struct GridLayout: BuiltInLayout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.map(sanitizedLength)
        self.verticalSpacing = verticalSpacing.map(sanitizedLength)
    }

    /// The grid's structure: where each cell is, and the gaps between columns and rows.
    public struct Cache {
        var structure: GridStructure
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(structure: GridStructure(subviews, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.structure.measure(proposal, subviews: subviews, alignment: alignment).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let structure = cache.structure
        let tracks = structure.measure(proposal, subviews: subviews, alignment: alignment)
        let rightToLeft = subviews.layoutDirection == .rightToLeft

        // Row by row, so baseline guides can line up across a row.
        for row in 0..<structure.rowCount {
            let cells = structure.rowCells[row]
            let rowGuide = structure.rowAlignments[row] ?? alignment.vertical
            let rowProposals = cells.map { ProposedViewSize(tracks.cellSize(structure.cells[$0], structure)) }
            let dimensions = zip(cells, rowProposals).map { subviews[structure.cells[$0].index].dimensions(in: $1) }
            // The line that explicit (baseline, custom) guides meet on, from the row's top.
            let line = dimensions.map { $0[rowGuide.key] }.max() ?? 0

            for (k, c) in cells.enumerated() {
                let cell = structure.cells[c]
                let size = tracks.cellSize(cell, structure)
                let d = dimensions[k]
                var x: CGFloat
                var y: CGFloat
                if let anchor = cell.anchor {
                    x = anchor.x * (size.width - d.width)
                    y = anchor.y * (size.height - d.height)
                } else {
                    let rect = ViewDimensions(size: size, source: nil, proposal: rowProposals[k])
                    let h = cell.span == 1 ? (structure.columnAlignments[cell.column] ?? alignment.horizontal)
                        : alignment.horizontal
                    x = rect[h] - d[h]
                    y = rowGuide.key.isBuiltInEdgeOrCenter ? rect[rowGuide] - d[rowGuide] : line - d[rowGuide]
                }
                x += tracks.columnOrigins[cell.column]
                y += tracks.rowOrigins[row]
                if rightToLeft { x = bounds.width - x - d.width }
                subviews[cell.index].place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y),
                                           proposal: rowProposals[k])
            }
        }
    }

    var nodeLabel: String {
        var parts: [String] = []
        if alignment != .center { parts.append("alignment: \(describe(alignment))") }
        if let horizontalSpacing { parts.append("horizontalSpacing: \(formatLength(horizontalSpacing))") }
        if let verticalSpacing { parts.append("verticalSpacing: \(formatLength(verticalSpacing))") }
        return "Grid(\(parts.joined(separator: ", ")))"
    }
}

/// Where a grid's cells are, and the gaps between its columns and rows.
struct GridStructure {
    struct Cell {
        /// The subview's index.
        var index: Int
        var row: Int
        var column: Int
        var span: Int
        var unsizedAxes: Axis.Set
        var anchor: UnitPoint?
    }

    var cells: [Cell] = []
    var rowCount = 0
    var columnCount = 0
    /// Per row: its GridRow's alignment, if any.
    var rowAlignments: [VerticalAlignment?] = []
    /// Per column: the first `gridColumnAlignment` set in it.
    var columnAlignments: [HorizontalAlignment?] = []
    /// The indices in `cells` of each row's cells, in column order.
    var rowCells: [[Int]] = []
    /// The gap after each column but the last, and after each row but the last.
    var columnGaps: [CGFloat] = []
    var rowGaps: [CGFloat] = []
    /// columnGapSums[i] = columnGaps[0] + … + columnGaps[i − 1], so the gaps inside any
    /// span of columns cost one subtraction (a cell may span 10,000 columns).
    private var columnGapSums: [CGFloat] = [0]
    /// The columns in runs that are sized as one: a column with a cell of its own is a
    /// run by itself; between those, a run ends wherever a spanning cell starts or ends.
    /// The columns of a run have no cell of their own and the same spanning cells, so
    /// they answer alike: sizing the run once, with its column count as its weight, costs
    /// the same for 2 columns as for 30,000 (fuzz seed 3008030: three cells spanning
    /// 10,000 columns each took minutes). The runs are at most about twice the cells.
    private(set) var columnRuns: [Range<Int>] = []
    /// The index of the run that starts at each run's first column, and `columnRuns.count`
    /// at `columnCount`: where a cell's columns begin and end, in runs.
    private(set) var runStarting: [Int: Int] = [:]

    // MARK: Steps 1 and 2

    @MainActor
    init(_ subviews: LayoutSubviews, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) {
        // Step 1: rows and columns.
        var rows: [(membership: GridRowMembership?, indices: [Int])] = []
        for i in subviews.indices {
            let membership = subviews[i][GridRowKey.self]
            if let membership, let last = rows.last, last.membership === membership {
                rows[rows.count - 1].indices.append(i)
            } else {
                rows.append((membership, [i]))
            }
        }
        rowCount = rows.count
        var fullWidth: [Int] = []
        for (r, row) in rows.enumerated() {
            rowAlignments.append(row.membership?.alignment)
            guard row.membership != nil else {
                fullWidth.append(cells.count)
                cells.append(Self.cell(subviews, row.indices[0], row: r, column: 0, span: 1))
                continue
            }
            var column = 0
            for i in row.indices {
                let span = subviews[i][GridCellColumnsKey.self]
                cells.append(Self.cell(subviews, i, row: r, column: column, span: span))
                column += span
            }
            columnCount = max(columnCount, column)
        }
        if columnCount == 0 && rowCount > 0 { columnCount = 1 }
        for c in fullWidth { cells[c].span = columnCount }

        columnAlignments = Array(repeating: nil, count: columnCount)
        for cell in cells where rows[cell.row].membership != nil && columnAlignments[cell.column] == nil {
            columnAlignments[cell.column] = subviews[cell.index][GridColumnAlignmentKey.self]
        }

        rowCells = Array(repeating: [], count: rowCount)
        for (c, cell) in cells.enumerated() { rowCells[cell.row].append(c) }

        // Step 2: gaps, from the pairs of cells that meet across each one. In a row,
        // cells meet their next neighbour; between two rows, the overlapping pairs are
        // found by one sweep of both rows in column order.
        let direction = subviews.layoutDirection
        var columnGap = [CGFloat?](repeating: nil, count: max(columnCount - 1, 0))
        if horizontalSpacing == nil {
            for row in rowCells {
                for (a, b) in zip(row, row.dropFirst()) {
                    let before = cells[a], after = cells[b]
                    let j = before.column + before.span - 1
                    guard j < columnGap.count, after.column == j + 1 else { continue }
                    let d = subviews[before.index].spacing.distance(
                        to: subviews[after.index].spacing, along: .horizontal, layoutDirection: direction)
                    columnGap[j] = max(columnGap[j] ?? -.infinity, d)
                }
            }
        }
        columnGaps = columnGap.map { horizontalSpacing ?? $0 ?? ViewSpacing.defaultDistance }
        for gap in columnGaps { columnGapSums.append(columnGapSums[columnGapSums.count - 1] + gap) }
        var cuts: Set<Int> = [0, columnCount]
        for cell in cells where !cell.unsizedAxes.contains(.horizontal) {
            cuts.insert(cell.column)
            cuts.insert(cell.column + cell.span)
        }
        let sortedCuts = cuts.sorted()
        columnRuns = zip(sortedCuts, sortedCuts.dropFirst()).map { $0..<$1 }
        for (r, cut) in sortedCuts.enumerated() { runStarting[cut] = r }
        rowGaps = (0..<max(rowCount - 1, 0)).map { r in
            if let verticalSpacing { return verticalSpacing }
            var gap: CGFloat?
            let above = rowCells[r], below = rowCells[r + 1]
            var i = 0, k = 0
            while i < above.count, k < below.count {
                let a = cells[above[i]], b = cells[below[k]]
                if Self.overlap(a, b) {
                    let d = subviews[a.index].spacing.distance(to: subviews[b.index].spacing, along: .vertical)
                    gap = max(gap ?? -.infinity, d)
                }
                if a.column + a.span <= b.column + b.span { i += 1 } else { k += 1 }
            }
            return gap ?? ViewSpacing.defaultDistance
        }
    }

    @MainActor
    private static func cell(_ subviews: LayoutSubviews, _ i: Int, row: Int, column: Int, span: Int) -> Cell {
        Cell(index: i, row: row, column: column, span: span,
             unsizedAxes: subviews[i][GridCellUnsizedAxesKey.self], anchor: subviews[i][GridCellAnchorKey.self])
    }

    private static func overlap(_ a: Cell, _ b: Cell) -> Bool {
        a.column < b.column + b.span && b.column < a.column + a.span
    }

    /// The gaps inside columns `column ..< column + span`.
    func innerGap(column: Int, span: Int) -> CGFloat {
        guard span > 1 else { return 0 }
        return columnGapSums[column + span - 1] - columnGapSums[column]
    }

    /// A cell's width: its columns' and the gaps between them. Sizing and placement
    /// both use this one sum, and a one-column cell gets its column's width exactly, as
    /// the column sizing proposed it: a rounding difference would miss the size cache
    /// and, in nested grids, multiply the work at every level.
    func cellWidth(_ cell: Cell, columnWidths: [CGFloat]) -> CGFloat {
        if cell.span == 1 { return columnWidths[cell.column] }
        return columnWidths[cell.column..<(cell.column + cell.span)].reduce(0, +) + innerGap(column: cell.column, span: cell.span)
    }

    // MARK: Steps 3 to 5

    /// Column widths and row heights for `proposal`.
    struct Tracks {
        var columnWidths: [CGFloat]
        var rowHeights: [CGFloat]
        var columnOrigins: [CGFloat]
        var rowOrigins: [CGFloat]
        var size: CGSize

        /// The rectangle a cell is proposed and aligned in.
        func cellSize(_ cell: Cell, _ structure: GridStructure) -> CGSize {
            CGSize(width: structure.cellWidth(cell, columnWidths: columnWidths), height: rowHeights[cell.row])
        }
    }

    @MainActor
    func measure(_ proposal: ProposedViewSize, subviews: LayoutSubviews, alignment: Alignment) -> Tracks {
        // Step 3: columns, sized by runs (`columnRuns`), each offered and answering per
        // column. A run's own cells are those spanning it alone; the cells spanning
        // several columns are listed under each run they cover.
        let runs = columnRuns, runOf = runStarting
        var singles = [[Cell]](repeating: [], count: runs.count)
        var spanning = [[Int]](repeating: [], count: runs.count)
        var spanners: [Cell] = []
        for cell in cells where !cell.unsizedAxes.contains(.horizontal) {
            if cell.span == 1 {
                singles[runOf[cell.column]!].append(cell)
            } else {
                for r in runOf[cell.column]!..<runOf[cell.column + cell.span]! { spanning[r].append(spanners.count) }
                spanners.append(cell)
            }
        }
        func ownWidth(_ r: Int, _ offer: CGFloat?) -> CGFloat {
            singles[r].map { subviews[$0.index].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
        }
        // Per spanning cell: its inner gaps, its runs that have cells of their own, and
        // (during a distribution) the widths and number of its columns sized so far.
        let inner = spanners.map { innerGap(column: $0.column, span: $0.span) }
        let ownRuns = spanners.map { cell in (runOf[cell.column]!..<runOf[cell.column + cell.span]!).filter { !singles[$0].isEmpty } }
        let progress = SpanProgress(spanners: spanners.count, runs: runs.count)
        let spannerPriorities = spanners.map { subviews[$0.index].priority }
        let tracks = runs.indices.map { r in
            GridSizingTrack(priority: (singles[r].map { subviews[$0.index].priority } + spanning[r].map { spannerPriorities[$0] }).max() ?? 0,
                            weight: CGFloat(runs[r].count)) { offer, sizedSoFar in
                // A spanning cell is proposed its columns' widths (those not yet sized
                // at `offer`) and the gaps between them. What it takes beyond its
                // columns' own widths is shared equally by those not yet sized.
                var extra: CGFloat = 0
                for s in spanning[r] {
                    let cell = spanners[s]
                    let sizedWidth = sizedSoFar ? progress.width[s] : 0
                    let open = CGFloat(cell.span - (sizedSoFar ? progress.count[s] : 0))
                    let asked = offer.map { inner[s] + sizedWidth + open * $0 } ?? (open == 0 ? inner[s] + sizedWidth : nil)
                    var covered = inner[s] + sizedWidth
                    for k in ownRuns[s] where !(sizedSoFar && progress.isSized[k]) { covered += ownWidth(k, offer) }
                    let width = progress.answer(s, asked, sizing: sizedSoFar) {
                        subviews[cell.index].sizeThatFits(ProposedViewSize(width: $0, height: nil)).width
                    }
                    extra = max(extra, (width - covered) / max(open, 1))
                }
                return ownWidth(r, offer) + extra
            }
        }
        let runWidths = GridSizingTrack.distribute(proposal.width.map { $0 - columnGapSums[columnGapSums.count - 1] }, tracks) { r, width in
            progress.isSized[r] = true
            for s in spanning[r] {
                progress.width[s] += width * CGFloat(runs[r].count)
                progress.count[s] += runs[r].count
            }
        }
        var columnWidths: [CGFloat] = []
        columnWidths.reserveCapacity(columnCount)
        for (run, width) in zip(runs, runWidths) { columnWidths += repeatElement(width, count: run.count) }

        // Step 4: rows, each cell proposed its cell's width.
        func cellWidth(_ cell: Cell) -> CGFloat { self.cellWidth(cell, columnWidths: columnWidths) }
        let rows = (0..<rowCount).map { r in
            let cells = rowCells[r].map { self.cells[$0] }.filter { !$0.unsizedAxes.contains(.vertical) }
            let guide = rowAlignments[r] ?? alignment.vertical
            return GridSizingTrack(priority: cells.map { subviews[$0.index].priority }.max() ?? 0) { offer, _ in
                // The extent of the row's cells aligned on its guide, the guide line included.
                var low: CGFloat = 0, high: CGFloat = 0
                for cell in cells {
                    let d = subviews[cell.index].dimensions(in: ProposedViewSize(width: cellWidth(cell), height: offer))
                    low = min(low, -d[guide])
                    high = max(high, d.height - d[guide])
                }
                return high - low
            }
        }
        let rowHeights = GridSizingTrack.distribute(proposal.height.map { $0 - rowGaps.reduce(0, +) }, rows)

        func origins(_ lengths: [CGFloat], _ gaps: [CGFloat]) -> (origins: [CGFloat], total: CGFloat) {
            var origins: [CGFloat] = []
            var position: CGFloat = 0
            for (i, length) in lengths.enumerated() {
                if i > 0 { position += gaps[i - 1] }
                origins.append(position)
                position += length
            }
            return (origins, position)
        }
        let (columnOrigins, width) = origins(columnWidths, columnGaps)
        let (rowOrigins, height) = origins(rowHeights, rowGaps)
        return Tracks(columnWidths: columnWidths, rowHeights: rowHeights, columnOrigins: columnOrigins,
                      rowOrigins: rowOrigins, size: CGSize(width: width, height: height))
    }
}

/// A column or row while the grid sizes it: it answers an offered length (nil for its
/// ideal) with the length it takes, like an HStack child along its major axis. The flag
/// says whether the tracks sized so far in this distribution count (false for the
/// minimum and maximum probes, which see every track unsized); cells spanning several
/// columns depend on them.
struct GridSizingTrack {
    let priority: Double
    /// The columns it stands for (a run of columns alike); offers and answers are per column.
    var weight: CGFloat = 1
    let answer: (_ offer: CGFloat?, _ sizedSoFar: Bool) -> CGFloat

    /// Each track's length for `available` (the proposal less the gaps), by the stack
    /// rules of spec 5.1.2 (`SpaceDistribution`); nil gives every track its ideal
    /// length. `didSize` hears each length as it is decided.
    static func distribute(_ available: CGFloat?, _ tracks: [GridSizingTrack],
                           didSize: (Int, CGFloat) -> Void = { _, _ in }) -> [CGFloat] {
        guard let available else { return tracks.map { $0.answer(nil, false) } }
        var lengths = [CGFloat](repeating: 0, count: tracks.count)
        SpaceDistribution(
            count: tracks.count, priority: { tracks[$0].priority },
            minimum: { tracks[$0].answer(0, false) }, maximum: { tracks[$0].answer(.infinity, false) },
            weight: { tracks[$0].weight }
        ).distribute(available) { i, offer in
            let length = tracks[i].answer(offer, true)
            lengths[i] = length
            didSize(i, length)
            return length
        }
        return lengths
    }
}

/// What a column distribution has sized so far, per spanning cell: kept up to date as
/// each run of columns is sized, so a cell spanning n columns costs O(1) per question,
/// not O(n).
@MainActor
private final class SpanProgress {
    var width: [CGFloat]
    var count: [Int]
    var isSized: [Bool]
    /// Per spanning cell: its answers by the width asked, how many widths it was asked
    /// while columns were sized, and its last answer.
    private var answers: [[CGFloat?: CGFloat]]
    private var questions: [Int]
    private var lastAnswer: [CGFloat]

    /// How many widths a spanning cell is asked while one distribution sizes its
    /// columns. Each run of its columns asks it (their widths so far plus the offer for
    /// the rest), and those widths differ, if only by rounding: a long text over 10,000
    /// columns, each with a cell of its own, would be measured 10,000 times per
    /// distribution (fuzz seed 2008189). Past the budget its last answer stands. No
    /// ordinary grid comes near it (a cell is asked once per run it covers).
    static let questionBudget = 16

    init(spanners: Int, runs: Int) {
        width = Array(repeating: 0, count: spanners)
        count = Array(repeating: 0, count: spanners)
        isSized = Array(repeating: false, count: runs)
        answers = Array(repeating: [:], count: spanners)
        questions = Array(repeating: 0, count: spanners)
        lastAnswer = Array(repeating: 0, count: spanners)
    }

    /// Spanning cell `s`'s width for the width `asked`, from `measure` once per distinct
    /// width: each of its columns asks the same minimum and maximum probes, and a node's
    /// own size cache costs more than this per question. `sizing`: asked while the
    /// distribution sizes columns, where the budget applies.
    func answer(_ s: Int, _ asked: CGFloat?, sizing: Bool, measure: (CGFloat?) -> CGFloat) -> CGFloat {
        if let known = answers[s][asked] { return known }
        if sizing {
            guard questions[s] < Self.questionBudget else { return lastAnswer[s] }
            questions[s] += 1
        }
        let width = measure(asked)
        answers[s][asked] = width
        lastAnswer[s] = width
        return width
    }
}
