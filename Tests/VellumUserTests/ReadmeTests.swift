import Foundation
import Testing
import Vellum
@testable import ReadmeSample

/// The README's code samples are these sources, and what they print is what the README
/// says they print.
@MainActor
struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The README's Swift code blocks, in order.
    static func samples() throws -> [String] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        return readme.components(separatedBy: "```swift\n").dropFirst().map { block in
            String(block[..<block.range(of: "```")!.lowerBound])
        }
    }

    static func source(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func samplesAreTheCompiledSources() throws {
        let samples = try Self.samples()
        try #require(samples.count == 10)
        #expect(samples[0] + "\n" + samples[1] == (try Self.source("Tests/ReadmeSample/main.swift")))
        #expect(samples[2] == (try Self.source("Tests/VellumUserTests/CounterSample.swift")))
        #expect(samples[3] == (try Self.source("Tests/VellumUserTests/NavigationFlowSample.swift")))
        #expect(samples[4] == (try Self.source("Tests/VellumUserTests/AnimationSample.swift")))
        #expect(samples[5] == (try Self.source("Tests/VellumUserTests/DragSample.swift")))
        #expect(samples[6] == (try Self.source("Tests/ReadmeSample/PreviewSample.swift")))
        #expect(samples[7] == (try Self.source("Tests/VellumUserTests/CounterSnapshotSample.swift")))
        #expect(samples[8] == (try Self.source("Tests/ReadmeSample/FontsSample.swift")))
        #expect(samples[9] == (try Self.source("Tests/ReadmeSample/ServerSample.swift")))
    }

    @Test func cardMeasuresWhatTheReadmeSays() {
        // Real fonts: "Favorite" in Inter 17 pt is 64.x × 20.57, rounded up to whole points
        // at display scale 1 (65 × 21), plus padding 10 on each side; centred in 320 × 480.
        let cardLayout = ViewLayout(of: Card(), in: CGSize(width: 320, height: 480))
        #expect(cardLayout.size == CGSize(width: 85, height: 41))
        #expect(cardLayout.frame(id: "card") == CGRect(x: 117.5, y: 219.5, width: 85, height: 41))
    }

    /// The tree the sample prints is the comment under `print(layout)`, line for line.
    @Test func printedTreeIsTheReadmeComment() throws {
        let sample = try Self.samples()[0]
        let comment = sample.components(separatedBy: "print(layout)\n")[1]
            .split(separator: "\n").map { String($0.dropFirst(3)) }
        let printed = String(describing: ViewLayout(of: Card(), in: CGSize(width: 320, height: 480)))
            .split(separator: "\n").map(String.init)
        #expect(printed == comment)
    }

    @Test func counterPictureIsTheWindow() throws {
        let host = ViewHost(CounterView(), size: CGSize(width: 320, height: 480))
        let png = try host.pngData()
        // A PNG (signature) whose header says 320 × 480: the window at scale 1.
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(png[16..<24] == Data([0, 0, 1, 0x40, 0, 0, 1, 0xE0]))
    }
}
