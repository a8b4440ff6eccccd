import Foundation
import Synchronization

/// A bound on the renders running at once, with a short queue in front of it.
///
/// Rendering is CPU work: more renders at once than cores only share the cores and
/// hold more images in memory. So `concurrentRenders` (by default one per core) run,
/// up to `queueLength` more wait their turn in order, and a request beyond that is
/// refused at once (the route answers 503 with `Retry-After`), so a burst costs
/// clients a retry instead of costing the server memory and every client latency.
public final class RenderLimiter: Sendable {
    public let concurrentRenders: Int
    public let queueLength: Int

    private struct State {
        var running = 0
        var waiting: [CheckedContinuation<Bool, Never>] = []
    }

    private let state = Mutex(State())

    /// By default a render per core and eight waiting per render: at tens of
    /// milliseconds a card, a queued request still waits well under a second.
    public init(concurrentRenders: Int = ProcessInfo.processInfo.activeProcessorCount, queueLength: Int? = nil) {
        self.concurrentRenders = max(concurrentRenders, 1)
        self.queueLength = max(queueLength ?? 8 * self.concurrentRenders, 0)
    }

    /// Runs `body` when a render slot is free; nil, without running it, when the queue
    /// is full.
    public func withSlot<T: Sendable>(_ body: () async throws -> T) async rethrows -> T? {
        guard await acquire() else { return nil }
        do {
            let result = try await body()
            release()
            return result
        } catch {
            release()
            throw error
        }
    }

    /// Takes a slot, waiting in the queue if need be; false when the queue is full.
    private func acquire() async -> Bool {
        await withCheckedContinuation { (slot: CheckedContinuation<Bool, Never>) in
            state.withLock { state in
                if state.running < concurrentRenders {
                    state.running += 1
                    slot.resume(returning: true)
                } else if state.waiting.count < queueLength {
                    state.waiting.append(slot)
                } else {
                    slot.resume(returning: false)
                }
            }
        }
    }

    /// Hands the slot to the first waiting request, or frees it.
    private func release() {
        state.withLock { state in
            if state.waiting.isEmpty {
                state.running -= 1
            } else {
                state.waiting.removeFirst().resume(returning: true)
            }
        }
    }
}
