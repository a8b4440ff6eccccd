import Foundation

/// A proposal for the size of a view: what a parent offers a child before the child
/// chooses its own size.
///
/// Each axis is one of four kinds of offer, and a view answers each in its own way:
///
/// | value      | what the parent asks                 | a typical answer            |
/// |------------|--------------------------------------|-----------------------------|
/// | `nil`      | "be your ideal size on this axis"    | the ideal length            |
/// | `0`        | "how small can you get?"             | the minimum length          |
/// | `.infinity`| "how big can you get?"               | the maximum (maybe infinite)|
/// | finite `x` | "you have `x`"                       | anything; usually `<= x`    |
///
/// A child may ignore the proposal entirely (a plain `Image`, a fixed frame): the
/// parent must live with the answer, which it then uses to place the child.
/// Containers probe children with `0` and `.infinity` to learn how flexible they are,
/// so an answer must depend only on the proposal and the environment.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or `nil` for "your ideal width".
    public var width: CGFloat?
    /// The proposed height, or `nil` for "your ideal height".
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Zero on both axes: asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Infinity on both axes: asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// `nil` on both axes: asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal with every `nil` axis replaced by the matching axis of `size`.
    ///
    /// The default of 10×10 is the ideal size of views that fill what they are given
    /// (shapes, `Color`). Zero and infinity pass through unchanged.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(_ axis: Axis, major: CGFloat?, minor: CGFloat?) {
        self = axis == .horizontal
            ? ProposedViewSize(width: major, height: minor)
            : ProposedViewSize(width: minor, height: major)
    }
}

extension ProposedViewSize: CustomStringConvertible {
    public var description: String {
        "(\(formatLength(width)), \(formatLength(height)))"
    }
}

/// Formats a layout length for people: at most two decimals, `nil` and `inf` spelled out.
func formatLength(_ value: CGFloat?) -> String {
    guard let value else { return "nil" }
    if value == .infinity { return "inf" }
    if value == -.infinity { return "-inf" }
    if value.isNaN { return "nan" }
    // Beyond what Int holds (and long before), the exponent form: "1e+19". Checked before
    // rounding, whose × 100 would print the largest finite lengths as "inf".
    if Swift.abs(value) >= 1e15 { return "\(Double(value))" }
    var rounded = (value * 100).rounded() / 100
    if rounded == 0 { rounded = 0 }  // no "-0"
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.2f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    return text
}
