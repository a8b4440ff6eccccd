import Foundation
import Testing
@testable import VellumCore

/// `Measurement.FormatStyle` (Vellum's, as Linux Foundation has none) and
/// `Text(_:format:)` with measurements, in en_US and de_DE.
@MainActor
struct MeasurementFormatStyleTests {
    let enUS = Locale(identifier: "en_US")
    let deDE = Locale(identifier: "de_DE")

    func km(_ value: Double) -> Measurement<UnitLength> { Measurement(value: value, unit: .kilometers) }
    func celsius(_ value: Double) -> Measurement<UnitTemperature> { Measurement(value: value, unit: .celsius) }

    @Test func appleDocumentedExamples() {
        let hundred = Measurement<UnitTemperature>(value: 100, unit: .fahrenheit)
        // Source: developer.apple.com/documentation/foundation/measurement/formatstyle/width
        #expect(hundred.formatted(.measurement(width: .wide).locale(enUS)) == "100 degrees Fahrenheit")
        #expect(hundred.formatted(.measurement(width: .abbreviated).locale(enUS)) == "100°F")
        #expect(hundred.formatted(.measurement(width: .narrow).locale(enUS)) == "100°")
        // Source: …/measurement/formatstyle/usage ("36.8°C" as provided).
        #expect(celsius(36.8).formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(enUS)) == "36.8°C")
    }

    @Test func generalUsageConvertsToTheRegionsUnit() {
        // en_US prefers miles, then feet (CLDR unit preferences, length/default); ICU
        // rounds usage output to an integer keeping two significant digits.
        #expect(km(5).formatted(.measurement(width: .abbreviated).locale(enUS)) == "3.1 mi")
        #expect(km(42.195).formatted(.measurement(width: .abbreviated).locale(enUS)) == "26 mi")
        #expect(km(0.5).formatted(.measurement(width: .abbreviated).locale(enUS)) == "1,640 ft")
        #expect(km(5).formatted(.measurement(width: .wide).locale(enUS)) == "3.1 miles")
        // de_DE keeps kilometres, with a decimal comma (CLDR de).
        #expect(km(5).formatted(.measurement(width: .abbreviated).locale(deDE)) == "5 km")
        #expect(km(5.2).formatted(.measurement(width: .abbreviated).locale(deDE)) == "5,2 km")
        #expect(km(5.2).formatted(.measurement(width: .wide).locale(deDE)) == "5,2 Kilometer")
        #expect(Measurement(value: 800, unit: UnitLength.meters).formatted(.measurement(width: .abbreviated).locale(deDE)) == "800 m")
        // Temperature converts without the usage rounding (swift-foundation's skeletonForUsage).
        #expect(celsius(18).formatted(.measurement(width: .abbreviated).locale(enUS)) == "64.4°F")
        #expect(celsius(18).formatted(.measurement(width: .abbreviated).locale(deDE)) == "18 °C")
        #expect(celsius(18).formatted(.measurement(width: .wide).locale(deDE)) == "18 Grad Celsius")
    }

    @Test func asProvidedKeepsTheUnitAndTheNumber() {
        let style = Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: enUS, usage: .asProvided)
        #expect(style.format(km(5.2)) == "5.2 km")
        #expect(style.format(km(1234.5)) == "1,234.5 km")
        #expect(km(1).formatted(.measurement(width: .wide, usage: .asProvided).locale(enUS)) == "1 kilometer")
        #expect(km(5.2).formatted(.measurement(width: .narrow, usage: .asProvided).locale(enUS)) == "5.2km")
    }

    @Test func roadUsageUsesFeetAndIncrements() {
        // CLDR TR35 "Unit Preferences", length/road: US miles from 0.5, then feet in 50s.
        let road = Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: enUS, usage: .road)
        #expect(road.format(km(1)) == "0.62 mi")
        #expect(road.format(Measurement(value: 200, unit: .meters)) == "650 ft")
        // Elsewhere kilometres from 0.9, then metres in 50s from 300.
        #expect(road.locale(deDE).format(Measurement(value: 432, unit: .meters)) == "450 m")
    }

    @Test func durationsSpeedsAndUnknownUnits() {
        let minutes = Measurement(value: 32, unit: UnitDuration.minutes)
        #expect(minutes.formatted(.measurement(width: .wide).locale(enUS)) == "32 minutes")
        #expect(minutes.formatted(.measurement(width: .abbreviated).locale(deDE)) == "32 Min.")
        let speed = Measurement(value: 10, unit: UnitSpeed.kilometersPerHour)
        #expect(speed.formatted(.measurement(width: .abbreviated).locale(enUS)) == "6.2 mph")
        // A unit without names in Vellum's table shows its symbol.
        let knots = Measurement(value: 12, unit: UnitSpeed.knots)
        #expect(knots.formatted(.measurement(width: .wide, usage: .asProvided).locale(enUS)) == "12 kn")
    }

    @Test func numberFormatStyleAndHiddenScale() {
        let style = Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: deDE, usage: .asProvided,
                                                         numberFormatStyle: .number.precision(.fractionLength(2)))
        #expect(style.format(km(5)) == "5,00 km")
        #expect(celsius(21).formatted(.measurement(width: .narrow, usage: .asProvided, hidesScaleName: true).locale(enUS)) == "21°")
    }

    @Test func textShowsTheMeasurementInTheEnvironmentsLocale() throws {
        let text = Text(km(5.2), format: .measurement(width: .wide, usage: .asProvided))
        let host = ViewHost(text, size: CGSize(width: 300, height: 100), environment: .spec)
        let frame = try host.find(text: "5.2 kilometers").frame
        // The fixed-advance engine: 8 per glyph, 14 glyphs.
        #expect(abs(frame.width - 14 * 8) < 0.01)
        let german = ViewHost(text.environment(\.locale, deDE), size: CGSize(width: 300, height: 100), environment: .spec)
        #expect(german.contains(text: "5,2 Kilometer"))
    }
}
