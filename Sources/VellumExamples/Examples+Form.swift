import Foundation
import Vellum

extension Examples {
    static let form = Example(
        name: "form",
        summary: "A Form of controls at their iOS sizes: text fields, a switch, a menu and a segmented picker, a stepper, a slider, a progress bar and buttons.",
        window: CGSize(width: 390, height: 720),
        source: """
        Form {
            Section("Profile") {
                TextField("Name", text: .constant("Mary Colby"))
                TextField("Email", text: .constant(""))
                SecureField("Password", text: .constant("secret"))
            }
            Section("Preferences") {
                Toggle("Notifications", isOn: .constant(true))
                Picker("Theme", selection: .constant("System")) {
                    ForEach(["Light", "Dark", "System"], id: \\.self) { Text($0) }
                }
                Picker("Size", selection: .constant(1)) {
                    Text("S").tag(0)
                    Text("M").tag(1)
                    Text("L").tag(2)
                }
                .pickerStyle(.segmented)
                Stepper("Copies: 2", value: .constant(2), in: 1...10)
                Slider(value: .constant(0.4))
                ProgressView(value: 0.7)
            }
            Section {
                HStack {
                    Button("Cancel") {}.buttonStyle(.bordered)
                    Spacer()
                    Button("Save") {}.buttonStyle(.borderedProminent)
                }
                Button("Delete Account", role: .destructive) {}
                Button("Disabled") {}.disabled(true)
            }
        }
        """,
        makeView: { AnyView(ProfileForm()) })
}

struct ProfileForm: View {
    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: .constant("Mary Colby"))
                TextField("Email", text: .constant(""))
                SecureField("Password", text: .constant("secret"))
            }
            Section("Preferences") {
                Toggle("Notifications", isOn: .constant(true))
                Picker("Theme", selection: .constant("System")) {
                    ForEach(["Light", "Dark", "System"], id: \.self) { Text($0) }
                }
                Picker("Size", selection: .constant(1)) {
                    Text("S").tag(0)
                    Text("M").tag(1)
                    Text("L").tag(2)
                }
                .pickerStyle(.segmented)
                Stepper("Copies: 2", value: .constant(2), in: 1...10)
                Slider(value: .constant(0.4))
                ProgressView(value: 0.7)
            }
            Section {
                HStack {
                    Button("Cancel") {}.buttonStyle(.bordered)
                    Spacer()
                    Button("Save") {}.buttonStyle(.borderedProminent)
                }
                Button("Delete Account", role: .destructive) {}
                Button("Disabled") {}.disabled(true)
            }
        }
    }
}
