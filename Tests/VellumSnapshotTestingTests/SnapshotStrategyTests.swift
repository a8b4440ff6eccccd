import Foundation
import Testing
import Vellum
import VellumSnapshotTesting

struct Badge: View {
    var title: String
    var color = Color.yellow
    var body: some View {
        Text(title).padding(8).background(color).id("badge")
    }
}

struct WiFiSwitch: View {
    @State private var isOn = false
    var body: some View {
        Toggle(isOn ? "Wi-Fi on" : "Wi-Fi off", isOn: $isOn).id("wifi").padding()
    }
}

/// The strategies as a user writes them; references in `__Snapshots__`. To re-record
/// after an intended change: `SNAPSHOT_TESTING_RECORD=all swift test --filter SnapshotStrategyTests`.
@MainActor @Suite(.snapshots(record: .missing))
struct SnapshotStrategyTests {
    @Test func badge() {
        assertSnapshot(of: Badge(title: "New"), as: .image)
        assertSnapshot(of: Badge(title: "New"), as: .svg)
        assertSnapshot(of: Badge(title: "New"), as: .layoutTree)
        assertSnapshot(of: Badge(title: "New"), as: .explanation)
    }

    /// The iPhone SE in portrait at 1x: 320 × 568 points, a 20-point status bar.
    @Test func badgeOnADevice() {
        assertSnapshot(of: Badge(title: "New"), as: .image(layout: .device(config: .iPhoneSe), scale: 1))
        assertSnapshot(of: Badge(title: "New"), as: .layoutTree(layout: .device(config: .iPhoneSe)))
    }

    /// A Vellum device: the iPhone 15's 393 × 852 points, 59 and 34 points of safe area.
    @Test func badgeOnAniPhone15() {
        assertSnapshot(of: Badge(title: "New"), as: .layoutTree(layout: .device(.iPhone15)))
    }

    @Test func hostMidFlow() throws {
        let host = ViewHost(WiFiSwitch(), size: CGSize(width: 200, height: 120))
        try host.toggle(id: "wifi")
        assertSnapshot(of: host, as: .image)
        assertSnapshot(of: host, as: .layoutTree)
    }

    /// A changed view fails against the recorded reference, saying how many pixels
    /// differ; a colour one step off yellow (255, 204, 0) passes with a perceptual
    /// precision of 0.98 (its CIE94 difference is under 1); other sizes fail at once.
    @Test func aChangedViewFails() throws {
        func verify(_ badge: Badge, _ strategy: Snapshotting<Badge, Data>) -> String? {
            withSnapshotTesting(record: .never) { verifySnapshot(of: badge, as: strategy, named: "1", testName: "badge") }
        }
        let orange = try #require(verify(Badge(title: "New", color: .orange), .image))
        // 106 × 74 pixels (53 × 37 points at 2x); the text's pixels are the same.
        #expect(orange.contains("7513 of 7844 pixels differ: precision 0.7605495, 1.0 required."), "\(orange)")
        let nearYellow = Badge(title: "New", color: Color(red: 1, green: 203 / 255, blue: 0))
        #expect(orange.contains("The differences in red: file://"))
        let exact = try #require(verify(nearYellow, .image))
        #expect(exact.contains("pixels differ: precision 0."), "\(exact)")
        #expect(verify(nearYellow, .image(perceptualPrecision: 0.98)) == nil)
        let strict = try #require(verify(nearYellow, .image(perceptualPrecision: 0.999)))
        #expect(strict.contains("7267 of 7844 pixels differ by more than ΔE 0.1 (the largest 0.7): precision 0.0735594, 1.0 required."),
                "\(strict)")
        let resized = try #require(verify(Badge(title: "Newer"), .image))
        #expect(resized.contains("The new snapshot is 137×74 pixels; the reference is 106×74."), "\(resized)")
    }
}
