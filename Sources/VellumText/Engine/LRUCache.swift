/// A bounded map that forgets what was used longest ago, in two generations.
///
/// Entries used (inserted or found) since the last turn are the recent generation; the
/// ones before, the old generation. When the recent generation reaches half the capacity
/// or half the cost limit, it turns: the old generation is forgotten whole and the
/// recent one becomes old. An old entry found again moves to the recent generation. So
/// at least the `capacity / 2` entries used last are kept, at most `capacity` in all,
/// and eviction costs nothing per insertion: no ages are sorted, no entry is looked at.
///
/// Each entry has a cost (say, its scalar count) so a few huge texts cannot hold the
/// memory of thousands of labels; an entry whose cost alone passes half the limit turns
/// the generation as it is inserted, and stays until the next turn.
struct LRUCache<Key: Hashable, Value> {
    let capacity: Int
    let costLimit: Int
    private var recent: [Key: (value: Value, cost: Int)] = [:]
    private var old: [Key: (value: Value, cost: Int)] = [:]
    private var recentCost = 0

    init(capacity: Int, costLimit: Int) {
        self.capacity = max(capacity, 2)
        self.costLimit = max(costLimit, 2)
    }

    var count: Int { recent.count + old.count }

    mutating func value(for key: Key) -> Value? {
        if let entry = recent[key] { return entry.value }
        guard let entry = old.removeValue(forKey: key) else { return nil }
        add(entry.value, for: key, cost: entry.cost)
        return entry.value
    }

    /// Forgets the entries whose keys match (when what they were computed from has changed).
    mutating func removeAll(where matches: (Key) -> Bool) {
        for key in recent.keys where matches(key) { recentCost -= recent.removeValue(forKey: key)!.cost }
        for key in old.keys where matches(key) { old[key] = nil }
    }

    mutating func insert(_ value: Value, for key: Key, cost: Int) {
        old[key] = nil
        if let previous = recent.removeValue(forKey: key) { recentCost -= previous.cost }
        add(value, for: key, cost: cost)
    }

    private mutating func add(_ value: Value, for key: Key, cost: Int) {
        recent[key] = (value, cost)
        recentCost += cost
        turnIfFull()
    }

    private mutating func turnIfFull() {
        guard recent.count >= capacity / 2 || recentCost >= costLimit / 2 else { return }
        old = recent
        recent = [:]
        recentCost = 0
    }
}

/// A key hashed once, compared by hash first: a lookup and an insertion each hash their
/// key, so does each growth of the table, and a `TextContent` (strings, fonts and
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
