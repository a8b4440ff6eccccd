import Foundation
import Testing
@testable import VellumCore

// ColorPicker with the spec's fixed-advance text (17-point glyphs 8 wide, lines 61/3 tall).

private struct Settings: View {
    @State var background: Color = .blue
    var body: some View {
        VStack(spacing: 0) {
            ColorPicker("Background", selection: $background).id("picker")
            Button("Use red") { background = .red }
            Rectangle().fill(background).frame(width: 10, height: 10).id("swatch")
        }
    }
}

@MainActor
@Suite struct ColorPickerTests {
    @Test func rowPutsTheLabelLeadingAndA28PointWellTrailing() {
        let v = ColorPicker("Background", selection: .constant(.blue))
        let l = layout(v, width: 300, height: 100)
        // As tall as the 28-point well, the label (80 wide) centred beside it.
        #expect(close(l.size, CGSize(width: 300, height: 28)))
        #expect(close(size(v, nil, nil), CGSize(width: 80 + 8 + 28, height: 28)))
    }

    @Test func theWellShowsTheSelectedColourSetThroughTheBinding() throws {
        let host = ViewHost(Settings(), size: CGSize(width: 300, height: 200), environment: .spec)
        func fills() -> [DisplayList.Paint] {
            host.displayList.items.compactMap { if case let .fill(_, paint, _) = $0 { return paint } else { return nil } }
        }
        #expect(fills().filter { $0 == .color(.blue) }.count == 2)   // the well's disc and the swatch
        try host.tap(text: "Use red")
        #expect(fills().filter { $0 == .color(.red) }.count == 2)
        #expect(!fills().contains(.color(.blue)))
    }
}
