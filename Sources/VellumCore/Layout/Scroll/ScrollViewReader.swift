import Foundation

/// A view that provides programmatic scrolling, by working with a proxy to scroll to
/// known child views.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         ForEach(0..<100) { Text("Row \($0)").id($0) }
///     }
///     .onAppear { proxy.scrollTo(50, anchor: .center) }
/// }
/// ```
public struct ScrollViewReader<Content: View>: _PrimitiveView {
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let registry = inputs.persistentObject { ScrollTargetRegistry() }
        var inner = inputs
        inner.environment.scrollTargetRegistry = registry
        list.nodes += inner.resolve(view.content(ScrollViewProxy(registry: registry)))
    }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a
/// view hierarchy.
@MainActor @preconcurrency
public struct ScrollViewProxy {
    let registry: ScrollTargetRegistry

    /// Scans all scroll views contained by the proxy for the first with a child view
    /// with identifier `id`, and then scrolls to that view: its `anchor` meets the same
    /// anchor of the scroll view; with no anchor, by the least amount that shows it.
    /// Takes effect at the next layout.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        registry.scrollTo(ScrollTarget(id: AnyHashable(id), anchor: anchor))
    }
}

/// The scroll views inside a `ScrollViewReader`.
@MainActor
final class ScrollTargetRegistry {
    private var scrollViews: [(state: ScrollState, invalidator: GraphInvalidator)] = []

    func register(_ state: ScrollState, invalidator: GraphInvalidator) {
        guard !scrollViews.contains(where: { $0.state === state }) else { return }
        scrollViews.append((state, invalidator))
    }

    /// Each scroll view looks for the target at its next placement; those that do not
    /// hold it stay where they are.
    func scrollTo(_ target: ScrollTarget) {
        for (state, invalidator) in scrollViews {
            state.pendingTarget = target
            invalidator.invalidateLayout()
        }
    }
}

private struct ScrollTargetRegistryKey: EnvironmentKey {
    static let defaultValue: ScrollTargetRegistry? = nil
}

extension EnvironmentValues {
    var scrollTargetRegistry: ScrollTargetRegistry? {
        get { self[ScrollTargetRegistryKey.self] }
        set { self[ScrollTargetRegistryKey.self] = newValue }
    }
}
