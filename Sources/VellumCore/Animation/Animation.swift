import Foundation

/// How a change moves from its old drawing to its new one over time.
///
/// As in SwiftUI, state and layout take their new values at once; what an animation
/// moves is drawing: frames, opacity, transforms, colours, a shape's animatable data.
/// A `ViewHost` runs animations on a clock it owns (`advance(by:)`), so tests stop at
/// any instant.
///
/// The curves are SwiftUI's: `easeIn` (0.42, 0, 1, 1), `easeOut` (0, 0, 0.58, 1),
/// `easeInOut` (0.42, 0, 0.58, 1), 0.35 s by default; `default` is
/// `spring(response: 0.55, dampingFraction: 1)` (Apple's documentation of
/// `Animation.default`, iOS 17).
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    enum Curve: Hashable, Sendable {
        /// A cubic Bézier timing curve from (0, 0) to (1, 1) over `duration` seconds.
        case bezier(UnitCurve, duration: Double)
        /// A spring; `interpolating` springs add to one in flight instead of replacing it.
        case spring(Spring, initialVelocity: Double, interpolating: Bool)
    }

    /// Repetitions of the base animation; nil `count` repeats forever.
    struct Repetition: Hashable, Sendable {
        var count: Int?
        var autoreverses: Bool
    }

    let curve: Curve
    private(set) var delay: Double = 0
    private(set) var speed: Double = 1
    private(set) var repetition: Repetition?
    let name: String

    init(_ curve: Curve, name: String) {
        self.curve = curve
        self.name = name
    }

    public var description: String { name }

    // MARK: Timing curves

    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1, blendDuration: 0)
        .named("default")

    public static var linear: Animation { linear(duration: 0.35) }
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    public static func linear(duration: TimeInterval) -> Animation {
        timing(UnitCurve(0, 0, 1, 1), duration, "linear")
    }

    public static func easeIn(duration: TimeInterval) -> Animation {
        timing(UnitCurve(0.42, 0, 1, 1), duration, "easeIn")
    }

    public static func easeOut(duration: TimeInterval) -> Animation {
        timing(UnitCurve(0, 0, 0.58, 1), duration, "easeOut")
    }

    public static func easeInOut(duration: TimeInterval) -> Animation {
        timing(UnitCurve(0.42, 0, 0.58, 1), duration, "easeInOut")
    }

    /// A cubic Bézier timing curve through control points (p1x, p1y) and (p2x, p2y).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        timing(UnitCurve(p1x, p1y, p2x, p2y), duration, "timingCurve")
    }

    /// A duration that is negative, NaN or infinite makes the change instant.
    private static func timing(_ curve: UnitCurve, _ duration: TimeInterval, _ name: String) -> Animation {
        let duration = duration.isFinite ? max(duration, 0) : 0
        return Animation(.bezier(curve, duration: duration), name: "\(name)(duration: \(formatLength(duration)))")
    }

    // MARK: Springs

    /// SwiftUI's `spring` with its documented defaults (response 0.5, damping 0.825).
    public static var spring: Animation { spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0) }

    /// A spring whose velocity carries over when another spring replaces it.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: TimeInterval = 0) -> Animation {
        Animation(.spring(Spring(response: response, dampingRatio: dampingFraction), initialVelocity: 0, interpolating: false),
                  name: "spring(response: \(formatLength(response)), dampingFraction: \(formatLength(dampingFraction)))")
    }

    /// With no arguments, `.spring()` means the `response:` form above: both have defaults
    /// for every argument, and its documented ones are the long-standing meaning.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: bounce), initialVelocity: 0, interpolating: false),
                  name: "spring(duration: \(formatLength(duration)), bounce: \(formatLength(bounce)))")
    }

    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation(.spring(spring, initialVelocity: 0, interpolating: false), name: "spring(\(spring))")
    }

    /// No bounce: `spring(duration: 0.5, bounce: 0)`.
    public static var smooth: Animation { smooth(duration: 0.5, extraBounce: 0) }
    /// A small bounce: `spring(duration: 0.5, bounce: 0.15)`.
    public static var snappy: Animation { snappy(duration: 0.5, extraBounce: 0) }
    /// A clear bounce: `spring(duration: 0.5, bounce: 0.3)`.
    public static var bouncy: Animation { bouncy(duration: 0.5, extraBounce: 0) }

    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.smooth(duration: duration, extraBounce: extraBounce)).named("smooth")
    }

    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.snappy(duration: duration, extraBounce: extraBounce)).named("snappy")
    }

    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.bouncy(duration: duration, extraBounce: extraBounce)).named("bouncy")
    }

    /// A stiff spring for following a finger: response 0.15, damping 0.86 (Apple's
    /// documented defaults).
    public static var interactiveSpring: Animation { interactiveSpring() }

    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration).named("interactiveSpring")
    }

    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.14 + extraBounce).named("interactiveSpring")
    }

    /// A spring from mass, stiffness and damping whose `initialVelocity` is a fraction of
    /// the change per second; it adds to animations in flight instead of replacing them.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
        return Animation(.spring(spring, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0, interpolating: true),
                         name: "interpolatingSpring(stiffness: \(formatLength(stiffness)), damping: \(formatLength(damping)))")
    }

    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0,
                                           initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation(.spring(spring, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0, interpolating: true),
                  name: "interpolatingSpring(\(spring))")
    }

    public static var interpolatingSpring: Animation { interpolatingSpring() }

    // MARK: Modifiers

    /// Starts the animation `delay` seconds later (negative or non-finite: no delay).
    public func delay(_ delay: TimeInterval) -> Animation {
        var copy = self
        copy.delay += delay.isFinite ? max(delay, 0) : 0
        return copy
    }

    /// Runs the animation `speed` times as fast. A speed that is zero, negative or not
    /// finite makes the change instant: an animation that never ends would keep a host
    /// animating for ever.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speed *= speed.isFinite && speed > 0 ? speed : .infinity
        return copy
    }

    /// Runs the animation `repeatCount` times (at least once), backwards every other
    /// time when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repetition = Repetition(count: max(repeatCount, 1), autoreverses: autoreverses)
        return copy
    }

    /// Repeats the animation for as long as the view is shown. Frame export stops at the
    /// duration asked for; `ViewHost.advanceToEnd()` leaves it running.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repetition = Repetition(count: nil, autoreverses: autoreverses)
        return copy
    }

    private func named(_ name: String) -> Animation {
        var copy = Animation(curve, name: name)
        copy.delay = delay
        copy.speed = speed
        copy.repetition = repetition
        return copy
    }

    // MARK: Sampling

    /// What the animation has done `elapsed` seconds after it began, as the weights of a
    /// change: the value is `from + (to - from)·progress + velocity·velocityWeight`, where
    /// `velocity` is what the animated value had when the animation began.
    struct Sample {
        var progress: Double
        var velocityWeight: Double
        var isFinished: Bool
    }

    /// How long one run of the base curve lasts: a timing curve's duration, a spring's
    /// settling time.
    var baseDuration: Double {
        switch curve {
        case .bezier(_, let duration): duration
        case .spring(let spring, _, _): spring.settlingDuration
        }
    }

    /// Seconds from the start until the animation ends; infinite when it repeats for ever.
    var totalDuration: Double {
        guard speed.isFinite else { return 0 }
        let runs = repetition.map { $0.count.map(Double.init) ?? .infinity } ?? 1
        let active = baseDuration * runs / speed
        return delay + (active.isNaN ? 0 : active)
    }

    /// Seconds until the animation is logically complete: a spring's perceptual duration
    /// (its response), a timing curve's end.
    var logicalDuration: Double {
        switch curve {
        case .spring(let spring, _, _) where repetition == nil && speed.isFinite:
            return delay + min(spring.duration, spring.settlingDuration) / speed
        default:
            return totalDuration
        }
    }

    func sample(at elapsed: Double) -> Sample {
        guard speed.isFinite, elapsed < totalDuration else { return Sample(progress: 1, velocityWeight: 0, isFinished: true) }
        var local = max(elapsed - delay, 0) * speed
        var reversed = false
        if let repetition {
            let base = baseDuration
            guard base > 0 else { return Sample(progress: 1, velocityWeight: 0, isFinished: true) }
            let run = (local / base).rounded(.down)
            local -= run * base
            reversed = repetition.autoreverses && Int(run.truncatingRemainder(dividingBy: 2)) == 1
        }
        var sample: Sample
        switch curve {
        case .bezier(let curve, let duration):
            sample = Sample(progress: duration > 0 ? curve.value(at: local / duration) : 1, velocityWeight: 0, isFinished: false)
        case .spring(let spring, let unitVelocity, _):
            let (f, h) = spring.response(at: local)
            // A unit-velocity release adds `unitVelocity` of the change per second.
            sample = Sample(progress: 1 - f + unitVelocity * h, velocityWeight: repetition == nil ? h : 0, isFinished: false)
        }
        if reversed { sample.progress = 1 - sample.progress }
        return sample
    }
}

/// A cubic Bézier curve from (0, 0) to (1, 1): the timing curves' shape. `value(at:)`
/// solves x(t) = progress for t, then returns y(t).
public struct UnitCurve: Hashable, Sendable {
    let p1: CGPoint
    let p2: CGPoint

    init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        // x control points outside 0...1 would make x(t) non-monotonic: clamp them.
        func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
        p1 = CGPoint(x: unit(p1x), y: finite(p1y))
        p2 = CGPoint(x: unit(p2x), y: finite(p2y))
    }

    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y)
    }

    public static let linear = UnitCurve(0, 0, 1, 1)
    public static let easeIn = UnitCurve(0.42, 0, 1, 1)
    public static let easeOut = UnitCurve(0, 0, 0.58, 1)
    public static let easeInOut = UnitCurve(0.42, 0, 0.58, 1)

    /// The output progress for an input progress (clamped to 0...1).
    public func value(at progress: Double) -> Double {
        let x = progress.isFinite ? min(max(progress, 0), 1) : 1
        if x == 0 || x == 1 { return x }
        let t = parameter(forX: x)
        return Self.coordinate(t, p1.y, p2.y)
    }

    /// The Bézier parameter where x(t) = x: Newton's method, then bisection if it strays.
    private func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = Self.coordinate(t, p1.x, p2.x) - x
            if abs(error) < 1e-12 { return t }
            let slope = Self.derivative(t, p1.x, p2.x)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
        }
        var (low, high) = (0.0, 1.0)
        t = x
        for _ in 0..<64 {
            let value = Self.coordinate(t, p1.x, p2.x)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// One coordinate of the curve with end points 0 and 1 and control values a, b.
    private static func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }

    private static func derivative(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * a + 6 * u * t * (b - a) + 3 * t * t * (1 - b)
    }
}
