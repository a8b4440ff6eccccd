import Foundation

// The collection helpers SwiftUI declares for `onDelete` and `onMove`: an `IndexSet`
// counts positions from the start of the collection (offsets), whatever the collection's
// own index type.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection.
    ///
    /// ```swift
    /// ForEach(fruits, id: \.self) { Text($0) }
    ///     .onDelete { fruits.remove(atOffsets: $0) }
    /// ```
    ///
    /// Offsets outside the collection are ignored, with a warning.
    public mutating func remove(atOffsets offsets: IndexSet) {
        let valid = offsets.filteredIndexSet { $0 >= 0 && $0 < count }
        if valid.count != offsets.count {
            warnAboutOffsets("remove(atOffsets: \(Array(offsets))) on a collection of \(count) elements: offsets outside 0..<\(count) are ignored.")
        }
        // From the end, so that each removal leaves the offsets still to come in place.
        for offset in valid.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination
    /// offset, preserving ordering.
    ///
    /// `destination` counts in the collection as it was before the move: the moved
    /// elements end up before the element that was at `destination` (at the end for
    /// `count`). On `["a", "b", "c", "d"]`, `move(fromOffsets: [0], toOffset: 3)` gives
    /// `["b", "c", "a", "d"]`, and `move(fromOffsets: [3], toOffset: 0)` gives
    /// `["d", "a", "b", "c"]`.
    ///
    /// Offsets outside the collection are ignored and a destination outside
    /// `0...count` is clamped to it, with a warning.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let count = self.count
        let valid = source.filteredIndexSet { $0 >= 0 && $0 < count }
        if valid.count != source.count {
            warnAboutOffsets("move(fromOffsets: \(Array(source)), toOffset: \(destination)) on a collection of \(count) elements: offsets outside 0..<\(count) are ignored.")
        }
        var target = destination
        if !(0...count).contains(destination) {
            target = Swift.min(Swift.max(destination, 0), count)
            warnAboutOffsets("move(fromOffsets:toOffset: \(destination)) on a collection of \(count) elements: the destination is clamped to \(target).")
        }
        guard !valid.isEmpty else { return }
        var before: [Element] = [], moved: [Element] = [], after: [Element] = []
        for (offset, element) in zip(0..., self) {
            if valid.contains(offset) { moved.append(element) } else if offset < target { before.append(element) } else { after.append(element) }
        }
        for (index, element) in zip(indices, before + moved + after) {
            self[index] = element
        }
    }
}

/// Warns through `Diagnostics`: at once on the main actor (where views call these),
/// else as soon as the main actor runs.
private func warnAboutOffsets(_ message: String) {
    if mayAssumeMainActor() {
        MainActor.assumeIsolated { Diagnostics.warnOnce(message) }
    } else {
        Task { @MainActor in Diagnostics.warnOnce(message) }
    }
}
