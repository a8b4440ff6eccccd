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
/// the executor at run time on every call. Its callers all run on the main actor, so the
/// bounds found at first use are the main thread's.
enum StackGuard {
    /// Stack kept free for what runs beneath the deepest level: a text engine call, a
    /// layout's own work, the C libraries, and the warning itself.
    static let reserve = 512 * 1024

    /// The lowest address the stack may use, plus `reserve`; 0 when the bounds cannot
    /// be read (then nothing is cut).
    private static let limit: UInt = {
        var attributes = pthread_attr_t()
        guard getThreadAttributes(pthread_self(), &attributes) == 0 else { return 0 }
        defer { pthread_attr_destroy(&attributes) }
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base else { return 0 }
        return UInt(bitPattern: base) + UInt(reserve)
    }()

    /// Whether the current call may go a level deeper. A caller that may not reports
    /// the cut with `reportCut` and leaves the deeper part out.
    @inline(__always)
    static func hasRoom() -> Bool {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) } > limit
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
