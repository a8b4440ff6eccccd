import Foundation
import Testing
@testable import VellumCore

/// The spec environment on a 3× screen (spec 3.2: pixelLength = 1/3 pt).
private var env3x: EnvironmentValues {
    var env = EnvironmentValues.spec
    env.displayScale = 3
    return env
}

@MainActor
private func layout3x<V: View>(_ view: V, width: CGFloat?, height: CGFloat?) -> ViewLayout {
    ViewLayout(of: view, proposal: ProposedViewSize(width: width, height: height), environment: env3x)
}

/// Spec section 3: Spacer and Divider.
@MainActor
struct SpacerTests {
    // MARK: - 3.1 Spacer

    // Spec 3.1 worked example: HStack { Text("A"); Spacer(); Text("B") } proposed width 200:
    // texts 12 each, spacer 176, stack 200 wide and as tall as the texts.
    @Test func spacerTakesTheRestInHStack() {
        let v = HStack { Text("A").id("a"); Spacer().id("s"); Text("B").id("b") }
        let l = layout(v, width: 200, height: 100)
        #expect(close(l.size, CGSize(width: 200, height: line)))
        #expect(close(l.frame(id: "a"), CGRect(x: 0, y: 0, width: 12, height: line)))
        #expect(l.frame(id: "s")?.minX == 12)
        #expect(l.frame(id: "s")?.width == 176)
        #expect(l.frame(id: "s")?.height == 0)
        #expect(close(l.frame(id: "b"), CGRect(x: 188, y: 0, width: 12, height: line)))
    }

    // Spec 3.1 worked example: .fixedSize() on the same stack gives 12 + 8 + 12 = 32 wide.
    @Test func fixedSizeStackWithSpacerUsesMinLength() {
        let v = HStack { Text("A"); Spacer().id("s"); Text("B") }.fixedSize()
        let l = layout(v, width: 200, height: 100)
        #expect(close(l.size, CGSize(width: 32, height: line)))
        #expect(l.frame(id: "s")?.width == 8)
    }

    // Spec 3.1: horizontal spacer = (max(p.width ?? -inf, m), 0); ideal m = 8 by default.
    @Test func spacerInHStackIdeal() {
        let l = layout(HStack { Spacer().id("s") }, width: nil, height: nil)
        #expect(l.frame(id: "s")?.size == CGSize(width: 8, height: 0))
        #expect(l.size == CGSize(width: 8, height: 0))
    }

    // Spec 3.1: a Spacer proposed a length below m still reports m; height is always 0.
    @Test func spacerMinLengthInHStack() {
        let l = layout(HStack { Spacer(minLength: 20).id("s") }, width: 10, height: 50)
        #expect(l.frame(id: "s")?.size == CGSize(width: 20, height: 0))
        #expect(l.size == CGSize(width: 20, height: 0))
        let wide = layout(HStack { Spacer(minLength: 20).id("s") }, width: 150, height: 50)
        #expect(wide.frame(id: "s")?.size == CGSize(width: 150, height: 0))
    }

    // Spec 3.1: vertical spacer = (0, max(p.height ?? -inf, m)); zero gap to its neighbours.
    @Test func spacerMinLengthInVStack() {
        let v = VStack { Text("A").id("a"); Spacer(minLength: 30).id("s"); Text("B").id("b") }
        let l = layout(v, width: 100, height: 50)
        // 50 − two text lines leaves 9.33 for the spacer, which still reports 30.
        #expect(l.frame(id: "s")?.width == 0)
        #expect(close(l.frame(id: "s")?.height ?? 0, 30))
        #expect(close(l.frame(id: "s")?.minY ?? 0, line))
        #expect(close(l.frame(id: "b")?.minY ?? 0, line + 30))
        #expect(close(l.size, CGSize(width: 12, height: 2 * line + 30)))
    }

    // Spec 3.1: vertical spacer ideal is m (default 8) tall and 0 wide.
    @Test func spacerInVStackIdeal() {
        let l = layout(VStack { Spacer().id("s") }, width: nil, height: nil)
        #expect(l.frame(id: "s")?.size == CGSize(width: 0, height: 8))
    }

    // Spec 3.1: with no orientation (root) the spacer expands on both axes, minimum m.
    @Test func spacerOutsideStacks() {
        #expect(size(Spacer(), nil, nil) == CGSize(width: 8, height: 8))
        #expect(size(Spacer(), 100, 50) == CGSize(width: 100, height: 50))
        #expect(size(Spacer(minLength: 20), 5, 30) == CGSize(width: 20, height: 30))
        #expect(size(Spacer(minLength: 0), 0, 0) == .zero)
    }

    // Spec 3.1: with no orientation (ZStack, overlay) the spacer expands on both axes,
    // even when the overlay's primary sits in an HStack.
    @Test func spacerInZStackAndOverlayHasNoOrientation() {
        let z = layout(ZStack { Spacer().id("s") }, width: 60, height: 40)
        #expect(z.frame(id: "s")?.size == CGSize(width: 60, height: 40))
        let v = HStack { Color.red.frame(width: 50, height: 40).overlay { Spacer().id("s") } }
        let o = layout(v, width: 300, height: 300)
        #expect(o.frame(id: "s")?.size == CGSize(width: 50, height: 40))
    }

    // Spec 3.1: a Spacer contributes zero spacing; minLength stands in for the gap.
    @Test func spacerHasNoGapToNeighbours() {
        let v = HStack { Color.red.frame(width: 10, height: 10).id("r"); Spacer(minLength: 3).id("s"); Color.blue.frame(width: 10, height: 10).id("b") }
        let l = layout(v, width: nil, height: nil)
        #expect(l.size == CGSize(width: 23, height: 10))
        #expect(l.frame(id: "s")?.minX == 10)
        #expect(l.frame(id: "b")?.minX == 13)
    }

    // MARK: - 3.2 Divider

    // Spec 3.2 worked example (3×): in a VStack proposed width 300 a Divider is 300 × 0.333.
    @Test func dividerInVStackIsHorizontalLine() {
        let l = layout3x(VStack { Divider().id("d") }, width: 300, height: nil)
        #expect(close(l.frame(id: "d")?.size ?? .zero, CGSize(width: 300, height: 1.0 / 3)))
        let tall = layout3x(VStack { Divider().id("d") }, width: 300, height: 400)
        #expect(close(tall.frame(id: "d")?.size ?? .zero, CGSize(width: 300, height: 1.0 / 3)))
    }

    // Spec 3.2 worked example (3×): in an HStack proposed height 44 a Divider is 0.333 × 44.
    @Test func dividerInHStackIsVerticalLine() {
        let l = layout3x(HStack { Divider().id("d") }, width: 200, height: 44)
        #expect(close(l.frame(id: "d")?.size ?? .zero, CGSize(width: 1.0 / 3, height: 44)))
    }

    // Spec 3.2 worked example (3×): inside .fixedSize() a Divider is 10 × 0.333.
    @Test func dividerFixedSize() {
        let l = layout3x(Divider().id("d").fixedSize(), width: 300, height: 300)
        #expect(close(l.frame(id: "d")?.size ?? .zero, CGSize(width: 10, height: 1.0 / 3)))
        let stacked = layout3x(VStack { Divider().id("d") }.fixedSize(), width: 300, height: 300)
        #expect(close(stacked.frame(id: "d")?.size ?? .zero, CGSize(width: 10, height: 1.0 / 3)))
    }

    // Spec 3.2: outside any stack the Divider is a horizontal line; thickness = pixelLength
    // (1 pt at the default scale 1).
    @Test func dividerOutsideStackIsHorizontal() {
        #expect(size(Divider(), 300, 100) == CGSize(width: 300, height: 1))
        #expect(close(layout3x(Divider(), width: 300, height: 100).size, CGSize(width: 300, height: 1.0 / 3)))
    }

    // Spec 3.2: in an HStack of texts the vertical line takes the stack's height.
    @Test func dividerInHStackWithTextTakesStackHeight() {
        let v = HStack { Text("A"); Divider().id("d"); Text("B") }
        let l = layout3x(v, width: 200, height: nil)
        #expect(close(l.frame(id: "d")?.size ?? .zero, CGSize(width: 1.0 / 3, height: line)))
    }

    // Spec 3.2: the thickness is 1 pt at accessibility text sizes.
    @Test func dividerAccessibilityThickness() {
        var env = env3x
        env.dynamicTypeSize = .accessibility1
        let l = ViewLayout(of: VStack { Divider().id("d") }, proposal: ProposedViewSize(width: 300, height: nil), environment: env)
        #expect(l.frame(id: "d")?.size == CGSize(width: 300, height: 1))
    }

    // Spec 3.1 and 10.1: a Spacer's priority is −infinity (a native SwiftUI probe,
    // water-rs/waterui #968; OSUI and DanceUI agree), so the Color is sized first with
    // 400 − the Spacer's reserved minimum 8 = 392, and the Spacer gets its 8.
    @Test func colorTakesAllButTheSpacersMinimum() {
        let l = layout(VStack(spacing: 0) { Color.red.id("r"); Spacer().id("s") }, width: 100, height: 400)
        #expect(l.frame(id: "r") == CGRect(x: 0, y: 0, width: 100, height: 392))
        #expect(l.frame(id: "s") == CGRect(x: 50, y: 392, width: 0, height: 8))  // 0 wide, centred
    }

    // Spec 3.1: an explicit priority on a Spacer replaces −infinity. Here the Text's −1 is
    // above the Spacer's −infinity, so the Text is still sized first (offered 200 − 8).
    @Test func negativePriorityStaysAboveASpacer() {
        let v = HStack(spacing: 0) { Text("Hello, world").id("t").layoutPriority(-1); Spacer().id("s") }
        let l = layout(v, width: 200, height: nil)
        #expect(l.element(id: "t")?.proposal.width == 192)
        #expect(l.frame(id: "t")?.width == 96)
        #expect(l.frame(id: "s")?.width == 104)
    }

    // Spec 3.1: `.layoutPriority(1)` on the Spacer puts it first; it is offered 200 − the
    // text's minimum 0 and takes everything, leaving the Text a proposal of 0.
    @Test func explicitPriorityOnASpacerReplacesMinusInfinity() {
        let v = HStack(spacing: 0) { Text("Hello, world").id("t"); Spacer().id("s").layoutPriority(1) }
        let l = layout(v, width: 200, height: nil)
        #expect(l.frame(id: "s")?.width == 200)
        #expect(l.element(id: "t")?.proposal.width == 0)
        #expect(l.frame(id: "t")?.size == .zero)
    }
}
