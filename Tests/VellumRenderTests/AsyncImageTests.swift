import Foundation
import Testing
import Vellum

/// AsyncImage's phases with application loaders and the built-in `file:` and `data:`
/// ones, and renders that wait for the loads.
@MainActor
struct AsyncImageTests {
    /// A 6 × 4 pixel PNG, all SwiftUI blue.
    static let bluePNG: Data = {
        let renderer = ImageRenderer(content: Color.blue.frame(width: 6, height: 4))
        return try! renderer.pngData()
    }()

    /// An hour: under the whole suite the main actor is queued behind hundreds of other
    /// suites' tests, and a fresh-clone CI run kept these loads waiting 73 seconds for it
    /// (so a 60-second bound failed them). The waits end as soon as the loads do; a load
    /// that never ends is `renderStopsWaitingAtTheTimeout`'s case.
    static let timeout = Duration.seconds(3600)

    static var blueDataURL: URL { URL(string: "data:image/png;base64," + bluePNG.base64EncodedString())! }

    /// What the phase is, as text a test can find in a host.
    static func describe(_ phase: AsyncImagePhase) -> String {
        switch phase {
        case .empty: "empty"
        case .success: "success"
        case .failure(let error): "failure: \(error)"
        }
    }

    /// Shows the phase's name, and the image when there is one.
    static func phaseView(_ url: URL?) -> some View {
        AsyncImage(url: url, scale: 2) { phase in
            VStack {
                Text(describe(phase).prefix(7))
                if let image = phase.image { image.id("image") }
            }
        }
    }

    @Test func phaseIsEmptyWhileLoadingThenSuccess() async throws {
        let (opened, open) = AsyncStream<Void>.makeStream()
        let png = Self.bluePNG
        let gated = AsyncImageLoader(schemes: ["test"]) { _ in
            for await _ in opened { break }
            return png
        }
        let host = ViewHost(Self.phaseView(URL(string: "test://blue")).asyncImageLoader(gated),
                            size: CGSize(width: 100, height: 100))
        await host.settle(timeout: .milliseconds(50))
        #expect(host.contains(text: "empty"))
        open.yield()
        await host.settle(timeout: Self.timeout)
        #expect(host.contains(text: "success"))
        // 6 × 4 pixels at scale 2.
        #expect(host.layout.frame(id: "image")?.size == CGSize(width: 3, height: 2))
    }

    @Test func dataURLLoadsAtItsScale() async {
        let layout = await ViewLayout(of: AsyncImage(url: Self.blueDataURL, scale: 2), proposal: .unspecified,
                                      imageLoadTimeout: Self.timeout)
        #expect(layout.size == CGSize(width: 3, height: 2))
    }

    @Test func fileURLLoads() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-async-image-\(UUID()).png")
        try Self.bluePNG.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let layout = await ViewLayout(of: AsyncImage(url: file), proposal: .unspecified, imageLoadTimeout: Self.timeout)
        #expect(layout.size == CGSize(width: 6, height: 4))
    }

    @Test func corruptBytesFail() async throws {
        let url = URL(string: "data:image/png;base64," + Data("not an image".utf8).base64EncodedString())!
        let error = try #require(await Self.loadedPhase(url).error)
        #expect("\(error)".contains("neither PNG nor JPEG"))
    }

    @Test func missingFileFails() async throws {
        let error = try #require(await Self.loadedPhase(URL(fileURLWithPath: "/nonexistent/vellum.png")).error)
        #expect("\(error)" == "Cannot read the image file /nonexistent/vellum.png: it does not exist or cannot be read.")
    }

    @Test func invalidBase64Fails() async throws {
        let error = try #require(await Self.loadedPhase(URL(string: "data:image/png;base64,%%%%")!).error)
        #expect("\(error)".contains("invalid base64"))
    }

    @Test func nilURLStaysEmpty() async {
        #expect(await Self.loadedPhase(nil).image == nil)
        #expect(await Self.loadedPhase(nil).error == nil)
    }

    /// The content-and-placeholder initialiser shows the placeholder until the image
    /// arrives, then the content made from it.
    @Test func contentAndPlaceholder() async {
        let view = AsyncImage(url: Self.blueDataURL, scale: 2) { image in
            image.resizable().frame(width: 30, height: 20)
        } placeholder: {
            Color.gray.frame(width: 10, height: 10)
        }
        #expect(ViewLayout(of: view, proposal: .unspecified).size == CGSize(width: 10, height: 10))
        #expect(await ViewLayout(of: view, proposal: .unspecified, imageLoadTimeout: Self.timeout).size == CGSize(width: 30, height: 20))
    }

    /// The plain initialiser's placeholder fills the space offered, as SwiftUI's does.
    @Test func plainPlaceholderFillsTheOffer() {
        let layout = ViewLayout(of: AsyncImage(url: Self.blueDataURL), proposal: ProposedViewSize(width: 50, height: 40))
        #expect(layout.size == CGSize(width: 50, height: 40))
    }

    @Test func unknownSchemeDrawsThePlaceholderAndWarnsOnceNamingTheURL() throws {
        let url = URL(string: "https://example.com/vellum-\(UUID()).png")!
        let warnings = Diagnostics.capture {
            _ = ViewLayout(of: AsyncImage(url: url), proposal: ProposedViewSize(width: 50, height: 40))
            _ = ViewLayout(of: AsyncImage(url: url), proposal: ProposedViewSize(width: 50, height: 40))
        }
        #expect(warnings.count == 1)
        #expect(try #require(warnings.first).contains(url.absoluteString))
    }

    /// `renderPNGData()` waits for the load and draws the image; `pngData()` draws the
    /// empty phase, as SwiftUI's renderer does.
    @Test func renderWaitsForTheLoad() async throws {
        let png = Self.bluePNG
        let slow = AsyncImageLoader(schemes: ["slow"]) { _ in
            try await Task.sleep(for: .milliseconds(30))
            return png
        }
        let view = AsyncImage(url: URL(string: "slow://blue")) { image in
            image.resizable()
        } placeholder: {
            Color.red
        }
        .frame(width: 20, height: 20)
        .asyncImageLoader(slow)
        let renderer = ImageRenderer(content: view)
        let first = try ImageDecoder.decode(renderer.pngData())
        let waited = try ImageDecoder.decode(await renderer.renderPNGData(imageLoadTimeout: Self.timeout))
        #expect(Self.pixel(waited, x: 10, y: 10) == [0, 122, 255, 255])  // SwiftUI blue
        #expect(Self.pixel(first, x: 10, y: 10) == [255, 59, 48, 255])  // SwiftUI red
    }

    /// A load that never ends costs the timeout, not a hang: its empty phase is drawn,
    /// with a warning.
    @Test func renderStopsWaitingAtTheTimeout() async {
        let stuck = AsyncImageLoader(schemes: ["stuck"]) { _ in
            try await Task.sleep(for: .seconds(3600))
            return Data()
        }
        var warnings: [String] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { warnings.append($0) }
        defer { Diagnostics.handler = saved }
        // Returning at all is the bound: the load sleeps an hour. (No wall-clock figure:
        // other suites' main-actor tests can hold the actor for seconds.)
        let layout = await ViewLayout(of: Self.phaseView(URL(string: "stuck://x")).asyncImageLoader(stuck),
                                      proposal: .unspecified, imageLoadTimeout: .milliseconds(50))
        #expect(String(describing: layout).contains("Text(\"empty\")"))
        #expect(warnings.filter { $0.contains("0.05 seconds") }
            == ["1 image load(s) still running after 0.05 seconds; drawing them in their empty phase."])
    }

    @Test func zeroOrNegativeTimeoutWaitsForNothing() async {
        for timeout in [Duration.zero, .seconds(-1)] {
            let layout = await ViewLayout(of: Self.phaseView(Self.blueDataURL), proposal: .unspecified, imageLoadTimeout: timeout)
            #expect(String(describing: layout).contains("Text(\"empty\")"))
        }
    }

    /// The phase once the load has finished.
    static func loadedPhase(_ url: URL?) async -> AsyncImagePhase {
        let seen = PhaseRecorder()
        _ = await ViewLayout(of: AsyncImage(url: url) { phase in seen.record(phase) }, proposal: .unspecified,
                             imageLoadTimeout: Self.timeout)
        return seen.last
    }

    static func pixel(_ bitmap: ImageBitmap, x: Int, y: Int) -> [UInt8] {
        let i = (y * bitmap.pixelWidth + x) * 4
        return Array(bitmap.rgba![i..<i + 4])
    }
}

/// Keeps the last phase an AsyncImage's content was made with.
@MainActor
final class PhaseRecorder {
    var last = AsyncImagePhase.empty

    func record(_ phase: AsyncImagePhase) -> some View {
        last = phase
        return Color.clear.frame(width: 1, height: 1)
    }
}
