import Foundation
import Testing
@testable import VellumCore

private let window = CGSize(width: 320, height: 480)

/// Controls that follow drags the host makes.
@MainActor
struct ViewHostGesturesTests {
    private struct Volume: View {
        var step: Double?
        @State var value = 0.0
        @State var editing: [Bool] = []
        var body: some View {
            VStack {
                Text("value \(Int(value))")
                // 227 wide: the thumb (27) travels 200 points, from x 60 to 260.
                Group {
                    if let step {
                        Slider(value: $value, in: 0...100, step: step) { editing.append($0) }
                    } else {
                        Slider(value: $value, in: 0...100) { editing.append($0) }
                    }
                }
                .frame(width: 227).id("slider")
                Text("editing \(editing.map { $0 ? "on" : "off" }.joined(separator: ","))")
            }
        }
    }

    /// The thumb's centre follows the finger (UISlider's track runs between the thumb's
    /// centres at either end); bounds clamp it, and a step rounds it to whole steps
    /// from the lower bound (Apple, Slider.init(value:in:step:onEditingChanged:)).
    @Test func aSliderFollowsADrag() throws {
        let host = ViewHost(Volume(), size: window, environment: .fixedText)
        let slider = try #require(host.layout.frame(id: "slider"))
        #expect(slider.minX == 46.5)
        try host.drag(from: CGPoint(x: 60, y: slider.midY), to: CGPoint(x: 160, y: slider.midY))
        #expect(host.contains(text: "value 50"))
        #expect(host.contains(text: "editing on,off"))   // onEditingChanged at touch-down and at lift
        try host.drag(from: CGPoint(x: 160, y: slider.midY), to: CGPoint(x: 400, y: slider.midY))
        #expect(host.contains(text: "value 100"))   // clamped to the upper bound

        let stepped = ViewHost(Volume(step: 30), size: window, environment: .fixedText)
        try stepped.drag(from: CGPoint(x: 60, y: slider.midY), to: CGPoint(x: 160, y: slider.midY))
        #expect(stepped.contains(text: "value 60"))   // 50 rounds to 2 steps of 30
        try stepped.drag(from: CGPoint(x: 160, y: slider.midY), to: CGPoint(x: 258, y: slider.midY))
        #expect(stepped.contains(text: "value 90"))   // 99 rounds to the last whole step in the bounds
    }

    @Test func aDisabledSliderThrows() throws {
        let host = ViewHost(Volume().disabled(true), size: window, environment: .fixedText)
        let slider = try #require(host.layout.frame(id: "slider"))
        #expect {
            try host.drag(from: CGPoint(x: 60, y: slider.midY), to: CGPoint(x: 160, y: slider.midY))
        } throws: { ($0 as? ViewHostError)?.description.contains("is disabled") == true }
        #expect(host.contains(text: "value 0"))
    }

    private struct Rows: View {
        @State var taps = 0
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { row in
                        Button("Row \(row)") { taps += 1 }.frame(maxWidth: .infinity, minHeight: 50).id(row)
                    }
                }
            }
            .overlay(alignment: .bottom) { Text("taps \(taps)").allowsHitTesting(false) }
        }
    }

    /// A drag scrolls the content with the finger; past the ends it stretches and, let
    /// go, springs back on the host's clock to the content's ends (spec 5.5, step 3); a
    /// drag that starts on a button scrolls and does not tap it.
    @Test func aScrollViewScrollsOnDrag() throws {
        let host = ViewHost(Rows(), size: window, environment: .fixedText)
        #expect(host.layout.frame(id: 0)?.minY == 0)
        try host.drag(id: 3, by: CGSize(width: 0, height: -100))
        #expect(host.layout.frame(id: 2)?.minY == 0)    // 100 points scrolled: row 2 at the top
        #expect(host.contains(text: "taps 0"))
        let touch = try host.touchDown(id: 5)
        try touch.move(by: CGSize(width: 0, height: -30))
        #expect(host.layout.frame(id: 2)?.minY == -30)  // mid-drag, the content follows the finger
        try touch.lift()
        host.advanceToEnd()                               // it coasts a little, then stops
        try host.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: -5000), steps: 5)
        host.advanceToEnd()
        #expect(host.layout.frame(id: 19)?.maxY == 480)  // sprung back: the last row at the bottom
        try host.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 5000), steps: 5)
        host.advanceToEnd()
        #expect(host.layout.frame(id: 0)?.minY == 0)     // and back to the top
        try host.tap(id: 0)
        #expect(host.contains(text: "taps 1"))
    }
}
