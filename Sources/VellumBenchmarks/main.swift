import Foundation
import Vellum

// Benchmarks (release build: `swift run -c release VellumBenchmarks`). Each figure is the
// median of repeated runs, printed as a table on standard output and as
// `CSV,<shape>,<phase>,<items>,<median_ms>,<min_ms>,<max_ms>,<reps>,<ns_per_item>` on
// standard error. So far: text measurement. The layout shapes of the benchmarks issue
// come next.

/// Writes a line to standard output at once (not buffered), so figures appear as measured.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

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
    say(pad(shape, 18) + " " + pad(phase, 24) + String(format: " %8d items  median %9.3f ms  (min %.3f, max %.3f, %d runs)  %8.1f ns/item",
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

// MARK: Layout shapes (the benchmarks issue's a–e; re-layout phases need the retained
// view graph and are not measured yet)

/// SplitMix64, so the random tree is the same on every machine.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}

@MainActor
enum Shapes {
    static func wide() -> AnyView {
        AnyView(HStack(spacing: 0) {
            ForEach(0..<10_000, id: \.self) { _ in Color.clear.frame(width: 10, height: 10) }
        })
    }

    static func deep(_ n: Int) -> AnyView {
        var view = AnyView(Color.clear.frame(width: 10, height: 10))
        for _ in 0..<n { view = AnyView(VStack(spacing: 0) { view }.padding(1)) }
        return view
    }

    static func grid() -> AnyView {
        AnyView(VStack(spacing: 0) {
            ForEach(0..<100, id: \.self) { _ in
                HStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { i in
                        if i % 2 == 0 { Color.clear.frame(width: 10, height: 10) } else { Color.clear }
                    }
                }
            }
        })
    }

    /// A random tree of about `count` nodes: containers half HStack, half VStack with 2 to 6
    /// children, a quarter padded; leaves 60% fixed frames, 40% flexible colours. The
    /// shape is drawn breadth first, so the tree is bushy rather than one long chain.
    static func random(_ count: Int, seed: UInt64 = 42) -> AnyView {
        var rng = SplitMix64(state: seed)
        var children: [[Int]] = [[]]   // node 0 is the root container
        var isHorizontal = [rng.int(0...1) == 0]
        var queue = [0]
        var head = 0
        while head < queue.count, children.count < count {
            let parent = queue[head]
            head += 1
            for _ in 0..<rng.int(2...6) where children.count < count {
                children.append([])
                isHorizontal.append(rng.int(0...1) == 0)
                children[parent].append(children.count - 1)
                // Early nodes are containers; a third of later ones too, until the budget ends.
                if children.count < count / 4 || rng.int(0...2) == 0 { queue.append(children.count - 1) }
            }
        }
        func build(_ i: Int) -> AnyView {
            if children[i].isEmpty {
                if rng.int(0...9) < 6 {
                    return AnyView(Color.clear.frame(width: CGFloat(rng.int(4...43)), height: CGFloat(rng.int(4...23))))
                }
                return AnyView(Color.clear)
            }
            let kids = children[i].map(build)
            let stack = isHorizontal[i]
                ? AnyView(HStack(spacing: 0) { ForEach(kids.indices, id: \.self) { kids[$0] } })
                : AnyView(VStack(spacing: 0) { ForEach(kids.indices, id: \.self) { kids[$0] } })
            return rng.int(0...3) == 0 ? AnyView(stack.padding(4)) : stack
        }
        return build(0)
    }

    static func superdeep(_ n: Int) -> AnyView {
        var view = AnyView(Color.clear.frame(width: 10, height: 10))
        for _ in 0..<n {
            let inner = view
            view = AnyView(HStack { Color.clear.frame(width: 10, height: 10); Color.clear; inner }.padding(10))
        }
        return view
    }
}

@MainActor
func benchmarkLayout(_ shape: String, window: CGSize?, make: () -> AnyView) {
    let view = make()
    var nodes = 0
    let trace = LayoutTrace.record {
        let layout = window.map { ViewLayout(of: view, in: $0) } ?? ViewLayout(of: view, proposal: .unspecified)
        var stack = [layout.root]
        while let e = stack.popLast() { nodes += 1; stack.append(contentsOf: e.children) }
    }
    measure(shape: shape, phase: "create tree", items: nodes) { _ = make() }
    measure(shape: shape, phase: "first layout", items: nodes) {
        _ = window.map { ViewLayout(of: view, in: $0) } ?? ViewLayout(of: view, proposal: .unspecified)
    }
    let calls = Double(trace.sizeQueryCount) / Double(nodes)
    say("\(shape): \(nodes) nodes, \(String(format: "%.2f", calls)) sizeThatFits calls per node")
}

MainActor.assumeIsolated {
    let window = CGSize(width: 1024, height: 768)
    benchmarkLayout("a-wide-10k", window: window, make: Shapes.wide)
    benchmarkLayout("b-deep-1000", window: nil) { Shapes.deep(1000) }
    benchmarkLayout("c-grid-100x100", window: window, make: Shapes.grid)
    benchmarkLayout("d-random-100k", window: window) { Shapes.random(100_000) }
    for n in [10, 20, 30, 40, 50, 100, 1000] {
        benchmarkLayout("e-superdeep-\(n)", window: nil) { Shapes.superdeep(n) }
    }
}
