import Foundation

/// A colour gradient: colours at locations from 0 to 1.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops.map { Stop(color: $0.color, location: $0.location.isFinite ? $0.location : 0) }
            .sorted { $0.location < $1.location }
    }

    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = CGFloat(Swift.max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count == 1 ? 0 : CGFloat($0) / last) }
    }
}

/// A gradient along a line between two unit points of the filled region.
public struct LinearGradient: ShapeStyle, _PrimitiveView {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    nonisolated public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint {
        .linearGradient(gradient, start: bounds.point(at: startPoint), end: bounds.point(at: endPoint))
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(inputs.makeLeaf(FillLeaf(naming: .fixed("LinearGradient"), style: AnyShapeStyle(view), environment: inputs.environment)))
    }
}

/// A gradient of circles around a centre, from `startRadius` to `endRadius` points.
public struct RadialGradient: ShapeStyle, _PrimitiveView {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = Swift.max(sanitizedLength(startRadius), 0)
        self.endRadius = Swift.max(sanitizedLength(endRadius), 0)
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    nonisolated public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint {
        .radialGradient(gradient, center: bounds.point(at: center), startRadius: startRadius, endRadius: endRadius)
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(inputs.makeLeaf(FillLeaf(naming: .fixed("RadialGradient"), style: AnyShapeStyle(view), environment: inputs.environment)))
    }
}

/// A conic gradient sweeping clockwise around a centre. Equal start and end angles
/// sweep a full turn, as `AngularGradient(colors:center:)` does in SwiftUI.
public struct AngularGradient: ShapeStyle, _PrimitiveView {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi))
    }

    nonisolated public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint {
        let end = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
        return .angularGradient(gradient, center: bounds.point(at: center), startAngle: startAngle, endAngle: end)
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(inputs.makeLeaf(FillLeaf(naming: .fixed("AngularGradient"), style: AnyShapeStyle(view), environment: inputs.environment)))
    }
}

extension CGRect {
    /// The point at a unit position of the rectangle.
    func point(at unit: UnitPoint) -> CGPoint {
        CGPoint(x: minX + unit.x * width, y: minY + unit.y * height)
    }
}
