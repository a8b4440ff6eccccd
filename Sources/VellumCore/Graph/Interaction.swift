import Foundation

/// What a view does when someone acts on it. `ViewHost` finds the views under a touch
/// by hit-testing the laid-out frames; each one's interaction is a gesture, and the
/// gestures decide among themselves which recognizes the touch (`gesture`).
enum Interaction {
    /// A button or link: a tap runs the action.
    case tap(@MainActor () -> Void)
    /// A toggle: a tap flips the binding.
    case toggle(Binding<Bool>)
    /// A text field: a tap focuses it; `ViewHost.type` types into the focused one.
    case textEntry(FieldFocus)
    /// A scroll view: a drag, or `ViewHost.scroll(id:to:)`, sets its content offset.
    case scroll(ScrollControl)
    /// A gesture from `.gesture`, `.simultaneousGesture`, `.highPriorityGesture` or a
    /// control built on one (`onTapGesture`, `Slider`).
    case gesture(AttachedGesture)
}

/// A scroll view's content offset, to read and to set (clamped at the next layout), and
/// its coasting after a flick.
struct ScrollControl {
    let offset: @MainActor () -> CGPoint
    /// Scrolls to an offset (`ViewHost.scroll(id:to:)`), clamped to the content.
    let setOffset: @MainActor (CGPoint) -> Void
    /// Follows a finger to an offset, with the rubber band's resistance past the ends.
    let drag: @MainActor (CGPoint) -> Void
    /// The finger lifts at `velocity` (points a second of content offset): the content
    /// coasts, slowing as UIScrollView's does, or springs back inside, on the host's clock.
    let release: @MainActor (CGSize) -> Void

    @MainActor
    func callAsFunction(_ offset: CGPoint) { setOffset(offset) }
}

/// A gesture attached to a view, and how it stands with the gestures of the views
/// around and inside it.
struct AttachedGesture {
    /// How the gesture competes with the others under the same touch (Apple's
    /// `gesture(_:including:)`, `simultaneousGesture` and `highPriorityGesture` pages).
    enum Priority {
        /// Gestures of the views inside take precedence over it.
        case normal
        /// Recognized alongside the others, neither preceding the other.
        case simultaneous
        /// Takes precedence over the gestures of the views inside.
        case high
    }

    var priority = Priority.normal
    var mask = GestureMask.all
    /// The gesture's type, named only for node labels and errors (a nested generic
    /// type's name is costly to make on every update).
    private let gestureType: Any.Type
    var name: String { String(describing: gestureType) }
    /// Whether it is a tap gesture (`onTapGesture`), which makes the view an
    /// accessibility element.
    var isTap = false
    let makeRecognizer: @MainActor (_GestureContext) -> _GestureRecognizer<Void>

    @MainActor
    init<G: Gesture>(_ gesture: G, priority: Priority = .normal, mask: GestureMask = .all, isTap: Bool = false) {
        self.priority = priority
        self.mask = mask
        self.isTap = isTap
        gestureType = G.self
        makeRecognizer = { MappedRecognizer(gesture._makeRecognizer($0)) { _ in () } }
    }
}

extension Interaction {
    /// What a touch on the view does, as a gesture: a button, toggle or field is a tap
    /// on it, a scroll view a drag (`DragGesture`'s default minimum distance; Apple
    /// documents none for scrolling) that moves the content with the finger.
    @MainActor
    var attachedGesture: AttachedGesture {
        switch self {
        case .tap(let action): AttachedGesture(TapGesture().onEnded { action() })
        case .toggle(let isOn): AttachedGesture(TapGesture().onEnded { isOn.wrappedValue.toggle() })
        case .textEntry(let field): AttachedGesture(TapGesture().onEnded { field.focus() })
        case .scroll(let control):
            AttachedGesture(ScrollDragGesture(control: control))
        case .gesture(let gesture): gesture
        }
    }
}

/// A scroll view's drag: the content follows the finger from where it was at
/// touch-down (with resistance past its ends), and when it lifts coasts on from the
/// finger's last velocity, or springs back to the end it was pulled past.
private struct ScrollDragGesture: Gesture {
    let control: ScrollControl

    var body: some Gesture {
        let start = control.offset()
        return DragGesture()
            .onChanged { [control] value in
                control.drag(CGPoint(x: start.x - value.translation.width, y: start.y - value.translation.height))
            }
            .onEnded { [control] value in
                control.release(CGSize(width: -value.velocity.width, height: -value.velocity.height))
            }
    }
}

/// UIScrollView's rubber band: past an end, the content moves less than the finger,
/// `(1 − 1 / (x · 0.55 / d + 1)) · d` for a pull of `x` on a view `d` long (the constant
/// 0.55 as measured from UIScrollView and published by Grant Paul, "rubber band"
/// formula); let go, it springs back critically damped in about 0.4 s (an estimate:
/// Apple publishes no figure).
@MainActor
enum ScrollRubberBand {
    static let coefficient = 0.55
    static let springBack = Spring(response: 0.4, dampingRatio: 1)

    /// `offset` with what lies past the ends (0 and `maximum`) shortened by the band.
    static func resisted(_ offset: CGPoint, maximum: CGPoint, viewport: CGSize) -> CGPoint {
        func axis(_ v: CGFloat, _ upper: CGFloat, _ length: CGFloat) -> CGFloat {
            guard v.isFinite else { return 0 }
            guard length > 0 else { return min(max(v, 0), upper) }
            func band(_ x: CGFloat) -> CGFloat { (1 - 1 / (x * coefficient / length + 1)) * length }
            if v < 0 { return -band(-v) }
            if v > upper { return upper + band(v - upper) }
            return v
        }
        return CGPoint(x: axis(offset.x, maximum.x, viewport.width), y: axis(offset.y, maximum.y, viewport.height))
    }

    static func clamped(_ offset: CGPoint, maximum: CGPoint) -> CGPoint {
        CGPoint(x: min(max(offset.x, 0), maximum.x), y: min(max(offset.y, 0), maximum.y))
    }

    /// Springs from `start` back to `end` on the host's clock, 60 steps a second, until
    /// within a tenth of a point; then `done`. Without a host clock it is there at once.
    static func springBack(from start: CGPoint, to end: CGPoint, set: @escaping @MainActor (CGPoint) -> Void,
                           isCurrent: @escaping @MainActor () -> Bool, done: @escaping @MainActor () -> Void) {
        guard let clock = Animator.current else {
            done()
            return set(end)
        }
        clock.runSteps { index in
            guard isCurrent() else { return false }
            let f = springBack.response(at: Double(index) / Animator.stepsPerSecond).f
            let next = CGPoint(x: end.x + (start.x - end.x) * f, y: end.y + (start.y - end.y) * f)
            if abs(next.x - end.x) < 0.1, abs(next.y - end.y) < 0.1 {
                done()
                set(end)
                return false
            }
            set(next)
            return true
        }
    }
}

/// How a flicked scroll view coasts: UIScrollView's normal deceleration, its velocity
/// multiplied by 0.998 each millisecond (`UIScrollView.DecelerationRate.normal`), so it
/// travels `v / (1000 · ln(1/0.998))`, about 0.4995 s of its starting velocity.
@MainActor
struct ScrollDeceleration {
    static let ratePerMillisecond = 0.998
    /// Below this speed (points a second) the content stops.
    static let stoppingSpeed = 1.0

    /// How far the content has coasted `time` seconds after a flick at unit velocity.
    static func distance(after time: Double) -> Double {
        (1 - pow(ratePerMillisecond, 1000 * time)) / (1000 * log(1 / ratePerMillisecond))
    }

    /// Coasts from `start` at `velocity`, writing each step's offset with `set` until the
    /// content slows to a stop or `read` shows that layout clamped it at an end; `isCurrent`
    /// turns false when a new touch takes over. Nothing coasts without a host clock.
    static func run(from start: CGPoint, velocity: CGSize, read: @escaping @MainActor () -> CGPoint,
                    set: @escaping @MainActor (CGPoint) -> Void, isCurrent: @escaping @MainActor () -> Bool) {
        let speed = (velocity.width * velocity.width + velocity.height * velocity.height).squareRoot()
        guard let clock = Animator.current, speed.isFinite, speed > stoppingSpeed else { return }
        var expected = start
        clock.runSteps { index in
            guard isCurrent(), read() == expected else { return false }  // touched again, or stopped at an end
            let time = Double(index) / Animator.stepsPerSecond
            let travel = distance(after: time)
            expected = CGPoint(x: start.x + velocity.width * travel, y: start.y + velocity.height * travel)
            set(expected)
            return speed * pow(ratePerMillisecond, 1000 * time) > stoppingSpeed
        }
    }
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

    init(_ interaction: Interaction, shape: ((CGRect) -> Path)? = nil, isEnabled: Bool = true) {
        self.interaction = interaction
        self.shape = shape
        self.isEnabled = isEnabled
    }

    var nodeLabel: String {
        switch interaction {
        case .tap: "onTapGesture"
        case .toggle: "toggle"
        case .textEntry: "textEntry"
        case .scroll: "scroll"
        case .gesture(let gesture): gesture.isTap ? "onTapGesture" : "gesture(\(gesture.name))"
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
