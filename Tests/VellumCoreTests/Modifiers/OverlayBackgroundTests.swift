import Foundation
import Testing
@testable import VellumCore

/// Text("Hello") is 40 × 20.33 with the spec metrics; padded by 8 it is 56 × 36.33 (spec 4.7).
private let padded = CGSize(width: 56, height: line + 16)

/// Spec section 4.7: overlay and background. The worked examples (a tree, a proposal and
/// frames) are in Fixtures/overlay-background.json.
@MainActor
struct OverlayBackgroundTests {
    // Spec 4.7 worked example: .background(Color.blue) → the Color is proposed
    // (56, 36.33) → same size, at the same origin (ShapeStyle form).
    @Test func shapeStyleBackgroundMatchesPrimary() {
        let l = layout(Text("Hello").padding(8).id("p").background(Color.blue), width: 300, height: 300)
        #expect(close(l.size, padded))
        // Children are in drawing order: the background comes first, behind the primary.
        #expect(l.root.children.count == 2)
        let background = l.root.children[0]
        #expect(background.id == nil)
        #expect(l.root.children[1].id == AnyHashable("p"))
        #expect(close(background.frame, CGRect(origin: .zero, size: padded)))
        #expect(close(background.proposal.width ?? 0, 56))
        #expect(close(background.proposal.height ?? 0, line + 16))
        #expect(close(l.frame(id: "p"), CGRect(origin: .zero, size: padded)))
    }

    // Spec 4.7 worked example, view form (its frames are in the fixtures): the background
    // is drawn first, behind the primary.
    @Test func viewBackgroundIsDrawnFirst() {
        let l = layout(Text("Hello").padding(8).background { Color.blue.id("bg") }, width: nil, height: nil)
        #expect(l.root.children.first?.id == AnyHashable("bg"))
    }

    // Spec 4.7 worked example, top-trailing overlay (its frames are in the fixtures):
    // the overlay is drawn in front, after the primary.
    @Test func overlayIsDrawnLast() {
        let v = Text("Hello").padding(8).id("p").overlay(alignment: .topTrailing) {
            Circle().frame(width: 10, height: 10).id("c")
        }
        let l = layout(v, width: nil, height: nil)
        #expect(l.root.children.last?.id == AnyHashable("c"))
    }

    // Spec 4.7: the secondary never affects layout; the modifier's spacing is the primary's.
    @Test func spacingIsThePrimarys() {
        func stack<V: View>(_ v: V) -> ViewLayout {
            layout(VStack { Color.red.frame(width: 10, height: 10); v }, width: nil, height: nil)
        }
        let plain = stack(Text("A").id("t"))
        let overlaid = stack(Text("A").id("t").overlay { Color.blue.frame(width: 5, height: 5) })
        let backed = stack(Text("A").id("t").background(Color.blue))
        #expect(plain.frame(id: "t")?.minY != 18)
        #expect(overlaid.frame(id: "t")?.minY == plain.frame(id: "t")?.minY)
        #expect(backed.frame(id: "t")?.minY == plain.frame(id: "t")?.minY)
    }
}
