import ArgumentParser
import CWebP
import Foundation
import Testing
@testable import vellum
import VellumExamples

/// `vellum animate` and the gallery's animated examples, run as a user runs them.
@MainActor
struct AnimateCommandTests {
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-animate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The WebP holds one frame a step: 0.9 s at 10 frames a second is 10 frames, the
    /// first at the action's instant, each the window at 2x.
    @Test func animateWritesAnAnimatedWebP() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("heart.webp")
        try AnimateCommand.parse(["motion-keyframe-heart", "--fps", "10", "-o", file.path]).run()
        let (frames, width, height) = try animationInfo(Data(contentsOf: file))
        #expect(width == 400 && height == 400)
        #expect(frames >= 2 && frames <= 10)  // libwebp merges identical frames
    }

    /// With --frames, numbered PNGs; the still and the last frame differ from a middle one.
    @Test func animateWritesNumberedFrames() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try AnimateCommand.parse(["motion-spring-toggle", "--frames", "--fps", "5", "--duration", "1", "-o", folder.path]).run()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == (0...5).map { String(format: "frame-%03d.png", $0) })
        let first = try Data(contentsOf: folder.appendingPathComponent(names[0]))
        let middle = try Data(contentsOf: folder.appendingPathComponent(names[1]))
        #expect(first != middle)
    }

    @Test func animateOptionsAreChecked() {
        #expect(throws: (any Error).self) { try AnimateCommand.parse(["favorite", "-o", "/tmp/x.webp"]) }  // a still
        #expect(throws: (any Error).self) { try AnimateCommand.parse(["no-such", "-o", "/tmp/x.webp"]) }
        #expect(throws: (any Error).self) { try AnimateCommand.parse(["motion-spring-toggle", "--fps", "0", "-o", "/tmp/x.webp"]) }
        #expect(throws: (any Error).self) { try AnimateCommand.parse(["motion-spring-toggle", "--duration", "1e9", "-o", "/tmp/x.webp"]) }
        #expect(throws: (any Error).self) { try AnimateCommand.parse(["motion-spring-toggle", "--duration", "nan", "-o", "/tmp/x.webp"]) }
    }

    /// The gallery shows at least three animated examples as animated WebP.
    @Test func galleryWritesAnimatedExamples() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Gallery(scale: 1).write(to: folder, only: "motion-")
        let animated = Examples.all.filter { $0.motion != nil }
        #expect(animated.count >= 3)
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        for example in animated {
            let (frames, width, _) = try animationInfo(Data(contentsOf: folder.appendingPathComponent("\(example.name).webp")))
            #expect(frames > 1, "\(example.name) moves")
            #expect(width == Int(example.window.width))
            #expect(index.contains("src=\"\(example.name).webp\""))
        }
    }

    /// Frame count and canvas size, read back with libwebp's demuxer.
    private func animationInfo(_ data: Data) throws -> (frames: Int, width: Int, height: Int) {
        try data.withUnsafeBytes { raw in
            var webp = WebPData(bytes: raw.bindMemory(to: UInt8.self).baseAddress, size: raw.count)
            guard let demux = WebPDemuxInternal(&webp, 0, nil, Int32(WEBP_DEMUX_ABI_VERSION)) else {
                throw CocoaError(.fileReadCorruptFile)
            }
            defer { WebPDemuxDelete(demux) }
            return (Int(WebPDemuxGetI(demux, WEBP_FF_FRAME_COUNT)), Int(WebPDemuxGetI(demux, WEBP_FF_CANVAS_WIDTH)),
                    Int(WebPDemuxGetI(demux, WEBP_FF_CANVAS_HEIGHT)))
        }
    }
}
