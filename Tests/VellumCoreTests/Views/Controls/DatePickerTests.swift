import Foundation
import Testing
@testable import VellumCore

// DatePicker in en_US, UTC, with the spec's fixed-advance text (17-point glyphs 8
// wide, lines 61/3 tall). 25 November 2026, 9:41 AM is a Wednesday; the 1st is a Sunday.

private let utc = TimeZone(identifier: "UTC")!

private func day(_ day: Int, month: Int = 11, hour: Int = 9, minute: Int = 41) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar.date(from: DateComponents(year: 2026, month: month, day: day, hour: hour, minute: minute))!
}

private struct EventForm: View {
    var graphical = false
    var range: ClosedRange<Date>? = nil
    @State private var start = day(25)

    var body: some View {
        VStack(spacing: 0) {
            Group {
                if let range {
                    DatePicker("Start", selection: $start, in: range, displayedComponents: .date)
                } else {
                    DatePicker("Start", selection: $start, displayedComponents: [.date, .hourAndMinute])
                }
            }
            .datePickerStyle(graphical ? AnyDatePickerStyleKind.graphical : .compact)
            Text("Chose \(Int(start.timeIntervalSince1970))")
            Spacer()
        }
        .environment(\.timeZone, utc)
    }
}

/// Lets the test view switch styles with one expression.
private enum AnyDatePickerStyleKind: DatePickerStyle {
    case compact, graphical
    var _kind: _DatePickerStyleKind { self == .compact ? .compact : .graphical }
}

@MainActor
@Suite struct DatePickerTests {
    let window = CGSize(width: 350, height: 600)

    private func chose(_ date: Date) -> String { "Chose \(Int(date.timeIntervalSince1970))" }

    @Test func compactRowShowsTheDateAndTimeInCapsules() throws {
        let host = ViewHost(EventForm(), size: window, environment: .spec)
        let label = try host.find(text: "Start").frame
        let date = try host.find(text: "Nov 25, 2026").frame
        let time = try host.find(text: "9:41\u{202F}AM").frame
        // The row is one capsule tall (34); the texts centred in it.
        #expect(abs(label.midY - date.midY) < 0.01 && abs(date.midY - time.midY) < 0.01)
        #expect(abs(date.minY - (34 - line) / 2) < 0.01)
        #expect(label.minX == 0)
        // Time capsule trailing: 11 + "9:41 AM" (56) + 11; 6 between; the date's capsule
        // 11 + "Nov 25, 2026" (96) + 11 before it.
        #expect(abs(time.maxX - (350 - 11)) < 0.01 && abs(time.width - 56) < 0.01)
        #expect(abs(date.maxX - (350 - 11 - 56 - 11 - 6 - 11)) < 0.01 && abs(date.width - 96) < 0.01)
    }

    @Test func tappingTheDateOpensTheCalendarAndADayChoosesAndCloses() throws {
        let host = ViewHost(EventForm(), size: window, environment: .spec)
        #expect(!host.contains(text: "November 2026"))
        try host.tap(text: "Nov 25, 2026")
        #expect(host.contains(text: "November 2026"))
        try host.tap(text: "14")
        #expect(!host.contains(text: "November 2026"))
        #expect(host.contains(text: "Nov 14, 2026"))
        #expect(host.contains(text: chose(day(14))))
    }

    @Test func graphicalNovember2026StartsOnSunday() throws {
        let host = ViewHost(EventForm(graphical: true), size: window, environment: .spec)
        let header = try host.find(text: "November 2026").frame
        #expect(abs(header.midY - 22) < 0.01)
        // Seven columns of 50; the 1st under Sunday's "S", the 30th under Monday's "M".
        let first = try host.find(text: "1").frame
        let thirtieth = try host.find(text: "30").frame
        #expect(abs(first.midX - 25) < 0.01 && abs(thirtieth.midX - 75) < 0.01)
        #expect(try host.find(text: "W").frame.midX == 175)
        // Below the 44-tall header and the weekday row, five weeks of 44-tall rows.
        let weekdays = try host.find(text: "W").frame
        #expect(abs(first.midY - (weekdays.maxY + 22)) < 0.01)
        #expect(abs(thirtieth.midY - (weekdays.maxY + 4 * 44 + 22)) < 0.01)
        #expect(!host.contains(text: "31"))
    }

    @Test func tappingADaySelectsItKeepingTheTime() throws {
        let host = ViewHost(EventForm(graphical: true), size: window, environment: .spec)
        try host.tap(text: "14")
        #expect(host.contains(text: chose(day(14))))
        // The chevron trailing the header pages to December.
        let header = try host.find(text: "November 2026").frame
        try host.tap(at: CGPoint(x: 350 - 22, y: header.midY))
        #expect(host.contains(text: "December 2026") && host.contains(text: "31"))
        try host.tap(text: "31")
        #expect(host.contains(text: chose(day(31, month: 12))))
    }

    @Test func daysOutsideTheRangeTakeNoTap() throws {
        let host = ViewHost(EventForm(graphical: true, range: day(20, hour: 0, minute: 0)...day(28)), size: window, environment: .spec)
        // Outside the range, a day is not a control: the host finds nothing to tap.
        #expect(throws: (any Error).self) { try host.tap(text: "14") }
        #expect(throws: (any Error).self) { try host.tap(text: "29") }
        #expect(host.contains(text: chose(day(25))))
        try host.tap(text: "20")
        #expect(host.contains(text: chose(day(20))))
    }
}
