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

    // MARK: - The colour panel (figures are Vellum's estimates, see ColorPanel.swift)

    /// The panel's grid colour at row 6, column 5 (0xFF6250, a light red).
    let picked = ColorPanel.cell(row: 6, column: 5)

    func fills(_ host: ViewHost) -> [DisplayList.Paint] {
        host.displayList.items.compactMap { if case let .fill(_, paint, _) = $0 { return paint } else { return nil } }
    }

    @Test func tappingTheRowPresentsThePanelInASheet() throws {
        let host = ViewHost(Settings(), device: .iPhone15, environment: .spec)
        #expect(host.presented == .none)
        try host.tap(text: "Background")
        #expect(host.presented == .sheet)
        // The sheet's content spans (0, 69, 393, 749) on an iPhone 15; the panel is inset
        // 16 on each side, its 52-tall title bar on top, "Colors" centred in it.
        let title = try host.find(text: "Colors").frame
        #expect(abs(title.midX - 393 / 2) < 0.01 && abs(title.midY - (69 + 26)) < 0.01)
        let button = try host.find(id: ColorPanel.Part.close).frame
        #expect(close(button, CGRect(x: 393 - 16 - 30, y: 69 + 11, width: 30, height: 30)))
        #expect(host.contains(text: "Grid") && host.contains(text: "Spectrum") && host.contains(text: "Sliders"))
        // Twelve square cells across the 361-wide grid, below the segmented control.
        let first = try host.find(id: ColorPanel.Part.cell(row: 0, column: 0)).frame
        let last = try host.find(id: ColorPanel.Part.cell(row: 9, column: 11)).frame
        let side = (393 - 32) / 12.0
        #expect(abs(first.minX - 16) < 0.01 && abs(first.width - side) < 0.01 && abs(first.height - side) < 0.01)
        #expect(abs(last.maxX - (393 - 16)) < 0.01 && abs(last.maxY - (first.minY + 10 * side)) < 0.01)
        // Below the title bar (52), the segmented control (32) and a 16 gap.
        #expect(abs(first.minY - (69 + 52 + 32 + 16)) < 0.01)
        #expect(host.contains(text: "OPACITY") && host.contains(text: "100%"))
        #expect(try host.find(id: ColorPanel.Part.swatch).frame.size == CGSize(width: 54, height: 54))
    }

    @Test func aCellSetsTheSelectionAtOnceAndCloseDismisses() throws {
        let host = ViewHost(Settings(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Background")
        try host.tap(id: ColorPanel.Part.cell(row: 6, column: 5))
        // As on iOS, the panel stays open; the swatch and the view behind show the colour.
        #expect(host.presented == .sheet)
        #expect(fills(host).contains(.color(picked)))
        try host.tap(id: ColorPanel.Part.close)
        #expect(host.presented == .none)
        // The well's disc and the swatch under the picker, both the picked colour.
        #expect(fills(host).filter { $0 == .color(picked) }.count == 2)
        #expect(!fills(host).contains(.color(.blue)))
    }

    @Test func theOpacitySliderSetsTheAlpha() throws {
        let host = ViewHost(Settings(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Background")
        let slider = try host.find(id: ColorPanel.Part.opacity).frame
        try host.tap(at: CGPoint(x: slider.minX + slider.width / 4, y: slider.midY))
        #expect(!host.contains(text: "100%"))
        try host.tap(id: ColorPanel.Part.cell(row: 6, column: 5))
        // A grid colour keeps the opacity chosen.
        #expect(fills(host).contains { if case let .color(c) = $0 { return c.red == picked.red && c.alpha < 0.5 } else { return false } })
    }

    @Test func withoutOpacityThereIsNoSlider() throws {
        struct Plain: View {
            @State var color = Color.blue
            var body: some View { ColorPicker("Ink", selection: $color, supportsOpacity: false) }
        }
        let host = ViewHost(Plain(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Ink")
        #expect(host.contains(text: "Colors") && !host.contains(text: "OPACITY"))
    }

    @Test func theSlidersTabSetsRedGreenAndBlue() throws {
        let host = ViewHost(Settings(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Background")
        try host.tap(text: "Sliders")
        #expect(host.contains(text: "RED") && host.contains(text: "GREEN") && host.contains(text: "BLUE"))
        // .blue is (0, 122, 255): red reads 0; a tap at the red track's end makes it 255.
        let red = try host.find(id: ColorPanel.Part.slider("RED")).frame
        try host.tap(at: CGPoint(x: red.maxX - 1, y: red.midY))
        #expect(fills(host).contains { if case let .color(c) = $0 { return c.red > 0.99 && abs(c.blue - 1) < 0.01 } else { return false } })
    }

    @Test func theSpectrumPicksHueAcrossAndBrightnessDown() throws {
        let host = ViewHost(Settings(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Background")
        try host.tap(text: "Spectrum")
        let spectrum = try host.find(id: ColorPanel.Part.spectrum).frame
        // As wide as the grid, 12:10; a tap halfway across and halfway down: hue 0.5
        // (cyan) at half brightness.
        #expect(abs(spectrum.width - 361) < 0.01 && abs(spectrum.height - 361 * 10 / 12) < 0.01)
        try host.tap(at: CGPoint(x: spectrum.midX, y: spectrum.midY))
        #expect(fills(host).contains { if case let .color(c) = $0 { return abs(c.red) < 0.01 && abs(c.green - 0.5) < 0.01 && abs(c.blue - 0.5) < 0.01 } else { return false } })
    }
}
