import Foundation
import Testing
@testable import VellumCore

/// `visualEffect`: effects from the view's own geometry, at drawing time, with layout
/// unchanged. Cards 100 points tall in a scroll view below a 50-point header, as in
/// the iOS 17 scroll-transition tutorials.
@MainActor
@Suite struct VisualEffectTests {
    private let window = CGSize(width: 200, height: 300)

    private struct Feed<E: VisualEffect>: View {
        let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> E
        var body: some View {
            VStack(spacing: 0) {
                Color.gray.frame(height: 50)
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<6) { i in
                            Color.red.frame(height: 100).visualEffect(effect).id(i)
                        }
                    }
                }
                .id("feed")
            }
        }
    }

    private func effects(_ host: ViewHost) -> [DisplayList.Effect] {
        host.displayList.items.compactMap { if case .begin(let e) = $0 { e } else { nil } }
    }

    /// Each card is moved right by its own minY in the scroll view and down by the
    /// distance between the scroll view and the window (the header, 50).
    @Test func aCardIsOffsetByItsOwnMinY() throws {
        let host = ViewHost(Feed { content, proxy in
            content.offset(x: proxy.frame(in: .scrollView).minY,
                           y: proxy.frame(in: .global).minY - proxy.frame(in: .scrollView).minY)
        }, size: window)
        func offsets() -> [CGPoint] {
            effects(host).compactMap { if case .transform(let t) = $0 { CGPoint(x: t.tx, y: t.ty) } else { nil } }
        }
        #expect(offsets() == [0, 100, 200, 300, 400, 500].map { CGPoint(x: $0, y: 50) })
        try host.scroll(id: "feed", to: CGPoint(x: 0, y: 150))
        #expect(offsets() == [-150, -50, 50, 150, 250, 350].map { CGPoint(x: $0, y: 50) })
    }

    @Test func opacityFollowsTheFrame() throws {
        let host = ViewHost(Feed { content, proxy in
            content.opacity(proxy.frame(in: .scrollView).minY < 0 ? 0.25 : 1)
        }, size: window)
        #expect(!effects(host).contains(.opacity(0.25)))
        try host.scroll(id: "feed", to: CGPoint(x: 0, y: 150))
        #expect(effects(host).filter { $0 == .opacity(0.25) }.count == 2, "the two cards scrolled above the top")
    }

    @Test func layoutIsUnchanged() {
        let plain = ViewLayout(of: Feed { content, _ in content }, in: window)
        let moved = ViewLayout(of: Feed { content, proxy in
            content.offset(y: 40).scaleEffect(2).rotationEffect(.degrees(proxy.size.height))
        }, in: window)
        for i in 0..<6 { #expect(plain.frame(id: i) == moved.frame(id: i) && moved.frame(id: i)?.height == 100) }
    }

    /// Later modifiers wrap earlier ones, as view modifiers do: the opacity is the
    /// outer group, the offset inside it.
    @Test func effectsNestInOrder() {
        let list = ViewLayout(of: Color.red.frame(width: 50, height: 50).visualEffect { content, proxy in
            content.offset(x: proxy.size.width).opacity(0.5)
        }, in: CGSize(width: 100, height: 100)).displayList
        let begins = list.items.compactMap { if case .begin(let e) = $0 { e } else { nil } }
        #expect(begins == [.opacity(0.5), .transform(CGAffineTransform(translationX: 50, y: 0))])
    }

    @Test func outsideAScrollViewTheScrollSpaceIsTheWindowWithAWarning() {
        let warnings = Diagnostics.capture {
            _ = ViewLayout(of: Color.red.frame(width: 50, height: 50).visualEffect { content, proxy in
                content.offset(y: proxy.frame(in: .scrollView).minY)
            }, in: CGSize(width: 100, height: 100)).displayList
        }
        #expect(warnings.contains { $0.contains("No scroll view encloses this view") })
    }
}
