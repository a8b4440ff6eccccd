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
public struct GridLayout: Layout, NodeLabeled {
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
            let cells = structure.cells.indices.filter { structure.cells[$0].row == row }
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
    /// The gap after each column but the last, and after each row but the last.
    var columnGaps: [CGFloat] = []
    var rowGaps: [CGFloat] = []

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

        // Step 2: gaps.
        let direction = subviews.layoutDirection
        columnGaps = (0..<max(columnCount - 1, 0)).map { j in
            if let horizontalSpacing { return horizontalSpacing }
            var gap: CGFloat?
            for before in cells where before.column + before.span - 1 == j {
                for after in cells where after.row == before.row && after.column == j + 1 {
                    let d = subviews[before.index].spacing.distance(
                        to: subviews[after.index].spacing, along: .horizontal, layoutDirection: direction)
                    gap = max(gap ?? -.infinity, d)
                }
            }
            return gap ?? ViewSpacing.defaultDistance
        }
        rowGaps = (0..<max(rowCount - 1, 0)).map { r in
            if let verticalSpacing { return verticalSpacing }
            var gap: CGFloat?
            for above in cells where above.row == r {
                for below in cells where below.row == r + 1 && Self.overlap(above, below) {
                    let d = subviews[above.index].spacing.distance(to: subviews[below.index].spacing, along: .vertical)
                    gap = max(gap ?? -.infinity, d)
                }
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
        return columnGaps[column..<(column + span - 1)].reduce(0, +)
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
            let width = columnWidths[cell.column..<(cell.column + cell.span)].reduce(0, +)
                + structure.innerGap(column: cell.column, span: cell.span)
            return CGSize(width: width, height: rowHeights[cell.row])
        }
    }

    @MainActor
    func measure(_ proposal: ProposedViewSize, subviews: LayoutSubviews, alignment: Alignment) -> Tracks {
        // Step 3: columns. A column's own cells are those spanning it alone.
        let sized = cells.filter { !$0.unsizedAxes.contains(.horizontal) }
        let singles: [[Cell]] = (0..<columnCount).map { j in sized.filter { $0.span == 1 && $0.column == j } }
        let spanning: [[Cell]] = (0..<columnCount).map { j in
            sized.filter { $0.span > 1 && $0.column <= j && j < $0.column + $0.span }
        }
        func ownWidth(_ j: Int, _ offer: CGFloat?) -> CGFloat {
            singles[j].map { subviews[$0.index].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
        }
        let columns = (0..<columnCount).map { j in
            GridSizingTrack(priority: (singles[j] + spanning[j]).map { subviews[$0.index].priority }.max() ?? 0) { offer, lengths in
                // A spanning cell is proposed its columns' widths (those not yet sized
                // at `offer`) and the gaps between them. What it takes beyond its
                // columns' own widths is shared equally by those not yet sized.
                var extra: CGFloat = 0
                for cell in spanning[j] {
                    let inner = innerGap(column: cell.column, span: cell.span)
                    var asked: CGFloat? = inner
                    var covered = inner
                    var open: CGFloat = 0
                    for k in cell.column..<(cell.column + cell.span) {
                        if let length = lengths[k] {
                            asked = asked.map { $0 + length }
                            covered += length
                        } else {
                            asked = offer.flatMap { o in asked.map { $0 + o } }
                            covered += ownWidth(k, offer)
                            open += 1
                        }
                    }
                    let width = subviews[cell.index].sizeThatFits(ProposedViewSize(width: asked, height: nil)).width
                    extra = max(extra, (width - covered) / open)
                }
                return ownWidth(j, offer) + extra
            }
        }
        let columnWidths = GridSizingTrack.distribute(proposal.width.map { $0 - columnGaps.reduce(0, +) }, columns)

        // Step 4: rows, each cell proposed its cell's width.
        func cellWidth(_ cell: Cell) -> CGFloat {
            columnWidths[cell.column..<(cell.column + cell.span)].reduce(0, +) + innerGap(column: cell.column, span: cell.span)
        }
        let rows = (0..<rowCount).map { r in
            let cells = self.cells.filter { $0.row == r && !$0.unsizedAxes.contains(.vertical) }
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
/// ideal) with the length it takes, like an HStack child along its major axis. It also
/// sees the lengths of the tracks sized before it (nil for the others), which cells
/// spanning several columns depend on.
struct GridSizingTrack {
    let priority: Double
    let answer: (_ offer: CGFloat?, _ lengths: [CGFloat?]) -> CGFloat

    /// Each track's length for `available` (the proposal less the gaps), by the stack
    /// rules of spec 5.1.2; nil gives every track its ideal length.
    static func distribute(_ available: CGFloat?, _ tracks: [GridSizingTrack]) -> [CGFloat] {
        let unsized = [CGFloat?](repeating: nil, count: tracks.count)
        guard let available else { return tracks.map { $0.answer(nil, unsized) } }
        var lengths = unsized
        SpaceDistribution(
            count: tracks.count, priority: { tracks[$0].priority },
            minimum: { tracks[$0].answer(0, unsized) }, maximum: { tracks[$0].answer(.infinity, unsized) }
        ).distribute(available) { i, offer in
            let length = tracks[i].answer(offer, lengths)
            lengths[i] = length
            return length
        }
        return lengths.map { $0 ?? 0 }
    }
}
