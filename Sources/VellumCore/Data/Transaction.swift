import Foundation

/// The context of a state change: which animation, if any, goes with it.
///
/// Vellum renders still frames, so animations are carried but never interpolated: a
/// change inside `withAnimation` shows its end state.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false

    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// How a change animates. Vellum keeps it for API compatibility and shows end states.
public struct Animation: Equatable, Sendable {
    let name: String
    let duration: Double

    public static let `default` = Animation(name: "default", duration: 0.35)
    public static let linear = Animation(name: "linear", duration: 0.35)
    public static let easeIn = Animation(name: "easeIn", duration: 0.35)
    public static let easeOut = Animation(name: "easeOut", duration: 0.35)
    public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
    public static let spring = Animation(name: "spring", duration: 0.5)
    public static let smooth = Animation(name: "smooth", duration: 0.5)
    public static let snappy = Animation(name: "snappy", duration: 0.5)
    public static let bouncy = Animation(name: "bouncy", duration: 0.5)

    public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration) }
}

/// Runs `body` (its state changes make one transaction) and returns its result.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` with `transaction` and returns its result.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
