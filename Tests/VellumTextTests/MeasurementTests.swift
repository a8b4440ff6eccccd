import Foundation
import Testing
import VellumCore
@testable import VellumText

/// Widths and heights with the pinned Inter-Regular.otf.
@Suite struct MeasurementTests {
    /// 16,776 font units: hmtx advances 16,920 and the GPOS kern pair W–o −144,
    /// summed independently with fontTools; × 17 / 2,816 = 101.2756 pt.
    @Test func helloWorldAt17Points() {
        let result = layout("Hello, World!")
        #expect(result.runs.map(\.font) == [FontFile(path: FontPaths.interRegular)])
        #expect(result.lines.count == 1)
        #expect(isClose(result.lines[0].width, 101.2756, within: 0.0001))
        #expect(isClose(result.lines[0].width, 16776 * Inter17.unit, within: 1e-9))
        #expect(result.size == CGSize(width: 102, height: 21))
        #expect(isClose(result.metrics.ascent, 16.46875, within: 1e-9))
        #expect(isClose(result.metrics.descent, 4.1051, within: 0.0001))
        #expect(result.metrics.leading == 0)
        #expect(isClose(result.metrics.capHeight, 12.3636, within: 0.0001))
        #expect(isClose(result.metrics.lineHeight, 20.5739, within: 0.0001))
    }

    @Test func metricsAgreeWithLayout() {
        let engine = FontTextEngine()
        #expect(engine.metrics(of: body17) == layout("Hello").metrics)
        #expect(isClose(engine.metrics(of: .system(size: 34)).lineHeight, 2 * Inter17.lineHeight, within: 1e-9))
    }

    /// Inter kerns A–V by −192 units: 3,616 units together against 3,808 apart.
    @Test func kerningNarrowsAV() {
        let pair = layout("AV").lines[0].width
        let apart = layout("A").lines[0].width + layout("V").lines[0].width
        #expect(isClose(pair, 21.8295, within: 0.0001))
        #expect(isClose(apart, 22.9886, within: 0.0001))
    }

    /// DejaVu Serif's `liga` makes "fi" one glyph; tracking turns ligatures off so each
    /// character can be spaced.
    @Test func ligaturesAndTheirSuppressionByTracking() {
        let serif = Font.system(size: 17, design: .serif)
        #expect(layout("fi", font: serif).runs[0].glyphs.count == 1)
        let tracked = layout([TextContent.Run(string: "fi", font: serif, tracking: 1)])
        #expect(tracked.runs[0].glyphs.count == 2)
    }

    /// Kerning and tracking add space after every character, the last included.
    @Test func trackingAndKerningAddSpaceAfterEachCharacter() {
        let tracked = layout([TextContent.Run(string: "AV", font: body17, tracking: 2)])
        #expect(isClose(tracked.lines[0].width, 21.8295 + 4, within: 0.0001))
        #expect(isClose(tracked.runs[0].positions[1].x, 10.3352 + 2, within: 0.0001))
        let kerned = layout([TextContent.Run(string: "AV", font: body17, kerning: -1)])
        #expect(isClose(kerned.lines[0].width, 21.8295 - 2, within: 0.0001))
    }

    @Test func baselineOffsetRaisesGlyphs() {
        let raised = layout([TextContent.Run(string: "Hi", font: body17, baselineOffset: 3)])
        #expect(raised.runs[0].positions.allSatisfy { $0.y == -3 })
    }

    @Test func monospacedDigitUsesTabularFigures() {
        let proportional = layout("1111").lines[0].width
        let tabular = layout("1111", font: body17.monospacedDigit()).lines[0].width
        let zeros = layout("0000", font: body17.monospacedDigit()).lines[0].width
        #expect(proportional < tabular)
        #expect(isClose(tabular, zeros, within: 1e-9))
    }

    /// Inter's line is 20.5739 pt at 17 pt: 21 at 1×, 41.15 → 42 px = 21 at 2×,
    /// 61.72 → 62 px = 20.6667 at 3×. The width 101.2756 is 102, 101.5 and 101.3333.
    @Test(arguments: [(1.0, 102.0, 21.0), (2.0, 101.5, 21.0), (3.0, 304.0 / 3, 62.0 / 3)])
    func sizeRoundsUpToThePixelGrid(displayScale: Double, width: Double, height: Double) {
        let result = layout("Hello, World!", displayScale: displayScale)
        #expect(isClose(result.size.width, width, within: 1e-9))
        #expect(isClose(result.size.height, height, within: 1e-9))
        #expect(isClose(result.lines[0].width, 101.2756, within: 0.0001))
    }

    @Test func scaleMultipliesEveryFontSize() {
        let half = layout("Hello, World!", scale: 0.5)
        #expect(isClose(half.lines[0].width, 101.2756 / 2, within: 0.0001))
        #expect(isClose(half.metrics.ascent, 16.46875 / 2, within: 1e-9))
        #expect(half.runs[0].size == 8.5)
        #expect(half.size == CGSize(width: 51, height: 11))
    }

    @Test func lineSpacingAndBaselines() {
        let result = layout("One\nTwo\nThree", lineSpacing: 4)
        let pitch = Inter17.lineHeight + 4
        #expect(result.lines.map(\.baseline).enumerated().allSatisfy { i, baseline in
            isClose(baseline, Inter17.ascent + Double(i) * pitch, within: 1e-9)
        })
        #expect(isClose(result.firstBaseline, 16.46875, within: 1e-9))
        let lastBaseline = 16.46875 + 2 * 24.5739
        #expect(isClose(result.lastBaseline, lastBaseline, within: 0.0001))
        // 3 × 20.5739 + 2 × 4 = 69.72, rounded up.
        #expect(result.size.height == 70)
    }

    @Test func mixedRunsKeepTheirFontsAndIndices() {
        let result = layout([TextContent.Run(string: "Hello ", font: body17),
                             TextContent.Run(string: "World", font: body17.bold())])
        #expect(result.runs.map(\.runIndex) == [0, 1])
        #expect(result.runs.map(\.font.path) == [FontPaths.interRegular, "\(FontPaths.inter)/Inter-Bold.otf"])
        #expect(result.strings == ["Hello World"])
        #expect(isClose(result.runs[1].positions[0].x, 45.4702, within: 0.0001))
    }
}
