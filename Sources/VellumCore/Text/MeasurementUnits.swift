import Foundation

#if !canImport(Darwin)

/// CLDR's unit data for `Measurement.FormatStyle`: which unit a region prefers, how a
/// usage rounds, and the unit names of English and German.
enum MeasurementUnits {
    /// The usages Vellum tells apart (swift-foundation's `Usage`, CLDR's usage names).
    enum Usage: String, Codable, Hashable, Sendable {
        case general = "default", road, asProvided
    }

    /// CLDR's unit widths (ICU's `unit-width-full-name`, `-short`, `-narrow`).
    enum Width: Int, Codable, Hashable, Sendable {
        case wide, abbreviated, narrow
    }

    /// One preferred unit: used when the value in it is at least `geq`; `increment`
    /// rounds to a multiple (CLDR's `skeleton="precision-increment/…"`).
    struct Preference {
        let unit: Dimension
        var geq: Double = 1
        var increment: Double?
    }

    /// The locale's region; without one, the language's likely region (CLDR likely
    /// subtags: en → US), else the world ("001").
    static func region(of locale: Locale) -> String {
        if let region = locale.region?.identifier { return region }
        return locale.language.languageCode?.identifier == "en" ? "US" : "001"
    }

    /// The unit `region` prefers for `unit`'s dimension and `usage`, for `value` (in
    /// `unit`); nil where Vellum has no preference data (the unit is kept).
    static func preferred(for unit: Dimension, usage: Usage, region: String, value: Double) -> Preference? {
        guard let list = preferences(for: unit, usage: usage, region: region) else { return nil }
        let base = abs(Measurement(value: value, unit: unit).converted(to: type(of: unit).baseUnit()).value)
        return list.first { base / Measurement(value: 1, unit: $0.unit).converted(to: type(of: unit).baseUnit()).value >= $0.geq } ?? list.last
    }

    // Source: CLDR TR35 part 6 (Supplemental), "Unit Preferences", whose examples are
    // length `default` and `road`; the others from CLDR common/supplemental/units.xml
    // (temperature: Fahrenheit in the US and its territories; mass: pound, ounce in the
    // US; speed: miles per hour in the US and GB).
    private static func preferences(for unit: Dimension, usage: Usage, region: String) -> [Preference]? {
        switch unit {
        case is UnitLength where usage == .road:
            switch region {
            case "US": return [Preference(unit: UnitLength.miles, geq: 0.5), Preference(unit: UnitLength.feet, geq: 100, increment: 50),
                               Preference(unit: UnitLength.feet, increment: 10)]
            case "GB": return [Preference(unit: UnitLength.miles, geq: 0.5), Preference(unit: UnitLength.yards, geq: 100, increment: 50),
                               Preference(unit: UnitLength.yards)]
            default: return [Preference(unit: UnitLength.kilometers, geq: 0.9), Preference(unit: UnitLength.meters, geq: 300, increment: 50),
                             Preference(unit: UnitLength.meters, increment: 10)]
            }
        case is UnitLength:
            return ["US", "GB"].contains(region)
                ? [Preference(unit: UnitLength.miles), Preference(unit: UnitLength.feet), Preference(unit: UnitLength.inches)]
                : [Preference(unit: UnitLength.kilometers), Preference(unit: UnitLength.meters), Preference(unit: UnitLength.centimeters)]
        case is UnitTemperature:
            return [Preference(unit: ["US", "BS", "BZ", "KY", "PR", "PW"].contains(region) ? UnitTemperature.fahrenheit : UnitTemperature.celsius)]
        case is UnitMass:
            return region == "US" ? [Preference(unit: UnitMass.pounds), Preference(unit: UnitMass.ounces)]
                : [Preference(unit: UnitMass.kilograms), Preference(unit: UnitMass.grams)]
        case is UnitSpeed:
            return [Preference(unit: ["US", "GB"].contains(region) ? UnitSpeed.milesPerHour : UnitSpeed.kilometersPerHour)]
        default:
            return nil
        }
    }

    /// ICU's rounding for usage formatting without a precision: to the preference's
    /// increment, else to an integer keeping at least two significant digits
    /// (`Precision::integer().withMinDigits(2)`: 3.10686 → 3.1, 64.4 → 64), half to even.
    static func usageRounded(_ value: Double, increment: Double?) -> Double {
        if let increment { return (value / increment).rounded(.toNearestOrEven) * increment }
        guard value != 0, value.isFinite else { return value }
        let fractionDigits = max(0, 1 - Int(log10(abs(value)).rounded(.down)))
        let scale = pow(10, Double(fractionDigits))
        return (value * scale).rounded(.toNearestOrEven) / scale
    }

    /// The pattern ("{0} km") for `unit` at `width` in `language`; `one` picks the
    /// singular (English and German use it for exactly "1"). A unit or language without
    /// names here gets "{0} symbol".
    static func pattern(for unit: Dimension, width: Width, generic: Bool,
                        language: String, one: Bool) -> String {
        let key = generic ? "temperature-generic" : "\(category(of: unit))-\(unit.symbol)"
        guard let names = (language == "de" ? german : language == "en" ? english : [:])[key] else { return "{0} " + unit.symbol }
        switch width {
        case .wide: return one ? names[0] : names[1]
        case .abbreviated: return names[2]
        case .narrow: return names[3].isEmpty ? names[2] : names[3]
        }
    }

    private static func category(of unit: Dimension) -> String {
        switch unit {
        case is UnitLength: return "length"
        case is UnitMass: return "mass"
        case is UnitTemperature: return "temperature"
        case is UnitDuration: return "duration"
        case is UnitSpeed: return "speed"
        case is UnitVolume: return "volume"
        case is UnitEnergy: return "energy"
        default: return "other"
        }
    }

    // Names: [wide "one", wide "other", abbreviated, narrow ("" = as abbreviated, CLDR's
    // unitsNarrow alias)], keyed by category and Foundation's symbol.
    // Source: CLDR en.xml unit patterns; Apple's UnitWidth docs ("37.20 Calories",
    // "37.20 Cal", "37.20Cal": Foundation's kilocalorie is CLDR's food calorie) and
    // `usage` docs ("36.8°C").
    private static let english: [String: [String]] = [
        "length-km": ["{0} kilometer", "{0} kilometers", "{0} km", "{0}km"],
        "length-m": ["{0} meter", "{0} meters", "{0} m", "{0}m"],
        "length-cm": ["{0} centimeter", "{0} centimeters", "{0} cm", "{0}cm"],
        "length-mm": ["{0} millimeter", "{0} millimeters", "{0} mm", "{0}mm"],
        "length-mi": ["{0} mile", "{0} miles", "{0} mi", "{0}mi"],
        "length-ft": ["{0} foot", "{0} feet", "{0} ft", "{0}′"],
        "length-in": ["{0} inch", "{0} inches", "{0} in", "{0}″"],
        "length-yd": ["{0} yard", "{0} yards", "{0} yd", "{0}yd"],
        "mass-kg": ["{0} kilogram", "{0} kilograms", "{0} kg", "{0}kg"],
        "mass-g": ["{0} gram", "{0} grams", "{0} g", "{0}g"],
        "mass-lb": ["{0} pound", "{0} pounds", "{0} lb", "{0}#"],
        "mass-oz": ["{0} ounce", "{0} ounces", "{0} oz", "{0}oz"],
        "temperature-°C": ["{0} degree Celsius", "{0} degrees Celsius", "{0}°C", "{0}°C"],
        "temperature-°F": ["{0} degree Fahrenheit", "{0} degrees Fahrenheit", "{0}°F", "{0}°"],
        "temperature-K": ["{0} kelvin", "{0} kelvins", "{0} K", "{0}K"],
        "temperature-generic": ["{0} degree", "{0} degrees", "{0}°", "{0}°"],
        "duration-h": ["{0} hour", "{0} hours", "{0} hr", "{0}h"],
        "duration-m": ["{0} minute", "{0} minutes", "{0} min", "{0}m"],
        "duration-s": ["{0} second", "{0} seconds", "{0} sec", "{0}s"],
        "speed-km/h": ["{0} kilometer per hour", "{0} kilometers per hour", "{0} km/h", "{0}km/h"],
        "speed-mph": ["{0} mile per hour", "{0} miles per hour", "{0} mph", "{0}mph"],
        "speed-m/s": ["{0} meter per second", "{0} meters per second", "{0} m/s", "{0}m/s"],
        "volume-L": ["{0} liter", "{0} liters", "{0} L", "{0}L"],
        "volume-mL": ["{0} milliliter", "{0} milliliters", "{0} mL", "{0}mL"],
        "energy-kCal": ["{0} Calorie", "{0} Calories", "{0} Cal", "{0}Cal"],
        "energy-cal": ["{0} calorie", "{0} calories", "{0} cal", "{0}cal"],
        "energy-kJ": ["{0} kilojoule", "{0} kilojoules", "{0} kJ", "{0}kJ"],
        "energy-J": ["{0} joule", "{0} joules", "{0} J", "{0}J"],
    ]

    // Source: ICU icu4c/source/data/unit/de.txt (CLDR de): `units` for wide, `unitsShort`
    // (else root's "{0} symbol") for abbreviated, `unitsNarrow` (else the short form).
    private static let german: [String: [String]] = [
        "length-km": ["{0} Kilometer", "{0} Kilometer", "{0} km", ""],
        "length-m": ["{0} Meter", "{0} Meter", "{0} m", ""],
        "length-cm": ["{0} Zentimeter", "{0} Zentimeter", "{0} cm", ""],
        "length-mm": ["{0} Millimeter", "{0} Millimeter", "{0} mm", ""],
        "length-mi": ["{0} Meile", "{0} Meilen", "{0} mi", ""],
        "length-ft": ["{0} Fuß", "{0} Fuß", "{0} ft", ""],
        "length-in": ["{0} Zoll", "{0} Zoll", "{0} in", ""],
        "length-yd": ["{0} Yard", "{0} Yards", "{0} yd", ""],
        "mass-kg": ["{0} Kilogramm", "{0} Kilogramm", "{0} kg", ""],
        "mass-g": ["{0} Gramm", "{0} Gramm", "{0} g", ""],
        "mass-lb": ["{0} Pfund", "{0} Pfund", "{0} lb", ""],
        "mass-oz": ["{0} Unze", "{0} Unzen", "{0} oz", ""],
        "temperature-°C": ["{0} Grad Celsius", "{0} Grad Celsius", "{0} °C", ""],
        "temperature-°F": ["{0} Grad Fahrenheit", "{0} Grad Fahrenheit", "{0} °F", "{0}°F"],
        "temperature-K": ["{0} Kelvin", "{0} Kelvin", "{0} K", ""],
        "temperature-generic": ["{0} Grad", "{0} Grad", "{0}°", ""],
        "duration-h": ["{0} Stunde", "{0} Stunden", "{0} Std.", "{0}h"],
        "duration-m": ["{0} Minute", "{0} Minuten", "{0} Min.", ""],
        "duration-s": ["{0} Sekunde", "{0} Sekunden", "{0} Sek.", ""],
        "speed-km/h": ["{0} Kilometer pro Stunde", "{0} Kilometer pro Stunde", "{0} km/h", ""],
        "speed-mph": ["{0} Meile pro Stunde", "{0} Meilen pro Stunde", "{0} mi/h", ""],
        "speed-m/s": ["{0} Meter pro Sekunde", "{0} Meter pro Sekunde", "{0} m/s", ""],
        "volume-L": ["{0} Liter", "{0} Liter", "{0} l", ""],
        "volume-mL": ["{0} Milliliter", "{0} Milliliter", "{0} ml", ""],
        "energy-kCal": ["{0} Kilokalorie", "{0} Kilokalorien", "{0} kcal", ""],
        "energy-cal": ["{0} Kalorie", "{0} Kalorien", "{0} cal", ""],
        "energy-kJ": ["{0} Kilojoule", "{0} Kilojoule", "{0} kJ", ""],
        "energy-J": ["{0} Joule", "{0} Joule", "{0} J", ""],
    ]
}

#endif
