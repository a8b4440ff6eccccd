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

/// iOS 17's light-mode system colours that controls and lists draw with.
enum SystemColors {
    /// Placeholder text and disabled control labels (`tertiaryLabel`).
    static let tertiaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
    /// Tracks of sliders and progress bars (`systemFill`).
    static let fill = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2)
    /// The off track of a switch (`secondarySystemFill`).
    static let secondaryFill = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16)
    /// Steppers and segmented controls (`tertiarySystemFill`).
    static let tertiaryFill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
    /// Behind grouped lists and forms (`systemGroupedBackground`).
    static let groupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    /// Hairlines between rows and segments (`separator`).
    static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
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
