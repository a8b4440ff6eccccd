import Foundation
import Testing
import Vellum
@testable import VellumCore

/// A colour picked in the panel, drawn in the picker's well.
@MainActor
@Suite struct ColorPanelDrawingTests {
    private struct Ink: View {
        @State var color = Color.blue
        var body: some View { ColorPicker("Ink", selection: $color).padding() }
    }

    @Test func thePickedColourFillsTheWell() throws {
        let host = ViewHost(Ink(), device: .iPhone15)
        let label = try host.find(text: "Ink").frame
        // The well: 28 across at the row's trailing edge (16 in), centred on the label.
        let well = (x: Int(393 - 16 - 14), y: Int(label.midY))
        #expect(try Pixels(host.displayList(scale: 1))[well.x, well.y].isClose(to: .blue, tolerance: 1))
        try host.tap(text: "Ink")
        try host.tap(id: ColorPanel.Part.cell(row: 6, column: 5))
        try host.tap(id: ColorPanel.Part.close)
        // The grid's row 6, column 5: 0xFF6250.
        #expect(try Pixels(host.displayList(scale: 1))[well.x, well.y].isClose(to: RGBA(0xFF, 0x62, 0x50), tolerance: 1))
    }
}
