import Foundation

/// A container view that arranges its child views in a grid that grows vertically,
/// creating items only as needed.
///
/// The columns come from `columns` alone (spec 5.8); cells fill them row by row, each
/// row as tall as its tallest cell:
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///     ForEach(0..<20) { Color.blue.frame(height: 80).id($0) }
/// }
/// ```
public struct LazyVGrid<Content: View>: _PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing.map(sanitizedLength)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(makeLazyNode(
            axis: .vertical, arrangement: .grid(items: view.columns, alignment: view.alignment.key),
            spacing: view.spacing, pinnedViews: view.pinnedViews, content: view.content, inputs: inputs,
            label: "LazyVGrid(columns: \(view.columns.count), alignment: .\(view.alignment.key), spacing: \(formatLength(view.spacing)))"))
    }
}

/// A container view that arranges its child views in a grid that grows horizontally,
/// creating items only as needed.
public struct LazyHGrid<Content: View>: _PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing.map(sanitizedLength)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(makeLazyNode(
            axis: .horizontal, arrangement: .grid(items: view.rows, alignment: view.alignment.key),
            spacing: view.spacing, pinnedViews: view.pinnedViews, content: view.content, inputs: inputs,
            label: "LazyHGrid(rows: \(view.rows.count), alignment: .\(view.alignment.key), spacing: \(formatLength(view.spacing)))"))
    }
}
