import Foundation
import Testing
@testable import VellumCore

/// Canvas layout (it takes its proposal, as a shape does: spec section 1) and what its
/// context records, with the spec's fixed text metrics.
@MainActor
struct CanvasTests {
    private let empty = Canvas { _, _ in }

    @Test func takesItsProposalAndTenPointsForAnUnspecifiedAxis() {
        #expect(size(empty, 100, 50) == CGSize(width: 100, height: 50))
        #expect(size(empty, nil, nil) == CGSize(width: 10, height: 10))
        #expect(size(empty, 0, 0) == .zero)
        #expect(size(empty, CGFloat.infinity, 30) == CGSize(width: CGFloat.infinity, height: 30))
    }

    /// Apple's example: a canvas in a 300 × 200 frame is 300 × 200.
    @Test func fillsItsFrame() {
        let l = layout(Canvas { _, _ in }.id("canvas").frame(width: 300, height: 200), width: 400, height: 400)
        #expect(l.frame(id: "canvas")?.size == CGSize(width: 300, height: 200))
    }

    /// Beside a text in an HStack it is flexible: it takes what the text leaves.
    @Test func takesTheRestOfAStack() {
        let l = layout(HStack(spacing: 0) { Text("Cat").id("text"); empty.id("canvas") }, width: 200, height: 40)
        #expect(l.frame(id: "text")?.size == CGSize(width: 25, height: line))
        #expect(l.frame(id: "canvas")?.size == CGSize(width: 175, height: 40))
    }

    /// The renderer is given the canvas's size, and its symbols are laid out in it.
    @Test func rendererGetsTheSizeAndSymbolsAreLaidOutInTheCanvas() {
        var given: CGSize?
        let view = Canvas { _, size in given = size } symbols: {
            Text("Cat").id("symbol").tag(1)
        }
        let l = ViewLayout(of: view.id("canvas").frame(width: 120, height: 60), in: CGSize(width: 200, height: 100), environment: .spec)
        #expect(given == CGSize(width: 120, height: 60))
        #expect(l.frame(id: "canvas") == CGRect(x: 40, y: 20, width: 120, height: 60))
        #expect(l.frame(id: "symbol") == CGRect(x: 40, y: 20, width: 25, height: line))
    }

    /// What one fill records: the canvas moved to its frame and clipped to it, then the
    /// context's state, outermost first, around the fill.
    @Test func aFillIsWrappedInTheStateInForce() {
        let view = Canvas { context, _ in
            context.translateBy(x: 5, y: 0)
            context.opacity = 0.5
            context.blendMode = .multiply
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.red))
        }.frame(width: 20, height: 20)
        let items = ViewLayout(of: view, in: CGSize(width: 40, height: 40), environment: .spec).displayList.items
        #expect(items == [
            .begin(.transform(CGAffineTransform(translationX: 10, y: 10))),
            .begin(.clip(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), FillStyle())),
            .begin(.blend(.multiply)),
            .begin(.opacity(0.5)),
            .begin(.transform(CGAffineTransform(translationX: 5, y: 0))),
            .fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), .color(.red), FillStyle()),
            .end, .end, .end, .end, .end,
        ])
    }

    @Test func transformsComposeAsCoreGraphicsDoes() {
        var recorded: CGAffineTransform?
        _ = layout(Canvas { context, _ in
            context.translateBy(x: 10, y: 20)
            context.scaleBy(x: 2, y: 3)
            recorded = context.transform
        }, width: 50, height: 50)
        // Translate, then scale: a user point (1, 1) lands at (12, 23).
        #expect(recorded.map { CGPoint(x: 1, y: 1).applying($0) } == CGPoint(x: 12, y: 23))
    }

    @Test func clipBoundingRectIsTheCanvasThenTheClipInUserSpace() {
        var rects: [CGRect] = []
        _ = layout(Canvas { context, _ in
            rects.append(context.clipBoundingRect)
            context.clip(to: Path(CGRect(x: 10, y: 10, width: 20, height: 20)))
            rects.append(context.clipBoundingRect)
            context.translateBy(x: 10, y: 10)
            rects.append(context.clipBoundingRect)
        }, width: 100, height: 50)
        #expect(rects == [CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 10, y: 10, width: 20, height: 20),
                          CGRect(x: 0, y: 0, width: 20, height: 20)])
    }

    /// Text measured in a canvas is measured as a text view: "Cat" is 25 wide in the
    /// spec's metrics, one line tall, its baseline at the font's ascent.
    @Test func resolvedTextMeasuresAsATextView() {
        var measured: CGSize?
        var baseline: CGFloat?
        _ = layout(Canvas { context, size in
            let text = context.resolve(Text("Cat"))
            measured = text.measure(in: size)
            baseline = text.firstBaseline(in: size)
        }, width: 100, height: 50)
        #expect(measured == CGSize(width: 25, height: line))
        let viewBaseline = ViewLayout.resolveRoot(Text("Cat"), environment: .spec)
            .explicitAlignment(VerticalAlignment.firstTextBaseline.key, size: CGSize(width: 25, height: line), proposal: .unspecified)
        #expect(baseline == viewBaseline)
    }

    @Test func unsupportedOptionsWarnOnce() {
        let warnings = Diagnostics.capture {
            _ = layout(Canvas { context, size in
                context.blendMode = .plusDarker
                context.addFilter(.shadow(radius: 2, options: .shadowOnly))
                context.fill(Path(CGRect(origin: .zero, size: size)),
                             with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 5, y: 0), options: .repeat))
            }, width: 20, height: 20)
        }
        #expect(warnings.count == 3, "\(warnings)")
        let linear = Diagnostics.capture { _ = layout(Canvas(colorMode: .linear) { _, _ in }, width: 20, height: 20) }
        #expect(linear.count == 1 && linear[0].contains("colorMode: .linear"), "\(linear)")
    }
}
