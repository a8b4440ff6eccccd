import Foundation
import Testing
import VellumCore
@testable import VellumText

/// Shaping is cached by content, each shaped text keeping its whole-lines layout, and
/// other layouts by (content, constraints), so other widths and scales only break lines
/// again.
@Suite struct CacheTests {
    private let content = TextContent(runs: [TextContent.Run(string: WrappingTests.sentence, font: body17)])

    @Test func aCacheHitDoesNotReshape() {
        let engine = FontTextEngine()
        let first = engine.layout(content, constraints: TextConstraints(width: 150))
        let calls = engine.core.shapingCalls
        #expect(calls == 1)
        #expect(engine.layout(content, constraints: TextConstraints(width: 150)) == first)
        #expect(engine.core.shapingCalls == calls)
    }

    /// Breaking at spaces is safe in HarfBuzz's sense, so no piece is shaped again.
    @Test func otherWidthsAndScalesReuseTheShaping() {
        let engine = FontTextEngine()
        _ = engine.layout(content, constraints: TextConstraints(width: 150))
        let calls = engine.core.shapingCalls
        for width in [100.0, 200, 300, 1000] {
            _ = engine.layout(content, constraints: TextConstraints(width: width))
        }
        _ = engine.layout(content, constraints: TextConstraints(width: nil, scale: 0.5))
        #expect(engine.core.shapingCalls == calls)
    }

    /// Wrapped layouts are cached by content and constraints: asked again, by any view,
    /// they run no second pass, however many widths were asked in between (a grid sizing
    /// spanning texts asks each many). A width that wraps into the same lines as one
    /// laid out before is served by that layout: one pass for each different set of
    /// lines, each the layout a pass at that width makes.
    @Test func wrappedLayoutsAreCachedByTheirConstraints() {
        let engine = FontTextEngine()
        let widths = (0..<300).map { CGFloat(100) + CGFloat($0) / 5 }  // each wraps the sentence
        var lineSets = Set<[String]>()
        for width in widths {
            let layout = engine.layout(content, constraints: TextConstraints(width: width))
            let fresh = FontTextEngine().layout(content, constraints: TextConstraints(width: width))
            #expect(layout == fresh, "at width \(width)")
            lineSets.insert(fresh.lines.map(\.string))
        }
        #expect(lineSets.count == 5)
        #expect(engine.core.layoutPasses == lineSets.count)
        for width in widths.reversed() { _ = engine.layout(content, constraints: TextConstraints(width: width)) }
        #expect(engine.core.layoutPasses == lineSets.count)
        #expect(engine.core.shapingCalls == 1)
    }

    @Test func cachedAndUncachedLayoutsAgree() {
        let cached = FontTextEngine()
        _ = cached.layout(content, constraints: TextConstraints(width: 100))
        for width in [80.0, 100, 150] {
            let constraints = TextConstraints(width: width, maxLines: 2, truncationMode: .middle)
            #expect(cached.layout(content, constraints: constraints) == FontTextEngine().layout(content, constraints: constraints))
        }
    }

    /// The cache keeps at least the half of its capacity used last: an entry of the old
    /// generation used again stays, the rest of that generation is forgotten when the
    /// recent one turns; an entry past half the cost limit turns it at once.
    @Test func cacheForgetsWhatWentUnusedForAGeneration() {
        var cache = LRUCache<Int, String>(capacity: 8, costLimit: 100)
        for key in 0..<4 { cache.insert("\(key)", for: key, cost: 1) }  // a whole generation: it turns
        #expect(cache.count == 4)
        #expect(cache.value(for: 0) == "0")  // back in the recent generation
        for key in 4..<7 { cache.insert("\(key)", for: key, cost: 1) }  // 0, 4, 5, 6: it turns again
        #expect(cache.count == 4)
        #expect(cache.value(for: 1) == nil)
        #expect(cache.value(for: 3) == nil)
        #expect(cache.value(for: 0) == "0")
        #expect(cache.value(for: 6) == "6")
        cache.insert("huge", for: 9, cost: 1000)  // 0, 6 and 9 turn at once; 4 and 5 go
        #expect(cache.value(for: 4) == nil)
        #expect(cache.value(for: 9) == "huge")
        #expect(cache.count == 1)
    }

    /// A layout of whole paragraphs serves widths its lines fit and looser line limits; each
    /// answer is what a fresh engine lays out, asked in both orders, with negative
    /// tracking (where a wider line need not be a longer one) and without.
    @Test func wholeLineLayoutsServeWiderWidthsAndLooserLimits() {
        let strings = ["Item 42", "Hello, world", WrappingTests.sentence, "trailing   ", "one\ntwo\n", "שלום עולם", "  "]
        let asked = [
            TextConstraints(width: nil, maxLines: 37), TextConstraints(width: nil), TextConstraints(width: 1024, maxLines: 1),
            TextConstraints(width: 1024), TextConstraints(width: 60), TextConstraints(width: 60, maxLines: 1),
            TextConstraints(width: 500, maxLines: 2), TextConstraints(width: 0.5), TextConstraints(width: 1024, scale: 0.5),
            TextConstraints(width: 1024, maxLines: 1, truncationMode: .head, allowsTightening: true),
            // About the width of the short strings' lines, above and below.
            TextConstraints(width: 44), TextConstraints(width: 49), TextConstraints(width: 53),
            TextConstraints(width: 90), TextConstraints(width: 96), TextConstraints(width: 100, maxLines: 1),
        ]
        for string in strings {
            for tracking in [0.0, -3] {
                let content = TextContent(runs: [TextContent.Run(string: string, font: body17, tracking: tracking)])
                for order in [asked, asked.reversed()] {
                    let engine = FontTextEngine()
                    var preparation: TextPreparation?
                    for constraints in order {
                        #expect(engine.layout(content, constraints: constraints, preparation: &preparation)
                                == FontTextEngine().layout(content, constraints: constraints), "\(string) \(constraints)")
                    }
                }
            }
        }
    }

    /// A layout without a width serves the widths its lines fit, down to the width of
    /// its widest line; at a hair less, it is laid out again (and wraps). Each answer is a
    /// fresh engine's.
    @Test func wholeLineLayoutsServeWidthsDownToTheirLines() {
        for string in ["Item 42", "Hello, world", "trailing   ", "one\ntwo three\n", "שלום עולם"] {
            for tracking in [0.0, -3, 2] {
                let content = TextContent(runs: [TextContent.Run(string: string, font: body17, tracking: tracking)])
                let ideal = FontTextEngine().layout(content, constraints: TextConstraints(width: nil))
                let widest = ideal.lines.map(\.width).max() ?? 0
                for width in [widest + 0.01, widest, widest - 1e-9, widest - 0.01, widest / 2] {
                    let engine = FontTextEngine()
                    var preparation: TextPreparation?
                    _ = engine.layout(content, constraints: TextConstraints(width: nil), preparation: &preparation)
                    let passes = engine.core.layoutPasses
                    let constraints = TextConstraints(width: width)
                    let served = engine.layout(content, constraints: constraints, preparation: &preparation)
                    let fresh = FontTextEngine().layout(content, constraints: constraints)
                    #expect(served == fresh, "\(string) tracking \(tracking) width \(width)")
                    if tracking == 0, !string.hasSuffix(" ") {
                        // Laid out again exactly when the widest line does not fit.
                        let fits = width + 1e-6 >= widest
                        #expect(engine.core.layoutPasses == passes + (fits ? 0 : 1), "\(string) width \(width)")
                    }
                }
            }
        }
    }

    @Test func concurrentLayoutsAreSafe() async {
        let engine = FontTextEngine()
        let expected = engine.layout(content, constraints: TextConstraints(width: 120))
        await withTaskGroup(of: TextLayout.self) { group in
            for i in 0..<16 {
                group.addTask {
                    engine.layout(content, constraints: TextConstraints(width: CGFloat(100 + i % 4 * 10)))
                }
            }
            for await _ in group {}
        }
        #expect(engine.layout(content, constraints: TextConstraints(width: 120)) == expected)
    }
}

/// How often a stack of distinct labels is shaped: once a label, however many times the
/// stack measures it.
@MainActor
@Suite struct StackShapingTests {
    @Test func eachLabelInAStackIsShapedOnce() {
        let engine = FontTextEngine()
        var environment = EnvironmentValues()
        environment.textEngine = engine
        let count = 1_000
        let before = engine.core.shapingCalls
        _ = ViewLayout(of: HStack { ForEach(0..<count, id: \.self) { Text("Item \($0)") } },
                       in: CGSize(width: 1024, height: 768), environment: environment)
        #expect(engine.core.shapingCalls - before == count)
    }

    /// A stack asks each label at its ideal size, at its share, at its minimum and for
    /// its spacing; the label's one line serves every question after the first: in an
    /// HStack all are without a width, and a VStack's width (1024) is wider than any
    /// label's line.
    @Test func eachLabelInAStackIsLaidOutOnce() {
        for vertical in [false, true] {
            let engine = FontTextEngine()
            var environment = EnvironmentValues()
            environment.textEngine = engine
            let labels = ForEach(0..<1_000, id: \.self) { Text("Item \($0)") }
            let window = CGSize(width: 1024, height: 768)
            _ = vertical ? ViewLayout(of: VStack { labels }, in: window, environment: environment)
                         : ViewLayout(of: HStack { labels }, in: window, environment: environment)
            #expect(engine.core.layoutPasses == 1_000, "vertical: \(vertical)")
        }
    }

    /// Labels in one font share the engine's choice of face for each character: "Item 0"
    /// to "Item 999" choose for I, t, e, m and ten digits (a space stays in the face
    /// before it), once each; a second stack chooses only for its new letters.
    @Test func labelsInOneFontChooseEachCharactersFaceOnce() {
        let engine = FontTextEngine()
        var environment = EnvironmentValues()
        environment.textEngine = engine
        let stack = HStack { ForEach(0..<1_000, id: \.self) { Text("Item \($0)") } }
        let first = ViewLayout(of: stack, in: CGSize(width: 1024, height: 768), environment: environment)
        #expect(engine.core.facesChosen == 14)
        _ = ViewLayout(of: VStack { ForEach(0..<1_000, id: \.self) { Text("Row \($0)") } },
                       in: CGSize(width: 1024, height: 768), environment: environment)
        #expect(engine.core.facesChosen == 17)  // R, o and w are new; the digits are known
        // A fresh engine lays each label out the same.
        var fresh = environment
        fresh.textEngine = FontTextEngine()
        #expect(ViewLayout(of: stack, in: CGSize(width: 1024, height: 768), environment: fresh).description
                == first.description)
    }
}

/// The engine's memo of face choices is bounded in font chains as well as in scalars, so
/// a server shown many users' fonts does not keep every chain forever.
@Suite struct FaceMemoTests {
    @Test func fontChainsPastTheCapacityStartOver() throws {
        let font = try #require(FontResolver.shared.resolve(body17))
        let memo = FaceMemo()
        // Chains of different lengths are different keys, even over the same face.
        func chain(_ n: Int) -> ResolvedFont {
            ResolvedFont(primary: font.primary, fallbacks: Array(repeating: font.primary, count: n), warning: nil)
        }
        let first = memo.faces(for: chain(0))
        for n in 1..<FaceMemo.fontCapacity { _ = memo.faces(for: chain(n)) }
        #expect(memo.faces(for: chain(0)) === first)  // 256 chains: all kept
        _ = memo.faces(for: chain(FaceMemo.fontCapacity))  // the 257th starts over
        #expect(memo.faces(for: chain(0)) !== first)
    }
}
