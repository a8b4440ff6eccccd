import Foundation
import Testing
@testable import VellumCore

private let hello = "Hello, world"  // 96 × 20.33 with the spec metrics

/// Spec sections 4.2 (fixed frame) and 4.3 (flexible frame), plus invalid input.
@MainActor
struct FrameTests {
    // MARK: - 4.2 Fixed frame

    // Spec 4.2 worked example: .frame(width: 60, height: 60, alignment: .topLeading):
    // child proposed (60, 60) wraps to 46 × 40.67; the frame is 60 × 60; text at (0, 0).
    @Test func fixedFrameTopLeading() {
        let l = layout(Text(hello).id("t").frame(width: 60, height: 60, alignment: .topLeading), width: 300, height: 300)
        #expect(l.size == CGSize(width: 60, height: 60))
        #expect(l.element(id: "t")?.proposal == ProposedViewSize(width: 60, height: 60))
        #expect(close(l.frame(id: "t"), CGRect(x: 0, y: 0, width: 46, height: 2 * line)))
    }

    // Spec 4.2 worked example: with .center the text is at (7, 9.67).
    @Test func fixedFrameCenter() {
        let l = layout(Text(hello).id("t").frame(width: 60, height: 60), width: 300, height: 300)
        #expect(l.size == CGSize(width: 60, height: 60))
        #expect(close(l.frame(id: "t"), CGRect(x: 7, y: (60 - 2 * line) / 2, width: 46, height: 2 * line)))
        #expect(close(l.frame(id: "t")?.minY ?? 0, 9.667))
    }

    // Spec 4.2: childOrigin = frame[default: alignment] − child[alignment].
    @Test func fixedFrameBottomTrailing() {
        let l = layout(Text(hello).id("t").frame(width: 200, height: 100, alignment: .bottomTrailing), width: nil, height: nil)
        #expect(close(l.frame(id: "t"), CGRect(x: 104, y: 100 - line, width: 96, height: line)))
    }

    // Spec 4.2: one dimension given → that value on its axis and the child's answer on the
    // other; the child is proposed (width ?? p.width, height ?? p.height).
    @Test func fixedWidthOnly() {
        let l = layout(Text(hello).id("t").frame(width: 100), width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 100, height: line)))
        #expect(l.element(id: "t")?.proposal == ProposedViewSize(width: 100, height: nil))
        #expect(close(l.frame(id: "t"), CGRect(x: 2, y: 0, width: 96, height: line)))
    }

    @Test func fixedHeightOnly() {
        let l = layout(Rectangle().id("r").frame(height: 50), width: 200, height: 300)
        #expect(l.size == CGSize(width: 200, height: 50))
        #expect(l.element(id: "r")?.proposal == ProposedViewSize(width: 200, height: 50))
    }

    // Spec 4.2: frame(width: 100) makes the width rigid: min = ideal = max = 100.
    @Test func fixedWidthIsRigid() {
        let v = Rectangle().frame(width: 100)
        #expect(size(v, 0, 10).width == 100)
        #expect(size(v, nil, 10).width == 100)
        #expect(size(v, .infinity, 10).width == 100)
    }

    // Spec 4.2: both given → exactly (width, height); the child may overflow (no clipping).
    @Test func fixedFrameChildOverflows() {
        let img = Image(bitmap: ImageBitmap(pixelWidth: 120, pixelHeight: 80))
        let l = layout(img.id("i").frame(width: 50, height: 50), width: 300, height: 300)
        #expect(l.size == CGSize(width: 50, height: 50))
        #expect(l.frame(id: "i") == CGRect(x: -35, y: -15, width: 120, height: 80))
    }

    // Spec 4.2 normalisation: a negative or non-finite width/height is treated as nil,
    // with a runtime warning.
    @Test(arguments: [CGFloat(-10), .nan, .infinity, -.infinity])
    func invalidFixedWidthIsIgnoredWithWarning(_ bad: CGFloat) {
        var l: ViewLayout?
        let warnings = Diagnostics.capture {
            l = layout(Rectangle().id("r").frame(width: bad, height: 20), width: 70, height: 300)
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("width") == true)
        #expect(l?.size == CGSize(width: 70, height: 20))
        #expect(l?.element(id: "r")?.proposal == ProposedViewSize(width: 70, height: 20))
    }

    @Test func invalidFixedHeightIsIgnoredWithWarning() {
        var s = CGSize.zero
        let warnings = Diagnostics.capture {
            s = size(Text(hello).frame(width: 200, height: -1), nil, nil)
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("height") == true)
        #expect(close(s, CGSize(width: 200, height: line)))
    }

    @Test func validFixedFrameDoesNotWarn() {
        let warnings = Diagnostics.capture { _ = size(Rectangle().frame(width: 0, height: 20), nil, nil) }
        #expect(warnings.isEmpty)
    }

    // MARK: - 4.3 Flexible frame

    // Spec 4.3 worked example: .frame(maxWidth: .infinity, alignment: .leading) proposed
    // (300, 100) → width min(max(300, 96), inf) = 300; height 20.33; text at x = 0.
    @Test func maxWidthInfinityLeading() {
        let l = layout(Text(hello).id("t").frame(maxWidth: .infinity, alignment: .leading), width: 300, height: 100)
        #expect(close(l.size, CGSize(width: 300, height: line)))
        #expect(close(l.frame(id: "t"), CGRect(x: 0, y: 0, width: 96, height: line)))
    }

    // Spec 4.3 worked example: the same proposed (nil, nil) → 96 × 20.33.
    @Test func maxWidthInfinityIdeal() {
        #expect(close(size(Text(hello).frame(maxWidth: .infinity, alignment: .leading), nil, nil), CGSize(width: 96, height: line)))
    }

    // Spec 4.3 worked example: .fixedSize().frame(maxWidth: .infinity) proposed width 50 →
    // child 96 → min(max(50, 96), inf) = 96: the frame grows to the content.
    @Test func maxWidthGrowsToContent() {
        let l = layout(Text(hello).fixedSize().id("f").frame(maxWidth: .infinity), width: 50, height: 100)
        #expect(close(l.size, CGSize(width: 96, height: line)))
        #expect(close(l.frame(id: "f"), CGRect(x: 0, y: 0, width: 96, height: line)))
    }

    // Spec 4.3 worked example: .frame(minWidth: 150) proposed width 300 → childP = 300,
    // text 96 → max(min(300, 96), 150) = 150.
    @Test func minWidthWithLargerProposal() {
        let l = layout(Text(hello).id("t").frame(minWidth: 150), width: 300, height: 100)
        #expect(close(l.size, CGSize(width: 150, height: line)))
        #expect(close(l.frame(id: "t"), CGRect(x: 27, y: 0, width: 96, height: line)))
    }

    // Spec 4.3 worked example: .frame(minWidth: 150) proposed width 100 →
    // childP = max(100, 150) = 150 → text 96 → 150.
    @Test func minWidthWithSmallerProposal() {
        let l = layout(Text(hello).id("t").frame(minWidth: 150), width: 100, height: 100)
        #expect(close(l.size, CGSize(width: 150, height: line)))
        #expect(l.frame(id: "t")?.width == 96)
    }

    // Spec 4.3: "with a min, the frame takes the proposed size when the child is bigger".
    @Test func minWidthTakesProposalWhenChildIsBigger() {
        let img = Image(bitmap: ImageBitmap(pixelWidth: 120, pixelHeight: 80))
        #expect(size(img.frame(minWidth: 50), 100, 100) == CGSize(width: 100, height: 80))
    }

    // Spec 4.3 worked example: .frame(minWidth: 0, maxWidth: .infinity) → always the
    // proposed width; nil → 96.
    @Test func zeroToInfinityTakesProposal() {
        let v = Text(hello).frame(minWidth: 0, maxWidth: .infinity)
        #expect(size(v, 250, 100).width == 250)
        #expect(size(v, 40, 100).width == 40)
        #expect(size(v, 0, 100).width == 0)
        #expect(size(v, nil, nil).width == 96)
    }

    // Spec 4.3 worked example: .frame(idealWidth: 100, maxWidth: 200): proposed nil → 100.
    @Test func idealWidthUsedForNilProposal() {
        let l = layout(Text(hello).id("t").frame(idealWidth: 100, maxWidth: 200), width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 100, height: line)))
    }

    // Spec 4.3 worked example: .frame(idealWidth: 100, maxWidth: 200) proposed 500 →
    // childP = 200 → min(max(200, c), 200) = 200.
    @Test func idealWidthFrameClampsLargeProposal() {
        let l = layout(Text(hello).id("t").frame(idealWidth: 100, maxWidth: 200), width: 500, height: 100)
        #expect(close(l.size, CGSize(width: 200, height: line)))
        #expect(l.frame(id: "t")?.width == 96)
    }

    // Spec 4.3 Step A: childP = (p ?? ideal) clamped to [min, max].
    @Test func childProposalIsClamped() {
        let v = Rectangle().id("r").frame(minWidth: 50, idealWidth: 80, maxWidth: 120, minHeight: 10, maxHeight: 20)
        // Step B case 1 gives (120, 20); the child is placed with that final size.
        let big = layout(v, width: 500, height: 500)
        #expect(big.size == CGSize(width: 120, height: 20))
        #expect(big.element(id: "r")?.proposal == ProposedViewSize(width: 120, height: 20))
        // Proposed nil width with an ideal → 80 (case 2); nil height without ideal → child's 10 clamped.
        let ideal = layout(v, width: nil, height: nil)
        #expect(ideal.size == CGSize(width: 80, height: 10))
    }

    // Spec 4.3 Step B case 1: both min and max and a proposal → clamp(p, min, max); the
    // child is irrelevant on that axis.
    @Test func minAndMaxClampTheProposal() {
        let img = Image(bitmap: ImageBitmap(pixelWidth: 120, pixelHeight: 80))
        let v = img.frame(minWidth: 10, maxWidth: 60, minHeight: 100, maxHeight: 300)
        #expect(size(v, 40, 50) == CGSize(width: 40, height: 100))
        #expect(size(v, 500, 500) == CGSize(width: 60, height: 300))
        #expect(size(v, 0, 200) == CGSize(width: 10, height: 200))
    }

    // Spec 4.3 Step B case 3, "only max": min(max(childP, c), max): the frame grows to the
    // proposal (capped at max) even if the child is smaller.
    @Test func maxOnlyGrowsToProposal() {
        let v = Color.red.frame(width: 20, height: 20).frame(maxWidth: 150, maxHeight: 30)
        #expect(size(v, 100, 100) == CGSize(width: 100, height: 30))
        #expect(size(v, 400, 10) == CGSize(width: 150, height: 20))
        #expect(size(v, nil, nil) == CGSize(width: 20, height: 20))
    }

    // Spec 4.3 Step B case 3 with min and max and a nil proposal (no ideal): clamp(c, min, max).
    @Test func minAndMaxWithNilProposalClampChild() {
        #expect(size(Text(hello).frame(minWidth: 100, maxWidth: 200), nil, nil).width == 100)
        #expect(size(Text(hello).frame(minWidth: 10, maxWidth: 50), nil, nil).width == 50)
        #expect(size(Text(hello).frame(minWidth: 10, maxWidth: 200), nil, nil).width == 96)
    }

    // Spec 4.3: maxHeight with top alignment.
    @Test func maxHeightInfinityTop() {
        let l = layout(Text(hello).id("t").frame(maxHeight: .infinity, alignment: .top), width: 300, height: 200)
        #expect(l.size == CGSize(width: 96, height: 200))
        #expect(close(l.frame(id: "t"), CGRect(x: 0, y: 0, width: 96, height: line)))
    }

    // MARK: - 4.3 Normalisation and invalid input

    // Spec 4.3 normalisation: ideal' = max(min', ideal), with a warning for min > ideal.
    @Test func idealRaisedToMin() {
        var s = CGSize.zero
        let warnings = Diagnostics.capture { s = size(Rectangle().frame(minWidth: 50, idealWidth: 20), nil, 10) }
        #expect(s.width == 50)
        #expect(!warnings.isEmpty)
    }

    // Spec 4.3 normalisation: max' = max(ideal', max), with a warning for ideal > max.
    @Test func maxRaisedToIdeal() {
        var s = CGSize.zero
        let warnings = Diagnostics.capture { s = size(Rectangle().frame(idealWidth: 300, maxWidth: 100), 500, 10) }
        // childP = min(500, 300) = 300 → rectangle 300 → min(max(300, 300), 300) = 300.
        #expect(s.width == 300)
        #expect(!warnings.isEmpty)
    }

    // Spec 4.3 normalisation: min' = max(min, 0).
    @Test func negativeMinBecomesZero() {
        var s = CGSize.zero
        _ = Diagnostics.capture { s = size(Color.red.frame(minWidth: -40, idealWidth: -10), nil, 10) }
        // ideal' = max(min' = 0, −10) = 0.
        #expect(s.width == 0)
    }

    // Frame.swift: when min > max remains (no ideal between them) Vellum warns, never
    // crashes, and the minimum wins (spec 4.3: max is not raised to min without an ideal).
    @Test(arguments: [nil, CGFloat(0), 50, 150, 1000, .infinity])
    func minGreaterThanMaxMinimumWins(_ proposed: CGFloat?) {
        var l: ViewLayout?
        let warnings = Diagnostics.capture {
            l = layout(Rectangle().id("r").frame(minWidth: 200, maxWidth: 100), width: proposed, height: 30)
        }
        #expect(!warnings.isEmpty)
        #expect(warnings.contains { $0.contains("width") })
        #expect(l?.size == CGSize(width: 200, height: 30))
        #expect(l?.frame(id: "r")?.width == 200)
    }

    @Test func minGreaterThanMaxWithTextChild() {
        var s = CGSize.zero
        let warnings = Diagnostics.capture { s = size(Text(hello).frame(minHeight: 80, maxHeight: 40), 300, 10) }
        #expect(!warnings.isEmpty)
        #expect(close(s, CGSize(width: 96, height: 80)))
    }

    // Spec 4.3 (OSUI): NaN and non-finite ideals are ignored with a warning.
    @Test func nanFlexibleDimensionIsIgnored() {
        var s = CGSize.zero
        let warnings = Diagnostics.capture { s = size(Text(hello).frame(idealWidth: .nan), nil, nil) }
        #expect(!warnings.isEmpty)
        #expect(close(s, CGSize(width: 96, height: line)))
    }

    @Test func consistentFlexibleFrameDoesNotWarn() {
        let warnings = Diagnostics.capture {
            _ = size(Text(hello).frame(minWidth: 0, idealWidth: 10, maxWidth: .infinity), 100, 100)
        }
        #expect(warnings.isEmpty)
    }

    // MARK: - 4.3 iOS 17 placement proposal

    // Spec 4.3: the child is proposed nil when the frame was proposed nil, has no ideal,
    // and its final size is strictly between min and max.
    @Test func placementProposesNilStrictlyInsideLimits() {
        let l = layout(Text(hello).id("t").frame(minWidth: 50, maxWidth: 200), width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 96, height: line)))
        #expect(l.element(id: "t")?.proposal == .unspecified)
        #expect(close(l.frame(id: "t"), CGRect(x: 0, y: 0, width: 96, height: line)))
    }

    // Spec 4.3: final size equal to min is not strictly inside → the child gets the final size.
    @Test func placementProposesFinalSizeAtMinimum() {
        let l = layout(Text(hello).id("t").frame(minWidth: 100, maxWidth: 200), width: nil, height: nil)
        #expect(l.size.width == 100)
        #expect(l.element(id: "t")?.proposal.width == 100)
        #expect(l.element(id: "t")?.proposal.height == nil)
    }

    // Spec 4.3: final size equal to max → the child gets the final size.
    @Test func placementProposesFinalSizeAtMaximum() {
        let l = layout(Text(hello).id("t").frame(minWidth: 10, maxWidth: 60), width: nil, height: nil)
        #expect(l.size.width == 60)
        #expect(l.element(id: "t")?.proposal.width == 60)
        // Proposed 60, the text wraps to two lines at placement.
        #expect(close(l.frame(id: "t")?.size ?? .zero, CGSize(width: 46, height: 2 * line)))
    }

    // Spec 4.3: with an ideal, the child gets the final size even for a nil proposal.
    @Test func placementProposesFinalSizeWithIdeal() {
        let l = layout(Text(hello).id("t").frame(idealWidth: 120), width: nil, height: nil)
        #expect(l.size.width == 120)
        #expect(l.element(id: "t")?.proposal.width == 120)
    }

    // Spec 4.3: with a non-nil proposal the child gets the final size.
    @Test func placementProposesFinalSizeForConcreteProposal() {
        let l = layout(Text(hello).id("t").frame(minWidth: 50, maxWidth: 200), width: 150, height: 30)
        #expect(close(l.size, CGSize(width: 150, height: line)))
        let p = l.element(id: "t")?.proposal
        #expect(p?.width == 150)
        #expect(close(p?.height ?? 0, line))
    }

    // MARK: - Spacing resets (4.2, 4.3)

    private func belowSquare<V: View>(_ view: V) -> ViewLayout {
        layout(VStack { Color.red.frame(width: 10, height: 10); view.id("v") }, width: nil, height: nil)
    }

    // Spec 4.2 spacing: on axes with a fixed value, the child's spacing on those edges is
    // reset to plain-view spacing (8 between two plain views).
    @Test func fixedHeightResetsVerticalSpacing() {
        #expect(belowSquare(Text("A").frame(height: 30)).frame(id: "v")?.minY == 18)
        // A fixed width leaves the vertical (text) spacing as the text's own.
        let plain = belowSquare(Text("A")).frame(id: "v")?.minY
        #expect(plain != 18)
        #expect(belowSquare(Text("A").frame(width: 30)).frame(id: "v")?.minY == plain)
    }

    // Spec 4.3 spacing: resets the child's spacing on axes where any of min/ideal/max is given.
    @Test func flexibleFrameResetsSpacingOnConstrainedAxes() {
        #expect(belowSquare(Text("A").frame(minHeight: 0)).frame(id: "v")?.minY == 18)
        #expect(belowSquare(Text("A").frame(idealHeight: 25)).frame(id: "v")?.minY == 18)
        let plain = belowSquare(Text("A")).frame(id: "v")?.minY
        #expect(belowSquare(Text("A").frame(maxWidth: .infinity)).frame(id: "v")?.minY == plain)
    }

    // MARK: - Placement with explicit guides (4.2, shared by both frame kinds)

    // Spec 4.2: childOrigin.x = frame[default: leading] − child[leading], using the
    // child's explicit guide when it has one.
    @Test func frameUsesChildExplicitGuide() {
        let v = Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in 3 }.id("c")
            .frame(width: 50, height: 20, alignment: .leading)
        let l = layout(v, width: nil, height: nil)
        #expect(l.frame(id: "c") == CGRect(x: -3, y: 5, width: 10, height: 10))
    }

    // Spec 4.2 with 2.1: the frame's own firstTextBaseline defaults to its height (no
    // text), the text's is its first baseline (ascent 16 with the spec metrics).
    @Test func frameAlignsTextBaselineToItsBottom() {
        let v = Text("Hello, world").id("t").frame(width: 100, height: 100, alignment: .leadingFirstTextBaseline)
        let l = layout(v, width: nil, height: nil)
        #expect(close(l.frame(id: "t"), CGRect(x: 0, y: 84, width: 96, height: line)))
    }

    // Spec 4.3: a flexible frame places its child with the same alignment rule.
    @Test func flexibleFrameAlignment() {
        let v = Color.red.frame(width: 10, height: 10).id("c").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
        let l = layout(v, width: 100, height: 60)
        #expect(l.size == CGSize(width: 100, height: 60))
        #expect(l.frame(id: "c") == CGRect(x: 90, y: 50, width: 10, height: 10))
    }
}
