import Foundation

/// A gesture that recognizes a magnification motion and tracks the amount of
/// magnification (two fingers pinching; `ViewHost.pinch(id:scale:)`).
public struct MagnifyGesture: _PrimitiveGesture {
    /// The type representing the gesture's value.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event (seconds since the host
        /// action began, from the reference date).
        public var time: Date
        /// The relative amount that the gesture has magnified by: 2 is twice as large
        /// as at the start.
        public var magnification: CGFloat
        /// The current magnification velocity, per second.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate
        /// space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnify gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        let minimum = minimumScaleDelta.isNaN ? 0 : abs(minimumScaleDelta)
        return TwoFingerRecognizer(context: context, amount: { $0.scale },
                                   isRecognized: { abs($0 - 1) >= minimum }) { event, start, velocity in
            Value(time: Date(timeIntervalSinceReferenceDate: event.time), magnification: event.scale,
                  velocity: velocity, startAnchor: context.unitPoint(start.location),
                  startLocation: context.convert(start.location, to: .local))
        }
    }
}

/// Follows a two-finger touch (a pinch or a rotation): recognized once `amount` (the
/// scale, the angle) has moved far enough, ending when the fingers lift; the velocity is
/// the last step's change of `amount` over its time.
final class TwoFingerRecognizer<Value>: _GestureRecognizer<Value> {
    private let context: _GestureContext
    private let amount: (TouchEvent) -> CGFloat
    private let isRecognized: (CGFloat) -> Bool
    private let makeValue: (TouchEvent, TouchEvent, CGFloat) -> Value
    private var start: TouchEvent?
    private var last: TouchEvent?
    private var velocity: CGFloat = 0
    private var recognized = false

    init(context: _GestureContext, amount: @escaping (TouchEvent) -> CGFloat, isRecognized: @escaping (CGFloat) -> Bool,
         makeValue: @escaping (_ event: TouchEvent, _ start: TouchEvent, _ velocity: CGFloat) -> Value) {
        self.context = context
        self.amount = amount
        self.isRecognized = isRecognized
        self.makeValue = makeValue
    }

    override func handle(_ event: TouchEvent) -> GestureUpdate<Value> {
        guard event.fingers == 2, event.phase != .finished else { return GestureUpdate(phase: .failed) }
        if event.phase == .began, start == nil { start = event }
        guard let start else { return GestureUpdate(phase: .failed) }
        if let last, event.time > last.time {
            velocity = (amount(event) - amount(last)) / (event.time - last.time)
        }
        last = event
        if !recognized && isRecognized(amount(event)) { recognized = true }
        guard recognized else { return GestureUpdate(phase: event.phase == .ended ? .failed : .possible) }
        let value = makeValue(event, start, velocity)
        return GestureUpdate(phase: event.phase == .ended ? .ended(value) : .active(value))
    }
}
