import Foundation

/// A gesture that's a sequence of two gestures: the second starts once the first ends.
public struct SequenceGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    /// The value of a sequence gesture that helps to detect whether the first gesture
    /// succeeded, so the second gesture can start.
    public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended; the second is nil until it is recognized.
        case second(First.Value, Second.Value?)
    }

    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        SequenceRecognizer<First, Second>(first._makeRecognizer(context), second._makeRecognizer(context))
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// Sequences a gesture with another one to create a new gesture, which results in
    /// the second gesture only receiving events after the first gesture succeeds.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

/// The first gesture sees events until it ends; the second starts at the event that
/// ended it (as a touch-down there, when the finger is still down), or at the next
/// touch-down.
final class SequenceRecognizer<First: Gesture, Second: Gesture>: _GestureRecognizer<SequenceGesture<First, Second>.Value> {
    typealias Value = SequenceGesture<First, Second>.Value
    private let first: _GestureRecognizer<First.Value>
    private let second: _GestureRecognizer<Second.Value>
    /// The first gesture's last value, once it ended.
    private var firstValue: First.Value?
    private var secondStarted = false

    init(_ first: _GestureRecognizer<First.Value>, _ second: _GestureRecognizer<Second.Value>) {
        self.first = first
        self.second = second
    }

    override func handle(_ event: TouchEvent) -> GestureUpdate<Value> {
        guard let firstValue else {
            let update = first.handle(event)
            switch update.phase {
            case .possible: return GestureUpdate(phase: .possible, effects: update.effects)
            case .failed: return GestureUpdate(phase: .failed, effects: update.effects)
            case .active(let value): return GestureUpdate(phase: .active(.first(value)), effects: update.effects)
            case .ended(let value):
                self.firstValue = value
                guard event.phase == .began || event.phase == .moved else {
                    return GestureUpdate(phase: .active(.second(value, nil)), effects: update.effects)
                }
                var start = event
                start.phase = .began
                var next = startSecond(start, after: value)
                next.effects = update.effects + next.effects
                return next
            }
        }
        if !secondStarted {
            guard event.phase == .began else {
                return GestureUpdate(phase: event.phase == .finished ? .failed : .active(.second(firstValue, nil)))
            }
            return startSecond(event, after: firstValue)
        }
        return secondUpdate(second.handle(event), after: firstValue)
    }

    private func startSecond(_ event: TouchEvent, after firstValue: First.Value) -> GestureUpdate<Value> {
        secondStarted = true
        return secondUpdate(second.handle(event), after: firstValue)
    }

    private func secondUpdate(_ update: GestureUpdate<Second.Value>, after firstValue: First.Value) -> GestureUpdate<Value> {
        let phase: GesturePhase<Value> = switch update.phase {
        case .possible: .active(.second(firstValue, nil))
        case .active(let value): .active(.second(firstValue, value))
        case .ended(let value): .ended(.second(firstValue, value))
        case .failed: .failed
        }
        return GestureUpdate(phase: phase, effects: update.effects)
    }

    override func cancel() -> [GestureEffect] { first.cancel() + second.cancel() }
    override var minimumHold: TimeInterval { first.minimumHold }
}
