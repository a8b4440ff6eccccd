import ArgumentParser
import Foundation
import Vellum
import VellumExamples

/// `vellum explain`: the layout negotiation of an example as a numbered conversation.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain an example's layout: who proposed what to whom, what each answered, where each went.")

    @Argument(help: "The example to explain (see `vellum list`).")
    var example: String = "favorite"

    @Option(help: "Also write the example as SVG with each view's frame outlined and labelled.")
    var svg: String?

    func validate() throws {
        guard Examples.named(example) != nil else {
            throw ValidationError("No example named '\(example)'. Known examples: \(Examples.all.map(\.name).joined(separator: ", ")).")
        }
    }

    func run() throws {
        let (text, picture) = try MainActor.assumeIsolated { try explain() }
        print(text)
        if let svg, let picture {
            try picture.write(to: URL(fileURLWithPath: svg), atomically: true, encoding: .utf8)
            print("\nWrote \(svg)")
        }
    }

    @MainActor
    func explain() throws -> (String, String?) {
        let chosen = Examples.named(example)!
        var layout: ViewLayout?
        let trace = LayoutTrace.record { layout = chosen.layout() }
        let text = """
        \(chosen.name): \(chosen.summary)

        \(chosen.source)

        \(trace.conversation)
        """
        return (text, try svg.map { _ in try FrameDiagram(example: chosen, layout: layout!).svg() })
    }
}

/// The example's picture with every view's frame outlined and labelled on top.
@MainActor
struct FrameDiagram {
    let example: Example
    let layout: ViewLayout

    func svg() throws -> String {
        let renderer = ImageRenderer(content: example.windowView())
        renderer.scale = 2
        let png = try renderer.pngData().base64EncodedString()
        let w = format(example.window.width), h = format(example.window.height)
        var shapes: [String] = []
        var stack: [(ViewLayout.Element, Int)] = [(layout.root, 0)]
        while let (element, depth) = stack.popLast() {
            let f = element.frame
            let hue = (depth * 47) % 360
            shapes.append("""
              <rect x="\(format(f.minX))" y="\(format(f.minY))" width="\(format(f.width))" height="\(format(f.height))" \
            fill="none" stroke="hsl(\(hue),80%,40%)" stroke-width="0.75"/>
              <text x="\(format(f.minX + 2))" y="\(format(f.minY + 9))" font-size="8" font-family="sans-serif" \
            fill="hsl(\(hue),80%,30%)">\(escapeMarkup(element.label))</text>
            """)
            stack.append(contentsOf: element.children.reversed().map { ($0, depth + 1) })
        }
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">
          <image href="data:image/png;base64,\(png)" width="\(w)" height="\(h)"/>
        \(shapes.joined(separator: "\n"))
        </svg>

        """
    }

    private func format(_ v: CGFloat) -> String { String(format: "%.2f", Double(v)) }
}
