import Foundation

/// Constrains the proposal to a ratio (spec section 4.6).
///
/// 1. A fully unspecified proposal passes through: the child is its ideal size.
/// 2. The ratio rectangle R is (ratio, 1), or the child's ideal size when no ratio is
///    given; a square R is (1, 1).
/// 3. The scale per axis is proposed length / R's length.
/// 4. `.fit` takes the smaller scale, `.fill` the larger. A nil axis, or a zero side of R,
///    does not constrain either mode: the other axis sets the scale; with neither, the
///    child is proposed 0 on R's zero sides and nil on the others. (OSUI's reading has `.fill` propose
///    infinity here, which spec 10.13 leaves unverified; Vellum keeps sizes finite so
///    `scaledToFill()` works in a scroll view.)
/// 5. The child is proposed R × scale and the modifier takes the child's answer: it
///    does not force the ratio on a child that ignores proposals.
public struct _AspectRatioLayout: _UnaryLayout, BuiltInLayout {
    public var aspectRatio: CGFloat?
    public var contentMode: ContentMode

    public init(aspectRatio: CGFloat?, contentMode: ContentMode) {
        self.aspectRatio = aspectRatio
        self.contentMode = contentMode
    }

    private func childProposal(_ p: ProposedViewSize, _ child: LayoutSubview) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        var ratio = aspectRatio.map { CGSize(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
        if ratio.width == ratio.height { ratio = CGSize(width: 1, height: 1) }
        // A nil axis, or a zero side of R (a view with no ideal width), scales without
        // bound: it decides nothing, so proposals stay finite.
        func scale(_ length: CGFloat?, _ r: CGFloat) -> CGFloat? {
            guard let length, r != 0 else { return nil }
            return length / r
        }
        let byWidth = scale(p.width, ratio.width), byHeight = scale(p.height, ratio.height)
        let scales = [byWidth, byHeight].compactMap { $0 }
        let fills = contentMode == .fill && p.width != nil && p.height != nil
        let s = fills ? scales.max() : scales.min()
        let offersAreFinite = [p.width, p.height].allSatisfy { $0?.isFinite ?? true }
        // The axis whose scale won gets its proposal exactly: r × (length / r) can miss
        // it by rounding, and overflows to infinity for extreme ratios. On the other
        // axis a finite offer scaled past the largest finite length stays at it, so no
        // view is offered infinity unless its parent was.
        func times(_ r: CGFloat, _ length: CGFloat?, _ own: CGFloat?) -> CGFloat? {
            if r == 0 { return 0 }
            if let own, own == s { return length }
            guard let s else { return nil }
            let scaled = r * s
            guard scaled.isInfinite, offersAreFinite else { return scaled }
            Diagnostics.warnOnce("\(nodeLabel) scales the finite proposal \(p) beyond the largest finite length; using that length.")
            return .greatestFiniteMagnitude
        }
        return ProposedViewSize(width: times(ratio.width, p.width, byWidth),
                                height: times(ratio.height, p.height, byHeight))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(childProposal(proposal, child))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        child.place(at: bounds.placementCenter, anchor: .center, proposal: childProposal(proposal, child))
    }

    var nodeLabel: String {
        let mode = contentMode == .fit ? ".fit" : ".fill"
        return "aspectRatio(\(formatLength(aspectRatio)), contentMode: \(mode))"
    }
}

/// How content fills its space: whole and letterboxed, or filling and cropped.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

extension View {
    /// Constrains this view's proposal to `aspectRatio` (width / height), or to the
    /// view's own ideal proportions when nil.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioLayout> {
        var ratio = aspectRatio
        if let r = ratio, !(r.isFinite && r > 0) {
            Diagnostics.warn("Invalid aspect ratio \(r) (must be positive and finite); using the view's own proportions.")
            ratio = nil
        }
        return modifier(_AspectRatioLayout(aspectRatio: ratio, contentMode: contentMode))
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioLayout> {
        self.aspectRatio(aspectRatio.height == 0 ? .nan : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    public func scaledToFit() -> ModifiedContent<Self, _AspectRatioLayout> { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> ModifiedContent<Self, _AspectRatioLayout> { aspectRatio(contentMode: .fill) }
}

/// Proposes `nil` on its fixed axes so the child takes its ideal size there
/// (spec section 4.4); it is exactly the child's size.
public struct _FixedSizeLayout: _UnaryLayout, BuiltInLayout {
    public var horizontal: Bool
    public var vertical: Bool

    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.placementCenter, anchor: .center, proposal: childProposal(proposal))
    }

    var nodeLabel: String {
        horizontal && vertical ? "fixedSize()" : "fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
    }
}

extension View {
    /// Fixes this view at its ideal size on both axes.
    public func fixedSize() -> ModifiedContent<Self, _FixedSizeLayout> { modifier(_FixedSizeLayout()) }

    /// Fixes this view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _FixedSizeLayout> {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}
