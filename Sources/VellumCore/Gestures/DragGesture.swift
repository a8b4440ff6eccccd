import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes.
///
/// The drag is recognized once the touch has moved `minimumDistance` from where it came
/// down (at touch-down when that is 0), and ends when the finger lifts; a touch that
/// never moved that far fails it.
///
/// ```swift
/// Circle().gesture(DragGesture().onEnded { value in position.width += value.translation.width })
/// ```
public struct DragGesture: _PrimitiveGesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event. The host has no
        /// wall clock: seconds since the host action began, from the reference date.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The current drag velocity, in points per second: the last step's movement
        /// over its time.
        public var velocity: CGSize

        /// The total translation from the start of the drag gesture to the current event
        /// of the drag gesture.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// A prediction, based on the current drag velocity, of where the final location
        /// will be if dragging stopped now.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * Self.projection,
                    y: location.y + velocity.height * Self.projection)
        }

        /// A prediction, based on the current drag velocity, of what the final
        /// translation will be if dragging stopped now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: translation.width + velocity.width * Self.projection,
                   height: translation.height + velocity.height * Self.projection)
        }

        /// Seconds of the current velocity the predicted end adds: how far a scroll view
        /// decelerating at `UIScrollView.DecelerationRate.normal` (0.998 per ms) coasts,
        /// v · r / (1000 · (1 − r)) = 0.499 s. The projection is WWDC 2018's "Designing
        /// Fluid Interfaces"; that SwiftUI's prediction follows it is how developers
        /// recover `velocity` from `predictedEndLocation` (before iOS 17 had it).
        static let projection: CGFloat = 0.998 / (1000 * (1 - 0.998))
    }

    /// The minimum dragging distance before the gesture succeeds (negative or NaN counts
    /// as 0).
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before the gesture
    /// succeeds and the coordinate space of the gesture's location.
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a dragging gesture with the minimum dragging distance before the gesture
    /// succeeds and the coordinate space of the gesture's location (iOS 17).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        DragRecognizer(minimumDistance: minimumDistance, space: coordinateSpace, context: context)
    }
}

final class DragRecognizer: _GestureRecognizer<DragGesture.Value> {
    private let minimumDistance: CGFloat
    private let space: CoordinateSpace
    private let context: _GestureContext
    private var start: TouchEvent?
    private var last: TouchEvent?
    private var velocity = CGSize.zero
    private var isRecognized = false

    init(minimumDistance: CGFloat, space: CoordinateSpace, context: _GestureContext) {
        self.minimumDistance = minimumDistance.isNaN ? 0 : max(minimumDistance, 0)
        self.space = space
        self.context = context
    }

    override func handle(_ event: TouchEvent) -> GestureUpdate<DragGesture.Value> {
        guard event.fingers == 1, event.phase != .finished else { return GestureUpdate(phase: .failed) }
        if event.phase == .began, start == nil { start = event }
        guard let start else { return GestureUpdate(phase: .failed) }
        if let last, event.time > last.time {
            let elapsed = event.time - last.time
            velocity = CGSize(width: (event.location.x - last.location.x) / elapsed,
                              height: (event.location.y - last.location.y) / elapsed)
        }
        last = event
        if !isRecognized && event.distance(from: start.location) >= minimumDistance { isRecognized = true }
        guard isRecognized else { return GestureUpdate(phase: event.phase == .ended ? .failed : .possible) }
        let value = DragGesture.Value(
            time: Date(timeIntervalSinceReferenceDate: event.time),
            location: context.convert(event.location, to: space),
            startLocation: context.convert(start.location, to: space),
            velocity: velocity)
        return GestureUpdate(phase: event.phase == .ended ? .ended(value) : .active(value))
    }
}
