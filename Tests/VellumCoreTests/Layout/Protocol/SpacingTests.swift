import Foundation
import Testing
@testable import VellumCore

// Spec section 5.1.4: default per-pair spacing (spacing: nil) and ViewSpacing. The worked
// examples (a tree, a proposal and frames) are in Fixtures/spacing.json.

/// The text spacing values of spec 5.1.4, computed from its formulas for the fixed text
/// engine at 17 pt (ascent 16, descent 13/3, leading 0, capHeight 12) and displayScale 1,
/// where one pixel is one point so ceil_px is `ceil`.
private enum TextGap {
    static let ascent: CGFloat = 16
    static let descent: CGFloat = 13.0 / 3
    static let leading: CGFloat = 0
    static let capHeight: CGFloat = 12
    /// fontLineHeight = 16 + 13/3 + 0 = 61/3.
    static var lineHeight: CGFloat { ascent + descent + leading }
    /// s = ceil_px(0.1 × 61/3) = ceil(2.033) = 3.
    static var s: CGFloat { (0.1 * lineHeight).rounded(.up) }
    /// L = lineHeight + s = 70/3.
    static var L: CGFloat { lineHeight + s }
    /// A plain view above a Text: L − ascent = 22/3.
    static var plainAboveText: CGFloat { L - ascent }
    /// A Text above a plain view: max(L − capHeight, s + descent) = max(34/3, 22/3) = 34/3.
    static var textAbovePlain: CGFloat { max(L - capHeight, s + descent) }
    /// Text above Text: the font's leading rounded up to a pixel = 0.
    static var textAboveText: CGFloat { leading.rounded(.up) }
}

@MainActor
private func expectMinY(_ l: ViewLayout, _ id: String, _ y: CGFloat,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = l.frame(id: id)?.minY
    #expect(actual.map { close($0, y) } ?? false, "\(id): expected minY \(y), got \(String(describing: actual))\n\(l)",
            sourceLocation: sourceLocation)
}

/// Records the spacing preferences of its subviews; a vertical stack orientation so a
/// Spacer inside behaves as in a VStack.
private final class SpacingProbe {
    var spacings: [ViewSpacing] = []
}

private struct RecordSpacings: Layout {
    let probe: SpacingProbe
    static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        probe.spacings = subviews.map(\.spacing)
        return CGSize(width: 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@MainActor
struct SpacingTests {
    @Test func textGapFormulaValues() {
        // Spec 5.1.4 formulas with the fixed engine's metrics (guards the helper itself).
        #expect(TextGap.s == 3)
        #expect(close(TextGap.plainAboveText, 22.0 / 3))
        #expect(close(TextGap.textAbovePlain, 34.0 / 3))
        #expect(TextGap.textAboveText == 0)
    }

    @Test func textSpacingRoundsUpToPixelsAtScale3() {
        // Spec 5.1.4 with displayScale 3 (px = 1/3): s = ceil_px(0.1 × 61/3) = ceil(6.1)/3
        // = 7/3; L = 61/3 + 7/3 = 68/3; above text L − 16 = 20/3; below text
        // max(L − 12, s + 13/3) = max(32/3, 20/3) = 32/3.
        let px: CGFloat = 1.0 / 3
        let lineHeight = TextGap.lineHeight
        let s = (0.1 * lineHeight / px).rounded(.up) * px
        let L = lineHeight + s
        let above = L - TextGap.ascent
        let below = max(L - TextGap.capHeight, s + TextGap.descent)
        #expect(close(above, 20.0 / 3) && close(below, 32.0 / 3))
        let l = layout(VStack {
            Color.red.frame(width: 10, height: 10).id("c")
            Text("A").id("t")
            Color.red.frame(width: 10, height: 10).id("d")
        }.environment(\.displayScale, 3), width: nil, height: nil)
        expectMinY(l, "t", 10 + above)
        expectMinY(l, "d", 10 + above + line + below)
    }

    @Test func textSpacingUsesTheTextsFont() {
        // Spec 5.1.4 with a 34 pt font: the fixed engine scales metrics by 34/17 = 2:
        // ascent 32, descent 26/3, capHeight 24, line height 122/3. s = ceil(4.07) = 5,
        // L = 122/3 + 5 = 137/3; above text = L − 32 = 41/3; below text =
        // max(L − 24, 5 + 26/3) = max(65/3, 41/3) = 65/3.
        let ascent: CGFloat = 32, descent: CGFloat = 26.0 / 3, capHeight: CGFloat = 24
        let lineHeight = ascent + descent
        let s = (0.1 * lineHeight).rounded(.up)
        let L = lineHeight + s
        let above = L - ascent
        let below = max(L - capHeight, s + descent)
        let l = layout(VStack {
            Color.red.frame(width: 10, height: 10).id("c")
            Text("A").font(.system(size: 34)).id("t")
            Color.red.frame(width: 10, height: 10).id("d")
        }, width: nil, height: nil)
        expectMinY(l, "t", 10 + above)
        #expect(close(l.frame(id: "t")?.height ?? -1, lineHeight))
        expectMinY(l, "d", 10 + above + lineHeight + below)
    }

    @Test func viewSpacingDistanceAPI() {
        // Spec 6 ViewSpacing / 5.1.4 rules 2 and 3.
        // No preferences on either side: the platform default 8.
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
        // `.zero` has category-less 0 on every edge: max(0, 0) = 0.
        #expect(ViewSpacing.zero.distance(to: .zero, along: .horizontal) == 0)
        // Only one side has a category-less value: that value.
        #expect(ViewSpacing().distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .horizontal) == 0)

        // formUnion(_:edges:) only copies the given edges: top-only zero spacing affects
        // what sits above (vertical) but not what sits beside (horizontal).
        var topOnly = ViewSpacing()
        topOnly.formUnion(.zero, edges: .top)
        #expect(ViewSpacing().distance(to: topOnly, along: .vertical) == 0)
        #expect(topOnly.distance(to: ViewSpacing(), along: .vertical) == 8)
        #expect(ViewSpacing().distance(to: topOnly, along: .horizontal) == 8)
        #expect(ViewSpacing().union(.zero, edges: .leading).distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: ViewSpacing().union(.zero, edges: .leading), along: .horizontal) == 0)
    }

    @Test func unionKeepsLargerValuePerKey() {
        // Spec 6 ViewSpacing: formUnion / union keep the larger value per key. Built with
        // the engine's internal initializer: category-less top values 3 and 5 → 5; the
        // distance to a view above with no preference is then 5 (5.1.4 rule 2).
        let three = ViewSpacing(minima: [ViewSpacing.Key(category: nil, edge: .top): .distance(3)])
        let five = ViewSpacing(minima: [ViewSpacing.Key(category: nil, edge: .top): .distance(5)])
        #expect(ViewSpacing().distance(to: three.union(five), along: .vertical) == 5)
        #expect(ViewSpacing().distance(to: five.union(three), along: .vertical) == 5)
        var merged = five
        merged.formUnion(three)
        #expect(ViewSpacing().distance(to: merged, along: .vertical) == 5)
        // Edges not in the set are left out: nothing on top, so the default 8.
        #expect(ViewSpacing().distance(to: ViewSpacing().union(five, edges: .bottom), along: .vertical) == 8)
    }

    @Test func subviewSpacingDistances() {
        // Spec 5.1.4 via LayoutSubview.spacing and ViewSpacing.distance(to:along:):
        // plain/Text/Spacer preferences give the documented per-pair values.
        let probe = SpacingProbe()
        let view = RecordSpacings(probe: probe) {
            Color.red
            Text("A")
            Spacer()
        }
        _ = layout(view, width: 100, height: 100)
        #expect(probe.spacings.count == 3)
        guard probe.spacings.count == 3 else { return }
        let plain = probe.spacings[0], text = probe.spacings[1], spacer = probe.spacings[2]
        #expect(close(plain.distance(to: text, along: .vertical), TextGap.plainAboveText))
        #expect(close(text.distance(to: plain, along: .vertical), TextGap.textAbovePlain))
        #expect(close(text.distance(to: text, along: .vertical), TextGap.textAboveText))
        #expect(text.distance(to: text, along: .horizontal) == 8)
        #expect(plain.distance(to: plain, along: .vertical) == 8)
        #expect(plain.distance(to: plain, along: .horizontal) == 8)
        #expect(plain.distance(to: spacer, along: .vertical) == 0)
        #expect(spacer.distance(to: text, along: .vertical) == 0)
    }
}
