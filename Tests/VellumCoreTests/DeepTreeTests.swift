import Foundation
import Testing
@testable import VellumCore

@MainActor
struct DeepTreeTests {
    @Test func twoThousandPaddings() {
        var view: AnyView = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<2000 { view = AnyView(view.padding(1)) }
        let l = layout(view, .unspecified)
        #expect(l.size == CGSize(width: 4010, height: 4010))
    }
}
