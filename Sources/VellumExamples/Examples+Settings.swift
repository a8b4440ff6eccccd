import Foundation
import Vellum

extension Examples {
    static let settings: [Example] = [
        Example(
            name: "settings-light-dark",
            summary: "A settings screen in light and dark side by side: a Form with a GroupBox and a Gauge, hierarchical text styles, and a ContentUnavailableView.",
            window: CGSize(width: 780, height: 640),
            source: """
            HStack(spacing: 0) {
                SettingsScreen()
                SettingsScreen().environment(\\.colorScheme, .dark)
            }

            struct SettingsScreen: View {
                @State private var syncsPhotos = true
                var body: some View {
                    Form {
                        Section("Account") {
                            VStack(alignment: .leading) {
                                Text("Mary Colby")
                                Text("mary@example.com").foregroundStyle(.secondary)
                                Text("Member since 2019").foregroundStyle(.tertiary)
                            }
                            Toggle("Sync Photos", isOn: $syncsPhotos)
                        }
                        Section("Storage") {
                            GroupBox("iCloud") {
                                Gauge(value: 41, in: 0...50) {
                                    Text("41 GB of 50 GB used")
                                }
                                .tint(.orange)
                            }
                        }
                        Section("Backups") {
                            ContentUnavailableView("No Backups", systemImage: "externaldrive",
                                                   description: Text("Backups you make appear here."))
                        }
                    }
                    .frame(width: 390)
                    .background(Color(uiColor: .systemGroupedBackground))
                }
            }
            """,
            makeView: {
                AnyView(HStack(spacing: 0) {
                    SettingsScreen()
                    SettingsScreen().environment(\.colorScheme, .dark)
                })
            }),
    ]
}

struct SettingsScreen: View {
    @State private var syncsPhotos = true

    var body: some View {
        Form {
            Section("Account") {
                VStack(alignment: .leading) {
                    Text("Mary Colby")
                    Text("mary@example.com").foregroundStyle(.secondary)
                    Text("Member since 2019").foregroundStyle(.tertiary)
                }
                Toggle("Sync Photos", isOn: $syncsPhotos)
            }
            Section("Storage") {
                GroupBox("iCloud") {
                    Gauge(value: 41, in: 0...50) {
                        Text("41 GB of 50 GB used")
                    }
                    .tint(.orange)
                }
            }
            Section("Backups") {
                ContentUnavailableView("No Backups", systemImage: "externaldrive",
                                       description: Text("Backups you make appear here."))
            }
        }
        .frame(width: 390)
        .background(Color(uiColor: .systemGroupedBackground))
    }
}
