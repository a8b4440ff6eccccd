import Foundation
import Testing
@testable import VellumCore

// Spec section 5.6: GeometryReader sizing and placement, GeometryProxy frames in local,
// global and named spaces, anchors.

/// Keeps the proxy a reader's content was built with, to read after layout.
@MainActor
final class ProxyCapture {
    var proxy: GeometryProxy?
}

@MainActor
struct GeometryReaderTests {
    // MARK: Sizing and placement

    @Test func specWorkedExampleTextIsSizedFirst() {
        // Spec 5.6: the Text (20.33 tall) is sized first; the reader gets the rest.
        let capture = ProxyCapture()
        let v = VStack(spacing: 0) {
            GeometryReader { p in Color.clear.onAppearCapture(p, capture) }.id("reader")
            Text("T").id("t")
        }
        let l = layout(v, width: 300, height: 400)
        #expect(close(capture.proxy!.size, CGSize(width: 300, height: 400 - line)))
        expectFrame(l, "reader", CGRect(x: 0, y: 0, width: 300, height: 400 - line))
        expectFrame(l, "t", CGRect(x: 146, y: 400 - line, width: 8, height: line))
    }

    @Test func takesTheProposalAndTenForUnspecifiedAxes() {
        let reader = GeometryReader { _ in Text("Hello, world") }
        #expect(size(reader, 200, 100) == CGSize(width: 200, height: 100))
        #expect(size(reader, nil, 50) == CGSize(width: 10, height: 50))
        #expect(size(reader, nil, nil) == CGSize(width: 10, height: 10))
        #expect(size(reader, 0, 0) == .zero)
        #expect(size(reader, CGFloat.infinity, 30) == CGSize(width: CGFloat.infinity, height: 30))
    }

    @Test func keepsTheSizingLaws() {
        LayoutLaws.check(GeometryReader { p in Color.red.frame(width: p.size.width / 2) }, mayBeInfinite: true)
        LayoutLaws.check(GeometryReader { _ in EmptyView() }, mayBeInfinite: true)
        LayoutLaws.check(Text("Hello").coordinateSpace(name: "x"))
    }

    @Test func contentSitsAtTopLeadingAndIsProposedTheReadersSize() {
        // Not centred (iOS 13 centred; iOS 14 and later do not). Each view of the
        // content goes to the corner; there is no implicit stack.
        let v = GeometryReader { _ in
            Text("Hi").id("text")
            Color.red.frame(width: 30, height: 30).id("square")
        }
        let l = layout(v, width: 200, height: 100)
        expectFrame(l, "text", CGRect(x: 0, y: 0, width: 16, height: line))
        expectProposal(l, "text", 200, 100)
        expectFrame(l, "square", CGRect(x: 0, y: 0, width: 30, height: 30))
    }

    @Test func contentIsBuiltFromTheProxy() {
        let v = GeometryReader { p in
            Color.red.frame(width: p.size.width / 2, height: p.size.height / 4).id("quarter")
        }
        let l = layout(v, width: 300, height: 100)
        expectFrame(l, "quarter", CGRect(x: 0, y: 0, width: 150, height: 25))
    }

    @Test func rightToLeftPutsContentAtTheTopRight() {
        var env = EnvironmentValues.spec
        env.layoutDirection = .rightToLeft
        let l = ViewLayout(of: GeometryReader { _ in Text("Hi").id("text") },
                           proposal: ProposedViewSize(width: 200, height: 100), environment: env)
        expectFrame(l, "text", CGRect(x: 184, y: 0, width: 16, height: line))
    }

    @Test func readerInAnOverlayMeasuresThePrimary() {
        // The overlay proposes the primary's size: Text("Hello") padded by 8 is 56 × 36.33.
        let capture = ProxyCapture()
        let v = Text("Hello").padding(8).overlay { GeometryReader { p in Color.clear.onAppearCapture(p, capture) } }
        _ = layout(v, width: 300, height: 300)
        #expect(close(capture.proxy!.size, CGSize(width: 56, height: line + 16)))
    }

    // MARK: Frames in coordinate spaces

    /// A 400 × 300 window: a padded VStack named "card" holds a 40-point bar and, under
    /// it, a 100 × 50 reader padded by 10 (named "inner") and offset by (5, 7).
    private func nestedLayout(_ capture: ProxyCapture) -> ViewLayout {
        let v = VStack(spacing: 0) {
            Color.clear.frame(height: 40)
            GeometryReader { p in Color.clear.onAppearCapture(p, capture) }
                .frame(width: 100, height: 50)
                .padding(10)
                .coordinateSpace(name: "inner")
                .offset(x: 5, y: 7)
        }
        .padding(20)
        .coordinateSpace(name: "card")
        .id("card")
        return ViewLayout(of: v, in: CGSize(width: 400, height: 300), environment: .spec)
    }

    @Test func framesInLocalGlobalAndNamedSpaces() {
        // The card is 400 × 150, centred: y = 75. The VStack starts at (20, 95); the
        // padded reader block (120 × 70) is centred under the bar: (140, 135), moved by
        // the offset to (145, 142); the reader sits 10 in: (155, 152).
        let capture = ProxyCapture()
        let l = nestedLayout(capture)
        expectFrame(l, "card", CGRect(x: 0, y: 75, width: 400, height: 150))
        let p = capture.proxy!
        #expect(p.frame(in: .local) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(p.frame(in: .global) == CGRect(x: 155, y: 152, width: 100, height: 50))
        #expect(p.frame(in: .named("card")) == CGRect(x: 155, y: 77, width: 100, height: 50))
        #expect(p.frame(in: .named("inner")) == CGRect(x: 10, y: 10, width: 100, height: 50))
    }

    @Test func iOS17CoordinateSpaceProtocolForms() {
        let capture = ProxyCapture()
        _ = nestedLayout(capture)
        let p = capture.proxy!
        #expect(p.frame(in: LocalCoordinateSpace.local) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(p.frame(in: GlobalCoordinateSpace.global) == CGRect(x: 155, y: 152, width: 100, height: 50))
        #expect(p.frame(in: NamedCoordinateSpace.named("card")) == CGRect(x: 155, y: 77, width: 100, height: 50))
        // bounds(of:) is the space's rectangle in the reader's own coordinates.
        #expect(p.bounds(of: .named("card")) == CGRect(x: -155, y: -77, width: 400, height: 150))
        #expect(p.bounds(of: .named("nowhere")) == nil)
    }

    @Test func iOS17CoordinateSpaceModifier() {
        let capture = ProxyCapture()
        let v = GeometryReader { p in Color.clear.onAppearCapture(p, capture) }
            .frame(width: 50, height: 50)
            .padding(.leading, 30)
            .coordinateSpace(.named("row"))
        _ = layout(v, width: 200, height: 200)
        #expect(capture.proxy!.frame(in: .named("row")) == CGRect(x: 30, y: 0, width: 50, height: 50))
    }

    @Test func unknownSpaceWarnsAndMeasuresInTheWindow() {
        let capture = ProxyCapture()
        _ = nestedLayout(capture)
        var frame = CGRect.zero
        let warnings = Diagnostics.capture { frame = capture.proxy!.frame(in: .named("missing-space")) }
        #expect(frame == CGRect(x: 155, y: 152, width: 100, height: 50))
        #expect(warnings.count == 1 && warnings[0].contains("missing-space"))
    }

    // MARK: Anchors

    @Test func anchorsResolveInTheReadersSpace() {
        let capture = ProxyCapture()
        _ = nestedLayout(capture)
        let p = capture.proxy!
        // A view at (30, 40), 50 × 20 in the window; the reader is at (155, 152).
        let frame = CGRect(x: 30, y: 40, width: 50, height: 20)
        #expect(p[Anchor<CGRect>.Source.bounds.resolve(in: frame)] == CGRect(x: -125, y: -112, width: 50, height: 20))
        #expect(p[Anchor<CGPoint>.Source.center.resolve(in: frame)] == CGPoint(x: -100, y: -102))
        #expect(p[Anchor<CGPoint>.Source.bottomTrailing.resolve(in: frame)] == CGPoint(x: -75, y: -92))
        #expect(p[Anchor<CGPoint>.Source.point(CGPoint(x: 5, y: 6)).resolve(in: frame)] == CGPoint(x: -120, y: -106))
        #expect(p[Anchor<CGRect>.Source.rect(CGRect(x: 1, y: 2, width: 3, height: 4)).resolve(in: frame)]
                == CGRect(x: -124, y: -110, width: 3, height: 4))
        let pair = Anchor<[CGPoint]>.Source([.topLeading, .bottom]).resolve(in: frame)
        #expect(p[pair] == [CGPoint(x: -125, y: -112), CGPoint(x: -100, y: -92)])
        let none = Anchor<CGPoint?>.Source(nil as Anchor<CGPoint>.Source?).resolve(in: frame)
        #expect(p[none] == nil)
    }

    @Test func anchorsOfTheSameSpotAreEqual() {
        let a = Anchor<CGPoint>.Source.topLeading.resolve(in: CGRect(x: 10, y: 10, width: 5, height: 5))
        let b = Anchor<CGPoint>.Source.point(.zero).resolve(in: CGRect(x: 10, y: 10, width: 9, height: 9))
        let c = Anchor<CGPoint>.Source.center.resolve(in: CGRect(x: 10, y: 10, width: 5, height: 5))
        #expect(a == b)
        #expect(a != c)
    }
}

extension View {
    /// Records `proxy` when the content is built, which is when the reader is placed.
    @MainActor
    func onAppearCapture(_ proxy: GeometryProxy, _ capture: ProxyCapture) -> Self {
        capture.proxy = proxy
        return self
    }
}
