import Foundation
import Vellum
import VellumExamples

/// `--workers [N]`: Open Graph cards (1200 × 630 at scale 2, a different card each time)
/// rendered to PNG per second by 1 worker and by N workers (by default one per core),
/// each worker a task that lays out on the main actor and draws and encodes off it with
/// `renderPNGData()`. Prints the ratio, the figure issue 17 asks to be at least 1.7 on 2
/// cores, and the load average, since other processes take cores too.
@MainActor
func benchmarkWorkers(_ workers: Int, budget: Double) async {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    say("workers: \(cores) cores; load average before: \(loadAverage())")
    // Warm up fonts and caches, so the first figure does not pay for them.
    _ = try? await renderCard(0)
    let (one, oneCores) = await cardsPerSecond(workers: 1, budget: budget)
    let (many, manyCores) = await cardsPerSecond(workers: workers, budget: budget)
    say(String(format: "cards-1200x630@2x  1 worker  %6.1f cards/s  (%.2f cores busy)", one, oneCores))
    say(String(format: "cards-1200x630@2x  %d workers %6.1f cards/s  (%.2f cores busy)  ratio %.2f", workers, many, manyCores, many / one))
    say("workers: load average after: \(loadAverage())")
    FileHandle.standardError.write(Data(String(format: "CSV,cards-1200x630@2x,workers-%d,%.2f,%.2f,%.3f\n", workers, one, many, many / one).utf8))
}

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
