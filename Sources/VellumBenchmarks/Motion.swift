import Foundation
import Vellum
import VellumExamples

/// Frames a second a host produces for the gallery's animated examples: layout is done
/// once by the action, and each frame only draws (the display list at that instant);
/// then the whole export, those frames drawn at 2x into an animated WebP.
@MainActor
func benchmarkMotion() {
    for example in Examples.all where example.motion != nil && options.includes(example.name) {
        let seconds = example.motion!.duration
        let count = Int(seconds * 60) + 1
        var lists: [DisplayList] = []
        let drawing = measure(shape: example.name, phase: "display lists @60fps", items: count) {
            lists = (try? example.motionFrames(fps: 60, scale: 2)) ?? []
        }
        let export = measure(shape: example.name, phase: "animated WebP export", items: lists.count) {
            _ = try? AnimatedWebP.encode(lists, frameDuration: 1.0 / 60, quality: 0.9)
        }
        say("\(example.name): \(String(format: "%.0f", Double(count) / drawing * 1000)) frames/s drawn, "
            + "\(String(format: "%.0f", Double(lists.count) / export * 1000)) frames/s exported to WebP")
    }
}
