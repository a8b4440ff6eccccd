import Foundation
import Vellum
import VellumExamples

// The 1200 × 630 social card at 2x (the server-rendering issue's case): laid out once,
// then drawn and encoded to each format, end to end, as a server would per request.

/// The card's renderer: the gallery's social-card example at scale 2 (2400 × 1260 pixels).
@MainActor
func socialCardRenderer() -> ImageRenderer<AnyView> {
    guard let example = Examples.named("social-card") else { fail("the social-card example is missing") }
    return example.imageRenderer(scale: 2)
}

/// Times the card's layout and its render to PNG (both compressions), JPEG and WebP,
/// and prints each file's size.
@MainActor
func benchmarkSocialCard() {
    let shape = "social-card-2x"
    guard options.includes(shape) else { return }
    let renderer = socialCardRenderer()
    let list = renderer.displayList
    func render(_ encode: (DisplayList) throws -> Data) -> Data {
        do { return try encode(list) } catch { fail("rendering the social card failed: \(error)") }
    }
    measure(shape: shape, phase: "layout", items: 1) { _ = renderer.displayList }
    let formats: [(phase: String, encode: (DisplayList) throws -> Data)] = [
        ("PNG (fast)", { try DisplayListRenderer.png($0) }),
        ("PNG (smallest)", { try DisplayListRenderer.png($0, compression: .smallest) }),
        ("JPEG (quality 0.9)", { try DisplayListRenderer.jpeg($0, quality: 0.9) }),
        ("WebP (quality 0.9)", { try DisplayListRenderer.webp($0, quality: 0.9) }),
        ("WebP (lossless)", { try DisplayListRenderer.webp($0, quality: 0.75, lossless: true) }),
    ]
    var sizes: [String] = []
    for (phase, encode) in formats {
        measure(shape: shape, phase: "draw + " + phase, items: 1) { _ = render(encode) }
        sizes.append("\(phase) \(render(encode).count) bytes")
    }
    say("\(shape): " + sizes.joined(separator: ", "))
}

/// `--instructions social-card-2x png`: a warm-up render of the card to PNG, then one
/// warm render; `png-warm-up` only the first. The PNG is encoded on worker threads,
/// which callgrind's `--toggle-collect` does not follow, so scripts/bench-instructions
/// counts both runs whole and takes the difference.
@MainActor
func runSocialCardInstructions(warmUpOnly: Bool) {
    let list = socialCardRenderer().displayList
    do {
        _ = try DisplayListRenderer.png(list)  // warm-up: fonts loaded, caches filled
        if warmUpOnly { return }
        try countedPhase { _ = try DisplayListRenderer.png(list) }
    } catch {
        fail("rendering the social card failed: \(error)")
    }
}
