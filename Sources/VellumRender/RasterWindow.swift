import Foundation
import VellumCore

/// Folds path geometry that lies outside a window onto the window's edges, so what is
/// handed to Cairo stays within its rasterizer's range.
///
/// Why: Cairo keeps coordinates as 24.8 fixed-point numbers and silently drops geometry
/// beyond about ±2^23 pixels, so a rectangle 9 million points tall draws nothing at all,
/// not even its part on the canvas.
///
/// Folding moves every point of the outline to the nearest point of the window (its
/// coordinates clamped). For fills and clips this changes nothing inside the window:
/// a point moved straight towards the window never passes through the window's
/// inside, so every inside point keeps its winding number.
/// 1. Segments are cut where they cross the lines through the window's edges, so each
///    piece lies in one of the nine regions those lines make. Clamping is affine in
///    each region, so a piece's clamped end points give its folded image exactly.
/// 2. A curve whose control points lie in one region is folded by its control points
///    (a curve stays within their hull). Any other curve is halved until it is, at
///    most `maxDepth` times; a piece still split then is drawn as a line.
/// 3. A piece wholly beyond one edge folds onto that edge, so it becomes a line.
///
/// Strokes are folded onto a window wider than the stroke reaches, so the folded parts
/// lie where no visible pixel sees them; a dash pattern runs along the folded outline,
/// so dashes after a part beyond the window may shift.
struct RasterWindow {
    /// The window, in the coordinates of the paths folded.
    let rect: CGRect

    /// Curves are halved at most this many times: pieces of a curve 2^60 times the
    /// window's size are then smaller than the window.
    static let maxDepth = 60

    /// `path` (made of moves, lines, cubic curves and closes) folded into the window.
    func fold(_ path: Path) -> Path {
        var folder = Folder(window: self)
        for element in path.elements {
            switch element {
            case .move(let p):
                folder.move(p)
            case .line(let p):
                folder.line(to: p)
            case let .quadCurve(p, c):
                // The cubic with controls two thirds of the way to the quadratic's
                // control is the same curve.
                let p0 = folder.current ?? c
                folder.curve(to: p, p0.mix(c, 2 / 3), p.mix(c, 2 / 3))
            case let .curve(p, c1, c2):
                folder.curve(to: p, c1, c2)
            case .closeSubpath:
                folder.close()
            }
        }
        return folder.result
    }

    /// The nearest point of the window.
    func clamp(_ p: CGPoint) -> CGPoint {
        CGPoint(x: Swift.min(Swift.max(p.x, rect.minX), rect.maxX), y: Swift.min(Swift.max(p.y, rect.minY), rect.maxY))
    }

    /// Which of the nine regions `p` lies in: 0, 1 or 2 on each axis, 1 within the window.
    private func region(_ p: CGPoint) -> Int {
        let column = p.x < rect.minX ? 0 : p.x > rect.maxX ? 2 : 1
        let row = p.y < rect.minY ? 0 : p.y > rect.maxY ? 2 : 1
        return row * 3 + column
    }

    /// Whether all of `points` lie beyond one edge of the window (or on it).
    private func beyondOneEdge(_ points: [CGPoint]) -> Bool {
        points.allSatisfy { $0.x <= rect.minX } || points.allSatisfy { $0.x >= rect.maxX }
            || points.allSatisfy { $0.y <= rect.minY } || points.allSatisfy { $0.y >= rect.maxY }
    }

    private struct Folder {
        let window: RasterWindow
        var result = Path()
        /// The unfolded current point and start of the subpath.
        var current: CGPoint?
        var start: CGPoint?

        init(window: RasterWindow) { self.window = window }

        mutating func move(_ p: CGPoint) {
            result.move(to: window.clamp(p))
            (current, start) = (p, p)
        }

        mutating func line(to p: CGPoint) {
            guard let from = current else { return move(p) }
            let r = window.rect
            // Where the segment crosses the edge lines, in order along it.
            var cuts: [CGFloat] = []
            for (a, b, edge) in [(from.x, p.x, r.minX), (from.x, p.x, r.maxX), (from.y, p.y, r.minY), (from.y, p.y, r.maxY)]
            where (a < edge) != (b < edge) {
                let t = (edge - a) / (b - a)
                if t > 0, t < 1 { cuts.append(t) }
            }
            for t in cuts.sorted() { result.addLine(to: window.clamp(from.mix(p, t))) }
            result.addLine(to: window.clamp(p))
            current = p
        }

        mutating func curve(to p: CGPoint, _ c1: CGPoint, _ c2: CGPoint, depth: Int = 0) {
            guard let p0 = current else { return move(p) }
            let points = [p0, c1, c2, p]
            if window.beyondOneEdge(points) || depth >= RasterWindow.maxDepth {
                result.addLine(to: window.clamp(p))
            } else if Set(points.map(window.region)).count == 1 {
                result.addCurve(to: window.clamp(p), control1: window.clamp(c1), control2: window.clamp(c2))
            } else {
                // De Casteljau at t = 1/2.
                let (a, b, c) = (p0.mix(c1, 0.5), c1.mix(c2, 0.5), c2.mix(p, 0.5))
                let (d, e) = (a.mix(b, 0.5), b.mix(c, 0.5))
                let middle = d.mix(e, 0.5)
                curve(to: middle, a, d, depth: depth + 1)
                curve(to: p, e, c, depth: depth + 1)
                return
            }
            current = p
        }

        mutating func close() {
            if let current, let start, current != start { line(to: start) }
            result.closeSubpath()
            current = start
        }
    }
}

extension CGPoint {
    /// The point a fraction `t` of the way to `other`, without overflowing for points
    /// near the largest doubles.
    func mix(_ other: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: x * (1 - t) + other.x * t, y: y * (1 - t) + other.y * t)
    }
}
