import Testing
import Vellum

struct CounterView: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
        }
    }
}

@MainActor @Test func incrementing() throws {
    let host = ViewHost(CounterView(), size: CGSize(width: 320, height: 480))
    try host.tap(text: "Increment")
    #expect(host.contains(text: "Count: 1"))
    #expect(host.lastUpdate.bodiesEvaluated == 1)   // only CounterView ran again
    try host.pngData().write(to: FileManager.default.temporaryDirectory.appendingPathComponent("counter.png"))
}
