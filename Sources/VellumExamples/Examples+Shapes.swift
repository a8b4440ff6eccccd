import Foundation
import Vellum

extension Examples {
    static let shapes: [Example] = [
        Example(
            name: "badge",
            summary: "Custom shapes draw in their own coordinates: a hexagon built from rect.size alone sits in its slot, not at the window's corner; strokeBorder keeps the ring inside its frame; trim draws two thirds of a progress ring.",
            window: CGSize(width: 360, height: 200),
            source: """
            struct Hexagon: Shape {
                func path(in rect: CGRect) -> Path {
                    let w = rect.width, h = rect.height
                    return Path { p in
                        p.move(to: CGPoint(x: w / 2, y: 0))
                        p.addLine(to: CGPoint(x: w, y: h / 4))
                        p.addLine(to: CGPoint(x: w, y: h * 3 / 4))
                        p.addLine(to: CGPoint(x: w / 2, y: h))
                        p.addLine(to: CGPoint(x: 0, y: h * 3 / 4))
                        p.addLine(to: CGPoint(x: 0, y: h / 4))
                        p.closeSubpath()
                    }
                }
            }

            HStack(spacing: 24) {
                Hexagon()
                    .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                    .overlay(Circle().strokeBorder(.white, lineWidth: 6).padding(28))
                    .frame(width: 120, height: 138)
                ZStack {
                    Circle().stroke(Color.gray.opacity(0.25), lineWidth: 12)
                    Circle().trim(from: 0, to: 2.0 / 3).stroke(Color.green, lineWidth: 12)
                    Text("67%").font(.title2.bold())
                }
                .frame(width: 100, height: 100)
            }
            """,
            makeView: { AnyView(BadgeExample()) }),
        Example(
            name: "memorize",
            summary: "Card emoji at 200 pt with minimumScaleFactor(0.01) shrink to fit each card's width and height (as CS193p's Memorize does); grid cells are placed with their row's height.",
            window: CGSize(width: 360, height: 300),
            source: """
            struct CardView: View {
                let content: String
                var body: some View {
                    ZStack {
                        let base = RoundedRectangle(cornerRadius: 12)
                        base.fill(.white)
                        base.strokeBorder(lineWidth: 2)
                        Text(content)
                            .font(.system(size: 200))
                            .minimumScaleFactor(0.01)
                            .aspectRatio(1, contentMode: .fit)
                    }
                    .foregroundStyle(.orange)
                }
            }

            LazyVGrid(columns: [GridItem(.adaptive(minimum: 75))]) {
                ForEach(["👻", "🎃", "🕷️", "😈", "💀", "🕸️", "🧙", "🙀"], id: \\.self) { emoji in
                    CardView(content: emoji).aspectRatio(2 / 3, contentMode: .fit)
                }
            }
            .padding()
            """,
            makeView: { AnyView(MemorizeExample()) }),
    ]
}

/// A hexagon drawn from its rectangle's size alone, as Apple's Landmarks badge is.
struct Hexagon: Shape {
    func path(in rect: CGRect) -> Path {
        let w = rect.width, h = rect.height
        return Path { p in
            p.move(to: CGPoint(x: w / 2, y: 0))
            p.addLine(to: CGPoint(x: w, y: h / 4))
            p.addLine(to: CGPoint(x: w, y: h * 3 / 4))
            p.addLine(to: CGPoint(x: w / 2, y: h))
            p.addLine(to: CGPoint(x: 0, y: h * 3 / 4))
            p.addLine(to: CGPoint(x: 0, y: h / 4))
            p.closeSubpath()
        }
    }
}

/// The badge example's view.
struct BadgeExample: View {
    var body: some View {
        HStack(spacing: 24) {
            Hexagon()
                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                .overlay(Circle().strokeBorder(.white, lineWidth: 6).padding(28))
                .frame(width: 120, height: 138)
            ZStack {
                Circle().stroke(Color.gray.opacity(0.25), lineWidth: 12)
                Circle().trim(from: 0, to: 2.0 / 3).stroke(Color.green, lineWidth: 12)
                Text("67%").font(.title2.bold())
            }
            .frame(width: 100, height: 100)
        }
    }
}

/// One card of the memorize example.
struct CardView: View {
    let content: String
    var body: some View {
        ZStack {
            let base = RoundedRectangle(cornerRadius: 12)
            base.fill(.white)
            base.strokeBorder(lineWidth: 2)
            Text(content)
                .font(.system(size: 200))
                .minimumScaleFactor(0.01)
                .aspectRatio(1, contentMode: .fit)
        }
        .foregroundStyle(.orange)
    }
}

/// The memorize example's view.
struct MemorizeExample: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 75))]) {
            ForEach(["👻", "🎃", "🕷️", "😈", "💀", "🕸️", "🧙", "🙀"], id: \.self) { emoji in
                CardView(content: emoji).aspectRatio(2 / 3, contentMode: .fit)
            }
        }
        .padding()
    }
}
