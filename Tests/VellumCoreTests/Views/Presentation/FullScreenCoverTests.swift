import Foundation
import Testing
@testable import VellumCore

@MainActor
private final class Events {
    var list: [String] = []
}

/// A player opened full screen from a track list, closed with its own button.
private struct Tracks: View {
    let events: Events
    @State private var isPlaying = false

    var body: some View {
        Button("Play") { isPlaying = true }
            .fullScreenCover(isPresented: $isPlaying, onDismiss: { events.list.append("dismissed") }) {
                Player(events: events)
            }
    }
}

private struct Player: View {
    let events: Events
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Now Playing")
            Button("Close") { dismiss() }
        }
        .onDisappear { events.list.append("player disappear") }
    }
}

private struct Track: Identifiable {
    let id: Int
}

@MainActor
struct FullScreenCoverTests {
    @Test func presentAndCloseRunsOnDismissAfterDisappear() throws {
        let events = Events()
        let host = ViewHost(Tracks(events: events), device: .iPhone15, environment: .spec)
        try host.tap(text: "Play")
        #expect(host.presented == .fullScreenCover)
        #expect(host.layout.root.label == "fullScreenCover")
        // The content behind is not drawn, nor reachable.
        #expect(!host.contains(text: "Play"))
        try host.tap(text: "Close")
        #expect(host.presented == .none)
        #expect(events.list == ["player disappear", "dismissed"])
        try host.tap(text: "Play")
        try host.dismiss()
        #expect(host.presented == .none)
        #expect(events.list.last == "dismissed")
    }

    /// The cover is the whole window; its content is proposed the safe area.
    @Test func coverFillsTheWindowContentInTheSafeArea() throws {
        let layout = ViewLayout(of: Color.red.fullScreenCover(isPresented: .constant(true)) {
            Color.blue.id("content")
        }, device: .iPhone15, environment: .spec)
        #expect(layout.frame(id: "content") == CGRect(x: 0, y: 59, width: 393, height: 759))
        let ignoring = ViewLayout(of: Color.red.fullScreenCover(isPresented: .constant(true)) {
            Color.blue.id("content").ignoresSafeArea()
        }, device: .iPhone15, environment: .spec)
        #expect(ignoring.frame(id: "content") == CGRect(x: 0, y: 0, width: 393, height: 852))
        // Drawn on the system background over the whole window.
        let first = ignoring.displayList.items.first
        #expect(first == .fill(Path(CGRect(x: 0, y: 0, width: 393, height: 852)), .color(SystemColors.background), FillStyle()))
    }

    @Test func itemCoverShowsItsItem() throws {
        struct Albums: View {
            @State var track: Track?
            var body: some View {
                Button("Open 3") { track = Track(id: 3) }
                    .fullScreenCover(item: $track) { Text("Track \($0.id)") }
            }
        }
        let host = ViewHost(Albums(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Open 3")
        #expect(host.contains(text: "Track 3"))
        try host.dismiss()
        #expect(!host.contains(text: "Track 3"))
    }

    @Test func aSheetAndACoverPresentTheFirstAndWarn() throws {
        let warnings = Diagnostics.capture {
            let layout = ViewLayout(of: VStack {
                Color.red.fullScreenCover(isPresented: .constant(true)) { Text("Cover") }
                Color.red.sheet(isPresented: .constant(true)) { Text("Sheet") }
            }, device: .iPhone15, environment: .spec)
            #expect(layout.description.contains("Cover"))
            #expect(!layout.description.contains("\"Sheet\""))
        }
        #expect(warnings == ["Only one sheet can be presented at a time; showing the first of 2 presented sheets."])
    }
}

@MainActor
struct PopoverTests {
    /// On iPhone a popover is a sheet: the same card, the same frame.
    @Test func popoverShowsAsASheet() throws {
        struct Help: View {
            @State var showsHelp = false
            var body: some View {
                Button("Help") { showsHelp = true }
                    .popover(isPresented: $showsHelp, arrowEdge: .bottom) {
                        Text("Tap a track to play it.").id("tip")
                    }
            }
        }
        let host = ViewHost(Help(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Help")
        #expect(host.presented == .popover)
        #expect(host.layout.root.label == "sheet")
        let tip = try #require(host.layout.frame(id: "tip"))
        // Centred in the card's content area (69 to 818).
        #expect(close(tip.midY, 69 + 749 / 2))
        try host.dismiss()
        #expect(host.presented == .none)
    }

    @Test func compactAdaptationFullScreenCoverCovers() throws {
        let layout = ViewLayout(of: Color.red.popover(isPresented: .constant(true)) {
            Color.blue.id("content").presentationCompactAdaptation(.fullScreenCover)
        }, device: .iPhone15, environment: .spec)
        #expect(layout.root.label == "fullScreenCover")
        #expect(layout.frame(id: "content") == CGRect(x: 0, y: 59, width: 393, height: 759))
        var frame: CGRect?
        let warnings = Diagnostics.capture {
            frame = ViewLayout(of: Color.red.popover(isPresented: .constant(true)) {
                Color.blue.id("content").presentationCompactAdaptation(.popover)
            }, device: .iPhone15, environment: .spec).frame(id: "content")
        }
        #expect(frame == CGRect(x: 0, y: 69, width: 393, height: 749))
        #expect(warnings == ["presentationCompactAdaptation(.popover): Vellum draws no popover bubble on iPhone; showing a sheet."])
    }

    @Test func itemPopover() throws {
        struct Lyrics: View {
            @State var track: Track? = Track(id: 9)
            var body: some View {
                Color.clear.popover(item: $track) { Text("Lyrics \($0.id)") }
            }
        }
        let host = ViewHost(Lyrics(), device: .iPhone15, environment: .spec)
        #expect(host.contains(text: "Lyrics 9"))
        try host.dismiss()
        #expect(!host.contains(text: "Lyrics 9"))
    }
}

@MainActor
struct InteractiveDismissTests {
    /// With interactive dismissal disabled a swipe (the host's dismiss) does nothing;
    /// the sheet's own button still dismisses it.
    @Test func disabledSwipeKeepsTheSheet() throws {
        struct Editor: View {
            @State var editing = true
            var body: some View {
                Color.clear.sheet(isPresented: $editing) {
                    Button("Done") { editing = false }
                        .interactiveDismissDisabled()
                }
            }
        }
        let host = ViewHost(Editor(), device: .iPhone15, environment: .spec)
        #expect(throws: ViewHostError.self) { try host.dismiss() }
        #expect(host.presented == .sheet)
        try host.tap(text: "Done")
        #expect(host.presented == .none)
        let allowed = ViewHost(Color.clear.sheet(isPresented: .constant(true)) {
            Text("Free").interactiveDismissDisabled(false)
        }, device: .iPhone15, environment: .spec)
        #expect(throws: Never.self) { try allowed.dismiss() }
    }
}
