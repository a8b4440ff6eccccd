import Foundation
import Testing
@testable import VellumCore

/// Spec section 4.8: offset vs position. The worked examples (a tree, a proposal and
/// frames) are in Fixtures/offset-position.json.
@MainActor
struct OffsetPositionTests {
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
}
