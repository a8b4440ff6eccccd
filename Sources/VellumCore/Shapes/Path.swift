import Foundation

/// The outline of a 2D shape.
public struct Path: Equatable, Sendable, CustomStringConvertible {
    /// An element of a path.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []
    private var subpathStart: CGPoint?

    public init() {}

    public init(_ rect: CGRect) { addRect(rect) }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path, or nil for an empty path.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case nil: return nil
        case let .move(p)?, let .line(p)?: return p
        case let .quadCurve(p, _)?, let .curve(p, _, _)?: return p
        case .closeSubpath?: return subpathStart
        }
    }

    public mutating func move(to p: CGPoint) {
        elements.append(.move(to: p))
        subpathStart = p
    }

    public mutating func addLine(to p: CGPoint) {
        if currentPoint == nil { move(to: p) } else { elements.append(.line(to: p)) }
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: p, control: control))
    }

    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.closeSubpath)
    }

    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// Adds a rectangle with rounded corners. `.continuous` corners blend into the sides
    /// over a longer run than a circular arc, like Apple's squircle corners.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let r = rect.standardized
        let rx = Swift.max(0, Swift.min(cornerSize.width, r.width / 2))
        let ry = Swift.max(0, Swift.min(cornerSize.height, r.height / 2))
        guard rx > 0, ry > 0 else { return addRect(r) }
        // Control-point distance as a fraction of the radius: 0.5523 draws a quarter
        // circle; the continuous style starts the curve earlier and eases in.
        let k: CGFloat = 0.5522847498
        let (ex, ey, kx, ky): (CGFloat, CGFloat, CGFloat, CGFloat)
        if style == .continuous {
            let extend: CGFloat = 1.28195
            ex = Swift.min(rx * extend, r.width / 2)
            ey = Swift.min(ry * extend, r.height / 2)
            kx = ex * 0.1
            ky = ey * 0.1
        } else {
            (ex, ey, kx, ky) = (rx, ry, rx * (1 - k), ry * (1 - k))
        }
        move(to: CGPoint(x: r.minX + ex, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - ex, y: r.minY))
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ey),
                 control1: CGPoint(x: r.maxX - kx, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + ky))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ey))
        addCurve(to: CGPoint(x: r.maxX - ex, y: r.maxY),
                 control1: CGPoint(x: r.maxX, y: r.maxY - ky), control2: CGPoint(x: r.maxX - kx, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + ex, y: r.maxY))
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ey),
                 control1: CGPoint(x: r.minX + kx, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - ky))
        addLine(to: CGPoint(x: r.minX, y: r.minY + ey))
        addCurve(to: CGPoint(x: r.minX + ex, y: r.minY),
                 control1: CGPoint(x: r.minX, y: r.minY + ky), control2: CGPoint(x: r.minX + kx, y: r.minY))
        closeSubpath()
    }

    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let k: CGFloat = 0.5522847498
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        move(to: CGPoint(x: r.maxX, y: cy))
        addCurve(to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + ry * k), control2: CGPoint(x: cx + rx * k, y: r.maxY))
        addCurve(to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - rx * k, y: r.maxY), control2: CGPoint(x: r.minX, y: cy + ry * k))
        addCurve(to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - ry * k), control2: CGPoint(x: cx - rx * k, y: r.minY))
        addCurve(to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + rx * k, y: r.minY), control2: CGPoint(x: r.maxX, y: cy - ry * k))
        closeSubpath()
    }

    /// Adds an arc of a circle, drawn as cubic Bézier segments of at most 90°.
    ///
    /// `clockwise` is in SwiftUI's flipped coordinates (y grows downward), as in SwiftUI.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var start = startAngle.radians
        // A non-finite angle, radius or centre adds nothing (a Path is built off the main
        // actor too, where no warning can be reported).
        guard start.isFinite, endAngle.radians.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite else {
            return
        }
        // In y-down coordinates, "clockwise" on screen runs towards decreasing angles:
        // the sweep is brought into (−2π, 0] or [0, 2π) by whole turns (at most one full
        // circle, which is what any number of turns draws), so huge angles cost nothing.
        let turn = 2 * Double.pi
        var sweep = Swift.min(Swift.max(endAngle.radians - start, -turn), turn)
        let fraction = (endAngle.radians - start).truncatingRemainder(dividingBy: turn)
        if clockwise, sweep > 0 { sweep = fraction == 0 ? 0 : fraction - turn }
        if !clockwise, sweep < 0 { sweep = fraction == 0 ? 0 : fraction + turn }
        let point = { (a: Double) in CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
        if currentPoint == nil { move(to: point(start)) } else { addLine(to: point(start)) }
        let total = sweep
        let segments = Swift.max(1, Int((abs(total) / (.pi / 2)).rounded(.up)))
        let step = total / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        for _ in 0..<segments {
            let a0 = start, a1 = start + step
            let p0 = point(a0), p1 = point(a1)
            let c1 = CGPoint(x: p0.x - radius * k * sin(a0), y: p0.y + radius * k * cos(a0))
            let c2 = CGPoint(x: p1.x + radius * k * sin(a1), y: p1.y - radius * k * cos(a1))
            elements.append(.curve(to: p1, control1: c1, control2: c2))
            start = a1
        }
    }

    public mutating func addPath(_ path: Path) {
        elements += path.elements
    }

    /// Calls `body` with each element of the path.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        let move = { (p: CGPoint) in CGPoint(x: p.x + dx, y: p.y + dy) }
        var path = Path()
        path.elements = elements.map {
            switch $0 {
            case let .move(p): return .move(to: move(p))
            case let .line(p): return .line(to: move(p))
            case let .quadCurve(p, c): return .quadCurve(to: move(p), control: move(c))
            case let .curve(p, c1, c2): return .curve(to: move(p), control1: move(c1), control2: move(c2))
            case .closeSubpath: return .closeSubpath
            }
        }
        path.subpathStart = subpathStart.map(move)
        return path
    }

    /// The smallest rectangle containing every point of the path, control points included.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = Swift.min(minX, p.x); minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x); maxY = Swift.max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case let .move(p), let .line(p): add(p)
            case let .quadCurve(p, c): add(p); add(c)
            case let .curve(p, c1, c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public var description: String {
        elements.map { element -> String in
            switch element {
            case let .move(p): return "\(formatLength(p.x)) \(formatLength(p.y)) m"
            case let .line(p): return "\(formatLength(p.x)) \(formatLength(p.y)) l"
            case let .quadCurve(p, c): return "\(formatLength(c.x)) \(formatLength(c.y)) \(formatLength(p.x)) \(formatLength(p.y)) q"
            case let .curve(p, c1, c2):
                return "\(formatLength(c1.x)) \(formatLength(c1.y)) \(formatLength(c2.x)) \(formatLength(c2.y)) \(formatLength(p.x)) \(formatLength(p.y)) c"
            case .closeSubpath: return "h"
            }
        }.joined(separator: " ")
    }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Corners whose curvature changes continuously into the sides.
    case continuous
}
