import Foundation

/// A type that you use to create custom alignment guides.
///
/// ```swift
/// extension VerticalAlignment {
///     private enum AccountName: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
///     }
///     static let accountName = VerticalAlignment(AccountName.self)
/// }
/// ```
public protocol AlignmentID {
    /// The value of the guide for a view that sets no explicit value.
    static func defaultValue(in context: ViewDimensions) -> CGFloat

    /// How a multi-child container merges its children's explicit values into its own.
    ///
    /// Called once per child that has an explicit value, in order; `n` counts them from 0.
    /// The default keeps their mean, which is where the guide lies when the children are
    /// aligned by it.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        let previous = parentValue ?? 0
        parentValue = previous + (childValue - previous) / CGFloat(n + 1)
    }
}

/// One alignment guide on one axis: the identity that explicit values are stored under.
struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    let id: ObjectIdentifier
    let axis: Axis
    /// The guide's type, for default values and combining.
    nonisolated(unsafe) let type: any AlignmentID.Type

    init(_ type: any AlignmentID.Type, axis: Axis) {
        self.id = ObjectIdentifier(type)
        self.axis = axis
        self.type = type
    }

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.id == b.id && a.axis == b.axis }
    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(axis)
    }

    /// The first or last text baseline, the only guides a leaf answers.
    var isTextBaseline: Bool {
        self == VerticalAlignment.firstTextBaseline.key || self == VerticalAlignment.lastTextBaseline.key
    }

    /// Edge and centre guides never leave a multi-child container: it uses its own default.
    var isBuiltInEdgeOrCenter: Bool {
        type is BuiltInEdgeGuide.Type
    }

    /// The guide's name as written in Swift: `center`, `firstTextBaseline`, `MyID`.
    var description: String {
        var name = String(describing: type)
        guard name.hasSuffix("Guide") else { return name }
        name = String(name.dropLast(5))
        if name.hasSuffix("Center") { return "center" }
        return name.prefix(1).lowercased() + name.dropFirst()
    }
}

/// Marks the leading/center/trailing and top/center/bottom guides.
protocol BuiltInEdgeGuide: AlignmentID {}

enum LeadingGuide: BuiltInEdgeGuide {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
enum HorizontalCenterGuide: BuiltInEdgeGuide {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
}
enum TrailingGuide: BuiltInEdgeGuide {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
}
enum TopGuide: BuiltInEdgeGuide {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
enum VerticalCenterGuide: BuiltInEdgeGuide {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}
enum BottomGuide: BuiltInEdgeGuide {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
/// The topmost first baseline wins when children are merged.
enum FirstTextBaselineGuide: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = Swift.min(parentValue ?? .infinity, childValue)
    }
}
/// The bottom-most last baseline wins when children are merged (Apple's documented rule).
enum LastTextBaselineGuide: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = Swift.max(parentValue ?? -.infinity, childValue)
    }
}
