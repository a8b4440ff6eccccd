import Foundation
import Vellum

extension Examples {
    static let effects: [Example] = [
        Example(
            name: "flipped-card-material",
            summary: "A card turned 35° about its vertical axis with rotation3DEffect (its near edge taller than its far edge, drawn with perspective) beside a caption on a regular material, which blurs and whitens the colourful shapes beneath it.",
            window: CGSize(width: 520, height: 320),
            source: """
            HStack(spacing: 36) {
                VStack(spacing: 8) {
                    Image(systemName: "star.fill").font(.largeTitle)
                    Text("Vellum").font(.title2.bold())
                }
                .foregroundStyle(.white)
                .frame(width: 150, height: 200)
                .background(Color.indigo, in: RoundedRectangle(cornerRadius: 20))
                .rotation3DEffect(.degrees(35), axis: (x: 0, y: 1, z: 0))

                VStack(alignment: .leading, spacing: 6) {
                    Text("Flipped card").font(.headline)
                    Text("Turned 35° with perspective; this caption sits on a regular material.")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                .padding(16)
                .frame(width: 220, alignment: .leading)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
                ZStack {
                    Color.mint
                    Circle().fill(.orange).frame(width: 180).offset(x: 150, y: -70)
                    Circle().fill(.pink).frame(width: 140).offset(x: 60, y: 90)
                    Rectangle().fill(.yellow).frame(width: 60, height: 320).offset(x: 200)
                }
            }
            """,
            makeView: { AnyView(FlippedCardScene()) }),
    ]
}

/// The flipped-card example's view.
struct FlippedCardScene: View {
    var body: some View {
        HStack(spacing: 36) {
            VStack(spacing: 8) {
                Image(systemName: "star.fill").font(.largeTitle)
                Text("Vellum").font(.title2.bold())
            }
            .foregroundStyle(.white)
            .frame(width: 150, height: 200)
            .background(Color.indigo, in: RoundedRectangle(cornerRadius: 20))
            .rotation3DEffect(.degrees(35), axis: (x: 0, y: 1, z: 0))

            VStack(alignment: .leading, spacing: 6) {
                Text("Flipped card").font(.headline)
                Text("Turned 35° with perspective; this caption sits on a regular material.")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .padding(16)
            .frame(width: 220, alignment: .leading)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background {
            ZStack {
                Color.mint
                Circle().fill(.orange).frame(width: 180).offset(x: 150, y: -70)
                Circle().fill(.pink).frame(width: 140).offset(x: 60, y: 90)
                Rectangle().fill(.yellow).frame(width: 60, height: 320).offset(x: 200)
            }
        }
    }
}
