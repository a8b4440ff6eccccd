import Foundation

/// A structure that computes views and disclosure groups on demand from an underlying
/// collection of tree-structured, identified data.
///
/// An element whose `children` is nil is a leaf: its content alone. Any other element is
/// a `DisclosureGroup` labelled with its content, holding an `OutlineGroup` of its
/// children; each keeps its own expansion, collapsed at first.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: _PrimitiveView {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        for element in view.data {
            guard let children = element[keyPath: view.children] else {
                Leaf._makeViewList(view: view.content(element), inputs: inputs, list: &list)
                continue
            }
            let subgroup = OutlineGroup(data: children, id: view.id, children: view.children, content: view.content)
            let group = DisclosureGroup(content: { OutlineSubgroupChildren(AnyView(subgroup)) }, label: { view.content(element) })
            list.nodes += inputs.resolve(group)
        }
    }
}

extension OutlineGroup where ID == Data.Element.ID, Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>,
    Data.Element: Identifiable
{
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data: data, id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren> {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data: data, id: id, children: children, content: content)
    }
}

/// A type-erased view representing the children in an outline subgroup.
public struct OutlineSubgroupChildren: _PrimitiveView {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        AnyView._makeViewList(view: view.content, inputs: inputs, list: &list)
    }
}
