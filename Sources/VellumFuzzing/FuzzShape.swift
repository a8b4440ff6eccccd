import Vellum

/// A shape as a user writes one: a polygon through points given as fractions of its
/// rectangle, closed with a curve. The fuzzer's fractions may be NaN or huge.
public struct FuzzShape: Shape {
    public let points: [CGPoint]

    public init(points: [CGPoint]) { self.points = points }

    public func path(in rect: CGRect) -> Path {
        Path { path in
            path.addLines(points.map { CGPoint(x: rect.minX + $0.x * rect.width, y: rect.minY + $0.y * rect.height) })
            path.addQuadCurve(to: CGPoint(x: rect.midX, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}
