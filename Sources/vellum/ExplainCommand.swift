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
///
/// Labels do not overlap: each goes at the top-leading corner of its frame, or just below
/// the first label there that leaves room, cut to the frame's width; a view with no free line inside
/// its frame keeps its outline and names itself in the outline's tooltip instead.
@MainActor
struct FrameDiagram {
    let example: Example
    let layout: ViewLayout

    /// The labels' font size and line height, and an average advance for estimating a
    /// label's width (sans-serif at 8 points).
    private static let fontSize: CGFloat = 8, lineHeight: CGFloat = 9.5, advance: CGFloat = 4.6

    func svg() throws -> String {
        let renderer = ImageRenderer(content: example.windowView())
        renderer.scale = 2
        let png = try renderer.pngData().base64EncodedString()
        let w = format(example.window.width), h = format(example.window.height)
        var outlines: [String] = [], labels: [String] = []
        var elements: [(element: ViewLayout.Element, depth: Int)] = []
        var stack: [(ViewLayout.Element, Int)] = [(layout.root, 0)]
        while let (element, depth) = stack.popLast() {
            elements.append((element, depth))
            let f = element.frame
            outlines.append("""
              <rect x="\(format(f.minX))" y="\(format(f.minY))" width="\(format(f.width))" height="\(format(f.height))" \
            fill="none" stroke="hsl(\((depth * 47) % 360),80%,40%)" stroke-width="0.75"><title>\(escapeMarkup(element.label))</title></rect>
            """)
            stack.append(contentsOf: element.children.reversed().map { ($0, depth + 1) })
        }
        // The innermost views are labelled first: their frames are smallest and leave
        // their labels the fewest places.
        var taken: [CGRect] = []
        for (element, depth) in elements.enumerated().sorted(by: { ($0.element.depth, -$0.offset) > ($1.element.depth, -$1.offset) }).map(\.element) {
            let hue = (depth * 47) % 360
            if let (text, box) = place(element.label, in: element.frame, avoiding: taken) {
                taken.append(box)
                labels.append("""
                  <rect x="\(format(box.minX))" y="\(format(box.minY))" width="\(format(box.width))" height="\(format(box.height))" \
                fill="white" fill-opacity="0.6"/>
                  <text x="\(format(box.minX + 1))" y="\(format(box.maxY - 2))" font-size="\(format(Self.fontSize))" \
                font-family="sans-serif" fill="hsl(\(hue),80%,30%)">\(escapeMarkup(text))</text>
                """)
            }
        }
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">
          <image href="data:image/png;base64,\(png)" width="\(w)" height="\(h)"/>
        \(outlines.joined(separator: "\n"))
        \(labels.joined(separator: "\n"))
        </svg>

        """
    }

    /// Where `label` goes in `frame` without covering another label, and the text that
    /// fits there; nil when no line inside the frame is free.
    private func place(_ label: String, in frame: CGRect, avoiding taken: [CGRect]) -> (String, CGRect)? {
        let room = frame.width - 2
        let fitting = Int(room / Self.advance)
        guard fitting >= 4 else { return nil }
        let text = label.count <= fitting ? label : String(label.prefix(fitting - 1)) + "…"
        let width = CGFloat(text.count) * Self.advance + 2
        // The frame's top, or just below a label already there.
        let tops = ([frame.minY] + taken.map(\.maxY).filter { $0 > frame.minY }).sorted()
        for y in tops where y + Self.lineHeight <= frame.maxY + 0.5 {
            let box = CGRect(x: frame.minX + 1, y: y, width: width, height: Self.lineHeight)
            // Labels one line apart touch; only a shared area is an overlap.
            if !taken.contains(where: { !$0.intersection(box).isEmpty }) { return (text, box) }
        }
        return nil
    }

    private func format(_ v: CGFloat) -> String { String(format: "%.2f", Double(v)) }
}
