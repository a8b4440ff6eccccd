import Foundation
import Testing
@testable import VellumCore

// At the top level: a first check that the whole pipeline runs, tied to no one source folder.

@MainActor
struct SmokeTests {
    @Test func textIdeal() {
        #expect(close(size(Text("Hello, world"), nil, nil), CGSize(width: 96, height: line)))
        #expect(close(size(Text("Hello, world"), 60, 100), CGSize(width: 46, height: 2 * line)))
    }

    @Test func paddingBackground() {
        let l = ViewLayout(of: Text("Favorite").padding(10).background(Color.teal).id("card"), in: CGSize(width: 320, height: 480), environment: .spec)
        print(l)
        #expect(close(l.size, CGSize(width: 84, height: 20 + line)))
    }

    @Test func objcHStack() {
        let v = HStack(spacing: 0) {
            Rectangle().frame(maxWidth: 100).id("red")
            Rectangle().frame(minWidth: 100).id("green")
        }.frame(width: 150, height: 100)
        let l = layout(v, width: 300, height: 300)
        print(l)
        #expect(close(l.frame(id: "red"), CGRect(x: -12.5, y: 0, width: 75, height: 100)))
        #expect(close(l.frame(id: "green"), CGRect(x: 62.5, y: 0, width: 100, height: 100)))
    }

    @Test func fieldGuideHStack() {
        let v = HStack { Color.purple.id("p"); Text("Hello, world").id("t"); Color.pink.id("k") }
        let l = layout(v, width: 200, height: 100)
        print(l)
        #expect(close(l.frame(id: "t")?.size ?? .zero, CGSize(width: 46, height: 2 * line)))
        #expect(close(l.frame(id: "p")?.width ?? 0, 69))
    }
}
