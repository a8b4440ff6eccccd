import Foundation
import Vellum

extension Examples {
    static let scroll = Example(
        name: "scroll-grid",
        summary: "A lazy grid in a scroll view, scrolled to the fourth blue tile: adaptive columns (64 pt minimum) fit four across the 288 points inside the margins, only the visible tiles are built, and the section header stays pinned at the top.",
        window: CGSize(width: 320, height: 480),
        source: """
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 64))], pinnedViews: .sectionHeaders) {
                ForEach(["Orange", "Blue", "Mint"], id: \\.self) { name in
                    Section {
                        ForEach(0..<12) { i in
                            RoundedRectangle(cornerRadius: 8)
                                .fill(color(name).opacity(0.4 + Double(i % 4) * 0.2))
                                .frame(height: 64)
                                .overlay(Text("\\(i + 1)").foregroundStyle(Color.white))
                                .id("\\(name)\\(i)")
                        }
                    } header: {
                        Text(name).font(.headline)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.vertical, 8)
                            .background(Color.white)
                    }
                }
            }
        }
        .contentMargins(.horizontal, 16)
        .scrollPosition(id: .constant("Blue3"), anchor: .top)
        """,
        makeView: { AnyView(ScrollGrid()) })
}

/// The scroll-grid example's view.
private struct ScrollGrid: View {
    private func color(_ name: String) -> Color {
        switch name {
        case "Orange": .orange
        case "Blue": .blue
        default: .mint
        }
    }

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 64))], pinnedViews: .sectionHeaders) {
                ForEach(["Orange", "Blue", "Mint"], id: \.self) { name in
                    Section {
                        ForEach(0..<12) { i in
                            RoundedRectangle(cornerRadius: 8)
                                .fill(color(name).opacity(0.4 + Double(i % 4) * 0.2))
                                .frame(height: 64)
                                .overlay(Text("\(i + 1)").foregroundStyle(Color.white))
                                .id("\(name)\(i)")
                        }
                    } header: {
                        Text(name).font(.headline)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.vertical, 8)
                            .background(Color.white)
                    }
                }
            }
        }
        .contentMargins(.horizontal, 16)
        .scrollPosition(id: .constant("Blue3"), anchor: .top)
    }
}
