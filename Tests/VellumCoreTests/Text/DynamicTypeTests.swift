import Foundation
import Testing
@testable import VellumCore

/// Dynamic Type: text styles take iOS's sizes for the environment's `dynamicTypeSize`.
/// Sizes from the Human Interface Guidelines, Typography > Specifications, "iOS, iPadOS
/// Dynamic Type sizes".
@MainActor
struct DynamicTypeTests {
    @Test func textStyleSizesAtFourDynamicTypeSizes() {
        let expected: [(Font.TextStyle, [CGFloat])] = [
            // xSmall, large (default), xxxLarge, accessibility5
            (.largeTitle, [31, 34, 40, 60]),
            (.title, [25, 28, 34, 58]),
            (.headline, [14, 17, 23, 53]),
            (.body, [14, 17, 23, 53]),
            (.subheadline, [12, 15, 21, 49]),
            (.footnote, [12, 13, 19, 44]),
            (.caption2, [11, 11, 17, 40]),
        ]
        for (style, sizes) in expected {
            let found = [DynamicTypeSize.xSmall, .large, .xxxLarge, .accessibility5].map { style.pointSize(at: $0) }
            #expect(found == sizes, "\(style)")
        }
    }

    @Test func theDefaultSizeIsLargeWithTheStylesDefaultPointSizes() {
        #expect(EnvironmentValues().dynamicTypeSize == .large)
        for style in Font.TextStyle.allCases {
            #expect(style.pointSize(at: .large) == style.pointSize)
        }
    }

    /// With the fixed-advance engine a glyph is 8 × size/17 wide and a line
    /// 61/3 × size/17 tall, so the laid-out size shows the point size.
    @Test func textIsLaidOutAtTheScaledSize() {
        func measured(_ view: some View) -> CGSize { size(view, nil, nil) }
        let body = measured(Text("X").dynamicTypeSize(.accessibility5))
        #expect(close(body, CGSize(width: 8 * 53 / 17, height: line * 53 / 17)), "\(body)")
        let title = measured(Text("X").font(.largeTitle).dynamicTypeSize(.xSmall))
        #expect(close(title, CGSize(width: 8 * 31 / 17, height: line * 31 / 17)), "\(title)")
        let headline = measured(VStack { Text("X").font(.headline) }.dynamicTypeSize(.xxxLarge))
        #expect(close(headline, CGSize(width: 8 * 23 / 17, height: line * 23 / 17)), "\(headline)")
    }

    /// A fixed size does not scale; a custom font relative to a style scales by that
    /// style's ratio (body: 53/17 at accessibility5), as UIFontMetrics does.
    @Test func fixedSizesStayAndRelativeSizesScale() {
        let fixed = size(Text("X").font(.system(size: 17)).dynamicTypeSize(.accessibility5), nil, nil)
        #expect(close(fixed.height, line))
        let relative = size(Text("X").font(.custom("Serif", size: 34, relativeTo: .body)).dynamicTypeSize(.accessibility5), nil, nil)
        #expect(close(relative.height, line * 34 * 53 / 17 / 17), "\(relative)")
    }

    @Test func aRangeClampsTheSize() {
        let capped = size(Text("X").dynamicTypeSize(...DynamicTypeSize.xxxLarge).dynamicTypeSize(.accessibility5), nil, nil)
        #expect(close(capped.height, line * 23 / 17), "\(capped)")
        let raised = size(Text("X").dynamicTypeSize(DynamicTypeSize.large...).dynamicTypeSize(.xSmall), nil, nil)
        #expect(close(raised.height, line), "\(raised)")
        let inside = size(Text("X").dynamicTypeSize(.small ... .xLarge).dynamicTypeSize(.medium), nil, nil)
        #expect(close(inside.height, line * 16 / 17), "\(inside)")
    }
}

@MainActor
struct ScaledMetricTests {
    private struct Icon: View {
        @ScaledMetric var side = 17.0
        @ScaledMetric(relativeTo: .largeTitle) var banner: CGFloat = 34
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: side, height: side).id("icon")
                Color.blue.frame(width: banner, height: 1).id("banner")
            }
        }
    }

    /// Body 17 → 53 and large title 34 → 60 at accessibility5, 14 and 31 at xSmall.
    @Test func metricsScaleWithTheirTextStyle() {
        for (size, side, banner): (DynamicTypeSize, CGFloat, CGFloat) in [(.large, 17, 34), (.accessibility5, 53, 60), (.xSmall, 14, 31)] {
            let l = layout(Icon().dynamicTypeSize(size), width: nil, height: nil)
            #expect(l.frame(id: "icon")?.size == CGSize(width: side, height: side), "\(size)")
            #expect(l.frame(id: "banner")?.width == banner, "\(size)")
        }
    }
}
