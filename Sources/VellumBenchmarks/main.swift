import Foundation
import Vellum

// Benchmarks (release build: `swift run -c release VellumBenchmarks`). Each figure is the
// median of repeated runs, printed as a table on standard output and as
// `CSV,<shape>,<phase>,<items>,<median_ms>,<min_ms>,<max_ms>,<reps>,<ns_per_item>` on
// standard error. So far: text measurement. The layout shapes of the benchmarks issue
// come next.

/// Times `body` until `budget` seconds are spent (at least 3 runs); `setUp` runs before
/// each timing and is not timed.
func measure(shape: String, phase: String, items: Int, budget: Double = 1,
             setUp: () -> Void = {}, _ body: () -> Void) {
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
    print(pad(shape, 18) + " " + pad(phase, 24) + String(format: " %8d items  median %9.3f ms  (min %.3f, max %.3f, %d runs)  %8.1f ns/item",
                 items, median, samples.first!, samples.last!, samples.count, perItem))
    FileHandle.standardError.write(Data(String(format: "CSV,%@,%@,%d,%.4f,%.4f,%.4f,%d,%.1f\n",
        shape, phase, items, median, samples.first!, samples.last!, samples.count, perItem).utf8))
}

/// 10,000 distinct short labels, like the rows of a long table.
let labels = (0..<10_000).map { TextContent(runs: [.init(string: "Item \($0): order #\($0 * 7919 % 100_000)", font: .body)]) }
let constraints = TextConstraints(width: 200)

var engine = FontTextEngine()
measure(shape: "text-labels-10k", phase: "measure (cold cache)", items: labels.count, setUp: { engine = FontTextEngine() }) {
    for label in labels { _ = engine.layout(label, constraints: constraints) }
}
measure(shape: "text-labels-10k", phase: "re-measure (cache hit)", items: labels.count) {
    for label in labels { _ = engine.layout(label, constraints: constraints) }
}
