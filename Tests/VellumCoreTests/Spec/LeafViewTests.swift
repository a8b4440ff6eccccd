import Foundation
import Testing
@testable import VellumCore

/// A 120×80 pt bitmap image, as in spec 2.4.
private func image() -> Image {
    Image(bitmap: ImageBitmap(pixelWidth: 120, pixelHeight: 80))
}

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

/// Spec sections 2 (Text, shapes, Color, Image) and 3 (Spacer, Divider).
@MainActor
struct LeafViewTests {
    // MARK: - 2.1 Text

    // Spec 2.1 worked example: Text("Hello, world") proposed (nil, nil) → 96 × 20.33.
    @Test func textIdealSize() {
        #expect(close(size(Text("Hello, world"), nil, nil), CGSize(width: 96, height: line)))
    }

    // Spec 2.1 worked example: proposed (60, 100) wraps to "Hello," / "world" → 46 × 40.67.
    @Test func textWrapsAtWordBoundary() {
        #expect(close(size(Text("Hello, world"), 60, 100), CGSize(width: 46, height: 2 * line)))
    }

    // Spec 2.1 worked example: proposed (60, 25) → only one line fits, truncated, ≤ 60 × 20.33.
    @Test func textTruncatesToFittingLines() {
        let s = size(Text("Hello, world"), 60, 25)
        #expect(close(s.height, line))
        #expect(s.width <= 60)
        #expect(s.width > 0)
    }

    // minimumScaleFactor fits both axes (issue "Layout fidelity on real views", item 3;
    // iOS shrinks to the largest scale in [factor, 1] at which the text, wrapped to the
    // width and within its line limit, fits the height too). With the fixed-advance
    // engine a glyph is 8 × s·size/17 wide and a line 61/3 × s·size/17 tall, so each
    // expected scale is a division; the search finds it to within 1/65536 of the range.

    /// One glyph at 200 pt is 94.12 × 239.22; in a 112 × 112 square it shrinks to the
    /// scale where its height is 112: s = 112 / 239.22 = 0.4682, so 44.07 × 112
    /// (CS193p's Memorize card emoji; before, it answered its full height).
    @Test func minimumScaleFactorShrinksATallGlyphIntoASquare() {
        let s = size(Text("X").font(.system(size: 200)).minimumScaleFactor(0.01), 112, 112)
        let scale: CGFloat = 112 / (61.0 / 3 * 200 / 17)
        #expect(abs(s.height - 112) < 0.01 && s.height <= 112, "\(s)")
        #expect(abs(s.width - 8 * 200 / 17 * scale) < 0.01, "\(s)")
    }

    /// "aaaa bbbb cccc dddd" (152 wide) in 80 × 30: at full size one line fits the
    /// height and the text would truncate. Shrunk to s = 30 / (2 × 61/3) = 0.7377 it
    /// wraps to two lines of 9 glyphs, 72·s = 53.11 wide and 30 tall; no larger scale
    /// fits (two lines would be too tall, one line too wide).
    @Test func minimumScaleFactorWrapsBeforeShrinkingFurther() {
        let l = layout(Text("aaaa bbbb cccc dddd").minimumScaleFactor(0.5).id("t"), width: 80, height: 30)
        let s = l.size
        #expect(abs(s.width - 72 * 90 / 122) < 0.01 && abs(s.height - 30) < 0.01, "\(s)")
    }

    /// At a minimum of 0.9 neither two lines (36.6 tall) nor one (136.8 wide) fit: the
    /// text is laid out at the minimum scale and truncated there, one line 18.3 tall.
    @Test func minimumScaleFactorTruncatesOnlyAtTheMinimum() {
        let s = size(Text("aaaa bbbb cccc dddd").minimumScaleFactor(0.9), 80, 30)
        #expect(close(s.height, line * 0.9), "\(s)")
        #expect(s.width <= 80)
    }

    /// Text that fits at full size is not shrunk, and a height of 1e300 neither limits
    /// the lines nor overflows.
    @Test func minimumScaleFactorLeavesFittingTextAlone() {
        #expect(close(size(Text("Hello, world").minimumScaleFactor(0.5), 100, 100), CGSize(width: 96, height: line)))
        #expect(close(size(Text("Hello, world"), 100, 1e300), CGSize(width: 96, height: line)))
    }

    // Spec 2.1 worked example: .lineLimit(3, reservesSpace: true) proposed (200, nil) → 96 × 61.
    @Test func textLineLimitReservesSpace() {
        let s = size(Text("Hello, world").lineLimit(3, reservesSpace: true), 200, nil)
        #expect(close(s, CGSize(width: 96, height: 61)))
    }

    // Spec 2.1 worked example: proposed (0, 0) → (0, 0).
    @Test func textZeroProposal() {
        #expect(size(Text("Hello, world"), 0, 0) == .zero)
    }

    // Spec 2.1: a width of 0 answers 0, so Text's minimum width in a stack is 0.
    @Test func textZeroWidthAnswersZeroWidth() {
        #expect(size(Text("Hello, world"), 0, nil).width == 0)
    }

    // Spec 2.1: (nil, nil) is one line per hard line break; width = widest line.
    @Test func textIdealHasOneLinePerHardBreak() {
        #expect(close(size(Text("Hello,\nworld"), nil, nil), CGSize(width: 46, height: 2 * line)))
    }

    // Spec 2.1: infinity behaves like nil for wrapping purposes.
    @Test func textInfiniteWidthDoesNotWrap() {
        #expect(close(size(Text("Hello, world"), .infinity, .infinity), CGSize(width: 96, height: line)))
    }

    // Spec 2.1: at least one line is laid out even if the height is below one line.
    @Test func textAlwaysShowsOneLine() {
        #expect(close(size(Text("Hello, world"), 200, 5), CGSize(width: 96, height: line)))
    }

    // Spec 2.1: breaks inside a word only when the word is wider than the width.
    @Test func textBreaksLongWord() {
        let s = size(Text("Goldfish"), 30, nil)  // "Goldfish" is 62 wide
        #expect(s.width <= 30)
        #expect(s.width > 0)
        #expect(s.height > line * 1.5)
    }

    // Spec 2.1 lineLimit: at most n lines; values < 1 act as 1.
    @Test func textLineLimit() {
        #expect(close(size(Text("Hello, world").lineLimit(1), 60, nil).height, line))
        #expect(close(size(Text("Hello, world").lineLimit(0), 60, nil).height, line))
        #expect(close(size(Text("Hello, world").lineLimit(nil), 60, nil).height, 2 * line))
    }

    // Spec 2.1 lineLimit range forms: the lower bound pads the height to `a` lines.
    @Test func textLineLimitRange() {
        #expect(close(size(Text("Hello, world").lineLimit(2...3), 200, nil), CGSize(width: 96, height: 2 * line)))
        #expect(close(size(Text("Hello, world").lineLimit(3...), 200, nil), CGSize(width: 96, height: 3 * line)))
        #expect(close(size(Text("Hello, world").lineLimit(...1), 60, nil).height, line))
    }

    // Spec 2.1 fixedSize: .fixedSize() proposes (nil, nil): single-line ideal, may overflow.
    @Test func textFixedSizeIsIdeal() {
        #expect(close(size(Text("Hello, world").fixedSize(), 50, 10), CGSize(width: 96, height: line)))
    }

    // Spec 2.1 fixedSize(horizontal: false, vertical: true): wraps and shows all lines.
    @Test func textFixedVerticalShowsAllLines() {
        let s = size(Text("Hello, world").fixedSize(horizontal: false, vertical: true), 60, 10)
        #expect(close(s, CGSize(width: 46, height: 2 * line)))
    }

    // MARK: - 2.2 Shapes

    // Spec 2.2 worked example: Circle() proposed (100, 50) → (50, 50).
    @Test func circleIsSquareOfShorterSide() {
        #expect(size(Circle(), 100, 50) == CGSize(width: 50, height: 50))
    }

    // Spec 2.2 worked example: Circle() proposed (nil, 40) → (10, 10) because min(10, 40) = 10.
    @Test func circleNilAxisIsTen() {
        #expect(size(Circle(), nil, 40) == CGSize(width: 10, height: 10))
    }

    // Spec 2.2 worked example: Capsule() proposed (100, 50) → (100, 50) with corner radius 25.
    @Test func capsuleFillsProposalWithHalfHeightRadius() {
        #expect(size(Capsule(), 100, 50) == CGSize(width: 100, height: 50))
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(Capsule().path(in: rect) == Path(roundedRect: rect, cornerRadius: 25, style: .circular))
        #expect(Capsule().path(in: rect) != Path(roundedRect: rect, cornerRadius: 20, style: .circular))
    }

    // Spec 2.2: Rectangle, RoundedRectangle, Capsule, Ellipse fill the proposal;
    // ideal 10×10, minimum 0, maximum infinite.
    @Test func fillingShapesIdealMinMax() {
        func check<S: Shape>(_ shape: S) {
            #expect(size(shape, nil, nil) == CGSize(width: 10, height: 10))
            #expect(size(shape, 0, 0) == .zero)
            #expect(size(shape, .infinity, .infinity) == CGSize(width: CGFloat.infinity, height: .infinity))
            #expect(size(shape, 123, 45) == CGSize(width: 123, height: 45))
        }
        check(Rectangle())
        check(RoundedRectangle(cornerRadius: 8))
        check(Capsule())
        check(Ellipse())
    }

    // Spec 2.2: stroked shapes report the same size as the base shape.
    @Test func strokedShapeKeepsSize() {
        #expect(size(Circle().stroke(Color.red, lineWidth: 10), 100, 50) == CGSize(width: 50, height: 50))
        #expect(size(Rectangle().stroke(lineWidth: 4), 70, 30) == CGSize(width: 70, height: 30))
        #expect(size(Capsule().fill(Color.red), 100, 50) == CGSize(width: 100, height: 50))
    }

    // MARK: - 2.3 Color

    // Spec 2.3 worked example: Color.red proposed (nil, 40) → 10 × 40.
    @Test func colorNilWidth() {
        #expect(size(Color.red, nil, 40) == CGSize(width: 10, height: 40))
    }

    // Spec 2.3 worked example: inside VStack { Color.red } proposed 300 × 400 → 300 × 400.
    @Test func colorInVStackFills() {
        let l = layout(VStack { Color.red.id("c") }, width: 300, height: 400)
        #expect(l.size == CGSize(width: 300, height: 400))
        #expect(l.frame(id: "c") == CGRect(x: 0, y: 0, width: 300, height: 400))
    }

    // Spec 2.3: minimum 0, maximum infinity.
    @Test func colorMinAndMax() {
        #expect(size(Color.red, 0, 0) == .zero)
        #expect(size(Color.red, .infinity, 5) == CGSize(width: CGFloat.infinity, height: 5))
    }

    // MARK: - 2.4 Image

    // Spec 2.4 worked example: a plain 120×80 image is 120 × 80 for any proposal.
    @Test(arguments: [
        ProposedViewSize(width: nil, height: nil), ProposedViewSize(width: 0, height: 0),
        ProposedViewSize(width: .infinity, height: .infinity), ProposedViewSize(width: 300, height: 300),
        ProposedViewSize(width: 10, height: nil),
    ])
    func plainImageIgnoresProposal(_ proposal: ProposedViewSize) {
        #expect(layout(image(), proposal).size == CGSize(width: 120, height: 80))
    }

    // Spec 2.4: natural size = pixel size ÷ image scale.
    @Test func imageScaleDividesPixels() {
        let img = Image(bitmap: ImageBitmap(pixelWidth: 240, pixelHeight: 160, scale: 2))
        #expect(size(img, 10, 10) == CGSize(width: 120, height: 80))
    }

    // Spec 2.4 worked example: .resizable() proposed (300, 300) → 300 × 300 (stretched).
    @Test func resizableImageStretches() {
        #expect(size(image().resizable(), 300, 300) == CGSize(width: 300, height: 300))
    }

    // Spec 2.4 worked example: .resizable() proposed (300, nil) → 300 × 80.
    @Test func resizableImageNilAxisIsNatural() {
        #expect(size(image().resizable(), 300, nil) == CGSize(width: 300, height: 80))
        #expect(size(image().resizable(), nil, nil) == CGSize(width: 120, height: 80))
    }

    // Spec 2.4: a resizable image is never smaller than its cap insets (0 without caps).
    @Test func resizableImageMinimumIsCapInsets() {
        #expect(size(image().resizable(), 0, 0) == .zero)
        let capped = image().resizable(capInsets: EdgeInsets(top: 5, leading: 10, bottom: 6, trailing: 20))
        #expect(size(capped, 0, 0) == CGSize(width: 30, height: 11))
        #expect(size(capped, 200, 100) == CGSize(width: 200, height: 100))
    }

    // Spec 2.4 worked example: .resizable().scaledToFit() proposed (300, 300): ratio 1.5,
    // scale min(2.5, 3.75) = 2.5 → image proposed (300, 200) → 300 × 200.
    @Test func resizableImageScaledToFit() {
        let l = layout(image().resizable().id("img").scaledToFit(), width: 300, height: 300)
        #expect(l.size == CGSize(width: 300, height: 200))
        #expect(l.element(id: "img")?.proposal == ProposedViewSize(width: 300, height: 200))
        #expect(l.frame(id: "img") == CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    // Spec 2.4 worked example: .resizable().scaledToFill() proposed (300, 300):
    // scale max(2.5, 3.75) = 3.75 → 450 × 300.
    @Test func resizableImageScaledToFill() {
        let l = layout(image().resizable().id("img").scaledToFill(), width: 300, height: 300)
        #expect(l.size == CGSize(width: 450, height: 300))
        #expect(l.element(id: "img")?.proposal == ProposedViewSize(width: 450, height: 300))
    }

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
