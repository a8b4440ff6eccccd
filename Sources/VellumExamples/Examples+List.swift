import Foundation
import Vellum

extension Examples {
    static let list = Example(
        name: "settings-list",
        summary: "An inset grouped List: sections with uppercase headers and a footer on white rounded cards, 44-point rows, separators, a disclosure group.",
        window: CGSize(width: 390, height: 600),
        source: """
        List {
            Section("Account") {
                LabeledContent("Name", value: "Mary Colby")
                LabeledContent("Plan", value: "Family")
                Link("Manage Subscription", destination: URL(string: "https://example.com")!)
            }
            Section {
                Toggle("Wi-Fi", isOn: .constant(true))
                Toggle("Bluetooth", isOn: .constant(false))
                DisclosureGroup("Advanced", isExpanded: .constant(true)) {
                    Text("Proxy")
                    Text("DNS")
                }
            } header: {
                Text("Connections")
            } footer: {
                Text("Bluetooth stays off until you turn it on.")
            }
            Section {
                Button("Sign Out", role: .destructive) {}
            }
        }
        """,
        makeView: { AnyView(SettingsList()) })
}

struct SettingsList: View {
    var body: some View {
        List {
            Section("Account") {
                LabeledContent("Name", value: "Mary Colby")
                LabeledContent("Plan", value: "Family")
                Link("Manage Subscription", destination: URL(string: "https://example.com")!)
            }
            Section {
                Toggle("Wi-Fi", isOn: .constant(true))
                Toggle("Bluetooth", isOn: .constant(false))
                DisclosureGroup("Advanced", isExpanded: .constant(true)) {
                    Text("Proxy")
                    Text("DNS")
                }
            } header: {
                Text("Connections")
            } footer: {
                Text("Bluetooth stays off until you turn it on.")
            }
            Section {
                Button("Sign Out", role: .destructive) {}
            }
        }
    }
}
