import Dispatch
import Foundation

/// Marks the main queue, which runs the main actor.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Whether the caller runs on the main actor's queue, so it may assume the main actor's
/// isolation. `Thread.isMainThread` alone is not enough: under a test runner the thread
/// draining the main queue need not be the process's first.
func isOnMainQueue() -> Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
}

/// Whether the caller may assume the main actor's isolation: it runs on the main queue,
/// or on the deep-stack thread that continues a main-actor recursion while the main
/// actor's thread waits for it (see `StackGuard`).
func mayAssumeMainActor() -> Bool {
    StackGuard.isOnDeepStack || isOnMainQueue()
}
