import Foundation

/// A dynamic property that scales a numeric value with the Dynamic Type size.
///
/// ```swift
/// @ScaledMetric(relativeTo: .title) private var iconSize = 24.0
/// ```
///
/// The value grows as its text style does: by the style's size at the environment's
/// `dynamicTypeSize` over its size at `.large` (the HIG table in `DynamicTypeSize.swift`),
/// the ratio `UIFontMetrics` scales by, so a metric of 17 relative to `.body` is 53 at
/// `.accessibility5`. Not rounded.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// Creates the scaled metric with an unscaled value, relative to `.body`.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The value scaled for the current Dynamic Type size.
    public var wrappedValue: Value {
        let ratio = textStyle.pointSize(at: dynamicTypeSize) / textStyle.pointSize
        return baseValue * Value(ratio)
    }
}
