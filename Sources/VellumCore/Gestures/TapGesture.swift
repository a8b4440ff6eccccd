import Foundation

/// A gesture that recognizes one or more taps.
///
/// ```swift
/// Circle().gesture(TapGesture(count: 2).onEnded { isZoomed.toggle() })
/// ```
public struct TapGesture: _PrimitiveGesture {
    public typealias Value = Void

    /// The required number of tap events (below 1 counts as 1).
    public var count: Int

    /// Creates a tap gesture with the number of required taps.
    public init(count: Int = 1) {
        self.count = count
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Void> {
        MappedRecognizer(TapRecognizer(count: count)) { _ in () }
    }
}

/// Counts taps: touch-downs and lifts close to where the first touch came down.
///
/// A tap fails when the finger moves further than `movementTolerance` from where it
/// first touched, or stays down `maximumHold` or longer (then it is a press, not a tap),
/// or when the host action ends before `count` taps.
final class TapRecognizer: _GestureRecognizer<CGPoint> {
    /// Apple documents no tap tolerance; Vellum uses LongPressGesture's documented
    /// default `maximumDistance` (10 points), the same kind of allowance.
    static let movementTolerance: CGFloat = 10
    /// LongPressGesture's documented default `minimumDuration` (0.5 s): a touch held this
    /// long is a long press (so `.onTapGesture {}.onLongPressGesture {}` tells them apart).
    static let maximumHold: TimeInterval = 0.5

    private let count: Int
    private var taps = 0
    private var firstLocation: CGPoint?
    private var touchDown: TimeInterval = 0

    init(count: Int) {
        self.count = max(count, 1)
    }

    override func handle(_ event: TouchEvent) -> GestureUpdate<CGPoint> {
        guard event.fingers == 1 else { return GestureUpdate(phase: .failed) }
        switch event.phase {
        case .began:
            if firstLocation == nil { firstLocation = event.location }
            touchDown = event.time
        case .moved, .ended:
            if let firstLocation, event.distance(from: firstLocation) > Self.movementTolerance {
                return GestureUpdate(phase: .failed)
            }
            if event.time - touchDown >= Self.maximumHold { return GestureUpdate(phase: .failed) }
            if event.phase == .ended {
                taps += 1
                if taps >= count { return GestureUpdate(phase: .ended(event.location)) }
            }
        case .finished:
            return GestureUpdate(phase: .failed)
        }
        return GestureUpdate(phase: .possible)
    }
}
