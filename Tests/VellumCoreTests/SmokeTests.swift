import Foundation
import Testing
@testable import VellumCore

// At the top level: a first check that the whole pipeline runs, tied to no one source folder.

@MainActor
struct SmokeTests {
    @Test func paddingBackground() {
        let l = ViewLayout(of: Text("Favorite").padding(10).background(Color.teal).id("card"), in: CGSize(width: 320, height: 480), environment: .spec)
        print(l)
        #expect(close(l.size, CGSize(width: 84, height: 20 + line)))
    }
}
