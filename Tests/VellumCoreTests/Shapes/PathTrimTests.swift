import Foundation
import Testing
@testable import VellumCore

/// `Path.trimmedPath(from:to:)` and `Shape.trim(from:to:)`, by length along the outline.
@MainActor
struct PathTrimTests {
    private func line(_ a: CGPoint, _ b: CGPoint) -> Path {
        var p = Path()
        p.move(to: a)
        p.addLine(to: b)
        return p
    }

    @Test func trimmingALineKeepsTheMiddle() {
        let trimmed = line(.zero, CGPoint(x: 100, y: 0)).trimmedPath(from: 0.25, to: 0.75)
        #expect(trimmed == line(CGPoint(x: 25, y: 0), CGPoint(x: 75, y: 0)))
    }

    /// A 100×50 rectangle's outline is 300 long: half of it is the top edge and the
    /// right edge (150), ending at the bottom-right corner.
    @Test func trimmingARectangleFollowsItsCorners() {
        let half = Path(CGRect(x: 0, y: 0, width: 100, height: 50)).trimmedPath(from: 0, to: 0.5)
        var expected = Path()
        expected.move(to: .zero)
        expected.addLine(to: CGPoint(x: 100, y: 0))
        expected.addLine(to: CGPoint(x: 100, y: 50))
        #expect(half == expected)
        // The closing edge counts: the last sixth is the left edge, going up.
        let last = Path(CGRect(x: 0, y: 0, width: 100, height: 50)).trimmedPath(from: 250.0 / 300, to: 1)
        #expect(last == line(CGPoint(x: 0, y: 50), .zero))
    }

    /// Half a circle ends on the opposite side, within the polyline's precision.
    @Test func trimmingACircleCutsItsCurvesAtTheRightLength() throws {
        let half = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0, to: 0.5)
        let start = try #require(Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).elements.first)
        guard case .move(let a) = start, let b = half.currentPoint else { Issue.record("no points"); return }
        #expect(abs(a.x + b.x - 100) < 0.01 && abs(a.y + b.y - 100) < 0.01, "from \(a) to \(b)")
    }

    @Test func emptyAndInvalidRangesGiveAnEmptyPath() {
        let path = line(.zero, CGPoint(x: 100, y: 0))
        #expect(path.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(path.trimmedPath(from: 0.8, to: 0.2).isEmpty)
        #expect(path.trimmedPath(from: .nan, to: 1).isEmpty)
        #expect(path.trimmedPath(from: -3, to: 7) == path)
        #expect(Path().trimmedPath(from: 0, to: 0.5).isEmpty)
    }

    /// `Path` is a `Shape`: its `path(in:)` is itself, whatever the rectangle.
    @Test func pathIsAShapeOfItself() {
        let path = line(CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4))
        #expect(path.path(in: CGRect(x: 50, y: 50, width: 10, height: 10)) == path)
    }
}
