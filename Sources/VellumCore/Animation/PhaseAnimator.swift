import Foundation

/// A container that animates its content through a sequence of phases (iOS 17).
///
/// With no trigger it cycles through the phases for as long as it is shown, each change
/// animated with `animation(newPhase)`; with a trigger it runs through them once each
/// time the trigger changes, ending at the first phase again. Each phase starts when the
/// animation of the one before completes, on the host's clock.
///
/// ```swift
/// PhaseAnimator([false, true]) { isLifted in
///     Image(systemName: "star.fill").offset(y: isLifted ? -10 : 0)
/// } animation: { _ in .easeInOut(duration: 0.5) }
/// ```
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: TriggerValue?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0
    /// Counts runs, so a completion from a run that a newer trigger replaced stops.
    @State private var run = PhaseRun()

    /// Runs through `phases` once each time `trigger` changes.
    public init<Phases: Sequence, Trigger: Equatable>(
        _ phases: Phases, trigger: Trigger,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where Phases.Element == Phase {
        self.phases = Array(phases)
        self.trigger = TriggerValue(trigger)
        self.content = content
        self.animation = animation
    }

    /// Cycles through `phases` for as long as the view is shown.
    public init<Phases: Sequence>(
        _ phases: Phases,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where Phases.Element == Phase {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        // No phases: nothing to show (SwiftUI requires at least one).
        if let phase = phases.indices.contains(index) ? phases[index] : phases.first {
            content(phase)
                .onAppear { if trigger == nil { start(steps: nil) } }
                .onChange(of: trigger) { start(steps: phases.count) }
        }
    }

    /// Moves to the next phase, then, once its animation completes, on; `steps` nil runs
    /// for ever.
    private func start(steps: Int?) {
        guard phases.count > 1 else { return }
        run.generation += 1
        step(remaining: steps, generation: run.generation)
    }

    private func step(remaining: Int?, generation: Int) {
        guard run.generation == generation, remaining.map({ $0 > 0 }) ?? true else { return }
        let next = (index + 1) % phases.count
        withAnimation(animation(phases[next])) {
            index = next
        } completion: {
            step(remaining: remaining.map { $0 - 1 }, generation: generation)
        }
    }
}

/// A phase animator's run count, kept with its identity.
final class PhaseRun {
    var generation = 0
}

/// Any equatable value, compared by its own `==`: what a trigger is.
struct TriggerValue: Equatable {
    let value: Any
    private let equals: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.equals(rhs.value) }
}

extension View {
    /// Animates this view through `phases` each time `trigger` changes.
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Trigger: Equatable, Modified: View>(
        _ phases: Phases, trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> PhaseAnimator<Phase, Modified> where Phases.Element == Phase {
        PhaseAnimator(phases, trigger: trigger, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
    }

    /// Cycles this view through `phases` for as long as it is shown.
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Modified: View>(
        _ phases: Phases,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> PhaseAnimator<Phase, Modified> where Phases.Element == Phase {
        PhaseAnimator(phases, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
    }
}
