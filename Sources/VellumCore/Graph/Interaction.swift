import Foundation

/// What a view does when someone acts on it. `ViewHost` finds the view by hit-testing
/// the laid-out frames, then performs this.
enum Interaction {
    /// A button or tap gesture.
    case tap(@MainActor () -> Void)
    /// A toggle: a tap flips the binding.
    case toggle(Binding<Bool>)
    /// A text field: typing appends to the binding.
    case textEntry(Binding<String>)
    /// A scroll view: scrolling sets its content offset.
    case scroll(@MainActor (CGPoint) -> Void)
}

/// Puts one node around each view it modifies that carries `interaction`; layout and
/// drawing pass straight through.
public struct _InteractionModifier: _DrawingEffect, BuiltInLayout {
    let interaction: Interaction
    /// The area that takes hits, in the node's own frame; nil means where the content
    /// draws (SwiftUI's default: the gaps of a stack do not take taps).
    let shape: ((CGRect) -> Path)?
    /// False under `.disabled(true)`: the view takes the hit and does nothing, so a test
    /// that taps it learns that it is disabled.
    private(set) var isEnabled = true

    init(_ interaction: Interaction, shape: ((CGRect) -> Path)? = nil) {
        self.interaction = interaction
        self.shape = shape
    }

    var nodeLabel: String {
        switch interaction {
        case .tap: "onTapGesture"
        case .toggle: "toggle"
        case .textEntry: "textEntry"
        case .scroll: "scroll"
        }
    }

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        // Disabled views ignore input, taps and edits alike.
        var modifier = modifier
        modifier.isEnabled = inputs.environment.isEnabled
        list.nodes += content.wrapEach(inputs, in: modifier).map { node in
            node.interaction = modifier
            if let shape = modifier.shape { node.contentShape = shape }
            return node
        }
    }
}

/// Whether the views it modifies, and their subviews, take hits.
public struct _HitTestingModifier: _DrawingEffect, BuiltInLayout {
    let enabled: Bool
    var nodeLabel: String { "allowsHitTesting(\(enabled))" }

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes += content.wrapEach(inputs, in: modifier).map { node in
            node.allowsHitTesting = modifier.enabled
            return node
        }
    }
}

/// Gives the views it modifies a hit-testing shape, the whole shape taking taps.
public struct _ContentShapeModifier: _DrawingEffect, BuiltInLayout {
    let shape: (CGRect) -> Path
    var nodeLabel: String { "contentShape" }

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes += content.wrapEach(inputs, in: modifier).map { node in
            node.contentShape = modifier.shape
            return node
        }
    }
}

extension View {
    /// Adds an action to perform when this view recognizes a tap. Only where the view
    /// draws takes the tap, unless a `contentShape` says otherwise.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
        -> ModifiedContent<Self, _InteractionModifier>
    {
        modifier(_InteractionModifier(.tap(action)))
    }

    /// Configures whether this view participates in hit test operations.
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _HitTestingModifier> {
        modifier(_HitTestingModifier(enabled: enabled))
    }

    /// Defines the content shape for hit testing.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _ContentShapeModifier> {
        modifier(_ContentShapeModifier { shape.path(placedIn: $0) })
    }

    /// Adds a condition that controls whether users can interact with this view.
    /// Disabled controls draw dimmed and ignore taps.
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        modifier(_EnvironmentTransformModifier { $0.isEnabled = $0.isEnabled && !disabled })
    }
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether controls in this environment take input; `.disabled(true)` clears it.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}
