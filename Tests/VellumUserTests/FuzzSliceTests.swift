import Testing
import Vellum
import VellumFuzzing
@testable import VellumText

/// A fixed slice of the fuzzer that `scripts/fuzz` runs at length: random trees with
/// hostile arguments, each laid out at several proposals and some drawn, with no NaN,
/// negative or unexpectedly infinite frame. A failure prints the seed and the tree,
/// reduced, as Swift source.
@MainActor
struct FuzzSliceTests {
    @Test func fixedSeedsHaveNoViolations() {
        var run = FuzzRun()
        run.limits = FuzzGenerator.Limits(maxNodes: 30, maxDepth: 6, maxGridCellColumns: 8)
        run.maxReductionAttempts = 100
        var reports: [String] = []
        run.report = { reports.append($0) }
        var tally = FuzzTally(first: 1)
        _ = Diagnostics.capture { tally = run.run(seeds: 1 ... 300) }
        #expect(tally.trees == 300)
        #expect(!tally.failed, "\(tally.summary)\n\(reports.joined(separator: "\n\n"))")
    }

    /// Fuzz seed 3569112: grids aligned by text baselines ask a long unbreakable text
    /// many widths, pass after pass. Each layout is cached, so the tree runs 69 layout
    /// passes, and laid out again in a new graph none; keeping four layouts a text, as
    /// this stop first did, it ran 843 and then 834 more (1.6 s of CPU in release: a
    /// slow tree).
    @Test func fuzzSeed3569112LaysEachWidthOutOnce() {
        let engine = FontTextEngine()
        layOut(seed: 3569112, with: engine)
        #expect(engine.core.layoutPasses == 69)
        layOut(seed: 3569112, with: engine)
        #expect(engine.core.layoutPasses == 69)
    }

    /// Fuzz seed 3457847: the same for texts of 2,000 and 2,400 characters in grid
    /// columns under `minimumScaleFactor`, which tries up to 17 scales at each width: the
    /// tree runs 857 layout passes; keeping 27 layouts a text (65,536 glyphs), as this
    /// stop did for a while, it ran 1,495 (3.1 s of CPU in release). Its 857 layouts hold
    /// more glyphs than the cache's cost limit, so laid out again some are made anew.
    @Test func fuzzSeed3457847LaysEachLayoutOutOnce() {
        let engine = FontTextEngine()
        layOut(seed: 3457847, with: engine)
        #expect(engine.core.layoutPasses == 857)
    }

    /// Lays out a seed's tree in the fuzzer's window, measuring text with `engine`.
    private func layOut(seed: UInt64, with engine: FontTextEngine) {
        var environment = EnvironmentValues()
        environment.textEngine = engine
        let view = FuzzGenerator.tree(seed: seed).root.view
        _ = Diagnostics.capture {
            _ = ViewLayout(of: view, in: FuzzChecker.window, environment: environment)
        }
    }

    /// The same seed is the same tree: a reported seed reproduces.
    @Test func aSeedNamesOneTree() {
        let first = FuzzGenerator.tree(seed: 42).root.source
        #expect(FuzzGenerator.tree(seed: 42).root.source == first)
        #expect(FuzzGenerator.tree(seed: 43).root.source != first)
    }

    /// Reducer edits read back as written, so a report's `--edits` repeats its tree.
    @Test func editsRoundTripAndApply() throws {
        let edits = try #require(FuzzEdit.list("c3,h5.1,d7.2"))
        #expect(edits == [.clear(at: 3), .hoist(at: 5, child: 1), .drop(at: 7, child: 2)])
        #expect(edits.map(\.description).joined(separator: ",") == "c3,h5.1,d7.2")
        #expect(FuzzEdit.list("x1") == nil)
    }
}
