import Foundation

/// Sets a trait that the enclosing container reads from each view it modifies:
/// `layoutPriority`, `layoutValue`. Traits pass outward through single-child modifiers.
public struct _TraitWritingModifier: _PrimitiveViewModifier {
    let write: (inout Traits) -> Void

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        for node in content.resolve(inputs) {
            modifier.write(&node.traits)
            list.nodes.append(node)
        }
    }
}

/// Gives each view it modifies an explicit identity (`.id(_:)`), which
/// `ViewLayout.frame(id:)` finds it by.
public struct _IdentifiedModifier<ID: Hashable>: _PrimitiveViewModifier {
    let id: ID

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        // A new id is a new view: the content gets an identity of its own.
        var inputs = inputs
        inputs.contentIdentity = AnyHashable(modifier.id)
        let id = AnyHashable(modifier.id)
        for node in content.resolve(inputs) {
            // A node kept from the last update already carries the id.
            if !node.explicitIDs.contains(id) { node.explicitIDs.append(id) }
            list.nodes.append(node)
        }
    }
}

extension View {
    /// Sets the priority by which a parent layout should apportion space to this view.
    /// Stacks offer space to higher priorities first; the default is 0.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _TraitWritingModifier> {
        let priority = value.isNaN ? 0 : value
        return modifier(_TraitWritingModifier { $0.priority = priority })
    }

    /// Associates a value with a custom layout property, read by the enclosing `Layout`
    /// as `subview[K.self]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedContent<Self, _TraitWritingModifier> {
        modifier(_TraitWritingModifier { $0.layoutValues[ObjectIdentifier(key)] = value })
    }

    /// Binds the identity of this view to the given value.
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IdentifiedModifier<ID>> {
        modifier(_IdentifiedModifier(id: id))
    }
}

/// Sets an explicit value for one alignment guide of the view it modifies, computed
/// from the view's dimensions. It changes no size; only a container aligning by that
/// guide notices it.
public struct _AlignmentWritingModifier: _UnaryLayout, BuiltInLayout {
    /// Its guide is its own, computed from the view's dimensions.
    static var ownsGuides: Bool { true }
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        value(guide.key, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        value(guide.key, proposal: proposal, subviews: subviews)
    }

    private func value(_ guide: AlignmentKey, proposal: ProposedViewSize, subviews: Subviews) -> CGFloat? {
        guard let d = subviews.first?.dimensions(in: proposal) else { return nil }
        if guide == key {
            let v = computeValue(d)
            return v.isFinite ? v : nil
        }
        return d[explicit: guide]
    }

    var nodeLabel: String { "alignmentGuide(.\(key))" }
}

extension View {
    /// Sets the view's horizontal alignment guide `g` to the value `computeValue` returns.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> ModifiedContent<Self, _AlignmentWritingModifier>
    {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }

    /// Sets the view's vertical alignment guide `g` to the value `computeValue` returns.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> ModifiedContent<Self, _AlignmentWritingModifier>
    {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }
}
