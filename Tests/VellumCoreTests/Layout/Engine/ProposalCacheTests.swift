import Foundation
import Testing
@testable import VellumCore

/// The per-node measurement cache: it keeps nested stacks linear, and it never changes
/// an answer.
@MainActor
struct MeasurementCacheTests {
    /// A `depth`-level nest of alternating HStack/VStack; each level holds two leaves
    /// (a fixed one and a flexible one) and the next level.
    static func nest(_ depth: Int) -> AnyView {
        var view = AnyView(Text("Leaf"))
        for level in 0..<depth {
            if level % 2 == 0 {
                view = AnyView(HStack { Color.red.frame(width: 10, height: 10); Color.blue; view })
            } else {
                view = AnyView(VStack { Text("Label"); Color.green; view })
            }
        }
        return view
    }

    /// Number of views in `nest(depth)`: per level the stack, a frame, its colour, a
    /// second colour or text; plus the innermost text.
    static func nodeCount(_ depth: Int) -> Int {
        var count = 1
        for level in 0..<depth { count += level % 2 == 0 ? 4 : 3 }
        return count
    }

    static func measurements(depth: Int) -> Int {
        LayoutTrace.record {
            _ = ViewLayout(of: nest(depth), in: CGSize(width: 1024, height: 768), environment: .spec)
        }.measurementCount
    }

    @Test func nestedStacksAreMeasuredLinearly() {
        // The spec's case: 30 levels of three children are measured a few times per node
        // (an exponential nest would need on the order of 3^30 measurements).
        let m30 = Self.measurements(depth: 30)
        #expect(m30 <= 10 * Self.nodeCount(30), "\(m30) measurements for \(Self.nodeCount(30)) views")
        // Linear: past the outermost levels, every level costs the same.
        let m100 = Self.measurements(depth: 100)
        let m200 = Self.measurements(depth: 200)
        let m300 = Self.measurements(depth: 300)
        #expect(m300 - m200 == m200 - m100, "measurements at depth 100/200/300: \(m100), \(m200), \(m300)")
    }

    @Test func layoutWithCacheEqualsLayoutWithout() {
        let view = Self.nest(7)
        let cached = ViewLayout(of: view, in: CGSize(width: 700, height: 500), environment: .spec).description
        LayoutNode.usesSizeCache = false
        defer { LayoutNode.usesSizeCache = true }
        let uncached = ViewLayout(of: view, in: CGSize(width: 700, height: 500), environment: .spec).description
        #expect(cached == uncached)
        #expect(cached.split(separator: "\n").count == Self.nodeCount(7))
    }

    @Test func repeatedQuestionsAreAnsweredFromTheCache() {
        let trace = LayoutTrace.record {
            _ = ViewLayout(of: HStack { Text("A"); Text("B") }, proposal: ProposedViewSize(width: 100, height: 50), environment: .spec)
        }
        // Each text is probed with 0 and ∞ (flexibility), offered its share, and placed
        // with that same share: the placement question is a cache hit.
        let textMeasurements = trace.events.filter { $0.kind == .measured && $0.view.hasPrefix("Text") }
        let textHits = trace.events.filter { $0.kind == .cached && $0.view.hasPrefix("Text") }
        #expect(textMeasurements.count == 6)
        #expect(textHits.count >= 2)
    }
}
