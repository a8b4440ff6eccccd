import Foundation
import Testing
@testable import VellumCore

// ShareLink as Apple's documentation and tutorials write it, with the spec's
// fixed-advance text (17-point glyphs 8 wide, lines 61/3 tall). Linux has no share
// sheet: a tap in a ViewHost records what was shared in `host.sharedItems`.

private let window = CGSize(width: 320, height: 480)
private let landmark = URL(string: "https://example.com/landmarks/42")!

/// A photo that shares as its address, as tutorials declare Transferable types.
private struct Photo: Transferable, Identifiable {
    var id: Int
    var caption: String
    var url: URL
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.url)
    }
}

/// A note that shares as JSON.
private struct Note: Codable, Transferable {
    var title: String
    var body: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.title)
    }
}

/// A file that shares as bytes, whose exporter a tap cannot wait for.
private struct Report: Transferable, CustomStringConvertible {
    var name: String
    var description: String { "Report \(name)" }
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .pdf) { report in Data(report.name.utf8) }
    }
}

private let photos = [
    Photo(id: 1, caption: "Sunrise", url: URL(string: "https://example.com/p/1")!),
    Photo(id: 2, caption: "Harbour", url: URL(string: "https://example.com/p/2")!),
]

private struct LandmarkDetail: View {
    var body: some View {
        VStack(spacing: 12) {
            ShareLink(item: landmark)
            ShareLink("Send", item: "Meet at the pier", subject: Text("Plans"), message: Text("See you there"))
            ShareLink(item: photos[0], preview: SharePreview(photos[0].caption, image: Image(systemName: "photo"))) {
                Label("Share Photo", systemImage: "photo")
            }
            ShareLink(items: photos) { photo in SharePreview(photo.caption) } label: { Text("Share All") }
            ShareLink(item: Note(title: "Groceries", body: "Milk"), preview: SharePreview("Groceries")) { Text("Share Note") }
            ShareLink(item: Report(name: "Q3"), preview: SharePreview("Q3 report")) { Text("Share Report") }
        }
    }
}

@MainActor
@Suite struct ShareLinkTests {
    @Test func theDefaultLabelIsShareWithTheSymbolInTheTint() throws {
        // Label's HStack: the 20.4-point symbol placeholder (1.2 × 17), 8, then "Share"
        // (5 × 8); as tall as the symbol.
        #expect(close(size(ShareLink(item: landmark), 300, 100), CGSize(width: 68.4, height: 20.4)))
        #expect(textPaints(ShareLink(item: landmark)) == [.color(.accentColor)])
        let strokes = ViewLayout(of: ShareLink(item: landmark), proposal: .unspecified, environment: .spec)
            .displayList.items.compactMap { item -> DisplayList.Paint? in
                if case .stroke(_, let paint, _) = item { paint } else { nil }
            }
        #expect(strokes == [.color(.accentColor)])
        #expect(textPaints(ShareLink(item: landmark).tint(.red)) == [.color(.red)])
    }

    @Test func titleFormsKeepTheSymbol() throws {
        let host = ViewHost(LandmarkDetail(), size: window, environment: .spec)
        // The link (20.4 + 8 + "Send" 32 = 60.4 wide) is centred in 320; its title
        // follows the symbol and the 8-point gap.
        let send = try host.find(text: "Send").frame
        #expect(close(send.minX, 160 - 60.4 / 2 + 28.4) && close(send.width, 32))
    }

    @Test func aTapRecordsTheItemSubjectMessageAndPreview() throws {
        let host = ViewHost(LandmarkDetail(), size: window, environment: .spec)
        #expect(host.sharedItems.isEmpty)
        try host.tap(text: "Share")
        #expect(host.sharedItems == [SharedItem(item: "https://example.com/landmarks/42")])
        try host.tap(text: "Send")
        #expect(host.sharedItems.last == SharedItem(item: "Meet at the pier", subject: "Plans", message: "See you there"))
        try host.tap(text: "Share Photo")
        #expect(host.sharedItems.last == SharedItem(item: "https://example.com/p/1", previewTitle: "Sunrise"))
    }

    @Test func itemsShareEachWithItsOwnPreview() throws {
        let host = ViewHost(LandmarkDetail(), size: window, environment: .spec)
        try host.tap(text: "Share All")
        #expect(host.sharedItems.map(\.item) == ["https://example.com/p/1", "https://example.com/p/2"])
        #expect(host.sharedItems.map(\.previewTitle) == ["Sunrise", "Harbour"])
    }

    @Test func representationsExportInOrder() throws {
        let host = ViewHost(LandmarkDetail(), size: window, environment: .spec)
        // The Codable representation comes first: the note as JSON, keys sorted.
        try host.tap(text: "Share Note")
        #expect(host.sharedItems.last?.item == #"{"body":"Milk","title":"Groceries"}"#)
        // An async exporter cannot run in a tap: the item itself is described.
        try host.tap(text: "Share Report")
        #expect(host.sharedItems.last == SharedItem(item: "Report Q3", previewTitle: "Q3 report"))
    }

    @Test func inAToolbarOnlyTheSymbolShowsAndATapShares() throws {
        let screen = NavigationStack {
            Text("Landmark")
                .navigationTitle("Detail")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { ShareLink(item: landmark) }
                }
        }
        let host = ViewHost(screen, device: .iPhone15, environment: .spec)
        // iOS's toolbars show labels as their icons only: no "Share" title.
        #expect(!host.contains(text: "Share"))
        let symbol = try #require(host.displayList.items.lazy.compactMap { item -> CGRect? in
            if case .stroke(let path, _, _) = item { path.boundingRect } else { nil }
        }.first)
        try host.tap(at: CGPoint(x: symbol.midX, y: symbol.midY))
        #expect(host.sharedItems == [SharedItem(item: "https://example.com/landmarks/42")])
    }

    @Test func aDisabledLinkSharesNothing() throws {
        let host = ViewHost(ShareLink(item: landmark).disabled(true), size: window, environment: .spec)
        #expect(throws: (any Error).self) { try host.tap(text: "Share") }
        #expect(host.sharedItems.isEmpty)
    }

    @Test func systemTypesExportTheirText() {
        #expect("Hi".exportedText == "Hi")
        #expect(landmark.exportedText == "https://example.com/landmarks/42")
        #expect(Data([1, 2, 3]).exportedText == "3 bytes")
        #expect(Image(systemName: "star").exportedText == #"Image(systemName: "star")"#)
        #expect(Image(bitmap: ImageBitmap(pixelWidth: 40, pixelHeight: 20, scale: 2)).exportedText == "Image(20×10)")
    }

    @Test func shareLinksKeepTheLayoutLaws() {
        LayoutLaws.check(ShareLink(item: landmark))
        LayoutLaws.check(ShareLink("Export", items: ["a", "b"]))
    }
}
