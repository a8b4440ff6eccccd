import Foundation

/// A container view that arranges other views in a two-dimensional layout.
///
/// Each `GridRow` is a row; its first view goes in the first column, its second in the
/// second, and so on. A view placed directly in the grid, outside any row, is a row of
/// its own that spans every column (a `Divider` between rows, say). A column is as wide
/// as its widest cell and a row as tall as its tallest; each cell is aligned in its
/// column × row rectangle.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Cat"); Text("25") }
///     Divider().gridCellUnsizedAxes(.horizontal)
///     GridRow { Text("Goldfish"); Text("9") }
/// }
/// ```
///
/// See `GridLayout` for the algorithm.
public struct Grid<Content: View>: _PrimitiveView {
    let layout: GridLayout
    let content: Content

    /// - Parameters:
    ///   - alignment: How each cell sits in its rectangle, unless its column, row or
    ///     the cell itself says otherwise.
    ///   - horizontalSpacing: The gap between columns, or nil for the views' own
    ///     preferences (8 between two plain views).
    ///   - verticalSpacing: The gap between rows, or nil for the views' preferences.
    ///   - content: The grid's rows (`GridRow`s), and views outside a row, each a row of
    ///     its own spanning every column.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(makeLayoutNode(view.layout, content: view.content, inputs: inputs))
    }
}

/// A horizontal row in a `Grid`.
///
/// A row has no layout of its own: its views become cells of the enclosing grid, marked
/// as one row, and a modifier on the row applies to each of its cells. Outside a grid it
/// behaves like a `Group`.
public struct GridRow<Content: View>: _PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// - Parameters:
    ///   - alignment: How the row's cells align vertically, overriding the grid's
    ///     vertical alignment; nil keeps the grid's.
    ///   - content: The row's cells, one view each.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let row = GridRowMembership(alignment: view.alignment)
        for node in inputs.resolve(view.content) {
            node.traits.layoutValues[ObjectIdentifier(GridRowKey.self)] = row
            list.nodes.append(node)
        }
    }
}

// MARK: - Cell modifiers

/// The most columns one cell spans: a grid allocates per column and sizes each, so an
/// absurd span (`.max`) is refused rather than trapping on overflow or exhausting
/// memory. Cost is linear in the span, but the spanning cell is asked once per column
/// it covers: a `Color` spanning 10,000 columns lays out in 20 ms in release, a `Text`
/// in about half a second.
let maximumGridCellColumns = 10_000

extension View {
    /// Makes this cell of a `GridRow` span `count` columns: it is as wide as those
    /// columns and the gaps between them.
    public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _TraitWritingModifier> {
        let columns = Swift.min(Swift.max(count, 1), maximumGridCellColumns)
        if columns != count {
            Diagnostics.warnOnce("gridCellColumns(\(count)) is outside 1...\(maximumGridCellColumns); the cell spans \(columns) columns.")
        }
        return modifier(_TraitWritingModifier { $0.layoutValues[ObjectIdentifier(GridCellColumnsKey.self)] = columns })
    }

    /// Aligns every cell of this cell's column horizontally with `guide`, overriding the
    /// grid's horizontal alignment. The first cell in a column that sets one wins.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<Self, _TraitWritingModifier> {
        modifier(_TraitWritingModifier { $0.layoutValues[ObjectIdentifier(GridColumnAlignmentKey.self)] = guide })
    }

    /// Places this cell by `anchor`: the point `anchor` of the cell lands on the same
    /// point of its rectangle, whatever the grid, column and row alignments say.
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self, _TraitWritingModifier> {
        modifier(_TraitWritingModifier { $0.layoutValues[ObjectIdentifier(GridCellAnchorKey.self)] = anchor })
    }

    /// Asks the grid not to size its column (for `.horizontal`) or row (for `.vertical`)
    /// for this cell: the cell takes the size the other cells set. Use it for flexible
    /// views such as `Divider`, `Spacer` or `Color` that would otherwise take all the
    /// space the grid is offered.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _TraitWritingModifier> {
        modifier(_TraitWritingModifier { $0.layoutValues[ObjectIdentifier(GridCellUnsizedAxesKey.self)] = axes })
    }
}

// MARK: - Traits the grid reads

/// Which `GridRow` a cell came from; one instance per resolved row.
final class GridRowMembership: @unchecked Sendable {
    let alignment: VerticalAlignment?
    init(alignment: VerticalAlignment?) { self.alignment = alignment }
}

struct GridRowKey: LayoutValueKey {
    static let defaultValue: GridRowMembership? = nil
}

struct GridCellColumnsKey: LayoutValueKey {
    static let defaultValue = 1
}

struct GridColumnAlignmentKey: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

struct GridCellAnchorKey: LayoutValueKey {
    static let defaultValue: UnitPoint? = nil
}

struct GridCellUnsizedAxesKey: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}
