import CCairo
import Foundation
import Testing
import Vellum
@testable import VellumRender

/// The buffers kept between renders (`ScratchMemory`): reused, bounded, and cleared
/// where a canvas must start transparent.
@MainActor
struct ScratchMemoryTests {
    private let mebibyte = 1 << 20

    /// A buffer given back is the next one of its size, so its pages stay mapped.
    @Test func aBufferGivenBackIsTakenAgain() {
        let memory = ScratchMemory(keptLimit: 64 * mebibyte)
        let first = memory.take(12 * mebibyte)
        memory.give(first)
        #expect(memory.keptBytes == 12 * mebibyte)
        let second = memory.take(10 * mebibyte)
        #expect(second == first)
        #expect(memory.keptBytes == 0)
        memory.give(second)
    }

    /// A request over a quarter smaller than a kept buffer gets a new buffer, so a small
    /// canvas does not hold a large one; so do requests under 256 KiB, which are never kept.
    @Test func smallRequestsDoNotTakeLargeBuffers() {
        let memory = ScratchMemory(keptLimit: 64 * mebibyte)
        let large = memory.take(12 * mebibyte)
        memory.give(large)
        let small = memory.take(9 * mebibyte)
        #expect(small != large)
        memory.give(small)
        #expect(memory.keptBytes == 21 * mebibyte)
        let tiny = memory.take(100_000)
        memory.give(tiny)
        #expect(memory.keptBytes == 21 * mebibyte)
    }

    /// Beyond the limit the oldest buffers are freed; a buffer over the limit is never kept.
    @Test func keptBytesStayWithinTheLimit() {
        let memory = ScratchMemory(keptLimit: 20 * mebibyte)
        let buffers = (0..<4).map { _ in memory.take(8 * mebibyte) }
        buffers.forEach(memory.give)
        #expect(memory.keptBytes == 16 * mebibyte)
        let oversized = memory.take(21 * mebibyte)
        memory.give(oversized)
        #expect(memory.keptBytes == 16 * mebibyte)
        // The newest two were kept: taking again gives them back, newest first found.
        let again = memory.take(8 * mebibyte)
        #expect(again == buffers[2] || again == buffers[3])
        memory.give(again)
    }

    /// A transparent render after an opaque red one of the same size, which may reuse
    /// its canvas, is transparent: kept canvases are cleared.
    @Test func aReusedCanvasStartsTransparent() throws {
        let size = CGSize(width: 600, height: 600)  // 1.4 MB of pixels: kept between renders
        let red = try Pixels(Color.red, size: size)
        #expect(red[300, 300] == .red)
        let clear = try Pixels(Color.clear, size: size)
        #expect(clear[0, 0] == .clear && clear[300, 300] == .clear && clear[599, 599] == .clear)
    }

    /// A canvas in a kept buffer is laid out as Cairo lays out its own (4 bytes a pixel,
    /// rows 4-byte aligned) and starts cleared; a size Cairo refuses is left to Cairo.
    @Test func aKeptCanvasIsLaidOutAsCairos() throws {
        let surface = ScratchMemory.imageSurface(CAIRO_FORMAT_ARGB32, width: 700, height: 700, cleared: true)
        defer { cairo_surface_destroy(surface) }
        let data = try #require(cairo_image_surface_get_data(surface))
        #expect(cairo_image_surface_get_stride(surface) == 2_800)
        #expect((0..<(2_800 * 700)).allSatisfy { data[$0] == 0 })
        let empty = ScratchMemory.imageSurface(CAIRO_FORMAT_ARGB32, width: 0, height: 10, cleared: true)
        defer { cairo_surface_destroy(empty) }
        #expect(cairo_image_surface_get_width(empty) == 0)
    }
}
