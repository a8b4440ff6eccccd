import Foundation
import Testing
@testable import VellumCore

/// `.primary` … `.quinary` as shape styles, `.tint`, the gradient shape styles and
/// `Color.gradient`.
@MainActor
struct HierarchicalShapeStyleTests {
    private let window = CGSize(width: 100, height: 100)

    private func paints(_ list: DisplayList) -> [DisplayList.Paint] {
        list.items.compactMap {
            switch $0 {
            case .fill(_, let paint, _), .stroke(_, let paint, _), .glyphs(_, _, let paint): paint
            default: nil
            }
        }
    }

    private func colors(_ view: some View, environment: EnvironmentValues = .fixedText) -> [[Int]] {
        paints(ViewLayout(of: view, in: window, environment: environment).displayList).compactMap {
            if case .color(let color) = $0 {
                [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) } + [Int((color.alpha * 100).rounded())]
            } else { nil }
        }
    }

    private var levels: some View {
        VStack(spacing: 0) {
            Rectangle().fill(.primary)
            Rectangle().fill(.secondary)
            Rectangle().fill(.tertiary)
            Rectangle().fill(.quaternary)
            Rectangle().fill(.quinary)
        }
    }

    @Test func theDefaultLevelsAreTheLabelColours() {
        #expect(colors(levels) == [[0, 0, 0, 100], [60, 60, 67, 60], [60, 60, 67, 30], [60, 60, 67, 18], [60, 60, 67, 10]])
        var dark = EnvironmentValues.fixedText
        dark.colorScheme = .dark
        #expect(colors(levels, environment: dark)
            == [[255, 255, 255, 100], [235, 235, 245, 60], [235, 235, 245, 30], [235, 235, 245, 16], [235, 235, 245, 8]])
    }

    @Test func underAForegroundStyleTheLevelsFadeIt() {
        // The tutorials' hierarchy: set a colour on a parent, levels on the children.
        #expect(colors(levels.foregroundStyle(.orange))
            == [[255, 149, 0, 100], [255, 149, 0, 60], [255, 149, 0, 30], [255, 149, 0, 18], [255, 149, 0, 10]])
    }

    @Test func textTakesTheLevel() {
        let view = VStack {
            Text("Wi-Fi")
            Text("Connected").foregroundStyle(.secondary)
        }
        let glyphColors = colors(view, environment: EnvironmentValues())
        #expect(glyphColors.first == [0, 0, 0, 100])
        #expect(glyphColors.last == [60, 60, 67, 60])
    }

    @Test func tintFollowsTheTint() {
        #expect(colors(Rectangle().fill(.tint)) == [[0, 122, 255, 100]])
        #expect(colors(Rectangle().fill(.tint).tint(.pink)) == [[255, 45, 85, 100]])
    }

    @Test func gradientShapeStyles() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let environment = EnvironmentValues()
        let linear: LinearGradient = .linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        #expect(linear._paint(in: bounds, environment: environment)
            == .linearGradient(Gradient(colors: [.red, .blue]), start: CGPoint(x: 50, y: 0), end: CGPoint(x: 50, y: 100)))
        let radial: RadialGradient = .radialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50)
        #expect(radial._paint(in: bounds, environment: environment)
            == .radialGradient(Gradient(colors: [.white, .black]), center: CGPoint(x: 50, y: 50), startRadius: 0, endRadius: 50))
        let angular: AngularGradient = .angularGradient(colors: [.red, .green], center: .center, startAngle: .zero, endAngle: .degrees(180))
        if case .angularGradient(_, let center, _, let end) = angular._paint(in: bounds, environment: environment) {
            #expect(center == CGPoint(x: 50, y: 50) && end == .degrees(180))
        } else {
            Issue.record("not an angular gradient")
        }
    }

    @Test func colorGradientIsLighterAtTheTop() {
        let paint = Color.blue.gradient._paint(in: CGRect(x: 0, y: 0, width: 10, height: 40), environment: EnvironmentValues())
        guard case .linearGradient(let gradient, let start, let end) = paint else {
            Issue.record("not a linear gradient: \(paint)")
            return
        }
        #expect(start == CGPoint(x: 5, y: 0) && end == CGPoint(x: 5, y: 40))
        #expect(gradient.stops.count == 2)
        #expect(gradient.stops[1].color == Color.blue)
        #expect(abs(gradient.stops[0].color.red - 0.2) < 1e-9)  // 0 + (1 - 0) × 0.2
        #expect(abs(gradient.stops[0].color.blue - 1) < 1e-9)
        // It goes dark with the colour.
        #expect(gradient.resolvingColors(for: .dark).stops[1].color.red == 10.0 / 255)
    }
}
