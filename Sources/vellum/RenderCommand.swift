import ArgumentParser
import Foundation
import Vellum
import VellumExamples

/// `vellum render <example>`: one built-in example to one image file, in any format
/// Vellum writes, as a server would render it.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a built-in example to a PNG, JPEG, WebP, SVG or PDF file.",
        discussion: "The format comes from --format, else from the output file's extension, else PNG.")

    @Argument(help: "The example to render (see `vellum list`).")
    var example: String

    @Option(help: "png, jpeg, webp, svg or pdf.")
    var format: ImageFormat?

    @Option(name: .shortAndLong, help: "The file to write (default: <example>.<format> here).")
    var output: String?

    // Unconditional, so `--scale -1` is read as a number and rejected by `validate`.
    @Option(parsing: .unconditional, help: "Pixels per point of PNG, JPEG and WebP, above 0 and at most 4.")
    var scale: Double = 2

    @Option(parsing: .unconditional, help: "JPEG and WebP quality from 0 (smallest) to 1 (best).")
    var quality: Double = 0.9

    @Flag(help: "Lossless WebP: exact pixels; --quality is then the effort spent on size.")
    var lossless = false

    @Flag(help: "The smallest PNG (slower) instead of the fast default.")
    var smallest = false

    /// The format to write: the option, the output's extension, or PNG.
    var chosenFormat: ImageFormat {
        format ?? output.flatMap { ImageFormat(fileExtension: URL(fileURLWithPath: $0).pathExtension) } ?? .png
    }

    func validate() throws {
        guard Examples.named(example) != nil else {
            throw ValidationError("No example named '\(example)'. Known examples: \(Examples.all.map(\.name).joined(separator: ", ")).")
        }
        guard scale.isFinite, scale > 0, scale <= 4 else {
            throw ValidationError("--scale must be a number above 0 and at most 4, not \(scale).")
        }
        guard quality.isFinite, (0...1).contains(quality) else {
            throw ValidationError("--quality must be a number from 0 to 1, not \(quality).")
        }
    }

    func run() throws {
        let path = output ?? "\(example).\(chosenFormat.rawValue)"
        let data = try MainActor.assumeIsolated { try render() }
        try data.write(to: URL(fileURLWithPath: path))
        print("Wrote \(path) (\(chosenFormat.rawValue), \(data.count) bytes)")
    }

    /// The example's window in the chosen format.
    @MainActor
    func render() throws -> Data {
        try chosenFormat.data(of: Examples.named(example)!.imageRenderer(scale: scale),
                              quality: quality, lossless: lossless, pngCompression: smallest ? .smallest : .fast)
    }
}
