import Foundation

/// A Dynamic Type size, which specifies how large scalable content should be.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension Font.TextStyle {
    /// The point size of this style at a Dynamic Type size on iOS.
    ///
    /// From the Human Interface Guidelines, Typography > Specifications > "iOS, iPadOS
    /// Dynamic Type sizes" (one table per size; the same figures are in UIKit's
    /// `preferredFont(forTextStyle:compatibleWith:)` on iOS 17).
    func pointSize(at size: DynamicTypeSize) -> CGFloat {
        // Columns: xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge,
        // AX1, AX2, AX3, AX4, AX5.
        let sizes: [CGFloat] = switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
        return sizes[DynamicTypeSize.allCases.firstIndex(of: size)!]
    }
}

extension Font {
    /// The font as drawn at `environment`'s Dynamic Type size: a text style takes its
    /// size from the table; a custom font `relativeTo:` a style scales by that style's
    /// ratio to its default size, as `UIFontMetrics` does; fixed sizes stay.
    func resolved(in environment: EnvironmentValues) -> Font {
        resolved(at: environment.dynamicTypeSize)
    }

    /// The font as drawn at the Dynamic Type size `dynamicTypeSize` (`resolved(in:)`).
    func resolved(at dynamicTypeSize: DynamicTypeSize) -> Font {
        guard let style = textStyle, dynamicTypeSize != .large else { return self }
        var font = self
        switch family {
        case .system: font.size = style.pointSize(at: dynamicTypeSize)
        case .custom: font.size = size * style.pointSize(at: dynamicTypeSize) / style.pointSize
        }
        return font
    }
}

extension View {
    /// Sets the Dynamic Type size within the view.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<DynamicTypeSize>> {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the Dynamic Type size within the view to a range: a size outside it is
    /// clamped to the nearest end.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> ModifiedContent<Self, _EnvironmentTransformModifier>
        where T.Bound == DynamicTypeSize
    {
        modifier(_EnvironmentTransformModifier { environment in
            let size = environment.dynamicTypeSize
            guard !range.contains(size) else { return }
            // The nearest size inside the range: search outward from the current one.
            let all = DynamicTypeSize.allCases
            let index = all.firstIndex(of: size)!
            let inside = all.indices.filter { range.contains(all[$0]) }
            if let nearest = inside.min(by: { abs($0 - index) < abs($1 - index) }) {
                environment.dynamicTypeSize = all[nearest]
            }
        })
    }
}
