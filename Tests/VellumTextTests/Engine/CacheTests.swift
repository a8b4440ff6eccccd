import Foundation
import Testing
import VellumCore
@testable import VellumText

/// Layouts are cached by (content, constraints); shaping by content, so other widths
/// and scales only break lines again.
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

    @Test func cachedAndUncachedLayoutsAgree() {
        let cached = FontTextEngine()
        _ = cached.layout(content, constraints: TextConstraints(width: 100))
        for width in [80.0, 100, 150] {
            let constraints = TextConstraints(width: width, maxLines: 2, truncationMode: .middle)
            #expect(cached.layout(content, constraints: constraints) == FontTextEngine().layout(content, constraints: constraints))
        }
    }

    @Test func cacheForgetsTheOldestEntries() {
        var cache = LRUCache<Int, String>(capacity: 4, costLimit: 100)
        for key in 0..<4 { cache.insert("\(key)", for: key, cost: 1) }
        _ = cache.value(for: 0)
        cache.insert("4", for: 4, cost: 1)
        #expect(cache.count == 3)
        #expect(cache.value(for: 0) == "0")
        #expect(cache.value(for: 4) == "4")
        #expect(cache.value(for: 1) == nil)
        cache.insert("huge", for: 5, cost: 1000)
        #expect(cache.value(for: 5) == "huge")
        #expect(cache.count == 1)
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
}
