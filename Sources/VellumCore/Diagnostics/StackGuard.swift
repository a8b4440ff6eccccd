import Foundation

/// Keeps deeply nested view trees from overflowing the thread's stack.
///
/// Resolving, sizing, placing and drawing a view tree each recurse once per level of
/// nesting, so a tree nested deeply enough (a recursive custom view, a generated tree)
/// would run off the end of the stack and kill the process. Each of those recursions
/// goes a level deeper through `deeper`: once less than `reserve` bytes of the stack are
/// left, the deeper part continues on a thread with a `deepStackSize` stack while the
/// calling thread waits for it; once that stack is used up too, the deeper part is left
/// out (not resolved, sized as zero, not placed or drawn) and a warning says so, once.
///
/// The deep-stack thread runs main-actor code on behalf of the main actor's thread,
/// which is blocked the whole time: no two threads touch main-actor state at once, and
/// thread creation and join order every access before and after. Swift's isolation
/// checks agree, as the work runs as a job isolated to the main actor (see
/// `onDeepStack`): `MainActor.assumeIsolated` works there, in Vellum and in app code.
/// What asks for the main thread or queue instead (`Thread.isMainThread`,
/// `dispatchPrecondition(condition: .onQueue(.main))`, `DispatchQueue.main.sync`, which
/// would wait forever) answers for another thread: Vellum asks `mayAssumeMainActor`.
/// Task-local values are not carried over.
///
/// How deep a tree fits depends on the stacks and the build: measured figures are in
/// the README.
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

    /// Whether the current call may go a level deeper on this thread's stack.
    @inline(__always)
    static func hasRoom() -> Bool {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) } > limit(of: pthread_self())
    }

    /// Runs `body`, a level deeper than the caller: on this thread while its stack has
    /// room, else on a deep-stack thread; once that has no room either, runs `cut`
    /// instead (which reports the cut with `reportCut` and leaves the deeper part out).
    @inline(__always)
    static func deeper<T>(_ body: () -> T, else cut: () -> T) -> T {
        hasRoom() ? body() : onDeepStack(body, else: cut)
    }

    /// The stack of the thread that continues a recursion the main thread's stack cannot
    /// hold. Address space only: the pages the recursion touches are the memory it
    /// costs, returned when the thread ends.
    /// Tests lower it to reach the limit with a smaller tree.
    nonisolated(unsafe) static var deepStackSize = 512 * 1024 * 1024

    /// The deep-stack thread running now, on behalf of the blocked main-actor thread.
    nonisolated(unsafe) fileprivate static var deepThread: pthread_t?

    /// Whether the caller runs on the deep-stack thread, standing in for the main actor.
    static var isOnDeepStack: Bool {
        guard let deepThread else { return false }
        return pthread_equal(deepThread, pthread_self()) != 0
    }

    /// Runs `body` on a deep-stack thread and waits for it; `cut` when already on one.
    ///
    /// `body` runs as a task's job that `DeepStackExecutor` runs on the new thread as
    /// the main actor's: Swift's isolation checks there (`MainActor.assumeIsolated`, and
    /// those the compiler puts in main-actor closures handed to the standard library)
    /// find the main actor current, as it is: its thread is blocked until `body` ends.
    @inline(never)
    private static func onDeepStack<T>(_ body: () -> T, else cut: () -> T) -> T {
        guard !isOnDeepStack else { return cut() }
        return withoutActuallyEscaping(body) { body in
            var result: T?
            let job = DeepJob { result = body() }
            let saved = cached
            DeepStackExecutor.shared.expectsJob = true
            _ = Task.detached(executorPreference: DeepStackExecutor.shared) {
                DeepStackExecutor.shared.expectsJob = false  // started: no other job runs here
                job.run()
            }
            // The executor runs the job before `Task.detached` returns; waiting here
            // keeps the main actor's thread blocked even if a runtime enqueued it later.
            job.finished.wait()
            cached = saved
            return result!
        }
    }

    /// Warns, once, that the tree was cut while doing `what`.
    @MainActor
    static func reportCut(_ what: String) {
        Diagnostics.warnOnce("The view tree is nested too deeply for the stack (\(what)): the views deeper than this are left out. Vellum continues deep trees on a \(deepStackSize / 1024 / 1024) MiB stack, and less than \(reserve / 1024) KiB of it was left; see the README's limits.")
    }
}

/// A recursion handed to the deep-stack thread. Unchecked: it runs while the thread
/// that made it waits for `finished`.
private final class DeepJob: @unchecked Sendable {
    private let body: () -> Void
    let finished = DispatchSemaphore(value: 0)
    init(_ body: @escaping () -> Void) { self.body = body }

    func run() {
        body()
        finished.signal()
    }
}

/// Runs a task's jobs on a thread with a `StackGuard.deepStackSize` stack, isolated to
/// the main actor, while the thread that enqueued them waits.
private final class DeepStackExecutor: TaskExecutor {
    static let shared = DeepStackExecutor()

    /// Whether `StackGuard` waits for its task to start: its jobs are the only ones
    /// run here.
    var expectsJob: Bool {
        get { lock.withLock { expecting } }
        set { lock.withLock { expecting = newValue } }
    }
    private let lock = NSLock()
    nonisolated(unsafe) private var expecting = false

    func enqueue(_ job: consuming ExecutorJob) {
        // Another task that took on this executor's preference (one a body starts)
        // runs where tasks without one run: never as the main actor's.
        guard expectsJob else { return globalConcurrentExecutor.enqueue(job) }
        let job = UnownedJob(job)
        // The task's hop to its executor, on entry, comes back here: run it in place.
        guard !StackGuard.isOnDeepStack else { return run(job) }
        let context = Unmanaged.passRetained(JobBox(job)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, StackGuard.deepStackSize)
        var thread = pthread_t()
        let created = pthread_create(&thread, &attributes, { context in
            let box = Unmanaged<JobBox>.fromOpaque(context!).takeRetainedValue()
            StackGuard.deepThread = pthread_self()
            DeepStackExecutor.shared.run(box.job)
            return nil
        }, context)
        if created == 0 {
            pthread_join(thread, nil)
        } else {
            // No thread to be had (out of memory or threads): this one stands in for
            // it, so the tree is cut where this stack ends.
            Unmanaged<JobBox>.fromOpaque(context).release()
            StackGuard.deepThread = pthread_self()
            run(job)
        }
        StackGuard.deepThread = nil
    }

    private func run(_ job: UnownedJob) {
        job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
    }

    private final class JobBox {
        let job: UnownedJob
        init(_ job: UnownedJob) { self.job = job }
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
