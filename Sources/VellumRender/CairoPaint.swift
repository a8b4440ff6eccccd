import CCairo
import Foundation
import VellumCore

extension DisplayList.Paint {
    /// A new Cairo pattern for the paint, or nil when its geometry is not finite.
    ///
    /// `extents` gives the user-space bounds of what is drawn; only an angular gradient
    /// needs them, since Cairo has no conic pattern and one is built to cover them.
    func cairoPattern(covering extents: () -> CGRect) -> OpaquePointer? {
        switch self {
        case .color(let color):
            return cairo_pattern_create_rgba(color.red.unit, color.green.unit, color.blue.unit, color.alpha.unit)
        case let .linearGradient(gradient, start, end):
            guard start.isFinite, end.isFinite else { return nil }
            return Self.padded(cairo_pattern_create_linear(start.x, start.y, end.x, end.y), gradient)
        case let .radialGradient(gradient, center, startRadius, endRadius):
            guard center.isFinite, startRadius.isFinite, endRadius.isFinite else { return nil }
            return Self.padded(cairo_pattern_create_radial(center.x, center.y, Swift.max(startRadius, 0),
                                                           center.x, center.y, Swift.max(endRadius, 0)), gradient)
        case let .angularGradient(gradient, center, startAngle, endAngle):
            guard center.isFinite, startAngle.radians.isFinite, endAngle.radians.isFinite else { return nil }
            return ConicGradient(gradient: gradient, center: center, start: startAngle.radians, end: endAngle.radians)
                .meshPattern(covering: extents())
        }
    }

    /// Adds the gradient's stops; beyond its ends a gradient keeps its end colours.
    private static func padded(_ pattern: OpaquePointer?, _ gradient: Gradient) -> OpaquePointer? {
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location).unit, c.red.unit, c.green.unit, c.blue.unit, c.alpha.unit)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }
}

/// An angular (conic) gradient drawn as a Cairo mesh, since Cairo 1.16 has no conic
/// pattern.
///
/// 1. The sweep is cut into wedges of at most 1°, with a cut at every stop so hard
///    stops stay hard.
/// 2. Each wedge is a three-sided mesh patch from the centre out past the area drawn;
///    its two radial sides take the gradient's colours at their angles, and Cairo
///    interpolates between them across the wedge.
/// 3. When the sweep is less than a full turn, the rest of the circle is split at its
///    middle: the half after the end takes the last colour, the half before the start
///    the first, so each side of the gap keeps its nearer colour.
///
/// Angles are clockwise on screen from the positive x axis, as in `Angle`.
struct ConicGradient {
    let gradient: Gradient
    let center: CGPoint
    let start: Double
    let end: Double

    private static let wedge = Double.pi / 180

    func meshPattern(covering extents: CGRect) -> OpaquePointer? {
        guard !extents.isEmpty, extents.width.isFinite, extents.height.isFinite else { return nil }
        let corners = [CGPoint(x: extents.minX, y: extents.minY), CGPoint(x: extents.maxX, y: extents.minY),
                       CGPoint(x: extents.minX, y: extents.maxY), CGPoint(x: extents.maxX, y: extents.maxY)]
        let reach = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max()!
        // Each wedge's outer side is a chord, which dips inside the circle by under 0.01%.
        let radius = reach * 1.01 + 1

        let sweep = Swift.min(Swift.max(end - start, -2 * .pi), 2 * .pi)
        let pattern = cairo_pattern_create_mesh()!
        let stops = gradient.stops.map { Double($0.location).unit }
        let steps = Swift.max(1, Int((abs(sweep) / Self.wedge).rounded(.up)))
        let cuts = Set((0...steps).map { Double($0) / Double(steps) } + stops).sorted()
        for (t0, t1) in zip(cuts, cuts.dropFirst()) {
            let (c0, c1) = colors(from: t0, to: t1)
            addWedges(to: pattern, from: start + t0 * sweep, to: start + t1 * sweep, radius: radius, colors: c0, c1)
        }
        let gap = 2 * .pi - abs(sweep)
        if gap > 0, let first = gradient.stops.first?.color, let last = gradient.stops.last?.color {
            let direction: Double = sweep < 0 ? -1 : 1
            let endAngle = start + sweep
            addWedges(to: pattern, from: endAngle, to: endAngle + direction * gap / 2, radius: radius, colors: last, last)
            addWedges(to: pattern, from: start - direction * gap / 2, to: start, radius: radius, colors: first, first)
        }
        return pattern
    }

    /// Patches from angle `a0` to `a1`, at most 1° each, colours interpolated linearly.
    private func addWedges(to pattern: OpaquePointer, from a0: Double, to a1: Double, radius: Double,
                           colors c0: Color, _ c1: Color) {
        let count = Swift.max(1, Int((abs(a1 - a0) / Self.wedge).rounded(.up)))
        for i in 0..<count {
            let (f0, f1) = (Double(i) / Double(count), Double(i + 1) / Double(count))
            let (b0, b1) = (a0 + (a1 - a0) * f0, a0 + (a1 - a0) * f1)
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, center.x, center.y)
            cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(b0), center.y + radius * sin(b0))
            cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(b1), center.y + radius * sin(b1))
            // Corners 0 and 3 are both the centre; the colour varies only with the angle.
            let (e0, e1) = (mix(c0, c1, f0), mix(c0, c1, f1))
            for (corner, color) in [e0, e0, e1, e1].enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), color.red.unit, color.green.unit,
                                                         color.blue.unit, color.alpha.unit)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
    }

    /// The colours at `t0` and `t1`, two cuts with no stop strictly between them.
    private func colors(from t0: Double, to t1: Double) -> (Color, Color) {
        let stops = gradient.stops
        guard let first = stops.first, let last = stops.last else { return (.clear, .clear) }
        // The stop interval holding the middle decides: at a hard stop, the two sides
        // of the cut take different colours.
        let middle = (t0 + t1) / 2
        guard middle > Double(first.location) else { return (first.color, first.color) }
        guard let upper = stops.firstIndex(where: { Double($0.location) >= middle }) else { return (last.color, last.color) }
        let (a, b) = (stops[upper - 1], stops[upper])
        let span = Double(b.location - a.location)
        func at(_ t: Double) -> Color { mix(a.color, b.color, span > 0 ? (t - Double(a.location)) / span : 1) }
        return (at(t0), at(t1))
    }
}

/// `a` and `b` mixed component by component: `f` = 0 is `a`, 1 is `b`.
private func mix(_ a: Color, _ b: Color, _ f: Double) -> Color {
    Color(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
          blue: a.blue + (b.blue - a.blue) * f, opacity: a.alpha + (b.alpha - a.alpha) * f)
}
