import CCairo
import Dispatch

/// An image's rows in bands of about 256 KiB of 4-byte pixels, worked on concurrently
/// (PNG compression, angular gradients, blurs). The split depends only on the image's
/// size, never on the machine, so the bytes written do not either.
struct RowBands {
    let rows: [Range<Int>]

    init(width: Int, height: Int) {
        let perBand = max(1, (1 << 18) / max(1, width * 4 + 1))
        rows = Swift.stride(from: 0, to: height, by: perBand).map { $0..<min($0 + perBand, height) }
    }

    /// Runs `body` on every band, on all cores, and returns its results in band order.
    func map<T: Sendable>(_ body: @Sendable (Range<Int>) -> T) -> [T] {
        let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: rows.count)
        results.initialize(repeating: nil)
        defer {
            // The results are released here; deallocating alone leaked every band's
            // output (about 500 KiB a drawn fuzz tree, until the OOM killer came).
            _ = results.deinitialize()
            results.deallocate()
        }
        let shared = SharedResults(buffer: results)
        DispatchQueue.concurrentPerform(iterations: rows.count) { shared.buffer[$0] = body(rows[$0]) }
        return results.map { $0! }
    }

    func all(_ test: @Sendable (Range<Int>) -> Bool) -> Bool { !map(test).contains(false) }

    func forEach(_ body: @Sendable (Range<Int>) -> Void) { _ = map(body) }

    /// Each band writes only its own slot.
    private struct SharedResults<T>: @unchecked Sendable { let buffer: UnsafeMutableBufferPointer<T?> }
}

/// A Cairo image surface's pixels, shared with the threads that work on bands of them;
/// each writes only its own rows (or columns).
struct SharedPixels: @unchecked Sendable {
    let data: UnsafeMutablePointer<UInt8>
    let stride: Int

    init?(_ surface: OpaquePointer) {
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        self.data = data
        stride = Int(cairo_image_surface_get_stride(surface))
    }

    /// The first byte of row `y`.
    func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { data + y * stride }
}
