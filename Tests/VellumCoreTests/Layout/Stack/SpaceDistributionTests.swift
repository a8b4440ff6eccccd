import Foundation
import Testing
@testable import VellumCore

/// Step 2 of the stack algorithm (spec 5.1.2): the order items are offered space in,
/// and how often each one's minimum and maximum are measured.
struct SpaceDistributionTests {
    /// Items as (priority, minimum, maximum), some infinitely flexible, with ties.
    static let items: [(priority: Double, minimum: CGFloat, maximum: CGFloat)] = (0..<200).map { i in
        let minimum = CGFloat((i * 37) % 11)
        let maximum: CGFloat = i % 9 == 0 ? .infinity : minimum + CGFloat((i * 53) % 17)
        return (0, minimum, maximum)
    }

    /// The order of step 2 written out: priority (descending), flexibility (ascending;
    /// two infinitely flexible ones by larger minimum), then source order.
    static func expectedOrder(_ items: [(priority: Double, minimum: CGFloat, maximum: CGFloat)]) -> [Int] {
        items.indices.sorted { a, b in
            let (x, y) = (items[a], items[b])
            if x.priority != y.priority { return x.priority > y.priority }
            let (flexX, flexY) = (x.maximum - x.minimum, y.maximum - y.minimum)
            if flexX.isInfinite && flexY.isInfinite, x.minimum != y.minimum { return x.minimum > y.minimum }
            if flexX != flexY, !(flexX.isInfinite && flexY.isInfinite) { return flexX < flexY }
            return a < b
        }
    }

    /// Offers the items `available` and answers the order they were offered in and how
    /// many times each was measured at 0 and at infinity.
    static func distribute(_ items: [(priority: Double, minimum: CGFloat, maximum: CGFloat)],
                           available: CGFloat = 1000) -> (order: [Int], minimums: [Int], maximums: [Int]) {
        var minimums = [Int](repeating: 0, count: items.count)
        var maximums = [Int](repeating: 0, count: items.count)
        var order: [Int] = []
        SpaceDistribution(count: items.count, priority: { items[$0].priority }, minimum: {
            minimums[$0] += 1
            return items[$0].minimum
        }, maximum: {
            maximums[$0] += 1
            return items[$0].maximum
        }).distribute(available) { i, offer in
            order.append(i)
            return min(max(offer, items[i].minimum), items[i].maximum)
        }
        return (order, minimums, maximums)
    }

    /// One priority: every item is measured once each way, then sorted as plain values.
    @Test func onePriorityMeasuresEachItemOnceAndSortsByFlexibility() {
        let result = Self.distribute(Self.items)
        #expect(result.order == Self.expectedOrder(Self.items))
        #expect(result.minimums.allSatisfy { $0 == 1 })
        #expect(result.maximums.allSatisfy { $0 == 1 })
    }

    /// Several priorities: the same order rule, and items are measured at most once.
    @Test func severalPrioritiesKeepTheSameOrder() {
        let items = Self.items.enumerated().map { i, item in (priority: Double(i % 3), minimum: item.minimum, maximum: item.maximum) }
        let result = Self.distribute(items)
        #expect(result.order == Self.expectedOrder(items))
        #expect(result.minimums.allSatisfy { $0 <= 1 })
        #expect(result.maximums.allSatisfy { $0 <= 1 })
    }

    /// Items already in order are not sorted: one pass over neighbours decides it.
    @Test func itemsInOrderAreLeftInSourceOrder() {
        let items = (0..<50).map { i in (priority: 0.0, minimum: CGFloat(0), maximum: CGFloat(i)) }
        #expect(Self.distribute(items).order == Array(0..<50))
    }
}
