import ArgumentParser
import Foundation
import Testing
@testable import vellum

/// `vellum previews`: finding previews in source, and rendering the fixture package's
/// (Tests/Fixtures/PreviewsPackage) as a user would.
struct PreviewsCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixture = root.appendingPathComponent("Tests/Fixtures/PreviewsPackage")
    static let references = root.appendingPathComponent("Tests/VellumCLITests/References/Previews")
    static var recording: Bool { ProcessInfo.processInfo.environment["VELLUM_RECORD_SNAPSHOTS"] == "1" }

    @Test func theScannerFindsBothKindsWithTheirLines() {
        let source = """
            import Vellum

            #Preview("Card") { Text("a") }
              #Preview { Text("b") }
            struct Outer {
                struct Card_Previews: PreviewProvider { static var previews: some View { Text("c") } }
            }
            private struct Hidden_Previews: PreviewProvider { static var previews: some View { Text("d") } }
            #if DEBUG
            struct Debug_Previews: PreviewProvider { static var previews: some View { Text("e") } }
            #endif
            #if os(iOS)
            struct Phone_Previews: PreviewProvider { static var previews: some View { Text("f") } }
            #endif
            """
        let found = PreviewScanner.scan(source: source, module: "App", path: "Sources/App/Card.swift")
        #expect(found.map(\.kind) == [
            .macro(column: 1), .macro(column: 3), .provider(typeName: "Outer.Card_Previews"),
            .provider(typeName: "Hidden_Previews"), .provider(typeName: "Debug_Previews"), .provider(typeName: "Phone_Previews"),
        ])
        #expect(found.map(\.line) == [3, 4, 6, 8, 10, 13])
        #expect(found.map(\.name) == ["Card", nil, "Outer.Card_Previews", "Hidden_Previews", "Debug_Previews", "Phone_Previews"])
        #expect(found.map(\.skipped) == [nil, nil, nil, "Hidden_Previews is private", nil, "inside #if os(iOS)"])
        #expect(found[0].fileID == "App/Card.swift")
    }

    /// A package without previews gets an index that says so, and nothing is built.
    @Test func aPackageWithoutPreviewsIsNotAnError() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-empty-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Plain"), withIntermediateDirectories: true)
        try """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Plain", targets: [.target(name: "Plain")])
            """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "public let answer = 42\n".write(to: package.appendingPathComponent("Sources/Plain/Plain.swift"), atomically: true, encoding: .utf8)
        let output = package.appendingPathComponent("previews")
        let outcomes = try PreviewsRun(package: package, output: output, device: "iPhone 15 Pro", scale: 2, timeout: 15, log: { _ in }).run()
        #expect(outcomes.isEmpty)
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8).contains("<p>0 pictures at 2x.</p>"))
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent(".build/vellum-previews").path))
    }

    @Test func optionsAreChecked() {
        #expect(throws: (any Error).self) { try PreviewsCommand.parse([Self.fixture.path, "--scale", "5"]) }
        #expect(throws: (any Error).self) { try PreviewsCommand.parse([Self.fixture.path, "--timeout", "0"]) }
        #expect(throws: (any Error).self) { try PreviewsCommand.parse(["/nonexistent/package"]) }
        #expect(throws: (any Error).self) { try PreviewsCommand.parse([Self.fixture.path, "--color-scheme", "sepia"]) }
        #expect((try? PreviewsCommand.parse([Self.fixture.path, "--color-scheme", "dark"]))?.colorScheme == "dark")
        #expect((try? PreviewsCommand.parse([Self.fixture.path, "-o", "/tmp/x"]))?.output == "/tmp/x")
    }

    /// The whole command on the fixture: builds a runner (a clean build of Vellum and the
    /// fixture, about 2.5 minutes on 2 cores; seconds when `.build` in the fixture is
    /// kept), draws each preview in its own process, reports the crashing, the warning
    /// and the hanging one (stopped after the 15-second timeout) by name and line, and
    /// still draws the rest. Layout trees match the references.
    @Test(.timeLimit(.minutes(20))) func theFixturesPreviewsRender() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        var lines: [String] = []
        let outcomes = try PreviewsRun(package: Self.fixture, output: output, device: "iPhone 15 Pro", scale: 2,
                                       timeout: 15, log: { lines.append($0) }).run()
        #expect(outcomes.map(\.title) == [
            "Crashes (Sources/PreviewsFixture/Broken.swift:12)",
            "Warns (Sources/PreviewsFixture/Broken.swift:16)",
            "Hangs (Sources/PreviewsFixture/Broken.swift:28)",
            "Profile card (Sources/PreviewsFixture/ProfileCard.swift:20)",
            "ProfileCard_Previews (Sources/PreviewsFixture/ProfileCard.swift:24)",
            "#Preview (Sources/PreviewsFixture/SettingsScreen.swift:17)",
        ])
        #expect(outcomes[0].problems == ["crashed (signal 4): Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"])
        #expect(outcomes[1].problems == ["warning: Warns: Invalid frame dimension (negative or non-finite): width = -20.0; ignoring it."])
        #expect(outcomes[2].problems == ["hung: no result after 15 s; stopped"])
        #expect(outcomes[3...].allSatisfy { $0.problems.isEmpty })
        // Points: sizeThatFits is the card's own size; the device is an iPhone 15 Pro
        // (393 × 852), turned for the landscape trait.
        let images = outcomes.flatMap(\.images)
        #expect(images.map(\.name) == ["Warns", "Profile card", "On a phone", "Fixed 320 × 120", "SettingsScreen.swift:17"])
        #expect(images.map { "\($0.width)×\($0.height)" } == ["393×852", "198×76", "393×852", "320×120", "852×393"])
        for image in images {
            let png = try Data(contentsOf: output.appendingPathComponent(image.file))
            #expect(png[16..<20].reduce(0) { $0 << 8 | Int($1) } == image.width * 2, "\(image.file) is drawn at 2x")
            let tree = image.file.replacingOccurrences(of: ".png", with: ".txt")
            let text = try String(contentsOf: output.appendingPathComponent(tree), encoding: .utf8)
            if Self.recording { try text.write(to: Self.references.appendingPathComponent(tree), atomically: true, encoding: .utf8) }
            let expected = try String(contentsOf: Self.references.appendingPathComponent(tree), encoding: .utf8)
            #expect(text == expected, "\(tree) differs from References/Previews/\(tree)")
            let explained = try String(contentsOf: output.appendingPathComponent(tree.replacingOccurrences(of: ".txt", with: "-explained.txt")),
                                       encoding: .utf8)
            #expect(explained.hasPrefix("1. The window proposes"), "\(explained.prefix(80))")
        }
        let index = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("5 pictures at 2x; 3 previews failed"))
        #expect(index.contains("<b>Profile card</b><br>Sources/PreviewsFixture/ProfileCard.swift:20 · 198×76 points"))
        #expect(index.contains("<a href=\"4-ProfileCard-20-explained.txt\">explained</a>"))
        #expect(index.contains("<b>Crashes (Sources/PreviewsFixture/Broken.swift:12)</b><br>crashed (signal 4)"))
        #expect(lines.contains("FAILED  Crashes (Sources/PreviewsFixture/Broken.swift:12)\n"
                               + "        crashed (signal 4): Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"))
    }
}
