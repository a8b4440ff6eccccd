import Foundation

// The values formatted text reads: locale, calendar, time zone, and the date the host
// treats as now.

private struct LocaleKey: EnvironmentKey {
    /// A fresh iOS simulator's locale. Linux's own default is POSIX (`en_001`), which
    /// shows `US$12.50` where an iPhone shows `$12.50`.
    static let defaultValue = Locale(identifier: "en_US")
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = LocaleKey.defaultValue
        return calendar
    }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
}

private struct NowKey: EnvironmentKey {
    static let defaultValue: Date? = nil
}

extension EnvironmentValues {
    /// The locale text formats numbers, currencies and dates in; `en_US` unless set.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar dates are shown in: Gregorian unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown in: the system's unless set.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// Vellum's, not SwiftUI's: the date views take as now (`Text(_:style:)` with
    /// `.relative`, `.offset`, `.timer`). `nil`, the default, reads the system clock;
    /// a `ViewHost` or `ImageRenderer` sets it for repeatable output.
    public var vellumNow: Date? {
        get { self[NowKey.self] }
        set { self[NowKey.self] = newValue }
    }
}
