import Foundation
import Testing
@testable import VellumCore

/// Spec section 4.8: offset vs position. Text("Hello") is 40 × 20.33 with the spec metrics.
@MainActor
struct OffsetPositionTests {
    // Spec 4.8 worked example: Text("Hello").position(x: 50, y: 50) as the root of a
    // 300 × 200 area: the modifier is 300 × 200; the text is proposed (300, 200) →
    // 40 × 20.33; its origin is (30, 39.83).
    @Test func positionWorkedExample() {
        let l = ViewLayout(of: Text("Hello").id("t").position(x: 50, y: 50), in: CGSize(width: 300, height: 200), environment: .spec)
        #expect(l.size == CGSize(width: 300, height: 200))
        #expect(l.element(id: "t")?.proposal == ProposedViewSize(width: 300, height: 200))
        #expect(close(l.frame(id: "t"), CGRect(x: 30, y: 50 - line / 2, width: 40, height: line)))
        #expect(close(l.frame(id: "t")?.minY ?? 0, 39.833))
    }

    // Spec 4.8 worked example: with .offset(x: 50, y: 50) instead, the text stays
    // 40 × 20.33, is placed by its parent (the window centres it) and drawn shifted 50/50.
    @Test func offsetWorkedExample() {
        let l = ViewLayout(of: Text("Hello").id("t").offset(x: 50, y: 50), in: CGSize(width: 300, height: 200), environment: .spec)
        #expect(close(l.size, CGSize(width: 40, height: line)))
        #expect(close(l.frame(id: "t"), CGRect(x: 130 + 50, y: (200 - line) / 2 + 50, width: 40, height: line)))
    }

    // Spec 4.8: in HStack { A; B.offset(x: 10) } B draws 10 pt right of its slot and A is
    // unaffected; the stack's size does not change.
    @Test func offsetMovesOnlyTheView() {
        func stack(_ dx: CGFloat) -> some View {
            HStack {
                Color.red.frame(width: 20, height: 20).id("a")
                Color.blue.frame(width: 20, height: 20).id("b").offset(x: dx)
            }
        }
        let plain = layout(stack(0), width: nil, height: nil)
        let moved = layout(stack(10), width: nil, height: nil)
        #expect(plain.size == CGSize(width: 48, height: 20))
        #expect(moved.size == plain.size)
        #expect(moved.frame(id: "a") == plain.frame(id: "a"))
        #expect(plain.frame(id: "b") == CGRect(x: 28, y: 0, width: 20, height: 20))
        #expect(moved.frame(id: "b") == CGRect(x: 38, y: 0, width: 20, height: 20))
    }

    // Spec 4.8: offset does not change the proposal or the size; descendants move too.
    @Test func offsetKeepsProposalAndMovesDescendants() {
        let v = Text("Hello").id("t").padding(5).id("p").offset(CGSize(width: -7, height: 3))
        let l = layout(v, width: 100, height: 100)
        #expect(close(l.size, CGSize(width: 50, height: line + 10)))
        #expect(l.element(id: "p")?.proposal == ProposedViewSize(width: 100, height: 100))
        #expect(close(l.frame(id: "p"), CGRect(x: -7, y: 3, width: 50, height: line + 10)))
        #expect(close(l.frame(id: "t"), CGRect(x: -2, y: 8, width: 40, height: line)))
    }

    // Spec 4.8: position's own size is the full proposal; the child is proposed the
    // modifier's own final size.
    @Test func positionProposesItsOwnSize() {
        let l = layout(Color.red.id("c").position(x: 50, y: 50), width: 300, height: 200)
        #expect(l.size == CGSize(width: 300, height: 200))
        #expect(l.element(id: "c")?.proposal == ProposedViewSize(width: 300, height: 200))
        #expect(l.frame(id: "c") == CGRect(x: -100, y: -50, width: 300, height: 200))
    }

    // Spec 4.8: a nil axis is replaced by the child's size on that axis for that proposal.
    @Test func positionNilAxesUseChildSize() {
        #expect(close(size(Text("Hello").position(x: 0, y: 0), nil, nil), CGSize(width: 40, height: line)))
        let l = layout(Text("Hello").id("t").position(x: 100, y: 0), width: 300, height: nil)
        #expect(close(l.size, CGSize(width: 300, height: line)))
        #expect(close(l.frame(id: "t"), CGRect(x: 80, y: -line / 2, width: 40, height: line)))
    }

    // Spec 4.8: position is greedy: min = 0, max = infinity on finite axes.
    @Test func positionIsGreedy() {
        let v = Text("Hello").position(x: 10, y: 10)
        #expect(size(v, 0, 0) == .zero)
        #expect(size(v, .infinity, 5) == CGSize(width: CGFloat.infinity, height: 5))
    }

    // Spec 4.8: the child's centre is at (x, y) in the modifier's local space, so a
    // position inside a stack moves with the stack's placement of the modifier.
    @Test func positionIsLocalToModifier() {
        let v = VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 30)
            Color.blue.frame(width: 10, height: 10).id("c").position(x: 20, y: 20).frame(width: 100, height: 50)
        }
        let l = layout(v, width: nil, height: nil)
        #expect(l.frame(id: "c") == CGRect(x: 15, y: 45, width: 10, height: 10))
    }

    // Spec 4.8: offset and position are not the same: position changes the size the
    // parent sees; offset does not.
    @Test func positionVersusOffsetSize() {
        #expect(close(size(Text("Hello").offset(x: 50, y: 50), 300, 200), CGSize(width: 40, height: line)))
        #expect(size(Text("Hello").position(x: 50, y: 50), 300, 200) == CGSize(width: 300, height: 200))
    }

    // Spec 4.8: offset does not change the spacing the parent sees (the text keeps its own).
    @Test func offsetKeepsChildSpacing() {
        func stack<V: View>(_ v: V) -> ViewLayout {
            layout(VStack { Color.red.frame(width: 10, height: 10); v }, width: nil, height: nil)
        }
        let plain = stack(Text("A").id("t"))
        let offset = stack(Text("A").id("t").offset(x: 0, y: 0))
        #expect(plain.frame(id: "t")?.minY != 18)
        #expect(offset.frame(id: "t")?.minY == plain.frame(id: "t")?.minY)
    }

    // Spec 4.8: position discards the child's spacing and uses plain-view spacing (8).
    @Test func positionUsesPlainSpacing() {
        let v = VStack { Color.red.frame(width: 10, height: 10); Text("A").position(x: 20, y: 5).id("p") }
        let l = layout(v, width: nil, height: nil)
        #expect(l.frame(id: "p")?.minY == 18)
    }
}
