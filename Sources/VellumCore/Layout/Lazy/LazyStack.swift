import Foundation

/// A set of view types that may be pinned to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The header view of each `Section` will be pinned.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer view of each `Section` will be pinned.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A view that arranges its children in a line that grows vertically, creating items
/// only as needed.
///
/// Unlike a `VStack`, it takes the whole width it is offered, and inside a `ScrollView`
/// it builds only the rows in the visible region, so a million rows cost what the
/// visible ones cost:
///
/// ```swift
/// ScrollView {
///     LazyVStack(pinnedViews: .sectionHeaders) {
///         ForEach(0..<1_000_000) { Text("Row \($0)") }
///     }
/// }
/// ```
public struct LazyVStack<Content: View>: _PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(sanitizedLength)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(makeLazyNode(
            axis: .vertical, arrangement: .stack(alignment: view.alignment.key), spacing: view.spacing,
            pinnedViews: view.pinnedViews, content: view.content, inputs: inputs,
            label: "LazyVStack(alignment: .\(view.alignment.key), spacing: \(formatLength(view.spacing)))"))
    }
}

/// A view that arranges its children in a line that grows horizontally, creating items
/// only as needed.
public struct LazyHStack<Content: View>: _PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(sanitizedLength)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(makeLazyNode(
            axis: .horizontal, arrangement: .stack(alignment: view.alignment.key), spacing: view.spacing,
            pinnedViews: view.pinnedViews, content: view.content, inputs: inputs,
            label: "LazyHStack(alignment: .\(view.alignment.key), spacing: \(formatLength(view.spacing)))"))
    }
}

/// The node of a lazy stack or grid: its content listed, not built.
@MainActor
func makeLazyNode<Content: View>(axis: Axis, arrangement: LazyArrangement, spacing: CGFloat?,
                                 pinnedViews: PinnedScrollableViews, content: Content, inputs: _ViewInputs,
                                 label: String) -> LayoutNode {
    let lines = LazyLines(
        axis: axis, arrangement: arrangement, spacing: spacing, pinnedViews: pinnedViews,
        content: lazyContent(of: content), inputs: inputs.forChildren(orientation: axis), label: label)
    return inputs.makeNode(LayoutBehavior(LazyLinesLayout(lines: lines)) { bounds, proposal, context in
        lines.subviews(in: bounds, proposal: proposal, context: context)
    })
}
