import Foundation

/// A named value produced by a view: ancestors read the values of their subviews,
/// combined in view order with `reduce`.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

/// Sets a preference for the views it modifies; it replaces what their subviews set
/// for the same key.
public struct _PreferenceWritingModifier<Key: PreferenceKey>: _DrawingEffect, BuiltInLayout {
    let value: Key.Value
    var nodeLabel: String { "preference(\(Key.self))" }

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes += content.wrapEach(inputs, in: modifier).map { node in
            node.preferences[ObjectIdentifier(Key.self)] = modifier.value
            return node
        }
    }
}

/// Sets a preference from an anchor of the views it modifies: the value is made once
/// they are placed, from their frames.
public struct _AnchorPreferenceWritingModifier<Key: PreferenceKey, Value>: _DrawingEffect, BuiltInLayout {
    let source: Anchor<Value>.Source
    let transform: (Anchor<Value>) -> Key.Value
    var nodeLabel: String { "anchorPreference(\(Key.self))" }

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes += content.wrapEach(inputs, in: modifier).map { node in
            node.preferences[ObjectIdentifier(Key.self)] = PlacedPreference { frame in
                modifier.transform(modifier.source.resolve(in: frame))
            }
            return node
        }
    }
}

/// A preference value made from the frame of the view that sets it, once placed.
struct PlacedPreference {
    let value: (CGRect) -> Any
}

/// Calls an action with the combined value of a preference of its content, after the
/// layout of each update that changed it (and the first).
public struct _PreferenceActionModifier<Key: PreferenceKey>: _PrimitiveViewModifier where Key.Value: Equatable {
    let action: @MainActor (Key.Value) -> Void

    private final class Observed {
        var nodes: [LayoutNode] = []
        var last: Key.Value?
    }

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        let (node, _) = inputs.scope.child(at: inputs.path, type: Self.self)
        let observed = node.stored as? Observed ?? Observed()
        node.stored = observed
        observed.nodes = content.resolve(inputs)
        let graph = inputs.graph
        let key = ObjectIdentifier(node)
        graph.preferenceObservers[key] = { [weak graph] in
            let value = Self.combinedValue(of: observed.nodes)
            guard value != observed.last else { return }
            observed.last = value
            graph?.enqueue { modifier.action(value) }
        }
        node.onRemove = { [weak graph] in graph?.preferenceObservers[key] = nil }
        list.nodes += observed.nodes
    }

    /// The preference's value over `nodes` and their subtrees, in view order.
    static func combinedValue(of nodes: [LayoutNode]) -> Key.Value {
        let id = ObjectIdentifier(Key.self)
        var value = Key.defaultValue
        var found = false
        var stack = Array(nodes.reversed())
        while let node = stack.popLast() {
            // Look the key up before casting: a missing value cast to an optional
            // `Key.Value` would pass as nil.
            if let stored = node.preferences[id],
               let next = ((stored as? PlacedPreference)?.value(node.frame) ?? stored) as? Key.Value {
                if found { Key.reduce(value: &value) { next } } else { value = next }
                found = true
            } else {
                stack.append(contentsOf: node.children.reversed())
            }
        }
        return value
    }
}

extension View {
    /// Sets a value for the given preference.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value)
        -> ModifiedContent<Self, _PreferenceWritingModifier<K>>
    {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }

    /// Sets a preference to a value made from an anchor of this view (its bounds, a
    /// point), which a `GeometryProxy` turns into its own coordinates.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value)
        -> ModifiedContent<Self, _AnchorPreferenceWritingModifier<K, A>>
    {
        modifier(_AnchorPreferenceWritingModifier<K, A>(source: value, transform: transform))
    }

    /// Adds an action to perform when the specified preference key's value changes.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void)
        -> ModifiedContent<Self, _PreferenceActionModifier<K>> where K.Value: Equatable
    {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
}
