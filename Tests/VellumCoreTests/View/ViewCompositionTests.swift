import Foundation
import Testing
@testable import VellumCore

private struct Framed: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(8).border(Color.gray)
    }
}

private struct Stacked: ViewModifier {
    func body(content: Content) -> some View {
        VStack(spacing: 0) {
            content
            content
        }
    }
}

private struct Large: ViewModifier {
    func body(content: Content) -> some View { content.font(.largeTitle) }
}

/// A custom view whose body is two views: both join the enclosing container.
private struct TwoLabels: View {
    var body: some View {
        Text("A")
        Text("B")
    }
}

private struct Badge: View {
    let title: String
    var body: some View {
        Text(title).padding(4).background(Color.red)
    }
}

@MainActor
struct ViewCompositionTests {
    @Test func customModifierWrapsItsContent() {
        // "Hello" is 40 × 20.33; padding(8) gives 56 × 36.33; the border overlays it.
        let l = layout(Text("Hello").modifier(Framed()).id("f"), width: 300, height: 300)
        #expect(close(l.size, CGSize(width: 56, height: 16 + line)))
        #expect(l.root.label == "overlay")
    }

    @Test func modifierContentCanAppearTwice() {
        let l = layout(Text("Hello").modifier(Stacked()), width: 300, height: 300)
        #expect(close(l.size, CGSize(width: 40, height: 2 * line)))
        #expect(l.root.children.count == 2)
    }

    @Test func modifiersComposeWithConcat() {
        let l = layout(Text("Hi").modifier(Large().concat(Framed())), .unspecified)
        // largeTitle is 34 pt: the fixed engine scales 8 pt glyphs and 61/3 lines by 2.
        #expect(close(l.size, CGSize(width: 32 + 16, height: 2 * line + 16)))
    }

    @Test func customViewWithSeveralViewsAddsSeveralSubviews() {
        let l = layout(HStack(spacing: 10) { TwoLabels(); Badge(title: "C") }, .unspecified)
        // A (12) + 10 + B (12) + 10 + badge (8 + 8) = 60.
        #expect(l.root.children.count == 3)
        #expect(close(l.size.width, 60))
    }

    @Test func modifierOnACustomMultiViewBodyAppliesToEach() {
        let l = layout(VStack(spacing: 0) { TwoLabels().padding(5) }, .unspecified)
        #expect(l.root.children.map(\.label) == ["padding(5)", "padding(5)"])
        #expect(close(l.size, CGSize(width: 22, height: 2 * (line + 10))))
    }

    @Test func textValues() {
        let n = 3
        #expect(close(size(Text("Count: \(n)"), nil, nil), CGSize(width: 64, height: line)))
        // "Hello" 40 + space 8 + "world" 42 (the spec's assumed width).
        #expect(close(size(Text("Hello") + Text(" world").bold(), nil, nil), CGSize(width: 90, height: line)))
        #expect(close(size(Text(verbatim: "Hi"), nil, nil), CGSize(width: 16, height: line)))
        // A font in the environment scales the fixed engine: caption2 is 11 pt.
        #expect(close(size(Text("Hello").font(.caption2), nil, nil), CGSize(width: 40 * 11 / 17, height: line * 11 / 17)))
        #expect(close(size(VStack { Text("Hello") }.font(.title), nil, nil), CGSize(width: 40 * 28 / 17, height: line * 28 / 17)))
    }

    @Test func textTruncatesAtTheLineLimit() {
        // Spec 2.1: a line limit truncates the last shown line with an ellipsis.
        let l = layout(Text("Hello, world").lineLimit(1).id("t"), width: 60, height: nil)
        #expect(close(l.size, CGSize(width: 56, height: line)))  // "Hello,…" is 7 glyphs
        #expect(close(size(Text("one two three").truncationMode(.head).lineLimit(1), 50, nil).width, 48))
    }

    @Test func environmentValuesReachDescendants() {
        struct Key: EnvironmentKey { static let defaultValue = 0 }
        var env = EnvironmentValues.spec
        env.lineSpacing = 4
        let l = ViewLayout(of: Text("a b").frame(width: 8), proposal: .unspecified, environment: env)
        // Two lines with 4 points between them.
        #expect(close(l.size.height, 2 * line + 4))
        var values = EnvironmentValues()
        values[Key.self] = 7
        #expect(values[Key.self] == 7)
        #expect(EnvironmentValues()[Key.self] == 0)
    }
}
