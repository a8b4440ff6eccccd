import Foundation
import Testing
@testable import VellumCore

/// The fixed-advance engine, counting the layouts it is asked for.
private final class CountingTextEngine: TextEngine, @unchecked Sendable {
    private let base = FixedAdvanceTextEngine()
    private let lock = NSLock()
    private(set) var layouts: [TextConstraints] = []

    func metrics(of font: Font) -> FontMetrics { base.metrics(of: font) }

    func layout(_ content: TextContent, constraints: TextConstraints) -> TextLayout {
        lock.withLock { layouts.append(constraints) }
        return base.layout(content, constraints: constraints)
    }
}

@MainActor
struct TextLayoutReuseTests {
    /// A Text is laid out once per distinct proposal and the layout is reused for its
    /// size, its baselines, its spacing and its drawing (ARCHITECTURE.md, "One copy of
    /// each algorithm").
    @Test func aTextIsLaidOutOncePerProposal() {
        let engine = CountingTextEngine()
        var environment = EnvironmentValues()
        environment.textEngine = engine
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Hello")
            Color.red.frame(width: 10, height: 10)
        }
        let layout = ViewLayout(of: view, in: CGSize(width: 300, height: 300), environment: environment)
        _ = layout.displayList
        // Three questions reach the engine, each once: the ideal size (.unspecified,
        // which spacing also reads), the largest (width ∞ in the 300-point height: 14
        // lines of 20.33 fit, so the line limit differs from the ideal's), and the
        // placement share (282 = 300 − 10 − the default spacing 8). The minimum (width 0)
        // needs no engine; baselines and drawing ask again for proposals already known.
        #expect(engine.layouts.map(\.width) == [nil, nil, 282])
        #expect(engine.layouts.map(\.maxLines) == [nil, 14, 14])
    }
}
