import Foundation

/// A view's preferences for the space between it and its neighbours.
///
/// Each edge carries values keyed by an optional *category*. When two views meet,
/// `distance(to:along:)` looks for a category that both facing edges carry and
/// combines the two values (two distances are added; two text metrics give the
/// font's leading). With no shared category, the largest category-less value on the
/// two edges wins; with none at all, the platform default of 8 points applies.
///
/// The categories let Text ask for different gaps above and below it than a plain
/// view does, which is why a VStack's default gaps next to Text are not 8.
public struct ViewSpacing: Sendable, Equatable {
    /// Which side of the view a value applies to, independent of layout direction.
    enum AbsoluteEdge: UInt8, Hashable, Sendable {
        case top, left, bottom, right
    }

    enum Category: UInt8, Hashable, Sendable {
        case textToText, edgeAboveText, edgeBelowText, textBaseline
        case edgeLeftText, edgeRightText
    }

    struct Key: Hashable, Sendable {
        var category: Category?
        var edge: AbsoluteEdge
    }

    /// Vertical metrics of a text's font, used when text meets text.
    struct TextMetrics: Equatable, Sendable {
        var ascent: CGFloat
        var descent: CGFloat
        var leading: CGFloat
        var pixelLength: CGFloat
    }

    enum Value: Equatable, Sendable {
        case distance(CGFloat)
        case topTextMetrics(TextMetrics)
        case bottomTextMetrics(TextMetrics)

        func distance(to other: Value) -> CGFloat? {
            switch (self, other) {
            case let (.distance(a), .distance(b)): return a + b
            case let (.distance(a), _): return a
            case let (_, .distance(b)): return b
            case let (.topTextMetrics(top), .bottomTextMetrics(bottom)),
                 let (.bottomTextMetrics(bottom), .topTextMetrics(top)):
                return Self.textSpacing(top: top, bottom: bottom)
            default: return nil
            }
        }

        /// Text under text sits like the next line of a paragraph: the lower font's
        /// leading, rounded up to a whole pixel.
        static func textSpacing(top: TextMetrics, bottom: TextMetrics) -> CGFloat {
            ceilToPixel(bottom.leading, pixelLength: top.pixelLength)
        }

        /// The ordering used when two preferences for one key are merged.
        var magnitude: CGFloat {
            switch self {
            case let .distance(d): return d
            case let .topTextMetrics(m), let .bottomTextMetrics(m): return m.ascent + m.descent + m.leading
            }
        }
    }

    var minima: [Key: Value]

    /// Spacing with no preferences: neighbours get the platform default.
    public init() { minima = [:] }

    init(minima: [Key: Value]) { self.minima = minima }

    /// Zero on every edge.
    public static let zero = ViewSpacing(minima: [
        Key(category: nil, edge: .top): .distance(0),
        Key(category: nil, edge: .left): .distance(0),
        Key(category: nil, edge: .bottom): .distance(0),
        Key(category: nil, edge: .right): .distance(0),
    ])

    /// The preferences of a view with no text: zero-valued "next to text" categories, so
    /// that a neighbouring Text's own preference applies unchanged.
    static let plain = ViewSpacing(minima: [
        Key(category: .edgeBelowText, edge: .top): .distance(0),
        Key(category: .edgeAboveText, edge: .bottom): .distance(0),
        Key(category: .edgeRightText, edge: .left): .distance(0),
        Key(category: .edgeLeftText, edge: .right): .distance(0),
    ])

    /// The platform default distance between two views with no shared rule (iOS).
    static let defaultDistance: CGFloat = 8

    /// The distance between this view and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        distance(to: next, along: axis, layoutDirection: .leftToRight)
    }

    func distance(to next: ViewSpacing, along axis: Axis, layoutDirection: LayoutDirection) -> CGFloat {
        let (from, to): (AbsoluteEdge, AbsoluteEdge)
        if axis == .vertical {
            (from, to) = (.bottom, .top)
        } else {
            (from, to) = layoutDirection == .leftToRight ? (.right, .left) : (.left, .right)
        }
        var best: CGFloat?
        for (key, value) in minima where key.edge == from && key.category != nil {
            guard let other = next.minima[Key(category: key.category, edge: to)],
                  let d = value.distance(to: other) else { continue }
            best = Swift.max(best ?? -.infinity, d)
        }
        if let best { return best }
        let a = minima[Key(category: nil, edge: from)].flatMap(\.plainDistance)
        let b = next.minima[Key(category: nil, edge: to)].flatMap(\.plainDistance)
        if a == nil && b == nil { return Self.defaultDistance }
        return Swift.max(a ?? -.infinity, b ?? -.infinity)
    }

    /// Merges `other` into this spacing on `edges`, keeping the larger value per key.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        let absolute = Self.absoluteEdges(edges)
        for (key, value) in other.minima where absolute.contains(key.edge) {
            if let existing = minima[key], existing.magnitude >= value.magnitude { continue }
            minima[key] = value
        }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// Replaces the preferences on `edges` with those of a plain view.
    mutating func reset(_ edges: Edge.Set) {
        let absolute = Self.absoluteEdges(edges)
        guard !absolute.isEmpty else { return }
        minima = minima.filter { !absolute.contains($0.key.edge) }
        for (key, value) in Self.plain.minima where absolute.contains(key.edge) {
            minima[key] = value
        }
    }

    static func absoluteEdges(_ edges: Edge.Set) -> Swift.Set<AbsoluteEdge> {
        var result = Swift.Set<AbsoluteEdge>()
        if edges.contains(.top) { result.insert(.top) }
        if edges.contains(.bottom) { result.insert(.bottom) }
        if edges.contains(.leading) { result.insert(.left) }
        if edges.contains(.trailing) { result.insert(.right) }
        return result
    }

    /// The preferences of a Text in horizontal writing.
    ///
    /// `lineHeight`, `ascent` and `descent` come from the font; the baselines from the
    /// laid-out text. `s = ceil_px(0.1 × lineHeight)` is the font's default spacing.
    static func text(
        ascent: CGFloat, descent: CGFloat, leading: CGFloat, capHeight: CGFloat,
        firstBaseline: CGFloat, lastBaseline: CGFloat, height: CGFloat, pixelLength: CGFloat
    ) -> ViewSpacing {
        let lineHeight = ascent + descent + leading
        let s = ceilToPixel(0.1 * lineHeight, pixelLength: pixelLength)
        let l = lineHeight + s
        let metrics = TextMetrics(ascent: ascent, descent: descent, leading: leading, pixelLength: pixelLength)
        return ViewSpacing(minima: [
            Key(category: .textToText, edge: .top): .bottomTextMetrics(metrics),
            Key(category: .textToText, edge: .bottom): .topTextMetrics(metrics),
            Key(category: .textBaseline, edge: .top): .distance(-firstBaseline),
            Key(category: .textBaseline, edge: .bottom): .distance(lastBaseline - height),
            Key(category: .edgeAboveText, edge: .top): .distance(l - ascent),
            Key(category: .edgeBelowText, edge: .bottom): .distance(Swift.max(l - capHeight, s + descent)),
        ])
    }
}

extension ViewSpacing.Value {
    var plainDistance: CGFloat? {
        if case let .distance(d) = self { return d }
        return nil
    }
}

/// Rounds `value` up to a whole number of pixels.
func ceilToPixel(_ value: CGFloat, pixelLength: CGFloat) -> CGFloat {
    guard pixelLength > 0 else { return value }
    // A tiny tolerance keeps exact multiples (computed with rounding error) where they are.
    return ((value / pixelLength) - 1e-9).rounded(.up) * pixelLength
}
