import Foundation

/// A gesture containing two gestures that can happen at the same time with neither of
/// them preceding the other.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    /// The value of a simultaneous gesture: each gesture's value, nil until it is
    /// recognized (and after it fails).
    public struct Value {
        /// The value of the first gesture.
        public var first: First.Value?
        /// The value of the second gesture.
        public var second: Second.Value?
    }

    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        SimultaneousRecognizer<First, Second>(first._makeRecognizer(context), second._makeRecognizer(context))
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that recognizes
    /// both gestures at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

/// Both gestures see every event. The pair is recognized while either is, ends when
/// neither goes on and one ended, and fails when both fail.
final class SimultaneousRecognizer<First: Gesture, Second: Gesture>: _GestureRecognizer<SimultaneousGesture<First, Second>.Value> {
    typealias Pair = SimultaneousGesture<First, Second>.Value
    private let first: _GestureRecognizer<First.Value>
    private let second: _GestureRecognizer<Second.Value>
    private var firstPhase = GesturePhase<First.Value>.possible
    private var secondPhase = GesturePhase<Second.Value>.possible

    init(_ first: _GestureRecognizer<First.Value>, _ second: _GestureRecognizer<Second.Value>) {
        self.first = first
        self.second = second
    }

    override func handle(_ event: TouchEvent) -> GestureUpdate<Pair> {
        var effects: [GestureEffect] = []
        if !firstPhase.isOver {
            let update = first.handle(event)
            firstPhase = update.phase
            effects += update.effects
        }
        if !secondPhase.isOver {
            let update = second.handle(event)
            secondPhase = update.phase
            effects += update.effects
        }
        let value = Pair(first: firstPhase.value, second: secondPhase.value)
        let phase: GesturePhase<Pair>
        switch (firstPhase, secondPhase) {
        case (.failed, .failed): phase = .failed
        case (.ended, .ended), (.ended, .failed), (.failed, .ended): phase = .ended(value)
        default: phase = firstPhase.isRecognized || secondPhase.isRecognized ? .active(value) : .possible
        }
        return GestureUpdate(phase: phase, effects: effects)
    }

    override func cancel() -> [GestureEffect] { first.cancel() + second.cancel() }
    override var minimumHold: TimeInterval { max(first.minimumHold, second.minimumHold) }
}
