import Foundation

/// A description of how a value changes over time, made of keyframe tracks (iOS 17).
@MainActor @preconcurrency
public protocol Keyframes<Value> {
    associatedtype Value
    /// The tracks, each moving one property of the value.
    var _tracks: [KeyframeTrackBox<Value>] { get }
}

/// One track, type-erased: it writes its property of the value at a time.
public struct KeyframeTrackBox<Root> {
    let duration: Double
    let apply: @MainActor (inout Root, Double) -> Void
}

/// Keyframes for one property of the animated value, at `keyPath`.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     LinearKeyframe(1.2, duration: 0.15)
///     SpringKeyframe(1.0, duration: 0.4, spring: .bouncy)
/// }
/// ```
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    public var _tracks: [KeyframeTrackBox<Root>] {
        let frames = content._keyframes
        let keyPath = keyPath
        let duration = frames.reduce(0) { $0 + $1.duration }
        return [KeyframeTrackBox(duration: duration) { root, time in
            root[keyPath: keyPath] = KeyframeSegment.value(of: frames, from: root[keyPath: keyPath], at: time)
        }]
    }
}

extension KeyframeTrack where Root == Value {
    /// A track that moves the whole value.
    public init(@KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.init(\.self, content: content)
    }
}

/// Several tracks, from `KeyframesBuilder`.
public struct _KeyframeTracks<Value>: Keyframes {
    public let _tracks: [KeyframeTrackBox<Value>]
}

@resultBuilder @MainActor
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> [KeyframeTrackBox<Value>] where K.Value == Value {
        keyframes._tracks
    }
    public static func buildBlock(_ parts: [KeyframeTrackBox<Value>]...) -> _KeyframeTracks<Value> {
        _KeyframeTracks(_tracks: parts.flatMap { $0 })
    }
}

/// The keyframes of one track.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
    var _keyframes: [KeyframeSegment<Value>] { get }
}

/// One keyframe: how the track reaches `target` over `duration` seconds.
public struct KeyframeSegment<Value: Animatable>: KeyframeTrackContent {
    enum Kind {
        case linear(UnitCurve)
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        case spring(Spring, startVelocity: Value.AnimatableData?)
        case move
    }

    let kind: Kind
    let target: Value
    let duration: Double

    init(_ kind: Kind, target: Value, duration: Double) {
        self.kind = kind
        self.target = target
        // A negative, NaN or infinite duration is 0: the keyframe is reached at once.
        self.duration = duration.isFinite ? max(duration, 0) : 0
    }

    public var _keyframes: [KeyframeSegment<Value>] { [self] }

    /// The track's value at `time`, starting from `initial`.
    @MainActor
    static func value(of frames: [KeyframeSegment<Value>], from initial: Value, at time: Double) -> Value {
        var start = initial
        var elapsed = max(time, 0)
        var previous: Value.AnimatableData = initial.animatableData
        for (index, frame) in frames.enumerated() {
            guard elapsed < frame.duration else {
                elapsed -= frame.duration
                previous = start.animatableData
                start = frame.target
                continue
            }
            let from = start.animatableData, to = frame.target.animatableData
            let fraction = frame.duration > 0 ? elapsed / frame.duration : 1
            var result = frame.target
            switch frame.kind {
            case .move:
                return frame.target
            case .linear(let curve):
                result.animatableData = from.interpolated(towards: to, amount: curve.value(at: fraction))
            case .cubic(let startVelocity, let endVelocity):
                // A Catmull-Rom tangent through the neighbouring keyframes where none is given.
                let next = index + 1 < frames.count ? frames[index + 1].target.animatableData : to
                let v0 = startVelocity ?? (to - previous).scaled(by: 0.5)
                let v1 = endVelocity ?? (next - from).scaled(by: 0.5)
                result.animatableData = hermite(from, v0, to, v1, fraction)
            case .spring(let spring, let startVelocity):
                let velocity = startVelocity ?? .zero
                result.animatableData = from + spring.value(target: to - from, initialVelocity: velocity, time: elapsed)
            }
            return result
        }
        return start
    }

    /// Cubic Hermite interpolation between `p0` and `p1` with tangents `m0` and `m1`
    /// (per unit of `t`).
    private static func hermite<V: VectorArithmetic>(_ p0: V, _ m0: V, _ p1: V, _ m1: V, _ t: Double) -> V {
        let t2 = t * t, t3 = t2 * t
        return p0.scaled(by: 2 * t3 - 3 * t2 + 1) + m0.scaled(by: t3 - 2 * t2 + t)
            + p1.scaled(by: -2 * t3 + 3 * t2) + m1.scaled(by: t3 - t2)
    }
}


/// Moves the track to `to` along `timingCurve`, over `duration` seconds.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [KeyframeSegment<Value>]
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        _keyframes = [KeyframeSegment(.linear(timingCurve), target: to, duration: duration)]
    }
}

/// Moves the track to `to` on a smooth curve through its neighbours (Catmull-Rom
/// tangents where no velocity is given).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [KeyframeSegment<Value>]
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        _keyframes = [KeyframeSegment(.cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData),
                                      target: to, duration: duration)]
    }
}

/// Moves the track to `to` with a spring, for `duration` seconds (by default the
/// spring's settling time).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [KeyframeSegment<Value>]
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        _keyframes = [KeyframeSegment(.spring(spring, startVelocity: startVelocity?.animatableData), target: to,
                                      duration: duration ?? spring.settlingDuration)]
    }
}

/// Jumps the track to `to` at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [KeyframeSegment<Value>]
    public init(_ to: Value) {
        _keyframes = [KeyframeSegment(.move, target: to, duration: 0)]
    }
}

@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<C: KeyframeTrackContent>(_ content: C) -> [KeyframeSegment<Value>] where C.Value == Value {
        content._keyframes
    }
    public static func buildBlock(_ parts: [KeyframeSegment<Value>]...) -> _KeyframeSequence<Value> {
        _KeyframeSequence(_keyframes: parts.flatMap { $0 })
    }
    public static func buildArray(_ parts: [[KeyframeSegment<Value>]]) -> [KeyframeSegment<Value>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [KeyframeSegment<Value>]?) -> [KeyframeSegment<Value>] { part ?? [] }
    public static func buildEither(first: [KeyframeSegment<Value>]) -> [KeyframeSegment<Value>] { first }
    public static func buildEither(second: [KeyframeSegment<Value>]) -> [KeyframeSegment<Value>] { second }
}

/// The keyframes of a track in order.
public struct _KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [KeyframeSegment<Value>]
}

/// A value's keyframes laid out in time: what a `KeyframeAnimator` plays, readable at
/// any instant.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: 0.0) {
///     KeyframeTrack { LinearKeyframe(100.0, duration: 1) }
/// }
/// timeline.value(time: 0.5)   // 50
/// ```
@MainActor
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [KeyframeTrackBox<Value>]

    public init<Content: Keyframes>(initialValue: Value, @KeyframesBuilder<Value> content: () -> Content) where Content.Value == Value {
        self.initialValue = initialValue
        tracks = content()._tracks
    }

    init(initialValue: Value, tracks: [KeyframeTrackBox<Value>]) {
        self.initialValue = initialValue
        self.tracks = tracks
    }

    /// How long the longest track runs.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in.
    public func value(time: TimeInterval) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time.isFinite ? time : duration) }
        return value
    }

    /// The value at `progress` (0 to 1) of the duration.
    public func value(progress: Double) -> Value { value(time: duration * progress) }
}

/// A container that plays keyframes over its content's value each time a trigger changes,
/// or repeatedly (iOS 17). The content runs again at each step of the host's clock, 60 a
/// second; without a host (`ImageRenderer`) it shows its value at rest.
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: likes) { scale in
///     Image(systemName: "heart.fill").scaleEffect(scale)
/// } keyframes: { _ in
///     KeyframeTrack {
///         SpringKeyframe(1.4, duration: 0.2)
///         SpringKeyframe(1.0, duration: 0.3)
///     }
/// }
/// ```
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: TriggerValue?
    let repeats: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    @State private var run = KeyframeRun<Value>()
    /// Counts the steps played: each one runs the body again with the value at that step.
    @State private var step = 0

    /// Plays the keyframes each time `trigger` changes, from the value the last run ended
    /// with.
    public init<Trigger: Equatable>(initialValue: Value, trigger: Trigger,
                                    @ViewBuilder content: @escaping (Value) -> Content,
                                    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = TriggerValue(trigger)
        repeats = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the keyframes once when shown, or for ever when `repeating`.
    public init(initialValue: Value, repeating: Bool = true,
                @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        trigger = nil
        repeats = repeating
        self.content = content
        self.keyframes = keyframes
    }

    public var body: some View {
        content(run.value ?? initialValue)
            .onAppear { if trigger == nil { play() } }
            .onChange(of: trigger) { play() }
    }

    /// Starts a run on the host's clock: a step every 1/60 s sets the value at that
    /// instant, until the timeline's duration (for ever when repeating).
    private func play() {
        guard let clock = Animator.current else { return }
        let from = run.value ?? initialValue
        let timeline = KeyframeTimeline(initialValue: from, tracks: keyframes(from)._tracks)
        let duration = timeline.duration
        run.generation += 1
        let generation = run.generation
        let repeats = self.repeats && duration > 0
        let run = self.run
        func show(step index: Int) -> Bool {
            guard run.generation == generation else { return false }
            let elapsed = Double(index) / Animator.stepsPerSecond
            let time = repeats ? elapsed.truncatingRemainder(dividingBy: duration) : min(elapsed, duration)
            run.value = timeline.value(time: time)
            step += 1
            return repeats || elapsed < duration
        }
        if show(step: 0) { clock.runSteps(endless: repeats, show(step:)) }
    }
}

/// A keyframe animator's value and run, kept with its identity.
final class KeyframeRun<Value> {
    var value: Value?
    var generation = 0
}

extension View {
    /// Plays keyframes over this view each time `trigger` changes.
    public func keyframeAnimator<Value, Trigger: Equatable, Modified: View, Path: Keyframes>(
        initialValue: Value, trigger: Trigger,
        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> KeyframeAnimator<Value, Path, Modified> where Path.Value == Value {
        KeyframeAnimator(initialValue: initialValue, trigger: trigger,
                         content: { content(PlaceholderContentView(content: self), $0) }, keyframes: keyframes)
    }

    /// Plays keyframes over this view when shown, for ever when `repeating`.
    public func keyframeAnimator<Value, Modified: View, Path: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
    ) -> KeyframeAnimator<Value, Path, Modified> where Path.Value == Value {
        KeyframeAnimator(initialValue: initialValue, repeating: repeating,
                         content: { content(PlaceholderContentView(content: self), $0) }, keyframes: keyframes)
    }
}

extension Double: Animatable {
    public var animatableData: Double {
        get { self }
        set { self = newValue }
    }
}

extension CGFloat: Animatable {
    public var animatableData: CGFloat {
        get { self }
        set { self = newValue }
    }
}

extension Float: Animatable {
    public var animatableData: Float {
        get { self }
        set { self = newValue }
    }
}
