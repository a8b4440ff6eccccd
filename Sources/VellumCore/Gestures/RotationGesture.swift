import Foundation

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation
/// (iOS 13–16; `RotateGesture` replaces it). Its value is the angle alone.
public struct RotationGesture: _PrimitiveGesture {
    public typealias Value = Angle

    /// The minimum delta required before the gesture starts.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Angle> {
        RotateGesture(minimumAngleDelta: minimumAngleDelta).map(\.rotation)._makeRecognizer(context)
    }
}
