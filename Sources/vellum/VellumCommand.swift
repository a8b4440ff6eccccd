import ArgumentParser
import Foundation
import Vellum
import VellumExamples

/// The `vellum` command: lays out built-in examples and explains the result.
@main
struct VellumCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vellum",
        abstract: "SwiftUI's view system for Linux: lay out views and explain why each got its size.",
        subcommands: [GalleryCommand.self, RenderCommand.self, LayoutCommand.self, ExplainCommand.self, ListCommand.self,
                      PreviewsCommand.self, AnimateCommand.self])

    /// Runs the command as ArgumentParser does, with file errors said in one sentence.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(withError: FileWriteError(error) ?? error)
        }
    }
}

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the built-in examples.")

    func run() {
        for example in Examples.all {
            print("\(example.name.padding(toLength: 20, withPad: " ", startingAt: 0))\(example.summary)")
        }
    }
}

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the layout tree of a built-in example: each view, the proposal it got, its size and position.")

    @Argument(help: "The example to lay out (see `vellum list`).")
    var example: String = "favorite"

    // Unconditional, so `--width -100` is read as a number and rejected by `validate`,
    // not taken for an option.
    @Option(parsing: .unconditional, help: "Window width in points (default: the example's).")
    var width: Double?

    @Option(parsing: .unconditional, help: "Window height in points (default: the example's).")
    var height: Double?

    func validate() throws {
        guard Examples.named(example) != nil else {
            throw ValidationError("No example named '\(example)'. Known examples: \(Examples.all.map(\.name).joined(separator: ", ")).")
        }
        for (name, value) in [("width", width), ("height", height)] {
            if let value, !(value.isFinite && value >= 0 && value <= 100_000) {
                throw ValidationError("--\(name) must be a number from 0 to 100000 points, not \(value).")
            }
        }
    }

    func run() {
        let output = MainActor.assumeIsolated { render() }
        print(output)
    }

    @MainActor
    func render() -> String {
        let chosen = Examples.named(example)!
        let window = CGSize(width: width ?? chosen.window.width, height: height ?? chosen.window.height)
        let layout = ViewLayout(of: chosen.makeView(), in: window)
        return """
        \(chosen.name): \(chosen.summary)
        window \(Int(window.width))×\(Int(window.height))

        \(chosen.source)

        \(layout)
        """
    }
}
