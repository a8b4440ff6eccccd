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
        // The spec's case: 30 levels of three children (an exponential nest would need on
        // the order of 3^30 measurements). Counted per level from the trace:
        //
        // - The 18 inner levels, 0–17, are only ever proposed 0 or ∞ on each axis: the
        //   shares of 1024 × 768 are gone by then. Each node there is measured exactly
        //   once per question of {0, ∞}², 4 times; the red Color inside a fixed frame is
        //   asked only (10, 10), once. An HStack level (stack, frame, red, blue) costs
        //   4 + 4 + 1 + 4 = 13, a VStack level (stack, label, green) 4 + 4 + 4 = 12, and
        //   the innermost text 4: 9 × 13 + 9 × 12 + 4 = 229.
        // - The 12 outer levels, 18–29, still get positive shares, and some of their nodes
        //   are asked more distinct questions than the cache's 8 answers, so answers are
        //   replaced and asked again (the VStack at level 21 is measured 46 times). From
        //   the root inward they cost 7, 22, 25, 32, 28, 41, 53, 109, 80, 75, 40 and 15:
        //   527.
        //
        // 229 + 527 = 756 for the 106 views.
        let m30 = Self.measurements(depth: 30)
        #expect(m30 == 756, "\(m30) measurements for \(Self.nodeCount(30)) views")
        // Linear: past the outer levels, every two levels cost the same 13 + 12 = 25, so
        // 100 more levels cost 50 × 25 = 1,250.
        let m100 = Self.measurements(depth: 100)
        let m200 = Self.measurements(depth: 200)
        let m300 = Self.measurements(depth: 300)
        #expect(m200 - m100 == 1_250, "measurements at depth 100/200: \(m100), \(m200)")
        #expect(m300 - m200 == m200 - m100, "measurements at depth 100/200/300: \(m100), \(m200), \(m300)")
    }

    @Test func innerLevelsAreAskedOnlyZeroAndInfinity() {
        // The premise of the count above: the innermost text is asked the four questions
        // of {0, ∞}², each measured once.
        let trace = LayoutTrace.record {
            _ = ViewLayout(of: Self.nest(30), in: CGSize(width: 1024, height: 768), environment: .spec)
        }
        let leaf = trace.events.filter { $0.kind == .measured && $0.view == "Text(\"Leaf\")" }.map(\.proposal)
        let zeroAndInfinity: [ProposedViewSize] = [
            .zero, ProposedViewSize(width: 0, height: .infinity), ProposedViewSize(width: .infinity, height: 0), .infinity,
        ]
        #expect(leaf.count == 4)
        #expect(zeroAndInfinity.allSatisfy(leaf.contains), "\(leaf)")
    }

    /// `depth` HStacks, each holding the next, around a Color.
    static func chain(_ depth: Int) -> AnyView {
        var view = AnyView(Color.red)
        for _ in 0..<depth { view = AnyView(HStack { view }) }
        return view
    }

    @Test func aChainOfOneChildStacksIsMeasuredOncePerView() {
        // A stack with one child has no space to share: it proposes the child its own
        // proposal, so each of the 10 stacks and the Color is asked one question and
        // measured once: 11. Placing each stack asks its child that question twice more
        // (the stack's placement works its distribution out again, then the node asks the
        // child's size for the frame), both from the cache: 2 × 10 = 20 hits.
        let trace = LayoutTrace.record {
            _ = ViewLayout(of: Self.chain(10), in: CGSize(width: 1024, height: 768), environment: .spec)
        }
        #expect(trace.measurementCount == 11)
        #expect(trace.events.filter { $0.kind == .cached }.count == 20)
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
        // Each text is probed with 0 and ∞ (flexibility) and offered its share: 3 distinct
        // questions, 2 × 3 = 6 measurements. Placing the stack works its distribution
        // out again, asking the same 3 questions of each text (6 hits), then the node
        // asks each text its size for its placement proposal, its share (2 hits): 8.
        let textMeasurements = trace.events.filter { $0.kind == .measured && $0.view.hasPrefix("Text") }
        let textHits = trace.events.filter { $0.kind == .cached && $0.view.hasPrefix("Text") }
        #expect(textMeasurements.count == 6)
        #expect(textHits.count == 8)
    }
}

/// The cache itself: the answers one node keeps, up to 8, the oldest replaced first.
struct ProposalCacheTests {
    /// The `i`th of a run of distinct proposals, and the answer kept for it.
    static func proposal(_ i: Int) -> ProposedViewSize { ProposedViewSize(width: CGFloat(i), height: 7) }
    static func answer(_ i: Int) -> CGSize { CGSize(width: CGFloat(i), height: CGFloat(2 * i)) }

    /// A cache given answers for proposals `0..<count`, in order.
    static func filled(_ count: Int) -> ProposalCache {
        var cache = ProposalCache()
        for i in 0..<count { cache[proposal(i)] = answer(i) }
        return cache
    }

    /// Which of proposals `0..<upTo` the cache answers.
    static func answered(_ cache: ProposalCache, upTo: Int) -> [Int] {
        (0..<upTo).filter { i in
            guard let size = cache[proposal(i)] else { return false }
            #expect(size == answer(i), "proposal \(i) answered \(size)")
            return true
        }
    }

    @Test func anEmptyCacheMisses() {
        let cache = ProposalCache()
        #expect(cache[.zero] == nil)
        #expect(cache[.unspecified] == nil)
    }

    @Test func aKeptAnswerHitsAndOnlyForItsProposal() {
        var cache = ProposalCache()
        cache[ProposedViewSize(width: 0, height: nil)] = CGSize(width: 3, height: 4)
        #expect(cache[ProposedViewSize(width: 0, height: nil)] == CGSize(width: 3, height: 4))
        // Another value on either axis, or nil for 0, is another question.
        #expect(cache[.zero] == nil)
        #expect(cache[ProposedViewSize(width: nil, height: nil)] == nil)
        #expect(cache[ProposedViewSize(width: 0, height: .infinity)] == nil)
    }

    @Test func settingNilKeepsNothing() {
        var cache = ProposalCache()
        cache[.zero] = nil
        #expect(cache[.zero] == nil)
        // Eight answers still fit after the nil: it took no place.
        for i in 0..<8 { cache[Self.proposal(i)] = Self.answer(i) }
        #expect(Self.answered(cache, upTo: 8) == Array(0..<8))
    }

    @Test func eightAnswersAreKept() {
        #expect(Self.answered(Self.filled(8), upTo: 8) == Array(0..<8))
    }

    @Test func theNinthAnswerReplacesTheOldest() {
        // 9 answers: the first (0) is replaced; 1–8 are kept.
        #expect(Self.answered(Self.filled(9), upTo: 9) == Array(1..<9))
        // Replacement goes round in order of age: after 12 answers, 0–3 are gone.
        #expect(Self.answered(Self.filled(12), upTo: 12) == Array(4..<12))
        // After 16, a full second round: only the last 8 remain.
        #expect(Self.answered(Self.filled(16), upTo: 16) == Array(8..<16))
        // And after 17, the round starts again with the oldest, 8.
        #expect(Self.answered(Self.filled(17), upTo: 17) == Array(9..<17))
    }
}

/// A container that asks its one subview the proposals it is given, in order, and places
/// it with the last.
private struct Asking: Layout {
    let proposals: [ProposedViewSize]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        for p in proposals { _ = subviews[0].sizeThatFits(p) }
        return CGSize(width: 10, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: proposals.last!)
    }
}

/// The cache as a node uses it: measurements of one Color, counted by the trace.
@MainActor
struct NodeCacheCountTests {
    static func colorMeasurements(_ proposals: [ProposedViewSize]) -> Int {
        LayoutTrace.record {
            _ = ViewLayout(of: Asking(proposals: proposals) { Color.red }, proposal: .unspecified, environment: .spec)
        }.events.filter { $0.kind == .measured && $0.view == "Color.red" }.count
    }

    static func run(_ indices: [Int]) -> [ProposedViewSize] { indices.map(ProposalCacheTests.proposal) }

    @Test func eachDistinctQuestionIsMeasuredOnce() {
        // 8 distinct questions, each asked twice, then placed with the last: 8 measured.
        #expect(Self.colorMeasurements(Self.run(Array(0..<8) + Array(0..<8))) == 8)
    }

    @Test func aQuestionPastTheCapacityReplacesTheOldestAnswer() {
        // 9 distinct questions fill the cache and replace the answer to 0; asking 1 again
        // hits, asking 0 again is measured anew (and replaces 1): 9 + 1 = 10 measurements.
        // Placement asks 0, the last question, once more: a hit.
        #expect(Self.colorMeasurements(Self.run(Array(0..<9) + [1, 0])) == 10)
        // Asking 1 after that is measured again too: it was the oldest when 0 came back.
        #expect(Self.colorMeasurements(Self.run(Array(0..<9) + [0, 1])) == 11)
    }
}
