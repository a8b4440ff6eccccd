import Foundation

/// The size classes of controls: bordered buttons, spinners and segmented pickers read it.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

private struct TintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The size to apply to controls in this environment.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The colour `.tint(_:)` set, if any; controls fall back to their own default
    /// (the accent colour, or green for a switch).
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The colour controls draw their active parts in: the tint, else the accent colour.
    var controlTint: Color { tint ?? .accentColor }
}

extension View {
    /// Sets the size for controls within this view.
    public func controlSize(_ controlSize: ControlSize) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ControlSize>> {
        environment(\.controlSize, controlSize)
    }

    /// Sets the accent colour of this view and the views it contains: the older form of
    /// `tint(_:)`, which it is in Vellum (controls, links and toggles take it; nil
    /// restores the default blue).
    @available(*, deprecated, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
    public func accentColor(_ accentColor: Color?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Color?>> {
        environment(\.tint, accentColor)
    }

    /// Sets the tint colour of controls within this view.
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Color?>> {
        environment(\.tint, tint)
    }

    /// Sets the tint within this view. Controls draw in solid colours, so only a `Color`
    /// tints them; another style warns and leaves the default.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Color?>> {
        let color = tint.flatMap { ($0 as? Color) ?? ((($0 as? AnyShapeStyle)?.base) as? Color) }
        if tint != nil, color == nil {
            Diagnostics.warn("tint(\(S.self)): only a Color can tint controls in Vellum; using the default tint.")
        }
        return environment(\.tint, color)
    }
}

/// iOS 17's system colours that controls, lists and presentations draw with, light and
/// dark: UIKit's documented values for its dynamic system colours.
enum SystemColors {
    /// Behind plain lists, sheets and windows (`systemBackground`).
    static let background = Color(named: "systemBackground", 255, 255, 255, dark: (0, 0, 0, 1))
    /// Placeholder text and disabled control labels (`tertiaryLabel`).
    static let tertiaryLabel = Color(named: "tertiaryLabel", 60, 60, 67, 0.3, dark: (235, 235, 245, 0.3))
    /// The faintest label (`quaternaryLabel`).
    static let quaternaryLabel = Color(named: "quaternaryLabel", 60, 60, 67, 0.18, dark: (235, 235, 245, 0.16))
    /// Tracks of sliders and progress bars (`systemFill`).
    static let fill = Color(named: "systemFill", 120, 120, 128, 0.2, dark: (120, 120, 128, 0.36))
    /// The off track of a switch (`secondarySystemFill`).
    static let secondaryFill = Color(named: "secondarySystemFill", 120, 120, 128, 0.16, dark: (120, 120, 128, 0.32))
    /// Steppers and segmented controls (`tertiarySystemFill`).
    static let tertiaryFill = Color(named: "tertiarySystemFill", 118, 118, 128, 0.12, dark: (118, 118, 128, 0.24))
    /// Group boxes standing alone (`secondarySystemBackground`).
    static let secondaryBackground = Color(named: "secondarySystemBackground", 242, 242, 247, dark: (28, 28, 30, 1))
    /// Group boxes on the card of a grouped list (`tertiarySystemGroupedBackground`).
    static let tertiaryGroupedBackground = Color(named: "tertiarySystemGroupedBackground", 242, 242, 247, dark: (44, 44, 46, 1))
    /// Behind grouped lists and forms (`systemGroupedBackground`).
    static let groupedBackground = Color(named: "systemGroupedBackground", 242, 242, 247, dark: (0, 0, 0, 1))
    /// The cards of grouped lists and forms (`secondarySystemGroupedBackground`).
    static let groupedCard = Color(named: "secondarySystemGroupedBackground", 255, 255, 255, dark: (28, 28, 30, 1))
    /// Hairlines between rows and segments (`separator`).
    static let separator = Color(named: "separator", 60, 60, 67, 0.29, dark: (84, 84, 88, 0.6))
    /// The on track of a switch.
    static let switchOn = Color.green
    /// The soft shadow under a switch knob, a slider thumb and a selected segment.
    static let knobShadow = Color(red: 0, green: 0, blue: 0, opacity: 0.15)
}

/// How much a disabled switch, stepper, slider or segmented control is faded.
let disabledControlOpacity = 0.5

/// A built-in leaf as a view, for controls that compose their own parts (a progress
/// view's bar or spinner) with views.
struct _LeafView<Leaf: LeafLayout>: _PrimitiveView {
    let leaf: Leaf

    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(inputs.makeLeaf(view.leaf))
    }
}

/// The view at `index` of `content`'s views (none past the end), for controls that
/// show one of their content's views (a menu picker's selected option, a segment).
struct _ContentElement<Content: View>: _PrimitiveView {
    let content: Content
    let index: Int

    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let nodes = inputs.resolve(view.content)
        if nodes.indices.contains(view.index) { list.nodes.append(nodes[view.index]) }
    }
}

extension View {
    /// Attaches an interaction whose hit area is the whole frame, not only where the
    /// content draws (a stepper half, a segment, a text field).
    func interaction(_ interaction: Interaction) -> ModifiedContent<Self, _InteractionModifier> {
        modifier(_InteractionModifier(interaction, shape: { Path($0) }))
    }
}

private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether controls draw without their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls within this view: a toggle is its switch alone,
    /// a stepper its two buttons, a date or colour picker its button or well, a menu
    /// picker in a list row its value. The label still names the control for
    /// accessibility, as in SwiftUI (a combined toggle reads it).
    public func labelsHidden() -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Bool>> {
        environment(\.labelsHidden, true)
    }
}

/// The row most iOS controls are: the label leading, a spacer (if any), the control
/// trailing; under `labelsHidden()`, the control alone, at its own size.
struct ControlRow<Label: View, Control: View>: _PrimitiveView {
    var spacing: CGFloat? = nil
    var spacer: Spacer? = Spacer()
    let label: Label
    let control: Control

    static func _makeViewList(view row: Self, inputs: _ViewInputs, list: inout _ViewList) {
        if inputs.environment.labelsHidden { return list.nodes += inputs.resolve(row.control) }
        list.nodes += inputs.resolve(HStack(spacing: row.spacing) {
            row.label
            if let spacer = row.spacer { spacer }
            row.control
        })
    }
}
