import Foundation
import Testing
@testable import VellumCore

// `labelsHidden()`: Apple documents it as hiding "the labels of any controls contained
// within this view"; a control without its label is its own control at its own size,
// which is why tutorials write `Toggle("", isOn: $on).labelsHidden()` to get a bare
// switch. Sizes use the spec's fixed-advance text (17-point glyphs 8 wide).

@MainActor
@Suite struct LabelsHiddenTests {
    @Test func aToggleIsItsSwitchAlone() throws {
        let toggle = Toggle("Wi-Fi", isOn: .constant(true))
        #expect(close(size(toggle, 300, nil), CGSize(width: 300, height: 31)))  // the row fills the width
        #expect(close(size(toggle.labelsHidden(), 300, nil), CGSize(width: 51, height: 31)))
        // The switch still takes the tap.
        let host = ViewHost(ToggleScreen(), size: CGSize(width: 300, height: 200), environment: .spec)
        #expect(host.layout.frame(id: "switch")?.size == CGSize(width: 51, height: 31))
        try host.tap(id: "switch")
        #expect(close(host.layout.frame(id: "state")?.width ?? 0, 2 * 8))  // "on"
    }

    @Test func aStepperIsItsTwoButtons() {
        let stepper = Stepper("Count", value: .constant(3), in: 0...10)
        #expect(close(size(stepper.labelsHidden(), 300, nil), CGSize(width: 94, height: 32)))
    }

    @Test func aColorPickerIsItsWell() {
        let picker = ColorPicker("Background", selection: .constant(.blue))
        #expect(close(size(picker, nil, nil), CGSize(width: 80 + 8 + 28, height: 28)))
        #expect(close(size(picker.labelsHidden(), nil, nil), CGSize(width: 28, height: 28)))
    }

    @Test func aCompactDatePickerIsItsDateButton() {
        let date = DatePicker("Due", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date)
        let full = size(date, nil, nil)
        let bare = size(date.labelsHidden(), nil, nil)
        // The label (3 glyphs) and the 8-point spacer and 6-point gaps on both sides of it go.
        let labelAndGaps: CGFloat = 3 * 8 + 6 + 8 + 6
        #expect(close(full.width - bare.width, labelAndGaps))
        #expect(close(full.height, bare.height))
    }

    @Test func itReachesEveryControlBelow() {
        let form = VStack {
            Toggle("A", isOn: .constant(false)).id("a")
            HStack { Toggle("B", isOn: .constant(false)).id("b") }
        }.labelsHidden()
        let l = layout(form, width: 300, height: 200)
        #expect(l.frame(id: "a")?.width == 51)
        #expect(l.frame(id: "b")?.width == 51)
    }
}

private struct ToggleScreen: View {
    @State var on = false
    var body: some View {
        VStack {
            Toggle("Airplane Mode", isOn: $on).labelsHidden().id("switch")
            Text(on ? "on" : "off").id("state")
        }
    }
}
