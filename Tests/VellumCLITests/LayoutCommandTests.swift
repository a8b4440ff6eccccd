import ArgumentParser
import Foundation
import Testing
@testable import vellum
import VellumExamples

/// The `vellum` command as a user runs it.
@MainActor
struct LayoutCommandTests {
    @Test func layoutPrintsTheTreeOfTheSpecExample() throws {
        let command = try LayoutCommand.parse(["favorite"])
        let output = command.render()
        // The CLI measures with real fonts: Text("Favorite") in Inter Regular 17 pt is
        // 64.x × 20.57, rounded up to whole points at display scale 1: 65 × 21.
        // padding(10) makes 85 × 41, centred in 320 × 480 (spec 4.1, 4.7).
        #expect(output.contains("window 320×480"))
        #expect(output.contains("background  proposed (320, 480) → 85×41 at (117.5, 219.5)"))
        #expect(output.contains("    Text(\"Favorite\")  proposed (300, 460) → 65×21 at (127.5, 229.5)"))
    }

    @Test func windowSizeCanBeChanged() throws {
        let output = try LayoutCommand.parse(["favorite", "--width", "100", "--height", "100"]).render()
        #expect(output.contains("background  proposed (100, 100) → 85×41 at (7.5, 29.5)"))
    }

    @Test func unknownExampleIsAClearError() {
        #expect(throws: (any Error).self) { try LayoutCommand.parse(["nope"]) }
        let message = LayoutCommand.message(for: ValidationError("x"))
        #expect(!message.isEmpty)
        do {
            _ = try LayoutCommand.parse(["nope"])
        } catch {
            #expect(LayoutCommand.message(for: error).contains("No example named 'nope'"))
        }
    }

    @Test func badWindowSizesAreRejected() {
        #expect(throws: (any Error).self) { try LayoutCommand.parse(["favorite", "--width", "-5"]) }
        #expect(throws: (any Error).self) { try LayoutCommand.parse(["favorite", "--height", "1e9"]) }
    }

    @Test func everyExampleLaysOutToAFiniteSize() {
        for example in Examples.all {
            let layout = example.layout()
            #expect(layout.size.width.isFinite && layout.size.height.isFinite, "\(example.name)")
            #expect(layout.size.width > 0 && layout.size.height > 0, "\(example.name)")
        }
    }
}

/// The messages a user meets when a number or a file is wrong.
struct CommandMessageTests {
    /// `--width -100` is a number (not an unknown option `-1`), rejected by what it is.
    @Test func aNegativeWidthIsReadAsANumber() {
        do {
            _ = try LayoutCommand.parse(["favorite", "--width", "-100"])
            Issue.record("--width -100 was accepted")
        } catch {
            #expect(LayoutCommand.message(for: error) == "--width must be a number from 0 to 100000 points, not -100.0.")
        }
    }

    @Test func fileErrorsAreOneSentence() {
        do {
            try "x".write(to: URL(fileURLWithPath: "/nonexistent-folder/out.svg"), atomically: true, encoding: .utf8)
            Issue.record("the write succeeded")
        } catch {
            #expect(FileWriteError(error)?.description == "Could not write /nonexistent-folder/out.svg: its folder does not exist.")
        }
        #expect(FileWriteError(ValidationError("not a file error")) == nil)
    }
}
