import Foundation

// A `Path` is a shape, as in SwiftUI: used as a view it fills its frame's space and
// draws itself in the view's own coordinates (its points are local to the view).
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}

extension Shape {
    /// Trims this shape by a fractional amount based on its representation as a path:
    /// only the part between `startFraction` and `endFraction` of its length is drawn.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: 0.25).stroke(.blue, lineWidth: 6)   // a quarter ring
    /// ```
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// A shape showing only part of another shape's outline.
public struct _TrimmedShape<S: Shape>: Shape, LabeledShape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    var nodeLabel: String {
        "\(shapeLabel(shape)).trim(from: \(formatLength(startFraction)), to: \(formatLength(endFraction)))"
    }
}

extension Path {
    /// The part of the path between two fractions of its length, as SwiftUI's
    /// `trimmedPath(from:to:)`: the fractions are clamped to 0...1, and a start at or past
    /// the end (or a NaN) gives an empty path. Curves are cut exactly (de Casteljau), at
    /// the parameter that a 16-step polyline of each curve puts at the wanted length.
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        guard !start.isNaN, !end.isNaN else { return Path() }
        let from = Swift.min(Swift.max(start, 0), 1), to = Swift.min(Swift.max(end, 0), 1)
        guard from < to else { return Path() }
        if from == 0, to == 1 { return self }
        let segments = TrimSegment.segments(of: self)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return Path() }
        let low = from * total, high = to * total
        var result = Path()
        var position: CGFloat = 0
        var lastEnd: CGPoint?
        for segment in segments {
            defer { position += segment.length }
            let a = Swift.max(low - position, 0), b = Swift.min(high - position, segment.length)
            guard a < b else { continue }  // also skips pieces of no length
            let piece = segment.part(from: segment.parameter(at: a), to: segment.parameter(at: b))
            if lastEnd != piece.start || (segment.startsSubpath && a == 0) { result.move(to: piece.start) }
            result.addCurve(to: piece.end, control1: piece.control1, control2: piece.control2, asLine: piece.isLine)
            lastEnd = piece.end
        }
        return result
    }

    private mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint, asLine: Bool) {
        if asLine { addLine(to: p) } else { addCurve(to: p, control1: control1, control2: control2) }
    }
}

/// One drawn piece of a path as a cubic Bézier (lines and quadratics raised to cubics),
/// with its length measured along a polyline.
private struct TrimSegment {
    var start: CGPoint
    var control1: CGPoint
    var control2: CGPoint
    var end: CGPoint
    var isLine: Bool
    /// Whether a move began the subpath right before it.
    var startsSubpath = false
    /// Cumulative lengths at parameters i / steps.
    private(set) var lengths: [CGFloat] = []

    static let steps = 16

    var length: CGFloat { lengths.last ?? 0 }

    /// `measured: false` skips the polyline, for pieces only emitted, never measured.
    init(start: CGPoint, control1: CGPoint, control2: CGPoint, end: CGPoint, isLine: Bool, measured: Bool = true) {
        self.start = start
        self.control1 = control1
        self.control2 = control2
        self.end = end
        self.isLine = isLine
        guard measured else { return }
        if isLine {
            lengths = [0, hypot(end.x - start.x, end.y - start.y)]
        } else {
            var sum: CGFloat = 0
            var previous = start
            lengths = [0]
            for i in 1...Self.steps {
                let p = point(at: CGFloat(i) / CGFloat(Self.steps))
                sum += hypot(p.x - previous.x, p.y - previous.y)
                lengths.append(sum)
                previous = p
            }
        }
    }

    static func line(_ a: CGPoint, _ b: CGPoint) -> TrimSegment {
        TrimSegment(start: a, control1: a, control2: b, end: b, isLine: true)
    }

    static func unmeasuredLine(_ a: CGPoint, _ b: CGPoint) -> TrimSegment {
        TrimSegment(start: a, control1: a, control2: b, end: b, isLine: true, measured: false)
    }

    static func segments(of path: Path) -> [TrimSegment] {
        var segments: [TrimSegment] = []
        var current: CGPoint?, subpathStart: CGPoint?, pendingMove = false
        func add(_ segment: TrimSegment) {
            var segment = segment
            segment.startsSubpath = pendingMove
            pendingMove = false
            segments.append(segment)
            current = segment.end
        }
        path.forEach { element in
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
                pendingMove = true
            case .line(let p):
                add(.line(current ?? p, p))
            case .quadCurve(let p, let c):
                let a = current ?? p
                add(TrimSegment(start: a, control1: CGPoint(x: a.x + 2 / 3 * (c.x - a.x), y: a.y + 2 / 3 * (c.y - a.y)),
                                control2: CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y)), end: p, isLine: false))
            case .curve(let p, let c1, let c2):
                add(TrimSegment(start: current ?? p, control1: c1, control2: c2, end: p, isLine: false))
            case .closeSubpath:
                if let a = current, let b = subpathStart, a != b { add(.line(a, b)) }
                current = subpathStart
            }
        }
        return segments
    }

    func point(at t: CGFloat) -> CGPoint {
        if isLine { return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t) }
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * start.x + b * control1.x + c * control2.x + d * end.x,
                       y: a * start.y + b * control1.y + c * control2.y + d * end.y)
    }

    /// The parameter at `distance` along the segment, read off the polyline.
    func parameter(at distance: CGFloat) -> CGFloat {
        let steps = lengths.count - 1
        guard length > 0 else { return 0 }
        for i in 1...steps where lengths[i] >= distance {
            let span = lengths[i] - lengths[i - 1]
            let local = span > 0 ? (distance - lengths[i - 1]) / span : 0
            return (CGFloat(i - 1) + local) / CGFloat(steps)
        }
        return 1
    }

    /// The piece between parameters t0 and t1.
    func part(from t0: CGFloat, to t1: CGFloat) -> TrimSegment {
        if isLine { return .unmeasuredLine(point(at: t0), point(at: t1)) }
        // Keep [0, t1], then of that the part from t0 / t1 on.
        let left = split(at: t1).0
        let piece = t1 > 0 ? left.split(at: t0 / t1).1 : left
        return piece
    }

    private func split(at t: CGFloat) -> (TrimSegment, TrimSegment) {
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let ab = lerp(start, control1), bc = lerp(control1, control2), cd = lerp(control2, end)
        let abc = lerp(ab, bc), bcd = lerp(bc, cd), mid = lerp(abc, bcd)
        return (TrimSegment(start: start, control1: ab, control2: abc, end: mid, isLine: false, measured: false),
                TrimSegment(start: mid, control1: bcd, control2: cd, end: end, isLine: false, measured: false))
    }
}
