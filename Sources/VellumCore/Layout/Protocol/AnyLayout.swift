import Foundation

extension Layout {
    /// Uses the layout as a container view: `MyLayout { Text("A"); Text("B") }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}

/// A custom layout applied to its content.
public struct _LayoutView<L: Layout, Content: View>: _PrimitiveView {
    let layout: L
    let content: Content

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(makeLayoutNode(view.layout, content: view.content, inputs: inputs))
    }
}

/// A type-erased layout: switch between layouts (an HStack and a VStack, say) while the
/// subviews keep their identity.
public struct AnyLayout: Layout {
    let box: any Layout
    let makeNodeBehavior: @MainActor () -> NodeBehavior
    let orientation: Axis?

    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout {
            self = any
            return
        }
        box = layout
        makeNodeBehavior = { LayoutBehavior(layout) }
        orientation = L.layoutProperties.stackOrientation
    }

    // AnyLayout resolves to a node of the wrapped layout; these forward for direct use.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        func open<L: Layout>(_ l: L) -> CGSize {
            var c = l.makeCache(subviews: subviews)
            return l.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
        }
        return open(box)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        func open<L: Layout>(_ l: L) {
            var c = l.makeCache(subviews: subviews)
            l.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
        }
        open(box)
    }

    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _AnyLayoutView(layout: self, content: content())
    }
}

public struct _AnyLayoutView<Content: View>: _PrimitiveView {
    let layout: AnyLayout
    let content: Content

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let children = inputs.forChildren(orientation: view.layout.orientation).resolve(view.content)
        list.nodes.append(inputs.makeNode(view.layout.makeNodeBehavior(), children: children))
    }
}
