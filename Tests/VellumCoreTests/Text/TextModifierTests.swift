import Foundation
import Testing
@testable import VellumCore

/// View-level text modifiers (iOS 16's `fontWeight`, `fontDesign`, `bold`, `italic`,
/// `monospaced`, `monospacedDigit` on any view) and redaction.
@MainActor
struct TextModifierTests {
    /// A text engine that keeps the runs of every text it lays out.
    final class Recorder: TextEngine, @unchecked Sendable {
        var fonts: [String: Font] = [:]
        func metrics(of font: Font) -> FontMetrics { specTextEngine.metrics(of: font) }
        func layout(_ content: TextContent, constraints: TextConstraints) -> TextLayout {
            for run in content.runs { fonts[run.string] = run.font }
            return specTextEngine.layout(content, constraints: constraints)
        }
    }

    func fonts(_ view: some View) -> [String: Font] {
        let recorder = Recorder()
        var env = EnvironmentValues.spec
        env.textEngine = recorder
        _ = ViewLayout(of: view, proposal: .unspecified, environment: env)
        return recorder.fonts
    }

    @Test func viewModifiersReachEveryTextInside() {
        let f = fonts(VStack {
            Text("a")
            Text("b").font(.headline)
        }.fontWeight(.heavy).fontDesign(.serif).italic().monospacedDigit())
        for name in ["a", "b"] {
            #expect(f[name]?.weight == .heavy, "\(name)")
            #expect(f[name]?.family == .system(.serif), "\(name)")
            #expect(f[name]?.isItalic == true, "\(name)")
            #expect(f[name]?.isMonospacedDigit == true, "\(name)")
        }
        #expect(f["b"]?.size == 17 && f["b"]?.textStyle == .headline)
    }

    @Test func boldAndMonospacedOnViews() {
        let f = fonts(HStack {
            Text("on")
            VStack { Text("off") }.bold(false)
        }.bold().monospaced())
        #expect(f["on"]?.weight == .bold)
        #expect(f["off"]?.weight == .regular)
        #expect(f["on"]?.family == .system(.monospaced))
    }

    /// The text's own modifiers are inner, so they win over the view's.
    @Test func aTextsOwnStylingWins() {
        let f = fonts(VStack {
            Text("light").fontWeight(.light)
            Text("rounded").fontDesign(.rounded)
        }.fontWeight(.black).fontDesign(.serif))
        #expect(f["light"]?.weight == .light)
        #expect(f["rounded"]?.family == .system(.rounded))
    }

    @Test func customFontsKeepTheirFamily() {
        let f = fonts(Text("c").font(.custom("Georgia", size: 20)).fontDesign(.monospaced).monospaced())
        #expect(f["c"]?.family == .custom("Georgia"))
    }

    /// Kerning, tracking, baseline offset, underline and strikethrough on views
    /// (iOS 16) reach every text inside; a text's own values win.
    @Test func spacingAndLinesOnViews() {
        let recorder = RunRecorder()
        var env = EnvironmentValues.spec
        env.textEngine = recorder
        let view = VStack {
            Text("plain")
            Text("own").kerning(5).underline(color: .red)
        }.kerning(1).tracking(2).baselineOffset(3).underline().strikethrough(color: .blue)
        _ = ViewLayout(of: view, proposal: .unspecified, environment: env)
        let plain = recorder.runs["plain"], own = recorder.runs["own"]
        #expect(plain.map { [$0.kerning, $0.tracking, $0.baselineOffset] } == [1, 2, 3])
        #expect(plain?.underline == .some(nil) && plain?.strikethrough == .some(.blue))
        #expect(own?.kerning == 5 && own?.tracking == 2 && own?.underline == .some(.red))
    }

    final class RunRecorder: TextEngine, @unchecked Sendable {
        var runs: [String: TextContent.Run] = [:]
        func metrics(of font: Font) -> FontMetrics { specTextEngine.metrics(of: font) }
        func layout(_ content: TextContent, constraints: TextConstraints) -> TextLayout {
            for run in content.runs { runs[run.string] = run }
            return specTextEngine.layout(content, constraints: constraints)
        }
    }

    // MARK: - Redaction

    func items(_ view: some View) -> [DisplayList.Item] {
        ViewLayout(of: view, proposal: ProposedViewSize(width: 60, height: nil), environment: .spec).displayList.items
    }

    func bars(_ items: [DisplayList.Item]) -> [CGRect] {
        items.compactMap { if case let .fill(path, _, _) = $0 { path.boundingRect } else { nil } }
    }

    /// "Hello, world" at width 60 wraps to "Hello," (46) and "world" (42), lines 61/3
    /// tall: a bar per line, the line box less a sixth above and below, at 16% opacity.
    @Test func placeholderTextIsDrawnAsABarPerLine() {
        let drawn = items(Text("Hello, world").redacted(reason: .placeholder))
        #expect(drawn.first == .begin(.opacity(0.16)))
        let found = bars(drawn)
        let expected = [CGRect(x: 0, y: line / 6, width: 46, height: line * 2 / 3),
                        CGRect(x: 0, y: line + line / 6, width: 42, height: line * 2 / 3)]
        #expect(found.count == 2)
        for (a, b) in zip(found, expected) { #expect(close(a, b), "\(a) vs \(b)") }
        #expect(!drawn.contains { if case .glyphs = $0 { true } else { false } })
    }

    @Test func privacyRedactsOnlySensitiveViews() {
        #expect(bars(items(Text("1234").privacySensitive().redacted(reason: .privacy))).count == 1)
        #expect(bars(items(Text("1234").redacted(reason: .privacy))).isEmpty)
        #expect(bars(items(Text("1234").privacySensitive())).isEmpty)
        #expect(bars(items(Text("1234").privacySensitive().redacted(reason: .placeholder))).count == 1)
    }

    @Test func unredactedAndInvalidatedDrawText() {
        #expect(bars(items(Text("1234").unredacted().redacted(reason: .placeholder))).isEmpty)
        #expect(bars(items(Text("1234").redacted(reason: .invalidated))).isEmpty)
    }

    /// Reasons add up down the hierarchy.
    @Test func redactionReasonsAreAdditive() {
        struct Reasons: View {
            @Environment(\.redactionReasons) var reasons
            var body: some View { Text(verbatim: "\(reasons.rawValue)").unredacted() }
        }
        let host = ViewHost(Reasons().redacted(reason: .privacy).redacted(reason: .placeholder),
                            size: CGSize(width: 100, height: 100), environment: .spec)
        #expect(host.contains(text: "3"))
    }
}
