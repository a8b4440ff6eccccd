import Foundation

/// A container that presents rows of data arranged in a single column, optionally in
/// sections.
///
/// Layout (spec section 5.11): the list takes the whole size it is offered (nil axes
/// become 10, as for other views that fill); each subview of its content is a row,
/// proposed the row's width less its insets and a nil height, and the row is at least
/// `defaultMinListRowHeight` (44) tall. `Section`s become groups with their header above
/// and footer below; rows outside any section group together. The look follows
/// `.listStyle(_:)` (see `ListMetrics`): on iOS the default is inset grouped, white
/// rounded cards on grey.
///
/// A List scrolls in SwiftUI. Until Vellum's ScrollView lands, a list is a clipped
/// container showing its rows from the top: rows past its bottom are cut off.
public struct List<SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let content: Content

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(makeListNode(content: view.content, style: inputs.environment.listStyle, inputs: inputs))
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A row for each element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent>
    {
        content = ForEach(data, content: rowContent)
    }

    /// A hierarchical list: elements with children are disclosure rows.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data.Element: Identifiable
    {
        content = OutlineGroup(data, children: children, content: rowContent)
    }
}

/// A container for grouping controls used for data entry, such as in settings or
/// inspectors. On iOS a form looks and lays out as an inset grouped list, whatever
/// `.listStyle` says; controls in it lay out as rows (label leading, control trailing).
public struct Form<Content: View>: _PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(makeListNode(content: view.content, style: .insetGrouped, inputs: inputs))
    }
}

// MARK: - Building

/// Resolves a list's content into rows, groups them into sections, and builds the list
/// node: background and clip around a column of headers, cards of rows, and footers.
@MainActor
func makeListNode<Content: View>(content: Content, style: _ListStyleKind, inputs: _ViewInputs) -> LayoutNode {
    let metrics = ListMetrics(style: style, minRowHeight: sanitizedLength(inputs.environment.defaultMinListRowHeight))
    var contentInputs = inputs.forChildren(orientation: nil)
    contentInputs.environment.listRowStyle = style
    contentInputs.environment.listMetrics = metrics
    let nodes = contentInputs.resolve(content)

    // The resolved rows are composed with layout nodes directly: the list's parts are
    // known only after its content resolved (sections come from the rows' traits).
    let column = ImplicitStack.vertical(alignment: .leading, spacing: 0)
    /// Header or footer views one above the other, leading, as wide as the list.
    func band(_ nodes: [LayoutNode], insets: EdgeInsets) -> LayoutNode {
        let leading = _FlexFrameLayout(minWidth: nil, idealWidth: nil, maxWidth: .infinity,
                                       minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .leading)
        return inputs.wrap(inputs.wrap(inputs.oneNode(nodes, stackedIn: column)!, in: leading),
                           in: _PaddingLayout(insets: insets))
    }
    var pieces: [LayoutNode] = []
    for section in groupIntoSections(nodes) {
        let hasHeader = !section.headers.isEmpty
        if hasHeader { pieces.append(band(section.headers, insets: metrics.headerInsets)) }
        if !section.rows.isEmpty {
            let rows = section.rows.map { row in inputs.wrap(row, in: ListRowLayout(metrics: metrics, traits: row.traits)) }
            let card = inputs.makeNode(LayoutBehavior(ListCardLayout(metrics: metrics)), children: rows)
            let margins = inputs.wrap(card, in: _PaddingLayout(edges: .horizontal, insets: EdgeInsets(.all, metrics.cardMargin)))
            pieces.append(inputs.wrap(margins, in: _PaddingLayout(edges: .top, insets: EdgeInsets(.all, hasHeader ? 0 : metrics.sectionSpacing))))
        }
        if !section.footers.isEmpty { pieces.append(band(section.footers, insets: metrics.footerInsets)) }
    }
    let layout = ListLayout(background: metrics.background)
    return inputs.makeNode(LayoutBehavior(layout), children: [inputs.makeNode(column.behavior, children: pieces)])
}

/// The parts of one section, or of a run of rows outside any section.
struct ListSectionParts {
    var headers: [LayoutNode] = []
    var rows: [LayoutNode] = []
    var footers: [LayoutNode] = []
}

/// Groups consecutive nodes of the same section; consecutive rows outside any section
/// form a section of their own.
@MainActor
func groupIntoSections(_ nodes: [LayoutNode]) -> [ListSectionParts] {
    var sections: [ListSectionParts] = []
    var current: SectionMembership.Token?
    var isOpen = false
    for node in nodes {
        let membership = node.traits.section
        if !isOpen || membership?.token !== current {
            sections.append(ListSectionParts())
            current = membership?.token
            isOpen = true
        }
        switch membership?.role ?? .content {
        case .header: sections[sections.count - 1].headers.append(node)
        case .content: sections[sections.count - 1].rows.append(node)
        case .footer: sections[sections.count - 1].footers.append(node)
        }
    }
    return sections
}

// MARK: - Layouts

/// The list itself: takes its whole proposal, fills it with the list background, and
/// shows its column of sections from the top, clipped to its frame. As on iOS, the
/// background and the clip extend into the safe-area bands the list reaches, so a
/// grouped list is grey under the status bar and the home indicator.
struct ListLayout: BuiltInLayout {
    static var clipsContent: Bool { true }
    let background: Color

    var nodeLabel: String { "List" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: nil))
        }
    }

    func draw(node: LayoutNode, into list: inout DisplayListBuilder) {
        let drawn = node.placementContext.safeArea?
            .drawingFrame(for: node.frame, edges: .all, layoutDirection: node.layoutDirection) ?? node.frame
        let frame = list.grid.snap(drawn)
        list.append(.fill(Path(frame), .color(background), FillStyle()))
        list.group(.clip(Path(frame), FillStyle())) { node.drawChildren(into: &$0) }
    }
}

/// A section's rows, one under the other with no gap, on a card (white with rounded
/// corners when grouped) with a separator between rows from the upper row's leading
/// inset to the card's trailing edge.
struct ListCardLayout: BuiltInLayout {
    let metrics: ListMetrics

    var nodeLabel: String { "ListSection" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) }
        let width = proposal.width ?? sizes.map(\.width).max() ?? 0
        return CGSize(width: width, height: sizes.reduce(0) { $0 + $1.height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        let rowProposal = ProposedViewSize(width: bounds.width, height: nil)
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: rowProposal)
            y += subview.sizeThatFits(rowProposal).height
        }
    }

    func draw(node: LayoutNode, into list: inout DisplayListBuilder) {
        let frame = list.grid.snap(node.frame)
        if let fill = metrics.cardBackground {
            list.append(.fill(Path(roundedRect: frame, cornerRadius: metrics.cornerRadius), .color(fill), FillStyle()))
        }
        node.drawChildren(into: &list)
        let hairline = list.grid.pixel
        for row in node.children.dropLast() {
            let leading = (row.behavior as? LayoutBehavior<ListRowLayout>)?.layout.leadingInset ?? ListMetrics.rowInsets.leading
            let rowFrame = list.grid.snap(row.frame)
            let rect = node.layoutDirection == .rightToLeft
                ? CGRect(x: frame.minX, y: rowFrame.maxY - hairline, width: rowFrame.maxX - leading - frame.minX, height: hairline)
                : CGRect(x: rowFrame.minX + leading, y: rowFrame.maxY - hairline, width: frame.maxX - rowFrame.minX - leading, height: hairline)
            list.append(.fill(Path(rect), .color(SystemColors.separator), FillStyle()))
        }
    }
}

/// One row: its content inset by the row insets (the row's own from `listRowInsets`,
/// else the style's; deeper outline levels indent further), leading-aligned and centred
/// vertically, the row at least the minimum row height.
struct ListRowLayout: BuiltInLayout {
    let insets: EdgeInsets
    let minHeight: CGFloat

    init(metrics: ListMetrics, traits: Traits) {
        var insets = traits.layoutValue(ListRowInsetsKey.self) ?? ListMetrics.rowInsets
        insets.leading += CGFloat(traits.layoutValue(OutlineLevelKey.self)) * ListMetrics.outlineIndent
        self.insets = insets
        minHeight = metrics.minRowHeight
    }

    var nodeLabel: String { "ListRow" }
    var leadingInset: CGFloat { insets.leading }

    private func contentProposal(_ width: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width.map { Swift.max($0 - insets.leading - insets.trailing, 0) }, height: nil)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal.width)) ?? .zero
        return CGSize(width: proposal.width ?? content.width + insets.leading + insets.trailing,
                      height: Swift.max(content.height + insets.top + insets.bottom, minHeight))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let childProposal = contentProposal(bounds.width)
        let size = content.sizeThatFits(childProposal)
        let x = subviews.layoutDirection == .rightToLeft ? bounds.maxX - insets.leading - size.width : bounds.minX + insets.leading
        let y = bounds.minY + insets.top + (bounds.height - insets.top - insets.bottom - size.height) / 2
        content.place(at: CGPoint(x: x, y: y), proposal: childProposal)
    }
}
