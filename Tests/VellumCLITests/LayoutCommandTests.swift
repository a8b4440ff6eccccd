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
        // Spec 4.1/4.7: Text("Favorite") is 64 × 20.33 with the fixed-advance engine;
        // padding(10) makes 84 × 40.33, centred in 320 × 480.
        #expect(output.contains("window 320×480"))
        #expect(output.contains("background  proposed (320, 480) → 84×40.33 at (118, 219.83)"))
        #expect(output.contains("    Text(\"Favorite\")  proposed (300, 460) → 64×20.33 at (128, 229.83)"))
    }

    @Test func windowSizeCanBeChanged() throws {
        let output = try LayoutCommand.parse(["favorite", "--width", "100", "--height", "100"]).render()
        #expect(output.contains("background  proposed (100, 100) → 84×40.33 at (8, 29.83)"))
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
