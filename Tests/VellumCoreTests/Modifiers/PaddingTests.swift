import Foundation
import Testing
@testable import VellumCore

/// Spec section 4.1: padding. The worked examples (a tree, a proposal and frames) are in
/// Fixtures/padding.json.
@MainActor
struct PaddingTests {
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
