import Foundation

// Measurement formatting for Linux (iOS 15+ Foundation API).
//
// Apple's Foundation declares `Measurement.FormatStyle`, `MeasurementFormatUnitUsage` and
// `Measurement.formatted(_:)`; swift-corelibs-foundation (Swift 6.3) has none of them and
// marks `MeasurementFormatter` unavailable. Vellum declares them only where Foundation
// lacks them (`!canImport(Darwin)`), so on Apple platforms the same source means
// Foundation's own types and nothing collides.
//
// What Apple's implementation does (swift-foundation, `Measurement+FormatStyle.swift`,
// the FOUNDATION_FRAMEWORK build that ships in iOS 17), and what this file repeats:
// 1. Unless `usage` is `.asProvided`, the value is converted to the unit the locale's
//    region prefers for the usage (CLDR `unitPreferenceData`): the first preferred unit in
//    which the value is at least `geq` (1 unless stated), else the last one.
// 2. The number is rounded: with a usage (not temperature) as ICU's usage formatting does
//    when no precision is given, to an integer but keeping at least two significant
//    digits (ICU `Precision::integer().withMinDigits(2)`) or to the preference's
//    `precision-increment`; otherwise to at most six fraction digits (ICU's default).
//    A `numberFormatStyle` replaces both.
// 3. The number goes into the locale's CLDR unit pattern for the width
//    (`unit-width-full-name`, `-short`, `-narrow`), plural "one" for exactly "1".
//
// Source: https://github.com/apple/swift-foundation (Measurement+FormatStyle.swift, the
// skeletons "measure-unit/… unit-width-… usage/…"); CLDR TR35 part 6 "Unit Preferences";
// ICU unit data icu4c/source/data/unit/en.txt and de.txt.

#if !canImport(Darwin)

extension Measurement where UnitType: Dimension {
    /// A format style that converts measurements to the unit a locale prefers and writes
    /// them with the locale's unit names.
    ///
    /// Vellum writes the names of the common units (length, mass, temperature, duration,
    /// speed, volume, energy) in English and German from CLDR; another unit or language
    /// shows the number and the unit's `symbol` ("5 kn"). Length, mass, speed and
    /// temperature convert for `.general` (and the length usage `.road`); other units
    /// keep the unit they are given.
    ///
    /// ```swift
    /// Text(distance, format: .measurement(width: .abbreviated))   // "3.1 mi" in en_US
    /// ```
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How the unit is written: its full name, an abbreviation, or the shortest form.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let option: MeasurementUnits.Width

            /// Shows the unit in its full spelling: "37.2 calories".
            public static var wide: Self { Self(option: .wide) }
            /// Shows the unit abbreviated: "37.2 cal".
            public static var abbreviated: Self { Self(option: .abbreviated) }
            /// Shows the unit in its shortest form, often without a space: "37.2cal".
            public static var narrow: Self { Self(option: .narrow) }
        }

        public var width: UnitWidth
        public var locale: Locale
        /// What the measurement describes; nil and `.asProvided` keep the given unit.
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// How the number is written; nil rounds as described on the type.
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        var _hidesScaleName = false

        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            let region = MeasurementUnits.region(of: locale)
            var unit: Dimension = measurement.unit
            var value = measurement.value
            var increment: Double?
            var usageRounding = false
            if let usage, usage.usage != .asProvided,
               let preferred = MeasurementUnits.preferred(for: measurement.unit, usage: usage.usage, region: region, value: value) {
                unit = preferred.unit
                value = measurement.converted(to: preferred.unit as! UnitType).value
                increment = preferred.increment
                // Temperature is converted without ICU's usage rounding (swift-foundation
                // formats it with a plain unit skeleton, see its `skeletonForUsage`).
                usageRounding = !(measurement.unit is UnitTemperature)
            }
            let number: String
            if let numberFormatStyle {
                number = numberFormatStyle.locale(locale).format(value)
            } else {
                let rounded = usageRounding ? MeasurementUnits.usageRounded(value, increment: increment) : value
                number = FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength(0...6)).format(rounded)
            }
            let pattern = MeasurementUnits.pattern(for: unit, width: width.option, generic: _hidesScaleName && unit is UnitTemperature,
                                                   language: locale.language.languageCode?.identifier ?? "en", one: number == "1")
            return pattern.replacingOccurrences(of: "{0}", with: number)
        }
    }

    /// Formats the measurement with the style given.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
        style.format(self)
    }

    /// Formats the measurement abbreviated, in the current locale's preferred unit.
    public func formatted() -> String {
        formatted(FormatStyle(width: .abbreviated, locale: .autoupdatingCurrent, usage: .general))
    }
}

extension Measurement.FormatStyle where UnitType == UnitTemperature {
    /// Whether the scale name is hidden: "90°" rather than "90°F".
    public var hidesScaleName: Bool {
        get { _hidesScaleName }
        set { _hidesScaleName = newValue }
    }

    public init(width: UnitWidth = .abbreviated, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
        self.init(width: width, locale: locale, usage: usage, numberFormatStyle: numberFormatStyle)
        _hidesScaleName = hidesScaleName
    }
}

extension FormatStyle {
    /// A style that formats a measurement with the unit width, usage and number style given.
    public static func measurement<UnitType>(width: Measurement<UnitType>.FormatStyle.UnitWidth,
                                             usage: MeasurementFormatUnitUsage<UnitType> = .general,
                                             numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
        where Self == Measurement<UnitType>.FormatStyle
    {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }

    /// A style that formats a temperature, optionally without its scale name ("90°").
    public static func measurement(width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated,
                                   usage: MeasurementFormatUnitUsage<UnitTemperature> = .general, hidesScaleName: Bool = false,
                                   numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
        where Self == Measurement<UnitTemperature>.FormatStyle
    {
        Measurement<UnitTemperature>.FormatStyle(width: width, usage: usage, hidesScaleName: hidesScaleName, numberFormatStyle: numberFormatStyle)
    }
}

/// The purpose a measurement serves, which picks the unit a locale prefers for it.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let usage: MeasurementUnits.Usage

    /// The locale's default unit for the dimension.
    public static var general: Self { Self(usage: .general) }
    /// The unit the measurement has, whatever the locale prefers.
    public static var asProvided: Self { Self(usage: .asProvided) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// Distances on roads: miles or feet in the US, kilometres or metres elsewhere.
    public static var road: Self { Self(usage: .road) }
    /// A person's size (formatted as `.general`: Vellum has no mixed "5 ft 9 in" units).
    public static var person: Self { Self(usage: .general) }
    /// A person's height (formatted as `.general`: Vellum has no mixed "5 ft 9 in" units).
    public static var personHeight: Self { Self(usage: .general) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// Weather temperatures (CLDR prefers the same units as for `.general`).
    public static var weather: Self { Self(usage: .general) }
    /// A person's temperature (CLDR prefers the same units as for `.general`).
    public static var person: Self { Self(usage: .general) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A person's weight (formatted as `.general`: Vellum has no mixed "11 st 4 lb" units).
    public static var personWeight: Self { Self(usage: .general) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// Food energy (Vellum keeps the unit given).
    public static var food: Self { Self(usage: .general) }
    /// Energy spent in a workout (Vellum keeps the unit given).
    public static var workout: Self { Self(usage: .general) }
}

#endif
