import Foundation

/// How a view is drawn as it is inserted or removed by an animated change.
///
/// An inserted view is in the hierarchy at once and draws from the transition's active
/// state to its identity; a removed one stays drawn, from identity to active, until the
/// animation ends, and only then do its `onDisappear` actions run. With no
/// `.transition`, an animated insertion or removal fades (`.opacity`), as in SwiftUI.
///
/// ```swift
/// if isShowingDetail {
///     DetailCard()
///         .transition(.move(edge: .bottom).combined(with: .opacity))
/// }
/// ```
public struct AnyTransition: Sendable {
    /// One visual change, applied fully when a view is hidden (`progress` 0) and not at
    /// all when it is shown (`progress` 1).
    enum Effect: Sendable {
        case opacity
        case scale(CGFloat, anchor: UnitPoint)
        case offset(CGSize)
        /// Moves the view by its own size off towards `edge`.
        case move(Edge)
    }

    var insertion: [Effect]
    var removal: [Effect]
    /// The animation the transition asks for (`.animation(_:)`), over the transaction's.
    var animation: Animation?
    /// For a transition written per phase (a `Transition`, `.modifier(active:identity:)`):
    /// the view's body in each phase. The insertion then animates between bodies.
    var phaseBody: PhaseBody?

    init(insertion: [Effect], removal: [Effect]) {
        self.insertion = insertion
        self.removal = removal
    }

    init(_ effects: [Effect]) { self.init(insertion: effects, removal: effects) }

    /// No change: the view appears and disappears at once.
    public static let identity = AnyTransition([])
    /// Fades the view in and out.
    public static let opacity = AnyTransition([.opacity])
    /// Grows the view from nothing, and shrinks it away, about its centre.
    public static var scale: AnyTransition { scale(scale: 0) }
    /// Inserts from the leading edge and removes towards the trailing edge.
    public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition([.scale(scale.isFinite ? scale : 0, anchor: anchor)])
    }

    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition([.offset(CGSize(width: offset.width.isFinite ? offset.width : 0,
                                      height: offset.height.isFinite ? offset.height : 0))])
    }

    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }

    /// Moves the view in from `edge` and out towards it, by its own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition([.move(edge)]) }

    /// iOS 17's push: in from `edge`, out towards the opposite edge, fading as it goes.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(edge.opposite), .opacity])
    }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        var transition = AnyTransition(insertion: insertion.insertion, removal: removal.removal)
        transition.animation = insertion.animation ?? removal.animation
        transition.phaseBody = insertion.phaseBody
        return transition
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        var transition = AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal)
        transition.animation = animation ?? other.animation
        return transition
    }

    /// The transition, animated with `animation` whatever the transaction says.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self
        copy.animation = animation
        return copy
    }

    /// Draws `body` at `progress` (0 hidden, 1 shown) of `effects`, for a view in `frame`,
    /// then moved by `transform`.
    @MainActor
    static func draw(_ effects: [Effect], progress: Double, frame: CGRect, transform moved: CGAffineTransform? = nil,
                     into list: inout DisplayListBuilder, _ body: (inout DisplayListBuilder) -> Void) {
        let hidden = 1 - min(max(progress, 0), 1)
        guard hidden > 0 && !effects.isEmpty || moved.map({ !$0.isIdentity }) == true else { return body(&list) }
        var opacity = 1.0
        var transform = CGAffineTransform.identity
        for effect in effects {
            switch effect {
            case .opacity:
                opacity *= 1 - hidden
            case .scale(let scale, let anchor):
                let k = 1 + (scale - 1) * hidden
                let origin = frame.point(at: anchor)
                transform = transform
                    .concatenating(CGAffineTransform(translationX: -origin.x, y: -origin.y))
                    .concatenating(CGAffineTransform(scaleX: k, y: k))
                    .concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
            case .offset(let offset):
                transform = transform.concatenating(CGAffineTransform(translationX: offset.width * hidden, y: offset.height * hidden))
            case .move(let edge):
                let distance: CGSize = switch edge {
                case .leading: CGSize(width: -frame.width, height: 0)
                case .trailing: CGSize(width: frame.width, height: 0)
                case .top: CGSize(width: 0, height: -frame.height)
                case .bottom: CGSize(width: 0, height: frame.height)
                }
                transform = transform.concatenating(CGAffineTransform(translationX: distance.width * hidden, y: distance.height * hidden))
            }
        }
        if let moved { transform = transform.concatenating(moved) }
        withoutActuallyEscaping(body) { body in
            let transformed: (inout DisplayListBuilder) -> Void = { list in
                if transform.isIdentity { body(&list) } else { list.group(.transform(transform), body) }
            }
            if opacity < 1 { list.group(.opacity(opacity), transformed) } else { transformed(&list) }
        }
    }
}

/// A view with a transition: a marked node, or for a per-phase transition, a view that
/// enters through its phases.
public struct _TransitionedView<Content: View>: View {
    let content: Content
    let transition: AnyTransition

    public var body: some View {
        if let phaseBody = transition.phaseBody {
            _PhaseTransitionView(content: content, transition: transition, phaseBody: phaseBody)
        } else {
            content.modifier(_TransitionModifier(transition: transition))
        }
    }
}

/// `.transition(_:)`: marks the view with how it enters and leaves under animation.
/// Drawing and layout pass straight through.
public struct _TransitionModifier: _DrawingEffect, BuiltInLayout {
    let transition: AnyTransition
    var nodeLabel: String { "transition" }
}

extension View {
    /// How this view is drawn when an animated change inserts or removes it.
    public func transition(_ transition: AnyTransition) -> _TransitionedView<Self> {
        _TransitionedView(content: self, transition: transition)
    }
}

extension Edge {
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

/// How a view's content (a text's string) changes under animation: Vellum draws every
/// kind but `.identity` as a cross-fade of the old content into the new.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable { case identity, opacity, interpolate, numericText(countsDown: Bool) }
    let kind: Kind

    /// No animation: the new content appears at once.
    public static let identity = ContentTransition(kind: .identity)
    public static let opacity = ContentTransition(kind: .opacity)
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// Numbers rolling to their new value in SwiftUI; a cross-fade in Vellum.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }
    public static func numericText(value: Double) -> ContentTransition { numericText(countsDown: false) }
}

/// `.contentTransition(_:)`: how the content of the views inside changes under animation.
public struct _ContentTransitionModifier: _DrawingEffect, BuiltInLayout {
    let transition: ContentTransition
    var nodeLabel: String { "contentTransition" }
}

extension View {
    /// How this view's content changes when an animated change replaces it.
    public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, _ContentTransitionModifier> {
        modifier(_ContentTransitionModifier(transition: transition))
    }
}
