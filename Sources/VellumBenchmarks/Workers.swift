import Foundation
import Vellum
import VellumExamples

/// `--workers [N]`: Open Graph cards (1200 × 630 at scale 2, a different card each time)
/// rendered to PNG per second by 1 worker and by N workers (by default one per core),
/// each worker a task that lays out on the main actor and draws and encodes off it with
/// `renderPNGData()`. Prints the load average, since other processes take cores too.
///
/// Issue 17 asks that N workers on N cores give at least 1.7 times one worker's cards
/// per second on 2 cores: that renders do not wait for each other. A PNG's bands are
/// compressed on all cores, so one unconfined worker already uses more than one core;
/// the scaling is therefore measured against one worker confined to one core (all the
/// process's threads pinned to the first core it may use), and the unconfined worker is
/// printed beside it.
@MainActor
func benchmarkWorkers(_ workers: Int, budget: Double) async {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    say("workers: \(cores) cores; load average before: \(loadAverage())")
    // Warm up fonts and caches, so the first figure does not pay for them.
    _ = try? await renderCard(0)
    let (pinned, pinnedCores) = await CoreConfinement.withOneCore { await cardsPerSecond(workers: 1, budget: budget) }
    let (one, oneCores) = await cardsPerSecond(workers: 1, budget: budget)
    let (many, manyCores) = await cardsPerSecond(workers: workers, budget: budget)
    say(String(format: "cards-1200x630@2x  1 worker, 1 core  %6.1f cards/s  (%.2f cores busy)", pinned, pinnedCores))
    say(String(format: "cards-1200x630@2x  1 worker          %6.1f cards/s  (%.2f cores busy)", one, oneCores))
    say(String(format: "cards-1200x630@2x  %d workers         %6.1f cards/s  (%.2f cores busy)", workers, many, manyCores))
    say(String(format: "workers: ratio %.2f against 1 worker on 1 core, %.2f against 1 unconfined worker", many / pinned, many / one))
    say("workers: load average after: \(loadAverage())")
    FileHandle.standardError.write(Data(String(format: "CSV,cards-1200x630@2x,workers-%d,%.2f,%.2f,%.2f,%.3f\n", workers, pinned, one, many, many / pinned).utf8))
}

/// `--instructions og-cards-2x cards` (or `warm-up`): for callgrind with
/// `--separate-threads=yes` (scripts/bench-instructions). One uncounted warm-up card, then
/// (unless `warm-up`) 20 cards rendered by 2 workers through `renderPNGData()`, as
/// `--workers 2` does; prints `CARDS,<count>`. The main thread's count is the main
/// actor's share, which no number of cores spreads.
@MainActor
func runWorkerInstructions(warmUpOnly: Bool) async {
    let cards = warmUpOnly ? 0 : 20
    _ = try? await renderCard(0)
    say("CARDS,\(cards)")
    await withTaskGroup(of: Void.self) { group in
        for worker in 0..<2 {
            group.addTask {
                for index in stride(from: 1 + worker, through: cards, by: 2) {
                    do { _ = try await renderCard(index) } catch { fail("rendering card \(index) failed: \(error)") }
                }
            }
        }
    }
}

/// Pins every thread of the process to one core for a while, through Linux's
/// `sched_setaffinity`. Threads started meanwhile inherit the pin from the thread that
/// starts them.
private enum CoreConfinement {
    /// A CPU mask of 1,024 bits, glibc's `cpu_set_t`.
    typealias Mask = [UInt64]

    @MainActor
    static func withOneCore<T>(_ body: () async -> T) async -> T {
        var original = Mask(repeating: 0, count: 16)
        guard getAffinity(0, original.count * 8, &original) == 0,
              let first = original.indices.first(where: { original[$0] != 0 }) else {
            say("workers: cannot read the CPU mask; the one-core figure is unconfined")
            return await body()
        }
        var one = Mask(repeating: 0, count: 16)
        one[first] = original[first] & ~(original[first] - 1)  // the lowest core allowed
        setEveryThread(one)
        defer { setEveryThread(original) }
        return await body()
    }

    private static func setEveryThread(_ mask: Mask) {
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        for thread in threads.compactMap({ Int32($0) }) { _ = setAffinity(thread, mask.count * 8, mask) }
    }
}

/// glibc's affinity calls, which Swift's Glibc module does not import (GNU extensions);
/// declared by their C symbols. A thread id of 0 means the calling thread.
@_silgen_name("sched_setaffinity")
private func setAffinity(_ thread: Int32, _ size: Int, _ mask: UnsafePointer<UInt64>) -> Int32
@_silgen_name("sched_getaffinity")
private func getAffinity(_ thread: Int32, _ size: Int, _ mask: UnsafeMutablePointer<UInt64>) -> Int32

/// Cards per second with `workers` tasks rendering cards until `budget` seconds pass,
/// and the process's CPU time over the wall time: how many cores it got. Fewer than the
/// workers means the scheduler gave the cores to other processes (Linux's autogroup
/// shares the CPU between sessions, however many threads each runs).
@MainActor
private func cardsPerSecond(workers: Int, budget: Double) async -> (cards: Double, cores: Double) {
    let cpuStart = processCPUSeconds()
    let start = ContinuousClock.now
    let end = start + .seconds(budget)
    let rendered = await withTaskGroup(of: Int.self) { group in
        for worker in 0..<workers {
            group.addTask { await renderCards(from: worker, every: workers, until: end) }
        }
        var total = 0
        for await count in group { total += count }
        return total
    }
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    return (Double(rendered) / seconds, (processCPUSeconds() - cpuStart) / seconds)
}

/// CPU time used by every thread of the process so far.
private func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// One worker: cards `first`, `first + step`, ... one after another until `end`.
@MainActor
private func renderCards(from first: Int, every step: Int, until end: ContinuousClock.Instant) async -> Int {
    var count = 0
    var index = first
    while ContinuousClock.now < end {
        do { _ = try await renderCard(index) } catch { fail("rendering card \(index) failed: \(error)") }
        count += 1
        index += step
    }
    return count
}

@MainActor
private func renderCard(_ index: Int) async throws -> Data {
    let renderer = ImageRenderer(content: OpenGraphCard.numbered(index))
    renderer.scale = 2
    return try await renderer.renderPNGData()
}

/// The 1, 5 and 15 minute load averages, from /proc/loadavg.
private func loadAverage() -> String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}
