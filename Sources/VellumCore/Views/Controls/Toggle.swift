import Foundation

/// A control that toggles between on and off states.
///
/// On iOS it is a row: the label leading, an iOS switch (51 × 31) trailing, and a Spacer
/// between, so the toggle fills the width it is offered and is as tall as the taller of
/// the label and the switch. Only the switch takes taps; a tap flips `isOn`. In a
/// `Menu` it is a row with a checkmark while on.
public struct Toggle<Label: View>: _PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The switch's size on iOS.
    static var switchSize: CGSize { CGSize(width: 51, height: 31) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let env = inputs.environment
        // In an open menu, a row checked when on; a tap flips it and closes the menu.
        if let menu = env.menuPanel {
            return list.nodes += inputs.resolve(MenuRow(isEnabled: env.isEnabled, isChecked: view.isOn.wrappedValue) { view.label }
                .onTapGesture {
                    view.isOn.wrappedValue.toggle()
                    menu.close()
                })
        }
        if let style = env.toggleStyle {
            let configuration = ToggleStyleConfiguration(label: .init(content: view.label), isOn: view.isOn)
            // A toggle inside the style's own body is a switch, not this style again.
            var inner = inputs
            inner.environment.toggleStyle = nil
            return list.nodes += style.makeBody(configuration, inner)
        }
        let control = SwitchView(isOn: view.isOn.wrappedValue, onColor: env.tint ?? SystemColors.switchOn)
        // One accessibility element, as in SwiftUI: the label, the switch's trait and state.
        let row = ControlRow(label: view.label, control: control.interaction(.toggle(view.isOn)))
            .accessibilityElement(children: .combine)
        if env.isEnabled { return list.nodes += inputs.resolve(row) }
        list.nodes += inputs.resolve(row.opacity(disabledControlOpacity))
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// The iOS switch: a capsule track (green, or the tint, when on; `secondarySystemFill`
/// when off) and a white 27-point knob inset by 2, with a soft shadow (estimated).
struct SwitchView: View {
    let isOn: Bool
    let onColor: Color

    var body: some View {
        Capsule()
            .fill(isOn ? onColor : SystemColors.secondaryFill)
            .overlay(alignment: isOn ? .trailing : .leading) {
                Circle().fill(Color.white)
                    .shadow(color: SystemColors.knobShadow, radius: 2, y: 2)
                    .frame(width: 27, height: 27)
                    .padding(2)
            }
            .frame(width: Toggle<EmptyView>.switchSize.width, height: Toggle<EmptyView>.switchSize.height)
    }
}
