import Foundation

/// A control for selecting an absolute date.
///
/// Dates show in the environment's `locale`, `calendar` and `timeZone`. The look comes
/// from `.datePickerStyle(_:)`:
/// - `.compact` (and `.automatic`, as on iOS 17): the label leading, then the date
///   ("Nov 25, 2026") and/or the time ("9:41 AM") each in a grey capsule. A tap on the
///   date capsule presents the graphical calendar through the popover mechanism (on
///   iPhone, as a sheet); choosing a day selects it.
/// - `.graphical`: a month calendar: the month and year ("November 2026") with chevrons
///   paging the months, the weekday initials, and a seven-column grid of days, the
///   selected day in an accent-colour circle. A tap on a day selects it; days outside the
///   `in:` range are grey and take no tap.
/// - `.wheel`: the label leading, then UIDatePicker's 216-tall wheel: for `.date` the
///   month, day and year columns in the locale's order ("November 25 2026" in en_US,
///   "25 November 2026" in en_GB); for `.hourAndMinute` the hour, minute and (in a
///   12-hour locale) AM/PM; for both, the day ("Wed Nov 25"), hour, minute and AM/PM.
///   The selected row sits in a grey band across the columns. A tap on a row or a
///   vertical drag on a column changes that part of the date; a date outside the `in:`
///   range snaps to its nearest end.
///
/// ```swift
/// DatePicker("Start", selection: $start, in: Date()..., displayedComponents: .date)
/// ```
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: Components
    let label: Label
    @Environment(\.datePickerStyle) private var style
    @State private var showsCalendar = false

    public typealias Components = DatePickerComponents

    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: range, components: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, range: ClosedRange<Date>?, components: Components, label: Label) {
        self.selection = selection
        self.range = range
        self.components = components
        self.label = label
    }

    public var body: some View {
        switch style {
        case .wheel:
            ControlRow(spacer: nil, label: label, control: DateWheel(selection: selection, range: range, components: components))
        case .graphical:
            GraphicalCalendar(selection: selection, range: range, onChoose: nil)
        case .compact:
            ControlRow(spacing: 6, spacer: Spacer(minLength: 8), label: label, control: HStack(spacing: 6) {
                if components.contains(.date) {
                    DateCapsule(date: selection.wrappedValue, template: "yMMMd")
                        .onTapGesture { showsCalendar = true }
                }
                if components.contains(.hourAndMinute) {
                    DateCapsule(date: selection.wrappedValue, template: "jmm")
                }
            })
            .popover(isPresented: $showsCalendar) {
                GraphicalCalendar(selection: selection, range: range) { showsCalendar = false }
                    .padding(.horizontal, 16)
            }
        }
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(title))
    }
}

/// The parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Hour and minute, in the locale's clock.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// Day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

// MARK: - Styles

/// A type that specifies the appearance and interaction of all date pickers within a
/// view hierarchy.
@MainActor @preconcurrency
public protocol DatePickerStyle {
    /// Which of Vellum's date picker looks this style is.
    var _kind: _DatePickerStyleKind { get }
}

public enum _DatePickerStyleKind: Sendable { case compact, graphical, wheel }

public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: _DatePickerStyleKind { .compact }
}

public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: _DatePickerStyleKind { .compact }
}

public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: _DatePickerStyleKind { .graphical }
}

/// A date picker style that displays each component as columns in a scrollable wheel.
public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: _DatePickerStyleKind { .wheel }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey {
    static let defaultValue = _DatePickerStyleKind.compact
}

extension EnvironmentValues {
    var datePickerStyle: _DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for date pickers within this view.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<_DatePickerStyleKind>> {
        environment(\.datePickerStyle, style._kind)
    }
}

// MARK: - Compact

/// The compact picker's metrics: capsules 34 tall with 11 points each side of the text,
/// radius 6 (estimates from iOS 17 screenshots).
enum DateCapsuleMetrics {
    static let height: CGFloat = 34
    static let horizontalPadding: CGFloat = 11
    static let cornerRadius: CGFloat = 6
}

/// A formatter for `template` in the environment's locale, calendar and time zone.
func dateFormatter(_ template: String, _ env: EnvironmentValues) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = env.locale
    formatter.calendar = env.calendar
    formatter.timeZone = env.timeZone
    formatter.setLocalizedDateFormatFromTemplate(template)
    return formatter
}

/// The environment's calendar, reckoning days in the environment's time zone.
func pickerCalendar(_ env: EnvironmentValues) -> Calendar {
    var calendar = env.calendar
    calendar.timeZone = env.timeZone
    return calendar
}

/// One grey capsule of a compact date picker: the date or the time, in the text colour.
struct DateCapsule: View {
    let date: Date
    let template: String
    @Environment(\.self) private var env

    var body: some View {
        Text(dateFormatter(template, env).string(from: date))
            .lineLimit(1)
            .padding(.horizontal, DateCapsuleMetrics.horizontalPadding)
            .frame(height: DateCapsuleMetrics.height)
            .background(RoundedRectangle(cornerRadius: DateCapsuleMetrics.cornerRadius).fill(SystemColors.tertiaryFill))
            .contentShape(Rectangle())
    }
}

// MARK: - Graphical

/// The graphical calendar's metrics: day cells 44 tall, the selection circle 40 across,
/// the header row 44 tall (estimates from iOS 17 screenshots).
enum CalendarMetrics {
    static let cellHeight: CGFloat = 44
    static let circle: CGFloat = 40
    static let headerHeight: CGFloat = 44
}

/// The graphical date picker: a month header with paging chevrons, the weekday initials
/// and the days of the month in seven columns.
struct GraphicalCalendar: View {
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    /// Called after a day is chosen (the compact picker closes its card).
    let onChoose: (@MainActor () -> Void)?
    @Environment(\.self) private var env
    @Environment(\.controlTint) private var tint
    /// Months paged away from the selection's month.
    @State private var monthOffset = 0

    var body: some View {
        let calendar = pickerCalendar(env)
        let selected = selection.wrappedValue
        let monthStart = calendar.date(byAdding: .month, value: monthOffset,
                                       to: calendar.dateInterval(of: .month, for: selected)?.start ?? selected) ?? selected
        let days = calendar.range(of: .day, in: .month, for: monthStart)?.count ?? 30
        let lead = (calendar.component(.weekday, from: monthStart) - calendar.firstWeekday + 7) % 7
        let symbols = dateFormatter("", env).veryShortStandaloneWeekdaySymbols ?? []
        let initials = (0..<7).map { symbols.isEmpty ? "" : symbols[($0 + calendar.firstWeekday - 1) % 7] }
        let weeks = (lead + days + 6) / 7
        VStack(spacing: 0) {
            HStack {
                Text(dateFormatter("MMMMy", env).string(from: monthStart)).fontWeight(.semibold)
                Spacer()
                PageChevron(forward: false).stroke(tint, style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
                    .frame(width: 10, height: 17).frame(width: 44, height: 44).contentShape(Rectangle())
                    .onTapGesture { monthOffset -= 1 }
                    .accessibilityLabel("Previous Month")
                PageChevron(forward: true).stroke(tint, style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
                    .frame(width: 10, height: 17).frame(width: 44, height: 44).contentShape(Rectangle())
                    .onTapGesture { monthOffset += 1 }
                    .accessibilityLabel("Next Month")
            }
            .frame(height: CalendarMetrics.headerHeight)
            HStack(spacing: 0) {
                ForEach(0..<7, id: \.self) { i in
                    Text(initials[i]).font(.system(size: 13, weight: .semibold)).foregroundStyle(SystemColors.tertiaryLabel)
                        .frame(maxWidth: .infinity)
                }
            }
            ForEach(0..<weeks, id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { column in
                        let day = week * 7 + column - lead + 1
                        if day >= 1 && day <= days, let date = calendar.date(byAdding: .day, value: day - 1, to: monthStart) {
                            dayCell(day: day, date: date, calendar: calendar)
                        } else {
                            Color.clear.frame(maxWidth: .infinity, minHeight: CalendarMetrics.cellHeight, maxHeight: CalendarMetrics.cellHeight)
                        }
                    }
                }
            }
        }
    }

    @ViewBuilder
    private func dayCell(day: Int, date: Date, calendar: Calendar) -> some View {
        let isSelected = calendar.isDate(date, inSameDayAs: selection.wrappedValue)
        let inRange = range.map { range in
            calendar.startOfDay(for: range.lowerBound) <= date && date <= range.upperBound
        } ?? true
        let color: Color = isSelected ? tint : inRange ? .primary : SystemColors.tertiaryLabel
        let cell = Text("\(day)")
            .font(.system(size: 20, weight: isSelected ? .semibold : .regular))
            .foregroundStyle(color)
            .background {
                if isSelected {
                    Circle().fill(tint.opacity(0.12)).frame(width: CalendarMetrics.circle, height: CalendarMetrics.circle)
                }
            }
            .frame(maxWidth: .infinity, minHeight: CalendarMetrics.cellHeight, maxHeight: CalendarMetrics.cellHeight)
            .contentShape(Rectangle())
        if inRange {
            cell.onTapGesture {
                // The chosen day, at the selection's time of day.
                let time = calendar.dateComponents([.hour, .minute, .second], from: selection.wrappedValue)
                var chosen = calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: date) ?? date
                if let range { chosen = Swift.min(Swift.max(chosen, range.lowerBound), range.upperBound) }
                selection.wrappedValue = chosen
                onChoose?()
            }
        } else {
            cell
        }
    }
}

/// SF Symbols' chevron.left / chevron.right as the calendar's paging buttons draw them.
private struct PageChevron: Shape {
    let forward: Bool
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let (tip, tail) = forward ? (rect.maxX - 1, rect.minX + 1) : (rect.minX + 1, rect.maxX - 1)
        path.move(to: CGPoint(x: tail, y: rect.minY + 1))
        path.addLine(to: CGPoint(x: tip, y: rect.midY))
        path.addLine(to: CGPoint(x: tail, y: rect.maxY - 1))
        return path
    }
}

// MARK: - Wheel

/// The wheel date picker: UIDatePicker's columns side by side, centred, on one band.
///
/// Each column is as wide as its widest entry; 24 points between columns is an estimate
/// from iOS 17 screenshots. Months, days, hours and minutes loop as on iOS; years, the
/// day column of a date-and-time wheel and AM/PM do not.
struct DateWheel: View {
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents
    @Environment(\.self) private var env

    /// The space between columns (estimated).
    static var columnSpacing: CGFloat { 24 }

    var body: some View {
        HStack(spacing: Self.columnSpacing) {
            ForEach(columns(), id: \.part) { column in
                WheelColumn(count: column.entries.count, selected: column.selected, loops: column.loops,
                            alignment: column.alignment, widest: column.widest,
                            select: { i in choose(column.date(i)) }) { i in Text(verbatim: column.entries[i]) }
            }
        }
        .frame(maxWidth: .infinity)
        .background { WheelBand() }
    }

    /// Sets the selection, kept inside the range.
    private func choose(_ date: Date) {
        selection.wrappedValue = range.map { Swift.min(Swift.max(date, $0.lowerBound), $0.upperBound) } ?? date
    }

    /// The parts of a date a column can show.
    enum Part: Hashable { case month, day, year, weekdayAndDay, hour, minute, period }

    /// One column: its entries, the selected one, and the date choosing each makes.
    struct Column {
        let part: Part
        let entries: [String]
        let selected: Int
        var loops = true
        var alignment: Alignment = .center
        let date: (Int) -> Date
        /// The longest entry, which sets the column's width.
        var widest: Int { entries.indices.max { entries[$0].count < entries[$1].count } ?? 0 }
    }

    /// The columns in the locale's order: the order its date format puts the parts in.
    func columns() -> [Column] {
        let calendar = pickerCalendar(env)
        let date = selection.wrappedValue
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let month = parts.month ?? 1, day = parts.day ?? 1, hour = parts.hour ?? 0
        /// The selection with some of its components changed (a day past the month's
        /// end becomes its last day, as UIDatePicker does).
        func with(_ change: (inout DateComponents) -> Void) -> Date {
            var wanted = parts
            wanted.second = calendar.component(.second, from: date)
            change(&wanted)
            let day = wanted.day ?? 1
            wanted.day = 1
            let first = calendar.date(from: wanted) ?? date
            wanted.day = Swift.min(day, calendar.range(of: .day, in: .month, for: first)?.count ?? day)
            return calendar.date(from: wanted) ?? date
        }
        let formatter = dateFormatter("", env)
        var columns: [(position: Int, column: Column)] = []

        if components.contains(.date) && !components.contains(.hourAndMinute) {
            let format = DateFormatter.dateFormat(fromTemplate: "MMMMdy", options: 0, locale: env.locale) ?? "MMMM d y"
            let months = formatter.standaloneMonthSymbols
            let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
            columns.append((position(of: "M", in: format), Column(
                part: .month, entries: months, selected: month - 1, alignment: .leading,
                date: { i in with { $0.month = i + 1 } })))
            columns.append((position(of: "d", in: format), Column(
                part: .day, entries: (1...days).map { "\($0)" }, selected: day - 1, date: { i in with { $0.day = i + 1 } })))
            // Years 1 to 9999; only the rows in view are drawn.
            columns.append((position(of: "y", in: format), Column(
                part: .year, entries: (1...9999).map { "\($0)" }, selected: (parts.year ?? 1) - 1, loops: false,
                date: { i in with { $0.year = i + 1 } })))
        }
        if components.contains(.hourAndMinute) {
            let format = DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: env.locale) ?? "h:mm a"
            let twelveHour = format.contains("h") || format.contains("K")
            let isPM = hour >= 12
            if twelveHour {
                columns.append((position(of: "hK", in: format), Column(
                    part: .hour, entries: (1...12).map { "\($0)" }, selected: (hour + 11) % 12,
                    date: { i in with { $0.hour = (i + 1) % 12 + (isPM ? 12 : 0) } })))
                columns.append((position(of: "a", in: format), Column(
                    part: .period, entries: [formatter.amSymbol, formatter.pmSymbol], selected: isPM ? 1 : 0, loops: false,
                    date: { i in with { $0.hour = hour % 12 + i * 12 } })))
            } else {
                columns.append((position(of: "H", in: format), Column(
                    part: .hour, entries: (0..<24).map { String(format: "%02d", $0) }, selected: hour,
                    date: { i in with { $0.hour = i } })))
            }
            columns.append((position(of: "m", in: format), Column(
                part: .minute, entries: (0..<60).map { String(format: "%02d", $0) }, selected: parts.minute ?? 0,
                date: { i in with { $0.minute = i } })))
            if components.contains(.date) {
                // The day column leads: "Wed Nov 25", the days either side of the selection.
                let start = calendar.startOfDay(for: date)
                let reach = WheelColumn<Text>.reach
                // UIDatePicker writes the day without the format's commas ("Wed Nov 25").
                let dayFormatter = dateFormatter("EEEMMMd", env)
                dayFormatter.dateFormat = dayFormatter.dateFormat.replacingOccurrences(of: ",", with: "")
                let days = (-reach...reach).map { calendar.date(byAdding: .day, value: $0, to: start) ?? start }
                columns.append((-1, Column(
                    part: .weekdayAndDay, entries: days.map { dayFormatter.string(from: $0) }, selected: reach, loops: false,
                    alignment: .trailing, date: { i in
                        let chosen = calendar.dateComponents([.year, .month, .day], from: days[i])
                        return with { $0.year = chosen.year; $0.month = chosen.month; $0.day = chosen.day }
                    })))
            }
        }
        return columns.sorted { $0.position < $1.position }.map(\.column)
    }

    /// Where a date-format field first appears; fields the format lacks go last.
    private func position(of fields: String, in format: String) -> Int {
        format.firstIndex(where: fields.contains).map { format.distance(from: format.startIndex, to: $0) } ?? format.count
    }
}
