import Foundation

/// A control for selecting a value from a bounded linear range of values.
///
/// On iOS it fills the width it is offered (at least the thumb's 27 points; a nil width
/// answers 27 [UNVERIFIED]) and is 31 tall, as UISlider. The track is 4 tall, tinted up
/// to the thumb. The label is not shown on iOS, as in SwiftUI.
///
/// A drag moves the thumb's centre to the finger from touch-down (`ViewHost.drag`):
/// the value follows the finger's position along the track, clamped to the bounds and
/// rounded to the step, and `onEditingChanged` gets true at touch-down and false when
/// the finger lifts. (UISlider moves only when the touch starts on the thumb, keeping
/// the thumb's offset from the finger; Vellum lets a test start anywhere on the track.)
public struct Slider<Label: View, ValueLabel: View>: _PrimitiveView {
    let fraction: Double
    /// Sets the value for a fraction of the track (0...1).
    let setFraction: @MainActor (Double) -> Void
    let onEditingChanged: (Bool) -> Void

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint, Label == EmptyView, ValueLabel == EmptyView
    {
        self.init(value: value, in: bounds, step: nil, onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint, Label == EmptyView, ValueLabel == EmptyView
    {
        self.init(value: value, in: bounds, step: step as V.Stride?, onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint, ValueLabel == EmptyView
    {
        self.init(value: value, in: bounds, step: nil, onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint
    {
        self.init(value: value, in: bounds, step: nil, onEditingChanged: onEditingChanged)
    }

    private init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?,
                                         onEditingChanged: @escaping (Bool) -> Void)
        where V.Stride: BinaryFloatingPoint
    {
        fraction = Self.fraction(value.wrappedValue, in: bounds)
        setFraction = { value.wrappedValue = Self.value(at: $0, in: bounds, step: step) }
        self.onEditingChanged = onEditingChanged
    }

    /// The value at `fraction` of the track: in `bounds`, and a whole number of steps
    /// from the lower bound when there is a positive step (so with 0...100 in steps of
    /// 30 the largest value is 90; Apple documents no rule for a range that is not
    /// whole steps).
    static func value<V: BinaryFloatingPoint>(at fraction: Double, in bounds: ClosedRange<V>, step: V.Stride?) -> V
        where V.Stride: BinaryFloatingPoint
    {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0, fraction.isFinite else { return bounds.lowerBound }
        var offset = Swift.min(Swift.max(fraction, 0), 1) * span
        if let step, Double(step) > 0, Double(step).isFinite {
            offset = Swift.min((offset / Double(step)).rounded() * Double(step), span)
        }
        return bounds.lowerBound + V(offset)
    }

    /// Where `value` lies in `bounds`, clamped to 0...1; an empty range or NaN is 0.
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let f = Double(value - bounds.lowerBound) / span
        guard span > 0, f.isFinite else { return 0 }
        return Swift.min(Swift.max(f, 0), 1)
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let env = inputs.environment
        let node = inputs.makeLeaf(SliderLeaf(
            fraction: view.fraction, tint: env.controlTint,
            opacity: env.isEnabled ? 1 : disabledControlOpacity))
        let setFraction = view.setFraction
        let onEditingChanged = view.onEditingChanged
        let drag = SliderDragGesture(setFraction: setFraction, onEditingChanged: onEditingChanged)
        node.interaction = _InteractionModifier(.gesture(AttachedGesture(drag)), isEnabled: env.isEnabled)
        list.nodes.append(node)
    }
}

/// A slider's drag: the thumb's centre follows the finger, within the track's ends
/// (half a thumb in from each side); editing begins at touch-down.
private struct SliderDragGesture: _PrimitiveGesture {
    typealias Value = DragGesture.Value
    let setFraction: @MainActor (Double) -> Void
    let onEditingChanged: (Bool) -> Void

    func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        let width = context.frame.width
        var isEditing = false
        return DragGesture(minimumDistance: 0)
            .onChanged { [setFraction, onEditingChanged] value in
                if !isEditing {
                    isEditing = true
                    onEditingChanged(true)
                }
                setFraction(SliderLeaf.fraction(atX: value.location.x, width: width))
            }
            .onEnded { [onEditingChanged] _ in onEditingChanged(false) }
            ._makeRecognizer(context)
    }
}

struct SliderLeaf: LeafLayout {
    static let thumbDiameter: CGFloat = 27
    static let height: CGFloat = 31
    static let trackHeight: CGFloat = 4

    let fraction: Double
    let tint: Color
    let opacity: Double

    var label: String { "Slider(\(formatLength(fraction)))" }

    /// The fraction of the track whose thumb centre is at `x` (from the slider's leading
    /// edge) on a slider `width` wide.
    static func fraction(atX x: CGFloat, width: CGFloat) -> Double {
        let travel = width - thumbDiameter
        guard travel > 0 else { return 0 }
        return Swift.min(Swift.max((x - thumbDiameter / 2) / travel, 0), 1)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: Swift.max(proposal.width ?? 0, Self.thumbDiameter), height: Self.height)
    }

    func draw(in frame: CGRect, proposal: ProposedViewSize, into list: inout DisplayListBuilder) {
        let radius = Self.thumbDiameter / 2
        let centerX = frame.minX + radius + (frame.width - Self.thumbDiameter) * fraction
        let track = CGRect(x: frame.minX, y: frame.midY - Self.trackHeight / 2, width: frame.width, height: Self.trackHeight)
        let corner = CGSize(width: Self.trackHeight / 2, height: Self.trackHeight / 2)
        var filled = track
        filled.size.width = centerX - track.minX
        list.group(.opacity(opacity)) { list in
            list.append(.fill(Path(roundedRect: track, cornerSize: corner, style: .circular), .color(SystemColors.fill), FillStyle()))
            list.append(.fill(Path(roundedRect: filled, cornerSize: corner, style: .circular), .color(tint), FillStyle()))
            let thumb = Path(ellipseIn: CGRect(x: centerX - radius, y: frame.midY - radius,
                                               width: Self.thumbDiameter, height: Self.thumbDiameter))
            list.group(.shadow(color: SystemColors.knobShadow, radius: 3, offset: CGSize(width: 0, height: 2))) {
                $0.append(.fill(thumb, .color(.white), FillStyle()))
            }
        }
    }
}
