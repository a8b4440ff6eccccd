import Foundation

/// A gesture that recognizes a magnification motion and tracks the amount of
/// magnification (iOS 13–16; `MagnifyGesture` replaces it). Its value is the
/// magnification alone.
public struct MagnificationGesture: _PrimitiveGesture {
    public typealias Value = CGFloat

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture with a given minimum delta for the gesture to
    /// start.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<CGFloat> {
        MagnifyGesture(minimumScaleDelta: minimumScaleDelta).map(\.magnification)._makeRecognizer(context)
    }
}
