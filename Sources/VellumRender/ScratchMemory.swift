import CCairo
import Foundation

/// Large buffers kept between renders and handed out again: canvases, PNG scanlines
/// and the band compressor's working memory.
///
/// A 2x social card draws into a 12 MB canvas and encodes through 9 MB of scanlines.
/// Freed, glibc hands blocks that large back to the kernel, and the next card touches
/// every page afresh: about 2,150 page faults a card (`perf stat` over 20 cards), which
/// cost more than a quarter of the card's time and run one at a time in the kernel,
/// so they also kept two workers from using two cores. Kept here, the pages stay
/// mapped. The same holds for the 384 KiB each band of the PNG compressor works in.
///
/// Buffers under 256 KiB are left to malloc. At most 32 MiB a core are kept, the oldest
/// freed first beyond that, so an idle server holds two cards' worth per core.
/// Thread-safe: renders on any thread take and give.
///
/// Unsafe code: each buffer is allocated with a 64-byte header holding its capacity,
/// and handed out as the address after the header; `give` takes only addresses
/// `take` returned, each once.
final class ScratchMemory: @unchecked Sendable {
    /// The renderer's buffers.
    static let shared = ScratchMemory(keptLimit: (32 << 20) * max(1, ProcessInfo.processInfo.activeProcessorCount))

    /// Bytes before each buffer's data; 64 keeps the data on a cache line.
    private static let header = 64
    /// Smaller buffers are not kept: malloc reuses them well.
    static let smallest = 256 << 10
    /// The most bytes kept at once.
    let keptLimit: Int
    /// The kept buffers' data addresses and capacities, oldest first, under `lock`.
    /// `NSLock`, as the font caches: ThreadSanitizer sees its pthread mutex (it does not
    /// see `Synchronization.Mutex`, and reported every take and give as a race).
    private var kept: [(address: UInt, capacity: Int)] = []
    private let lock = NSLock()

    init(keptLimit: Int) {
        self.keptLimit = keptLimit
    }

    deinit {
        for buffer in kept { (UnsafeMutableRawPointer(bitPattern: buffer.address)! - Self.header).deallocate() }
    }

    /// A buffer of at least `byteCount` bytes, not cleared; give it back with `give`.
    func take(_ byteCount: Int) -> UnsafeMutableRawPointer {
        let count = max(byteCount, 1)
        if count >= Self.smallest, let address = lock.withLock({ () -> UInt? in
            // The smallest that fits, and not one over a quarter larger than wanted, so a
            // card's scanlines do not take its canvas's buffer.
            var best: Int?
            for (i, buffer) in kept.enumerated() where buffer.capacity >= count && buffer.capacity - count <= count / 4 {
                if best.map({ buffer.capacity < kept[$0].capacity }) ?? true { best = i }
            }
            return best.map { kept.remove(at: $0).address }
        }) {
            return UnsafeMutableRawPointer(bitPattern: address)!
        }
        let base = UnsafeMutableRawPointer.allocate(byteCount: Self.header + count, alignment: Self.header)
        base.storeBytes(of: count, as: Int.self)
        return base + Self.header
    }

    /// Keeps `data`, from `take`, for the next `take`, or frees it.
    func give(_ data: UnsafeMutableRawPointer) {
        let header = Self.header
        let capacity = (data - header).load(as: Int.self)
        guard capacity >= Self.smallest, capacity <= keptLimit else { return (data - header).deallocate() }
        let evicted = lock.withLock { () -> [UInt] in
            kept.append((UInt(bitPattern: data), capacity))
            var total = kept.reduce(0) { $0 + $1.capacity }
            var evicted: [UInt] = []
            while total > keptLimit {
                let oldest = kept.removeFirst()
                total -= oldest.capacity
                evicted.append(oldest.address)
            }
            return evicted
        }
        for address in evicted { (UnsafeMutableRawPointer(bitPattern: address)! - header).deallocate() }
    }

    /// How many bytes are kept now (for tests).
    var keptBytes: Int { lock.withLock { kept.reduce(0) { $0 + $1.capacity } } }

    /// An image surface drawn into a buffer of `shared`, which `cairo_surface_destroy` gives
    /// back. Cleared to transparent when `cleared` (as `cairo_image_surface_create`
    /// does); otherwise the caller paints every pixel first. Sizes Cairo refuses give
    /// Cairo's error surface, as `cairo_image_surface_create` would.
    static func imageSurface(_ format: cairo_format_t, width: Int, height: Int, cleared: Bool) -> OpaquePointer {
        let stride = Int(cairo_format_stride_for_width(format, Int32(clamping: width)))
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max), stride > 0,
              case let (bytes, overflow) = stride.multipliedReportingOverflow(by: height), !overflow else {
            return cairo_image_surface_create(format, Int32(clamping: width), Int32(clamping: height))!
        }
        let data = shared.take(bytes)
        if cleared { memset(data, 0, bytes) }
        let surface = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), format,
                                                          Int32(width), Int32(height), Int32(stride))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            shared.give(data)
            return surface
        }
        guard cairo_surface_set_user_data(surface, surfaceKey, data, { ScratchMemory.shared.give($0!) }) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            shared.give(data)
            return cairo_image_surface_create(format, Int32(width), Int32(height))!
        }
        return surface
    }

    /// Cairo's key for a surface's buffer: only its address matters.
    nonisolated(unsafe) private static let surfaceKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
}
