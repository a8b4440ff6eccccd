import Foundation
import Testing
@testable import VellumCore

/// Lays its content out in a column when space is compact, in a row when regular, as
/// adaptive layouts in SwiftUI tutorials do.
private struct AdaptiveStack: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical

    var body: some View {
        VStack {
            Text("H: \(horizontal == .compact ? "compact" : "regular")")
            Text("V: \(vertical == .compact ? "compact" : "regular")")
            if horizontal == .compact {
                VStack { Color.red.frame(width: 10, height: 10).id("a"); Color.blue.frame(width: 10, height: 10).id("b") }
            } else {
                HStack { Color.red.frame(width: 10, height: 10).id("a"); Color.blue.frame(width: 10, height: 10).id("b") }
            }
        }
    }
}

@MainActor
struct SizeClassTests {
    @Test func iPhonesAreCompactByRegularInPortrait() throws {
        for device in [Device.iPhoneSE3, .iPhone15, .iPhone15ProMax] {
            #expect(device.horizontalSizeClass == .compact, "\(device)")
            #expect(device.verticalSizeClass == .regular, "\(device)")
            let host = ViewHost(AdaptiveStack(), device: device, environment: .fixedText)
            #expect(host.contains(text: "H: compact") && host.contains(text: "V: regular"), "\(device)")
            // Compact: stacked, so "b" is below "a".
            let a = try host.drawnFrame(id: "a"), b = try host.drawnFrame(id: "b")
            #expect(b.minY > a.maxY && b.minX == a.minX, "\(device)")
        }
    }

    @Test func iPadIsRegularBothWays() throws {
        #expect(Device.iPad11Inch.horizontalSizeClass == .regular)
        #expect(Device.iPad11Inch.verticalSizeClass == .regular)
        let host = ViewHost(AdaptiveStack(), device: .iPad11Inch, environment: .fixedText)
        #expect(host.contains(text: "H: regular") && host.contains(text: "V: regular"))
        let a = try host.drawnFrame(id: "a"), b = try host.drawnFrame(id: "b")
        #expect(b.minX > a.maxX && b.minY == a.minY)
    }

    @Test func withoutADeviceAnIPhone() {
        #expect(EnvironmentValues().horizontalSizeClass == .compact)
        #expect(EnvironmentValues().verticalSizeClass == .regular)
        let host = ViewHost(AdaptiveStack(), size: CGSize(width: 1000, height: 800), environment: .fixedText)
        #expect(host.contains(text: "H: compact"))
    }

    @Test func aViewCanOverrideTheSizeClass() {
        let host = ViewHost(AdaptiveStack().environment(\.horizontalSizeClass, .regular), device: .iPhone15,
                            environment: .fixedText)
        #expect(host.contains(text: "H: regular"))
    }
}
