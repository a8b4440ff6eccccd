import Foundation

/// The answers one node gave, per proposal.
///
/// A node is asked few distinct questions (a stack asks each child 0, infinity, its
/// share, and its placement), so a short list searched linearly beats a dictionary.
/// Past `capacity`, the oldest answer is replaced.
struct ProposalCache {
    private static let capacity = 8
    /// One list of pairs: a single allocation per node.
    private var entries: [(proposal: ProposedViewSize, size: CGSize)] = []
    private var next = 0

    subscript(proposal: ProposedViewSize) -> CGSize? {
        get {
            for entry in entries where entry.proposal == proposal { return entry.size }
            return nil
        }
        set {
            guard let newValue else { return }
            if entries.count < Self.capacity {
                // Room for what a stack asks a child (0, infinity, its share) in one
                // allocation, half the size of room for all eight.
                if entries.isEmpty { entries.reserveCapacity(Self.capacity / 2) }
                entries.append((proposal, newValue))
            } else {
                entries[next] = (proposal, newValue)
                next = (next + 1) % Self.capacity
            }
        }
    }
}
