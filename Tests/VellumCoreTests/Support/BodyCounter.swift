import Foundation
@testable import VellumCore

/// Counts body runs per view name, so tests can say exactly which bodies ran again.
@MainActor
final class BodyCounter {
    private(set) var counts: [String: Int] = [:]
    func hit(_ name: String) { counts[name, default: 0] += 1 }
    subscript(name: String) -> Int { counts[name] ?? 0 }
    func reset() { counts.removeAll() }
}

/// Records events in order (appear, disappear, task start, cancel).
@MainActor
final class EventLog {
    private(set) var events: [String] = []
    func add(_ event: String) { events.append(event) }
    func reset() { events.removeAll() }
}

extension EnvironmentValues {
    /// The fixed-advance engine, so text sizes in graph tests are exact.
    static var fixedText: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.textEngine = FixedAdvanceTextEngine()
        return environment
    }
}
