import Foundation

/// A gesture that recognizes one or more taps and reports their location.
///
/// ```swift
/// Rectangle().gesture(SpatialTapGesture().onEnded { value in tapped = value.location })
/// ```
public struct SpatialTapGesture: _PrimitiveGesture {
    /// The attributes of a tap gesture.
    public struct Value: Equatable, Sendable {
        /// The location of the tap gesture's current event, in the gesture's
        /// coordinate space.
        public var location: CGPoint
    }

    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the coordinate space
    /// of the gesture's location.
    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a tap gesture with the number of required taps and the coordinate space
    /// of the gesture's location (iOS 17).
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        let space = coordinateSpace
        return MappedRecognizer(TapRecognizer(count: count)) { Value(location: context.convert($0, to: space)) }
    }
}
