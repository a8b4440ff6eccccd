import Foundation

/// Where the system actions a host stands in for send what they record: `openURL` into
/// `ViewHost.openedURLs`, `ShareLink` into `ViewHost.sharedItems`. It holds the host
/// weakly so the environment does not keep it alive.
@MainActor
final class HostRecorder: Sendable, Equatable {
    weak var host: ViewHost?

    /// One recorder is one host: equal by identity, so that views reading the
    /// environment do not run again on every update.
    nonisolated static func == (lhs: HostRecorder, rhs: HostRecorder) -> Bool { lhs === rhs }
}

private struct HostRecorderKey: EnvironmentKey {
    static let defaultValue: HostRecorder? = nil
}

extension EnvironmentValues {
    /// The recorder of the `ViewHost` running these views; nil elsewhere (an
    /// `ImageRenderer`), where there is no one to record.
    var hostRecorder: HostRecorder? {
        get { self[HostRecorderKey.self] }
        set { self[HostRecorderKey.self] = newValue }
    }
}
