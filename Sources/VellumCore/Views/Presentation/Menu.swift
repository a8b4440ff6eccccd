import Foundation

// Menus (iOS 17, iPhone).
//
// 1. A closed menu draws its label as a button: with the environment's button style,
//    so by default borderless in the tint. A tap opens it; with a primary action, a tap
//    runs the action and a long press opens it.
// 2. Open, it records a menu presentation in the window's registry under its identity,
//    as `sheet` does; the window shows the panel over everything else, anchored to the
//    label (`MenuPresentation.swift`). Nothing behind takes taps; a tap outside closes it.
// 3. Inside the panel, buttons are rows (title leading, icon trailing, red when
//    destructive); `Divider` and `Section` split the rows into groups; a `Picker` lists
//    its options with a checkmark before the selected one; a nested `Menu` is a row with
//    a chevron that shows its own items in place of the panel's.
// 4. A row runs its action, then closes the menu.

/// A control for presenting a menu of actions.
///
/// ```swift
/// Menu("Sort") {
///     Button("Name") { order = .name }
///     Button("Date") { order = .date }
///     Divider()
///     Button("Delete All", role: .destructive) { items.removeAll() }
/// }
/// ```
///
/// The label draws as a button (borderless in the tint unless `buttonStyle` says
/// otherwise); tapping it opens the menu's panel below the label, or above it when
/// there is no room below. `ViewHost.presented` is `.menu` while it is open.
public struct Menu<Label: View, Content: View>: _PrimitiveView {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?

    /// A menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu with a custom label and a primary action: a tap runs `primaryAction`, a
    /// long press opens the menu.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                primaryAction: @escaping @MainActor () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        // Inside an open menu, a menu is a row that shows its items in place.
        if let panel = inputs.environment.menuPanel {
            list.nodes += inputs.resolve(SubmenuRow(label: view.label, content: AnyView(view.content), panel: panel))
            return
        }
        list.nodes += inputs.resolve(_MenuButton(label: view.label, content: AnyView(view.content),
                                                 primaryAction: view.primaryAction, drawsLabelAsButton: true))
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == VellumCore.Label<Text, Image> {
    /// A menu whose label is a title and an SF Symbol (a placeholder on Linux).
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { VellumCore.Label(titleKey, systemImage: name) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { VellumCore.Label(title, systemImage: name) }
    }
}

// MARK: - Menu styles

/// A type that applies standard interaction behaviour and a custom appearance to all
/// menus within a view hierarchy.
///
/// On iOS every built-in style draws the label with the environment's button style
/// and opens the same panel, so `.button`, `.borderlessButton` and `.automatic` look
/// alike in Vellum, as they do on iPhone.
@MainActor @preconcurrency
public protocol MenuStyle {}

/// The default menu style.
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
}

/// A menu style that displays a button that toggles the display of the menu's contents.
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
}

/// A menu style that displays a borderless button (deprecated in iOS 16; the same as
/// `.button` with the default button style).
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
    /// Sets the style for menus within this view. Every iOS style draws the same way
    /// (see `MenuStyle`), so this changes nothing that is drawn.
    public func menuStyle<S: MenuStyle>(_ style: S) -> Self { self }
}

// MARK: - The closed menu

/// What a menu keeps across updates: whether it is open, the submenus opened inside
/// it, and where its label is.
@MainActor
final class MenuState {
    var isOpen = false
    /// Submenus shown in the panel, outermost first; the panel shows the last one's items.
    var submenus: [Submenu] = []
    /// The views the panel is anchored to.
    let anchor = MenuAnchor()
    /// Resolves and lays out the view that owns the menu again.
    var invalidator: GraphInvalidator?

    struct Submenu {
        let label: AnyView
        let content: AnyView
    }

    func open() {
        isOpen = true
        submenus = []
        invalidator?.invalidate()
    }

    func close() {
        isOpen = false
        submenus = []
        invalidator?.invalidate()
    }

    func push(_ submenu: Submenu) {
        submenus.append(submenu)
        invalidator?.invalidate()
    }

    func pop() {
        _ = submenus.popLast()
        invalidator?.invalidate()
    }
}

/// The label views a menu's panel is anchored to, held weakly: the layout nodes belong
/// to the view graph. A view inside the label marked with `menuAnchor()` narrows it (a
/// menu picker in a list row anchors to its value, not the whole row).
@MainActor
final class MenuAnchor {
    private struct Weak { weak var node: LayoutNode? }
    private var nodes: [Weak] = []
    private var marked: [Weak]?
    /// The anchor's frame when the panel was last placed.
    var placedFrame: CGRect?

    func set(_ nodes: [LayoutNode]) { self.nodes = nodes.map { Weak(node: $0) } }
    func mark(_ nodes: [LayoutNode]) { marked = nodes.map { Weak(node: $0) } }

    /// The union of the anchor's frames in window coordinates; nil before layout.
    var frame: CGRect? {
        let live = (marked ?? nodes).compactMap(\.node).map(\.frame)
        guard let first = live.first else { return nil }
        return live.dropFirst().reduce(first) { $0.union($1) }
    }
}

/// A menu's label and, while it is open, its presentation in the window's registry.
struct _MenuButton<Label: View>: _PrimitiveView {
    let label: Label
    let content: AnyView
    let primaryAction: (@MainActor () -> Void)?
    /// True for `Menu`, whose label draws as a button; a menu picker draws its own.
    let drawsLabelAsButton: Bool

    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let state = inputs.persistentObject { MenuState() }
        state.invalidator = inputs.invalidator
        var labelInputs = inputs
        labelInputs.environment.setObject(state.anchor)
        let nodes: [LayoutNode]
        if !view.drawsLabelAsButton {
            nodes = labelInputs.resolve(view.label.interaction(.tap { state.open() }))
        } else if let primary = view.primaryAction {
            nodes = labelInputs.resolve(Button(action: primary) { view.label }
                .simultaneousGesture(LongPressGesture().onEnded { _ in state.open() }))
        } else {
            nodes = labelInputs.resolve(Button(action: { state.open() }) { view.label })
        }
        state.anchor.set(nodes)
        let presentation = state.isOpen
            ? MenuPresentation(content: view.content, state: state, environment: inputs.environment)
            : nil
        inputs.registerPresentation(presentation, of: Self.self, in: \.menus)
        list.nodes += nodes
    }
}

/// Marks the views a menu's panel is anchored to, inside the menu's label.
struct _MenuAnchorModifier: _PrimitiveViewModifier {
    static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        let nodes = content.resolve(inputs)
        inputs.environment.object(of: MenuAnchor.self)?.mark(nodes)
        list.nodes += nodes
    }
}

// MARK: - Rows in the panel

extension EnvironmentValues {
    /// The open menu whose panel a view is in; nil outside menus.
    var menuPanel: MenuState? { object(of: MenuState.self) }
}

/// Figures of the iOS 17 menu panel. Apple publishes none: each is an estimate from
/// simulator screenshots, agreeing with the public SwiftUI replicas of UIKit's menu
/// (44-point rows, 16-point insets, a 13-point continuous corner radius).
enum MenuMetrics {
    /// The panel's width on iPhone (estimate; UIKit's compact menu width).
    static let width: CGFloat = 250
    /// A row's minimum height (estimate).
    static let rowHeight: CGFloat = 44
    /// A row's padding: 11 above and below a one-line body title gives 44 (estimate).
    static let rowInsets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The leading column holding checkmarks, in menus that have any (estimate).
    static let checkmarkColumn: CGFloat = 24
    /// The checkmark (SF Symbols' `checkmark`, semibold): 13 × 12 (estimate).
    static let checkmarkSize = CGSize(width: 13, height: 12)
    /// The band between groups (`Divider`, `Section`) (estimate).
    static let groupGap: CGFloat = 8
    /// A section title's padding: small grey text (estimate).
    static let headerInsets = EdgeInsets(top: 8, leading: 16, bottom: 6, trailing: 16)
    static let cornerRadius: CGFloat = 13
    /// The gap between the label and the panel (estimate).
    static let anchorGap: CGFloat = 8
    /// How far the panel keeps from the safe area's edges (estimate).
    static let screenMargin: CGFloat = 8
    /// The panel's fill: the menu material over white, opaque here (estimates; Vellum
    /// draws no materials).
    static let background = Color(named: "menuBackground", 238, 238, 239, dark: (37, 37, 38, 1))
    /// The band between groups: darker than the panel (estimate).
    static let groupGapColor = Color(named: "menuGroupSeparator", 0, 0, 0, 0.08, dark: (0, 0, 0, 0.3))
    /// The panel's shadow (estimate): soft and wide, as the menu floats over content.
    static let shadow = (color: Color(red: 0, green: 0, blue: 0, opacity: 0.16), radius: CGFloat(24), y: CGFloat(8))
}

/// What a view in the panel is, for the panel's layout.
enum MenuItemRole: LayoutValueKey {
    enum Kind: Equatable { case row, selectableRow }
    static var defaultValue: Kind? { nil }
}

/// One row of a menu: the label in body text, red when destructive and grey when
/// disabled, with a checkmark column when it can be checked, and a trailing accessory.
struct MenuRow<Content: View, Accessory: View>: View {
    var role: ButtonRole? = nil
    var isEnabled = true
    /// nil: a plain row; true or false: a row that can be checked (a picker option).
    var isChecked: Bool? = nil
    var weight: Font.Weight = .regular
    let content: Content
    let accessory: Accessory

    var body: some View {
        let color: Color = !isEnabled ? SystemColors.tertiaryLabel : role == .destructive ? .red : .primary
        HStack(spacing: 0) {
            if let isChecked {
                Checkmark()
                    .stroke(color, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                    .frame(width: MenuMetrics.checkmarkSize.width, height: MenuMetrics.checkmarkSize.height)
                    .opacity(isChecked ? 1 : 0)
                    .frame(width: MenuMetrics.checkmarkColumn, alignment: .leading)
            }
            content.labelStyle(MenuRowLabelStyle())
            Spacer(minLength: 8)
            accessory
        }
        .font(.system(size: 17, weight: weight))
        .foregroundStyle(color)
        .padding(MenuMetrics.rowInsets)
        .frame(maxWidth: .infinity, minHeight: MenuMetrics.rowHeight, alignment: .leading)
        .contentShape(Rectangle())
        .layoutValue(key: MenuItemRole.self, value: isChecked == nil ? .row : .selectableRow)
    }
}

extension MenuRow where Accessory == EmptyView {
    init(role: ButtonRole? = nil, isEnabled: Bool = true, isChecked: Bool? = nil, @ViewBuilder content: () -> Content) {
        self.init(role: role, isEnabled: isEnabled, isChecked: isChecked, content: content(), accessory: EmptyView())
    }
}

/// A label in a menu row: the title leading, the icon trailing.
struct MenuRowLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            configuration.title
            Spacer(minLength: 8)
            configuration.icon
        }
    }
}

/// A button in a menu: a row that runs the action, then closes the menu.
struct MenuRowButtonStyle: PrimitiveButtonStyle {
    let menu: MenuState

    func makeBody(configuration: Configuration) -> some View {
        MenuRow(role: configuration.role, isEnabled: configuration.isEnabled) { configuration.label }
            .onTapGesture {
                configuration.trigger()
                menu.close()
            }
    }
}

/// A nested menu inside a panel: a row with a chevron; a tap shows its items.
struct SubmenuRow<Label: View>: View {
    let label: Label
    let content: AnyView
    let panel: MenuState

    var body: some View {
        MenuRow(content: label, accessory: MenuChevron(pointsDown: false))
            .onTapGesture { panel.push(MenuState.Submenu(label: AnyView(label), content: content)) }
    }
}

/// A submenu's chevron: pointing right on its row, down over its open items.
struct MenuChevron: View {
    let pointsDown: Bool

    var body: some View {
        DisclosureChevron()
            .stroke(Color.primary, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            .frame(width: 7, height: 12)
            .rotationEffect(.degrees(pointsDown ? 90 : 0))
    }
}

/// SF Symbols' `checkmark` as an open stroke.
struct Checkmark: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY + rect.height * 0.55))
        path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.36, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        return path
    }
}
