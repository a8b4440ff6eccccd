import Foundation
import Vellum
import VellumExamples

// Drawing costs (issue 13: renders in time proportional to their pixels), one render to
// PNG each, for callgrind: `--instructions paint-angular-400-2x png` and so on, counted
// with `--toggle-collect='*countedPhase*'` after an uncounted warm-up render. The PNG's
// bands are encoded on worker threads, which the toggle does not follow, so the count
// is the drawing and the main thread's share of the encoding.

/// The drawing cases, by name, each a renderer at 2x.
@MainActor
let paintCases: [(name: String, renderer: () -> ImageRenderer<AnyView>)] = [
    // A full canvas through the angular gradient's fill.
    ("paint-angular-400-2x", {
        paintRenderer(Rectangle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center)))
    }),
    // The gallery's colour-effect card: every effect's colour-matrix filter.
    ("paint-color-effects-2x", {
        guard let example = Examples.named("color-effects") else { fail("the color-effects example is missing") }
        return example.imageRenderer(scale: 2)
    }),
    // Hostile: an angular gradient a trillion points tall, rotated, through a colour
    // effect and a blur larger than the canvas.
    ("paint-hostile-2x", {
        paintRenderer(AngularGradient(colors: [.red, .yellow, .blue], center: .center)
            .frame(width: 400, height: 1e13).rotationEffect(.degrees(30))
            .frame(width: 400, height: 400).hueRotation(.degrees(90)).blur(radius: 1000))
    }),
]

/// `view` on a 400 × 400 canvas at 2x.
@MainActor
private func paintRenderer(_ view: some View) -> ImageRenderer<AnyView> {
    let renderer = ImageRenderer(content: AnyView(view.frame(width: 400, height: 400)))
    renderer.scale = 2
    return renderer
}

/// `--instructions <paint case> png`: one warm-up render to PNG, then one counted.
@MainActor
func runPaintInstructions(_ name: String) {
    guard let make = paintCases.first(where: { $0.name == name })?.renderer else {
        fail("--instructions knows the paint cases \(paintCases.map(\.name).joined(separator: ", "))")
    }
    let list = make().displayList
    do {
        _ = try DisplayListRenderer.png(list)
        try countedPhase { _ = try DisplayListRenderer.png(list) }
    } catch {
        fail("rendering \(name) failed: \(error)")
    }
}
