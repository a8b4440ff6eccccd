import Foundation
import Testing
@testable import VellumCore

// At the top level: deep trees go through every part of the engine (graph, layout, StackGuard), not one folder.

@MainActor
struct DeepTreeTests {
    @Test func twoThousandPaddings() {
        var view: AnyView = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<2000 { view = AnyView(view.padding(1)) }
        let l = layout(view, .unspecified)
        #expect(l.size == CGSize(width: 4010, height: 4010))
    }
}

/// A recursive custom view `depth` levels deep, as app code nests: each level a padded
/// VStack around the next.
private struct Nested: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            Color.red.frame(width: 10, height: 10)
        } else {
            VStack { Nested(depth: depth - 1) }.padding(1)
        }
    }
}

/// Nesting deeper than the stack holds is cut with a warning, never a crash (the
/// hostile-input issue: 1,500 nested VStacks crashed a debug build).
@MainActor
struct DeepNestingTests {
    /// 1,000 levels lay out whole in a debug build: 10 + 2 × 1,000 points.
    @Test func aThousandLevelsLayOutWhole() {
        var l: ViewLayout?
        let warnings = Diagnostics.capture { l = layout(Nested(depth: 1_000), .unspecified) }
        #expect(l?.size == CGSize(width: 2_010, height: 2_010))
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// 100,000 levels: the part that fits the stack is laid out, the rest is left out
    /// with a warning that says why.
    @Test func deeperThanTheStackIsCutWithAWarning() {
        var l: ViewLayout?
        let warnings = Diagnostics.capture { l = layout(Nested(depth: 100_000), .unspecified) }
        let size = l?.size ?? .zero
        #expect(size.width >= 2_000 && size.width < 200_010, "\(size)")
        #expect(warnings.contains { $0.contains("nested too deeply for the stack") }, "\(warnings)")
    }
}
