import Foundation

/// A node that changes the transaction its subtree's changes are drawn with.
@MainActor
protocol TransactionScope {
    /// Changes `transaction` for the subtree; `previous` is this node's value before the
    /// update, nil when the node is new.
    func scope(_ transaction: inout Transaction, previous: Self?)
}

extension _ModifierContent {
    /// Wraps each of the content's nodes in `scope`'s node, and tells the graph that
    /// updates must be compared for implicit animations from now on.
    func wrapEach<L: Layout & TransactionScope>(_ inputs: _ViewInputs, scopingWith scope: L) -> [LayoutNode] {
        inputs.graph.hasTransactionScopes = true
        return wrapEach(inputs, in: scope)
    }
}

/// `.animation(_:value:)`: when `value` changed in this update, the subtree's changes
/// animate with `animation` (nil: without animation), whatever the transaction said.
public struct _ValueAnimationModifier<Value: Equatable>: _DrawingEffect, BuiltInLayout, TransactionScope {
    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes += content.wrapEach(inputs, scopingWith: modifier)
    }

    let animation: Animation?
    let value: Value

    func scope(_ transaction: inout Transaction, previous: Self?) {
        guard let previous, previous.value != value, !transaction.disablesAnimations else { return }
        transaction.animation = animation
    }

    var nodeLabel: String { "animation(\(animation?.description ?? "nil"), value: \(value))" }
}

/// `.animation(_:)` without a value (deprecated in SwiftUI): every change in the subtree
/// animates with `animation`.
public struct _AnyChangeAnimationModifier: _DrawingEffect, BuiltInLayout, TransactionScope {
    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes += content.wrapEach(inputs, scopingWith: modifier)
    }

    let animation: Animation?

    func scope(_ transaction: inout Transaction, previous: Self?) {
        guard !transaction.disablesAnimations else { return }
        transaction.animation = animation
    }

    var nodeLabel: String { "animation(\(animation?.description ?? "nil"))" }
}

/// `.transaction(_:)`: a closure that edits the transaction for the subtree.
public struct _TransactionModifier: _DrawingEffect, BuiltInLayout, TransactionScope {
    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes += content.wrapEach(inputs, scopingWith: modifier)
    }

    let transform: @MainActor (inout Transaction) -> Void

    func scope(_ transaction: inout Transaction, previous: Self?) { transform(&transaction) }

    var nodeLabel: String { "transaction" }
}

/// `.transaction(value:_:)`: edits the transaction only in updates that change `value`.
public struct _ValueTransactionModifier<Value: Equatable>: _DrawingEffect, BuiltInLayout, TransactionScope {
    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes += content.wrapEach(inputs, scopingWith: modifier)
    }

    let value: Value
    let transform: @MainActor (inout Transaction) -> Void

    func scope(_ transaction: inout Transaction, previous: Self?) {
        guard let previous, previous.value != value else { return }
        transform(&transaction)
    }

    var nodeLabel: String { "transaction(value: \(value))" }
}

extension View {
    /// Animates this view's changes with `animation` whenever `value` changes.
    ///
    /// ```swift
    /// Circle()
    ///     .scaleEffect(isLarge ? 2 : 1)
    ///     .animation(.spring, value: isLarge)
    /// ```
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, _ValueAnimationModifier<V>> {
        modifier(_ValueAnimationModifier(animation: animation, value: value))
    }

    /// Animates every change of this view with `animation`.
    @available(*, deprecated, message: "Use animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> ModifiedContent<Self, _AnyChangeAnimationModifier> {
        modifier(_AnyChangeAnimationModifier(animation: animation))
    }

    /// Animates the changes `body` makes to this view with `animation` (iOS 17). SwiftUI
    /// scopes the animation to the modifiers inside `body`; Vellum applies it to the
    /// whole of this view, content included.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: self)).modifier(_AnyChangeAnimationModifier(animation: animation))
    }

    /// Edits the transaction of every change drawn in this view.
    public func transaction(_ transform: @escaping @MainActor (inout Transaction) -> Void) -> ModifiedContent<Self, _TransactionModifier> {
        modifier(_TransactionModifier(transform: transform))
    }

    /// Edits the transaction of this view's changes when `value` changes.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping @MainActor (inout Transaction) -> Void)
        -> ModifiedContent<Self, _ValueTransactionModifier<V>>
    {
        modifier(_ValueTransactionModifier(value: value, transform: transform))
    }
}

/// The view a body written for another one stands in for: the content
/// `animation(_:body:)`, `phaseAnimator` and a `Transition` hand their bodies.
public struct PlaceholderContentView<Value>: View {
    let content: AnyView
    init(content: some View) { self.content = AnyView(content) }
    public var body: AnyView { content }
}
