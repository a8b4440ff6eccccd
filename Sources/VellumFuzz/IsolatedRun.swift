import Foundation
import VellumFuzzing

/// Runs the seeds in child processes of this executable and survives their crashes.
///
/// A child appends `tree <seed>` to an event log before each tree, and `violation
/// <seed>` or `slow <seed>` after a failing one. When a child dies of a signal, the last
/// `tree` line names the crashing seed; when its log stops growing for `hangSeconds`, the
/// child is killed and that seed is a hang. Either way a new child goes on from the next seed.
@MainActor
struct IsolatedRun {
    let options: Options
    let deadline: ContinuousClock.Instant?

    /// A tree is declared hung when no new tree starts for this long: well beyond the
    /// per-tree limit, so that slow trees are reported by the child, with a reduction.
    var hangSeconds: Double { max(60, 10 * (options.treeSeconds ?? 20)) }

    /// At most this many children are started to reduce one crash.
    let crashReductionAttempts = 120

    func run() -> FuzzTally {
        var tally = FuzzTally(first: options.seed)
        var next = options.seed
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-fuzz-\(getpid()).events")
        defer { try? FileManager.default.removeItem(at: log) }
        while next <= options.lastSeed, !isPastDeadline {
            var childOptions = options.childArguments + options.editArguments(options.edits)
            childOptions += ["--seed", "\(next)", "--count", "\(options.lastSeed - next + 1)", "--event-log", log.path]
            if let deadline { childOptions += ["--seconds", "\(max(0, seconds(until: deadline)))"] }
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            let outcome = runChild(childOptions, watching: log)
            let events = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            var lastStarted: UInt64?
            for line in events.split(separator: "\n") {
                let parts = line.split(separator: " ")
                guard parts.count == 2, let seed = UInt64(parts[1]) else { continue }
                switch parts[0] {
                case "tree": tally.trees += 1; tally.last = seed; lastStarted = seed
                case "violation": tally.violations.append(seed)
                case "slow": tally.slow.append(seed)
                default: break
                }
            }
            guard outcome != .finished, let seed = lastStarted else { break }
            if outcome == .hung {
                tally.hung.append(seed)
                report(seed: seed, problem: "hang: no progress for \(Int(hangSeconds)) s; killed", edits: options.edits)
            } else {
                tally.crashes.append(seed)
                report(seed: seed, problem: "crash: \(outcome)", edits: options.edits + reduceCrash(seed: seed))
            }
            next = seed + 1
        }
        return tally
    }

    enum Outcome: Equatable, CustomStringConvertible {
        case finished
        case crashed(signal: Int32, message: String)
        case hung

        var description: String {
            switch self {
            case .finished: "finished"
            case .crashed(let signal, let message): "signal \(signal)" + (message.isEmpty ? "" : ", \(message)")
            case .hung: "hung"
            }
        }
    }

    /// Runs a child to its end, killing it when `log` (if any) stops growing.
    func runChild(_ arguments: [String], watching log: URL?, quiet: Bool = false) -> Outcome {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        child.arguments = ["--in-process"] + arguments
        var environment = ProcessInfo.processInfo.environment
        // A symbolicated backtrace takes seconds; the seed and the trap message are enough.
        environment["SWIFT_BACKTRACE"] = environment["SWIFT_BACKTRACE"] ?? "enable=no"
        child.environment = environment
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-fuzz-\(getpid()).stderr")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        child.standardError = FileHandle(forWritingAtPath: errors.path)
        if quiet { child.standardOutput = FileHandle.nullDevice }
        do { try child.run() } catch { return .crashed(signal: 0, message: "could not start: \(error)") }

        var lastSize: UInt64 = 0
        var lastProgress = ContinuousClock.now
        var killed = false
        while child.isRunning {
            Thread.sleep(forTimeInterval: 0.05)
            let size = log.flatMap { try? FileManager.default.attributesOfItem(atPath: $0.path)[.size] as? UInt64 } ?? 0
            if size != lastSize { lastSize = size; lastProgress = .now }
            if seconds(since: lastProgress) > hangSeconds {
                kill(child.processIdentifier, SIGKILL)
                killed = true
                break
            }
        }
        child.waitUntilExit()
        if killed { return .hung }
        guard child.terminationReason == .uncaughtSignal else { return .finished }
        let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        let message = stderr.split(separator: "\n").first { $0.contains("Fatal error") || $0.contains("error:") }
        return .crashed(signal: child.terminationStatus, message: message.map(String.init) ?? "")
    }

    /// The edits that shrink the crashing tree of `seed` while it still crashes, each
    /// tried in a child of its own.
    func reduceCrash(seed: UInt64) -> [FuzzEdit] {
        let tree = FuzzGenerator.tree(seed: seed, limits: options.limits)
        guard let start = tree.root.applying(options.edits) else { return [] }
        return FuzzReducer.reduce(start, maxAttempts: crashReductionAttempts, until: .now + .seconds(120)) { more in
            var arguments = options.childArguments.filter { $0 != "--verbose" } + options.editArguments(options.edits + more)
            arguments += ["--seed", "\(seed)", "--count", "1", "--reduce-attempts", "0"]
            if case .crashed = runChild(arguments, watching: nil, quiet: true) { return true }
            return false
        }
    }

    func report(seed: UInt64, problem: String, edits: [FuzzEdit]) {
        let generated = FuzzGenerator.tree(seed: seed, limits: options.limits)
        printLine(FuzzRun.report(problem, generated: generated, edits: edits, limits: options.limits))
    }

    private var isPastDeadline: Bool { deadline.map { ContinuousClock.now > $0 } ?? false }

    private func seconds(since instant: ContinuousClock.Instant) -> Double { (ContinuousClock.now - instant).inSeconds }

    private func seconds(until instant: ContinuousClock.Instant) -> Double { -seconds(since: instant) }
}
