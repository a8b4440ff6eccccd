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

    /// Forgets the entries whose keys match (when what they were computed from has changed).
    mutating func removeAll(where matches: (Key) -> Bool) {
        for (key, entry) in entries where matches(key) {
            entries[key] = nil
            totalCost -= entry.cost
        }
    }

    mutating func insert(_ value: Value, for key: Key, cost: Int) {
        clock += 1
        if let old = entries.updateValue((value, cost, clock), forKey: key) { totalCost -= old.cost }
        totalCost += cost
        guard entries.count > capacity || totalCost > costLimit else { return }
        // The entry just inserted (the newest) stays, however large. Ages are sorted as
        // plain integers, with positions into the dictionary: no key is hashed or
        // copied until it is removed.
        var ages = entries.indices.map { (used: entries[$0].value.used, index: $0) }
        ages.sort { $0.used < $1.used }
        var doomed: [Key] = []
        var count = entries.count, cost = totalCost
        for (used, index) in ages where used != clock {
            guard count > capacity * 3 / 4 || cost > costLimit * 3 / 4 else { break }
            let entry = entries[index]
            doomed.append(entry.key)
            count -= 1
            cost -= entry.value.cost
        }
        for key in doomed { entries[key] = nil }
        totalCost = cost
    }
}

/// A key hashed once, compared by hash first: a layout looks its text up in two caches,
/// each lookup hashing and comparing keys, and a `TextContent` (strings, fonts and
/// colours of every run) costs more to hash than the rest of the lookup.
struct Prehashed<Value: Hashable>: Hashable {
    let value: Value
    let hash: Int

    init(_ value: Value) {
        self.value = value
        hash = value.hashValue
    }

    static func == (a: Self, b: Self) -> Bool { a.hash == b.hash && a.value == b.value }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
