import ArgumentParser
import Foundation
import Testing
@testable import vellum
import VellumExamples

/// `vellum gallery` (the main job) and `vellum explain`, run as a user runs them.
@MainActor
struct GalleryCommandTests {
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func galleryWritesAPicturePairPerExampleAndAnIndex() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = try Gallery(scale: 2).write(to: folder)
        #expect(count == Examples.all.count)
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        for example in Examples.all {
            let png = try Data(contentsOf: folder.appendingPathComponent("\(example.name).png"))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(example.name).png is a PNG")
            // The PNG is the window at 2x: width and height from the IHDR chunk.
            let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == Int(example.window.width * 2) && height == Int(example.window.height * 2), "\(example.name)")
            let svg = try String(contentsOf: folder.appendingPathComponent("\(example.name).svg"), encoding: .utf8)
            #expect(svg.contains("<svg"), "\(example.name).svg is SVG")
            #expect(index.contains("<section id=\"\(example.name)\">"))
            #expect(index.contains("src=\"\(example.name).png\""))
        }
        // Sources and layout trees appear, escaped for HTML.
        #expect(index.contains("Text(&quot;Favorite&quot;).padding(10).background(Color.teal)"))
        #expect(index.contains("Layout tree"))
    }

    @Test func galleryWritesWebPWhenAsked() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Gallery(scale: 1, format: .webp).write(to: folder, only: "favorite") == 1)
        let webp = try Data(contentsOf: folder.appendingPathComponent("favorite.webp"))
        #expect(webp.starts(with: Array("RIFF".utf8)) && webp[8..<12] == Data("WEBP".utf8))
        #expect(try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8).contains("src=\"favorite.webp\""))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("favorite.png").path))
        // An animated example keeps <name>.webp for its animation; its still is beside it.
        #expect(try Gallery(scale: 1, format: .webp).write(to: folder, only: "motion-spring-toggle") == 1)
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("src=\"motion-spring-toggle-still.webp\"") && index.contains("src=\"motion-spring-toggle.webp\""))
        for file in ["motion-spring-toggle-still.webp", "motion-spring-toggle.webp"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file)")
        }
    }

    @Test func galleryOptionsAreChecked() {
        #expect(throws: (any Error).self) { try GalleryCommand.parse(["--format", "svg"]) }
        #expect((try? GalleryCommand.parse(["--format", "jpeg"]))?.format == .jpeg)
        #expect(throws: (any Error).self) { try GalleryCommand.parse(["--scale", "4"]) }
        #expect(throws: (any Error).self) { try GalleryCommand.parse(["--only", "no-such-example"]) }
        #expect((try? GalleryCommand.parse(["--only", "cards", "-o", "/tmp/x"]))?.output == "/tmp/x")
    }

    @Test func explainNumbersTheConversation() throws {
        let (text, picture) = try ExplainCommand.parse(["favorite"]).explain()
        #expect(picture == nil)
        #expect(text.contains("1. The window proposes (320, 480) to background."))
        #expect(text.contains("padding(10) proposes (300, 460) to Text(\"Favorite\"); it answers"))
        #expect(text.contains("The window places background at"))
    }

    @Test func explainDrawsFramesIntoAnSVG() throws {
        let (_, picture) = try ExplainCommand.parse(["favorite", "--svg", "/tmp/unused.svg"]).explain()
        let svg = try #require(picture)
        #expect(svg.contains("data:image/png;base64,"))
        #expect(svg.contains(">padding(10)</text>"))
        #expect(svg.contains(">Color.teal</text>"))
        // One outline per view (background, Color.teal, padding, Text), each named in
        // its tooltip; four views with the same or nested frames get four labels, one
        // per line.
        #expect(svg.components(separatedBy: "<title>").count - 1 == 4)
        #expect(labelBoxes(svg).count == 4)
    }

    /// The settings list nests many views at the same corner: no two labels overlap,
    /// and every view still names itself in its outline's tooltip.
    @Test func explainLabelsDoNotOverlap() throws {
        let (_, picture) = try ExplainCommand.parse(["settings-list", "--svg", "/tmp/unused.svg"]).explain()
        let svg = try #require(picture)
        let boxes = labelBoxes(svg)
        #expect(boxes.count > 20)
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] { #expect(a.intersection(b).isEmpty, "labels at \(a) and \(b) overlap") }
        }
        #expect(svg.components(separatedBy: "<title>").count - 1 > boxes.count)
    }

    /// The white boxes behind the labels of a frame diagram.
    private func labelBoxes(_ svg: String) -> [CGRect] {
        svg.split(separator: "\n").filter { $0.contains("fill=\"white\"") }.compactMap { line in
            func value(_ name: String) -> CGFloat? {
                guard let range = line.range(of: " \(name)=\"") else { return nil }
                return Double(line[range.upperBound...].prefix { $0 != "\"" }).map { CGFloat($0) }
            }
            guard let x = value("x"), let y = value("y"), let w = value("width"), let h = value("height") else { return nil }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }

    @Test func explainRejectsUnknownExamples() {
        #expect(throws: (any Error).self) { try ExplainCommand.parse(["nope"]) }
    }
}
