import Foundation
import Testing
@testable import VellumCore

// Spec section 6: the custom Layout protocol.

@MainActor
private func square(_ id: String, width: CGFloat = 10, height: CGFloat = 10) -> some View {
    Color.red.frame(width: width, height: height).id(id)
}

/// What a layout saw; filled in by the probing layouts below.
private final class LayoutProbe {
    var bounds: [CGRect] = []
    var priorities: [Double] = []
    var weights: [CGFloat] = []
    var sizes: [CGSize] = []
}

/// Spec 6 worked example: every subview as wide as the widest ideal width, spacing 8.
private struct SpecEqualWidthHStack: Layout {
    var probe: LayoutProbe?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).max() ?? 0
        let height = sizes.map(\.height).max() ?? 0
        let n = CGFloat(sizes.count)
        return CGSize(width: width * n + 8 * max(n - 1, 0), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        probe?.bounds.append(bounds)
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).max() ?? 0
        let height = sizes.map(\.height).max() ?? 0
        for (i, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(i) * (width + 8), y: bounds.minY),
                          proposal: ProposedViewSize(width: width, height: height))
        }
    }
}

/// Is 100 x 60 and places only its first subview.
private struct PlaceFirstOnly: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 60)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(width: 20, height: 20))
    }
}

private struct SpecWeight: LayoutValueKey {
    static let defaultValue: CGFloat = 1
}

/// Splits its width between its subviews in proportion to their `SpecWeight`.
private struct WeightedRow: Layout {
    var probe: LayoutProbe?
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 100, height: 10))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let weights = subviews.map { $0[SpecWeight.self] }
        probe?.weights = weights
        let total = weights.reduce(0, +)
        var x = bounds.minX
        for (subview, weight) in zip(subviews, weights) {
            let width = bounds.width * weight / total
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width
        }
    }
}

/// Records its subviews' priorities.
private struct PriorityProbe: Layout {
    let probe: LayoutProbe
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        probe.priorities = subviews.map(\.priority)
        return .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

private protocol SpecOrientation {
    static var axis: Axis? { get }
}
private enum SpecHorizontal: SpecOrientation { static var axis: Axis? { .horizontal } }
private enum SpecVertical: SpecOrientation { static var axis: Axis? { .vertical } }
private enum SpecNoOrientation: SpecOrientation { static var axis: Axis? { nil } }

/// Records its first subview's size for the ideal and a 50 x 50 proposal, with the stack
/// orientation `O.axis`.
private struct OrientedProbe<O: SpecOrientation>: Layout {
    let probe: LayoutProbe
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = O.axis
        return properties
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let first = subviews.first {
            probe.sizes = [first.sizeThatFits(.unspecified), first.sizeThatFits(ProposedViewSize(width: 50, height: 50))]
        }
        return CGSize(width: 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A fixed 20 x 20 box that puts every subview at its origin; default spacing and
/// default explicit alignment.
private struct FixedBox: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 20, height: 20)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}

/// Stacks its subviews top to bottom at their ideal sizes with no spacing, placing
/// relative to the bounds; default explicit alignment.
private struct SpecColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

private enum SpecMeanID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

extension VerticalAlignment {
    fileprivate static let specMean = VerticalAlignment(SpecMeanID.self)
}

/// A 20 x 20 box that asks for no gap around it and reports an explicit value of 7
/// for `specMean`.
private struct TightBox: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 20, height: 20)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .zero }
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .specMean ? 7 : nil
    }
}

/// Places its first subview twice (the second call should win) and its second with a
/// centre anchor at the bounds' centre.
private struct PlaceTwice: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 60)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: CGPoint(x: bounds.minX + 70, y: bounds.minY + 40), proposal: ProposedViewSize(width: 5, height: 5))
        subviews[0].place(at: CGPoint(x: bounds.minX + 1, y: bounds.minY + 2), proposal: ProposedViewSize(width: 30, height: 20))
        subviews[1].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(width: 40, height: 10))
        subviews[2].place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: ProposedViewSize(width: 10, height: 10))
    }
}

/// Counts cache and sizing calls.
private final class CacheCounter {
    var makeCache = 0
    var updateCache = 0
    var sizeCalls = 0
    var proposals: [ProposedViewSize] = []
}

/// A row at ideal widths whose cache holds those widths; it shrinks to the proposal.
private struct CachingRow: Layout {
    let counter: CacheCounter

    struct Cache {
        var widths: [CGFloat]
        var height: CGFloat
    }

    func makeCache(subviews: Subviews) -> Cache {
        counter.makeCache += 1
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return Cache(widths: sizes.map(\.width), height: sizes.map(\.height).max() ?? 0)
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        counter.updateCache += 1
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        counter.sizeCalls += 1
        counter.proposals.append(proposal)
        let total = cache.widths.reduce(0, +)
        return CGSize(width: min(proposal.width ?? total, total), height: cache.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.minX
        for (subview, width) in zip(subviews, cache.widths) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += width
        }
    }
}

@MainActor
private func anyLayoutContent(_ layout: AnyLayout) -> some View {
    layout {
        square("a")
        square("b")
    }
}

@MainActor
struct CustomLayoutTests {
    // MARK: Worked example and bounds

    @Test func equalWidthHStackWorkedExample() {
        // Spec 6 worked example: ideal sizes 40x20, 96x20, 60x20 → maxW 96 → width
        // 3·96 + 2·8 = 304, height 20; in bounds (10, 10, 304, 20) the subviews go to
        // x = 10, 114, 218, y = 10, each proposed (96, 20). The padding(10) puts the
        // layout's bounds at a non-zero origin.
        let probe = LayoutProbe()
        let v = SpecEqualWidthHStack(probe: probe) {
            Color.red.frame(idealWidth: 40, idealHeight: 20).id("a")
            Color.green.frame(idealWidth: 96, idealHeight: 20).id("b")
            Color.blue.frame(idealWidth: 60, idealHeight: 20).id("c")
        }.id("row").padding(10)
        let l = layout(v, width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 324, height: 40)))
        expectFrame(l, "row", CGRect(x: 10, y: 10, width: 304, height: 20))
        #expect(probe.bounds.count == 1)
        #expect(close(probe.bounds.first, CGRect(x: 10, y: 10, width: 304, height: 20)))
        expectFrame(l, "a", CGRect(x: 10, y: 10, width: 96, height: 20))
        expectFrame(l, "b", CGRect(x: 114, y: 10, width: 96, height: 20))
        expectFrame(l, "c", CGRect(x: 218, y: 10, width: 96, height: 20))
        for id in ["a", "b", "c"] {
            expectProposal(l, id, ProposedViewSize(width: 96, height: 20))
        }
    }

    @Test func boundsOriginInsideAStack() {
        // Spec 6 placeSubviews: bounds are in the parent's coordinates; after a 30-wide
        // view and the default gap 8 the layout's bounds start at x 38.
        let probe = LayoutProbe()
        let v = HStack(alignment: .top) {
            square("lead", width: 30, height: 20)
            SpecEqualWidthHStack(probe: probe) {
                square("x", width: 10, height: 20)
                square("y", width: 20, height: 20)
            }
        }
        let l = layout(v, width: nil, height: nil)
        #expect(close(probe.bounds.last, CGRect(x: 38, y: 0, width: 48, height: 20)))
        // The fixed frames ignore the (20, 20) proposal; each starts at its slot.
        expectFrame(l, "x", CGRect(x: 38, y: 0, width: 10, height: 20))
        expectFrame(l, "y", CGRect(x: 66, y: 0, width: 20, height: 20))
    }

    @Test func unplacedSubviewIsCentredWithContainerProposal() {
        // Spec 6: a subview that is not placed is centred in the bounds and proposed the
        // container's proposal (200 x 150): the fixed 30x10 frame sits at (35, 25); the
        // Color takes 200 x 150 and is centred on the 100 x 60 bounds.
        let v = PlaceFirstOnly {
            Color.red.id("placed")
            Color.green.frame(width: 30, height: 10).id("fixed")
            Color.blue.id("fill")
        }
        let l = layout(v, width: 200, height: 150)
        #expect(close(l.size, CGSize(width: 100, height: 60)))
        expectFrame(l, "placed", CGRect(x: 0, y: 0, width: 20, height: 20))
        expectProposal(l, "placed", ProposedViewSize(width: 20, height: 20))
        expectFrame(l, "fixed", CGRect(x: 35, y: 25, width: 30, height: 10))
        expectProposal(l, "fixed", ProposedViewSize(width: 200, height: 150))
        expectFrame(l, "fill", CGRect(x: -50, y: -45, width: 200, height: 150))
        expectProposal(l, "fill", ProposedViewSize(width: 200, height: 150))

        // In non-zero bounds (10, 10, 100, 60), proposed 180 x 130 by the padding.
        let padded = layout(PlaceFirstOnly {
            Color.red.id("placed")
            Color.green.frame(width: 30, height: 10).id("fixed")
            Color.blue.id("fill")
        }.padding(10), width: 200, height: 150)
        expectFrame(padded, "placed", CGRect(x: 10, y: 10, width: 20, height: 20))
        expectFrame(padded, "fixed", CGRect(x: 45, y: 35, width: 30, height: 10))
        expectFrame(padded, "fill", CGRect(x: -30, y: -25, width: 180, height: 130))
    }

    @Test func lastPlaceCallWinsAndAnchorsApply() {
        // Spec 6 placeSubviews: the last place call for a subview wins (its position and
        // proposal); `anchor` is the unit point of the subview that lands at `at`.
        let v = PlaceTwice {
            Color.red.id("twice")
            Color.green.id("centre")
            Color.blue.id("corner")
        }.padding(10)
        let l = layout(v, width: nil, height: nil)
        expectFrame(l, "twice", CGRect(x: 11, y: 12, width: 30, height: 20))
        expectProposal(l, "twice", ProposedViewSize(width: 30, height: 20))
        // Bounds (10, 10, 100, 60): centre (60, 40) → a 40 x 10 view at (40, 35).
        expectFrame(l, "centre", CGRect(x: 40, y: 35, width: 40, height: 10))
        // Bottom-trailing corner (110, 70) → a 10 x 10 view at (100, 60).
        expectFrame(l, "corner", CGRect(x: 100, y: 60, width: 10, height: 10))
    }

    // MARK: Subview traits

    @Test func layoutValueKey() {
        // Spec 6 LayoutValueKey: the layout reads subview[K.self]; a view without the value
        // reports the default 1. Weights 3 and 1 split 200 into 150 and 50.
        let probe = LayoutProbe()
        let v = WeightedRow(probe: probe) {
            Color.red.layoutValue(key: SpecWeight.self, value: 3).id("heavy")
            Color.blue.id("light")
        }
        let l = layout(v, width: 200, height: 10)
        #expect(probe.weights == [3, 1])
        expectFrame(l, "heavy", CGRect(x: 0, y: 0, width: 150, height: 10))
        expectFrame(l, "light", CGRect(x: 150, y: 0, width: 50, height: 10))
    }

    @Test func layoutValueOnlyVisibleToDirectLayout() {
        // Spec 6: the value is only visible to the direct enclosing layout; the HStack
        // wrapping the weighted view reports the default 1, so 200 splits 100 / 100.
        let probe = LayoutProbe()
        let v = WeightedRow(probe: probe) {
            HStack { Color.red.layoutValue(key: SpecWeight.self, value: 3) }.id("wrapped")
            Color.blue.id("light")
        }
        let l = layout(v, width: 200, height: 10)
        #expect(probe.weights == [1, 1])
        expectFrame(l, "wrapped", CGRect(x: 0, y: 0, width: 100, height: 10))
        expectFrame(l, "light", CGRect(x: 100, y: 0, width: 100, height: 10))
    }

    @Test func subviewPriority() {
        // Spec 6 LayoutSubview.priority = the layoutPriority trait (0 by default); spec 4.5:
        // single-child modifiers like fixedSize pass it through.
        let probe = LayoutProbe()
        let v = PriorityProbe(probe: probe) {
            Color.red
            Color.green.layoutPriority(2.5)
            Color.blue.layoutPriority(-1).fixedSize()
        }
        _ = layout(v, width: 100, height: 100)
        #expect(probe.priorities == [0, 2.5, -1])
    }

    @Test func stackOrientationDrivesSpacer() {
        // Spec 3.1 / 6: layoutProperties.stackOrientation tells a Spacer which way to
        // expand. Horizontal: (max(p.w, 8), 0); vertical: (0, max(p.h, 8)); none: both.
        let h = LayoutProbe(), v = LayoutProbe(), n = LayoutProbe()
        _ = layout(OrientedProbe<SpecHorizontal>(probe: h) { Spacer() }, width: nil, height: nil)
        _ = layout(OrientedProbe<SpecVertical>(probe: v) { Spacer() }, width: nil, height: nil)
        _ = layout(OrientedProbe<SpecNoOrientation>(probe: n) { Spacer() }, width: nil, height: nil)
        #expect(h.sizes == [CGSize(width: 8, height: 0), CGSize(width: 50, height: 0)])
        #expect(v.sizes == [CGSize(width: 0, height: 8), CGSize(width: 0, height: 50)])
        #expect(n.sizes == [CGSize(width: 8, height: 8), CGSize(width: 50, height: 50)])
    }

    // MARK: Defaults: spacing and explicit alignment

    @Test func defaultSpacingIsUnionOfAllSubviews() {
        // Spec 6: a custom layout's spacing is the union over all subviews on all edges.
        // A Text anywhere inside brings "edge above text" to its top: L − ascent with
        // L = 61/3 + ceil(0.1 · 61/3) = 70/3 (5.1.4), i.e. 22/3.
        let lineHeight: CGFloat = 16 + 13.0 / 3
        let edgeAboveText = lineHeight + (0.1 * lineHeight).rounded(.up) - 16
        let text = layout(VStack {
            square("c")
            FixedBox {
                Color.red.frame(width: 10, height: 10)
                Text("A")
            }.id("box")
        }, width: nil, height: nil)
        #expect(close(text.frame(id: "box")?.minY ?? -1, 10 + edgeAboveText))

        // A Spacer anywhere inside (here the last subview) brings its category-less 0 to
        // the leading edge: gap 0.
        let spacer = layout(HStack {
            square("a")
            FixedBox {
                Color.red.frame(width: 10, height: 10)
                Spacer()
            }.id("box")
        }, width: nil, height: nil)
        #expect(close(spacer.frame(id: "box")?.minX ?? -1, 10))
        // Contrast (5.1.4): an HStack's leading edge is only its first child's, so the
        // same children in an HStack get the plain gap 8.
        let stack = layout(HStack {
            square("a")
            HStack {
                Color.red.frame(width: 10, height: 10)
                Spacer()
            }.id("h")
        }, width: nil, height: nil)
        #expect(close(stack.frame(id: "h")?.minX ?? -1, 18))

        // No subviews: .zero spacing, so gap 0 on both sides.
        let empty = layout(HStack {
            square("a")
            FixedBox {}.id("box")
            square("b")
        }, width: nil, height: nil)
        #expect(close(empty.frame(id: "box")?.minX ?? -1, 10))
        #expect(close(empty.frame(id: "b")?.minX ?? -1, 30))

        // Only plain subviews: plain <-> plain = 8.
        let plain = layout(HStack {
            square("a")
            FixedBox { Color.red.frame(width: 10, height: 10) }.id("box")
        }, width: nil, height: nil)
        #expect(close(plain.frame(id: "box")?.minX ?? -1, 18))
    }

    @Test func defaultExplicitAlignmentMeanForCustomGuide() {
        // Spec 6 / 4.9: the default explicitAlignment merges subviews' explicit values with
        // the guide's rule; custom IDs take the mean, ignoring subviews without one:
        // 4 (y 0) and 10 + 6 (y 10) → 10. The reference (default 0) lands at y 10.
        let v = HStack(alignment: .specMean, spacing: 0) {
            square("ref", height: 40)
            SpecColumn {
                Color.red.frame(width: 10, height: 10).alignmentGuide(.specMean) { _ in 4 }
                Color.red.frame(width: 10, height: 10).alignmentGuide(.specMean) { _ in 6 }
                Color.red.frame(width: 10, height: 10)
            }.id("col")
        }
        let l = layout(v, width: nil, height: nil)
        expectFrame(l, "ref", CGRect(x: 0, y: 10, width: 10, height: 40))
        expectFrame(l, "col", CGRect(x: 10, y: 0, width: 10, height: 30))
        #expect(close(l.size, CGSize(width: 20, height: 50)))
    }

    @Test func defaultExplicitAlignmentBaselines() {
        // Spec 6 / 4.9: firstTextBaseline takes the minimum (the first text at y 10:
        // 10 + 16 = 26), lastTextBaseline the maximum (the second text at y 10 + line:
        // 10 + line + 16); the Color has no baseline and is ignored.
        let column = SpecColumn {
            Color.red.frame(width: 10, height: 10)
            Text("A")
            Text("B")
        }
        let first = layout(HStack(alignment: .firstTextBaseline, spacing: 0) {
            square("box", height: 40)
            column.id("col")
        }, width: nil, height: nil)
        expectFrame(first, "box", CGRect(x: 0, y: 0, width: 10, height: 40))
        expectFrame(first, "col", CGRect(x: 10, y: 40 - 26, width: 12, height: 10 + 2 * line))

        let last = layout(HStack(alignment: .lastTextBaseline, spacing: 0) {
            square("box", height: 80)
            column.id("col")
        }, width: nil, height: nil)
        expectFrame(last, "box", CGRect(x: 0, y: 0, width: 10, height: 80))
        expectFrame(last, "col", CGRect(x: 10, y: 80 - (10 + line + 16), width: 12, height: 10 + 2 * line))
    }

    @Test func defaultExplicitAlignmentDoesNotExportBuiltIns() {
        // Spec 6 / 4.9: edge and centre guides are not exported by the default: the
        // column's top is its default 0, although a subview set .top to 5.
        let v = HStack(alignment: .top, spacing: 0) {
            square("a", height: 30)
            SpecColumn {
                Color.red.frame(width: 10, height: 10).alignmentGuide(.top) { _ in 5 }
                Color.red.frame(width: 10, height: 10)
            }.id("col")
        }
        let l = layout(v, width: nil, height: nil)
        expectFrame(l, "a", CGRect(x: 0, y: 0, width: 10, height: 30))
        expectFrame(l, "col", CGRect(x: 10, y: 0, width: 10, height: 20))
    }

    @Test func overriddenSpacingAndExplicitAlignment() {
        // Spec 6: a layout's spacing(subviews:cache:) is what its neighbours see (.zero:
        // gap 0 instead of 8), and its explicitAlignment is the guide value its parent
        // aligns by (7, so the default-0 reference sits at y 7).
        let h = layout(HStack {
            square("a")
            TightBox { Color.red.frame(width: 10, height: 10) }.id("box")
            square("b")
        }, width: nil, height: nil)
        #expect(close(h.frame(id: "box")?.minX ?? -1, 10))
        #expect(close(h.frame(id: "b")?.minX ?? -1, 30))

        let a = layout(HStack(alignment: .specMean, spacing: 0) {
            square("ref", height: 10)
            TightBox { Color.red.frame(width: 10, height: 10) }.id("box")
        }, width: nil, height: nil)
        expectFrame(a, "ref", CGRect(x: 0, y: 7, width: 10, height: 10))
        expectFrame(a, "box", CGRect(x: 10, y: 0, width: 20, height: 20))
    }

    // MARK: Built-in layouts as values

    @Test func anyLayoutSwitchesAxis() {
        // Spec 6 AnyLayout: the same content under HStackLayout and VStackLayout.
        let h = layout(anyLayoutContent(AnyLayout(HStackLayout())), width: nil, height: nil)
        #expect(close(h.size, CGSize(width: 28, height: 10)))
        expectFrame(h, "b", CGRect(x: 18, y: 0, width: 10, height: 10))

        let v = layout(anyLayoutContent(AnyLayout(VStackLayout())), width: nil, height: nil)
        #expect(close(v.size, CGSize(width: 10, height: 28)))
        expectFrame(v, "b", CGRect(x: 0, y: 18, width: 10, height: 10))

        let z = layout(anyLayoutContent(AnyLayout(ZStackLayout())), width: nil, height: nil)
        #expect(close(z.size, CGSize(width: 10, height: 10)))
        expectFrame(z, "b", CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func anyLayoutWrapsCustomLayout() {
        // Spec 6: AnyLayout erases any Layout; a custom column stacks with no spacing.
        let l = layout(anyLayoutContent(AnyLayout(SpecColumn())), width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 10, height: 20)))
        expectFrame(l, "b", CGRect(x: 0, y: 10, width: 10, height: 10))
    }

    @Test func anyLayoutPassesStackOrientationToSpacer() {
        // Spec 3.1 / 6: a Spacer in AnyLayout(HStackLayout()) is horizontal (height 0)
        // and takes 100 - 20 = 80; in AnyLayout(VStackLayout()) it is vertical.
        let hLayout = AnyLayout(HStackLayout())
        let h = layout(hLayout {
            square("a")
            Spacer().id("s")
            square("b")
        }, width: 100, height: 50)
        #expect(close(h.size, CGSize(width: 100, height: 10)))
        #expect(close(h.frame(id: "s")?.size ?? .zero, CGSize(width: 80, height: 0)))

        let vLayout = AnyLayout(VStackLayout())
        let v = layout(vLayout {
            square("a")
            Spacer().id("s")
            square("b")
        }, width: 50, height: 100)
        #expect(close(v.size, CGSize(width: 10, height: 100)))
        #expect(close(v.frame(id: "s")?.size ?? .zero, CGSize(width: 0, height: 80)))
    }

    @Test func stackLayoutsAsViews() {
        // Spec 6: HStackLayout / VStackLayout / ZStackLayout values used as views behave
        // like HStack / VStack / ZStack.
        let h = layout(HStackLayout(spacing: 4) {
            square("a")
            square("b")
        }, width: nil, height: nil)
        #expect(close(h.size, CGSize(width: 24, height: 10)))
        expectFrame(h, "b", CGRect(x: 14, y: 0, width: 10, height: 10))

        let v = layout(VStackLayout(alignment: .leading, spacing: 2) {
            square("a", width: 30)
            square("b")
        }, width: nil, height: nil)
        #expect(close(v.size, CGSize(width: 30, height: 22)))
        expectFrame(v, "b", CGRect(x: 0, y: 12, width: 10, height: 10))

        let z = layout(ZStackLayout(alignment: .bottomTrailing) {
            square("a", width: 30, height: 30)
            square("b")
        }, width: nil, height: nil)
        #expect(close(z.size, CGSize(width: 30, height: 30)))
        expectFrame(z, "b", CGRect(x: 20, y: 20, width: 10, height: 10))

        // Default HStackLayout(): default spacing 8.
        let d = layout(HStackLayout {
            square("a")
            square("b")
        }, width: nil, height: nil)
        expectFrame(d, "b", CGRect(x: 18, y: 0, width: 10, height: 10))
    }

    // MARK: Cache

    @Test func cacheIsMadeOncePerLayout() {
        // Spec 6 Cache: makeCache runs when the layout is created, and every later call in
        // the pass (the HStack probes 0 and infinity, then offers 100) shares it;
        // updateCache does not run since the subviews do not change.
        // Row flexibility: min 0, max 50, so it goes before the Color and takes 50.
        let counter = CacheCounter()
        let v = HStack(spacing: 0) {
            CachingRow(counter: counter) {
                square("a", width: 30)
                square("b", width: 20)
            }.id("row")
            Color.blue.id("fill")
        }
        let l = layout(v, width: 200, height: 10)
        #expect(counter.makeCache == 1)
        #expect(counter.updateCache == 0)
        #expect(counter.sizeCalls >= 3)
        // Stacks probe the minimum and maximum (5.1.2 step 1).
        #expect(counter.proposals.contains(ProposedViewSize(width: 0, height: 10)))
        #expect(counter.proposals.contains(ProposedViewSize(width: .infinity, height: 10)))
        // The cached widths drive placement.
        expectFrame(l, "row", CGRect(x: 0, y: 0, width: 50, height: 10))
        expectFrame(l, "a", CGRect(x: 0, y: 0, width: 30, height: 10))
        expectFrame(l, "b", CGRect(x: 30, y: 0, width: 20, height: 10))
        expectFrame(l, "fill", CGRect(x: 50, y: 0, width: 150, height: 10))

        // A second, separate layout of the view creates the layout (and its cache) again.
        _ = layout(v, width: 200, height: 10)
        #expect(counter.makeCache == 2)
    }

    // LayoutSubviews' range subscript returns LayoutSubviews (Apple's documentation:
    // `subscript(bounds: Range<Int>) -> LayoutSubviews`, `SubSequence = LayoutSubviews`),
    // so a layout can recurse over `subviews[1...]` as users write it. Each subview of a
    // selection is indexed from 0 and still places itself in the container.
    @Test func layoutRecursesOverTheRestOfItsSubviews() {
        /// Each subview at its ideal size, down and to the right of the one before.
        struct Staircase: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                guard let first = subviews.first else { return .zero }
                let step = first.sizeThatFits(.unspecified)
                let rest = sizeThatFits(proposal: proposal, subviews: subviews[1...], cache: &cache)
                return CGSize(width: step.width + rest.width, height: step.height + rest.height)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                guard let first = subviews.first else { return }
                let step = first.sizeThatFits(.unspecified)
                first.place(at: bounds.origin, proposal: .unspecified)
                let rest = CGRect(x: bounds.minX + step.width, y: bounds.minY + step.height,
                                  width: bounds.width - step.width, height: bounds.height - step.height)
                placeSubviews(in: rest, proposal: proposal, subviews: subviews[1...], cache: &cache)
            }
        }
        let l = layout(Staircase {
            square("a", width: 10)
            square("b", width: 20, height: 20)
            square("c", width: 30, height: 30)
        }, width: 200, height: 200)
        #expect(l.size == CGSize(width: 60, height: 60))
        expectFrame(l, "a", CGRect(x: 0, y: 0, width: 10, height: 10))
        expectFrame(l, "b", CGRect(x: 10, y: 10, width: 20, height: 20))
        expectFrame(l, "c", CGRect(x: 30, y: 30, width: 30, height: 30))
    }

    @Test func selectionsAreIndexedFromZeroAndPlaceTheRightSubviews() {
        /// Places the subviews in reverse order, left to right, through a selection.
        struct Reversed: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let reversed = subviews[Array(subviews.indices.reversed())]
                let tail = subviews[1..<3]
                precondition(reversed.startIndex == 0 && tail.startIndex == 0 && tail.count == 2)
                precondition(tail[0] == subviews[1] && reversed[0] == subviews[2])
                var x = bounds.minX
                for subview in reversed {
                    subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                    x += subview.sizeThatFits(.unspecified).width
                }
            }
        }
        let l = layout(Reversed {
            square("a", width: 10)
            square("b", width: 20, height: 20)
            square("c", width: 30, height: 30)
        }, width: 200, height: 200)
        expectFrame(l, "c", CGRect(x: 0, y: 0, width: 30, height: 30))
        expectFrame(l, "b", CGRect(x: 30, y: 0, width: 20, height: 20))
        expectFrame(l, "a", CGRect(x: 50, y: 0, width: 10, height: 10))
    }
}
