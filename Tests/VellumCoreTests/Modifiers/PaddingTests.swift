import Foundation
import Testing
@testable import VellumCore

private let hello = "Hello, world"  // 96 × 20.33 with the spec metrics

/// Spec section 4.1: padding.
@MainActor
struct PaddingTests {
    private let insets = EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)

    // Spec 4.1 worked example: proposed (200, 100) → child proposed (160, 80) →
    // child 96 × 20.33 → padded view 136 × 40.33; child at (leading, top).
    @Test func edgeInsetsWithFiniteProposal() {
        let l = layout(Text(hello).id("t").padding(insets), width: 200, height: 100)
        #expect(close(l.size, CGSize(width: 136, height: line + 20)))
        #expect(l.element(id: "t")?.proposal == ProposedViewSize(width: 160, height: 80))
        #expect(close(l.frame(id: "t"), CGRect(x: 20, y: 10, width: 96, height: line)))
    }

    // Spec 4.1 worked example: proposed (nil, nil) → the same 136 × 40.33; nil stays nil.
    @Test func edgeInsetsWithNilProposal() {
        let l = layout(Text(hello).id("t").padding(insets), width: nil, height: nil)
        #expect(close(l.size, CGSize(width: 136, height: line + 20)))
        #expect(l.element(id: "t")?.proposal == .unspecified)
    }

    // Spec 4.1 worked example: .padding() (16 on every edge) → 128 × 52.33.
    @Test func defaultPaddingIsSixteen() {
        let l = layout(Text(hello).id("t").padding(), width: 300, height: 300)
        #expect(close(l.size, CGSize(width: 128, height: line + 32)))
        #expect(close(l.frame(id: "t"), CGRect(x: 16, y: 16, width: 96, height: line)))
    }

    // Spec 4.1: padding(Edge.Set, length): only the listed edges are inset.
    @Test func horizontalPadding() {
        let l = layout(Text(hello).id("t").padding(.horizontal, 5), width: 300, height: 300)
        #expect(close(l.size, CGSize(width: 106, height: line)))
        #expect(close(l.frame(id: "t"), CGRect(x: 5, y: 0, width: 96, height: line)))
        #expect(l.element(id: "t")?.proposal == ProposedViewSize(width: 290, height: 300))
    }

    // Spec 4.1: a nil length uses the default 16 on the listed edges only.
    @Test func edgeSetWithDefaultLength() {
        let l = layout(Text(hello).id("t").padding(.top), width: 300, height: 300)
        #expect(close(l.size, CGSize(width: 96, height: line + 16)))
        #expect(close(l.frame(id: "t"), CGRect(x: 0, y: 16, width: 96, height: line)))
        #expect(close(size(Text(hello).padding([.leading, .bottom]), nil, nil), CGSize(width: 112, height: line + 16)))
    }

    // Spec 4.1: padding(CGFloat) insets every edge by that length.
    @Test func uniformLength() {
        #expect(close(size(Text(hello).padding(8), nil, nil), CGSize(width: 112, height: line + 16)))
        #expect(size(Rectangle().padding(8), 100, 60) == CGSize(width: 100, height: 60))
    }

    // Spec 4.1: child proposal is w' = max(0, w − insets); the padded view is child + insets.
    @Test func proposalNeverBelowZero() {
        let l = layout(Rectangle().id("r").padding(20), width: 30, height: 30)
        #expect(l.element(id: "r")?.proposal == ProposedViewSize(width: 0, height: 0))
        #expect(l.frame(id: "r") == CGRect(x: 20, y: 20, width: 0, height: 0))
        #expect(l.size == CGSize(width: 40, height: 40))
    }

    // Spec 4.1: infinity stays infinity, nil stays nil.
    @Test func infinityAndNilPassThrough() {
        let inf = layout(Rectangle().id("r").padding(10), width: .infinity, height: nil)
        #expect(inf.element(id: "r")?.proposal == ProposedViewSize(width: .infinity, height: nil))
        #expect(inf.size.width == .infinity)
        #expect(inf.size.height == 30)
        #expect(size(Rectangle().padding(10), nil, nil) == CGSize(width: 30, height: 30))
    }

    // Spec 4.1: negative insets give the child a larger proposal and the padded view
    // reports less than the child.
    @Test func negativeInsets() {
        let l = layout(Text(hello).id("t").padding(-10), width: 50, height: 100)
        // The child is proposed (70, 120) and wraps to "Hello," / "world": 46 × 40.67.
        #expect(l.element(id: "t")?.proposal == ProposedViewSize(width: 70, height: 120))
        #expect(close(l.frame(id: "t"), CGRect(x: -10, y: -10, width: 46, height: 2 * line)))
        #expect(close(l.size, CGSize(width: 26, height: 2 * line - 20)))
    }

    // Spec 4.1: negative EdgeInsets on some edges only.
    @Test func negativeEdgeInsets() {
        let v = Rectangle().id("r").padding(EdgeInsets(top: -5, leading: 0, bottom: 0, trailing: -15))
        let l = layout(v, width: 100, height: 100)
        #expect(l.element(id: "r")?.proposal == ProposedViewSize(width: 115, height: 105))
        #expect(l.frame(id: "r") == CGRect(x: 0, y: -5, width: 115, height: 105))
        #expect(l.size == CGSize(width: 100, height: 100))
    }

    // Spec 4.1: ideal size = child ideal + insets.
    @Test func idealSizeIsChildIdealPlusInsets() {
        #expect(size(Color.red.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), nil, nil)
            == CGSize(width: 16, height: 14))
    }

    // Spec 4.1 / 0.7: placement is at (leading, top), mirrored in RTL.
    @Test func rightToLeftMirrorsPlacement() {
        var env = EnvironmentValues.spec
        env.layoutDirection = .rightToLeft
        let v = Text(hello).id("t").padding(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4))
        let l = ViewLayout(of: v, proposal: .unspecified, environment: env)
        #expect(l.size.width == 120)
        #expect(close(l.frame(id: "t"), CGRect(x: 4, y: 0, width: 96, height: line)))
    }

    // Spec 4.1 spacing: edges with a non-zero inset are reset to plain-view spacing, so a
    // plain view above sees the default 8 instead of Text's own top spacing.
    @Test func nonZeroInsetResetsTextSpacing() {
        func stack<V: View>(_ below: V) -> some View {
            VStack { Color.red.frame(width: 10, height: 10); below }
        }
        let padded = layout(stack(Text("A").padding(.top, 1).id("p")), width: nil, height: nil)
        #expect(padded.frame(id: "p")?.minY == 18)
        // A zero inset, or insets only on other edges, leave Text's top spacing alone.
        let plain = layout(stack(Text("A").id("p")), width: nil, height: nil)
        let sides = layout(stack(Text("A").padding(.horizontal, 4).id("p")), width: nil, height: nil)
        let zero = layout(stack(Text("A").padding(.top, 0).id("p")), width: nil, height: nil)
        #expect(plain.frame(id: "p")?.minY != 18)
        #expect(sides.frame(id: "p")?.minY == plain.frame(id: "p")?.minY)
        #expect(zero.frame(id: "p")?.minY == plain.frame(id: "p")?.minY)
    }
}
