import Foundation

/// A gesture that consists of two gestures where only one of them can succeed: the first
/// has precedence, and the second is recognized only if the first fails.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    public enum Value {
        /// The first of two gestures succeeded.
        case first(First.Value)
        /// The second of two gestures succeeded.
        case second(Second.Value)
    }

    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        ExclusiveRecognizer([
            MappedRecognizer(first._makeRecognizer(context)) { Value.first($0) },
            MappedRecognizer(second._makeRecognizer(context)) { Value.second($0) },
        ])
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// Combines two gestures exclusively to create a new gesture where only one gesture
    /// succeeds, giving precedence to the first gesture.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// Decides among gestures that exclude each other, given highest precedence first. It is
/// `ExclusiveGesture`'s recognizer, and the host's for the gestures under a touch (a
/// child's before its parent's, a `highPriorityGesture` before its content's).
///
/// 1. Every gesture that has not failed sees every event.
/// 2. The first gesture that has not failed decides: once it is recognized it wins, the
///    others are cancelled, and it alone sees the events that follow.
/// 3. A later gesture that is recognized while an earlier one may still be keeps its
///    callbacks waiting; they run, in order, once every earlier one has failed (a single
///    tap waits for a double tap to fail).
final class ExclusiveRecognizer<Value>: _GestureRecognizer<Value> {
    private struct Member {
        let recognizer: _GestureRecognizer<Value>
        var phase: GesturePhase<Value> = .possible
        /// Callbacks held back while an earlier member may still be recognized.
        var waiting: [GestureEffect] = []
    }

    private var members: [Member]
    private var winner: Int?

    init(_ recognizers: [_GestureRecognizer<Value>]) {
        members = recognizers.map { Member(recognizer: $0) }
    }

    override func handle(_ event: TouchEvent) -> GestureUpdate<Value> {
        if let winner { return members[winner].recognizer.handle(event) }
        for index in members.indices where !members[index].phase.isOver {
            let update = members[index].recognizer.handle(event)
            members[index].phase = update.phase
            // A gesture that fails before it may run its callbacks never ran any.
            if case .failed = update.phase { members[index].waiting = [] } else { members[index].waiting += update.effects }
        }
        guard let first = members.firstIndex(where: { if case .failed = $0.phase { false } else { true } }) else {
            return GestureUpdate(phase: .failed)
        }
        guard members[first].phase.isRecognized else { return GestureUpdate(phase: .possible) }
        winner = first
        let effects = members[first].waiting
        members[first].waiting = []
        for index in members.indices where index != first { members[index].waiting = [] }
        return GestureUpdate(phase: members[first].phase, effects: effects)
    }

    override func cancel() -> [GestureEffect] {
        winner.map { members[$0].recognizer.cancel() } ?? []
    }

    override var minimumHold: TimeInterval {
        members.map(\.recognizer.minimumHold).filter(\.isFinite).max() ?? 0
    }
}
