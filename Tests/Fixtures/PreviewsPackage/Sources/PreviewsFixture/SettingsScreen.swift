import Vellum

struct SettingsScreen: View {
    @Binding var notifications: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Settings").font(.largeTitle)
            Toggle("Notifications", isOn: $notifications)
            Text(notifications ? "You will hear from us." : "All quiet.")
            Spacer()
        }
        .padding()
    }
}

#Preview(traits: .landscapeLeft) {
    @Previewable @State var notifications = true
    SettingsScreen(notifications: $notifications)
}
