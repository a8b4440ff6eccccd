/// A bounded map that forgets what was used longest ago.
///
/// Each entry has a cost (say, its glyph count) so a few huge texts cannot hold the
/// memory of thousands of labels. When either bound is passed the oldest entries go
/// until both are back under three quarters, so eviction's sort is paid once per many
/// insertions.
struct LRUCache<Key: Hashable, Value> {
    let capacity: Int
    let costLimit: Int
    private var entries: [Key: (value: Value, cost: Int, used: UInt64)] = [:]
    private var clock: UInt64 = 0
    private var totalCost = 0

    init(capacity: Int, costLimit: Int) {
        self.capacity = max(capacity, 1)
        self.costLimit = max(costLimit, 1)
    }

    var count: Int { entries.count }

    mutating func value(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key]?.used = clock
        return entry.value
    }

    mutating func insert(_ value: Value, for key: Key, cost: Int) {
        clock += 1
        if let old = entries.updateValue((value, cost, clock), forKey: key) { totalCost -= old.cost }
        totalCost += cost
        guard entries.count > capacity || totalCost > costLimit else { return }
        // The entry just inserted stays, however large.
        var oldestFirst = entries.filter { $0.key != key }.sorted { $0.value.used < $1.value.used }[...]
        while entries.count > capacity * 3 / 4 || totalCost > costLimit * 3 / 4, let oldest = oldestFirst.popFirst() {
            entries[oldest.key] = nil
            totalCost -= oldest.value.cost
        }
    }
}
