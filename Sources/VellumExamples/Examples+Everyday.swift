import Foundation
import Vellum

extension Examples {
    static let everyday: [Example] = [
        Example(
            name: "run-summary",
            summary: "A run tracker's summary: distance, pace and temperature written by Measurement format styles in en_US (\"5.2 km\" as provided, \"32 minutes\" wide, \"18°C\"), and an Accent colour picker whose well shows the chosen colour.",
            window: Device.iPhone15.screenSize,
            source: runSummarySource,
            makeView: { AnyView(RunSummary()) },
            device: .iPhone15),
        Example(
            name: "color-panel",
            summary: "The same screen after a tap on Accent: the colour panel in a sheet, the title and close button, Grid selected in the segmented control, the 12 × 10 grid of colours, the opacity slider and the swatch of the current colour (panel figures are estimates).",
            window: Device.iPhone15.screenSize,
            source: runSummarySource + "\n// then a tap on Accent",
            makeView: { AnyView(RunSummary()) },
            device: .iPhone15,
            prepare: { try $0.tap(text: "Accent") }),
    ]

    private static let runSummarySource = """
        @State private var accent = Color.orange
        let distance = Measurement(value: 5.2, unit: UnitLength.kilometers)
        let time = Measurement(value: 32, unit: UnitDuration.minutes)
        let temperature = Measurement(value: 18, unit: UnitTemperature.celsius)

        NavigationStack {
            Form {
                Section("Morning Run") {
                    LabeledContent("Distance") { Text(distance, format: .measurement(width: .abbreviated, usage: .asProvided)) }
                    LabeledContent("Time") { Text(time, format: .measurement(width: .wide)) }
                    LabeledContent("Temperature") { Text(temperature, format: .measurement(width: .abbreviated, usage: .asProvided)) }
                }
                Section("Appearance") { ColorPicker("Accent", selection: $accent) }
            }
            .navigationTitle("Summary")
            .tint(accent)
        }
        """
}

/// The run-summary example's view.
struct RunSummary: View {
    @State private var accent = Color.orange
    let distance = Measurement(value: 5.2, unit: UnitLength.kilometers)
    let time = Measurement(value: 32, unit: UnitDuration.minutes)
    let temperature = Measurement(value: 18, unit: UnitTemperature.celsius)

    var body: some View {
        NavigationStack {
            Form {
                Section("Morning Run") {
                    LabeledContent("Distance") {
                        Text(distance, format: .measurement(width: .abbreviated, usage: .asProvided))
                    }
                    LabeledContent("Time") {
                        Text(time, format: .measurement(width: .wide))
                    }
                    LabeledContent("Temperature") {
                        Text(temperature, format: .measurement(width: .abbreviated, usage: .asProvided))
                    }
                }
                Section("Appearance") {
                    ColorPicker("Accent", selection: $accent)
                }
            }
            .navigationTitle("Summary")
            .tint(accent)
        }
    }
}
