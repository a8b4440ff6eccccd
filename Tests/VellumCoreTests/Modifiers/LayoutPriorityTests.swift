import Foundation
import Testing
@testable import VellumCore

/// Ideal 150 wide: "Hello," 46 + space 8 + "world" 42 + space 8 + "Hello," 46.
private let textA = "Hello, world Hello,"
/// Ideal 120 wide: "Hello, world" 96 + space 8 + "ab" 16.
private let textB = "Hello, world ab"

/// Spec section 4.5: layoutPriority. The worked examples (a tree, a proposal and frames)
/// are in Fixtures/layout-priority.json.
@MainActor
struct LayoutPriorityTests {
    // Contrast: without the priority, B (less flexible) is offered space first and A
    // does not get its ideal 150.
    @Test func withoutPriorityFlexibilityDecides() {
        let v = HStack(spacing: 0) { Text(textA).id("a"); Text(textB).id("b") }
        let l = layout(v, width: 200, height: nil)
        #expect((l.frame(id: "a")?.width ?? 0) < 150)
    }

    // Spec 4.5: a trait does nothing by itself.
    @Test func priorityAloneChangesNothing() {
        #expect(close(size(Text(textA).layoutPriority(5), 100, nil), size(Text(textA), 100, nil)))
        #expect(close(size(Text(textA).layoutPriority(5), nil, nil), CGSize(width: 150, height: line)))
    }
}
