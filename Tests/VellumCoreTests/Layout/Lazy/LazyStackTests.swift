import Foundation
import Testing
@testable import VellumCore

// Spec section 5.7: lazy stacks take their whole proposal across, their children's sum
// along, propose (cross, nil) to each child, and inside a ScrollView build only what the
// visible region needs.
// The sizing worked examples (a tree, a proposal and frames) are in
// Fixtures/scroll-lazy-stack.json.

@MainActor
struct LazyStackTests {
    // MARK: Sizing

    @Test func elementsWithNoViewAddNoSpacing() {
        let l = layout(LazyVStack(spacing: 10) {
            ForEach(0..<4) { i in
                if i % 2 == 0 { Color.red.frame(height: 50).id(i) }
            }
        }, width: 300, height: 400)
        expectFrame(l, id: 2, CGRect(x: 0, y: 60, width: 300, height: 50))
        #expect(close(l.size.height, 110))
    }

    // MARK: Laziness

    /// A million 50-point rows; `built` counts the rows whose view was made.
    private func million(_ built: BuildCounter) -> some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<1_000_000) { i in
                    let _ = (built.count += 1)
                    Color.red.frame(height: 50).id(i)
                }
            }.id("stack")
        }
    }

    @Test func aMillionRowsBuildOnlyTheVisibleOnes() {
        let built = BuildCounter()
        let live = LiveLayout(million(built), width: 300, height: 200)
        // The rows 0–3 fill the 200 points; row 4 touches the bottom edge.
        #expect(built.count == 5)
        #expect(live.builtIDs(Int.self) == [0, 1, 2, 3, 4])
        // Every unbuilt row is estimated from the built ones: exact for uniform rows.
        #expect(close(live.frame("stack"), CGRect(x: 0, y: 0, width: 300, height: 50_000_000)))

        live.scroll(to: CGPoint(x: 0, y: 25_000_020))
        #expect(live.builtIDs(Int.self) == Array(500_000...500_004))
        #expect(close(live.frame(500_000), CGRect(x: 0, y: -20, width: 300, height: 50)))
        #expect(built.count <= 10)
    }

    @Test func scrollToAnUnbuiltRowByItsForEachID() {
        var captured: ScrollViewProxy?
        let built = BuildCounter()
        let live = LiveLayout(ScrollViewReader { proxy in
            let _ = (captured = proxy)
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<1_000_000) { i in
                        let _ = (built.count += 1)
                        Text("Row \(i)").frame(height: 40)
                    }
                }
            }
        }, width: 300, height: 200)
        try! #require(captured).scrollTo(750_000, anchor: .center)
        live.relayout()
        let texts = live.root.allNodes.filter { $0.behavior.displayedText == "Row 750000" }
        #expect(texts.count == 1)
        // The row's centre at the view's centre: 100 − 20.
        #expect(close(texts.first.map { $0.frame.minY - (40 - $0.frame.height) / 2 } ?? 0, 80))
        #expect(built.count < 30)
    }

    @Test func displayListHasOnlyTheVisibleRowsInAClip() {
        let live = LiveLayout(ScrollView {
            LazyVStack(spacing: 0) { ForEach(0..<100) { i in Color.red.frame(height: 50).id(i) } }
        }, width: 300, height: 200)
        live.scroll(to: CGPoint(x: 0, y: 120))
        let items = live.displayList
        #expect(clipRects(items) == [CGRect(x: 0, y: 0, width: 300, height: 200)])
        // Rows 2 to 6 reach into 120–320; the others are not built, so not drawn.
        #expect(fillRects(items).map(\.minY) == [-20, 30, 80, 130, 180])
    }

    // MARK: Pinned views

    private func sections(_ pinned: PinnedScrollableViews) -> some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: pinned) {
                ForEach(["A", "B"], id: \.self) { name in
                    Section {
                        ForEach(0..<10) { i in Color.red.frame(height: 50).id("\(name)\(i)") }
                    } header: {
                        Color.gray.frame(height: 30).id("header\(name)")
                    } footer: {
                        Color.gray.frame(height: 20).id("footer\(name)")
                    }
                }
            }
        }
    }

    @Test func pinnedHeadersStickToTheTopWithinTheirSection() {
        // Section A: header 0–30, rows 30–530, footer 530–550; section B from 550.
        let live = LiveLayout(sections(.sectionHeaders), width: 300, height: 200)
        #expect(close(live.frame("headerA"), CGRect(x: 0, y: 0, width: 300, height: 30)))
        live.scroll(to: CGPoint(x: 0, y: 100))
        #expect(close(live.frame("headerA"), CGRect(x: 0, y: 0, width: 300, height: 30)))
        #expect(close(live.frame("A1"), CGRect(x: 0, y: -20, width: 300, height: 50)))
        // Near the section's end, the header is pushed up by it: 550 − 30 − 530.
        live.scroll(to: CGPoint(x: 0, y: 530))
        #expect(close(live.frame("headerA"), CGRect(x: 0, y: -10, width: 300, height: 30)))
        #expect(close(live.frame("headerB"), CGRect(x: 0, y: 20, width: 300, height: 30)))
        live.scroll(to: CGPoint(x: 0, y: 700))
        #expect(close(live.frame("headerB"), CGRect(x: 0, y: 0, width: 300, height: 30)))
        #expect(live.frame("headerA") == nil)
        // Pinned headers draw above the rows.
        #expect(fillRects(live.displayList).last == CGRect(x: 0, y: 0, width: 300, height: 30))
    }

    @Test func unpinnedHeadersScrollAway() {
        let live = LiveLayout(sections([]), width: 300, height: 200)
        live.scroll(to: CGPoint(x: 0, y: 10))
        #expect(close(live.frame("headerA"), CGRect(x: 0, y: -10, width: 300, height: 30)))
    }

    @Test func pinnedFootersStickToTheBottom() {
        let live = LiveLayout(sections(.sectionFooters), width: 300, height: 200)
        #expect(close(live.frame("footerA"), CGRect(x: 0, y: 180, width: 300, height: 20)))
        live.scroll(to: CGPoint(x: 0, y: 400))  // the footer's own place, 530–550, is 130–150
        #expect(close(live.frame("footerA"), CGRect(x: 0, y: 130, width: 300, height: 20)))
    }

    @Test func outsideAScrollViewEverythingIsBuilt() {
        let built = BuildCounter()
        let l = layout(LazyVStack(spacing: 0) {
            ForEach(0..<30) { i in
                let _ = (built.count += 1)
                Color.red.frame(height: 50).id(i)
            }
        }, width: 100, height: 200)
        #expect(built.count == 30)
        expectFrame(l, id: 29, CGRect(x: 0, y: 1450, width: 100, height: 50))
    }
}

extension LayoutNode {
    /// This node and everything below it.
    var allNodes: [LayoutNode] {
        var result: [LayoutNode] = []
        var stack = [self]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }
}

@MainActor
struct LazyStackBadInputTests {
    @Test func absurdCountsWarnAndStayBounded() {
        let built = BuildCounter()
        let warnings = Diagnostics.capture {
            let live = LiveLayout(ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<Int.max) { i in
                        let _ = (built.count += 1)
                        Color.red.frame(height: 1).id(i)
                    }
                }.id("stack")
            }, width: 100, height: 10)
            // 2^40 one-point rows, estimated from the 11 built.
            #expect(live.frame("stack")?.height == CGFloat(1 << 40))
        }
        #expect(built.count == 11)
        // Warned once per process; no other test gives this many views.
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("more than 1099511627776 views") == true)
    }
}

extension LazyStackBadInputTests {
    @Test func hugeStackOutsideAScrollViewBuildsABoundedNumber() {
        let built = BuildCounter()
        let warnings = Diagnostics.capture {
            let l = layout(LazyVStack(spacing: 0) {
                ForEach(0..<150_000) { i in
                    let _ = (built.count += 1)
                    Color.red.frame(height: 2)
                }
            }, width: 10, height: 10)
            #expect(l.size.height == 300_000)  // the unbuilt 50,000 estimated at 2 each
        }
        #expect(built.count == 100_000)
        #expect(warnings.count == 1)
    }
}
