import Foundation
import Testing
import Vellum
@testable import VellumRender

/// A shape that draws from (0, 0) and uses only `rect.size`, as most hand-written
/// shapes (and Apple's Landmarks badge) do.
private struct SizeOnlySquare: Shape {
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: 0, y: 0, width: rect.width, height: rect.height))
    }
}

/// The top-left quarter of the shape's own rectangle.
private struct TopLeftQuarter: Shape {
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height / 2))
    }
}

/// Shapes are asked for their path in their own coordinates, `CGRect(origin: .zero,
/// size:)`, and drawn where their view was placed, as SwiftUI does.
@MainActor
@Suite struct ShapeDrawingTests {
    private let window = CGSize(width: 200, height: 100)

    /// Two 100×100 slots side by side, `second` in the right one.
    private func besideGreen<V: View>(_ second: V) -> some View {
        HStack(spacing: 0) {
            Color.green.frame(width: 100, height: 100)
            second.frame(width: 100, height: 100)
        }
    }

    @Test func customShapeDrawsOverItsOwnSlot() throws {
        let pixels = try Pixels(besideGreen(SizeOnlySquare().fill(Color.red)), size: window)
        #expect(pixels[50, 50] == .green, "first slot: \(pixels[50, 50])")
        #expect(pixels[150, 50] == .red, "second slot: \(pixels[150, 50])")
        #expect(pixels[101, 1] == .red && pixels[198, 98] == .red)
    }

    /// `Path` is a `Shape` whose points are local to its view.
    @Test func pathViewDrawsInItsViewsCoordinates() throws {
        let path = Path { $0.addRect(CGRect(x: 10, y: 10, width: 20, height: 20)) }
        let pixels = try Pixels(besideGreen(path.fill(Color.red)), size: window)
        #expect(pixels[20, 20] == .green, "at the window's (20, 20): \(pixels[20, 20])")
        #expect(pixels[120, 20] == .red, "at the slot's (20, 20): \(pixels[120, 20])")
        #expect(pixels[135, 20] == .clear)
    }

    @Test func clipShapeClipsInTheViewsCoordinates() throws {
        let pixels = try Pixels(besideGreen(Color.blue.clipShape(TopLeftQuarter())), size: window)
        #expect(pixels[125, 25] == .blue, "\(pixels[125, 25])")
        #expect(pixels[175, 75] == .clear, "\(pixels[175, 75])")
        #expect(pixels[25, 25] == .green)
    }

    /// `stroke` centres the line on the outline (half of it outside the frame);
    /// `strokeBorder` insets the shape by half the line width so all of it is inside.
    @Test func strokeBorderDrawsInsideTheFrameAndStrokeAcrossIt() throws {
        let border = try Pixels(Circle().strokeBorder(Color.red, lineWidth: 10).padding(10), size: CGSize(width: 120, height: 120))
        #expect(border[17, 60] == .red, "7 points inside the frame's left edge: \(border[17, 60])")
        #expect(border[8, 60] == .clear, "outside the frame: \(border[8, 60])")
        #expect(border[60, 60] == .clear)
        let centred = try Pixels(Circle().stroke(Color.red, lineWidth: 10).padding(10), size: CGSize(width: 120, height: 120))
        #expect(centred[7, 60] == .red, "3 points outside the frame: \(centred[7, 60])")
        #expect(centred[17, 60] == .clear, "7 points inside: \(centred[17, 60])")
    }

    /// An inset rounded rectangle keeps its corners concentric: its radius shrinks by
    /// the inset, so the corner pixel just inside the outer curve is covered.
    @Test func insetRoundedRectangleShrinksItsCornerRadius() {
        let inset = RoundedRectangle(cornerRadius: 20, style: .circular).inset(by: 5)
        let expected = Path(roundedRect: CGRect(x: 5, y: 5, width: 90, height: 40), cornerRadius: 15, style: .circular)
        #expect(inset.path(in: CGRect(x: 0, y: 0, width: 100, height: 50)) == expected)
        // An inset past the middle leaves an empty rectangle, not a turned-out one.
        #expect(Rectangle().inset(by: 60).path(in: CGRect(x: 0, y: 0, width: 100, height: 50)).boundingRect
            == CGRect(x: 60, y: 60, width: 0, height: 0))
    }

    /// The first quarter of a rectangle's outline is its top edge (it starts at the
    /// top-left corner and runs clockwise on screen).
    @Test func trimDrawsOnlyThePartOfTheOutline() throws {
        let view = Rectangle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 4).padding(10)
        let pixels = try Pixels(view, size: CGSize(width: 120, height: 120))
        #expect(pixels[60, 10] == .red, "top edge: \(pixels[60, 10])")
        #expect(pixels[110, 60] == .clear, "right edge: \(pixels[110, 60])")
        #expect(pixels[10, 60] == .clear, "left edge: \(pixels[10, 60])")
    }
}
