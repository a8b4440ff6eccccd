import Foundation
import Vellum

extension Examples {
    static let colorEffects: [Example] = [
        Example(
            name: "color-effects",
            summary: "Colour effects on photo-like gradient cards: as drawn, grayscale(1), saturation(2), hueRotation(90°), colorInvert(), and a disabled card (grayscale(1) and opacity(0.6)), each labelled underneath; the effects leave the layout as it is.",
            window: CGSize(width: 390, height: 330),
            source: """
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 110))], spacing: 16) {
                card("Original") { photo }
                card("Grayscale") { photo.grayscale(1) }
                card("Saturation 2") { photo.saturation(2) }
                card("Hue 90°") { photo.hueRotation(.degrees(90)) }
                card("Inverted") { photo.colorInvert() }
                card("Disabled") { photo.grayscale(1).opacity(0.6) }
            }
            .padding()
            """,
            makeView: { AnyView(ColorEffectCards()) }),
    ]
}

/// A grid of sunset "photos", each drawn through a different colour effect.
private struct ColorEffectCards: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 110))], spacing: 16) {
            card("Original") { photo }
            card("Grayscale") { photo.grayscale(1) }
            card("Saturation 2") { photo.saturation(2) }
            card("Hue 90°") { photo.hueRotation(.degrees(90)) }
            card("Inverted") { photo.colorInvert() }
            card("Disabled") { photo.grayscale(1).opacity(0.6) }
        }
        .padding()
    }

    /// A sky, a sun and hills, like a small landscape photo.
    private var photo: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: [.indigo, .pink, .orange], startPoint: .top, endPoint: .bottom)
            Circle().fill(.yellow).frame(width: 34, height: 34).offset(y: -30)
            Ellipse().fill(.green.opacity(0.85)).frame(width: 160, height: 46).offset(x: -30, y: 20)
            Ellipse().fill(.teal).frame(width: 140, height: 40).offset(x: 40, y: 22)
        }
        .frame(minWidth: 0, maxWidth: .infinity, minHeight: 90, maxHeight: 90)
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }

    private func card(_ title: String, @ViewBuilder _ picture: () -> some View) -> some View {
        VStack(spacing: 6) {
            picture()
            Text(title).font(.caption)
        }
    }
}
