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
    let inputs = inputs.supplyingEditMode()
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
    let rows = ListRowBuilder(inputs: inputs, metrics: metrics)
    var pieces: [LayoutNode] = []
    for section in groupIntoSections(nodes) {
        let hasHeader = !section.headers.isEmpty
        if hasHeader { pieces.append(band(section.headers, insets: metrics.headerInsets)) }
        if !section.rows.isEmpty {
            let card = inputs.makeNode(LayoutBehavior(ListCardLayout(metrics: metrics)), children: section.rows.map(rows.row))
            let margins = inputs.wrap(card, in: _PaddingLayout(edges: .horizontal, insets: EdgeInsets(.all, metrics.cardMargin)))
            pieces.append(inputs.wrap(margins, in: _PaddingLayout(edges: .top, insets: EdgeInsets(.all, hasHeader ? 0 : metrics.sectionSpacing))))
        }
        if !section.footers.isEmpty { pieces.append(band(section.footers, insets: metrics.footerInsets)) }
    }
    rows.finish()
    var layout = ListLayout(background: metrics.background)
    var children = [inputs.makeNode(column.behavior, children: pieces)]
    let refresh = inputs.refreshControl()
    if let (state, _) = refresh {
        layout.refresh = state
        children += inputs.appending(ViewPath.Component.listRowChrome).resolve(ProgressView())
    }
    let node = inputs.makeNode(LayoutBehavior(layout), children: children)
    if let (state, action) = refresh {
        node.interaction = _InteractionModifier(.gesture(AttachedGesture(
            state.gesture(action: action, graph: inputs.graph) { [weak node] in node?.frame.height ?? 0 })))
        node.contentShape = { Path($0) }
    }
    return node
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
    /// Under `refreshable`: how far the rows are pulled down, with the spinner (the
    /// second subview) in the band above them (see `Refreshable.swift`).
    var refresh: RefreshControlState?

    var nodeLabel: String { "List" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offset = refresh?.offset ?? 0
        subviews.first?.place(at: CGPoint(x: bounds.minX, y: bounds.minY + offset), proposal: ProposedViewSize(width: bounds.width, height: nil))
        // The spinner centred in the band the pull opens (above the top when closed).
        for spinner in subviews.dropFirst() {
            spinner.place(at: CGPoint(x: bounds.midX, y: bounds.minY + offset - RefreshMetrics.bandHeight / 2),
                          anchor: .center, proposal: .unspecified)
        }
    }

    func draw(node: LayoutNode, into list: inout DisplayListBuilder) {
        let drawn = node.placementContext.safeArea?
            .drawingFrame(for: node.frame, edges: .all, layoutDirection: node.layoutDirection) ?? node.frame
        let frame = list.grid.snap(drawn)
        list.append(.fill(Path(frame), .color(background), FillStyle()))
        // A closed refresh band hides its spinner.
        let hidesSpinner = refresh.map { $0.offset <= 0 } ?? false
        list.group(.clip(Path(frame), FillStyle())) { list in
            if hidesSpinner { node.children.first?.draw(into: &list) } else { node.drawChildren(into: &list) }
        }
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
        let rows = node.children.compactMap { ($0.behavior as? LayoutBehavior<ListRowLayout>)?.layout }
        if rows.contains(where: { $0.swipeOffset != 0 }) {
            // A swiped row's content and buttons stay inside the card.
            list.group(.clip(Path(roundedRect: frame, cornerRadius: metrics.cornerRadius), FillStyle())) { node.drawChildren(into: &$0) }
        } else {
            node.drawChildren(into: &list)
        }
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
/// vertically, the row at least the minimum row height. In edit mode the delete control
/// and reorder grip take room at the edges; a swipe moves the content sideways and puts
/// its buttons in the gap (see `SwipeActions.swift`).
struct ListRowLayout: BuiltInLayout {
    /// What each subview of a row is; the content comes first.
    enum Part { case content, deleteControl, reorderGrip, swipeButton }

    let insets: EdgeInsets
    let minHeight: CGFloat
    var parts: [Part] = [.content]
    /// How far a swipe moves the content, in screen terms: negative to the left.
    var swipeOffset: CGFloat = 0
    /// Where placement records what a swipe needs (the buttons' natural width), by row.
    var swipe: (state: ListSwipeState, row: UInt64)?

    init(metrics: ListMetrics, traits: Traits) {
        var insets = traits.layoutValue(ListRowInsetsKey.self) ?? ListMetrics.rowInsets
        insets.leading += CGFloat(traits.layoutValue(OutlineLevelKey.self)) * ListMetrics.outlineIndent
        self.insets = insets
        minHeight = metrics.minRowHeight
    }

    var nodeLabel: String { "ListRow" }
    /// Where the content begins: the leading inset, and the delete control's indent.
    var leadingInset: CGFloat { insets.leading + (parts.contains(.deleteControl) ? ListEditMetrics.deleteIndent : 0) }
    private var trailingInset: CGFloat { insets.trailing + (parts.contains(.reorderGrip) ? ListEditMetrics.gripIndent : 0) }

    private func contentProposal(_ width: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width.map { Swift.max($0 - leadingInset - trailingInset, 0) }, height: nil)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal.width)) ?? .zero
        return CGSize(width: proposal.width ?? content.width + leadingInset + trailingInset,
                      height: Swift.max(content.height + insets.top + insets.bottom, minHeight))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let rtl = subviews.layoutDirection == .rightToLeft
        /// `x` points in from the row's leading edge (the trailing edge with `fromTrailing`), moved by the swipe.
        func x(_ inset: CGFloat, width: CGFloat, fromTrailing: Bool = false) -> CGFloat {
            (rtl != fromTrailing ? bounds.maxX - inset - width : bounds.minX + inset) + swipeOffset
        }
        let childProposal = contentProposal(bounds.width)
        let size = content.sizeThatFits(childProposal)
        let y = bounds.minY + insets.top + (bounds.height - insets.top - insets.bottom - size.height) / 2
        content.place(at: CGPoint(x: x(leadingInset, width: size.width), y: y), proposal: childProposal)
        let m = ListEditMetrics.self
        var buttons: [(LayoutSubview, CGFloat)] = []
        for (part, subview) in zip(parts, subviews).dropFirst() {
            switch part {
            case .content: break
            case .deleteControl:
                let d = m.deleteControlDiameter
                subview.place(at: CGPoint(x: x(m.deleteControlLeading, width: d), y: bounds.midY - d / 2),
                              proposal: ProposedViewSize(width: d, height: d))
            case .reorderGrip:
                subview.place(at: CGPoint(x: x(m.gripTrailing, width: m.gripSize.width, fromTrailing: true),
                                          y: bounds.midY - m.gripSize.height / 2),
                              proposal: ProposedViewSize(m.gripSize))
            case .swipeButton:
                buttons.append((subview, subview.sizeThatFits(ProposedViewSize(width: nil, height: bounds.height)).width))
            }
        }
        // The buttons share the uncovered gap as their natural widths do, the first
        // nearest the row's edge.
        let natural = buttons.reduce(0) { $0 + $1.1 }
        if let swipe {
            swipe.state.buttonWidths[swipe.row] = natural
            swipe.state.rowWidths[swipe.row] = bounds.width
        }
        guard natural > 0 else { return }
        let gap = abs(swipeOffset)
        var edge = swipeOffset < 0 ? bounds.maxX : bounds.minX
        for (subview, width) in buttons {
            let share = gap * width / natural
            if swipeOffset < 0 { edge -= share }
            subview.place(at: CGPoint(x: edge, y: bounds.minY), proposal: ProposedViewSize(width: share, height: bounds.height))
            if swipeOffset > 0 { edge += share }
        }
    }
}

// MARK: - Rows

/// Builds the list's row nodes: each view of its content in a `ListRowLayout`, with
/// the edit controls and swipe buttons its traits and the list's state call for.
@MainActor
struct ListRowBuilder {
    let inputs: _ViewInputs
    let metrics: ListMetrics
    let state: ListSwipeState
    let isEditing: Bool
    private let seen = Box()
    private final class Box { var rows = Set<UInt64>() }

    init(inputs: _ViewInputs, metrics: ListMetrics) {
        self.inputs = inputs
        self.metrics = metrics
        state = inputs.persistentObject { ListSwipeState() }
        state.invalidator = inputs.invalidator
        isEditing = inputs.environment.editMode?.wrappedValue.isEditing == true
    }

    func row(_ content: LayoutNode) -> LayoutNode {
        let traits = content.traits
        var layout = ListRowLayout(metrics: metrics, traits: traits)
        let key = content.identity
        seen.rows.insert(key)
        let editing = traits.layoutValue(RowEditingKey.self)
        let deletable = editing?.actions.onDelete != nil && !traits.layoutValue(DeleteDisabledKey.self)
        let movable = editing?.actions.onMove != nil && !traits.layoutValue(MoveDisabledKey.self)
        var swipes = traits.layoutValue(SwipeActionsKey.self)
        if swipes.trailing == nil, deletable, let editing, let onDelete = editing.actions.onDelete {
            let offset = editing.offset
            swipes.trailing = SwipeActionsEntry(allowsFullSwipe: true, content: AnyView(
                Button("Delete", role: .destructive) { onDelete(IndexSet(integer: offset)) }))
        }
        let rowInputs = inputs.forChildren(orientation: nil).appending(ViewPath.Component.listRowChrome).appending(key)
        var children = [content]
        func add(_ part: ListRowLayout.Part, _ nodes: [LayoutNode]) {
            for node in nodes {
                layout.parts.append(part)
                children.append(node)
            }
        }
        let rtl = inputs.environment.layoutDirection == .rightToLeft
        if isEditing, deletable {
            add(.deleteControl, rowInputs.appending(1).resolve(deleteControl { [state] in
                state.setOffset(key, rtl ? ListEditMetrics.buttonMinWidth : -ListEditMetrics.buttonMinWidth)
            }))
        }
        if isEditing, movable { add(.reorderGrip, rowInputs.appending(2).resolve(reorderGrip())) }
        // Screen sides: the trailing edge is on the right unless right-to-left.
        let (left, right) = rtl ? (swipes.trailing, swipes.leading) : (swipes.leading, swipes.trailing)
        let offset = state.offset(key)
        if let shown = offset < 0 ? right : offset > 0 ? left : nil {
            state.actions[key] = []
            var buttonInputs = rowInputs.appending(3)
            buttonInputs.environment.buttonStyle = AnyButtonStyle(primitive: SwipeActionButtonStyle(state: state, row: key))
            buttonInputs.environment.listRowStyle = nil
            add(.swipeButton, buttonInputs.resolve(shown.content))
            layout.swipeOffset = offset
        } else if offset != 0 {
            state.offsets[key] = nil
        }
        layout.swipe = (state, key)
        let node = inputs.makeNode(LayoutBehavior(layout), children: children, traits: traits)
        if !isEditing, left != nil || right != nil {
            func side(_ entry: SwipeActionsEntry?) -> RowSwipeGesture.SwipeSide? {
                entry.map { RowSwipeGesture.SwipeSide(allowsFullSwipe: $0.allowsFullSwipe) }
            }
            let gesture = RowSwipeGesture(state: state, row: key, left: side(left), right: side(right))
            node.interaction = _InteractionModifier(.gesture(AttachedGesture(gesture)), isEnabled: inputs.environment.isEnabled)
            node.contentShape = { Path($0) }
        }
        return node
    }

    /// Forgets the swipes of rows that are gone.
    func finish() { state.keep(only: seen.rows) }
}

extension ViewPath.Component {
    /// Where a list resolves its rows' edit controls and swipe buttons.
    static let listRowChrome: UInt64 = 0xC0_0000_0A01
    /// Where a refreshable scroll view resolves its spinner.
    static let scrollRefreshSpinner: UInt64 = 0xC0_0000_0A02
}
