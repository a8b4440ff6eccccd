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

    /// The formats, named as on the command line.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case png, jpeg, webp, svg, pdf

        /// The format a file name's extension says, if any.
        init?(fileExtension: String) {
            switch fileExtension.lowercased() {
            case "jpg": self = .jpeg
            default: self.init(rawValue: fileExtension.lowercased())
            }
        }
    }

    @Argument(help: "The example to render (see `vellum list`).")
    var example: String

    @Option(help: "png, jpeg, webp, svg or pdf.")
    var format: Format?

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
    var chosenFormat: Format {
        format ?? output.flatMap { Format(fileExtension: URL(fileURLWithPath: $0).pathExtension) } ?? .png
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
        let renderer = Examples.named(example)!.imageRenderer(scale: scale)
        switch chosenFormat {
        case .png: return try renderer.pngData(compression: smallest ? .smallest : .fast)
        case .jpeg: return try renderer.jpegData(quality: quality)
        case .webp: return try renderer.webpData(quality: quality, lossless: lossless)
        case .svg: return try renderer.svgData()
        case .pdf: return try renderer.pdfData()
        }
    }
}
