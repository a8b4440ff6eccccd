import Foundation

// The open menu's panel (iOS 17, iPhone; figures in `MenuMetrics`).
//
// 1. The window resolves the open menu's items with the menu's environment, buttons as
//    rows (`MenuRowButtonStyle`), under the menu's identity: the panel's state lives
//    while the menu is open. With a submenu open, its label (tap: back) and its items.
// 2. The panel stacks the rows 250 points wide, a hairline between rows of a group and
//    an 8-point band between groups (`Divider`, `Section`); in a menu with checkmarks,
//    every row's title (and every section title) starts after the checkmark column.
// 3. The window places the panel below the label, 8 points away, leading edges aligned
//    when the label is left of the window's centre, trailing edges when right of it,
//    centred when centred; above the label when there is no room below; kept 8 points
//    inside the safe area. The label's frame is known only once the content is placed,
//    so the panel is placed again when the label moved.
// 4. Drawing: the content behind as it is (no dimming), the panel with a soft shadow,
//    its fill, rounded corners and separators. A full-window layer under the panel
//    closes the menu on a tap; the content behind takes none.

/// A menu that is open: its items, where its state is, and the environment it was
/// declared in (its tint, colour scheme and fonts apply to the rows).
struct MenuPresentation {
    let content: AnyView
    let state: MenuState
    let environment: EnvironmentValues
}

extension _WindowContent {
    /// `below` with the first open menu's panel over it (steps 1 and 3).
    static func presentMenu(_ registry: PresentationRegistry, over below: [LayoutNode], inputs: _ViewInputs) -> [LayoutNode] {
        guard let (identity, menu) = registry.first(\.menus, warning: { "Only one menu can be open at a time; showing the first of \($0) open menus." })
        else { return below }
        let menuInputs = inputs.appending(ViewPath.Component.menu)
        let panel = makeMenuPanel(menu, inputs: menuInputs.appending(2).appending(identity))
        guard !panel.children.isEmpty else {
            Diagnostics.warnOnce("Menu: the menu has no items; nothing is shown when it opens.")
            return below
        }
        let base = inputs.nodeBehindPresentation(below)
        let catcher = menuInputs.appending(1).tapLayer { menu.state.close() }
        let layout = MenuLayout(sceneSize: inputs.environment.sceneSize, insets: inputs.environment.windowSafeAreaInsets,
                                state: menu.state)
        return [inputs.makeNode(LayoutBehavior(layout), children: [base, catcher, panel])]
    }
}

extension PresentationRegistry {
    /// The first presented entry of a kind, in view order; `warning` names how many
    /// were presented when there are several.
    func first<P>(_ kind: KeyPath<PresentationRegistry, [ObjectIdentifier: Entry<P>]>,
                  warning: (Int) -> String) -> (identity: UInt64, presentation: P)? {
        let entries = presented(kind)
        if entries.count > 1 { Diagnostics.warnOnce(warning(entries.count)) }
        return entries.first
    }
}

extension _ViewInputs {
    /// What a presentation goes over, as one node that takes no taps.
    func nodeBehindPresentation(_ nodes: [LayoutNode]) -> LayoutNode {
        let node = oneNode(nodes, stackedIn: .vertical()) ?? emptyNode(.vertical())
        node.allowsHitTesting = false
        return node
    }

    /// A clear layer a presentation places over the window, under itself: a tap on it
    /// (outside the presentation) runs `action`.
    func tapLayer(_ action: @escaping @MainActor () -> Void) -> LayoutNode {
        resolveAsOne(Color.clear.interaction(.tap(action)), stackedIn: .vertical()) ?? emptyNode(.vertical())
    }
}

/// The panel's rows as one node (steps 1 and 2).
@MainActor
func makeMenuPanel(_ menu: MenuPresentation, inputs: _ViewInputs) -> LayoutNode {
    var inputs = inputs.forChildren(orientation: .vertical)
    inputs.environment = menu.environment
    inputs.environment.setObject(menu.state)
    // The rows are the menu's, not the rows of a list the menu is in.
    inputs.environment.listRowStyle = nil
    inputs.environment.listMetrics = nil
    inputs.environment.buttonStyle = AnyButtonStyle(primitive: MenuRowButtonStyle(menu: menu.state))
    var nodes: [LayoutNode] = []
    let items: AnyView
    if let submenu = menu.state.submenus.last {
        // The open submenu's label, semibold with the chevron turned down: a tap goes back.
        let back = MenuRow(weight: .semibold, content: submenu.label, accessory: MenuChevron(pointsDown: true))
            .onTapGesture { menu.state.pop() }
        nodes += inputs.appending(UInt64(menu.state.submenus.count)).appending(1).resolveAsMenuGroup(back)
        items = submenu.content
    } else {
        items = menu.content
    }
    // Text that is not in a row (a section's title) is small and grey, as in UIKit.
    nodes += inputs.appending(UInt64(menu.state.submenus.count)).appending(2)
        .resolve(items.font(.footnote).foregroundStyle(Color.secondary))
    return inputs.makeNode(LayoutBehavior(MenuPanelLayout(parts: nodes.map(MenuPanelLayout.Part.init),
                                                          hairline: inputs.environment.pixelLength)),
                           children: nodes)
}

/// The rows of a menu, stacked (step 2).
struct MenuPanelLayout: BuiltInLayout {
    /// What one subview is.
    struct Part {
        enum Kind { case row, selectableRow, header, divider }
        let kind: Kind
        /// The section the subview is in; nil outside sections.
        let section: ObjectIdentifier?

        @MainActor
        init(_ node: LayoutNode) {
            section = node.traits.section.map { ObjectIdentifier($0.token) }
            if node.behavior is LeafBehavior<DividerLeaf> {
                kind = .divider
            } else if let role = node.traits.layoutValue(MenuItemRole.self), node.traits.section?.role != .header,
                      node.traits.section?.role != .footer {
                kind = role == .selectableRow ? .selectableRow : .row
            } else {
                // A section's title, or a view that is not a control (a Text): small grey
                // text between groups.
                kind = .header
            }
        }
    }

    let parts: [Part]
    let hairline: CGFloat

    var nodeLabel: String { "menu" }

    /// Whether any row has a checkmark column, which every title then aligns after.
    private var hasCheckmarks: Bool { parts.contains { $0.kind == .selectableRow } }

    /// Each subview's frame in a panel of `width`, its top at 0 (dividers: nil), and the
    /// panel's height.
    private func frames(width: CGFloat, subviews: Subviews) -> ([CGRect?], CGFloat) {
        var frames: [CGRect?] = []
        var y: CGFloat = 0
        var last: (section: ObjectIdentifier?, placed: Bool) = (nil, false)
        var pendingGroupBreak = false
        for (part, subview) in zip(parts, subviews) {
            if part.kind == .divider {
                pendingGroupBreak = last.placed
                frames.append(nil)
                continue
            }
            if last.placed {
                let newGroup = pendingGroupBreak || part.section != last.section || part.kind == .header
                y += newGroup ? MenuMetrics.groupGap : hairline
            }
            pendingGroupBreak = false
            var x: CGFloat = 0
            var w = width
            if part.kind == .header {
                // A title lines up with the rows' titles, after any checkmark column.
                let insets = MenuMetrics.headerInsets
                let leading = insets.leading + (hasCheckmarks ? MenuMetrics.checkmarkColumn : 0)
                w = max(0, width - leading - insets.trailing)
                let size = subview.sizeThatFits(ProposedViewSize(width: w, height: nil))
                frames.append(CGRect(x: leading, y: y + insets.top, width: w, height: size.height))
                y += insets.top + size.height + insets.bottom
                // The title and its section's first row are one group.
                last = (part.section, false)
                continue
            }
            if part.kind == .row && hasCheckmarks {
                x = MenuMetrics.checkmarkColumn
                w = max(0, width - x)
            }
            let size = subview.sizeThatFits(ProposedViewSize(width: w, height: nil))
            frames.append(CGRect(x: x, y: y, width: w, height: size.height))
            y += size.height
            last = (part.section, true)
        }
        return (frames, y)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width.map { $0.isFinite ? max($0, 0) : MenuMetrics.width } ?? MenuMetrics.width
        return CGSize(width: width, height: frames(width: width, subviews: subviews).1)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (frames, _) = frames(width: bounds.width, subviews: subviews)
        for (frame, subview) in zip(frames, subviews) {
            guard let frame else {
                subview.exclude()
                continue
            }
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                          proposal: ProposedViewSize(width: frame.width, height: nil))
        }
    }

    /// The panel's separators: a hairline between rows of a group, a band between groups.
    func draw(node: LayoutNode, into list: inout DisplayListBuilder) {
        let panel = node.frame
        var previousBottom: CGFloat?
        for (part, child) in zip(parts, node.children) where part.kind != .divider {
            if part.kind == .header {
                if let top = previousBottom { drawGap(from: top, to: child.frame.minY - MenuMetrics.headerInsets.top, in: panel, into: &list) }
                previousBottom = nil
                continue
            }
            if let top = previousBottom { drawGap(from: top, to: child.frame.minY, in: panel, into: &list) }
            previousBottom = child.frame.maxY
        }
        node.drawChildren(into: &list)
    }

    private func drawGap(from top: CGFloat, to bottom: CGFloat, in panel: CGRect, into list: inout DisplayListBuilder) {
        guard bottom > top else { return }
        var band = list.grid.snap(CGRect(x: panel.minX, y: top, width: panel.width, height: bottom - top))
        // A hairline laid out for a finer screen than the one drawn keeps one pixel.
        band.size.height = max(band.height, list.grid.pixel)
        let color = bottom - top > hairline + 0.01 ? MenuMetrics.groupGapColor : SystemColors.separator
        list.append(.fill(Path(band), .color(color), FillStyle()))
    }
}

/// What is behind an open menu, the layer that closes it, and its panel (steps 3, 4).
struct MenuLayout: PresentationOverWindow {
    static var placesAgainAfterPlacing: Bool { true }
    let sceneSize: CGSize?
    let insets: EdgeInsets
    let state: MenuState

    var nodeLabel: String { "menu presentation" }
    private var anchor: MenuAnchor { state.anchor }

    /// The panel's frame for a panel of `size` anchored to `label` in `window`.
    func panelFrame(size: CGSize, label: CGRect, window: CGRect) -> CGRect {
        let m = MenuMetrics.screenMargin
        let safe = CGRect(x: window.minX + insets.leading + m, y: window.minY + insets.top + m,
                          width: max(0, window.width - insets.leading - insets.trailing - 2 * m),
                          height: max(0, window.height - insets.top - insets.bottom - 2 * m))
        var x: CGFloat
        if label.midX < window.midX - 1 {
            x = label.minX
        } else if label.midX > window.midX + 1 {
            x = label.maxX - size.width
        } else {
            x = label.midX - size.width / 2
        }
        x = min(max(x, safe.minX), max(safe.minX, safe.maxX - size.width))
        var y = label.maxY + MenuMetrics.anchorGap
        if y + size.height > safe.maxY {
            let above = label.minY - MenuMetrics.anchorGap - size.height
            if above >= safe.minY {
                y = above
            } else {
                Diagnostics.warnOnce("Menu: the menu is \(formatLength(size.height)) points tall and fits neither below nor above its label; it is drawn from the top of the safe area and cut at the window's edge.")
                y = min(max(safe.minY, safe.maxY - size.height), y)
            }
        }
        return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
        let window = window(around: bounds)
        subviews[1].place(at: window.origin, proposal: ProposedViewSize(window.size))
        let proposed = ProposedViewSize(width: MenuMetrics.width, height: nil)
        let size = subviews[2].sizeThatFits(proposed)
        let label = anchor.placedFrame ?? CGRect(x: window.midX, y: window.midY, width: 0, height: 0)
        subviews[2].place(at: panelFrame(size: size, label: label, window: window).origin, proposal: proposed)
    }

    /// The label's frame is known once the content is placed: place the panel again when
    /// it is not where the panel was placed for.
    func placeAgainAfterPlacing(node: LayoutNode) -> Bool {
        guard let frame = anchor.frame, frame != anchor.placedFrame else { return false }
        anchor.placedFrame = frame
        return true
    }

    func draw(node: LayoutNode, into list: inout DisplayListBuilder) {
        node.children[0].draw(into: &list)
        let panel = list.grid.snap(node.children[2].frame)
        let shape = Path(roundedRect: panel, cornerRadius: MenuMetrics.cornerRadius, style: .continuous)
        let shadow = MenuMetrics.shadow
        list.group(.shadow(color: shadow.color, radius: shadow.radius, offset: CGSize(width: 0, height: shadow.y))) {
            $0.append(.fill(shape, .color(MenuMetrics.background), FillStyle()))
        }
        list.group(.clip(shape, FillStyle())) { list in
            node.children[2].draw(into: &list)
        }
    }
}

extension ViewPath.Component {
    /// Where the window's open menu is resolved.
    static let menu: UInt64 = 0xC0_0000_0120
}

extension _ViewInputs {
    /// Resolves `view` as one group of an open menu's rows: bands set it apart from the
    /// menu's other rows, as a `Section` does.
    func resolveAsMenuGroup(_ view: some View) -> [LayoutNode] {
        let group = SectionMembership.Token()
        let nodes = resolve(view)
        for node in nodes { node.traits.section = SectionMembership(token: group, role: .content) }
        return nodes
    }
}
