import Foundation
import Testing
@testable import VellumCore

/// Ideal 150 wide: "Hello," 46 + space 8 + "world" 42 + space 8 + "Hello," 46.
private let textA = "Hello, world Hello,"
/// Ideal 120 wide: "Hello, world" 96 + space 8 + "ab" 16.
private let textB = "Hello, world ab"

/// Spec section 4.5: layoutPriority.
@MainActor
struct LayoutPriorityTests {
    // The texts the worked example assumes.
    @Test func exampleTextIdealWidths() {
        #expect(close(size(Text(textA), nil, nil), CGSize(width: 150, height: line)))
        #expect(close(size(Text(textB), nil, nil), CGSize(width: 120, height: line)))
    }

    // Spec 4.5 worked example: HStack(spacing: 0) { Text(A).layoutPriority(1); Text(B) }
    // proposed width 200: group 1 (A) is offered 200 − minB(0) = 200 → A = 150;
    // group 2 gets the rest, 50 → B wraps or truncates to ≤ 50.
    @Test func higherPriorityIsSizedFirst() {
        let v = HStack(spacing: 0) {
            Text(textA).id("a").layoutPriority(1)
            Text(textB).id("b")
        }
        let l = layout(v, width: 200, height: nil)
        #expect(l.element(id: "a")?.proposal.width == 200)
        #expect(l.frame(id: "a")?.width == 150)
        #expect(l.frame(id: "a")?.minX == 0)
        #expect(l.element(id: "b")?.proposal.width == 50)
        #expect((l.frame(id: "b")?.width ?? .infinity) <= 50)
        #expect(l.frame(id: "b")?.minX == 150)
        // B wraps to "Hello," / "world" / "ab": 46 × 3 lines.
        #expect(close(l.frame(id: "b")?.size ?? .zero, CGSize(width: 46, height: 3 * line)))
    }

    // Contrast: without the priority, B (less flexible) is offered space first and A
    // does not get its ideal 150.
    @Test func withoutPriorityFlexibilityDecides() {
        let v = HStack(spacing: 0) { Text(textA).id("a"); Text(textB).id("b") }
        let l = layout(v, width: 200, height: nil)
        #expect((l.frame(id: "a")?.width ?? 0) < 150)
    }

    // Spec 4.5: a lower priority puts a view in a later group, with its minimum reserved.
    @Test func negativePriorityIsSizedLast() {
        let v = HStack(spacing: 0) {
            Text(textA).id("a")
            Text(textB).id("b").layoutPriority(-1)
        }
        let l = layout(v, width: 200, height: nil)
        #expect(l.frame(id: "a")?.width == 150)
        #expect(l.element(id: "b")?.proposal.width == 50)
    }

    // Spec 4.5: the group's minimums are reserved: offered P − Σ min of later groups.
    @Test func lowerGroupMinimumIsReserved() {
        let v = HStack(spacing: 0) {
            Color.red.id("r").layoutPriority(1)
            Color.blue.frame(minWidth: 30).id("b")
        }
        let l = layout(v, width: 200, height: 10)
        #expect(l.element(id: "r")?.proposal.width == 170)
        #expect(l.frame(id: "r")?.width == 170)
        #expect(l.frame(id: "b") == CGRect(x: 170, y: 0, width: 30, height: 10))
    }

    // Spec 4.5: a trait does nothing by itself.
    @Test func priorityAloneChangesNothing() {
        #expect(close(size(Text(textA).layoutPriority(5), 100, nil), size(Text(textA), 100, nil)))
        #expect(close(size(Text(textA).layoutPriority(5), nil, nil), CGSize(width: 150, height: line)))
    }

    // Spec 4.4: "Layout priority of the child passes through" fixedSize.
    @Test func priorityPassesThroughFixedSize() {
        let v = HStack(spacing: 0) {
            Text(textA).id("a").layoutPriority(1).fixedSize(horizontal: false, vertical: true)
            Text(textB).id("b")
        }
        let l = layout(v, width: 200, height: nil)
        #expect(l.frame(id: "a")?.width == 150)
        #expect(l.element(id: "b")?.proposal.width == 50)
    }

    // Spec 5.2 via 4.5: ZStack sizes itself by its highest-priority children.
    @Test func zStackUsesHighestPriority() {
        let v = ZStack {
            Color.red.frame(width: 50, height: 50).layoutPriority(1)
            Color.blue.frame(width: 200, height: 20).id("big")
        }
        let l = layout(v, width: 300, height: 300)
        #expect(l.size == CGSize(width: 50, height: 50))
        #expect(l.frame(id: "big") == CGRect(x: -75, y: 15, width: 200, height: 20))
    }
}
