import Foundation
import Testing
@testable import VellumCore

private let hello = "Hello, world"  // 96 × 20.33 with the spec metrics

/// Spec sections 4.2 (fixed frame) and 4.3 (flexible frame): invalid input and spacing.
/// The worked examples (a tree, a proposal and frames) are in Fixtures/frame.json.
@MainActor
struct FrameTests {
    // MARK: - 4.2 Fixed frame

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
}
