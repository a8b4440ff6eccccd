import Foundation

/// Keeps deeply nested view trees from overflowing the thread's stack.
///
/// Resolving, sizing, placing and drawing a view tree each recurse once per level of
/// nesting, so a tree nested deeply enough (a recursive custom view, a generated tree)
/// would run off the end of the stack and kill the process. Each of those recursions
/// asks `hasRoom` before going a level deeper; once less than `reserve` bytes of stack
/// are left, the deeper part is left out (not resolved, sized as zero, not placed or
/// drawn) and a warning says so, once.
///
/// How deep a tree fits depends on the stack (8 MiB on the main thread by default) and
/// the build: measured figures are in the README.
///
/// Unsafe: the stack's bounds come from `pthread_getattr_np`, and the current depth
/// from the address of a local variable. Both are only compared, never dereferenced.
///
/// Not main-actor isolated, so the check costs a comparison: an isolated member checks
/// the executor at run time on every call. Its callers all run on the main actor, one
/// at a time, but a main-actor task resumed after an `await` can run on another thread
/// (seen in `swift test` with the async renders), so the bounds are those of the
/// thread it runs on, read again when the thread changes.
enum StackGuard {
    /// Stack kept free for what runs beneath the deepest level: a text engine call, a
    /// layout's own work, the C libraries, and the warning itself.
    static let reserve = 512 * 1024

    /// The thread whose limit was read last, and that limit. Safe without a lock: only
    /// main-actor code uses it, one caller at a time.
    nonisolated(unsafe) private static var cached: (thread: pthread_t, limit: UInt)?

    /// The lowest address `thread`'s stack may use, plus `reserve`; 0 when the bounds
    /// cannot be read (then nothing is cut).
    private static func limit(of thread: pthread_t) -> UInt {
        if let cached, pthread_equal(cached.thread, thread) != 0 { return cached.limit }
        var limit: UInt = 0
        var attributes = pthread_attr_t()
        if getThreadAttributes(thread, &attributes) == 0 {
            var base: UnsafeMutableRawPointer?
            var size = 0
            if pthread_attr_getstack(&attributes, &base, &size) == 0, let base {
                limit = UInt(bitPattern: base) + UInt(reserve)
            }
            pthread_attr_destroy(&attributes)
        }
        cached = (thread, limit)
        return limit
    }

    /// Whether the current call may go a level deeper. A caller that may not reports
    /// the cut with `reportCut` and leaves the deeper part out.
    @inline(__always)
    static func hasRoom() -> Bool {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) } > limit(of: pthread_self())
    }

    /// Warns, once, that the tree was cut while doing `what`.
    @MainActor
    static func reportCut(_ what: String) {
        Diagnostics.warnOnce("The view tree is nested too deeply for the stack (\(what)): the views deeper than this are left out. Less than \(reserve / 1024) KiB of the thread's stack was left; see the README's limits.")
    }
}

/// What stands for the views left out below the deepest level: nothing, zero-sized,
/// named in layout dumps, so the levels above keep their modifiers.
struct DepthLimitLeaf: LeafLayout {
    var label: String { "(nested too deeply: left out)" }
    var takesHits: Bool { false }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
}

/// glibc's `pthread_getattr_np`, which Swift's Glibc module does not import (it is a GNU
/// extension); declared here by its C symbol.
@_silgen_name("pthread_getattr_np")
private func getThreadAttributes(_ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>) -> Int32
