/// Shrinks a failing tree: applies the first edit that keeps it failing, again and again,
/// until no single edit does or the attempts run out.
@MainActor
public enum FuzzReducer {
    /// The edits that reduce `tree` while `stillFails` holds for the edited tree; the
    /// search stops after `maxAttempts` tries or at `deadline`, whichever comes first
    /// (a slow tree costs seconds a try).
    public static func reduce(_ tree: FuzzNode, maxAttempts: Int, until deadline: ContinuousClock.Instant,
                              stillFails: ([FuzzEdit]) -> Bool) -> [FuzzEdit] {
        var edits: [FuzzEdit] = []
        var current = tree
        var attempts = 0
        search: while attempts < maxAttempts {
            for candidate in current.candidateEdits {
                attempts += 1
                if attempts > maxAttempts || ContinuousClock.now > deadline { break search }
                guard let smaller = current.applying([candidate]) else { continue }
                if stillFails(edits + [candidate]) {
                    edits.append(candidate)
                    current = smaller
                    continue search
                }
            }
            break
        }
        return edits
    }
}
