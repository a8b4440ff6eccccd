import Foundation
@testable import VellumCore

/// The text metrics the spec's worked examples assume (spec 2.1, 4.9, 5.9, 5.10): 17 pt
/// body text, 8 points a glyph, lines 61/3 ≈ 20.33 tall, and the word widths the
/// examples state ("Hello," 46, "world" 42, "Cat" 25, ...). Words not listed are
/// 8 points a character, so "Hello, world" is 46 + 8 + 42 = 96, as the spec says.
let specTextEngine = FixedAdvanceTextEngine(wordWidths: [
    "Hello,": 46, "world": 42, "A": 12, "B": 12, "Indented": 60,
    "Cat": 25, "Goldfish": 62, "25": 18, "9": 9, "Done": 38,
])

/// One line of spec text: 61/3 points.
let line: CGFloat = 61.0 / 3.0

extension EnvironmentValues {
    /// The default environment with the spec's text metrics.
    static var spec: EnvironmentValues {
        var env = EnvironmentValues()
        env.textEngine = specTextEngine
        return env
    }
}

/// Lays `view` out for `proposal` with the spec's metrics.
@MainActor
func layout<V: View>(_ view: V, _ proposal: ProposedViewSize) -> ViewLayout {
    ViewLayout(of: view, proposal: proposal, environment: .spec)
}

@MainActor
func layout<V: View>(_ view: V, width: CGFloat?, height: CGFloat?) -> ViewLayout {
    layout(view, ProposedViewSize(width: width, height: height))
}

/// The size `view` chooses for a proposal, with the spec's metrics.
@MainActor
func size<V: View>(_ view: V, _ width: CGFloat?, _ height: CGFloat?) -> CGSize {
    layout(view, width: width, height: height).size
}

/// Compares lengths to 1/1000 of a point, for values like 20.333….
func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }
func close(_ a: CGSize, _ b: CGSize) -> Bool { close(a.width, b.width) && close(a.height, b.height) }
func close(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.size, b.size)
}
