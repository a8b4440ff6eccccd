import Foundation

// How a stack shares its length among its children (spec 5.1.2, steps 2 to 5), and how
// a Grid shares its width among columns and its height among rows (spec 5.9, steps 3
// and 4): one algorithm, over "items" that answer an offered length.
//
// 2. Order the items by layout priority (descending), then by flexibility (maximum −
//    minimum, ascending; between two infinitely flexible ones the larger minimum first),
//    else in source order. A stable O(n log n) sort: a stack of 100,000 texts is sorted
//    in a blink, where an insertion sort took minutes.
// 3. Reserve the minimums of all groups after the first.
// 4. (The caller has taken its spacing out of `available`.)
// 5. Walk the groups; each item in turn is offered what is left divided by the items of
//    its group left, and takes what it takes; a group gets its own reserved minimums
//    back first.

/// One item's answers, asked lazily: minimums and maximums are measured only for items
/// whose order has to be decided, each once.
struct SpaceDistribution {
    /// The number of items.
    let count: Int
    let priority: (Int) -> Double
    /// The length item i takes when offered 0.
    let minimum: (Int) -> CGFloat
    /// The length item i takes when offered infinity.
    let maximum: (Int) -> CGFloat
    /// How many equal parts item i stands for: a run of grid columns alike in every
    /// cell, sized once (1 for stack children). Offers, minimums, maximums and taken
    /// lengths are per part; the item uses weight × length of the space.
    var weight: (Int) -> CGFloat = { _ in 1 }

    /// Offers each item its share of `available`, calling `take(i, offer)` once per item
    /// in the order of step 2; `take` returns the length the item took (per part).
    func distribute(_ available: CGFloat, take: (_ item: Int, _ offer: CGFloat) -> CGFloat) {
        let n = count
        guard n > 0 else { return }
        var minimums = [CGFloat?](repeating: nil, count: n)
        var maximums = [CGFloat?](repeating: nil, count: n)
        func minimum(_ i: Int) -> CGFloat {
            if let m = minimums[i] { return m }
            let m = self.minimum(i)
            minimums[i] = m
            return m
        }
        func maximum(_ i: Int) -> CGFloat {
            if let m = maximums[i] { return m }
            let m = self.maximum(i)
            maximums[i] = m
            return m
        }
        let priorities = (0..<n).map(priority)
        /// Step 2's order, a strict weak ordering; ties keep source order below.
        func comesBefore(_ a: Int, _ b: Int) -> Bool {
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            return Flexibility(maximum(a) - minimum(a), minimum(a)).comesBefore(Flexibility(maximum(b) - minimum(b), minimum(b)))
        }
        var order = Array(0..<n)
        // Children usually come in order already (equal flexibility): one pass sees it.
        if (1..<n).contains(where: { comesBefore($0, $0 - 1) }) {
            if priorities.allSatisfy({ $0 == priorities[0] }) {
                // One priority: the sort compares every item by flexibility, so each is
                // measured anyway; measured first, plain values are sorted.
                let keys = (0..<n).map { Flexibility(maximum($0) - minimum($0), minimum($0)) }
                order.sort { a, b in keys[a].comesBefore(keys[b]) || (!keys[b].comesBefore(keys[a]) && a < b) }
            } else {
                order.sort { a, b in comesBefore(a, b) || (!comesBefore(b, a) && a < b) }
            }
        }

        // Steps 3 and 5.
        var available = available
        var start = 0
        var firstGroup = true
        while start < n {
            let group = priorities[order[start]]
            var end = start
            while end < n, priorities[order[end]] == group { end += 1 }
            if firstGroup {
                // Infinite minimums (rare) cannot be reserved; they are simply taken.
                for k in end..<n where minimum(order[k]).isFinite { available -= minimum(order[k]) * weight(order[k]) }
                firstGroup = false
            } else {
                for k in start..<end where minimum(order[k]).isFinite { available += minimum(order[k]) * weight(order[k]) }
            }
            var parts = (start..<end).reduce(0) { $0 + weight(order[$1]) }
            for k in start..<end {
                let length = take(order[k], Swift.max(available / parts, 0))
                parts -= weight(order[k])
                // Infinite space stays infinite: every item may ask for its maximum.
                if available.isFinite { available -= length * weight(order[k]) }
            }
            start = end
        }
    }

    /// An item's place in step 2's order within one priority.
    private struct Flexibility {
        /// Maximum − minimum.
        let flexibility: CGFloat
        let minimum: CGFloat

        init(_ flexibility: CGFloat, _ minimum: CGFloat) {
            self.flexibility = flexibility
            self.minimum = minimum
        }

        /// Less flexible first; between two infinitely flexible ones the larger minimum.
        func comesBefore(_ other: Flexibility) -> Bool {
            if flexibility.isInfinite && other.flexibility.isInfinite { return minimum > other.minimum }
            return flexibility < other.flexibility
        }
    }
}
