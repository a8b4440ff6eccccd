import Foundation
import Testing
import Vellum
@testable import VellumRender

/// `rotation3DEffect` drawn with perspective: a 100 × 60 card, red on its left half and
/// blue on its right, centred in a 200 × 100 window.
@MainActor
@Suite struct Rotation3DRenderingTests {
    private let window = CGSize(width: 200, height: 100)

    private var card: some View {
        HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 100, height: 60)
    }

    /// How many pixels of column `x` the card covers (alpha over half).
    private func coverage(_ pixels: Pixels, column x: Int) -> Int {
        (0..<pixels.height).filter { pixels[x, $0].a > 127 }.count
    }

    /// 45° about y with the default perspective: the left edge comes nearer and the
    /// right edge recedes (Apple's documentation: "closer on the left"). From SwiftUI's
    /// matrix (m34 = -1/100 here), the column 50 points left of the centre shows the
    /// card 90 points tall and the column 20 points right of it 48 points tall; the card
    /// spans x 45.3…126.1.
    @Test func nearEdgeIsTallerThanFarEdge() throws {
        let pixels = try Pixels(card.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)), size: window)
        #expect(abs(coverage(pixels, column: 50) - 90) <= 2, "\(coverage(pixels, column: 50))")
        #expect(abs(coverage(pixels, column: 120) - 48) <= 2, "\(coverage(pixels, column: 120))")
        #expect(coverage(pixels, column: 43) == 0 && coverage(pixels, column: 128) == 0)
        #expect(pixels[60, 50].isClose(to: .red, tolerance: 2) && pixels[115, 50].isClose(to: .blue, tolerance: 2))
    }

    @Test func halfATurnShowsTheCardMirrored() throws {
        let pixels = try Pixels(card.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)), size: window)
        #expect(pixels[60, 50].isClose(to: .blue, tolerance: 2), "\(pixels[60, 50])")
        #expect(pixels[140, 50].isClose(to: .red, tolerance: 2), "\(pixels[140, 50])")
        #expect(coverage(pixels, column: 100) == 60 && coverage(pixels, column: 45) == 0)
    }

    @Test(arguments: [(1, 0), (0, 1)] as [(CGFloat, CGFloat)])
    func aQuarterTurnShowsNothing(x: CGFloat, y: CGFloat) throws {
        let pixels = try Pixels(card.rotation3DEffect(.degrees(90), axis: (x: x, y: y, z: 0)), size: window)
        let drawn = (0..<pixels.height).flatMap { row in (0..<pixels.width).map { pixels[$0, row] } }.filter { $0.a > 12 }
        #expect(drawn.isEmpty, "\(drawn.prefix(4))")
    }

    /// With a strong perspective the left edge passes behind the viewer (w ≤ 0): that
    /// part is not drawn, rather than drawn mirrored through the vanishing point.
    /// Here w = 1 + (x - 100)·sin 60°·3/100 is zero at x ≈ 61.5; the card left of that,
    /// if drawn mirrored, would land right of x ≈ 183. The far (blue) edge ends at 110.9.
    @Test func pointsBehindTheViewerAreClipped() throws {
        let pixels = try Pixels(card.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 3), size: window)
        #expect((115..<200).allSatisfy { coverage(pixels, column: $0) == 0 }, "nothing mirrored on the right")
        #expect(pixels[105, 50].isClose(to: .blue, tolerance: 4), "the far half is drawn: \(pixels[105, 50])")
        #expect(coverage(pixels, column: 2) == 100, "the near edge, just in front of the viewer, fills the left")
    }

    /// At scale 2 the projection samples at device pixels: still the same shape.
    @Test func theShapeHoldsAtScaleTwo() throws {
        let pixels = try Pixels(card.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)), size: window, scale: 2)
        #expect(abs(coverage(pixels, column: 100) - 180) <= 3, "\(coverage(pixels, column: 100))")
    }

    /// A turn about z alone stays vector in SVG (the red half's corner (50, 20) turned
    /// 30° about the centre lands at (71.70, -0.98)); a perspective one is embedded as
    /// an image at the render scale.
    @Test func svgKeepsAffineTurnsAsVectors() throws {
        let flat = try String(decoding: DisplayListRenderer.svg(displayList(card.rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1)), size: window)), as: UTF8.self)
        #expect(!flat.contains("<image") && flat.contains("d=\"M 71.699219 -0.980469 L 115 24.019531"), "\(flat.suffix(1200))")
        let turned = try String(decoding: DisplayListRenderer.svg(displayList(card.rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0)), size: window)), as: UTF8.self)
        #expect(turned.contains("<image"))
    }
}
