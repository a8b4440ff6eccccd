import Foundation
import Testing
import Vellum
@testable import ReadmeSample

/// The README's server sample does what its comments say.
@MainActor
struct ServerSampleTests {
    /// The PNG header's width and height.
    static func pixelSize(_ png: Data) -> [UInt8] { Array(png[16..<24]) }

    @Test func cardsRenderedAtOnceAreTheCardsRenderedAlone() async throws {
        let titles = ["First", "Second", "Third"]
        let pngs = try await cardPNGs(titles: titles)
        #expect(pngs.count == 3)
        for (title, png) in zip(titles, pngs) {
            #expect(png == (try await cardPNG(title: title)))
            #expect(Self.pixelSize(png) == [0, 0, 0x09, 0x60, 0, 0, 0x04, 0xEC])  // 2400 × 1260
        }
        #expect(Set(pngs).count == 3)
    }

    @Test func photoIsFetchedByTheGivenClientAndDrawn() async throws {
        let photo = try ImageRenderer(content: Color.green.frame(width: 4, height: 4)).pngData()
        let fetched = FetchLog()
        // A long wait: under the whole suite the main actor can be queued behind other
        // suites' tests for over a minute (73 seconds in one CI run).
        let png = try await photoPNG(URL(string: "https://example.com/ada.png")!, timeout: .seconds(3600)) { url in
            await fetched.add(url)
            return photo
        }
        #expect(await fetched.urls == [URL(string: "https://example.com/ada.png")!])
        let bitmap = try ImageDecoder.decode(png)
        #expect(bitmap.pixelWidth == 200)
        let centre = (100 * 200 + 100) * 4
        #expect(Array(bitmap.rgba![centre..<centre + 4]) == [52, 199, 89, 255])  // SwiftUI green, not the gray placeholder
    }
}

actor FetchLog {
    var urls: [URL] = []
    func add(_ url: URL) { urls.append(url) }
}
