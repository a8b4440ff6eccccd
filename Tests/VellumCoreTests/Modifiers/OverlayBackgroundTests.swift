import Foundation
import Testing
@testable import VellumCore

/// Text("Hello") is 40 × 20.33 with the spec metrics; padded by 8 it is 56 × 36.33 (spec 4.7).
private let padded = CGSize(width: 56, height: line + 16)

/// Spec section 4.7: overlay and background.
@MainActor
struct OverlayBackgroundTests {
    // Spec 4.7 worked example: Text("Hello") (40 × 20.33).padding(8) → 56 × 36.33.
    @Test func paddedPrimarySize() {
        #expect(close(size(Text("Hello").padding(8), nil, nil), padded))
    }

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

    // Spec 4.7 worked example, view form: the secondary is proposed the primary's size.
    @Test func viewBackgroundMatchesPrimary() {
        let l = layout(Text("Hello").padding(8).background { Color.blue.id("bg") }, width: nil, height: nil)
        #expect(close(l.size, padded))
        #expect(close(l.frame(id: "bg"), CGRect(origin: .zero, size: padded)))
        let p = l.element(id: "bg")?.proposal
        #expect(close(p?.width ?? 0, 56))
        #expect(close(p?.height ?? 0, line + 16))
        #expect(l.root.children.first?.id == AnyHashable("bg"))
    }

    // Spec 4.7 worked example: .overlay(alignment: .topTrailing) { Circle().frame(width: 10,
    // height: 10) } → circle frame at (46, 0) relative to the primary; size stays 56 × 36.33.
    @Test func topTrailingOverlay() {
        let v = Text("Hello").padding(8).id("p").overlay(alignment: .topTrailing) {
            Circle().frame(width: 10, height: 10).id("c")
        }
        let l = layout(v, width: nil, height: nil)
        #expect(close(l.size, padded))
        #expect(l.frame(id: "c") == CGRect(x: 46, y: 0, width: 10, height: 10))
        // Z-order: the overlay is drawn in front, after the primary.
        #expect(l.root.children.last?.id == AnyHashable("c"))
    }

    // The same overlay placed by a window: the circle stays at (46, 0) from the primary.
    @Test func overlayIsRelativeToPrimary() {
        let v = Text("Hello").padding(8).id("p").overlay(alignment: .topTrailing) {
            Circle().frame(width: 10, height: 10).id("c")
        }
        let l = ViewLayout(of: v, in: CGSize(width: 300, height: 200), environment: .spec)
        let primary = l.frame(id: "p") ?? .zero
        #expect(close(primary, CGRect(x: 122, y: (200 - padded.height) / 2, width: 56, height: padded.height)))
        #expect(close(l.frame(id: "c"), CGRect(x: primary.minX + 46, y: primary.minY, width: 10, height: 10)))
    }

    // Spec 4.7: secondaryOrigin = primaryOrigin + primary[A] − secondary[A].
    @Test func bottomLeadingBackground() {
        let v = Text("Hello").padding(8).background(alignment: .bottomLeading) {
            Color.red.frame(width: 20, height: 10).id("b")
        }
        let l = layout(v, width: nil, height: nil)
        #expect(close(l.frame(id: "b"), CGRect(x: 0, y: line + 6, width: 20, height: 10)))
    }

    // Spec 4.7: the default alignment is .center.
    @Test func centredOverlayByDefault() {
        let v = Color.red.frame(width: 100, height: 50).overlay(Color.blue.frame(width: 20, height: 10).id("o"))
        let l = layout(v, width: nil, height: nil)
        #expect(l.frame(id: "o") == CGRect(x: 40, y: 20, width: 20, height: 10))
    }

    // Spec 4.7: a secondary larger than the primary overflows; the size is the primary's.
    @Test func largerSecondaryOverflows() {
        let v = Color.red.frame(width: 10, height: 10).overlay { Color.blue.frame(width: 30, height: 30).id("o") }
        let l = layout(v, width: 300, height: 300)
        #expect(l.size == CGSize(width: 10, height: 10))
        #expect(l.frame(id: "o") == CGRect(x: -10, y: -10, width: 30, height: 30))
    }

    // Spec 4.7: the secondary view never affects layout, even inside a stack.
    @Test func secondaryDoesNotAffectParentLayout() {
        let v = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).background { Color.blue.frame(width: 100, height: 100) }
            Color.green.frame(width: 20, height: 20).id("g")
        }
        let l = layout(v, width: nil, height: nil)
        #expect(l.size == CGSize(width: 40, height: 20))
        #expect(l.frame(id: "g") == CGRect(x: 20, y: 0, width: 20, height: 20))
    }

    // Spec 4.7: the primary is sized alone with the incoming proposal.
    @Test func primarySizedWithIncomingProposal() {
        let l = layout(Color.red.id("r").overlay { Text("Hello") }, width: 70, height: 30)
        #expect(l.size == CGSize(width: 70, height: 30))
        #expect(l.element(id: "r")?.proposal == ProposedViewSize(width: 70, height: 30))
    }

    // Spec 4.7: both sides use explicit guides when present.
    @Test func secondaryExplicitGuide() {
        let v = Color.red.frame(width: 100, height: 50).overlay(alignment: .leading) {
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.leading) { d in d.width / 2 }.id("o")
        }
        let l = layout(v, width: nil, height: nil)
        #expect(l.frame(id: "o") == CGRect(x: -5, y: 20, width: 10, height: 10))
    }

    // Spec 4.7: several views in the secondary closure form an implicit ZStack; its own
    // alignment is [UNVERIFIED] in the spec, which says to assume A.
    @Test func multipleSecondariesFormZStackWithAlignment() {
        let v = Color.red.frame(width: 100, height: 50).overlay(alignment: .bottomLeading) {
            Color.blue.frame(width: 10, height: 10).id("a")
            Color.green.frame(width: 20, height: 30).id("b")
        }
        let l = layout(v, width: nil, height: nil)
        #expect(l.size == CGSize(width: 100, height: 50))
        // The ZStack is 20 × 30 and sits at the primary's bottom-leading corner (0, 20).
        #expect(l.frame(id: "b") == CGRect(x: 0, y: 20, width: 20, height: 30))
        #expect(l.frame(id: "a") == CGRect(x: 0, y: 40, width: 10, height: 10))
    }

    // Spec 4.7 / 0.7: in RTL the horizontal placement is mirrored about the centre.
    @Test func rightToLeftMirrorsSecondary() {
        var env = EnvironmentValues.spec
        env.layoutDirection = .rightToLeft
        let v = Color.red.frame(width: 100, height: 50).overlay(alignment: .topLeading) {
            Color.blue.frame(width: 10, height: 10).id("o")
        }
        let l = ViewLayout(of: v, proposal: .unspecified, environment: env)
        #expect(l.frame(id: "o") == CGRect(x: 90, y: 0, width: 10, height: 10))
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
