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
@MainActor
enum StackGuard {
    /// Stack kept free for what runs beneath the deepest level: a text engine call, a
    /// layout's own work, the C libraries, and the warning itself.
    static let reserve = 512 * 1024

    /// The lowest address the stack of the main thread may use, plus `reserve`; found
    /// once (views and layout run on the main actor, so on the main thread).
    private static let limit: UInt = {
        var attributes = pthread_attr_t()
        guard getThreadAttributes(pthread_self(), &attributes) == 0 else { return 0 }
        defer { pthread_attr_destroy(&attributes) }
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base else { return 0 }
        return UInt(bitPattern: base) + UInt(reserve)
    }()

    /// Whether the current call may go a level deeper; warns once when it may not.
    @inline(__always)
    static func hasRoom(_ what: @autoclosure () -> String) -> Bool {
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        if here > limit { return true }
        Diagnostics.warnOnce("The view tree is nested too deeply for the stack (\(what())): the views deeper than this are left out. Less than \(reserve / 1024) KiB of the thread's stack was left; see the README's limits.")
        return false
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
