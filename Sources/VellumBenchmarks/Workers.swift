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
    let one = await cardsPerSecond(workers: 1, budget: budget)
    let many = await cardsPerSecond(workers: workers, budget: budget)
    say(String(format: "cards-1200x630@2x  1 worker  %6.1f cards/s", one))
    say(String(format: "cards-1200x630@2x  %d workers %6.1f cards/s  ratio %.2f", workers, many, many / one))
    say("workers: load average after: \(loadAverage())")
    FileHandle.standardError.write(Data(String(format: "CSV,cards-1200x630@2x,workers-%d,%.2f,%.2f,%.3f\n", workers, one, many, many / one).utf8))
}

/// Cards per second with `workers` tasks rendering cards until `budget` seconds pass.
@MainActor
private func cardsPerSecond(workers: Int, budget: Double) async -> Double {
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
    return Double(rendered) / (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
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
