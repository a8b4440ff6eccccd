import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of
/// values for each of its states.
///
/// Built-in gestures (`TapGesture`, `DragGesture`, ...) recognize touches themselves; a
/// gesture of your own composes them in `body`, as a view composes views:
///
/// ```swift
/// struct PressAndDrag: Gesture {
///     var body: some Gesture {
///         LongPressGesture().sequenced(before: DragGesture())
///     }
/// }
/// ```
///
/// Attach one with `.gesture(_:including:)`; `ViewHost` drives it (`tap`, `drag`,
/// `longPress`, `pinch`, `rotate`).
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture

    /// The content and behavior of the gesture.
    var body: Body { get }

    /// Makes what follows one touch sequence for this gesture. Built-in gestures
    /// implement this; a composed gesture uses its `body`'s.
    func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value>
}

extension Gesture where Value == Body.Value {
    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        body._makeRecognizer(context)
    }
}

extension Never: Gesture {
    public typealias Value = Never
    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Never> {
        fatalError("Never is not a gesture")
    }
}

/// A gesture that recognizes touches itself and has no body.
public protocol _PrimitiveGesture: Gesture where Body == Never {}

extension _PrimitiveGesture {
    public var body: Never {
        fatalError("\(Self.self) is a primitive gesture; it has no body")
    }
}

/// A type-erased gesture.
public struct AnyGesture<Value>: _PrimitiveGesture {
    private let make: @MainActor (_GestureContext) -> _GestureRecognizer<Value>

    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        make = { gesture._makeRecognizer($0) }
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> { make(context) }
}

// MARK: - Recognition

/// One touch event, as the host delivers it to the gestures under the touch.
///
/// The host has no wall clock: `time` counts seconds from the start of the host action,
/// and steps are `ViewHost.touchStepInterval` apart.
struct TouchEvent {
    enum Phase {
        /// Fingers touched down.
        case began
        /// The fingers moved, or time passed while they were held.
        case moved
        /// The fingers lifted.
        case ended
        /// The host action is over: no further touch comes, so gestures still waiting
        /// (a double tap after one tap) fail.
        case finished
    }

    var phase: Phase
    /// In window coordinates; with two fingers, the point between them.
    var location: CGPoint
    var time: TimeInterval
    /// 1 for taps, presses and drags; 2 for pinches and rotations.
    var fingers = 1
    /// With two fingers: their distance over their distance at touch-down.
    var scale: CGFloat = 1
    /// With two fingers: how far the line between them turned since touch-down.
    var rotation = Angle.zero

    func distance(from point: CGPoint) -> CGFloat {
        hypot(location.x - point.x, location.y - point.y)
    }
}

/// Where a gesture stands after an event.
enum GesturePhase<Value> {
    /// Not recognized yet, not failed either.
    case possible
    /// Recognized and going on, with its current value.
    case active(Value)
    /// Recognized and over, with its last value.
    case ended(Value)
    /// Will not be recognized during this touch sequence.
    case failed

    func map<T>(_ transform: (Value) -> T) -> GesturePhase<T> {
        switch self {
        case .possible: .possible
        case .active(let value): .active(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed: .failed
        }
    }

    /// Whether the gesture will see no further events.
    var isOver: Bool {
        switch self {
        case .ended, .failed: true
        case .possible, .active: false
        }
    }

    /// Whether the gesture is recognized (active or ended).
    var isRecognized: Bool {
        switch self {
        case .active, .ended: true
        case .possible, .failed: false
        }
    }

    var value: Value? {
        switch self {
        case .active(let value), .ended(let value): value
        case .possible, .failed: nil
        }
    }
}

/// A callback a gesture runs (`onChanged`, `onEnded`, a `GestureState` update). They are
/// returned rather than run so that a gesture waiting for another to fail runs its
/// callbacks only once it wins, in order.
typealias GestureEffect = () -> Void

/// A gesture's phase after an event and the callbacks that event triggered, innermost
/// first.
struct GestureUpdate<Value> {
    var phase: GesturePhase<Value>
    var effects: [GestureEffect] = []
}

/// What a gesture needs of the view it is attached to: where the view was when the touch
/// began (the `.local` space stays there for the whole touch, so a view that moves with
/// its drag, as in `.offset(dragOffset)`, gets a steady translation), and the named
/// coordinate spaces around it.
public struct _GestureContext {
    let frame: CGRect
    let namedSpaces: [AnyHashable: CGRect]

    /// `point` (window coordinates) in `space`. An unknown name measures in the window,
    /// as `GeometryProxy.frame(in:)` does.
    func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        let origin: CGPoint = switch space {
        case .global: .zero
        case .local: frame.origin
        case .named(let name): namedSpaces[name]?.origin ?? .zero
        }
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// `point` (window coordinates) as a unit point of the view's frame.
    func unitPoint(_ point: CGPoint) -> UnitPoint {
        let local = convert(point, to: .local)
        return UnitPoint(x: frame.width > 0 ? local.x / frame.width : 0.5,
                         y: frame.height > 0 ? local.y / frame.height : 0.5)
    }
}

/// Follows one gesture through one touch sequence: the host feeds it events until it
/// ends or fails. Each gesture type has its own subclass.
@MainActor
public class _GestureRecognizer<Value> {
    init() {}

    /// The gesture's phase after `event`, and the callbacks it triggered.
    func handle(_ event: TouchEvent) -> GestureUpdate<Value> {
        fatalError("\(Self.self) must handle touch events")
    }

    /// Another gesture won: the callbacks that undo what this one set (a
    /// `GestureState` returning to its initial value).
    func cancel() -> [GestureEffect] { [] }

    /// How long a touch must be held for this gesture to complete (a long press's
    /// minimum duration), so that `ViewHost.longPress` can hold long enough.
    var minimumHold: TimeInterval { 0 }
}

/// The same recognizer with its values transformed.
final class MappedRecognizer<Base, Value>: _GestureRecognizer<Value> {
    let base: _GestureRecognizer<Base>
    let transform: (Base) -> Value

    init(_ base: _GestureRecognizer<Base>, _ transform: @escaping (Base) -> Value) {
        self.base = base
        self.transform = transform
    }

    override func handle(_ event: TouchEvent) -> GestureUpdate<Value> {
        let update = base.handle(event)
        return GestureUpdate(phase: update.phase.map(transform), effects: update.effects)
    }

    override func cancel() -> [GestureEffect] { base.cancel() }
    override var minimumHold: TimeInterval { base.minimumHold }
}
