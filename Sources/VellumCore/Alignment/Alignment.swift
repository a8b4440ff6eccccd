import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Hashable, Sendable {
    let key: AlignmentKey

    /// Creates a custom alignment guide from an `AlignmentID` type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }

    public static let leading = HorizontalAlignment(LeadingGuide.self)
    public static let center = HorizontalAlignment(HorizontalCenterGuide.self)
    public static let trailing = HorizontalAlignment(TrailingGuide.self)
    /// The leading edge of text in its first line (here: as `leading`).
    public static let listRowSeparatorLeading = HorizontalAlignment(LeadingGuide.self)
    public static let listRowSeparatorTrailing = HorizontalAlignment(TrailingGuide.self)

    /// Combines explicit child values with this guide's rule (mean, min or max).
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values)
    }
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Hashable, Sendable {
    let key: AlignmentKey

    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }

    public static let top = VerticalAlignment(TopGuide.self)
    public static let center = VerticalAlignment(VerticalCenterGuide.self)
    public static let bottom = VerticalAlignment(BottomGuide.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineGuide.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineGuide.self)

    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values)
    }
}

extension AlignmentKey {
    func combine<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        var result: CGFloat?
        var n = 0
        for case let value? in values {
            type._combineExplicit(childValue: value, n, into: &result)
            n += 1
        }
        return result
    }
}

/// An alignment in both axes.
public struct Alignment: Equatable, Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A view's size and its alignment guides, in its own coordinate space.
///
/// `d[guide]` is the view's explicit value for the guide if it has one (set with
/// `alignmentGuide` or exported by a child), else the guide's default value.
public struct ViewDimensions: Equatable, @unchecked Sendable {
    public let width: CGFloat
    public let height: CGFloat
    /// The view that answers explicit guide values; `nil` for a view with none. Held
    /// strongly, so dimensions a layout keeps stay valid after the pass (nodes never
    /// store dimensions, so this makes no cycle).
    let source: (any ExplicitGuideSource)?
    /// The proposal the view was sized for, which its guides may depend on.
    let proposal: ProposedViewSize

    init(size: CGSize, source: (any ExplicitGuideSource)?, proposal: ProposedViewSize) {
        width = size.width
        height = size.height
        self.source = source
        self.proposal = proposal
    }

    var size: CGSize { CGSize(width: width, height: height) }

    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { self[explicit: guide.key] }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { self[explicit: guide.key] }

    subscript(key: AlignmentKey) -> CGFloat {
        self[explicit: key] ?? key.type.defaultValue(in: self)
    }

    subscript(explicit key: AlignmentKey) -> CGFloat? {
        guard let source else { return nil }
        // A text leaf has no other guide (a stack asks every child its alignment guide).
        if source.answersOnlyTextBaselines, !key.isTextBaseline { return nil }
        return MainActor.assumeIsolated { source.explicitAlignment(key, size: size, proposal: proposal) }
    }

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.width == b.width && a.height == b.height && a.source === b.source && a.proposal == b.proposal
    }
}

/// Something that knows a view's explicit alignment values at a given size.
@MainActor
protocol ExplicitGuideSource: AnyObject {
    /// Whether the only guides it may answer are the text baselines (a leaf's).
    nonisolated var answersOnlyTextBaselines: Bool { get }
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat?
}
