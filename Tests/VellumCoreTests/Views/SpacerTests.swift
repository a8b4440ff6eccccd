import Foundation
import Testing
@testable import VellumCore

/// The spec environment on a 3× screen (spec 3.2: pixelLength = 1/3 pt).
private var env3x: EnvironmentValues {
    var env = EnvironmentValues.spec
    env.displayScale = 3
    return env
}

/// Spec section 3: Spacer and Divider. The worked examples (a tree, a proposal and frames)
/// are in Fixtures/spacer-divider.json.
@MainActor
struct SpacerTests {
    // Spec 3.2: the thickness is 1 pt at accessibility text sizes.
    @Test func dividerAccessibilityThickness() {
        var env = env3x
        env.dynamicTypeSize = .accessibility1
        let l = ViewLayout(of: VStack { Divider().id("d") }, proposal: ProposedViewSize(width: 300, height: nil), environment: env)
        #expect(l.frame(id: "d")?.size == CGSize(width: 300, height: 1))
    }
}
