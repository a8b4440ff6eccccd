import Foundation
import Testing
@testable import VellumCore

/// The curves and springs on their own, against Apple's published definitions.
struct AnimationCurveTests {
    /// Apple's `Spring` overview: `Spring(duration: 0.5, bounce: 0.3)` has mass 1,
    /// stiffness 157.9 and damping 17.6; `Spring(mass: 1, stiffness: 100, damping: 10)`
    /// has duration 0.63 and bounce 0.5.
    @Test func springParametersConvertAsAppleDocuments() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.9) < 0.05)
        #expect(abs(spring.damping - 17.6) < 0.05)
        let other = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(other.duration - 0.63) < 0.005)
        #expect(abs(other.bounce - 0.5) < 1e-9)
    }

    /// The damped oscillator's closed form, written out here independently: released at
    /// 0 towards 1 with ζ < 1, x(t) = 1 − e^{−ζω₀t}(cos ω_d t + ζω₀/ω_d · sin ω_d t).
    @Test func underdampedSpringFollowsTheAnalyticSolution() {
        let spring = Spring(response: 0.5, dampingRatio: 0.5)
        let w0 = 2 * Double.pi / 0.5, zeta = 0.5
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        for t in [0.0, 0.05, 0.1, 0.2, 0.35, 0.6, 1.0] {
            let expected = 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
            #expect(abs(spring.value(target: 1.0, time: t) - expected) < 1e-12, "t = \(t)")
        }
        // It overshoots: the first peak, at t = π/ω_d, is 1 + e^{−ζπ/√(1−ζ²)}.
        let peak = Double.pi / wd
        #expect(abs(spring.value(target: 1.0, time: peak) - (1 + exp(-zeta * .pi / (1 - zeta * zeta).squareRoot()))) < 1e-12)
    }

    /// Critically damped (bounce 0): x(t) = 1 − e^{−ω₀t}(1 + ω₀t); never overshoots.
    @Test func criticallyDampedSpringNeverOvershoots() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let w0 = 2 * Double.pi / 0.5
        for t in stride(from: 0.0, through: 2, by: 0.01) {
            let expected = 1 - exp(-w0 * t) * (1 + w0 * t)
            #expect(abs(spring.value(target: 1.0, time: t) - expected) < 1e-12)
            #expect(spring.value(target: 1.0, time: t) <= 1)
        }
        // Settled within 0.1%: 1 − x(T) = 0.001 at the settling duration.
        let settle = spring.settlingDuration
        #expect(abs((1 - spring.value(target: 1.0, time: settle)) - 0.001) < 1e-6)
    }

    /// A spring released with a velocity starts with that velocity.
    @Test func initialVelocityIsTheStartingSlope() {
        let spring = Spring(response: 0.4, dampingRatio: 0.8)
        #expect(abs(spring.velocity(target: 0.0, initialVelocity: 3.0, time: 0) - 3) < 1e-12)
        #expect(abs(spring.velocity(target: 1.0, time: 0)) < 1e-12)
        // The derivative agrees with a difference of positions, for each damping regime.
        for ratio in [0.3, 1.0, 2.5] {
            let spring = Spring(response: 0.4, dampingRatio: ratio)
            for t in [0.05, 0.2, 0.5] {
                let slope = (spring.value(target: 1.0, initialVelocity: 2.0, time: t + 1e-6)
                    - spring.value(target: 1.0, initialVelocity: 2.0, time: t - 1e-6)) / 2e-6
                #expect(abs(spring.velocity(target: 1.0, initialVelocity: 2.0, time: t) - slope) < 1e-4)
            }
        }
    }

    /// The named timing curves are CSS's cubic Béziers (OpenSwiftUI's BezierAnimation
    /// reads the same control points from SwiftUI). `easeInOut` is symmetric, so it is
    /// exactly half way at half time; the other values come from solving the curve by
    /// bisection here.
    @Test func timingCurvesMatchTheirBeziers() {
        #expect(UnitCurve.easeInOut.value(at: 0.5) == 0.5)
        for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .linear] {
            for x in [0.1, 0.25, 0.5, 0.75, 0.9] {
                #expect(abs(curve.value(at: x) - bisected(curve, x)) < 1e-9)
            }
        }
        #expect(abs(UnitCurve.easeInOut.value(at: 0.25) - 0.129_161) < 1e-5)
        #expect(UnitCurve.linear.value(at: 0.3) == 0.3 || abs(UnitCurve.linear.value(at: 0.3) - 0.3) < 1e-12)
    }

    /// SwiftUI's defaults: 0.35 s for the named curves, and since iOS 17 `default` is
    /// `spring(response: 0.55, dampingFraction: 1)` (Apple's documentation of
    /// `Animation.default`).
    @Test func defaultsAreSwiftUIs() {
        #expect(Animation.easeInOut.baseDuration == 0.35)
        #expect(Animation.linear.baseDuration == 0.35)
        guard case .spring(let spring, _, _) = Animation.default.curve else {
            Issue.record("default is not a spring")
            return
        }
        #expect(abs(spring.response - 0.55) < 1e-12)
        #expect(abs(spring.dampingRatio - 1) < 1e-12)
    }

    /// Bad arguments have defined results: no negative, infinite or never-ending runs.
    @Test func badArgumentsAreDefined() {
        #expect(Animation.linear(duration: -1).totalDuration == 0)
        #expect(Animation.linear(duration: .nan).totalDuration == 0)
        #expect(Animation.easeIn(duration: .infinity).totalDuration == 0)
        #expect(Animation.linear(duration: 1).speed(0).totalDuration == 0)
        #expect(Animation.linear(duration: 1).speed(.nan).sample(at: 0).isFinished)
        #expect(Animation.linear(duration: 1).delay(-5).totalDuration == 1)
        #expect(Animation.linear(duration: 1).repeatForever().totalDuration == .infinity)
        #expect(Animation.linear(duration: 1).repeatCount(3).totalDuration == 3)
        #expect(Animation.linear(duration: 1).repeatCount(-2).totalDuration == 1)
        #expect(Spring(response: .nan, dampingRatio: -1).stiffness.isFinite)
        #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == 60)  // undamped: capped
    }

    /// Repeats run the curve again, backwards every other time when autoreversing.
    @Test func repeatsAutoreverse() {
        let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        #expect(abs(animation.sample(at: 0.25).progress - 0.25) < 1e-12)
        #expect(abs(animation.sample(at: 1.25).progress - 0.75) < 1e-12)
        #expect(abs(animation.sample(at: 2.25).progress - 0.25) < 1e-12)
        #expect(animation.sample(at: 3).isFinished)
        let delayed = Animation.linear(duration: 1).delay(0.5).speed(2)
        #expect(delayed.sample(at: 0.4).progress == 0)
        #expect(abs(delayed.sample(at: 0.75).progress - 0.5) < 1e-12)
    }

    private func bisected(_ curve: UnitCurve, _ x: Double) -> Double {
        let (a, b) = (curve.p1, curve.p2)
        func bez(_ t: Double, _ p: Double, _ q: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p + 3 * (1 - t) * t * t * q + t * t * t
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bez(mid, a.x, b.x) < x { low = mid } else { high = mid }
        }
        return bez((low + high) / 2, a.y, b.y)
    }
}
