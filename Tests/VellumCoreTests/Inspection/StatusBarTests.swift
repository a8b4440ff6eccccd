import Foundation
import Testing
@testable import VellumCore

// The status bar on the iPhone 15 (393 × 852, top inset 59) and the iPhone SE (375 ×
// 667, a 20-point bar), with the spec's fixed-advance text (17-point glyphs 8 wide,
// lines 61/3 tall; 12-point ones scaled by 12/17).

@MainActor
struct StatusBarTests {
    @Test func offByDefault() {
        let layout = ViewLayout(of: Text("Hello"), device: .iPhone15, environment: .spec)
        #expect(!layout.description.contains("9:41"))
    }

    @Test func timeSitsInTheLeftEarBesideTheIsland() throws {
        let layout = ViewLayout(of: Text("Hello"), device: .iPhone15.withStatusBar(), environment: .spec)
        let time = try #require(element(layout.root, labelled: "Text(\"9:41\")"))
        // The ears are (393 − 126) / 2 wide; the time is centred in the left one, 30
        // below the top.
        #expect(close(time.frame, CGRect(x: 133.5 / 2 - 16, y: 30 - line / 2, width: 32, height: line)))
        // The content is laid out as without the bar.
        let hello = try #require(element(layout.root, labelled: "Text(\"Hello\")"))
        #expect(close(hello.frame.midY, 59 + 759 / 2))
    }

    @Test func compactBarCentresTheTime() throws {
        let layout = ViewLayout(of: Color.white, device: .iPhoneSE3.withStatusBar(), environment: .spec)
        let time = try #require(element(layout.root, labelled: "Text(\"9:41\")"))
        let glyph: CGFloat = 8 * 12 / 17, height = line * 12 / 17
        #expect(close(time.frame, CGRect(x: 187.5 - 2 * glyph, y: 10 - height / 2, width: 4 * glyph, height: height)))
    }

    @Test func theBarTakesNoTaps() throws {
        struct TopButton: View {
            @State var taps = 0
            var body: some View {
                Button { taps += 1 } label: {
                    Text("Taps \(taps)")
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .contentShape(Rectangle())
                }
                .ignoresSafeArea()
            }
        }
        let host = ViewHost(TopButton(), device: .iPhone15.withStatusBar(), environment: .spec)
        try host.tap(at: CGPoint(x: 66, y: 30))  // on the time
        #expect(host.contains(text: "Taps 1"))
    }
}
