import Foundation

/// A view that shows the progress toward completion of a task.
///
/// Without a value (or with a nil value) it is iOS's circular activity indicator, 20 × 20
/// (37 at `.large` control size, as UIActivityIndicatorView). With a value it is a linear
/// bar 4 tall that fills the width it is offered (nil: 0 [UNVERIFIED]), tinted up to
/// `value / total`. A label goes above a bar and below a spinner, in secondary grey for
/// the spinner.
public struct ProgressView<Label: View, CurrentValueLabel: View>: _PrimitiveView {
    let fraction: Double?
    let label: Label?

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let env = inputs.environment
        let opacity = env.isEnabled ? 1 : disabledControlOpacity
        guard let fraction = view.fraction else {
            let diameter: CGFloat = env.controlSize >= .large ? 37 : 20
            let spinner = _LeafView(leaf: SpinnerLeaf(diameter: diameter))
            guard let label = view.label else { return list.nodes += inputs.resolve(spinner) }
            return list.nodes += inputs.resolve(VStack(spacing: 8) {
                spinner
                label.foregroundStyle(Color.secondary)
            })
        }
        let bar = _LeafView(leaf: ProgressBarLeaf(fraction: fraction, tint: env.controlTint, opacity: opacity))
        guard let label = view.label else { return list.nodes += inputs.resolve(bar) }
        list.nodes += inputs.resolve(VStack(alignment: .leading, spacing: 4) {
            label
            bar
        })
    }

    /// `value / total` clamped to 0...1, or nil (indeterminate) for a nil value; a total
    /// that is not positive and finite warns and shows an empty bar.
    @MainActor static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0, total.isFinite else {
            Diagnostics.warn("ProgressView total \(total) is not a positive, finite number; showing no progress.")
            return 0
        }
        let f = Double(value / total)
        return f.isNaN ? 0 : Swift.min(Swift.max(f, 0), 1)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate (circular) progress view.
    public init() where Label == EmptyView {
        fraction = nil
        label = nil
    }

    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
    }

    /// A linear progress view showing `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        fraction = Self.fraction(value, total: total)
        label = nil
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(value, total: total)
        self.label = label()
    }
}

extension ProgressView where CurrentValueLabel == EmptyView, Label == Text {
    public init(_ titleKey: LocalizedStringKey) {
        fraction = nil
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        fraction = nil
        label = Text(title)
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total: total)
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total: total)
        label = Text(title)
    }
}

extension ControlSize: Comparable {
    public static func < (a: ControlSize, b: ControlSize) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

struct ProgressBarLeaf: LeafLayout {
    static let height: CGFloat = 4
    let fraction: Double
    let tint: Color
    let opacity: Double

    var label: String { "ProgressView(\(formatLength(fraction)))" }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: Swift.max(proposal.width ?? 0, 0), height: Self.height)
    }

    func draw(in frame: CGRect, proposal: ProposedViewSize, into list: inout DisplayListBuilder) {
        let corner = CGSize(width: Self.height / 2, height: Self.height / 2)
        var done = frame
        done.size.width = frame.width * fraction
        list.group(.opacity(opacity)) { list in
            list.append(.fill(Path(roundedRect: frame, cornerSize: corner, style: .circular), .color(SystemColors.fill), FillStyle()))
            if done.width > 0 {
                list.append(.fill(Path(roundedRect: done, cornerSize: corner, style: .circular), .color(tint), FillStyle()))
            }
        }
    }
}

/// The activity indicator at rest: eight spokes fading round the circle, in grey.
struct SpinnerLeaf: LeafLayout {
    let diameter: CGFloat

    var label: String { "ProgressView()" }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: diameter, height: diameter) }

    func draw(in frame: CGRect, proposal: ProposedViewSize, into list: inout DisplayListBuilder) {
        let center = CGPoint(x: frame.midX, y: frame.midY)
        let outer = diameter / 2, inner = diameter * 0.22, width = diameter * 0.09
        for spoke in 0..<8 {
            let angle = Double(spoke) * .pi / 4 - .pi / 2
            let (c, s) = (CGFloat(cos(angle)), CGFloat(sin(angle)))
            var path = Path()
            path.move(to: CGPoint(x: center.x + c * inner, y: center.y + s * inner))
            path.addLine(to: CGPoint(x: center.x + c * (outer - width / 2), y: center.y + s * (outer - width / 2)))
            let alpha = 0.25 + 0.75 * Double(spoke) / 7
            list.append(.stroke(path, .color(Color(red: 0.56, green: 0.56, blue: 0.58, opacity: alpha)),
                                StrokeStyle(lineWidth: width, lineCap: .round)))
        }
    }
}
