import Foundation

/// A view that shows the progress toward completion of a task.
///
/// Without a value (or with a nil value) it is iOS's circular activity indicator, 20 × 20
/// (37 at `.large` control size, as UIActivityIndicatorView). With a value it is a linear
/// bar 4 tall that fills the width it is offered (nil: 0 [UNVERIFIED]), tinted up to
/// `value / total`. A label goes above a bar and below a spinner, in secondary grey for
/// the spinner; a current-value label goes below the bar in secondary grey (the colour
/// and the 4-point spacing are estimates from screenshots of iOS 17's linear style).
///
/// `.progressViewStyle(_:)` picks `.linear`, `.circular` or a style of your own, which
/// gets the fraction completed and the labels in its `configuration`.
public struct ProgressView<Label: View, CurrentValueLabel: View>: _PrimitiveView {
    let fraction: Double?
    let label: Label?
    var currentValueLabel: CurrentValueLabel?

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel? = nil) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: view.fraction,
            label: view.label.map { ProgressViewStyleConfiguration.Label(content: $0) },
            currentValueLabel: view.currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: $0) })
        // A progress view inside the style's own body gets the default style.
        var inner = inputs
        inner.environment.progressViewStyle = nil
        switch inputs.environment.progressViewStyle {
        case .custom(let resolve)?: list.nodes += resolve(configuration, inner)
        case .circular?: list.nodes += inputs.resolve(_BuiltInProgressView(configuration: configuration, circular: true))
        case nil: list.nodes += inputs.resolve(_BuiltInProgressView(configuration: configuration, circular: view.fraction == nil))
        }
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

/// iOS's own progress views: the spinner and the bar, with their labels.
struct _BuiltInProgressView: _PrimitiveView {
    let configuration: ProgressViewStyleConfiguration
    let circular: Bool

    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let env = inputs.environment
        let opacity = env.isEnabled ? 1 : disabledControlOpacity
        let configuration = view.configuration
        guard let fraction = configuration.fractionCompleted, !view.circular else {
            let diameter: CGFloat = env.controlSize >= .large ? 37 : 20
            let spinner = _LeafView(leaf: SpinnerLeaf(diameter: diameter))
            guard let label = configuration.label else { return list.nodes += inputs.resolve(spinner) }
            return list.nodes += inputs.resolve(VStack(spacing: 8) {
                spinner
                label.foregroundStyle(Color.secondary)
            })
        }
        let bar = _LeafView(leaf: ProgressBarLeaf(fraction: fraction, tint: env.controlTint, opacity: opacity))
        guard configuration.label != nil || configuration.currentValueLabel != nil else { return list.nodes += inputs.resolve(bar) }
        list.nodes += inputs.resolve(VStack(alignment: .leading, spacing: 4) {
            configuration.label
            bar
            configuration.currentValueLabel.foregroundStyle(Color.secondary)
        })
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate (circular) progress view.
    public init() where Label == EmptyView {
        self.init(fraction: nil, label: nil)
    }

    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label())
    }

    /// A linear progress view showing `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        self.init(fraction: Self.fraction(value, total: total), label: nil)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total: total), label: label())
    }
}

extension ProgressView {
    /// A linear progress view with a label above the bar and the current value below it.
    ///
    /// ```swift
    /// ProgressView(value: downloaded, total: size) {
    ///     Text("Downloading")
    /// } currentValueLabel: {
    ///     Text("\(Int(downloaded)) of \(Int(size)) MB")
    /// }
    /// ```
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, total: total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// A progress view made from a style's configuration, for a style that draws the
    /// default look and adds to it.
    public init(_ configuration: ProgressViewStyleConfiguration)
    where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView, Label == Text {
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title))
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), label: Text(title))
    }
}

// MARK: - Styles

/// A type that applies standard interaction behavior to all progress views within a
/// view hierarchy.
///
/// ```swift
/// struct GaugeLikeStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         ZStack {
///             Circle().stroke(.quaternary, lineWidth: 6)
///             Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0)
///                 .stroke(.tint, lineWidth: 6)
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration

    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The properties of a progress view instance.
public struct ProgressViewStyleConfiguration {
    /// The view that describes the task.
    public struct Label: _PrimitiveView {
        let content: any View
        public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
            appendAny(view.content, inputs: inputs, list: &list)
        }
    }

    /// The view that describes the current value.
    public struct CurrentValueLabel: _PrimitiveView {
        let content: any View
        public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
            appendAny(view.content, inputs: inputs, list: &list)
        }
    }

    /// The completed fraction, 0...1, or nil when indeterminate.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

/// The default style: a bar with a value, a spinner without.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltInProgressView(configuration: configuration, circular: configuration.fractionCompleted == nil)
    }
}

/// A bar (an indeterminate one shows as the spinner, as on iOS).
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltInProgressView(configuration: configuration, circular: configuration.fractionCompleted == nil)
    }
}

/// The spinner, with or without a value, as on iOS.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltInProgressView(configuration: configuration, circular: true)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The progress view style in the environment: iOS's circular one, or a style's body.
enum _ProgressViewStyleChoice: @unchecked Sendable {
    case circular
    case custom(@MainActor (ProgressViewStyleConfiguration, _ViewInputs) -> [LayoutNode])
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue: _ProgressViewStyleChoice? = nil
}

extension EnvironmentValues {
    var progressViewStyle: _ProgressViewStyleChoice? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for progress views within this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let choice: _ProgressViewStyleChoice? = switch style {
        case is DefaultProgressViewStyle, is LinearProgressViewStyle: nil
        case is CircularProgressViewStyle: .circular
        default: .custom { configuration, inputs in inputs.resolve(style.makeBody(configuration: configuration)) }
        }
        return environment(\.progressViewStyle, choice)
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
