import Foundation
import Testing
@testable import VellumCore

// Spec section 5.1.4: default per-pair spacing (spacing: nil) and ViewSpacing.

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

@MainActor
private func expectMinX(_ l: ViewLayout, _ id: String, _ x: CGFloat,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = l.frame(id: id)?.minX
    #expect(actual.map { close($0, x) } ?? false, "\(id): expected minX \(x), got \(String(describing: actual))\n\(l)",
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

    @Test func plainToPlainIs8() {
        // Spec 5.1.4: plain <-> plain = the platform default 8, on both axes.
        let h = layout(HStack {
            Color.red.frame(width: 10, height: 10).id("a")
            Rectangle().frame(width: 10, height: 10).id("b")
        }, width: nil, height: nil)
        #expect(close(h.size, CGSize(width: 28, height: 10)))
        expectMinX(h, "b", 18)

        let v = layout(VStack {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 10, height: 10).id("b")
        }, width: nil, height: nil)
        #expect(close(v.size, CGSize(width: 10, height: 28)))
        expectMinY(v, "b", 18)
    }

    @Test func anythingToSpacerIs0() {
        // Spec 5.1.4 / 3.1: the gap next to a Spacer is 0; its minLength stands in for it.
        let h = layout(HStack {
            Color.red.frame(width: 10, height: 10).id("a")
            Spacer(minLength: 5).id("s")
            Color.blue.frame(width: 10, height: 10).id("b")
        }, width: nil, height: nil)
        #expect(close(h.size, CGSize(width: 25, height: 10)))
        expectMinX(h, "s", 10)
        expectMinX(h, "b", 15)

        // Text <-> Spacer in a VStack: also 0 (no shared category; the Spacer's
        // category-less 0 wins).
        let v = layout(VStack {
            Text("A").id("a")
            Spacer(minLength: 5).id("s")
            Text("B").id("b")
        }, width: nil, height: nil)
        #expect(close(v.size, CGSize(width: 12, height: 2 * line + 5)))
        expectMinY(v, "s", line)
        expectMinY(v, "b", line + 5)
    }

    @Test func hStackTextToTextIs8() {
        // Spec 5.1.4: Text has no horizontal categories, so text <-> text in an HStack is 8.
        let l = layout(HStack {
            Text("A").id("a")
            Text("B").id("b")
        }, width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 32, height: line)))
        expectFrame(l, "b", CGRect(x: 20, y: 0, width: 12, height: line))
    }

    @Test func vStackPlainAboveText() {
        // Spec 5.1.4: a plain view above a Text: "edge above text" = L − ascent = 22/3.
        let l = layout(VStack {
            Color.red.frame(width: 10, height: 10).id("c")
            Text("A").id("t")
        }, width: nil, height: nil)
        expectMinY(l, "t", 10 + TextGap.plainAboveText)
        #expect(close(l.size.height, 10 + TextGap.plainAboveText + line))
    }

    @Test func vStackTextAbovePlain() {
        // Spec 5.1.4: a Text above a plain view: max(L − capHeight, s + descent) = 34/3.
        let l = layout(VStack {
            Text("A").id("t")
            Color.red.frame(width: 10, height: 10).id("c")
        }, width: nil, height: nil)
        expectMinY(l, "c", line + TextGap.textAbovePlain)
        #expect(close(l.size.height, line + TextGap.textAbovePlain + 10))
    }

    @Test func vStackTextAboveText() {
        // Spec 5.1.4: Text above Text: the font's leading rounded up to a pixel (0 here),
        // so the texts sit like consecutive lines.
        let l = layout(VStack {
            Text("A").id("a")
            Text("B").id("b")
        }, width: nil, height: nil)
        expectFrame(l, "b", CGRect(x: 0, y: line + TextGap.textAboveText, width: 12, height: line))
        #expect(close(l.size, CGSize(width: 12, height: 2 * line)))
    }

    @Test func gapsAroundTextAreUnequal() {
        // Spec 5.1.4 consequences: in VStack { plain; Text; plain } the gap above the text
        // (22/3) differs from the gap below it (34/3); neither is 8.
        let l = layout(VStack {
            Color.red.frame(width: 10, height: 10).id("top")
            Text("A").id("t")
            Color.red.frame(width: 10, height: 10).id("bottom")
        }, width: nil, height: nil)
        expectMinY(l, "t", 10 + TextGap.plainAboveText)
        expectMinY(l, "bottom", 10 + TextGap.plainAboveText + line + TextGap.textAbovePlain)
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

    @Test func paddingResetsTextSpacing() {
        // Spec 5.1.4: padding resets the padded edges to plain-view values, so a padded
        // Text next to a plain view gets the default 8.
        let below = layout(VStack {
            Color.red.frame(width: 10, height: 10).id("c")
            Text("A").padding(4).id("t")
        }, width: nil, height: nil)
        expectMinY(below, "t", 18)

        let above = layout(VStack {
            Text("A").padding(4).id("t")
            Color.red.frame(width: 10, height: 10).id("c")
        }, width: nil, height: nil)
        expectMinY(above, "c", line + 8 + 8)

        // Horizontal-only padding leaves the top edge alone: still L − ascent.
        let sideways = layout(VStack {
            Color.red.frame(width: 10, height: 10).id("c")
            Text("A").padding(.horizontal, 4).id("t")
        }, width: nil, height: nil)
        expectMinY(sideways, "t", 10 + TextGap.plainAboveText)
    }

    @Test func fixedFrameResetsOnlyItsAxes() {
        // Spec 5.1.4: frames with fixed values reset the affected edges. A fixed height
        // resets top and bottom (gap 8); a fixed width leaves them (gap L − ascent).
        let height = layout(VStack {
            Color.red.frame(width: 10, height: 10).id("c")
            Text("A").frame(height: 30).id("t")
        }, width: nil, height: nil)
        expectMinY(height, "t", 18)

        let width = layout(VStack {
            Color.red.frame(width: 10, height: 10).id("c")
            Text("A").frame(width: 50).id("t")
        }, width: nil, height: nil)
        expectMinY(width, "t", 10 + TextGap.plainAboveText)
    }

    @Test func explicitSpacingOverrides() {
        // Spec 5.1.1: a non-nil spacing is used for every pair, text and Spacer included.
        let v = layout(VStack(spacing: 3) {
            Color.red.frame(width: 10, height: 10).id("c")
            Text("A").id("t")
            Text("B").id("u")
        }, width: nil, height: nil)
        expectMinY(v, "t", 13)
        expectMinY(v, "u", 13 + line + 3)

        let h = layout(HStack(spacing: 20) {
            Color.red.frame(width: 10, height: 10).id("a")
            Spacer(minLength: 0).id("s")
            Color.blue.frame(width: 10, height: 10).id("b")
        }, width: nil, height: nil)
        expectMinX(h, "s", 30)
        expectMinX(h, "b", 50)
        #expect(close(h.size, CGSize(width: 60, height: 10)))

        let zero = layout(HStack(spacing: 0) {
            Text("A").id("a")
            Text("B").id("b")
        }, width: nil, height: nil)
        expectMinX(zero, "b", 12)
    }

    @Test func stackSpacingComesFromEndChildren() {
        // Spec 5.1.4: a stack's top edge is its first child's. A VStack of texts under a
        // plain view gets the "edge above text" gap.
        let first = layout(VStack {
            Color.red.frame(width: 10, height: 10).id("c")
            VStack { Text("A"); Text("B") }.id("inner")
        }, width: nil, height: nil)
        expectMinY(first, "inner", 10 + TextGap.plainAboveText)

        // Its bottom edge is its last child's: the inner stack ends with a plain view, so
        // the Text below is "plain above text" again.
        let last = layout(VStack {
            VStack {
                Text("A")
                Color.red.frame(width: 10, height: 10)
            }.id("inner")
            Text("B").id("b")
        }, width: nil, height: nil)
        let innerHeight = line + TextGap.textAbovePlain + 10
        #expect(close(last.frame(id: "inner")?.height ?? -1, innerHeight))
        expectMinY(last, "b", innerHeight + TextGap.plainAboveText)

        // An HStack's leading edge is its first child's: a Spacer's 0.
        let lead = layout(HStack {
            Color.red.frame(width: 10, height: 10).id("a")
            HStack {
                Spacer(minLength: 4)
                Color.blue.frame(width: 10, height: 10)
            }.id("inner")
        }, width: nil, height: nil)
        expectMinX(lead, "inner", 10)
        #expect(close(lead.size.width, 24))
    }

    @Test func stackCrossEdgesAreTheUnionOfChildren() {
        // Spec 5.1.4: an HStack's top edge is the union over all its children, so a Text
        // anywhere in it brings the "edge above text" category: gap L − ascent.
        let l = layout(VStack {
            Color.red.frame(width: 10, height: 10).id("c")
            HStack {
                Color.blue.frame(width: 10, height: 10)
                Text("A")
            }.id("h")
        }, width: nil, height: nil)
        expectMinY(l, "h", 10 + TextGap.plainAboveText)
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
