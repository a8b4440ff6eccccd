import Foundation
import Testing
@testable import VellumCore

/// Colour effects name themselves in a layout's nodes (what `vellum explain` prints) as
/// they are written, with the amount actually used.
@MainActor @Suite struct ColorEffectLabelTests {
    private func label<V: View>(_ view: V) -> String {
        ViewLayout(of: view, in: CGSize(width: 10, height: 10)).root.label
    }

    @Test func labelsShowTheNameAndTheAmountUsed() {
        #expect(label(Color.red.brightness(0.25)) == "brightness(0.25)")
        #expect(label(Color.red.grayscale(3)) == "grayscale(1)")  // clamped to 0…1
        #expect(label(Color.red.hueRotation(.radians(.pi / 2))) == "hueRotation(90°)")
        #expect(label(Color.red.colorMultiply(.blue)) == "colorMultiply(.blue)")
        #expect(label(Color.red.colorInvert()) == "colorInvert")
        #expect(label(Color.red.saturation(.nan)) == "saturation(1)")  // not finite: none
    }
}
