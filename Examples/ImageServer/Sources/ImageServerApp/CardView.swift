import Vellum

/// The Open Graph card the server draws: a title, a subtitle and the site's name on a
/// gradient of the theme's colours.
struct CardView: View {
    let title: String
    let subtitle: String
    let theme: CardTheme

    /// Changed whenever the drawing changes, so caches holding older cards miss.
    static let designVersion = "1"

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Text("VELLUM").font(.system(size: 28, weight: .semibold)).tracking(6)
                .foregroundStyle(theme.ink.opacity(0.8))
            Text(title)
                .font(.system(size: 72, weight: .bold)).foregroundStyle(theme.ink)
                .lineLimit(3)
            if !subtitle.isEmpty {
                Text(subtitle)
                    .font(.system(size: 32)).foregroundStyle(theme.ink.opacity(0.85))
                    .lineLimit(2)
            }
            Spacer(minLength: 0)
            Text("vellum.dev")
                .font(.system(size: 28, weight: .semibold)).foregroundStyle(theme.ink)
                .padding(.horizontal, 24).padding(.vertical, 12)
                .background(Capsule().fill(.black.opacity(0.2)))
                .shadow(color: .black.opacity(0.35), radius: 8, y: 4)
        }
        .padding(72)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(LinearGradient(colors: theme.colors, startPoint: .topLeading, endPoint: .bottomTrailing))
    }
}

/// The card's colour schemes, chosen with `theme=`.
enum CardTheme: String, CaseIterable, Sendable {
    case indigo, sunset, forest, paper

    var colors: [Color] {
        switch self {
        case .indigo: [.indigo, .purple, .pink]
        case .sunset: [.orange, .red]
        case .forest: [Color(red: 0.05, green: 0.3, blue: 0.2), .green]
        case .paper: [.white, Color(white: 0.9)]
        }
    }

    /// The text colour that reads on the gradient.
    var ink: Color { self == .paper ? .black : .white }
}
