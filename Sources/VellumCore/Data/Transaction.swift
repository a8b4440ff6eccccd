import Foundation

/// The context of a state change: which animation, if any, moves what it changes.
///
/// `withAnimation` and `withTransaction` set it for the state changes made in their
/// body; the next update of the view graph carries it down the tree, where
/// `.animation(_:value:)` and `.transaction(_:)` can change it for a subtree.
public struct Transaction: Sendable {
    public var animation: Animation?
    /// When true, `.animation(_:value:)` modifiers below leave the change unanimated.
    public var disablesAnimations = false
    /// Whether the change is part of a continuous interaction (a drag); kept for
    /// compatibility.
    public var isContinuous = false

    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// Actions to run when the animations of this transaction are done.
    var completions: [Completion] = []

    struct Completion: @unchecked Sendable {
        let criteria: AnimationCompletionCriteria
        let action: @MainActor () -> Void
    }

    /// Adds an action to run when the animations this transaction starts are done, at the
    /// moment `criteria` names.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping @MainActor () -> Void) {
        completions.append(Completion(criteria: criteria, action: completion))
    }
}

/// When an animation counts as done, for completion handlers.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    enum Kind: Hashable { case logical, removed }
    let kind: Kind
    /// When the animation reaches its end perceptually (a spring's duration).
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logical)
    /// When the animation is settled and removed.
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}

/// The transaction state changes join while a `withAnimation` or `withTransaction` body
/// runs; the graph's next update takes it.
@MainActor
enum TransactionContext {
    /// The transaction of the body running now, if any.
    static var current: Transaction?
    /// The transaction waiting for the next update: set by state changes made under
    /// `current`, or by a binding that carries one.
    static var pending: Transaction?

    /// Whether state changed while the current body ran.
    private static var changedInBody = false

    /// Called by every state change: it joins the running transaction, if any, or the
    /// transaction a binding carries.
    static func noteChange(transaction: Transaction? = nil) {
        if let transaction { merge(transaction) } else if current != nil { changedInBody = true }
    }

    private static func merge(_ transaction: Transaction) {
        guard var waiting = pending else { return pending = transaction }
        waiting.animation = transaction.animation ?? waiting.animation
        waiting.disablesAnimations = waiting.disablesAnimations || transaction.disablesAnimations
        waiting.completions += transaction.completions
        pending = waiting
    }

    /// The pending transaction, emptied.
    static func take() -> Transaction? {
        defer { pending = nil }
        return pending
    }

    static func run<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        let saved = (current, changedInBody)
        current = transaction
        changedInBody = false
        defer { (current, changedInBody) = saved }
        let result = try body()
        // A body that changed nothing still completes: its completion runs at the next
        // update, with nothing to wait for.
        if changedInBody || !transaction.completions.isEmpty { merge(transaction) }
        return result
    }
}

/// Runs `body`; the state changes it makes are animated with `animation`.
///
/// ```swift
/// Button("Flip") {
///     withAnimation(.easeInOut(duration: 1)) { isFlipped.toggle() }
/// }
/// ```
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try TransactionContext.run(Transaction(animation: animation), body)
}

/// Runs `body` with `animation`, then `completion` once the animations it started are
/// done (by `completionCriteria`), on the host's clock.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result,
                                  completion: @escaping @MainActor () -> Void) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try TransactionContext.run(transaction, body)
}

/// Runs `body` with `transaction` and returns its result.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try TransactionContext.run(transaction, body)
}

/// Runs `body` with a transaction whose `keyPath` is `value`.
@MainActor
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try TransactionContext.run(transaction, body)
}
