import Foundation
import Testing
@testable import VellumCore

// DatePicker's .wheel style in UTC, with the spec's fixed-advance text: the wheel's
// 21-point rows are 8 × 21/17 a glyph and 61/3 × 21/17 a line. The selection is
// 25 November 2026, 9:41 AM.

private let utc = TimeZone(identifier: "UTC")!
private let glyph: CGFloat = 8 * 21 / 17
private let wheelLine = line * 21 / 17

private func date(_ day: Int, month: Int = 11, year: Int = 2026, hour: Int = 9, minute: Int = 41) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

private struct AlarmForm: View {
    var components: DatePickerComponents = .date
    var locale = Locale(identifier: "en_US")
    var range: ClosedRange<Date>? = nil
    @State private var when = date(25)

    var body: some View {
        VStack(spacing: 0) {
            Group {
                if let range {
                    DatePicker("When", selection: $when, in: range, displayedComponents: components)
                } else {
                    DatePicker("When", selection: $when, displayedComponents: components)
                }
            }
            .datePickerStyle(.wheel)
            Text("Set \(Int(when.timeIntervalSince1970))")
            Spacer()
        }
        .environment(\.timeZone, utc)
        .environment(\.locale, locale)
    }
}

@MainActor
@Suite struct DatePickerWheelTests {
    let window = CGSize(width: 390, height: 600)

    private func set(_ date: Date) -> String { "Set \(Int(date.timeIntervalSince1970))" }

    @Test func theWheelIs216TallWithTheLabelLeading() throws {
        let host = ViewHost(AlarmForm(), size: window, environment: .spec)
        // UIPickerView's documented 216 points; the label centred beside it.
        let label = try host.find(text: "When").frame
        #expect(close(label, CGRect(x: 0, y: 108 - line / 2, width: 32, height: line)))
        #expect(close(try host.find(text: set(date(25))).frame.minY, 216))
        // The selected rows sit in the middle of the wheel, on the band.
        for text in ["November", "25", "2026"] {
            #expect(close(try host.find(text: text).frame.midY, 108))
            #expect(close(try host.find(text: text).frame.height, wheelLine))
        }
        // The rows above and below, 32 apart.
        #expect(close(try host.find(text: "October").frame.midY, 108 - 32))
        #expect(close(try host.find(text: "2027").frame.midY, 108 + 32))
    }

    @Test func enUSColumnsAreMonthDayYear() throws {
        let host = ViewHost(AlarmForm(), size: window, environment: .spec)
        let month = try host.find(text: "November").frame
        let day = try host.find(text: "25").frame
        let year = try host.find(text: "2026").frame
        // Each column as wide as its widest entry ("September"; "25", which the spec's
        // engine makes 18 × 21/17 wide; "1000"), 24 apart, the months leading-aligned;
        // the three centred in the width beside the label.
        #expect(close(day.width, 18 * 21 / 17))
        let width = 9 * glyph + 24 + day.width + 24 + 4 * glyph
        let wheel = month.minX + width / 2
        #expect(close(day.minX, month.minX + 9 * glyph + 24))
        #expect(close(year.minX, day.maxX + 24))
        #expect(close(wheel, (32 + 8 + 390) / 2))
    }

    @Test func enGBColumnsAreDayMonthYear() throws {
        let host = ViewHost(AlarmForm(locale: Locale(identifier: "en_GB")), size: window, environment: .spec)
        let day = try host.find(text: "25").frame
        let month = try host.find(text: "November").frame
        let year = try host.find(text: "2026").frame
        #expect(close(month.minX, day.maxX + 24))
        #expect(close(year.minX, month.minX + 9 * glyph + 24))
    }

    @Test func hourAndMinuteFollowTheLocaleClock() throws {
        let us = ViewHost(AlarmForm(components: .hourAndMinute), size: window, environment: .spec)
        let hour = try us.find(text: "9").frame
        let minute = try us.find(text: "41").frame
        let period = try us.find(text: "AM").frame
        #expect(hour.minX < minute.minX && minute.maxX + 24 <= period.minX + 0.001)
        let pm = try us.find(text: "PM").frame
        #expect(close(period.midY, 108) && close(pm.midY, 108 + 32))

        let gb = ViewHost(AlarmForm(components: .hourAndMinute, locale: Locale(identifier: "en_GB")), size: window, environment: .spec)
        #expect(gb.contains(text: "09") && gb.contains(text: "41"))
        #expect(!gb.contains(text: "AM"))
        #expect(close(try gb.find(text: "11").frame.midY, 108 + 2 * 32))
    }

    @Test func tapsAndDragsChangeThatPartOfTheDate() throws {
        let host = ViewHost(AlarmForm(), size: window, environment: .spec)
        try host.tap(text: "December")
        #expect(host.contains(text: set(date(25, month: 12))))
        try host.tap(text: "27")
        #expect(host.contains(text: set(date(27, month: 12))))
        // A drag up two rows on the year column brings 2028 into the band.
        let year = try host.find(text: "2026").frame
        try host.drag(from: CGPoint(x: year.midX, y: year.midY), to: CGPoint(x: year.midX, y: year.midY - 64))
        #expect(host.contains(text: set(date(27, month: 12, year: 2028))))
        // Months loop: two rows down from January is November.
        try host.tap(text: "January")
        let month = try host.find(text: "January").frame
        try host.drag(from: CGPoint(x: month.midX, y: month.midY), to: CGPoint(x: month.midX, y: month.midY + 64))
        #expect(host.contains(text: set(date(27, month: 11, year: 2028))))
    }

    @Test func aDayPastTheMonthsEndBecomesItsLast() throws {
        let host = ViewHost(AlarmForm(), size: window, environment: .spec)
        try host.tap(text: "December")
        // Six rows up from the 25th is the 31st.
        let day = try host.find(text: "25").frame
        try host.drag(from: CGPoint(x: day.midX, y: day.midY), to: CGPoint(x: day.midX, y: day.midY - 6 * 32))
        #expect(host.contains(text: set(date(31, month: 12))))
        try host.tap(text: "November")
        #expect(host.contains(text: set(date(30, month: 11))))
    }

    @Test func timeChangesKeepTheDay() throws {
        let host = ViewHost(AlarmForm(components: .hourAndMinute), size: window, environment: .spec)
        try host.tap(text: "PM")
        #expect(host.contains(text: set(date(25, hour: 21))))
        try host.tap(text: "43")
        #expect(host.contains(text: set(date(25, hour: 21, minute: 43))))
        try host.tap(text: "11")
        #expect(host.contains(text: set(date(25, hour: 23, minute: 43))))
    }

    @Test func dateAndTimeLeadWithTheDay() throws {
        let host = ViewHost(AlarmForm(components: [.date, .hourAndMinute]), size: window, environment: .spec)
        let day = try host.find(text: "Wed Nov 25").frame
        #expect(day.maxX < (try host.find(text: "9").frame).minX)
        try host.tap(text: "Thu Nov 26")
        #expect(host.contains(text: set(date(26))))
    }

    @Test func aDateOutsideTheRangeSnapsToItsEnd() throws {
        let host = ViewHost(AlarmForm(range: date(1)...date(30, month: 12)), size: window, environment: .spec)
        try host.tap(text: "2027")
        #expect(host.contains(text: set(date(30, month: 12))))
    }

    @Test func theWheelKeepsTheLayoutLaws() {
        LayoutLaws.check(DatePicker("When", selection: .constant(date(25)), displayedComponents: .date)
            .datePickerStyle(.wheel).environment(\.timeZone, utc), mayBeInfinite: true)
    }
}
