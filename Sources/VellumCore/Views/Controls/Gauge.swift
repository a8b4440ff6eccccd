import Foundation

/// A view that shows a value within a range.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery))%")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// }
/// .gaugeStyle(.accessoryCircularCapacity)
/// ```
///
/// The default style on iOS is `.linearCapacity`; `.accessoryLinear`,
/// `.accessoryLinearCapacity`, `.accessoryCircular` and `.accessoryCircularCapacity` are
/// the others, and a `GaugeStyle` of your own gets the value (0...1) and the labels.
/// A value outside the range is clamped to it; a range of zero width shows empty.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    @Environment(\.gaugeStyle) private var style

    public var body: some View {
        style.makeBody(GaugeStyleConfiguration(
            value: fraction,
            label: .init(content: label),
            currentValueLabel: currentValueLabel.map { .init(content: $0) },
            minimumValueLabel: minimumValueLabel.map { .init(content: $0) },
            maximumValueLabel: maximumValueLabel.map { .init(content: $0) }))
    }

    /// `value` as a fraction of `bounds`, clamped to 0...1.
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let width = Double(bounds.upperBound - bounds.lowerBound)
        guard width > 0, width.isFinite, Double(value).isFinite else {
            if !(width > 0) { Diagnostics.warnOnce("Gauge: the range \(bounds) is empty; showing no value.") }
            return 0
        }
        return Swift.min(Swift.max(Double(value - bounds.lowerBound) / width, 0), 1)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        fraction = Self.fraction(value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(value, in: bounds)
        self.label = label()
        currentValueLabel = nil
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = Self.fraction(value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

// MARK: - Styles

/// Defines the implementation of all gauge instances within a view hierarchy.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration

    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The properties of a gauge instance.
public struct GaugeStyleConfiguration {
    /// A view of one of the gauge's labels.
    public struct Label: _PrimitiveView {
        let content: any View
        public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
            appendAny(view.content, inputs: inputs, list: &list)
        }
    }

    public typealias CurrentValueLabel = Label
    public typealias MinimumValueLabel = Label
    public typealias MaximumValueLabel = Label

    /// The value, 0...1 of the gauge's range.
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
}

/// Figures of iOS 17's gauges. Apple publishes none: these are estimates measured on
/// screenshots of the iOS 17 simulator at 3×.
enum GaugeMetrics {
    /// The capacity bar of `.linearCapacity`: its height (a capsule).
    static let barHeight: CGFloat = 6
    /// The track of `.accessoryLinear` and `.accessoryLinearCapacity`.
    static let accessoryBarHeight: CGFloat = 5
    /// The diameter of the accessory circular gauges and the width of their ring.
    static let circularDiameter: CGFloat = 58
    static let ringWidth: CGFloat = 6
    /// Space between the label rows and the bar.
    static let spacing: CGFloat = 4
}

/// A bar filled with the tint up to the value, the label above, the minimum and maximum
/// labels beside the bar and the current value under it (secondary, `.caption`).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: GaugeMetrics.spacing) {
            configuration.label
            HStack(spacing: 8) {
                configuration.minimumValueLabel.font(.caption).foregroundStyle(.secondary)
                _GaugeBar(fraction: configuration.value, height: GaugeMetrics.barHeight, marker: false)
                configuration.maximumValueLabel.font(.caption).foregroundStyle(.secondary)
            }
            configuration.currentValueLabel.font(.caption).foregroundStyle(.secondary)
        }
    }
}

/// The default style: `.linearCapacity`, as on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

/// A thin track with a marker at the value, for widgets and complications.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: GaugeMetrics.spacing) {
            configuration.currentValueLabel.font(.caption)
            HStack(spacing: 6) {
                configuration.minimumValueLabel.font(.caption2)
                _GaugeBar(fraction: configuration.value, height: GaugeMetrics.accessoryBarHeight, marker: true)
                configuration.maximumValueLabel.font(.caption2)
            }
        }
    }
}

/// A thin track filled to the value, for widgets and complications.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: GaugeMetrics.spacing) {
            configuration.label.font(.caption)
            _GaugeBar(fraction: configuration.value, height: GaugeMetrics.accessoryBarHeight, marker: false)
            configuration.currentValueLabel.font(.caption2)
        }
    }
}

/// An open ring (a 270° arc, open at the bottom) with a marker at the value, the current
/// value in the middle and the bounds labels in the opening.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            _GaugeRing(fraction: configuration.value, open: true)
            configuration.currentValueLabel.font(.system(size: 17, weight: .medium))
            HStack {
                configuration.minimumValueLabel
                Spacer(minLength: 0)
                configuration.maximumValueLabel
            }
            .font(.system(size: 10))
            .padding(.horizontal, 6)
            .frame(maxHeight: .infinity, alignment: .bottom)
        }
        .frame(width: GaugeMetrics.circularDiameter, height: GaugeMetrics.circularDiameter)
    }
}

/// A closed ring filled with the tint up to the value, the current value in the middle.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            _GaugeRing(fraction: configuration.value, open: false)
            configuration.currentValueLabel.font(.system(size: 17, weight: .medium))
        }
        .frame(width: GaugeMetrics.circularDiameter, height: GaugeMetrics.circularDiameter)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

/// A capsule track in `systemFill` that fills the offered width, tinted up to the value,
/// or with a ringed marker at the value.
struct _GaugeBar: View {
    let fraction: Double
    let height: CGFloat
    let marker: Bool

    var body: some View {
        Capsule()
            .fill(SystemColors.fill)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    let width = proxy.size.width
                    if marker {
                        Circle()
                            .strokeBorder(SystemColors.background, lineWidth: 1.5)
                            .background(Circle().fill(.tint))
                            .frame(width: height + 3, height: height + 3)
                            .position(x: Swift.min(Swift.max(width * fraction, height / 2), width - height / 2), y: height / 2)
                    } else {
                        Capsule().fill(.tint).frame(width: width * fraction)
                    }
                }
            }
            .frame(height: height)
    }
}

/// The ring of the circular gauges: a track in `systemFill` and, open, a marker at the
/// value; closed, the tint up to the value from the top, clockwise.
struct _GaugeRing: View {
    let fraction: Double
    let open: Bool

    /// The open ring's sweep and where it starts (clockwise from 3 o'clock).
    static let openSweep = 0.75
    static let openStart = Angle.degrees(135)

    var body: some View {
        let width = GaugeMetrics.ringWidth
        if open {
            ZStack {
                Circle().trim(from: 0, to: Self.openSweep)
                    .stroke(SystemColors.fill, style: StrokeStyle(lineWidth: width, lineCap: .round))
                    .rotationEffect(Self.openStart)
                // The marker: a ringed dot at the value's place on the arc.
                GeometryReader { proxy in
                    let radius = (Swift.min(proxy.size.width, proxy.size.height) - width) / 2
                    let angle = Self.openStart + .degrees(360 * Self.openSweep * fraction)
                    Circle()
                        .fill(.tint)
                        .overlay(Circle().strokeBorder(SystemColors.background, lineWidth: 1.5))
                        .frame(width: width + 2, height: width + 2)
                        .position(x: proxy.size.width / 2 + radius * CGFloat(cos(angle.radians)),
                                  y: proxy.size.height / 2 + radius * CGFloat(sin(angle.radians)))
                }
            }
            .padding(width / 2)
        } else {
            ZStack {
                Circle().stroke(SystemColors.fill, lineWidth: width)
                Circle().trim(from: 0, to: fraction)
                    .stroke(.tint, style: StrokeStyle(lineWidth: width, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            }
            .padding(width / 2)
        }
    }
}

typealias AnyGaugeStyle = AnyStyle<@MainActor (GaugeStyleConfiguration) -> AnyView>

extension AnyGaugeStyle {
    @MainActor
    init<S: GaugeStyle>(_ style: S) {
        self.init(style) { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: AnyGaugeStyle { MainActor.assumeIsolated { AnyGaugeStyle(DefaultGaugeStyle()) } }
}

extension EnvironmentValues {
    var gaugeStyle: AnyGaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for gauges within this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, AnyGaugeStyle(style))
    }
}
