import Foundation
import Testing
@testable import VellumCore

// The inline, navigation-link, wheel and palette pickers, driven as the flavour picker
// of SwiftUI's Picker documentation, with the spec's fixed-advance text (17-point
// glyphs 8 wide, lines 61/3 tall).

private enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

private struct FlavorForm<Style: PickerStyle>: View {
    let style: Style
    var inList = true
    @State private var selectedFlavor: Flavor = .chocolate

    var picker: some View {
        Picker("Flavor", selection: $selectedFlavor) {
            Text("Chocolate").tag(Flavor.chocolate)
            Text("Vanilla").tag(Flavor.vanilla)
            Text("Strawberry").tag(Flavor.strawberry)
        }
        .pickerStyle(style)
    }

    var body: some View {
        VStack(spacing: 0) {
            if inList {
                List { picker }
            } else {
                picker
            }
            Text("Picked \(selectedFlavor.rawValue)")
        }
    }
}

@MainActor
@Suite struct PickerStyleTests {
    let window = CGSize(width: 320, height: 600)

    // MARK: Inline

    @Test func inlinePickerListsTheOptionsAsRowsAndATapSelects() throws {
        let host = ViewHost(FlavorForm(style: .inline), size: window, environment: .spec)
        let chocolate = try host.find(text: "Chocolate").frame
        let vanilla = try host.find(text: "Vanilla").frame
        let strawberry = try host.find(text: "Strawberry").frame
        // One row each, stacked at the same leading edge, equal steps apart.
        #expect(chocolate.minX == vanilla.minX && vanilla.minX == strawberry.minX)
        #expect(vanilla.minY > chocolate.maxY)
        #expect(abs((vanilla.minY - chocolate.minY) - (strawberry.minY - vanilla.minY)) < 0.01)
        #expect(!host.contains(text: "Flavor"))
        try host.tap(text: "Vanilla")
        #expect(host.contains(text: "Picked vanilla"))
    }

    @Test func inlinePickerOutsideAListIsAWheel() {
        let v = Picker("Flavor", selection: .constant(Flavor.vanilla)) {
            Text("Chocolate").tag(Flavor.chocolate)
            Text("Vanilla").tag(Flavor.vanilla)
        }.pickerStyle(.inline)
        #expect(close(layout(v, width: 300, height: 400).size, CGSize(width: 300, height: 216)))
    }

    // MARK: Navigation link

    @Test func navigationLinkPickerPushesTheOptionsAndPopsOnChoice() throws {
        let view = NavigationStack { FlavorForm(style: .navigationLink) }
        let host = ViewHost(view, device: .iPhone15, environment: .spec)
        // The row: the label leading, the selection trailing.
        let label = try host.find(text: "Flavor").frame
        let value = try host.find(text: "Chocolate").frame
        #expect(abs(label.midY - value.midY) < 0.01 && value.minX > label.maxX)
        #expect(!host.contains(text: "Vanilla"))

        try host.tap(text: "Flavor")
        #expect(host.contains(text: "Vanilla") && host.contains(text: "Strawberry"))
        try host.tap(text: "Strawberry")
        // Back on the form, the row shows the new selection.
        #expect(!host.contains(text: "Vanilla"))
        #expect(host.contains(text: "Picked strawberry"))
        #expect(try host.find(text: "Strawberry").frame.midY == value.midY)
    }

    // MARK: Wheel

    @Test func wheelCentresTheSelectedOption() {
        let v = Picker("Flavor", selection: .constant(Flavor.vanilla)) {
            Text("Chocolate").tag(Flavor.chocolate).id("c")
            Text("Vanilla").tag(Flavor.vanilla).id("v")
            Text("Strawberry").tag(Flavor.strawberry).id("s")
        }.pickerStyle(.wheel)
        let l = layout(v, width: 300, height: 400)
        #expect(close(l.size, CGSize(width: 300, height: 216)))
        // 21-point text: 8 × 21/17 a glyph, lines 61/3 × 21/17; rows 32 tall, the
        // selected one's row from 92 to 124, its neighbours a row above and below.
        let glyph: CGFloat = 8 * 21 / 17, h = line * 21 / 17
        expectFrame(l, "v", CGRect(x: 150 - 7 * glyph / 2, y: 108 - h / 2, width: 7 * glyph, height: h))
        expectFrame(l, "c", CGRect(x: 150 - 9 * glyph / 2, y: 76 - h / 2, width: 9 * glyph, height: h))
        expectFrame(l, "s", CGRect(x: 150 - 10 * glyph / 2, y: 140 - h / 2, width: 10 * glyph, height: h))
        LayoutLaws.check(v, mayBeInfinite: true)
    }

    @Test func wheelSelectsByTapAndByDrag() throws {
        let host = ViewHost(FlavorForm(style: .wheel, inList: false), size: window, environment: .spec)
        try host.tap(text: "Vanilla")
        #expect(host.contains(text: "Picked vanilla"))
        // Vanilla is in the band: a drag up by two rows goes past Strawberry, the last
        // option, and stops there; a drag down by two stops at Chocolate, the first.
        let band = try host.find(text: "Vanilla").frame
        try host.drag(from: CGPoint(x: 160, y: band.midY), to: CGPoint(x: 160, y: band.midY - 64))
        #expect(host.contains(text: "Picked strawberry"))
        try host.drag(from: CGPoint(x: 160, y: band.midY), to: CGPoint(x: 160, y: band.midY + 64))
        #expect(host.contains(text: "Picked chocolate"))
    }

    // MARK: Palette

    @Test func paletteOutsideAMenuIsSegmented() {
        let v = Picker("Flavor", selection: .constant(Flavor.vanilla)) {
            Text("Chocolate").tag(Flavor.chocolate)
            Text("Vanilla").tag(Flavor.vanilla)
        }.pickerStyle(.palette)
        #expect(close(layout(v, width: 300, height: 100).size, CGSize(width: 300, height: 32)))
    }

    @Test func paletteInAMenuPutsTheOptionsSideBySide() throws {
        struct Toolbar: View {
            @State private var flavor: Flavor = .chocolate
            var body: some View {
                VStack {
                    Menu("Options") {
                        Picker("Flavor", selection: $flavor) {
                            Text("Choc").tag(Flavor.chocolate)
                            Text("Van").tag(Flavor.vanilla)
                            Text("Straw").tag(Flavor.strawberry)
                        }
                        .pickerStyle(.palette)
                    }
                    Text("Picked \(flavor.rawValue)")
                }
            }
        }
        let host = ViewHost(Toolbar(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Options")
        let choc = try host.find(text: "Choc").frame
        let van = try host.find(text: "Van").frame
        let straw = try host.find(text: "Straw").frame
        #expect(abs(choc.midY - van.midY) < 0.01 && abs(van.midY - straw.midY) < 0.01)
        #expect(choc.maxX < van.minX && van.maxX < straw.minX)
        try host.tap(text: "Van")
        #expect(host.contains(text: "Picked vanilla"))
        #expect(!host.contains(text: "Straw"))
    }
}
