import Foundation
import Vellum

/// A 1200 × 630 Open Graph card, as a server renders one per page: a title, a subtitle,
/// a gradient background and a shadowed badge. `numbered(_:)` makes a different card for
/// every index (text, colours and shadow), for the concurrency test and benchmark.
public struct OpenGraphCard: View {
    public static let size = CGSize(width: 1200, height: 630)

    public var title: String
    public var subtitle: String
    public var colors: [Color]
    public var shadowRadius: CGFloat

    public init(title: String, subtitle: String, colors: [Color], shadowRadius: CGFloat) {
        self.title = title
        self.subtitle = subtitle
        self.colors = colors
        self.shadowRadius = shadowRadius
    }

    /// Card number `index`: its own title, subtitle, gradient and shadow.
    public static func numbered(_ index: Int) -> OpenGraphCard {
        let hue = Double(index % 36) / 36
        return OpenGraphCard(
            title: "Release notes #\(index): rendering on every core",
            subtitle: "Card \(index) of a batch, drawn off the main actor at \(index % 7 + 1)× the usual speed",
            colors: [Color(hue: hue, saturation: 0.7, brightness: 0.6),
                     Color(hue: (hue + 0.3).truncatingRemainder(dividingBy: 1), saturation: 0.8, brightness: 0.9)],
            shadowRadius: CGFloat(4 + index % 12))
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Text("VELLUM").font(.system(size: 28, weight: .semibold)).tracking(6)
                .foregroundStyle(.white.opacity(0.8))
            Text(title)
                .font(.system(size: 72, weight: .bold)).foregroundStyle(.white)
                .lineLimit(3)
            Text(subtitle)
                .font(.system(size: 32)).foregroundStyle(.white.opacity(0.85))
                .lineLimit(2)
            Spacer(minLength: 0)
            Text("vellum.dev")
                .font(.system(size: 28, weight: .semibold)).foregroundStyle(.white)
                .padding(.horizontal, 24).padding(.vertical, 12)
                .background(Capsule().fill(.black.opacity(0.25)))
                .shadow(color: .black.opacity(0.4), radius: shadowRadius, y: 4)
        }
        .padding(72)
        .frame(width: Self.size.width, height: Self.size.height, alignment: .topLeading)
        .background(LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing))
    }
}
