import Foundation
import Testing
@testable import VellumCore

// Spec sections 5.3 (Group) and 5.4 (ForEach), and ViewBuilder control flow, which like
// them decides which subviews a container gets (5.1.1). The Group and ForEach worked
// examples (a tree, a proposal and frames) are in Fixtures/group.json and for-each.json.

/// A 10 x 10 square marked `id`.
@MainActor
private func square(_ id: String, width: CGFloat = 10) -> some View {
    Color.red.frame(width: width, height: 10).id(id)
}

private struct SpecItem: Identifiable {
    let id: String
    let width: CGFloat
}

private enum SpecKind {
    case small, medium, large
}

/// Records how many subviews a layout sees (spec 6: Subviews flatten Group/ForEach).
private final class CountProbe {
    var count = -1
}

private struct CountSubviews: Layout {
    let probe: CountProbe
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        probe.count = subviews.count
        return .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@MainActor
struct GroupForEachTests {
    // MARK: Group (5.3)

    @Test func nestedGroupsFlatten() {
        // Spec 5.3 / 6: groups inside groups still give flat subviews: 4 subviews here.
        let probe = CountProbe()
        let v = CountSubviews(probe: probe) {
            Group {
                Color.red
                Group {
                    Color.green
                    Color.blue
                }
            }
            ForEach(0..<1) { _ in Color.gray }
        }
        _ = layout(v, width: nil, height: nil)
        #expect(probe.count == 4)
    }

    // MARK: ForEach (5.4)

    @Test func forEachOverIdentifiable() {
        // Spec 5.4: data order, not id order: "z" (30) first, then "a" (10); spacing 8.
        let items = [SpecItem(id: "z", width: 30), SpecItem(id: "a", width: 10)]
        let v = HStack {
            ForEach(items) { item in square(item.id, width: item.width) }
        }
        let l = layout(v, width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 48, height: 10)))
        expectFrame(l, "z", CGRect(x: 0, y: 0, width: 30, height: 10))
        expectFrame(l, "a", CGRect(x: 38, y: 0, width: 10, height: 10))
    }

    @Test func forEachWithKeyPathID() {
        // Spec 5.4: ForEach(_:id:) over strings; texts 8, 16, 24 wide (8 pt a glyph) with
        // HStack text spacing 8: x = 0, 16, 40.
        let v = HStack {
            ForEach(["a", "bb", "ccc"], id: \.self) { s in Text(s).id(s) }
        }
        let l = layout(v, width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 64, height: line)))
        expectFrame(l, "a", CGRect(x: 0, y: 0, width: 8, height: line))
        expectFrame(l, "bb", CGRect(x: 16, y: 0, width: 16, height: line))
        expectFrame(l, "ccc", CGRect(x: 40, y: 0, width: 24, height: line))
    }

    @Test func emptyForEachContributesNothing() {
        // Spec 5.4: no elements, no size and no spacing: 10 + 8 + 10 = 28 tall.
        let none: [SpecItem] = []
        let v = VStack {
            square("a")
            ForEach(none) { item in square(item.id) }
            square("b")
        }
        let l = layout(v, width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 10, height: 28)))
        expectFrame(l, "b", CGRect(x: 0, y: 18, width: 10, height: 10))
    }

    // MARK: ViewBuilder control flow

    private static func ifElse(_ flag: Bool) -> some View {
        HStack(spacing: 0) {
            square("first")
            if flag {
                square("x", width: 20)
            } else {
                square("x", width: 30)
                square("y", width: 5)
            }
        }
    }

    @Test func ifElse() {
        // Spec 5.1.1: the taken branch's views are the subviews; the other contributes none.
        let t = layout(Self.ifElse(true), width: nil, height: nil)
        #expect(close(t.size, CGSize(width: 30, height: 10)))
        expectFrame(t, "x", CGRect(x: 10, y: 0, width: 20, height: 10))
        #expect(t.frame(id: "y") == nil)

        let f = layout(Self.ifElse(false), width: nil, height: nil)
        #expect(close(f.size, CGSize(width: 45, height: 10)))
        expectFrame(f, "x", CGRect(x: 10, y: 0, width: 30, height: 10))
        expectFrame(f, "y", CGRect(x: 40, y: 0, width: 5, height: 10))
    }

    private static func switched(_ kind: SpecKind) -> some View {
        VStack(spacing: 0) {
            switch kind {
            case .small: Color.red.frame(width: 10, height: 10).id("k")
            case .medium: Color.red.frame(width: 20, height: 20).id("k")
            case .large:
                Color.red.frame(width: 30, height: 30).id("k")
                Color.red.frame(width: 30, height: 30).id("k2")
            }
        }
    }

    @Test func switchStatement() {
        // Spec 5.1.1: only the matching case contributes subviews.
        #expect(close(size(Self.switched(.small), nil, nil), CGSize(width: 10, height: 10)))
        #expect(close(size(Self.switched(.medium), nil, nil), CGSize(width: 20, height: 20)))
        let large = layout(Self.switched(.large), width: nil, height: nil)
        #expect(close(large.size, CGSize(width: 30, height: 60)))
        expectFrame(large, "k2", CGRect(x: 0, y: 30, width: 30, height: 30))
    }

    private static func ifLet(_ width: CGFloat?) -> some View {
        HStack {
            square("a")
            if let width {
                square("w", width: width)
            }
            square("b")
        }
    }

    @Test func ifLet() {
        // Spec 5.1.1: `if let` with a value adds a subview (and its spacing); with nil
        // nothing: 10 + 8 + 40 + 8 + 10 = 76 versus 10 + 8 + 10 = 28.
        let some = layout(Self.ifLet(40), width: nil, height: nil)
        #expect(close(some.size, CGSize(width: 76, height: 10)))
        expectFrame(some, "w", CGRect(x: 18, y: 0, width: 40, height: 10))
        expectFrame(some, "b", CGRect(x: 66, y: 0, width: 10, height: 10))

        let none = layout(Self.ifLet(nil), width: nil, height: nil)
        #expect(close(none.size, CGSize(width: 28, height: 10)))
        expectFrame(none, "b", CGRect(x: 18, y: 0, width: 10, height: 10))
    }

    @Test func optionalView() {
        // Spec 5.1.1: an Optional view that is nil produces no subview; a non-nil one
        // contributes its view: 12 + 8 + 12 = 32 wide without it.
        let missing: Text? = nil
        let present: Text? = Text("C")
        let a = layout(HStack {
            Text("A")
            missing
            Text("B").id("b")
        }, width: nil, height: nil)
        #expect(close(a.size, CGSize(width: 32, height: line)))
        expectFrame(a, "b", CGRect(x: 20, y: 0, width: 12, height: line))

        let b = layout(HStack {
            Text("A")
            present
            Text("B").id("b")
        }, width: nil, height: nil)
        // "C" is 8 wide (8 pt a glyph): 12 + 8 + 8 + 8 + 12 = 48.
        #expect(close(b.size, CGSize(width: 48, height: line)))
        expectFrame(b, "b", CGRect(x: 36, y: 0, width: 12, height: line))
    }
}
