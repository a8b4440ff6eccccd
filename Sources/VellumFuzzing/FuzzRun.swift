import Foundation
import Vellum

/// Runs seeds in this process: generates, checks, reduces and reports each failing tree.
///
/// Before each tree, `tree <seed>` is appended to the event log (when there is one), so
/// the process that started this one knows which seed a crash or a hang belongs to.
@MainActor
public struct FuzzRun {
    public var limits = FuzzGenerator.Limits()
    public var checker = FuzzChecker()
    /// Edits applied to every tree (a reduced reproducer); empty for the trees as generated.
    public var edits: [FuzzEdit] = []
    /// The most reduction attempts per failure; 0 prints the tree unreduced.
    public var maxReductionAttempts = 400
    /// The most time spent reducing one failure.
    public var maxReductionTime = Duration.seconds(60)
    public var verbose = false
    public var eventLog: FileHandle?
    /// Where reports go; standard output by default.
    public var report: (String) -> Void = printLine

    public init() {}

    /// Checks the tree of each seed until the seeds or the time run out.
    public func run(seeds: ClosedRange<UInt64>, until deadline: ContinuousClock.Instant? = nil) -> FuzzTally {
        var tally = FuzzTally(first: seeds.lowerBound)
        for seed in seeds {
            if let deadline, ContinuousClock.now > deadline { break }
            log("tree \(seed)")
            tally.last = seed
            tally.trees += 1
            guard let failure = check(seed: seed) else { continue }
            log("\(failure.kind.rawValue) \(seed)")
            tally.count(failure.kind, seed: seed)
        }
        return tally
    }

    /// Checks one seed's tree; reports and returns its failure, if any.
    public func check(seed: UInt64) -> FuzzFailure? {
        let generated = FuzzGenerator.tree(seed: seed, limits: limits)
        guard let tree = generated.applying(edits) else {
            report("fuzz: seed \(seed): the edits \(edits) do not apply")
            return nil
        }
        if verbose { report("fuzz: seed \(seed): \(tree.root.count) nodes") }
        guard let failure = checker.check(tree) else { return nil }
        let reduced = FuzzReducer.reduce(tree.root, maxAttempts: maxReductionAttempts,
                                         until: .now + maxReductionTime) { more in
            guard let smaller = tree.applying(more) else { return false }
            return checker.check(smaller)?.kind == failure.kind
        }
        report(Self.report(failure.description, generated: generated, edits: edits + reduced, limits: limits))
        return failure
    }

    /// A failure's report: the seed, the problem, the command that repeats it and the
    /// tree as Swift source, reduced by `edits`.
    public static func report(_ failure: String, generated: FuzzTree, edits: [FuzzEdit], limits: FuzzGenerator.Limits) -> String {
        let reduced = generated.applying(edits)?.root ?? generated.root
        let editList = edits.map(\.description).joined(separator: ",")
        return """
            fuzz: seed \(generated.seed): \(failure)
              repeat: VellumFuzz --in-process --seed \(generated.seed) --count 1 --max-nodes \(limits.maxNodes) --max-depth \(limits.maxDepth)\
            \(limits.maxGridCellColumns == .max ? "" : " --max-grid-span \(limits.maxGridCellColumns)")\
            \(editList.isEmpty ? "" : " --edits \(editList)")
              tree (\(reduced.count) of \(generated.root.count) nodes):
            \(indented(reduced.source))
            """
    }

    private func log(_ event: String) {
        eventLog?.write(Data((event + "\n").utf8))
    }
}

/// What a run found.
public struct FuzzTally: Sendable {
    public var first: UInt64
    public var last: UInt64?
    public var trees = 0
    public var violations: [UInt64] = []
    public var slow: [UInt64] = []
    public var crashes: [UInt64] = []
    /// Trees that never finished: killed by the watchdog.
    public var hung: [UInt64] = []

    public init(first: UInt64) { self.first = first }

    mutating func count(_ kind: FuzzFailure.Kind, seed: UInt64) {
        switch kind {
        case .violation: violations.append(seed)
        case .slow: slow.append(seed)
        }
    }

    public var failed: Bool { !(violations.isEmpty && slow.isEmpty && crashes.isEmpty && hung.isEmpty) }

    /// `fuzz: 1000 trees, 0 crashes, 0 hangs, 0 invariant violations (seeds 1..1000)`.
    public var summary: String {
        let seeds = last.map { "seeds \(first)..\($0)" } ?? "no seeds"
        return "fuzz: \(trees) trees, \(crashes.count) crashes, \(slow.count + hung.count) hangs, \(violations.count) invariant violations (\(seeds))"
    }
}

/// Writes `text` and a newline to standard output at once, unbuffered, so what was
/// reported before a crash is not lost with the process.
public func printLine(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
