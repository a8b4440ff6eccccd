import Foundation
import Testing
@testable import VellumCore

// TimelineView: its content is built at the host's current date and again when the
// host's clock passes the schedule's next entry.

@MainActor
struct TimelineViewTests {
    /// 2023-11-14 22:13:20 UTC, 20 seconds into a minute.
    private static let start = Date(timeIntervalSince1970: 1_700_000_000)

    private static var environment: EnvironmentValues {
        var environment = EnvironmentValues.fixedText
        environment.vellumNow = start
        environment.timeZone = TimeZone(identifier: "UTC")!
        return environment
    }

    /// A clock face showing hours and minutes.
    private struct ClockFace: View {
        var body: some View {
            TimelineView(.everyMinute) { context in
                let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: context.date)
                Text("\(parts.hour!):\(parts.minute!)")
            }
        }
    }

    @Test func everyMinuteChangesTheFaceWhenTheMinuteTurnsAndNotBefore() {
        let host = ViewHost(ClockFace(), size: CGSize(width: 200, height: 100), environment: Self.environment)
        #expect(host.contains(text: "22:13"))
        // 39 seconds on, the minute has not turned.
        host.advance(by: 39)
        #expect(host.contains(text: "22:13"))
        host.advance(by: 1)
        #expect(host.contains(text: "22:14"))
        host.advance(by: 60)
        #expect(host.contains(text: "22:15"))
        #expect(!host.contains(text: "22:14"))
    }

    @Test func contextDateIsTheLatestEntryAndCadenceIsLive() {
        var seen: [(Date, TimelineViewDefaultContext.Cadence)] = []
        let view = TimelineView(.periodic(from: Self.start, by: 10)) { context in
            let _ = seen.append((context.date, context.cadence))
            Text("tick")
        }
        let host = ViewHost(view, size: CGSize(width: 200, height: 100), environment: Self.environment)
        host.advance(by: 25)
        // At 0, then at the ticks 10 and 20 that 25 seconds passed.
        #expect(seen.map { $0.0.timeIntervalSince(Self.start) } == [0, 10, 20])
        #expect(seen.allSatisfy { $0.1 == .live })
    }

    @Test func explicitDatesAndPausedAnimationsStopUpdating() {
        var explicitDates: [Double] = []
        let explicit = TimelineView(.explicit([Self.start + 5, Self.start + 7])) { context in
            let _ = explicitDates.append(context.date.timeIntervalSince(Self.start))
            Text("x")
        }
        let host = ViewHost(explicit, size: CGSize(width: 100, height: 100), environment: Self.environment)
        host.advance(by: 100)
        // Before its first entry the timeline shows now; then 5 and 7, and nothing more.
        #expect(explicitDates == [0, 5, 7])

        var paused = 0
        let animation = TimelineView(.animation(minimumInterval: nil, paused: true)) { _ in
            let _ = paused += 1
            Text("a")
        }
        let pausedHost = ViewHost(animation, size: CGSize(width: 100, height: 100), environment: Self.environment)
        pausedHost.advance(by: 1)
        #expect(paused == 1)

        var frames = 0
        let running = TimelineView(.animation(minimumInterval: 0.25, paused: false)) { _ in
            let _ = frames += 1
            Text("b")
        }
        let runningHost = ViewHost(running, size: CGSize(width: 100, height: 100), environment: Self.environment)
        runningHost.advance(by: 1)
        // At 0, then every quarter second.
        #expect(frames == 5)
    }

    @Test func dateStylesInsideReadTheTimelinesDate() {
        let view = TimelineView(.everyMinute) { context in
            Text(Self.start - 40, style: .relative)
        }
        let host = ViewHost(view, size: CGSize(width: 300, height: 100), environment: Self.environment)
        // The entry shown is 22:13:00, 20 seconds after the date.
        #expect(host.contains(text: "20 sec"))
    }
}
