import Foundation

/// A gesture that succeeds when the user performs a long press.
///
/// Its value is true from touch-down while the finger is held (what `updating` and
/// `onLongPressGesture`'s `onPressingChanged` see); it ends, with true, once the touch
/// has been held `minimumDuration` without moving further than `maximumDistance`. A
/// touch lifted earlier, or moved further, fails it.
public struct LongPressGesture: _PrimitiveGesture {
    public typealias Value = Bool

    /// The minimum duration of the long press that must elapse before the gesture
    /// succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance that
    /// the interaction can move before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

/// A NaN duration or distance never completes or never fails by distance: comparisons
/// with NaN are false.
final class LongPressRecognizer: _GestureRecognizer<Bool> {
    private let minimumDuration: Double
    private let maximumDistance: CGFloat
    private var start: TouchEvent?

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    override func handle(_ event: TouchEvent) -> GestureUpdate<Bool> {
        guard event.fingers == 1, event.phase != .finished else { return GestureUpdate(phase: .failed) }
        if event.phase == .began, start == nil { start = event }
        guard let start else { return GestureUpdate(phase: .failed) }
        if event.distance(from: start.location) > maximumDistance { return GestureUpdate(phase: .failed) }
        if event.time - start.time >= minimumDuration { return GestureUpdate(phase: .ended(true)) }
        return GestureUpdate(phase: event.phase == .ended ? .failed : .active(true))
    }

    override var minimumHold: TimeInterval { minimumDuration }
}
