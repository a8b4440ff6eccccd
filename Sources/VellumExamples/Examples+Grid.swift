import Foundation
import Vellum

extension Examples {
    static let grid: [Example] = [
        Example(
            name: "grid",
            summary: "A Grid: each column as wide as its widest cell, the age column trailing-aligned, Dividers that span the grid without widening it, and a footer across all three columns.",
            window: CGSize(width: 360, height: 260),
            source: """
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
                GridRow {
                    Text("Pet").font(.headline)
                    Text("Age").font(.headline).gridColumnAlignment(.trailing)
                    Text("Colour").font(.headline)
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Text("Cat")
                    Text("12")
                    Color.orange.frame(width: 48, height: 16)
                }
                GridRow {
                    Text("Goldfish")
                    Text("3")
                    Color.yellow.frame(width: 48, height: 16)
                }
                GridRow {
                    Text("Tortoise")
                    Text("112")
                    Color.green.frame(width: 48, height: 16)
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Text("Three pets, 127 years in all")
                        .font(.footnote).foregroundStyle(.secondary)
                        .gridCellColumns(3)
                }
            }
            .padding()
            .background(Color.gray.opacity(0.12))
            """,
            makeView: { AnyView(PetsGrid()) }),
    ]
}

/// The grid example's view.
struct PetsGrid: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
            GridRow {
                Text("Pet").font(.headline)
                Text("Age").font(.headline).gridColumnAlignment(.trailing)
                Text("Colour").font(.headline)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("Cat")
                Text("12")
                Color.orange.frame(width: 48, height: 16)
            }
            GridRow {
                Text("Goldfish")
                Text("3")
                Color.yellow.frame(width: 48, height: 16)
            }
            GridRow {
                Text("Tortoise")
                Text("112")
                Color.green.frame(width: 48, height: 16)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("Three pets, 127 years in all")
                    .font(.footnote).foregroundStyle(.secondary)
                    .gridCellColumns(3)
            }
        }
        .padding()
        .background(Color.gray.opacity(0.12))
    }
}
