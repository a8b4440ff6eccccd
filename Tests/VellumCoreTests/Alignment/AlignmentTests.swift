import Foundation
import Testing
@testable import VellumCore

// Spec section 4.9 (alignmentGuide, AlignmentID, ViewDimensions) and the explicit
// alignment rules of 5.1.3. The worked examples with built-in guides (a tree, a proposal
// and frames) are in Fixtures/alignment.json; custom guides and ViewDimensions are here.

/// A custom vertical guide declared as a struct; default: the view's top (0).
private struct SpecTopishID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.top] }
}

/// A custom horizontal guide declared as an enum; default: a quarter of the width.
private enum SpecQuarterID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
}

/// A custom vertical guide whose default is the bottom edge.
private enum SpecBottomishID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
}

/// A custom horizontal guide whose default is the leading edge (0).
private enum SpecLeadingishID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

extension VerticalAlignment {
    fileprivate static let specTopish = VerticalAlignment(SpecTopishID.self)
    fileprivate static let specBottomish = VerticalAlignment(SpecBottomishID.self)
}

extension HorizontalAlignment {
    fileprivate static let specQuarter = HorizontalAlignment(SpecQuarterID.self)
    fileprivate static let specLeadingish = HorizontalAlignment(SpecLeadingishID.self)
}

/// The values a ViewDimensions gave, read while the layout pass is running (a
/// ViewDimensions is only read inside the layout that obtained it).
private struct DimensionsReading {
    var width: CGFloat, height: CGFloat
    var leading: CGFloat, hCenter: CGFloat, trailing: CGFloat
    var top: CGFloat, vCenter: CGFloat, bottom: CGFloat
    var firstBaseline: CGFloat, lastBaseline: CGFloat
    var quarter: CGFloat, bottomish: CGFloat
    var explicitLeading: CGFloat?, explicitTrailing: CGFloat?, explicitTop: CGFloat?
    var explicitFirstBaseline: CGFloat?, explicitLastBaseline: CGFloat?, explicitQuarter: CGFloat?

    init(_ d: ViewDimensions) {
        width = d.width
        height = d.height
        leading = d[HorizontalAlignment.leading]
        hCenter = d[HorizontalAlignment.center]
        trailing = d[HorizontalAlignment.trailing]
        top = d[VerticalAlignment.top]
        vCenter = d[VerticalAlignment.center]
        bottom = d[VerticalAlignment.bottom]
        firstBaseline = d[VerticalAlignment.firstTextBaseline]
        lastBaseline = d[VerticalAlignment.lastTextBaseline]
        quarter = d[HorizontalAlignment.specQuarter]
        bottomish = d[VerticalAlignment.specBottomish]
        explicitLeading = d[explicit: HorizontalAlignment.leading]
        explicitTrailing = d[explicit: HorizontalAlignment.trailing]
        explicitTop = d[explicit: VerticalAlignment.top]
        explicitFirstBaseline = d[explicit: VerticalAlignment.firstTextBaseline]
        explicitLastBaseline = d[explicit: VerticalAlignment.lastTextBaseline]
        explicitQuarter = d[explicit: HorizontalAlignment.specQuarter]
    }
}

private final class DimensionsProbe {
    var readings: [DimensionsReading] = []
}

/// Reads its subviews' dimensions for `proposal` during sizing.
private struct RecordDimensions: Layout {
    let probe: DimensionsProbe
    let proposal: ProposedViewSize
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        probe.readings = subviews.map { DimensionsReading($0.dimensions(in: self.proposal)) }
        return CGSize(width: 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Keeps the ViewDimensions values themselves, to read after the layout pass.
private final class RawDimensionsProbe {
    var dimensions: [ViewDimensions] = []
}

private struct RecordRawDimensions: Layout {
    let probe: RawDimensionsProbe
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        probe.dimensions = subviews.map { $0.dimensions(in: .unspecified) }
        return CGSize(width: 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@MainActor
struct AlignmentTests {
    @Test func customAlignmentIDStruct() {
        // Spec 4.9: a struct AlignmentID; its default (top = 0) applies to views without
        // an explicit value; the explicit 10 lifts b so that its y 10 meets a's top.
        let v = HStack(alignment: .specTopish, spacing: 0) {
            Color.red.frame(width: 10, height: 30).id("a")
            Color.blue.frame(width: 10, height: 30).alignmentGuide(.specTopish) { _ in 10 }.id("b")
        }
        let l = layout(v, width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 20, height: 40)))
        expectFrame(l, "a", CGRect(x: 0, y: 10, width: 10, height: 30))
        expectFrame(l, "b", CGRect(x: 10, y: 0, width: 10, height: 30))
    }

    @Test func customAlignmentIDEnum() {
        // Spec 4.9: an enum AlignmentID with default width / 4: guides at 10 (40 wide)
        // and 20 (80 wide), so the narrow view sits at x = 20 - 10 = 10.
        let v = VStack(alignment: .specQuarter, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("narrow")
            Color.blue.frame(width: 80, height: 10).id("wide")
        }
        let l = layout(v, width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 80, height: 20)))
        expectFrame(l, "narrow", CGRect(x: 10, y: 0, width: 40, height: 10))
        expectFrame(l, "wide", CGRect(x: 0, y: 10, width: 80, height: 10))

        // A bottom-default custom guide aligns bottoms.
        let h = HStack(alignment: .specBottomish, spacing: 0) {
            Color.red.frame(width: 10, height: 20).id("short")
            Color.blue.frame(width: 10, height: 40).id("tall")
        }
        let lh = layout(h, width: nil, height: nil)
        expectFrame(lh, "short", CGRect(x: 0, y: 20, width: 10, height: 20))
        expectFrame(lh, "tall", CGRect(x: 10, y: 0, width: 10, height: 40))
    }

    @Test func explicitGuidePassesThroughPaddingShiftedByInset() {
        // Spec 4.9 propagation: padding passes the child's explicit value through, moved by
        // the inset: 5 + 15 = 20. Origins: a 0, padded -20; union [-20, 40] = 60 wide.
        for guide in [HorizontalAlignment.leading, .specLeadingish] {
            let v = VStack(alignment: guide, spacing: 0) {
                Color.red.frame(width: 40, height: 10).id("a")
                Color.blue.frame(width: 40, height: 10)
                    .alignmentGuide(guide) { _ in 5 }.id("inner")
                    .padding(.leading, 15).id("b")
            }
            let l = layout(v, width: nil, height: nil)
            #expect(close(l.size, CGSize(width: 60, height: 20)))
            expectFrame(l, "a", CGRect(x: 20, y: 0, width: 40, height: 10))
            expectFrame(l, "b", CGRect(x: 0, y: 10, width: 55, height: 10))
            // The inner view's guide (15 + 5 = 20) meets a's guide (20 + 0).
            expectFrame(l, "inner", CGRect(x: 15, y: 10, width: 40, height: 10))
        }
    }

    @Test func explicitGuidePassesThroughFrameShiftedByPlacement() {
        // Spec 4.9 propagation: a 100-wide frame with trailing alignment puts its 40-wide
        // child at x 60, so the child's explicit 5 becomes 65 for the frame. The 10-wide
        // reference (default guide 0) therefore sits at x 65.
        let v = VStack(alignment: .specLeadingish, spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("ref")
            Color.blue.frame(width: 40, height: 10)
                .alignmentGuide(.specLeadingish) { _ in 5 }.id("inner")
                .frame(width: 100, height: 10, alignment: .trailing).id("frame")
        }
        let l = layout(v, width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 100, height: 20)))
        expectFrame(l, "ref", CGRect(x: 65, y: 0, width: 10, height: 10))
        expectFrame(l, "frame", CGRect(x: 0, y: 10, width: 100, height: 10))
        expectFrame(l, "inner", CGRect(x: 60, y: 10, width: 40, height: 10))
    }

    @Test func customGuideMeanAcrossNestedStacks() {
        // Spec 4.9 / 5.1.3: the inner VStack's explicit value for a custom guide is the
        // mean of its children's explicit values in its coordinates: child 1 at y 0 → 2,
        // child 2 at y 18 → 18 + 4 = 22; child 3 has none and is ignored. Mean = 12.
        // (Min would be 2, max 22; counting child 3's default would give (2 + 22 + 36)/3 = 20.)
        // Outer origins: ref (default 0) 0, inner -12; union [-12, 40] = 52 tall.
        let v = HStack(alignment: .specTopish, spacing: 0) {
            Color.red.frame(width: 10, height: 40).id("ref")
            VStack {
                Color.blue.frame(width: 10, height: 10).alignmentGuide(.specTopish) { _ in 2 }
                Color.blue.frame(width: 10, height: 10).alignmentGuide(.specTopish) { _ in 4 }
                Color.blue.frame(width: 10, height: 10)
            }.id("inner")
        }
        let l = layout(v, width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 20, height: 52)))
        expectFrame(l, "ref", CGRect(x: 0, y: 12, width: 10, height: 40))
        expectFrame(l, "inner", CGRect(x: 10, y: 0, width: 10, height: 46))
    }

    @Test func customGuideThroughTwoLevelsOfStacks() {
        // Spec 4.9 / 5.1.3: each stack adds its child's origin: the innermost guide 3 at
        // y 10 → 13 in the inner VStack, which sits at y 10 in the middle one → 23.
        // Origins: ref 0 (default guide 0), middle -23; union [-23, 10] → 33 tall.
        let v = HStack(alignment: .specTopish, spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("ref")
            VStack(spacing: 0) {
                Color.blue.frame(width: 10, height: 10)
                VStack(spacing: 0) {
                    Color.blue.frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 10).alignmentGuide(.specTopish) { _ in 3 }
                }
            }.id("middle")
        }
        let l = layout(v, width: nil, height: nil)
        expectFrame(l, "ref", CGRect(x: 0, y: 23, width: 10, height: 10))
        expectFrame(l, "middle", CGRect(x: 10, y: 0, width: 10, height: 30))
        #expect(close(l.size, CGSize(width: 20, height: 33)))
    }

    @Test func firstTextBaselineAcrossFontSizes() {
        // Spec 2.1 / 4.9: the first baseline is the ascent: 16 at 17 pt, 32 at 34 pt (the
        // fixed engine scales by 34/17). The small text moves down 16.
        let v = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("A").id("small")
            Text("B").font(.system(size: 34)).id("big")
        }
        let l = layout(v, width: nil, height: nil)
        expectFrame(l, "small", CGRect(x: 0, y: 16, width: 12, height: line))
        expectFrame(l, "big", CGRect(x: 12, y: 0, width: 24, height: 2 * line))
    }

    @Test func viewDimensionsSubscripts() {
        // Spec 4.9 ViewDimensions: defaults of the built-in guides, custom defaults, and
        // subscript(explicit:) returning nil without an explicit value.
        let probe = DimensionsProbe()
        let view = RecordDimensions(probe: probe, proposal: .unspecified) {
            Color.red.frame(width: 40, height: 20)
            Color.red.frame(width: 40, height: 20).alignmentGuide(.leading) { d in d[.trailing] - 5 }
            Text("Hello, world")
        }
        _ = layout(view, width: nil, height: nil)
        #expect(probe.readings.count == 3)
        guard probe.readings.count == 3 else { return }
        let plain = probe.readings[0], guided = probe.readings[1], text = probe.readings[2]

        #expect(plain.width == 40 && plain.height == 20)
        #expect(plain.leading == 0)
        #expect(plain.hCenter == 20)
        #expect(plain.trailing == 40)
        #expect(plain.top == 0)
        #expect(plain.vCenter == 10)
        #expect(plain.bottom == 20)
        // No text: both baselines default to the height.
        #expect(plain.firstBaseline == 20)
        #expect(plain.lastBaseline == 20)
        // Custom IDs use their defaultValue(in:).
        #expect(plain.quarter == 10)
        #expect(plain.bottomish == 20)
        // subscript(explicit:) is nil without an explicit value.
        #expect(plain.explicitLeading == nil)
        #expect(plain.explicitFirstBaseline == nil)
        #expect(plain.explicitQuarter == nil)

        // The explicit value wins in both subscripts; other guides keep their defaults.
        #expect(guided.explicitLeading == 35)
        #expect(guided.leading == 35)
        #expect(guided.explicitTrailing == nil)
        #expect(guided.trailing == 40)

        // Text: explicit baselines (spec 2.1): ascent 16 on one line.
        #expect(close(text.width, 96) && close(text.height, line))
        #expect(text.explicitFirstBaseline == 16)
        #expect(text.explicitLastBaseline == 16)
        #expect(text.firstBaseline == 16)
        #expect(text.explicitTop == nil)
        #expect(text.leading == 0)
    }

    /// A leaf has no guide but its text baselines, so its dimensions answer every other
    /// guide without asking it (a stack asks each child its alignment guide); a container
    /// is asked, as its children may answer anything.
    @Test func leavesAnswerOnlyTextBaselines() {
        let text = ViewLayout.resolveRoot(Text("Hello"), environment: .spec)
        let stack = ViewLayout.resolveRoot(VStack { Text("Hello") }, environment: .spec)
        #expect(text.answersOnlyTextBaselines)
        #expect(!stack.answersOnlyTextBaselines)
        let d = text.dimensions(in: .unspecified)
        #expect(d[explicit: HorizontalAlignment.center] == nil)
        #expect(d[explicit: VerticalAlignment.firstTextBaseline] == 16)
        #expect(d[explicit: VerticalAlignment.lastTextBaseline] == 16)
        #expect(stack.dimensions(in: .unspecified)[explicit: VerticalAlignment.firstTextBaseline] == 16)
    }

    @Test
    func viewDimensionsStayValidAfterTheLayoutPass() {
        // Spec 4.9: ViewDimensions is a value (width, height, guide subscripts). A copy kept
        // past the layout pass should still answer: the text's first baseline 16 and its
        // default trailing guide 96.
        let probe = RawDimensionsProbe()
        _ = layout(RecordRawDimensions(probe: probe) { Text("Hello, world") }, width: nil, height: nil)
        #expect(probe.dimensions.count == 1)
        guard let d = probe.dimensions.first else { return }
        #expect(d[explicit: VerticalAlignment.firstTextBaseline] == 16)
        #expect(d[HorizontalAlignment.trailing] == 96)
    }

    @Test func textBaselinesDependOnProposal() {
        // Spec 2.1: wrapped to "Hello," / "world" at width 60, the first baseline is 16 and
        // the last is line + 16.
        let probe = DimensionsProbe()
        let view = RecordDimensions(probe: probe, proposal: ProposedViewSize(width: 60, height: nil)) {
            Text("Hello, world")
        }
        _ = layout(view, width: nil, height: nil)
        #expect(probe.readings.count == 1)
        guard let d = probe.readings.first else { return }
        #expect(close(d.width, 46) && close(d.height, 2 * line))
        #expect(d.explicitFirstBaseline.map { close($0, 16) } ?? false)
        #expect(d.explicitLastBaseline.map { close($0, line + 16) } ?? false)
    }
}
