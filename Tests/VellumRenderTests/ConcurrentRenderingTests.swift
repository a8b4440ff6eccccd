import Foundation
import Testing
import Vellum
import VellumExamples

/// Renders laid out on the main actor and drawn and encoded on other threads give the
/// same bytes as one after another. `scripts/tsan` runs this suite under ThreadSanitizer.
@MainActor
struct ConcurrentRenderingTests {
    /// The figure: 8 tasks at once, each rendering 50 different cards.
    static let tasks = 8
    static let cardsPerTask = 50
    /// Task `t` renders cards `t * stride ..< t * stride + 50`: 50 different cards each,
    /// every card drawn by two tasks at once in places, 85 cards in all, so the serial
    /// reference stays affordable in a debug build.
    static let stride = 5

    @Test func parallelRendersAreByteIdenticalToSerialOnes() async throws {
        let indices = 0..<((Self.tasks - 1) * Self.stride + Self.cardsPerTask)
        // One after another; drawn off the main actor, so other suites' tasks go on.
        var serial: [Int: Data] = [:]
        for index in indices {
            serial[index] = try await Self.renderCards(index..<index + 1)[0].1
        }
        let parallel = try await withThrowingTaskGroup(of: [(Int, Data)].self) { group in
            for task in 0..<Self.tasks {
                let first = task * Self.stride
                group.addTask { try await Self.renderCards(first..<first + Self.cardsPerTask) }
            }
            var all: [(Int, Data)] = []
            for try await made in group { all += made }
            return all
        }
        #expect(parallel.count == Self.tasks * Self.cardsPerTask)
        let mismatches = parallel.filter { serial[$0.0] != $0.1 }.map(\.0)
        #expect(mismatches.isEmpty, "cards whose parallel render differs: \(mismatches)")
        // Different cards really are different pictures.
        #expect(Set(serial.values).count == indices.count)
        // And each is the 1200 × 630 card: the PNG header's width and height.
        #expect(serial[0]![16..<24] == Data([0, 0, 0x04, 0xB0, 0, 0, 0x02, 0x76]))
    }

    /// One task's renders, one after another, each drawn off the main actor.
    static func renderCards(_ indices: Range<Int>) async throws -> [(Int, Data)] {
        var made: [(Int, Data)] = []
        for index in indices {
            made.append((index, try await ImageRenderer(content: OpenGraphCard.numbered(index)).renderPNGData()))
        }
        return made
    }

    @Test func asyncVariantsMatchTheSynchronousOnes() async throws {
        let renderer = ImageRenderer(content: OpenGraphCard.numbered(3))
        renderer.scale = 0.5
        #expect(try await renderer.renderPNGData() == (try renderer.pngData()))
        #expect(try await renderer.renderSVGData() == (try renderer.svgData()))
        #expect(try await renderer.renderPDFData() == (try renderer.pdfData()))
        renderer.isOpaque = true
        #expect(try await renderer.renderPNGData() == (try renderer.pngData()))
    }

    @Test func renderThrowsWhatDrawingThrows() async {
        let renderer = ImageRenderer(content: Color.red.frame(width: 0, height: 10))
        await #expect(throws: RenderError.self) { try await renderer.renderPNGData() }
    }
}
