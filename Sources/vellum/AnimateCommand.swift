import ArgumentParser
import Foundation
import Vellum
import VellumExamples

/// `vellum animate`: runs an animated example's action on a host and records what it
/// sets moving, as an animated WebP or as numbered PNGs.
struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Record an animated example: an animated WebP, or numbered PNG frames with --frames.")

    @Argument(help: "The example to animate (see `vellum list`; the motion-… ones move).")
    var example: String

    @Option(name: .shortAndLong, help: "The file to write (.webp), or with --frames the folder for the PNGs.")
    var output: String

    @Option(help: "Frames per second, 1 to 60.")
    var fps: Double = 30

    @Option(help: "Seconds to record after the action (default: the example's), 0.1 to 60.")
    var duration: Double?

    @Option(help: "Pixels per point, 1 to 3.")
    var scale: Double = 2

    @Flag(help: "Write numbered PNGs (frame-000.png, …) into the output folder instead of one WebP.")
    var frames = false

    func validate() throws {
        guard let chosen = Examples.named(example) else {
            throw ValidationError("No example named '\(example)'. Known examples: \(Examples.all.map(\.name).joined(separator: ", ")).")
        }
        guard chosen.motion != nil else {
            let moving = Examples.all.filter { $0.motion != nil }.map(\.name)
            throw ValidationError("'\(example)' does not move. The animated examples: \(moving.joined(separator: ", ")).")
        }
        guard fps.isFinite, (1...60).contains(fps) else { throw ValidationError("--fps must be from 1 to 60, not \(fps).") }
        if let duration, !(duration.isFinite && (0.1...60).contains(duration)) {
            throw ValidationError("--duration must be from 0.1 to 60 seconds, not \(duration).")
        }
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, not \(scale).") }
    }

    func run() throws {
        let chosen = Examples.named(example)!
        let (fps, scale, duration, asPNGs) = (fps, CGFloat(scale), duration, frames)
        let url = URL(fileURLWithPath: output)
        let count = try MainActor.assumeIsolated {
            let recorded = try chosen.motionFrames(fps: fps, scale: scale, duration: duration) ?? []
            if asPNGs {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                for (index, frame) in recorded.enumerated() {
                    let name = String(format: "frame-%03d.png", index)
                    try DisplayListRenderer.png(frame).write(to: url.appendingPathComponent(name))
                }
            } else {
                try AnimatedWebP.encode(recorded, frameDuration: 1 / fps, quality: 0.9).write(to: url)
            }
            return recorded.count
        }
        print("Wrote \(count) frames to \(url.path)")
    }
}
