import Foundation
import Testing
import VellumCore
@testable import VellumText

/// `Text` views measured with the real engine, through `TextLeaf`'s rules.
@MainActor
@Suite struct TextViewTests {
    private var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.textEngine = FontTextEngine()
        return environment
    }

    private func size(_ view: some View, _ proposal: ProposedViewSize = .unspecified) -> CGSize {
        ViewLayout(of: view, proposal: proposal, environment: environment).size
    }

    @Test func idealSize() {
        #expect(size(Text("Hello, World!").font(.system(size: 17))) == CGSize(width: 102, height: 21))
    }

    @Test func wrapsInANarrowProposal() {
        let text = Text(WrappingTests.sentence).font(.system(size: 17))
        #expect(size(text, ProposedViewSize(width: 150, height: nil)) == CGSize(width: 149, height: 62))
        // A height for two lines truncates the second: 2 × 20.57 fits 45, 3 lines do not.
        #expect(size(text, ProposedViewSize(width: 150, height: 45)) == CGSize(width: 143, height: 42))
    }

    /// Space for two lines is kept, unrounded: 2 × 20.5739.
    @Test func lineLimitReservesSpace() {
        let text = Text("Hi").font(.system(size: 17)).lineLimit(2, reservesSpace: true)
        #expect(isClose(size(text).height, 2 * Inter17.lineHeight, within: 1e-9))
        #expect(size(text).width == 17)
    }

    /// At 80 pt the text shrinks (to no less than half its size) instead of truncating:
    /// to about 79% of 101.28, whose line of 16.3 pt rounds up to 17.
    @Test func minimumScaleFactorShrinksToFit() {
        let text = Text("Hello, World!").font(.system(size: 17)).lineLimit(1).minimumScaleFactor(0.5)
        #expect(size(text, ProposedViewSize(width: 80, height: nil)) == CGSize(width: 80, height: 17))
        #expect(size(text) == CGSize(width: 102, height: 21))
    }

    /// Two sizes of text share a baseline: the small one drops by the difference of ascents.
    @Test func firstTextBaselineAlignment() {
        let stack = HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.system(size: 34)).id("big")
            Text("small").font(.system(size: 17)).id("small")
        }
        let layout = ViewLayout(of: stack, proposal: .unspecified, environment: environment)
        let big = layout.frame(id: "big")!, small = layout.frame(id: "small")!
        #expect(isClose(small.minY - big.minY, 2 * Inter17.ascent - Inter17.ascent, within: 1e-9))
    }
}
