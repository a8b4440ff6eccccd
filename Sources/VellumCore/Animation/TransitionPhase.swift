import Foundation

/// Where a view is in its transition (iOS 17): about to appear, shown, or gone.
public enum TransitionPhase: Hashable, Sendable {
    case willAppear
    case identity
    case didDisappear

    /// Whether the view is shown as it is, with no transition applied.
    public var isIdentity: Bool { self == .identity }
    /// -1 about to appear, 0 shown, 1 gone: for transitions that move one way in and the
    /// other out.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does beyond its body.
public struct TransitionProperties: Sendable {
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A transition written as a body for each phase (iOS 17).
///
/// ```swift
/// struct Twirl: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content
///             .scaleEffect(phase.isIdentity ? 1 : 0.5)
///             .rotationEffect(.degrees(phase == .willAppear ? 360 : 0))
///             .opacity(phase.isIdentity ? 1 : 0)
///     }
/// }
/// ```
///
/// An inserted view is drawn as `body(content:phase: .willAppear)`, then the change to
/// `.identity` is animated like any other change: what the two bodies draw differently
/// (opacity, transforms, frames, colours) moves. A removed view fades out (Vellum does not
/// draw its `.didDisappear` body).
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// The transition, animated with `animation` whatever the transaction says.
    public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition(self).animation(animation) }
}

extension AnyTransition {
    /// A transition written as a `Transition`.
    @MainActor
    public init<T: Transition>(_ transition: T) {
        self.init(insertion: [], removal: [.opacity])
        phaseBody = PhaseBody { content, phase in
            AnyView(transition.body(content: PlaceholderContentView(content: content), phase: phase))
        }
    }

    /// Inserts the view with `active` applied, then animates to `identity`.
    @MainActor
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        var transition = AnyTransition(insertion: [], removal: [.opacity])
        transition.phaseBody = PhaseBody { content, phase in
            AnyView(content.modifier(phase == .identity ? identity : active))
        }
        return transition
    }
}

/// A phase transition's body, type-erased.
struct PhaseBody: @unchecked Sendable {
    let make: @MainActor (AnyView, TransitionPhase) -> AnyView
    init(_ make: @escaping @MainActor (AnyView, TransitionPhase) -> AnyView) { self.make = make }
}

/// A view with a phase transition: drawn in its `.willAppear` phase when an animated
/// change inserts it, then moved to `.identity` with that change's animation, at the
/// next instant of the host's clock.
struct _PhaseTransitionView<Content: View>: View {
    let content: Content
    let transition: AnyTransition
    let phaseBody: PhaseBody
    @State private var entrance = Entrance()
    /// Changed to draw the view again once it has entered.
    @State private var entered = false

    var body: some View {
        let phase = entrance.phase(inserting: Animator.current?.updateAnimation)
        phaseBody.make(AnyView(content), phase)
            .modifier(_TransitionModifier(transition: AnyTransition(insertion: [], removal: transition.removal)))
            .onAppear { enter() }
    }

    private func enter() {
        guard let animation = entrance.pendingAnimation, let clock = Animator.current else { return }
        entrance.pendingAnimation = nil
        clock.schedule(after: 0) {
            withAnimation(animation) {
                entrance.hasEntered = true
                entered = true
            }
        }
    }
}

/// Whether a phase-transitioned view has entered yet, kept with its identity.
final class Entrance {
    private var isFirstBody = true
    var hasEntered = false
    /// The animation of the change that inserted the view, until it is used to enter.
    var pendingAnimation: Animation?

    /// The phase to draw: `.willAppear` from the body of an animated insertion until the
    /// view enters, `.identity` otherwise.
    @MainActor
    func phase(inserting animation: Animation?) -> TransitionPhase {
        if isFirstBody {
            isFirstBody = false
            if let animation { pendingAnimation = animation } else { hasEntered = true }
        }
        return hasEntered ? .identity : .willAppear
    }
}

extension View {
    /// How this view enters and leaves when an animated change inserts or removes it,
    /// written as a `Transition`.
    public func transition<T: Transition>(_ transition: T) -> some View {
        self.transition(AnyTransition(transition))
    }
}
