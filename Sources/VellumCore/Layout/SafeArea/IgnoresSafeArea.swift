import Foundation

/// Lets its child extend into the safe-area bands that reach it (spec section 7).
///
/// Sizing is the child's for the normal proposal, so siblings see nothing change. At
/// placement the child is proposed the modifier's size grown by the bands on the chosen
/// edges, and moved up and toward the leading edge by the top and leading growth. A view
/// short of the safe edge, or already at the window's edge, does not grow there.
struct SafeAreaIgnoringLayout: _UnaryLayout, BuiltInLayout {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let g = growth(for: bounds, in: subviews.placementContext.safeArea, layoutDirection: subviews.layoutDirection)
        let left = subviews.layoutDirection == .rightToLeft ? g.trailing : g.leading
        let grown = CGSize(width: bounds.width + g.leading + g.trailing, height: bounds.height + g.top + g.bottom)
        child.place(at: CGPoint(x: bounds.minX - left, y: bounds.minY - g.top), proposal: ProposedViewSize(grown))
    }

    /// The growth on the chosen edges. Only the container region has insets: Vellum
    /// shows no keyboard.
    private func growth(for frame: CGRect, in safeArea: SafeAreaGeometry?, layoutDirection: LayoutDirection) -> EdgeInsets {
        guard regions.contains(.container), let geometry = safeArea else { return EdgeInsets() }
        let g = geometry.growth(for: frame, layoutDirection: layoutDirection)
        return EdgeInsets(top: edges.contains(.top) ? g.top : 0, leading: edges.contains(.leading) ? g.leading : 0,
                          bottom: edges.contains(.bottom) ? g.bottom : 0, trailing: edges.contains(.trailing) ? g.trailing : 0)
    }

    /// The child's guides, unmoved: the growth depends on where the modifier is in the
    /// window, which guides (asked before placement) cannot know.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    var nodeLabel: String {
        var arguments: [String] = []
        if regions != .all { arguments.append(regions == .container ? ".container" : ".keyboard") }
        if edges != .all { arguments.append("edges: \(describeEdges(edges))") }
        return "ignoresSafeArea(\(arguments.joined(separator: ", ")))"
    }
}

/// `.ignoresSafeArea(_:edges:)`: one `SafeAreaIgnoringLayout` around each view of the
/// content, with the safe area the modifier resolved in.
public struct _SafeAreaIgnoringModifier: _PrimitiveViewModifier {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        let layout = SafeAreaIgnoringLayout(regions: modifier.regions, edges: modifier.edges)
        list.nodes += content.wrapEach(inputs, in: layout)
    }
}

/// `.top, .bottom` and the like, for labels.
func describeEdges(_ edges: Edge.Set) -> String {
    switch edges {
    case .all: return ".all"
    case .vertical: return ".vertical"
    case .horizontal: return ".horizontal"
    default:
        let names = Edge.allCases.filter { edges.contains(Edge.Set($0)) }.map { ".\($0)" }
        return names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
    }
}

extension View {
    /// Expands the view out of its safe area on `edges`, for the `regions` given.
    ///
    /// Layout around the view is unchanged; the view itself is proposed the larger size
    /// and drawn into the insets its frame touches.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
        -> ModifiedContent<Self, _SafeAreaIgnoringModifier>
    {
        modifier(_SafeAreaIgnoringModifier(regions: regions, edges: edges))
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas
    /// (deprecated in SwiftUI; the same as `ignoresSafeArea(.all, edges:)`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _SafeAreaIgnoringModifier> {
        ignoresSafeArea(.all, edges: edges)
    }
}
