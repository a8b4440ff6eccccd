import Foundation

/// A flexible space that expands along the major axis of its containing stack, or on
/// both axes when it is not in a stack.
///
/// Its ideal and minimum length is `minLength` (8 when nil); across the stack it is 0.
/// It asks for no gap next to its neighbours: `minLength` stands in for that gap.
///
/// Its layout priority is −infinity (a native SwiftUI probe read `LayoutSubview.priority`
/// of a Spacer as `-inf`, water-rs/waterui issue #968; OpenSwiftUI and DanceUI agree), so
/// a stack sizes every other child before any spacer sees what is left. An explicit
/// `layoutPriority(_:)` on the spacer replaces it.
public struct Spacer: _PrimitiveView {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let length = view.minLength.map(sanitizedLength) ?? ViewSpacing.defaultDistance
        let node = inputs.makeLeaf(SpacerLeaf(minLength: length, orientation: inputs.stackOrientation))
        node.traits.priority = -.infinity
        list.nodes.append(node)
    }
}

struct SpacerLeaf: LeafLayout {
    let minLength: CGFloat
    let orientation: Axis?

    var label: String { "Spacer" }
    var takesHits: Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        func along(_ axis: Axis) -> CGFloat { Swift.max(proposal[axis] ?? -.infinity, minLength) }
        switch orientation {
        case .horizontal?: return CGSize(width: along(.horizontal), height: 0)
        case .vertical?: return CGSize(width: 0, height: along(.vertical))
        case nil: return CGSize(width: along(.horizontal), height: along(.vertical))
        }
    }

    func spacing() -> ViewSpacing {
        var spacing = ViewSpacing()
        let edges: Edge.Set = orientation == .vertical ? .vertical : orientation == .horizontal ? .horizontal : .all
        for edge in ViewSpacing.absoluteEdges(edges) {
            spacing.minima[ViewSpacing.Key(category: nil, edge: edge)] = .distance(0)
        }
        return spacing
    }
}

/// A visual element that separates content: a vertical line in an HStack, a horizontal
/// line elsewhere, one pixel thick (one point at accessibility text sizes).
public struct Divider: _PrimitiveView {
    public init() {}

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let env = inputs.environment
        let thickness = env.dynamicTypeSize.isAccessibilitySize ? 1 : env.pixelLength
        list.nodes.append(inputs.makeLeaf(DividerLeaf(thickness: thickness, isVertical: inputs.stackOrientation == .horizontal)))
    }
}

struct DividerLeaf: LeafLayout {
    let thickness: CGFloat
    let isVertical: Bool

    var label: String { "Divider" }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        return isVertical ? CGSize(width: thickness, height: size.height) : CGSize(width: size.width, height: thickness)
    }

    func draw(in frame: CGRect, proposal: ProposedViewSize, into list: inout DisplayListBuilder) {
        list.append(.fill(Path(frame), .color(SystemColors.separator), FillStyle()))
    }
}
