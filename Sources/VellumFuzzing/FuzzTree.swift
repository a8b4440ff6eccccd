import Vellum

/// A generated tree and what the checker needs to know about it.
public struct FuzzTree {
    public let seed: UInt64
    public var root: FuzzNode
    /// Whether an infinite size is a defined result for this tree, not a failure: some
    /// length is so large (1e300 or more) that sums or products of it overflow, or a
    /// frame has an infinite minimum (which spec 4.3 makes the frame's size).
    public let allowsInfiniteSizes: Bool
    /// A proposal drawn from the hostile pool, tried besides the fixed ones.
    public let hostileProposal: ProposedViewSize

    /// The same tree after `edits`; nil if one does not apply.
    public func applying(_ edits: [FuzzEdit]) -> FuzzTree? {
        guard let edited = root.applying(edits) else { return nil }
        var tree = self
        tree.root = edited
        return tree
    }
}
