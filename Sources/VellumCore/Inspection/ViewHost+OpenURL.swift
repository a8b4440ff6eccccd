import Foundation

/// Where the system's `openURL` action of a host sends what it opens (into
/// `ViewHost.openedURLs`): the host, held weakly so the environment does not keep it
/// alive.
@MainActor
final class URLRecorder: Sendable {
    weak var host: ViewHost?
}
