import Foundation

/// Characters worked out where the text is shown, from the environment: a value in a
/// format, which takes the view's locale, or a date against the host's clock.
struct DeferredString: Equatable, @unchecked Sendable {
    let resolve: (EnvironmentValues) -> String
    /// What the characters come from, for equality: the same input in the same format.
    private let input: any Equatable
    private let format: AnyHashable

    init(input: any Equatable, format: AnyHashable, resolve: @escaping (EnvironmentValues) -> String) {
        self.input = input
        self.format = format
        self.resolve = resolve
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.format == rhs.format && lhs.input.isEqual(to: rhs.input)
    }
}

extension Text {
    /// Creates a text view that displays a value formatted by a Foundation format style,
    /// in the environment's locale (`\.locale`), as SwiftUI does:
    /// `Text(12.5, format: .currency(code: "USD"))` shows `$12.50` in `en_US`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String
    {
        let deferred = DeferredString(input: input, format: AnyHashable(format)) { environment in
            format.locale(environment.locale).format(input)
        }
        runs = [Run(string: deferred.resolve(EnvironmentValues()), deferred: deferred)]
    }

    /// Creates a text view that displays a value through a `Formatter` (a
    /// `DateFormatter`, a `NumberFormatter`), in the formatter's own locale; a value the
    /// formatter cannot format shows as empty text.
    ///
    /// SwiftUI asks for a `ReferenceConvertible` or `NSObject` subject; on Linux `Date`
    /// is neither, so any subject is accepted (every SwiftUI call still compiles).
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        runs = [Run(string: formatter.string(for: subject) ?? "")]
    }

    /// A predefined style used to display a `Date`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind

        /// A date: "April 1, 2020".
        public static let date = DateStyle(kind: .date)
        /// Only the time: "9:41 AM".
        public static let time = DateStyle(kind: .time)
        /// The time between now and the date, in its two largest units: "11 min, 14 sec".
        public static let relative = DateStyle(kind: .relative)
        /// The date as an offset from now in its largest unit, "-" for a date to come and
        /// "+" for a past one: "-11 minutes".
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting down to the date, then up from it: "15:00", "36:59:01".
        public static let timer = DateStyle(kind: .timer)
    }

    /// Creates a text view that displays a date in one of SwiftUI's date styles, in the
    /// environment's locale, calendar and time zone. The relative styles measure from
    /// `\.vellumNow` (the host's clock); SwiftUI updates them as time passes, Vellum
    /// shows them at that instant.
    ///
    /// The outputs are those of Apple's documentation for `init(_:style:)`. Foundation
    /// on Linux has no calendar-unit duration format, so `.relative` and `.offset` count
    /// at most in weeks where iOS would say months or years.
    public init(_ date: Date, style: Text.DateStyle) {
        let deferred = DeferredString(input: date, format: AnyHashable(style)) { environment in
            style.format(date, in: environment)
        }
        runs = [Run(string: deferred.resolve(EnvironmentValues()), deferred: deferred)]
    }
}

extension Text.DateStyle {
    func format(_ date: Date, in environment: EnvironmentValues) -> String {
        let locale = environment.locale
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        let now = environment.vellumNow ?? Date()
        let seconds = date.timeIntervalSince(now)
        let distance = Duration.seconds(abs(seconds).rounded(.towardZero))
        let units: Set<Duration.UnitsFormatStyle.Unit> = [.weeks, .days, .hours, .minutes, .seconds]
        switch kind {
        case .date:
            return Date.FormatStyle(date: .long, time: .omitted, locale: locale, calendar: calendar,
                                    timeZone: environment.timeZone).format(date)
        case .time:
            return Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, calendar: calendar,
                                    timeZone: environment.timeZone).format(date)
        case .relative:
            return distance.formatted(.units(allowed: units, width: .abbreviated, maximumUnitCount: 2,
                                             fractionalPart: .hide(rounded: .towardZero)).locale(locale))
        case .offset:
            let sign = seconds > 0 ? "-" : "+"
            return sign + distance.formatted(.units(allowed: units, width: .wide, maximumUnitCount: 1,
                                                    fractionalPart: .hide(rounded: .towardZero)).locale(locale))
        case .timer:
            let pattern: Duration.TimeFormatStyle.Pattern = distance < .seconds(3600) ? .minuteSecond : .hourMinuteSecond
            return distance.formatted(.time(pattern: pattern).locale(locale))
        }
    }
}
