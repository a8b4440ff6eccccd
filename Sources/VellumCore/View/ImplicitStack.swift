import Foundation

/// The container several views form where SwiftUI expects one view: a window's or a
/// scroll view's content (a VStack, an HStack when scrolling only horizontally), an
/// overlay's or an inset's content (a ZStack), a lazy row of several views (a stack along
/// the container's axis).
enum ImplicitStack {
    case vertical(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil)
    case horizontal(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil)
    case layered(alignment: Alignment)

    /// The stack along `axis`.
    static func along(_ axis: Axis, alignment: AlignmentKey = HorizontalAlignment.center.key, spacing: CGFloat? = nil) -> ImplicitStack {
        axis == .vertical ? .vertical(alignment: HorizontalAlignment(key: alignment), spacing: spacing)
            : .horizontal(alignment: VerticalAlignment(key: alignment), spacing: spacing)
    }

    /// The stack's axis, which Spacers and Dividers inside it take as their orientation.
    var orientation: Axis? {
        switch self {
        case .vertical: .vertical
        case .horizontal: .horizontal
        case .layered: nil
        }
    }

    @MainActor var behavior: NodeBehavior {
        switch self {
        case .vertical(let alignment, let spacing): LayoutBehavior(VStackLayout(alignment: alignment, spacing: spacing))
        case .horizontal(let alignment, let spacing): LayoutBehavior(HStackLayout(alignment: alignment, spacing: spacing))
        case .layered(let alignment): LayoutBehavior(ZStackLayout(alignment: alignment))
        }
    }
}

extension _ViewInputs {
    /// `nodes` as one node: none for no views, the view itself for one, `stack` around
    /// several.
    func oneNode(_ nodes: [LayoutNode], stackedIn stack: ImplicitStack) -> LayoutNode? {
        switch nodes.count {
        case 0: nil
        case 1: nodes[0]
        default: makeNode(stack.behavior, children: nodes)
        }
    }

    /// An empty `stack`: what stands for no views where a node must be.
    func emptyNode(_ stack: ImplicitStack) -> LayoutNode { makeNode(stack.behavior, children: []) }

    /// `view` resolved as one node (none for no views), for a place that takes one view.
    /// Several views are resolved again as children of `stack`, so Spacers and Dividers
    /// see its axis.
    func resolveAsOne<V: View>(_ view: V, stackedIn stack: ImplicitStack) -> LayoutNode? {
        let nodes = forChildren(orientation: nil).resolve(view)
        guard nodes.count > 1, let orientation = stack.orientation else { return oneNode(nodes, stackedIn: stack) }
        return oneNode(forChildren(orientation: orientation).resolve(view), stackedIn: stack)
    }
}
