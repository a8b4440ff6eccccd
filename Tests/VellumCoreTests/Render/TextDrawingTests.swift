import Foundation
import Testing
@testable import VellumCore

/// An engine with the spec's metrics that also returns one glyph run and an underline
/// per line, so the display list's text drawing can be checked without real fonts.
private struct GlyphingEngine: TextEngine {
    func metrics(of font: Font) -> FontMetrics { specTextEngine.metrics(of: font) }

    func layout(_ content: TextContent, constraints: TextConstraints) -> TextLayout {
        var result = specTextEngine.layout(content, constraints: constraints)
        for i in result.lines.indices {
            let line = result.lines[i]
            result.lines[i].glyphRuns = [GlyphRun(
                font: FontFile(path: "/fonts/test.ttf"), size: 17, glyphs: [1, 2],
                positions: [.zero, CGPoint(x: 8, y: 0)], runIndex: 0)]
            result.lines[i].decorations = [TextDecoration(
                kind: .underline, rect: CGRect(x: 0, y: 2, width: line.width, height: 1), runIndex: 0)]
        }
        return result
    }
}

@MainActor
@Suite struct TextDrawingTests {
    private func items<V: View>(_ view: V, width: CGFloat, alignment: TextAlignment = .leading,
                                direction: LayoutDirection = .leftToRight) -> [DisplayList.Item] {
        var env = EnvironmentValues.spec
        env.textEngine = GlyphingEngine()
        env.displayScale = 1
        env.layoutDirection = direction
        let framed = view.multilineTextAlignment(alignment).frame(width: width, alignment: .leading)
        return ViewLayout(of: framed, proposal: ProposedViewSize(width: width, height: nil), environment: env).displayList.items
    }

    private func origins(_ items: [DisplayList.Item]) -> [CGPoint] {
        items.compactMap { if case let .glyphs(_, origin, _) = $0 { return origin } else { return nil } }
    }

    @Test func eachLineIsDrawnOnItsBaseline() {
        // "Hello, world" at 60 wraps to "Hello," (46) / "world" (42): baselines 16 and 16 + 61/3.
        let o = origins(items(Text("Hello, world"), width: 60))
        #expect(o.count == 2)
        #expect(o.first == CGPoint(x: 0, y: 16))
        #expect(close(o.last?.y ?? 0, 16 + line))
    }

    @Test func centredLinesAreCentredInTheTextsFrame() {
        // The text's frame is 46 wide (its widest line); "world" (42) is centred in it: x = 2.
        let o = origins(items(Text("Hello, world"), width: 60, alignment: .center))
        #expect(o.map(\.x) == [0, 2])
    }

    @Test func trailingAlignmentMirrorsRightToLeft() {
        let ltr = origins(items(Text("Hello, world"), width: 60, alignment: .trailing))
        let rtl = origins(items(Text("Hello, world"), width: 60, alignment: .trailing, direction: .rightToLeft))
        #expect(ltr.map(\.x) == [0, 4])
        // Right to left, the 46-point text sits at the frame's leading (right) edge, x = 14,
        // and trailing alignment means its left edge.
        #expect(rtl.map(\.x) == [14, 14])
    }

    @Test func runsTakeTheirOwnColourOrTheForegroundStyle() {
        let plain = items(Text("Hi").foregroundStyle(Color.blue), width: 100)
        let coloured = items(Text("Hi").foregroundColor(.red).foregroundStyle(Color.blue), width: 100)
        func paints(_ items: [DisplayList.Item]) -> [DisplayList.Paint] {
            items.compactMap { if case let .glyphs(_, _, paint) = $0 { return paint } else { return nil } }
        }
        #expect(paints(plain) == [.color(.blue)])
        #expect(paints(coloured) == [.color(.red)])
    }

    @Test func underlinesAreDrawnBeneathTheGlyphsInTheirOwnColour() {
        let drawn = items(Text("Hi").underline(color: .green), width: 100)
        #expect(drawn.count == 2)
        guard case let .fill(path, paint, _) = drawn[0], case .glyphs = drawn[1] else {
            Issue.record("expected the underline, then the glyphs: \(drawn)")
            return
        }
        #expect(paint == .color(.green))
        #expect(path.boundingRect == CGRect(x: 0, y: 18, width: 16, height: 1))
    }

    @Test func textRunsCarryTheirAttributesToTheEngine() {
        final class Recorder: TextEngine, @unchecked Sendable {
            var seen: [TextContent.Run] = []
            func metrics(of font: Font) -> FontMetrics { specTextEngine.metrics(of: font) }
            func layout(_ content: TextContent, constraints: TextConstraints) -> TextLayout {
                seen = content.runs
                return specTextEngine.layout(content, constraints: constraints)
            }
        }
        let recorder = Recorder()
        var env = EnvironmentValues.spec
        env.textEngine = recorder
        let text = Text("a").kerning(1).tracking(2).baselineOffset(3).strikethrough() + Text("b").underline(color: .red)
        _ = ViewLayout(of: text, proposal: .unspecified, environment: env)
        #expect(recorder.seen.count == 2)
        #expect(recorder.seen.first.map { [$0.kerning, $0.tracking, $0.baselineOffset] } == [1, 2, 3])
        #expect(recorder.seen.first?.strikethrough == .some(nil))
        #expect(recorder.seen.last?.underline == .some(.red))
        #expect(recorder.seen.last?.strikethrough == nil)
    }

    @Test func engineWarningsAreReportedOnce() {
        struct Warning: TextEngine {
            func metrics(of font: Font) -> FontMetrics { specTextEngine.metrics(of: font) }
            func layout(_ content: TextContent, constraints: TextConstraints) -> TextLayout {
                var l = specTextEngine.layout(content, constraints: constraints)
                l.warnings = ["Font 'Nope' is not installed; using Inter."]
                return l
            }
        }
        var env = EnvironmentValues.spec
        env.textEngine = Warning()
        let warnings = Diagnostics.capture {
            _ = ViewLayout(of: Text("unique warning test"), proposal: .unspecified, environment: env)
        }
        #expect(warnings == ["Font 'Nope' is not installed; using Inter."])
    }
}

@MainActor
@Suite struct AttributedTextTests {
    @Test func attributedRunsKeepTheirTextAndLinksTakeTheAccentColour() throws {
        var link = AttributedString("docs")
        link.link = URL(string: "https://example.com")
        let text = Text(AttributedString("Read the ") + link + AttributedString("."))
        #expect(text.runs.map(\.string) == ["Read the ", "docs", "."])
        #expect(text.runs.map(\.color) == [nil, .accentColor, nil])
        // Measured like the same characters in one run: 14 glyphs of 8 points.
        #expect(size(text, nil, nil).width == 112)
    }

    @Test func anEmptyAttributedStringIsEmptyText() {
        #expect(size(Text(AttributedString("")), nil, nil) == .zero)
    }
}
