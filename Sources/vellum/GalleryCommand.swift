import ArgumentParser
import Foundation
import Vellum
import VellumExamples

/// `vellum gallery`: the main job. Renders every built-in example to PNG (2x; or JPEG or
/// WebP) and SVG, the animated ones also to an animated WebP, and writes an index.html
/// that shows each picture beside its source and layout tree.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render the built-in gallery: a PNG and an SVG per example, and an index.html.")

    @Option(name: .shortAndLong, help: "The folder to write to.")
    var output: String = "gallery"

    @Option(help: "Pixels per point of the pictures (1, 2 or 3).")
    var scale: Double = 2

    @Option(help: "The pictures' format: png, jpeg or webp (quality 0.9).")
    var format: ImageFormat = .png

    @Option(help: "Only the examples whose names contain this.")
    var only: String?

    func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, not \(scale).") }
        guard format.isRaster else { throw ValidationError("--format must be png, jpeg or webp; the gallery writes an SVG of each example too.") }
        if let only, !Examples.all.contains(where: { $0.name.contains(only) }) {
            throw ValidationError("No example name contains '\(only)'. Known examples: \(Examples.all.map(\.name).joined(separator: ", ")).")
        }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        let written = try MainActor.assumeIsolated { try Gallery(scale: scale, format: format).write(to: folder, only: only) }
        print("Wrote \(written) examples to \(folder.path)/index.html")
    }
}

/// Writes the gallery's files.
@MainActor
struct Gallery {
    let scale: CGFloat
    var format: ImageFormat = .png

    /// Writes the pictures and the index page; returns how many examples it rendered.
    func write(to folder: URL, only: String? = nil) throws -> Int {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let examples = Examples.all.filter { only == nil || $0.name.contains(only!) }
        var sections: [String] = []
        for example in examples {
            try format.data(of: example.imageRenderer(scale: scale)).write(to: folder.appendingPathComponent(stillFile(example)))
            try example.imageRenderer().svgData().write(to: folder.appendingPathComponent("\(example.name).svg"))
            if let frames = try example.motionFrames(fps: 30, scale: scale) {
                try AnimatedWebP.encode(frames, frameDuration: 1.0 / 30, quality: 0.9)
                    .write(to: folder.appendingPathComponent("\(example.name).webp"))
            }
            sections.append(section(for: example))
        }
        try page(sections).write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        return examples.count
    }

    /// The still picture's file: `<name>.<format>`, except a WebP still of an animated
    /// example, whose `<name>.webp` is its animation.
    private func stillFile(_ example: Example) -> String {
        format == .webp && example.motion != nil ? "\(example.name)-still.webp" : "\(example.name).\(format.rawValue)"
    }

    private func section(for example: Example) -> String {
        let tree = "\(example.layout())"
        let width = Int(example.window.width.rounded())
        // An animated example shows its motion (after its action) beside the still.
        let motion = example.motion == nil ? "" : """

            <figure><img src="\(example.name).webp" width="\(min(width, 600))" alt="\(escapeMarkup(example.summary)), animated">
              <figcaption>animated WebP, 30 frames a second</figcaption></figure>
        """
        return """
        <section id="\(example.name)">
          <h2>\(escapeMarkup(example.name))</h2>
          <p>\(escapeMarkup(example.summary))</p>
          <div class="pair">
            <figure><img src="\(stillFile(example))" width="\(min(width, 600))" alt="\(escapeMarkup(example.summary))">
              <figcaption>\(width)×\(Int(example.window.height.rounded())) points · <a href="\(example.name).svg">SVG</a></figcaption></figure>\(motion)
            <pre class="source">\(escapeMarkup(example.source))</pre>
          </div>
          <details><summary>Layout tree</summary><pre>\(escapeMarkup(tree))</pre></details>
        </section>
        """
    }

    private func page(_ sections: [String]) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Vellum gallery</title>
        <style>
          body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 1300px; padding: 0 1rem; color: #1c1c1e; }
          section { border-top: 1px solid #d1d1d6; padding: 1rem 0; }
          .pair { display: flex; gap: 2rem; align-items: flex-start; flex-wrap: wrap; }
          figure { margin: 0; } img { border: 1px solid #d1d1d6; max-width: 100%; height: auto; }
          figcaption { color: #6e6e73; font-size: 0.85rem; }
          pre { background: #f2f2f7; padding: 0.75rem; border-radius: 8px; overflow-x: auto; font-size: 0.85rem; }
        </style></head>
        <body>
        <h1>Vellum gallery</h1>
        <p>Each example laid out and rendered by Vellum at \(formatScale)x, beside its SwiftUI source and its layout tree
        (every view, the size it was proposed, the size it chose, and where it was placed).</p>
        \(sections.joined(separator: "\n"))
        </body></html>

        """
    }

    private var formatScale: String { scale == scale.rounded() ? "\(Int(scale))" : "\(scale)" }
}
