import Foundation

/// A control for selecting a value from a bounded linear range of values.
///
/// On iOS it fills the width it is offered (at least the thumb's 27 points; a nil width
/// answers 27 [UNVERIFIED]) and is 31 tall, as UISlider. The track is 4 tall, tinted up
/// to the thumb. The label is not shown on iOS, as in SwiftUI.
///
/// Vellum has no drag interaction yet, so a slider only draws its value.
public struct Slider<Label: View, ValueLabel: View>: _PrimitiveView {
    let fraction: Double

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint, Label == EmptyView, ValueLabel == EmptyView
    {
        fraction = Self.fraction(value.wrappedValue, in: bounds)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint, Label == EmptyView, ValueLabel == EmptyView
    {
        fraction = Self.fraction(value.wrappedValue, in: bounds)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint, ValueLabel == EmptyView
    {
        fraction = Self.fraction(value.wrappedValue, in: bounds)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint
    {
        fraction = Self.fraction(value.wrappedValue, in: bounds)
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
        list.nodes.append(inputs.makeLeaf(SliderLeaf(
            fraction: view.fraction, tint: env.controlTint,
            opacity: env.isEnabled ? 1 : disabledControlOpacity)))
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
