import Foundation
import Testing
@testable import VellumCore

// Geometry goes down with placement (ARCHITECTURE.md, "The engine"): the safe area, the
// named coordinate spaces and a scroll view's visible region travel in a
// `PlacementContext`, never in objects kept in the environment. Two consequences are
// tested here: sizing answers do not depend on what placement did before the question,
// and views below a scroll view, a named space or a safe-area inset keep their bodies
// when the container's body runs again for an unrelated change.

/// A view that counts its body runs.
private struct Leaf: View {
    let name: String
    let counter: BodyCounter
    var body: some View {
        let _ = counter.hit(name)
        Text(name)
    }
}

/// A screen whose own state changes nothing below it but a label.
private struct Screen: View {
    let counter: BodyCounter
    @State private var taps = 0

    var body: some View {
        VStack {
            Button("Tap \(taps)") { taps += 1 }
            ScrollView { Leaf(name: "InScroll", counter: counter) }
            GeometryReader { _ in Leaf(name: "InReader", counter: counter) }
                .coordinateSpace(name: "space")
            Leaf(name: "InInset", counter: counter)
                .safeAreaInset(edge: .bottom) { Text("Bar") }
        }
    }
}

@MainActor
struct PlacementContextTests {
    @Test func bodiesBelowScrollViewsNamedSpacesAndInsetsDoNotRunAgain() throws {
        let counter = BodyCounter()
        let host = ViewHost(Screen(counter: counter), size: CGSize(width: 300, height: 600), environment: .fixedText)
        #expect(counter["InScroll"] == 1 && counter["InReader"] == 1 && counter["InInset"] == 1)
        try host.tap(text: "Tap 0")
        #expect(host.contains(text: "Tap 1"))
        // The screen's body ran again; each leaf's inputs (its value and environment)
        // are unchanged, so none of their bodies ran. When the environment carried a
        // new viewport, space or safe-area object per walk, all three ran again. The
        // reader's content is built at placement, from the proxy; its frame did not move.
        #expect(counter["InScroll"] == 1)
        #expect(counter["InInset"] == 1)
        #expect(counter["InReader"] == 1)
        #expect(host.lastUpdate.bodiesEvaluated == 1)
    }

    /// A lazy stack of rows of different heights in a scroll view (rows 20, 30, … 80
    /// points, repeating).
    private static var unevenRows: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<500, id: \.self) { i in Color.red.frame(height: CGFloat(20 + (i % 7) * 10)).id(i) }
            }
        }
    }

    private static func lazyNode(_ root: LayoutNode) -> LayoutNode? {
        var stack = [root]
        while let node = stack.popLast() {
            if node.behavior is LayoutBehavior<LazyLinesLayout> { return node }
            stack.append(contentsOf: node.children)
        }
        return nil
    }

    @Test func lazySizingIsTheSameBeforeAndAfterPlacementMeasuredMoreRows() throws {
        let question = ProposedViewSize(width: 200, height: nil)
        // Scrolled deep: placement has measured rows far past the first screen.
        let scrolled = LiveLayout(Self.unevenRows, width: 300, height: 300)
        scrolled.scroll(to: CGPoint(x: 0, y: 5_000))
        let afterPlacement = try #require(Self.lazyNode(scrolled.root)).sizeThatFits(question)
        // Asked first, on a tree never placed.
        let fresh = LiveLayout(Self.unevenRows, width: 300, height: 300)
        let beforePlacement = try #require(Self.lazyNode(fresh.root)).sizeThatFits(question)
        #expect(afterPlacement == beforePlacement)
        // Sizing fills the 300-point window with measured rows: 20+30+…+80 = 350 covers
        // it in 7 rows, so the estimate is their mean, 50, for all 500 rows.
        #expect(beforePlacement == CGSize(width: 200, height: 25_000))
    }
}
