import Foundation

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation
/// (two fingers turning; `ViewHost.rotate(id:by:)`).
public struct RotateGesture: _PrimitiveGesture {
    /// The type representing the gesture's value.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event (seconds since the host
        /// action began, from the reference date).
        public var time: Date
        /// The relative amount that the gesture has rotated by.
        public var rotation: Angle
        /// The current rotation velocity, per second.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate
        /// space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        let minimum = minimumAngleDelta.radians.isNaN ? 0 : abs(minimumAngleDelta.radians)
        return TwoFingerRecognizer(context: context, amount: { CGFloat($0.rotation.radians) },
                                   isRecognized: { abs($0) >= minimum }) { event, start, velocity in
            Value(time: Date(timeIntervalSinceReferenceDate: event.time), rotation: event.rotation,
                  velocity: .radians(Double(velocity)), startAnchor: context.unitPoint(start.location),
                  startLocation: context.convert(start.location, to: .local))
        }
    }
}
