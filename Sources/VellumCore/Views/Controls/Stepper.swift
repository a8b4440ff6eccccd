import Foundation

/// A control that performs increment and decrement actions.
///
/// On iOS it is a row like Toggle's: the label leading, the stepper (94 × 32, as
/// UIStepper) trailing. Each half takes taps; a half that cannot act (the value at its
/// bound, or a missing action) draws grey and takes none.
public struct Stepper<Label: View>: _PrimitiveView {
    let increment: (@MainActor () -> Void)?
    let decrement: (@MainActor () -> Void)?
    let label: Label

    public init(onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        increment = onIncrement
        decrement = onDecrement
        self.label = label()
    }

    /// Steps `value` by `step`, clamped to `bounds`; at a bound that half is disabled.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        let current = value.wrappedValue
        if current < bounds.upperBound {
            increment = { value.wrappedValue = Swift.min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        } else {
            increment = nil
        }
        if current > bounds.lowerBound {
            decrement = { value.wrappedValue = Swift.max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
        } else {
            decrement = nil
        }
        self.label = label()
    }

    /// Steps `value` by `step`, unbounded.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        self.label = label()
    }

    /// UIStepper's size.
    static var controlSize: CGSize { CGSize(width: 94, height: 32) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let enabled = inputs.environment.isEnabled
        let control = HStack(spacing: 0) {
            StepperHalf(isPlus: false, action: enabled ? view.decrement : nil)
            StepperHalf(isPlus: true, action: enabled ? view.increment : nil)
        }
        .overlay { Rectangle().fill(SystemColors.separator).frame(width: 1, height: 18) }
        .background(SystemColors.tertiaryFill, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
        let row = ControlRow(label: view.label, control: control)
        if enabled { return list.nodes += inputs.resolve(row) }
        list.nodes += inputs.resolve(row.opacity(disabledControlOpacity))
    }
}

extension Stepper where Label == Text {
    public init(_ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(title) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(title) }
    }
}

/// One half of the stepper, 47 × 32, with a "−" or "+" drawn as 14-point bars, 2 thick
/// (estimated from the iOS 17 control).
struct StepperHalf: View {
    let isPlus: Bool
    let action: (@MainActor () -> Void)?

    var body: some View {
        let glyph = StepperGlyph(isPlus: isPlus)
            .fill(action == nil ? SystemColors.tertiaryLabel : Color.primary)
            .frame(width: 14, height: 14)
            .frame(width: Stepper<EmptyView>.controlSize.width / 2, height: Stepper<EmptyView>.controlSize.height)
        // A half with no action (disabled, or at its bound) takes the tap and says so.
        glyph.interaction(.tap(action ?? {})).disabled(action == nil)
    }
}

struct StepperGlyph: Shape {
    let isPlus: Bool

    func path(in rect: CGRect) -> Path {
        let bar: CGFloat = 2
        var path = Path(roundedRect: CGRect(x: rect.minX, y: rect.midY - bar / 2, width: rect.width, height: bar),
                        cornerRadius: bar / 2, style: .circular)
        if isPlus {
            path.addRoundedRect(in: CGRect(x: rect.midX - bar / 2, y: rect.minY, width: bar, height: rect.height),
                                cornerSize: CGSize(width: bar / 2, height: bar / 2), style: .circular)
        }
        return path
    }
}
