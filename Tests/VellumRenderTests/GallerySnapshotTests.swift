import Foundation
import Testing
import Vellum
@testable import VellumRender
import VellumExamples

/// The gallery against reference renders kept in `References/`: PNGs at 1x compared
/// pixel by pixel with a small tolerance, and SVGs compared as text.
///
/// After an intended change in drawing, record new references with
/// `VELLUM_RECORD_SNAPSHOTS=1 swift test --filter GallerySnapshotTests`, then look at
/// every changed PNG before committing it.
@MainActor
@Suite struct GallerySnapshotTests {
    /// The largest difference allowed in any channel of a pixel, out of 255, and the share
    /// of pixels that may differ by more (antialiasing may vary between Cairo builds).
    static let channelTolerance = 3
    static let outlierShare = 0.002

    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References")
    static var recording: Bool { ProcessInfo.processInfo.environment["VELLUM_RECORD_SNAPSHOTS"] == "1" }

    private func render(_ example: Example) throws -> Data {
        if let prepare = example.prepare {
            let host = example.host()
            try prepare(host)
            return try host.pngData()
        }
        return try example.imageRenderer().pngData()
    }

    @Test(arguments: Examples.all.map(\.name))
    func pngMatchesItsReference(_ name: String) throws {
        let example = try #require(Examples.named(name))
        let png = try render(example)
        let url = Self.references.appendingPathComponent("\(name).png")
        if Self.recording { try png.write(to: url) }
        let expected = try ImageDecoder.decode(Data(contentsOf: url))
        let actual = try ImageDecoder.decode(png)
        #expect(actual.pixelWidth == expected.pixelWidth && actual.pixelHeight == expected.pixelHeight)
        let (a, e) = (try #require(actual.rgba), try #require(expected.rgba))
        guard a.count == e.count else { return }
        var outliers = 0
        for pixel in stride(from: 0, to: a.count, by: 4) {
            let worst = (0..<4).map { abs(Int(a[pixel + $0]) - Int(e[pixel + $0])) }.max()!
            if worst > Self.channelTolerance { outliers += 1 }
        }
        let share = Double(outliers) / Double(a.count / 4)
        #expect(share <= Self.outlierShare, "\(name): \(outliers) pixels differ from References/\(name).png")
    }

    @Test(arguments: ["favorite", "cards"])
    func svgMatchesItsReferenceText(_ name: String) throws {
        let example = try #require(Examples.named(name))
        let svg = try String(decoding: ImageRenderer(content: example.windowView()).svgData(), as: UTF8.self)
        let url = Self.references.appendingPathComponent("\(name).svg")
        if Self.recording { try svg.write(to: url, atomically: true, encoding: .utf8) }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(svg == expected, "\(name).svg differs from References/\(name).svg")
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        let example = try #require(Examples.named("social-card"))
        let renderer = ImageRenderer(content: example.windowView())
        renderer.scale = 2
        #expect(try renderer.pngData() == renderer.pngData())
        #expect(try renderer.svgData() == renderer.svgData())
        #expect(try renderer.pdfData() == renderer.pdfData())
    }
}
