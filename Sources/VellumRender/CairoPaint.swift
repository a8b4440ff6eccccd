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
            // Cairo's gradients hold coordinates in 16.16 fixed point: a gradient
            // longer than that is cut to the part the area drawn sees.
            let reach = Swift.max(abs(start.x), abs(start.y), abs(end.x), abs(end.y))
            guard reach > Self.gradientLimit, let (from, to, cut) = Self.cut(gradient, start, end, to: extents()) else {
                return Self.padded(cairo_pattern_create_linear(start.x, start.y, end.x, end.y), gradient)
            }
            return Self.padded(cairo_pattern_create_linear(from.x, from.y, to.x, to.y), cut)
        case let .radialGradient(gradient, center, startRadius, endRadius):
            guard center.isFinite, startRadius.isFinite, endRadius.isFinite else { return nil }
            return Self.padded(cairo_pattern_create_radial(center.x, center.y, Swift.max(startRadius, 0),
                                                           center.x, center.y, Swift.max(endRadius, 0)), gradient)
        case let .angularGradient(gradient, center, startAngle, endAngle):
            guard center.isFinite, startAngle.radians.isFinite, endAngle.radians.isFinite else { return nil }
            return ConicGradient(gradient: gradient, center: center, start: startAngle.radians, end: endAngle.radians)
                .meshPattern(covering: extents())
        case .material(_, _, let tint):
            // The backdrop is added by the painter where it can read one.
            return DisplayList.Paint.color(tint).cairoPattern(covering: extents)
        }
    }

    /// Gradient geometry within this many units of the origin is handed to Cairo as it is.
    static let gradientLimit = 16_384.0

    /// The part of the linear gradient from `start` to `end` that `extents` sees: new
    /// end points at the area's first and last positions along the gradient, and the
    /// colours between them. Nil when the gradient has no length or no stops.
    private static func cut(_ gradient: Gradient, _ start: CGPoint, _ end: CGPoint, to extents: CGRect)
        -> (CGPoint, CGPoint, Gradient)?
    {
        let (vx, vy) = (end.x - start.x, end.y - start.y)
        let length2 = vx * vx + vy * vy
        guard length2 > 0, length2.isFinite, !extents.isEmpty, !gradient.stops.isEmpty else { return nil }
        let corners = [(extents.minX, extents.minY), (extents.maxX, extents.minY), (extents.minX, extents.maxY), (extents.maxX, extents.maxY)]
        let ts = corners.map { ((Double($0.0) - start.x) * vx + (Double($0.1) - start.y) * vy) / length2 }
        let (t0, t1) = (ts.min()!, ts.max()!)
        guard t1 > t0 else { return nil }
        func color(at t: Double) -> Color { gradient.color(at: t) }
        let inside = gradient.stops.filter { Double($0.location) > t0 && Double($0.location) < t1 }
            .map { Gradient.Stop(color: $0.color, location: ($0.location - t0) / (t1 - t0)) }
        let cut = Gradient(stops: [Gradient.Stop(color: color(at: t0), location: 0)] + inside
                                  + [Gradient.Stop(color: color(at: t1), location: 1)])
        return (CGPoint(x: start.x + vx * t0, y: start.y + vy * t0), CGPoint(x: start.x + vx * t1, y: start.y + vy * t1), cut)
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
/// pattern: PDF's vector shading. Every other target draws it per pixel
/// (`ConicGradientFill.swift`), which costs less than rasterizing the mesh.
///
/// 1. The sweep is cut into wedges of at most 1°, with a cut at every stop so hard
///    stops stay hard.
/// 2. Each wedge is a three-sided mesh patch from the centre out past the area drawn;
///    its two radial sides take the gradient's colours at their angles, and Cairo
///    interpolates between them across the wedge.
/// 3. When the sweep is less than a full turn, the rest of the circle is split at its
///    middle: the half after the end takes the last colour, the half before the start
///    the first, so each side of the gap keeps its nearer colour. A sweep of more than
///    a turn draws its last complete turn (`Sweep`).
/// 4. When the centre lies outside the area drawn, only the angles that see the area
///    are drawn, each wedge a four-sided patch between the nearest and farthest radii
///    of the area, in wedges no wider than the area. So a centre a trillion points
///    away costs a few patches of the area's size, not patches Cairo cannot rasterize.
///
/// Angles are clockwise on screen from the positive x axis, as in `Angle`.
struct ConicGradient {
    let gradient: Gradient
    let center: CGPoint
    let start: Double
    let end: Double

    private static let wedge = Double.pi / 180

    /// The part of the circle the colours cover, worked out once per fill. Past a full
    /// turn only the last complete turn is drawn: Apple's `AngularGradient`
    /// documentation, "If endAngle - startAngle > 2π, the gradient only draws the last
    /// complete turn"; short of a turn, the rest of the circle is the gap.
    struct Sweep {
        /// Where the drawn colours begin: the start angle, or a turn before the end.
        let first: Double
        /// 1 clockwise, −1 counterclockwise.
        let direction: Double
        /// The gradient's location at `first`: 0, or where its last complete turn begins.
        let lower: Double
        /// The angle the colours span from `first`: at most a turn.
        let length: Double

        /// Where the colour at `angle` (radians, clockwise from the x axis) lies along
        /// the gradient, 0 its start and 1 its end. In the gap, the nearer end's: the
        /// end's for the first half of the gap, the start's for the second (the mesh's
        /// step 3).
        func location(at angle: Double) -> Double {
            // Plain comparisons: this runs once a pixel.
            let turn = 2 * Double.pi
            var past = (angle - first) * direction
            if past < 0 || past >= turn { past -= (past / turn).rounded(.down) * turn }
            if length > 0, past <= length { return lower + (1 - lower) * past / length }
            return past - length < (turn - length) / 2 ? 1 : 0
        }
    }

    var sweep: Sweep {
        let (span, turn) = (end - start, 2 * Double.pi)
        let direction: Double = span < 0 ? -1 : 1
        guard abs(span) > turn else { return Sweep(first: start, direction: direction, lower: 0, length: abs(span)) }
        return Sweep(first: end - direction * turn, direction: direction, lower: 1 - turn / abs(span), length: turn)
    }

    /// What the patches cover: radii from `inner` to `outer`, angles within `span`
    /// (all when nil), in wedges of at most `wedge`.
    private struct Cover {
        var inner = 0.0
        var outer: Double
        var span: ClosedRange<Double>?
        var wedge = ConicGradient.wedge
    }

    func meshPattern(covering extents: CGRect) -> OpaquePointer? {
        guard !extents.isEmpty, extents.width.isFinite, extents.height.isFinite else { return nil }
        let corners = [CGPoint(x: extents.minX, y: extents.minY), CGPoint(x: extents.maxX, y: extents.minY),
                       CGPoint(x: extents.minX, y: extents.maxY), CGPoint(x: extents.maxX, y: extents.maxY)]
        let reach = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max()!
        // Each wedge's outer side is a chord, which dips inside the circle by under 0.01%.
        var cover = Cover(outer: reach * 1.01 + 1)
        let nearest = CGPoint(x: Swift.min(Swift.max(center.x, extents.minX), extents.maxX),
                              y: Swift.min(Swift.max(center.y, extents.minY), extents.maxY))
        // Margins in the area's own size: a chord of a wedge no wider than the area dips
        // inside its circle by under an eighth of the area's size over the radius.
        let margin = hypot(extents.width, extents.height) / 64 + 1
        let inner = hypot(nearest.x - center.x, nearest.y - center.y) - margin
        if inner > 0 {
            let angles = corners.map { atan2($0.y - center.y, $0.x - center.x) }
            let turns = angles.map { remainder($0 - angles[0], 2 * .pi) }
            cover = Cover(inner: inner, outer: reach + margin)
            cover.wedge = Swift.min(Self.wedge, hypot(extents.width, extents.height) / cover.outer)
            let pad = cover.wedge / 4
            cover.span = angles[0] + turns.min()! - pad...angles[0] + turns.max()! + pad
        }

        let sweep = self.sweep
        let (start, signed) = (sweep.first.truncatingRemainder(dividingBy: 2 * .pi), sweep.direction * sweep.length)
        let pattern = cairo_pattern_create_mesh()!
        // Cuts in the drawn part's own terms (0 at `first`, 1 a sweep on), with the
        // stops that fall in it.
        let scale = 1 - sweep.lower
        let stops = gradient.stops.map { (Double($0.location).unit - sweep.lower) / scale }.filter { $0 > 0 && $0 < 1 }
        let steps = Swift.max(1, Int((sweep.length / Self.wedge).rounded(.up)))
        let cuts = Set((0...steps).map { Double($0) / Double(steps) } + stops).sorted()
        for (u0, u1) in zip(cuts, cuts.dropFirst()) {
            let (c0, c1) = colors(from: sweep.lower + scale * u0, to: sweep.lower + scale * u1)
            addWedges(to: pattern, from: start + u0 * signed, to: start + u1 * signed, cover: cover, colors: c0, c1)
        }
        let gap = 2 * .pi - sweep.length
        if gap > 0, let first = gradient.stops.first?.color, let last = gradient.stops.last?.color {
            let endAngle = start + signed
            addWedges(to: pattern, from: endAngle, to: endAngle + sweep.direction * gap / 2, cover: cover, colors: last, last)
            addWedges(to: pattern, from: start - sweep.direction * gap / 2, to: start, cover: cover, colors: first, first)
        }
        return pattern
    }

    /// Patches from angle `a0` to `a1`, within the cover, colours interpolated linearly.
    private func addWedges(to pattern: OpaquePointer, from a0: Double, to a1: Double, cover: Cover,
                           colors c0: Color, _ c1: Color) {
        guard a0 != a1 else { return }
        // The fractions of the way from a0 to a1 that the cover's angles see.
        var (from, to) = (0.0, 1.0)
        if let span = cover.span {
            // The span is under half a turn and a0...a1 at most half a turn, so at most
            // one of the span's turns overlaps it.
            let (low, high) = (Swift.min(a0, a1), Swift.max(a0, a1))
            let turn = ((low - span.lowerBound) / (2 * .pi)).rounded(.down)
            let overlap = [turn, turn + 1].lazy.map { span.lowerBound + $0 * 2 * .pi }
                .map { (Swift.max($0, low), Swift.min($0 + span.upperBound - span.lowerBound, high)) }
                .first { $0.0 < $0.1 }
            guard let overlap else { return }
            let ends = [(overlap.0 - a0) / (a1 - a0), (overlap.1 - a0) / (a1 - a0)]
            (from, to) = (ends.min()!, ends.max()!)
        }
        let count = Swift.max(1, Int((abs(a1 - a0) * (to - from) / cover.wedge).rounded(.up)))
        for i in 0..<count {
            let (f0, f1) = (from + (to - from) * Double(i) / Double(count), from + (to - from) * Double(i + 1) / Double(count))
            let (b0, b1) = (a0 + (a1 - a0) * f0, a0 + (a1 - a0) * f1)
            func at(_ radius: Double, _ angle: Double) -> (Double, Double) {
                (center.x + radius * cos(angle), center.y + radius * sin(angle))
            }
            cairo_mesh_pattern_begin_patch(pattern)
            let corners = [at(cover.inner, b0), at(cover.outer, b0), at(cover.outer, b1), at(cover.inner, b1)]
            cairo_mesh_pattern_move_to(pattern, corners[0].0, corners[0].1)
            // From the centre, three sides: Cairo closes the patch back to it.
            for corner in corners[1..<(cover.inner > 0 ? 4 : 3)] { cairo_mesh_pattern_line_to(pattern, corner.0, corner.1) }
            // Corners 0 and 3 lie on the inner side; the colour varies only with the angle.
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

extension Gradient {
    /// The colour at `t` along the gradient (0 its start, 1 its end), as Cairo pads and
    /// interpolates it: the end colours beyond the ends, a straight mix between stops.
    func color(at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        guard t > Double(first.location) else { return first.color }
        guard let upper = stops.firstIndex(where: { Double($0.location) >= t }) else { return last.color }
        let (a, b) = (stops[upper - 1], stops[upper])
        let span = Double(b.location - a.location)
        return mix(a.color, b.color, span > 0 ? (t - Double(a.location)) / span : 1)
    }
}

/// `a` and `b` mixed component by component: `f` = 0 is `a`, 1 is `b`.
private func mix(_ a: Color, _ b: Color, _ f: Double) -> Color {
    Color(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
          blue: a.blue + (b.blue - a.blue) * f, opacity: a.alpha + (b.alpha - a.alpha) * f)
}

extension GraphicsContext.BlendMode {
    /// Cairo's operator for the mode: the separable and non-separable blend modes and
    /// the Porter-Duff operators have one each (their formulas are Core Graphics',
    /// PDF's and SVG's); `plusLighter` is Cairo's ADD. `plusDarker` has none and is
    /// drawn as `normal` (the canvas warns when it is set).
    var cairoOperator: cairo_operator_t {
        switch self {
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        default: CAIRO_OPERATOR_OVER
        }
    }
}
