import Foundation

// TimelineView.
//
// 1. "Now" is the host's clock as a date: `\.vellumNow` (or, unset, the date the graph
//    was made) plus the seconds `ViewHost.advance(by:)` has moved the clock.
// 2. The content is built for the schedule's latest entry at or before now (for now
//    itself when every entry is later: the view shows at once, as on iOS), with that date as the content's `\.vellumNow`, so date
//    styles inside it read the timeline's date.
// 3. The next entry after now is put on the host's clock: when the clock passes it, the
//    timeline is resolved again, and nothing runs before. A paused schedule or one with
//    no later entry waits for nothing.

/// A type that provides a sequence of dates for use as a schedule.
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates the timeline updates at, from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// A mode of operation for timeline schedule updates.
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}

/// A schedule that updates at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var date: Date
        public mutating func next() -> Date? {
            defer { date += 60 }
            return date
        }
    }

    /// The start of the minute holding `startDate`, then each minute after.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        return Entries(date: Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60))
    }
}

/// A schedule that updates at a regular interval from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval.isFinite && interval > 0 ? interval : 1
    }

    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var date: Date
        let interval: TimeInterval
        public mutating func next() -> Date? {
            defer { date += interval }
            return date
        }
    }

    /// The schedule's start, or its latest tick at or before `startDate`, then each
    /// interval after.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let elapsed = startDate.timeIntervalSince(self.startDate)
        let ticks = elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
        return Entries(date: self.startDate + ticks * interval, interval: interval)
    }
}

/// A schedule that updates at the dates it is given.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    public init(_ dates: Entries) { self.dates = dates }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// A schedule for animations: as often as frames are drawn (60 a second on the host's
/// clock), or at most every `minimumInterval`; a paused one does not update.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var date: Date
        let interval: TimeInterval
        var isDone = false
        let paused: Bool
        public mutating func next() -> Date? {
            guard !isDone else { return nil }
            if paused { isDone = true }
            defer { date += interval }
            return date
        }
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let frame = 1.0 / 60  // Animator.stepsPerSecond: the host draws 60 frames a second
        let interval = minimumInterval.map { $0.isFinite && $0 > frame ? $0 : frame } ?? frame
        return Entries(date: startDate, interval: interval, paused: paused)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule that updates at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule that updates every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule {
    /// A schedule that updates at the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A schedule for animations, updating with every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A schedule for animations, updating at most every `minimumInterval` seconds, or
    /// not at all while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

/// Information passed to a timeline view's content: the date it shows and how often it
/// updates.
public struct TimelineViewDefaultContext {
    /// The rate at which a timeline updates.
    public enum Cadence: Comparable, Sendable {
        case live
        case seconds
        case minutes
    }

    /// The date the content is built for: the schedule's entry.
    public let date: Date
    /// How often the content updates. A host draws every frame it is asked for, so it
    /// is always `.live`.
    public let cadence: Cadence
}

/// A view that updates according to a schedule that you provide.
///
/// ```swift
/// TimelineView(.everyMinute) { context in
///     Text(context.date, style: .time)
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: _PrimitiveView {
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let state = inputs.persistentObject { TimelineState() }
        let clock = inputs.graph.clock
        // Step 1.
        let now = (inputs.environment.vellumNow ?? inputs.graph.startDate) + (clock?.now ?? 0)
        // Step 2: the last entry at or before now, and the one after it. A schedule
        // that never passes now (an endless stream of past dates) is read 10,000 deep.
        var shown: Date?
        var next: Date?
        for (index, entry) in view.schedule.entries(from: now, mode: .normal).enumerated() {
            if entry > now { next = entry; break }
            shown = entry
            if index >= 10_000 { break }
        }
        let date = shown ?? now
        // Step 3.
        if let next, let clock, state.scheduled != next {
            state.scheduled = next
            let invalidator = inputs.invalidator
            clock.schedule(after: next.timeIntervalSince(now), endless: true) { [weak state] in
                guard let state, state.scheduled == next else { return }
                state.scheduled = nil
                invalidator.invalidate()
            }
        }
        var contentInputs = inputs
        contentInputs.environment.vellumNow = date
        list.nodes += contentInputs.resolve(view.content(Context(date: date, cadence: .live)))
    }
}

/// The next date a timeline waits for on the host's clock.
final class TimelineState {
    var scheduled: Date?
}
