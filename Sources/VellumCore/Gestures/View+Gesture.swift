import Foundation

// Attaching gestures to views. Under a touch, the gestures of the views hit (the topmost
// view and the views around it) compete as Apple's pages for these modifiers say: a
// view's `gesture` yields to the gestures of the views inside it, a
// `highPriorityGesture` takes precedence over them, and a `simultaneousGesture` is
// recognized alongside whichever wins. Disabled views (`.disabled(true)`) ignore them.

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by
    /// the view.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> ModifiedContent<Self, _InteractionModifier>
    {
        modifier(_InteractionModifier(.gesture(AttachedGesture(gesture, priority: .normal, mask: mask))))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by
    /// the view.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> ModifiedContent<Self, _InteractionModifier>
    {
        modifier(_InteractionModifier(.gesture(AttachedGesture(gesture, priority: .simultaneous, mask: mask))))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by
    /// the view.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> ModifiedContent<Self, _InteractionModifier>
    {
        modifier(_InteractionModifier(.gesture(AttachedGesture(gesture, priority: .high, mask: mask))))
    }

    /// Adds an action to perform when this view recognizes a tap gesture (`count` taps;
    /// `ViewHost.tap(id:count:)` makes several). Only where the view draws takes the
    /// tap, unless a `contentShape` says otherwise.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
        -> ModifiedContent<Self, _InteractionModifier>
    {
        modifier(_InteractionModifier(.gesture(AttachedGesture(TapGesture(count: count).onEnded { action() }, isTap: true))))
    }

    /// Adds an action to perform when this view recognizes a tap gesture, and provides
    /// the action with the location of the interaction (iOS 17).
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping @MainActor (CGPoint) -> Void)
        -> ModifiedContent<Self, _InteractionModifier>
    {
        let tap = SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) }
        return modifier(_InteractionModifier(.gesture(AttachedGesture(tap, isTap: true))))
    }

    /// Adds an action to perform when this view recognizes a long press gesture.
    /// `onPressingChanged` gets true at touch-down and false when the press completes
    /// or fails.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping @MainActor () -> Void,
                                   onPressingChanged: (@MainActor (Bool) -> Void)? = nil)
        -> ModifiedContent<Self, _InteractionModifier>
    {
        let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        let pressing = PressingGesture(press: press, onPressingChanged: onPressingChanged).onEnded { _ in action() }
        return modifier(_InteractionModifier(.gesture(AttachedGesture(pressing))))
    }
}

/// A long press that reports its pressing state: true from touch-down, false once it
/// completes, fails or is cancelled.
private struct PressingGesture: _PrimitiveGesture {
    typealias Value = Bool
    let press: LongPressGesture
    let onPressingChanged: (@MainActor (Bool) -> Void)?

    func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Bool> {
        PressingRecognizer(press._makeRecognizer(context), onPressingChanged: onPressingChanged)
    }
}

private final class PressingRecognizer: _GestureRecognizer<Bool> {
    private let base: _GestureRecognizer<Bool>
    private let onPressingChanged: (@MainActor (Bool) -> Void)?
    private var isPressing = false

    init(_ base: _GestureRecognizer<Bool>, onPressingChanged: (@MainActor (Bool) -> Void)?) {
        self.base = base
        self.onPressingChanged = onPressingChanged
    }

    override func handle(_ event: TouchEvent) -> GestureUpdate<Bool> {
        var update = base.handle(event)
        let pressing = if case .active = update.phase { true } else { false }
        if pressing != isPressing, let onPressingChanged {
            isPressing = pressing
            update.effects.append { onPressingChanged(pressing) }
        }
        return update
    }

    override func cancel() -> [GestureEffect] {
        guard isPressing, let onPressingChanged else { return base.cancel() }
        isPressing = false
        return base.cancel() + [{ onPressingChanged(false) }]
    }

    override var minimumHold: TimeInterval { base.minimumHold }
}
