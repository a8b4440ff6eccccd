import Foundation
import Vellum

// Benchmarks (release build: `swift run -c release VellumBenchmarks`). Each figure is the
// median of repeated runs, printed as a table on standard output and as
// `CSV,<shape>,<phase>,<items>,<median_ms>,<min_ms>,<max_ms>,<reps>,<ns_per_item>` on
// standard error.
//
// Options: --only SUBSTRING (shapes whose name contains it; a trailing $ anchors it at
// the end, so `hstack-texts-10000$` leaves out the 100,000 case), --quick (short budgets,
// fewer depths), --budget-ms N (time spent per figure), --superdeep 10,20,50 (depths of
// e), --deep N (depth of b), --hostile (the hostile-input cost and depth cases, timed once
// each; Hostile.swift).
//
// `--instructions SHAPE PHASE` runs one phase once for callgrind instead (see
// scripts/bench-instructions): an uncounted warm-up layout, then the phase inside
// `countedPhase`, the only function whose instructions are collected.
//
// `--renders N` renders one varied view N times in each format instead, for
// scripts/check-leaks.
//
// `--instructions paint-angular-400-2x png` (and the other cases in PaintCost.swift) counts
// one render of a drawing case.
//
// `--only social-card-2x` times the 2x social card to each image format (SocialCard.swift).
// `--workers N` prints Open Graph cards per second with 1 worker and with N instead
// (Workers.swift; `--workers $(nproc)` for one per core).

/// The command line, parsed.
struct Options {
    var only: String?
    var budget = 1.0
    var superdeep = [10, 20, 30, 40, 50, 100, 1000]
    var deep = 1000
    /// `--instructions SHAPE PHASE`: the shape and phase to run once for callgrind.
    var instructions: (shape: String, phase: String)?
    /// `--hostile`: the cost and depth cases of hostile input instead of the shapes.
    var hostile = false
    /// `--renders N`: how many times to render in each format, for scripts/check-leaks.
    var renders: Int?
    /// `--workers N`: how many workers render cards at once, against one.
    var workers: Int?

    init(_ arguments: [String]) {
        var rest = arguments.makeIterator()
        func value(_ name: String) -> String {
            guard let v = rest.next() else { fail("\(name) needs a value") }
            return v
        }
        while let argument = rest.next() {
            switch argument {
            case "--only": only = value(argument)
            case "--quick":
                budget = 0.2
                superdeep = [10, 100, 1000]
            case "--budget-ms":
                guard let ms = Double(value(argument)), ms > 0, ms <= 600_000 else { fail("--budget-ms needs a number of milliseconds from 1 to 600000") }
                budget = ms / 1000
            case "--superdeep":
                let depths = value(argument).split(separator: ",").map { Int($0) }
                guard !depths.isEmpty, depths.allSatisfy({ ($0 ?? 0) >= 1 && ($0 ?? 0) <= 5000 }) else { fail("--superdeep needs depths from 1 to 5000, like 10,20,50") }
                superdeep = depths.map { $0! }
            case "--instructions":
                let shape = value(argument)
                let phase = value(argument)
                guard InstructionPhase(rawValue: phase) != nil || (shape == "social-card-2x" && ["png", "png-warm-up"].contains(phase))
                        || (shape.hasPrefix("paint-") && phase == "png")
                        || (shape == "og-cards-2x" && ["cards", "warm-up"].contains(phase)) else {
                    fail("--instructions needs a phase: first-layout or relayout-leaf-changed (or social-card-2x png / png-warm-up, paint-… png, og-cards-2x cards / warm-up)")
                }
                instructions = (shape, phase)
            case "--hostile": hostile = true
            case "--renders":
                guard let n = Int(value(argument)), n >= 1 else { fail("--renders needs a count of at least 1") }
                renders = n
            case "--workers":
                guard let n = Int(value(argument)), n >= 1, n <= 256 else { fail("--workers needs a count from 1 to 256, such as $(nproc)") }
                workers = n
            case "--deep":
                guard let n = Int(value(argument)), n >= 1, n <= 5000 else { fail("--deep needs a depth from 1 to 5000") }
                deep = n
            default: fail("unknown option \(argument); options: --only SUBSTRING, --quick, --budget-ms N, --superdeep 10,20,50, --deep N, --instructions SHAPE PHASE, --hostile, --renders N, --workers N")
            }
        }
    }

    func includes(_ shape: String) -> Bool {
        guard let only else { return true }
        return only.hasSuffix("$") ? shape.hasSuffix(only.dropLast()) : shape.contains(only)
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("VellumBenchmarks: \(message)\n".utf8))
    exit(2)
}

let options = Options(Array(CommandLine.arguments.dropFirst()))

/// Writes a line to standard output at once (not buffered), so figures appear as measured.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Times `body` until `budget` seconds are spent (at least 3 runs); `setUp` runs before
/// each timing and is not timed. Returns the median, in milliseconds.
@discardableResult
func measure(shape: String, phase: String, items: Int, budget: Double = options.budget,
             setUp: () -> Void = {}, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    let start = DispatchTime.now().uptimeNanoseconds
    repeat {
        setUp()
        let t0 = DispatchTime.now().uptimeNanoseconds
        body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
    } while samples.count < 3 || Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 < budget
    samples.sort()
    let median = samples[samples.count / 2]
    let perItem = median * 1e6 / Double(items)
    func pad(_ s: String, _ n: Int) -> String { s.padding(toLength: max(n, s.count), withPad: " ", startingAt: 0) }
    say(pad(shape, 18) + " " + pad(phase, 24) + String(format: " %8d items  median %9.3f ms  (min %.3f, max %.3f, %d runs)  %8.1f ns/item",
                 items, median, samples.first!, samples.last!, samples.count, perItem))
    FileHandle.standardError.write(Data(String(format: "CSV,%@,%@,%d,%.4f,%.4f,%.4f,%d,%.1f\n",
        shape, phase, items, median, samples.first!, samples.last!, samples.count, perItem).utf8))
    return median
}

/// 10,000 distinct short labels, like the rows of a long table.
let labels = (0..<10_000).map { TextContent(runs: [.init(string: "Item \($0): order #\($0 * 7919 % 100_000)", font: .body)]) }
let constraints = TextConstraints(width: 200)

if !options.hostile, options.renders == nil, options.instructions == nil, options.workers == nil, options.includes("text-labels-10k") {
    var engine = FontTextEngine()
    measure(shape: "text-labels-10k", phase: "measure (cold cache)", items: labels.count, setUp: { engine = FontTextEngine() }) {
        for label in labels { _ = engine.layout(label, constraints: constraints) }
    }
    measure(shape: "text-labels-10k", phase: "re-measure (cache hit)", items: labels.count) {
        for label in labels { _ = engine.layout(label, constraints: constraints) }
    }
}


// MARK: Layout shapes (the benchmarks issue's a–e)

/// Lays a tree out in a `ViewHost` and measures the first layout and the three re-layouts
/// of the issue; the shapes without a window are laid out at their ideal size.
@MainActor
func benchmarkLayout(_ shape: String, window: CGSize?, make: () -> Tree) {
    guard options.includes(shape) else { return }
    let tree = make()
    let nodes = tree.layoutNodeCount
    func host() -> ViewHost {
        let root = TreeNode(tree: tree, index: 0)
        guard let window else { return ViewHost(root.fixedSize(), size: CGSize(width: 1024, height: 768)) }
        return ViewHost(root, size: window)
    }
    let trace = LayoutTrace.record { _ = host() }
    measure(shape: shape, phase: "create tree", items: nodes) { _ = make() }
    // The host of the last run is freed before the next one, untimed: tearing a tree
    // down is not laying it out.
    var laidOut: ViewHost?
    measure(shape: shape, phase: "first layout", items: nodes, setUp: { laidOut = nil }) { laidOut = host() }
    withExtendedLifetime(laidOut) {}
    let hosted = host()
    measure(shape: shape, phase: "relayout leaf changed", items: nodes) {
        tree.knob.width = tree.knob.width == 10 ? 11 : 10
        hosted.update()
    }
    let bodies = hosted.lastUpdate.bodiesEvaluated
    measure(shape: shape, phase: "relayout leaf marked", items: nodes) {
        tree.knob.mark += 1
        hosted.update()
    }
    measure(shape: shape, phase: "relayout nothing dirty", items: nodes) { hosted.update() }
    let calls = Double(trace.sizeQueryCount) / Double(nodes)
    say("\(shape): \(nodes) layout nodes, \(String(format: "%.2f", calls)) sizeThatFits calls per node in the first layout, \(bodies) bodies run per leaf change")
}

// MARK: Instruction counts

/// The phases `--instructions` runs.
enum InstructionPhase: String {
    /// The graph built, bodies run, laid out and placed, after one uncounted warm-up
    /// layout in the same process.
    case firstLayout = "first-layout"
    /// One leaf's width changed and the host updated, after the first layout.
    case relayoutLeafChanged = "relayout-leaf-changed"
}

/// Runs `body`; callgrind collects instructions only inside this function
/// (`--toggle-collect='*countedPhase*'`).
@inline(never)
func countedPhase(_ body: () throws -> Void) rethrows { try body() }

/// One phase of one shape, once, for callgrind. Prints `NODES,<shape>,<count>` so the
/// script can divide the count by the nodes.
@MainActor
func runInstructionPhase(shape: String, phase: InstructionPhase, window: CGSize) {
    let shapes: [(String, CGSize?, () -> Tree)] = [
        ("a-wide-10k", window, Shapes.wide),
        ("b-deep-1000", nil, { Shapes.deep(1000) }),
        ("c-grid-100x100", window, Shapes.grid),
        ("d-random-100k", window, { Shapes.random(100_000) }),
        ("e-superdeep-100", nil, { Shapes.superdeep(100) }),
    ]
    guard let (_, size, make) = shapes.first(where: { $0.0 == shape }) else {
        fail("--instructions knows the shapes \(shapes.map(\.0).joined(separator: ", "))")
    }
    let tree = make()
    func host() -> ViewHost {
        let root = TreeNode(tree: tree, index: 0)
        guard let size else { return ViewHost(root.fixedSize(), size: CGSize(width: 1024, height: 768)) }
        return ViewHost(root, size: size)
    }
    var warmUp: ViewHost? = host()
    switch phase {
    case .firstLayout:
        warmUp = nil
        var counted: ViewHost?
        countedPhase { counted = host() }
        withExtendedLifetime(counted) {}
    case .relayoutLeafChanged:
        let hosted = warmUp!
        countedPhase {
            tree.knob.width = 11
            hosted.update()
        }
    }
    say("NODES,\(shape),\(tree.layoutNodeCount)")
}

if let (shape, phase) = options.instructions, shape == "og-cards-2x" {
    Task { @MainActor in
        await runWorkerInstructions(warmUpOnly: phase == "warm-up")
        exit(0)
    }
    // The run loop serves the main actor here, not `dispatchMain()`: valgrind crashes
    // when the main thread waits in it (in `rt_sigsuspend`).
    RunLoop.main.run()
}

if let workers = options.workers {
    // The workers lay out on the main actor, so the main thread serves it meanwhile.
    Task { @MainActor in
        await benchmarkWorkers(workers, budget: max(options.budget, 5))
        exit(0)
    }
    dispatchMain()
}

MainActor.assumeIsolated {
    let window = CGSize(width: 1024, height: 768)
    if let (shape, phase) = options.instructions {
        if shape == "social-card-2x" { return runSocialCardInstructions(warmUpOnly: phase == "png-warm-up") }
        if shape.hasPrefix("paint-") { return runPaintInstructions(shape) }
        runInstructionPhase(shape: shape, phase: InstructionPhase(rawValue: phase)!, window: window)
        return
    }
    if options.hostile { return benchmarkHostile() }
    if let count = options.renders { return runRenders(count) }
    benchmarkSocialCard()
    benchmarkLayout("a-wide-10k", window: window, make: Shapes.wide)
    benchmarkLayout("b-deep-\(options.deep)", window: nil) { Shapes.deep(options.deep) }
    benchmarkLayout("c-grid-100x100", window: window, make: Shapes.grid)
    benchmarkLayout("d-random-100k", window: window) { Shapes.random(100_000) }
    for n in options.superdeep {
        benchmarkLayout("e-superdeep-\(n)", window: nil) { Shapes.superdeep(n) }
    }
    benchmarkMotion()
}
