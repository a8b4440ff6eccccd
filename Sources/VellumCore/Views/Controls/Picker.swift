import Foundation

/// A control for selecting from a set of mutually exclusive values.
///
/// The options are the subviews of `content`; each names the value it stands for with
/// `.tag(_:)` (a `ForEach` tags its views with their ids). The look comes from
/// `.pickerStyle(_:)`:
/// - `.menu` (and `.automatic`, as on iOS 17): standalone, the selected option and an
///   up-down chevron in the tint; in a List or Form row, the label leading and the
///   selected option and chevron trailing in secondary grey. A tap opens a menu of the
///   options, a checkmark before the selected one; choosing one sets the selection.
/// - Inside a `Menu`, whatever its style: the options inline, as a group of rows with a
///   checkmark before the selected one.
/// - `.segmented`: equal segments in a 32-tall rounded track filling the width, the
///   selected one on a white thumb; a tap on a segment selects it.
/// - `.inline`: in a List or Form, the options as rows of the section, a checkmark
///   trailing the selected one in the tint; a tap on a row selects it. Elsewhere, as on
///   iOS, a wheel.
/// - `.navigationLink`: a row with the label, the selection in grey and a chevron; in a
///   navigation stack, a tap pushes a list of the options with a checkmark on the
///   selected one, and choosing one selects it and pops back.
/// - `.wheel`: a 216-tall wheel, the selected option centred in a grey band and its
///   neighbours above and below in grey; a tap on a neighbour, or a vertical drag by
///   whole rows, selects.
/// - `.palette`: inside a `Menu`, the options side by side in one row, the selected one
///   on a grey fill; elsewhere drawn as `.segmented`.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///     Text("Chocolate").tag(Flavor.chocolate)
///     Text("Vanilla").tag(Flavor.vanilla)
/// }
/// .pickerStyle(.wheel)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// The older form, with the label before the content.
    @available(*, deprecated, renamed: "Picker(selection:content:label:)")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        var optionInputs = inputs
        optionInputs.collectsTags = true
        let options = optionInputs.resolve(view.content)
        let tags = options.map { $0.traits.layoutValue(TagTraitKey.self) }
        let selected = tags.firstIndex(of: AnyHashable(view.selection.wrappedValue))
        if selected == nil {
            Diagnostics.warn("Picker: the selection \"\(view.selection.wrappedValue)\" is invalid and does not have an associated tag; nothing is shown as selected.")
        }
        let style = inputs.environment.pickerStyle
        if inputs.environment.menuPanel != nil {
            if style == .palette {
                return list.nodes += inputs.resolve(PalettePickerOptions(view: view, tags: tags, selected: selected))
            }
            return list.nodes += inputs.resolve(MenuPickerOptions(view: view, tags: tags))
        }
        switch style {
        case .menu: list.nodes += inputs.resolve(MenuPickerBody(view: view, selected: selected))
        case .segmented, .palette:
            list.nodes += inputs.resolve(SegmentedPickerBody(view: view, tags: tags, selected: selected))
        case .inline where inputs.environment.listRowStyle != nil:
            list.nodes += inputs.resolve(InlinePickerRows(view: view, tags: tags))
        case .inline, .wheel:
            list.nodes += inputs.resolve(WheelPickerBody(view: view, tags: tags, selected: selected))
        case .navigationLink:
            list.nodes += inputs.resolve(NavigationLinkPickerBody(view: view, tags: tags, selected: selected))
        }
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

// MARK: - Styles

/// A type that specifies the appearance and interaction of all pickers within a view
/// hierarchy.
@MainActor @preconcurrency
public protocol PickerStyle {
    /// Which of Vellum's picker looks this style is.
    var _kind: _PickerStyleKind { get }
}

public enum _PickerStyleKind: Sendable { case menu, segmented, inline, navigationLink, wheel, palette }

public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .menu }
}

public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .menu }
}

public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .segmented }
}

public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .inline }
}

public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .navigationLink }
}

public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .wheel }
}

public struct PalettePickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .palette }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = _PickerStyleKind.menu
}

extension EnvironmentValues {
    var pickerStyle: _PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for pickers within this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<_PickerStyleKind>> {
        environment(\.pickerStyle, style._kind)
    }
}

// MARK: - Tags

/// The value a view stands for in a picker (or a list's selection).
enum TagTraitKey: LayoutValueKey {
    static var defaultValue: AnyHashable? { nil }
}

extension View {
    /// Sets the unique tag value of this view: the value a picker selects when this
    /// option is chosen.
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _TraitWritingModifier> {
        modifier(_TraitWritingModifier { $0.layoutValues[ObjectIdentifier(TagTraitKey.self)] = AnyHashable(tag) })
    }
}

// MARK: - Menu

/// The menu picker. Its option is re-resolved in the colour it is shown in.
struct MenuPickerBody<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let view: Picker<Label, SelectionValue, Content>
    let selected: Int?

    static func _makeViewList(view menu: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let env = inputs.environment
        let inRow = env.listRowStyle != nil
        let color: Color = !env.isEnabled ? SystemColors.tertiaryLabel : inRow ? .secondary : env.controlTint
        let value = HStack(spacing: 4) {
            if let selected = menu.selected {
                _ContentElement(content: menu.view.content, index: selected).foregroundStyle(color)
            }
            UpDownChevron().stroke(color, style: StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round))
                .frame(width: 7, height: 12)
        }
        let options = AnyView(menu.view)
        guard inRow else {
            return list.nodes += inputs.resolve(_MenuButton(label: value, content: options, primaryAction: nil,
                                                            drawsLabelAsButton: false))
        }
        // The whole row opens the menu, which is anchored to the value.
        let row = ControlRow(label: menu.view.label, control: value.modifier(_MenuAnchorModifier()))
        list.nodes += inputs.resolve(_MenuButton(label: row, content: options, primaryAction: nil, drawsLabelAsButton: false))
    }
}

/// A picker inside an open menu: its options as a group of rows, a checkmark before the
/// selected one; a tap on one selects it and closes the menu.
struct MenuPickerOptions<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let view: Picker<Label, SelectionValue, Content>
    let tags: [AnyHashable?]

    static func _makeViewList(view options: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let selection = options.view.selection
        let current = AnyHashable(selection.wrappedValue)
        let menu = inputs.environment.menuPanel
        let rows = ForEach(options.tags.indices, id: \.self) { i in
            let row = MenuRow(isChecked: options.tags[i] == current) {
                _ContentElement(content: options.view.content, index: i)
            }
            if let value = value(options.tags[i], as: SelectionValue.self) {
                row.onTapGesture {
                    selection.wrappedValue = value
                    menu?.close()
                }
            } else {
                row
            }
        }
        // The options are one group, apart from the menu's other rows.
        list.nodes += inputs.resolveAsMenuGroup(rows)
    }
}

/// SF Symbols' chevron.up.chevron.down, drawn as two open chevrons (estimated 7 × 12).
struct UpDownChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let h = rect.height * 0.3
        path.move(to: CGPoint(x: rect.minX, y: rect.minY + h))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + h))
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY - h))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - h))
        return path
    }
}

// MARK: - Segmented

/// The segmented picker: options in 13-point text (the selected one semibold), each
/// segment a tap target that selects its tag.
struct SegmentedPickerBody<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let view: Picker<Label, SelectionValue, Content>
    let tags: [AnyHashable?]
    let selected: Int?

    static func _makeViewList(view body: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let enabled = inputs.environment.isEnabled
        let selection = body.view.selection
        let segments = ForEach(body.tags.indices, id: \.self) { i in
            let segment = _ContentElement(content: body.view.content, index: i)
                .font(.system(size: 13, weight: i == body.selected ? .semibold : .regular))
                .lineLimit(1)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            if let value = value(body.tags[i], as: SelectionValue.self) {
                segment.interaction(.tap { selection.wrappedValue = value })
            } else {
                segment
            }
        }
        let control = _LayoutView(layout: SegmentedLayout(selected: body.selected), content: segments)
        if enabled { return list.nodes += inputs.resolve(control) }
        list.nodes += inputs.resolve(control.opacity(disabledControlOpacity))
    }
}

/// Equal segments across the width offered (nil: each as wide as the widest option plus
/// 12 a side [UNVERIFIED]), 32 tall as UISegmentedControl. Draws the track (radius 9), the
/// selected segment's white thumb inset by 2 (radius 7, soft shadow), and 1 × 12
/// separators between unselected neighbours; the track and thumb radii are estimated.
struct SegmentedLayout: BuiltInLayout {
    static let height: CGFloat = 32
    static let segmentPadding: CGFloat = 12
    let selected: Int?

    var nodeLabel: String { "Picker(.segmented)" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width { return CGSize(width: Swift.max(width, 0), height: Self.height) }
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: CGFloat(subviews.count) * (widest + 2 * Self.segmentPadding), height: Self.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let width = bounds.width / CGFloat(subviews.count)
        for (i, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(i) * width, y: bounds.minY),
                          proposal: ProposedViewSize(width: width, height: bounds.height))
        }
    }

    func draw(node: LayoutNode, into list: inout DisplayListBuilder) {
        let frame = list.grid.snap(node.frame)
        let count = node.children.count
        list.append(.fill(Path(roundedRect: frame, cornerRadius: 9), .color(SystemColors.tertiaryFill), FillStyle()))
        if count > 0 {
            let width = frame.width / CGFloat(count)
            for i in 1..<Swift.max(count, 1) where selected != i && selected != i - 1 {
                let x = list.grid.round(frame.minX + CGFloat(i) * width - 0.5)
                list.append(.fill(Path(CGRect(x: x, y: frame.midY - 6, width: 1, height: 12)),
                                  .color(SystemColors.separator), FillStyle()))
            }
            if let selected, selected < count {
                let thumb = CGRect(x: frame.minX + CGFloat(selected) * width, y: frame.minY, width: width, height: frame.height)
                    .insetBy(dx: 2, dy: 2)
                list.group(.shadow(color: SystemColors.knobShadow, radius: 4, offset: CGSize(width: 0, height: 3))) {
                    $0.append(.fill(Path(roundedRect: thumb, cornerRadius: 7), .color(.white), FillStyle()))
                }
            }
        }
        node.drawChildren(into: &list)
    }
}

/// The value a picker option stands for, if its tag has the selection's type.
func value<SelectionValue>(_ tag: AnyHashable?, as: SelectionValue.Type) -> SelectionValue? {
    tag?.base as? SelectionValue
}
