import Testing
import Vellum
import VellumSnapshotTesting

@MainActor @Test func counterSnapshots() throws {
    assertSnapshot(of: CounterView(), as: .image(layout: .device(config: .iPhone13)))
    let host = ViewHost(CounterView(), size: CGSize(width: 320, height: 480))
    try host.tap(text: "Increment")
    assertSnapshot(of: host, as: .layoutTree)  // "Count: 1" in __Snapshots__/CounterSnapshotSample
}
