import Foundation

/// Where Vellum reports bad input it recovered from: an invalid frame dimension, a
/// missing image. Messages go to standard error unless a handler is installed.
@MainActor
public enum Diagnostics {
    /// Receives each warning; by default prints it to standard error.
    public static var handler: @MainActor (String) -> Void = { message in
        FileHandle.standardError.write(Data("Vellum: \(message)\n".utf8))
    }

    private static var seen: Set<String> = []

    /// The most messages remembered as given. Messages carry the values that caused
    /// them, so a server fed varied bad input would otherwise remember without end;
    /// past this, memory starts over and a message may be given again.
    static let rememberedMessages = 4_096

    /// Remembers `message`; true when it had not been given.
    private static func isNew(_ message: String) -> Bool {
        if seen.count >= rememberedMessages, !seen.contains(message) { seen.removeAll(keepingCapacity: true) }
        return seen.insert(message).inserted
    }

    /// Receives informational messages (`_logChanges`); by default prints them to
    /// standard error.
    public static var logHandler: @MainActor (String) -> Void = { message in
        FileHandle.standardError.write(Data("Vellum: \(message)\n".utf8))
    }

    public static func log(_ message: String) { logHandler(message) }

    public static func warn(_ message: String) { handler(message) }

    /// Warns the first time a message is seen in this process (among the last
    /// `rememberedMessages` different ones).
    public static func warnOnce(_ message: String) {
        deliverDeferred()
        if isNew(message) { handler(message) }
    }

    nonisolated private static let deferredLock = NSLock()
    nonisolated(unsafe) private static var deferred: [String] = []

    /// Warns once, from code that may run on any thread (a `Color` or `UIImage` made by
    /// name): the message waits for the main actor's next layout, drawing or warning.
    /// (`Thread.isMainThread` cannot tell: on Linux the main actor's jobs may run on
    /// another thread once the main thread is parked in `dispatchMain()`.)
    nonisolated static func warnOnceDeferred(_ message: String) {
        deferredLock.withLock { deferred.append(message) }
    }

    /// Delivers the warnings `warnOnceDeferred` has kept.
    static func deliverDeferred() {
        let messages = deferredLock.withLock {
            defer { deferred = [] }
            return deferred
        }
        for message in messages where isNew(message) { handler(message) }
    }

    /// Runs `body` and returns the warnings it produced, instead of printing them. A
    /// once-only warning counts as new inside `body` even if it was given before, so
    /// what `body` produces does not depend on what ran earlier in the process.
    public static func capture(_ body: () throws -> Void) rethrows -> [String] {
        deliverDeferred()  // kept before `body`: not its warnings
        var messages: [String] = []
        let saved = (handler, seen)
        handler = { messages.append($0) }
        seen = []
        defer {
            handler = saved.0
            seen.formUnion(saved.1)
        }
        try body()
        deliverDeferred()
        return messages
    }
}

/// A spacing or length argument made safe: NaN and infinities become 0, with a warning.
@MainActor
func sanitizedLength(_ value: CGFloat) -> CGFloat {
    guard value.isFinite else {
        Diagnostics.warn("Invalid length \(value) (not finite); using 0.")
        return 0
    }
    return value
}

/// A frame dimension made safe as SwiftUI does: negative or non-finite values are
/// ignored (treated as nil) with a warning.
@MainActor
func sanitizedFrameDimension(_ value: CGFloat?, _ name: String) -> CGFloat? {
    guard let value else { return nil }
    guard value.isFinite, value >= 0 else {
        Diagnostics.warn("Invalid frame dimension (negative or non-finite): \(name) = \(value); ignoring it.")
        return nil
    }
    return value
}
