import Testing
import Vellum

// `@Entry` as SwiftUI code writes it (iOS 18's macro, back-deployed to iOS 17 by
// Xcode 16): one line instead of a key type and a computed property.

extension EnvironmentValues {
    @Entry var accent: Color = .blue
    @Entry var cardCornerRadius: CGFloat = 12
    @Entry var signedInUser: String?
}

private struct AccentBadge: View {
    @Environment(\.accent) private var accent
    @Environment(\.cardCornerRadius) private var radius
    @Environment(\.signedInUser) private var user

    var body: some View {
        RoundedRectangle(cornerRadius: radius)
            .fill(accent)
            .overlay { Text(user ?? "Guest") }
            .frame(width: 80, height: 40)
    }
}

@MainActor
struct EntrySampleTests {
    @Test func defaultsWhereNothingIsSet() {
        let values = EnvironmentValues()
        #expect(values.accent == .blue)
        #expect(values.cardCornerRadius == 12)
        #expect(values.signedInUser == nil)
        let host = ViewHost(AccentBadge(), size: CGSize(width: 200, height: 100))
        #expect(host.contains(text: "Guest"))
    }

    @Test func anEnvironmentModifierOverridesBelowIt() {
        let host = ViewHost(VStack {
            AccentBadge()
            AccentBadge().environment(\.signedInUser, "Ada").environment(\.accent, .orange)
        }, size: CGSize(width: 200, height: 200))
        #expect(host.contains(text: "Guest"))
        #expect(host.contains(text: "Ada"))
        var values = EnvironmentValues()
        values.accent = .orange
        #expect(values.accent == .orange)
        // The fill follows the value: the second badge is orange.
        let fills = host.displayList.items.compactMap { item -> Color? in
            if case .fill(_, .color(let color), _) = item { color } else { nil }
        }
        #expect(fills.contains(Color.blue) && fills.contains(Color.orange))
    }
}
