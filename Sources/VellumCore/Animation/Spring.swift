import Foundation

/// A representation of a spring's motion: a mass on a damped spring, released from a
/// displacement with a velocity, coming to rest at its target.
///
/// The parameters convert as Apple documents (SwiftUI's `Spring`, iOS 17):
/// `Spring(duration: 0.5, bounce: 0.3)` has mass 1, stiffness 157.9 and damping 17.6;
/// `Spring(mass: 1, stiffness: 100, damping: 10)` has duration 0.63 and bounce 0.5.
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// let halfway = spring.value(target: 1.0, time: 0.25)
/// ```
public struct Spring: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    /// The spring's duration and bounce made from mass, stiffness and damping. Values
    /// outside what a spring can be (negative, zero or non-finite mass or stiffness,
    /// negative damping) become the nearest valid ones: mass and stiffness at least
    /// 1e-6, damping at least 0.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let mass = Self.positive(mass, fallback: 1)
        let stiffness = Self.positive(stiffness, fallback: 1)
        var damping = damping.isFinite ? max(damping, 0) : 0
        if !allowOverDamping { damping = min(damping, 2 * (mass * stiffness).squareRoot()) }
        (self.mass, self.stiffness, self.damping) = (mass, stiffness, damping)
    }

    /// A spring whose `duration` is about its settling time and whose `bounce` runs from
    /// -1 (overdamped) through 0 (critically damped) to 1 (undamped).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        let bounce = bounce.isFinite ? min(max(bounce, -1), 1) : 0
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + max(bounce, -0.999_999))
        self.init(response: duration, dampingRatio: ratio)
    }

    /// A spring whose `response` is its undamped period, in seconds, and whose
    /// `dampingRatio` is the fraction of critical damping.
    public init(response: Double, dampingRatio: Double) {
        let response = Self.positive(response, fallback: 0.5)
        let ratio = dampingRatio.isFinite ? max(dampingRatio, 0) : 1
        let stiffness = pow(2 * .pi / response, 2)
        self.init(mass: 1, stiffness: stiffness, damping: 4 * .pi * ratio / response, allowOverDamping: true)
    }

    /// The undamped period, in seconds: `2π √(m/k)`.
    public var duration: TimeInterval { 2 * .pi * (mass / stiffness).squareRoot() }
    /// The same as `duration`, the name `spring(response:…)` uses.
    public var response: Double { duration }
    /// The damping as a fraction of critical damping.
    public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }
    /// How bouncy the spring is: `1 - ratio` when underdamped, `1/ratio - 1` when over.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// The spring's position at `time` when released at rest from 0 towards `target`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (f, h) = response(at: time)
        return target - target.scaled(by: f) + initialVelocity.scaled(by: h)
    }

    /// The spring's velocity at `time` when released at rest from 0 towards `target`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (df, dh) = responseVelocity(at: time)
        return initialVelocity.scaled(by: dh) - target.scaled(by: df)
    }

    /// How long the spring takes to come within 0.1% of its target and stay there, from
    /// a unit displacement at rest; at most 60 seconds (an undamped spring never
    /// settles).
    public var settlingDuration: TimeInterval { settlingDuration(epsilon: 0.001) }

    // MARK: - Presets (iOS 17): the springs of `Animation.smooth`, `.snappy`, `.bouncy`

    /// No bounce: `Spring(duration: 0.5, bounce: 0)`.
    public static var smooth: Spring { smooth() }
    /// A small bounce: `Spring(duration: 0.5, bounce: 0.15)`.
    public static var snappy: Spring { snappy() }
    /// A clear bounce: `Spring(duration: 0.5, bounce: 0.3)`.
    public static var bouncy: Spring { bouncy() }

    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    // MARK: - The damped oscillator

    /// The displacement at `time` of the oscillator `m x'' + c x' + k x = 0` released
    /// from `x(0) = 1, x'(0) = 0` (`f`), and released from `x(0) = 0, x'(0) = 1` (`h`).
    /// Any release is a sum of the two: `x(t) = x0·f(t) + v0·h(t)`.
    func response(at time: Double) -> (f: Double, h: Double) {
        let t = max(time, 0)
        let w0 = (stiffness / mass).squareRoot()
        let zeta = dampingRatio
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let decay = exp(-zeta * w0 * t)
            let (c, s) = (cos(wd * t), sin(wd * t))
            return (decay * (c + zeta * w0 / wd * s), decay * s / wd)
        }
        if zeta == 1 {
            let decay = exp(-w0 * t)
            return (decay * (1 + w0 * t), decay * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-w0 * (zeta - root), -w0 * (zeta + root))
        let (e1, e2) = (exp(r1 * t), exp(r2 * t))
        // x = A e^{r1 t} + B e^{r2 t} with A + B = x0 and r1 A + r2 B = v0.
        let fA = -r2 / (r1 - r2), hA = 1 / (r1 - r2)
        return (fA * e1 + (1 - fA) * e2, hA * (e1 - e2))
    }

    /// The time derivatives of `response(at:)`.
    func responseVelocity(at time: Double) -> (f: Double, h: Double) {
        let t = max(time, 0)
        let w0 = (stiffness / mass).squareRoot()
        let zeta = dampingRatio
        if zeta < 1 {
            let a = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot()
            let decay = exp(-a * t)
            let (c, s) = (cos(wd * t), sin(wd * t))
            return (-decay * s * w0 * w0 / wd, decay * (c - a / wd * s))
        }
        if zeta == 1 {
            let decay = exp(-w0 * t)
            return (-w0 * w0 * t * decay, decay * (1 - w0 * t))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-w0 * (zeta - root), -w0 * (zeta + root))
        let (e1, e2) = (exp(r1 * t), exp(r2 * t))
        let fA = -r2 / (r1 - r2), hA = 1 / (r1 - r2)
        return (fA * r1 * e1 + (1 - fA) * r2 * e2, hA * (r1 * e1 - r2 * e2))
    }

    /// The time after which a unit displacement stays within `epsilon`, at most 60 s.
    func settlingDuration(epsilon: Double) -> TimeInterval {
        let limit = 60.0
        let w0 = (stiffness / mass).squareRoot()
        let zeta = dampingRatio
        if zeta < 1 {
            guard zeta > 0 else { return limit }
            // The envelope of x(t) = e^{-ζω0 t}(cos + ζω0/ωd sin) is e^{-ζω0 t}/√(1-ζ²).
            let amplitude = 1 / (1 - zeta * zeta).squareRoot()
            return min(max(log(amplitude / epsilon) / (zeta * w0), 0), limit)
        }
        // Critically and over-damped: x(t) falls monotonically; find where it crosses.
        var (low, high) = (0.0, limit)
        guard abs(response(at: high).f) < epsilon else { return limit }
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if abs(response(at: mid).f) < epsilon { high = mid } else { low = mid }
        }
        return high
    }

    private static func positive(_ value: Double, fallback: Double) -> Double {
        guard value.isFinite else { return fallback }
        return max(value, 1e-6)
    }
}
