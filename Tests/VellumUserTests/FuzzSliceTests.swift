import Testing
import Vellum
@testable import VellumFuzzing
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
    /// many widths, pass after pass. Each layout is cached, so the tree runs 31 layout
    /// passes, and laid out again in a new graph none; keeping four layouts a text, as
    /// an earlier stop first did, it ran 843 and then 834 more (1.6 s of CPU in release:
    /// a slow tree). Caching by exact width alone, it ran 69: widths that wrap into the
    /// same lines now share a layout (`WrappedLines`).
    @Test func fuzzSeed3569112LaysEachWidthOutOnce() {
        let engine = FontTextEngine()
        layOut(seed: 3569112, with: engine)
        #expect(engine.core.layoutPasses == 31)
        layOut(seed: 3569112, with: engine)
        #expect(engine.core.layoutPasses == 31)
    }

    /// Fuzz seed 3457847: the same for texts of 2,000 and 2,400 characters in grid
    /// columns under `minimumScaleFactor`, which tries up to 18 scales at each width: the
    /// tree runs 515 layout passes (857 cached by exact width; 1,495 keeping 27 layouts
    /// a text, 3.1 s of CPU in release).
    @Test func fuzzSeed3457847LaysEachLayoutOutOnce() {
        let engine = FontTextEngine()
        layOut(seed: 3457847, with: engine)
        #expect(engine.core.layoutPasses == 515)
    }

    /// Fuzz seed 4274631: a grid row of 2,400-character texts (one tracked 320 points)
    /// under `minimumScaleFactor`, which the grid asks at 37 widths, 14 of them between
    /// 209.4 and 211.4: 1,440 layout passes, 7.9 s of CPU in release, when layouts
    /// were cached by exact width. Widths that wrap into the same lines share one now.
    @Test func fuzzSeed4274631SharesLayoutsAcrossCloseWidths() {
        let engine = FontTextEngine()
        layOut(seed: 4274631, with: engine)
        #expect(engine.core.layoutPasses == 354)
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

    /// A drawn tree may take 250 ns (release) for each pixel of a canvas that was made,
    /// whatever happened after; a canvas the renderer refuses allows nothing. Its
    /// pixels are rounded as the renderer rounds them, noise under a millionth ignored.
    @Test func drawingTimeCountsTheCanvasesMade() {
        #expect(FuzzChecker.canvasPixels(width: 5000, height: 13_367.67) == 5000 * 13_368)  // fuzz seed 4517220
        #expect(FuzzChecker.canvasPixels(width: 320.000_000_1, height: 480) == 320 * 480)
        #expect(FuzzChecker.canvasPixels(width: 16_385, height: 1) == 0)  // over 16,384 a side
        #expect(FuzzChecker.canvasPixels(width: 8192, height: 8193) == 0)  // over 256 MiB
        #expect(FuzzChecker.canvasPixels(width: 8192, height: 8192) == 8192 * 8192)
        #expect(FuzzChecker.canvasPixels(width: .nan, height: 10) == 0)
        #expect(FuzzChecker.canvasPixels(width: .infinity, height: 10) == 0)
    }

    /// Fuzz seed 7428962, reduced: a `ViewThatFits` placed at the largest finite length
    /// (1.8e308, below a path stretched by `aspectRatio(1e-300, contentMode: .fill)`)
    /// centred its child at Foundation's `midY`, the mean of its edges: infinity. The
    /// centre is now its origin plus half its size, so the child stays where it is.
    @Test func fuzzSeed7428962CentresWithoutOverflow() throws {
        let edits = try #require(FuzzEdit.list("h0.4,h1.0,h1.0,d1.1"))
        let tree = try #require(FuzzGenerator.tree(seed: 7428962).applying(edits))
        var problem: String?
        var childOrigin: CGPoint?
        _ = Diagnostics.capture {
            let layout = ViewLayout(of: tree.root.view, in: FuzzChecker.window)
            problem = FuzzChecker.problem(in: layout, proposal: ProposedViewSize(FuzzChecker.window), tree: tree)
            var stack = [layout.root]
            while let element = stack.popLast() {
                if element.label.hasPrefix("ViewThatFits") { childOrigin = element.children.first?.frame.origin }
                stack += element.children
            }
        }
        #expect(problem == nil)
        #expect(childOrigin == CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude))
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
