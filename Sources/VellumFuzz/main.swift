import Foundation
import Vellum
import VellumFuzzing

/// The fuzzer's command line.
///
/// By default the seeds run in a child process, watched by this one: a trap cannot be
/// caught in-process, so when the child crashes (or stops making progress) this process
/// records the seed, reduces the tree in further children, and carries on after it.
struct Options {
    var seed: UInt64 = 1
    var count: UInt64 = 1000
    var seconds: Double?
    var renderShare = 0.1
    var limits = FuzzGenerator.Limits()
    var treeSeconds: Double?
    var reduceAttempts = 400
    var verbose = false
    var inProcess = false
    var printOnly = false
    var edits: [FuzzEdit] = []
    var eventLog: String?

    static let usage = """
        usage: VellumFuzz [--seed N] [--count N] [--seconds S] [--render-share F] [--max-nodes N]
                          [--max-depth N] [--max-grid-span N] [--tree-seconds S] [--reduce-attempts N] [--verbose]
                          [--in-process] [--print] [--edits c3,h5.1,d7.2]
          --seed          the first seed (1)
          --count         how many seeds (1000)
          --seconds       stop after this long, whatever the count
          --render-share  the share of trees also drawn to PNG, SVG and PDF (0.1)
          --max-nodes     nodes a tree may have (60); --max-depth how deep (8)
          --max-grid-span the widest gridCellColumns drawn (all of Int); grids cost the square of their spans
          --tree-seconds  a tree using more CPU time, plus 250 ns a pixel drawn, is reported as a hang
                          candidate (2 in release)
          --in-process    run here, not in a watched child process (a crash ends the run)
          --print         print each seed's tree as Swift source, without running it
          --edits         apply reducer edits to every tree (from a failure's report)
        """

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ name: String) throws -> String {
            guard let value = rest.popFirst() else { throw UsageError("\(name) needs a value") }
            return value
        }
        func number<T: LosslessStringConvertible>(_ name: String) throws -> T {
            let text = try value(name)
            guard let number = T(text) else { throw UsageError("\(name): '\(text)' is not a number") }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--seed": seed = try number(argument)
            case "--count": count = try number(argument)
            case "--seconds": seconds = try number(argument)
            case "--render-share": renderShare = try number(argument)
            case "--max-nodes": limits.maxNodes = try number(argument)
            case "--max-depth": limits.maxDepth = try number(argument)
            case "--max-grid-span": limits.maxGridCellColumns = try number(argument)
            case "--tree-seconds": treeSeconds = try number(argument)
            case "--reduce-attempts": reduceAttempts = try number(argument)
            case "--verbose": verbose = true
            case "--in-process": inProcess = true
            case "--print": printOnly = true
            case "--edits":
                let text = try value(argument)
                guard let list = FuzzEdit.list(text) else { throw UsageError("--edits: cannot read '\(text)'") }
                edits = list
            case "--event-log": eventLog = try value(argument)
            case "--help", "-h": throw UsageError(nil)
            default: throw UsageError("unknown argument \(argument)")
            }
        }
        guard count > 0 else { throw UsageError("--count must be at least 1") }
    }

    var lastSeed: UInt64 { seed &+ (count - 1) }

    /// The arguments that make a child run the same trees the same way.
    var childArguments: [String] {
        var arguments = ["--render-share", "\(renderShare)", "--max-nodes", "\(limits.maxNodes)",
                         "--max-depth", "\(limits.maxDepth)", "--max-grid-span", "\(limits.maxGridCellColumns)",
                         "--reduce-attempts", "\(reduceAttempts)"]
        if let treeSeconds { arguments += ["--tree-seconds", "\(treeSeconds)"] }
        if verbose { arguments.append("--verbose") }
        return arguments
    }

    func editArguments(_ edits: [FuzzEdit]) -> [String] {
        edits.isEmpty ? [] : ["--edits", edits.map(\.description).joined(separator: ",")]
    }
}

struct UsageError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}

@MainActor
func runInProcess(_ options: Options, deadline: ContinuousClock.Instant?) -> FuzzTally {
    var run = FuzzRun()
    run.limits = options.limits
    run.checker.renderShare = options.renderShare
    if let seconds = options.treeSeconds { run.checker.timeLimit = .milliseconds(Int(seconds * 1000)) }
    run.edits = options.edits
    run.maxReductionAttempts = options.reduceAttempts
    run.verbose = options.verbose
    if options.verbose { run.checker.drawingLog = printLine }
    run.eventLog = options.eventLog.flatMap { FileHandle(forWritingAtPath: $0) }
    return run.run(seeds: options.seed ... options.lastSeed, until: deadline)
}

@MainActor
func main() -> Int32 {
    let options: Options
    do {
        options = try Options(Array(CommandLine.arguments.dropFirst()))
    } catch let error as UsageError {
        if let message = error.message { FileHandle.standardError.write(Data("VellumFuzz: \(message)\n".utf8)) }
        print(Options.usage)
        return error.message == nil ? 0 : 2
    } catch {
        return 2
    }
    // Vellum's warnings about the hostile arguments are the expected, defined results.
    if !options.verbose { Diagnostics.handler = { _ in } }
    if options.printOnly {
        for seed in options.seed ... options.lastSeed {
            let tree = FuzzGenerator.tree(seed: seed, limits: options.limits)
            print("// seed \(seed)\n\((tree.applying(options.edits) ?? tree).root.source)\n")
        }
        return 0
    }
    let clock = ContinuousClock()
    let start = clock.now
    let deadline = options.seconds.map { start + .milliseconds(Int($0 * 1000)) }
    let tally = options.inProcess
        ? runInProcess(options, deadline: deadline)
        : IsolatedRun(options: options, deadline: deadline).run()
    let elapsed = (clock.now - start).inSeconds
    if options.eventLog == nil {
        print(tally.summary + String(format: " in %.1f s, %.0f trees/s", elapsed, Double(tally.trees) / max(elapsed, 1e-9)))
        for (name, seeds) in [("crash", tally.crashes), ("hang", tally.slow + tally.hung), ("violation", tally.violations)] where !seeds.isEmpty {
            print("fuzz: \(name) seeds: \(seeds.map(String.init).joined(separator: " "))")
        }
    }
    return tally.failed ? 1 : 0
}

extension Duration {
    var inSeconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}

exit(MainActor.assumeIsolated { main() })
