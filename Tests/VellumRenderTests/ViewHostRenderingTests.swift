import Foundation
import Testing
import Vellum

/// The README's example, as a user writes it with `import Vellum`.
private struct CounterView: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
        }
    }
}

@MainActor
struct ViewHostRenderingTests {
    @Test func incrementing() throws {
        let host = ViewHost(CounterView(), size: CGSize(width: 320, height: 480))
        try host.tap(text: "Increment")
        #expect(host.contains(text: "Count: 1"))
        #expect(host.lastUpdate.bodiesEvaluated == 1)
        let png = try host.pngData()
        // A PNG of the 320 × 480 window at scale 1.
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(png[16..<24] == Data([0, 0, 1, 0x40, 0, 0, 1, 0xE0]))
        if let directory = ProcessInfo.processInfo.environment["VELLUM_TEST_OUTPUT"] {
            try png.write(to: URL(fileURLWithPath: directory).appendingPathComponent("counter.png"))
        }
    }
}
