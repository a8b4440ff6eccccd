import Foundation
import Testing
import VellumCore
@testable import VellumText

/// Underlines and strikethroughs use the run's own font: Inter's post table puts the
/// underline's top 464 units below the baseline, OS/2 the strikeout's top 922 units
/// above it, each 192 units thick.
@Suite struct DecorationTests {
    @Test func underlineAndStrikethroughRects() {
        let result = layout([TextContent.Run(string: "Hello", font: body17, underline: .some(nil),
                                             strikethrough: .some(.red))])
        let line = result.lines[0]
        #expect(line.decorations.map(\.kind) == [.underline, .strikethrough])
        let underline = line.decorations[0].rect
        #expect(underline.minX == 0)
        #expect(underline.width == line.width)
        #expect(isClose(underline.minY, 464 * Inter17.unit, within: 1e-9))
        #expect(isClose(underline.height, 192 * Inter17.unit, within: 1e-9))
        let strike = line.decorations[1].rect
        #expect(isClose(strike.minY, -922 * Inter17.unit, within: 1e-9))
        #expect(strike.maxY < 0)
        #expect(line.decorations.allSatisfy { $0.runIndex == 0 })
    }

    @Test func decorationsCoverOnlyTheirRun() {
        let result = layout([TextContent.Run(string: "Plain ", font: body17),
                             TextContent.Run(string: "under", font: body17, underline: .some(nil))])
        let line = result.lines[0]
        #expect(line.decorations.count == 1)
        #expect(line.decorations[0].rect.minX == result.runs[1].positions[0].x)
        #expect(isClose(line.decorations[0].rect.maxX, line.width, within: 1e-9))
        #expect(line.decorations[0].runIndex == 1)
    }

    @Test func decorationsFollowBaselineOffset() {
        let plain = layout([TextContent.Run(string: "x", font: body17, underline: .some(nil))])
        let raised = layout([TextContent.Run(string: "x", font: body17, underline: .some(nil), baselineOffset: 3)])
        #expect(isClose(raised.lines[0].decorations[0].rect.minY, plain.lines[0].decorations[0].rect.minY - 3))
    }

    @Test func eachWrappedLineHasItsOwnUnderline() {
        let result = FontTextEngine().layout(
            TextContent(runs: [TextContent.Run(string: WrappingTests.sentence, font: body17, underline: .some(nil))]),
            constraints: TextConstraints(width: 150))
        #expect(result.lines.allSatisfy { $0.decorations.count == 1 && $0.decorations[0].rect.width == $0.width })
    }
}
