import ArgumentParser
import Foundation
import Testing
@testable import vellum
import VellumExamples

/// `vellum render`, run as a user runs it.
@MainActor
struct RenderCommandTests {
    /// Runs `vellum render` with `arguments` in a new folder; returns the file written.
    private func render(_ arguments: [String], file: String) throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(file).path
        var command = try RenderCommand.parse(arguments + ["-o", path])
        try command.run()
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// A WebP's canvas size from its VP8X header (24-bit width − 1 and height − 1) or
    /// its VP8 or VP8L frame header.
    private func webpSize(_ data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 30, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WEBP".utf8) else { return nil }
        func little(_ offset: Int, _ count: Int) -> Int { (0..<count).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) } }
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8X": return (little(24, 3) + 1, little(27, 3) + 1)
        case "VP8 ": return (little(26, 2) & 0x3FFF, little(28, 2) & 0x3FFF)
        case "VP8L": let bits = little(21, 4); return ((bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1)
        default: return nil
        }
    }

    @Test func webpOfTheCardAtScaleTwo() throws {
        let data = try render(["social-card", "--format", "webp", "--scale", "2", "--quality", "0.8"], file: "card.webp")
        #expect(webpSize(data).map { [$0.0, $0.1] } == [2400, 1260])
    }

    @Test func theFormatComesFromTheExtension() throws {
        let jpeg = try render(["favorite", "--scale", "1"], file: "favorite.jpg")
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        let lossless = try render(["favorite", "--lossless"], file: "favorite.webp")
        #expect(webpSize(lossless).map { [$0.0, $0.1] } == [640, 960])
        let png = try render(["favorite", "--smallest"], file: "favorite.png")
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(String(decoding: try render(["favorite"], file: "favorite.svg"), as: UTF8.self).contains("<svg"))
        #expect(try render(["favorite"], file: "favorite.pdf").starts(with: Array("%PDF".utf8)))
        // --format wins over the extension; no extension means PNG.
        #expect(try render(["favorite", "--format", "jpeg"], file: "out.png").starts(with: [0xFF, 0xD8]))
        #expect(try render(["favorite"], file: "out").starts(with: [0x89, 0x50]))
    }

    @Test func badOptionsAreRefused() {
        for arguments in [["no-such-example"], ["favorite", "--format", "gif"], ["favorite", "--scale", "0"],
                          ["favorite", "--scale", "-1"], ["favorite", "--scale", "nan"], ["favorite", "--scale", "5"],
                          ["favorite", "--quality", "1.5"], ["favorite", "--quality", "nan"]] {
            #expect(throws: (any Error).self, "\(arguments)") { try RenderCommand.parse(arguments) }
        }
    }
}
