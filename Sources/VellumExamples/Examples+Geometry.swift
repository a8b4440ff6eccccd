import Foundation
import Vellum

extension Examples {
    /// A bar chart sized by a GeometryReader: each bar is a fraction of the height the
    /// reader was given, and the bars share its width.
    static let geometry = Example(
        name: "geometry-bar-chart",
        summary: "A GeometryReader takes the space the VStack leaves it; its bars are fractions of proxy.size.",
        window: CGSize(width: 360, height: 260),
        source: """
        let visitors: [CGFloat] = [12, 30, 22, 41, 36, 18, 27]
        let days = ["M", "T", "W", "T", "F", "S", "S"]
        VStack(alignment: .leading, spacing: 12) {
            Text("Visitors this week").font(.headline)
            GeometryReader { proxy in
                let barWidth = (proxy.size.width - 6 * 8) / 7
                HStack(alignment: .bottom, spacing: 8) {
                    ForEach(0..<7) { day in
                        RoundedRectangle(cornerRadius: 4)
                            .fill(day == 3 ? Color.orange : Color.teal)
                            .frame(width: barWidth, height: proxy.size.height * visitors[day] / 41)
                    }
                }
                .frame(width: proxy.size.width, height: proxy.size.height, alignment: .bottom)
            }
            HStack(spacing: 8) {
                ForEach(0..<7) { day in
                    Text(days[day]).font(.caption).frame(maxWidth: .infinity)
                }
            }
        }
        .padding(20)
        """,
        makeView: { AnyView(VisitorsChart()) })
}

/// The geometry-bar-chart example's view.
struct VisitorsChart: View {
    let visitors: [CGFloat] = [12, 30, 22, 41, 36, 18, 27]
    let days = ["M", "T", "W", "T", "F", "S", "S"]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Visitors this week").font(.headline)
            GeometryReader { proxy in
                let barWidth = (proxy.size.width - 6 * 8) / 7
                HStack(alignment: .bottom, spacing: 8) {
                    ForEach(0..<7) { day in
                        RoundedRectangle(cornerRadius: 4)
                            .fill(day == 3 ? Color.orange : Color.teal)
                            .frame(width: barWidth, height: proxy.size.height * visitors[day] / 41)
                    }
                }
                .frame(width: proxy.size.width, height: proxy.size.height, alignment: .bottom)
            }
            HStack(spacing: 8) {
                ForEach(0..<7) { day in
                    Text(days[day]).font(.caption).frame(maxWidth: .infinity)
                }
            }
        }
        .padding(20)
    }
}
