import Foundation
import Observation
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

/// The leaf of a deep tree, recording where its body ran and using what only the main
/// actor may: `@State`, `MainActor.assumeIsolated`, main-actor closures handed to the
/// standard library (which Swift checks at run time), a group box's default style.
private struct DeepLeaf: View {
    @State private var opacity = 1.0
    var body: some View {
        DeepTreeProbe.leafRanOnDeepStack = StackGuard.isOnDeepStack
        let sides = [10, 10].map { _ in CGFloat(MainActor.assumeIsolated { 10 }) }
        return GroupBox { Color.red.frame(width: sides[0], height: sides[1]).opacity(opacity) }
    }
}

@MainActor
private enum DeepTreeProbe {
    static var leafRanOnDeepStack: Bool?
}

/// `depth` levels of `.padding(1)` around `leaf`, each level a custom view.
private struct NestedPadding<Leaf: View>: View {
    let depth: Int
    let leaf: Leaf
    var body: some View {
        if depth == 0 {
            leaf
        } else {
            NestedPadding(depth: depth - 1, leaf: leaf).padding(1)
        }
    }
}

/// How deep the padded tree of a host is, the root's to stay shallow.
@Observable @MainActor
private final class Depth {
    var levels: Int
    init(_ levels: Int) { self.levels = levels }
}

private struct DepthHost: View {
    let depth: Depth
    var body: some View {
        NestedPadding(depth: depth.levels, leaf: Color.red.frame(width: 10, height: 10))
    }
}

/// Nesting deeper than the main thread's stack holds continues on a deep-stack thread
/// (`StackGuard`); deeper than that stack holds is cut with a warning, never a crash
/// (the hostile-input issue: 1,500 nested VStacks crashed a debug build).
@MainActor
struct DeepNestingTests {
    /// 1,000 levels lay out whole in a debug build: 10 + 2 × 1,000 points.
    @Test func aThousandLevelsLayOutWhole() {
        var l: ViewLayout?
        let warnings = Diagnostics.capture { l = layout(Nested(depth: 1_000), .unspecified) }
        #expect(l?.size == CGSize(width: 2_010, height: 2_010))
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// 5,000 levels are more than a debug build's main-thread stack holds: the deeper
    /// part is resolved, laid out and drawn on the deep-stack thread, where the main
    /// actor's helpers (`@State`, a default group box style) work as on the main thread.
    /// The leaf is drawn where it was placed: inset by one point per level.
    @Test func deeperThanTheMainStackLaysOutAndDrawsWhole() throws {
        DeepTreeProbe.leafRanOnDeepStack = nil
        let view = NestedPadding(depth: 5_000, leaf: DeepLeaf())
        var host: ViewHost?
        var list: DisplayList?
        let warnings = Diagnostics.capture {
            host = ViewHost(view, size: CGSize(width: 20_000, height: 20_000))
            list = host?.displayList(scale: 1)
        }
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(DeepTreeProbe.leafRanOnDeepStack == true)
        let size = try #require(host?.layout.root.frame.size)
        #expect(size.width > 10_010 && size.height > 10_010, "\(size)")  // the group box's padding on top
        let leaf = (list?.items ?? []).compactMap { item -> CGRect? in
            guard case .fill(let path, _, _) = item, path.boundingRect.size == CGSize(width: 10, height: 10) else { return nil }
            return path.boundingRect
        }
        #expect(leaf.count == 1 && (leaf.first?.minX ?? 0) > 5_000, "\(leaf)")
    }

    /// A deep tree replaced by a shallow one is torn down (identities removed, layout
    /// nodes released) without running out of stack.
    @Test func aDeepTreeIsTornDown() {
        let depth = Depth(5_000)
        let host = ViewHost(DepthHost(depth: depth), size: CGSize(width: 20_000, height: 20_000))
        #expect(host.layout.root.frame.size == CGSize(width: 10_010, height: 10_010))
        depth.levels = 0
        host.update()
        #expect(host.layout.root.frame.size == CGSize(width: 10, height: 10))
    }

    /// Deeper than the deep-stack thread holds (its stack lowered here to reach that
    /// quickly), the part that fits is laid out and the rest is left out, with a
    /// warning that names the limit.
    @Test func deeperThanTheDeepStackIsCutWithAWarning() {
        let saved = StackGuard.deepStackSize
        StackGuard.deepStackSize = 4 * 1024 * 1024
        defer { StackGuard.deepStackSize = saved }
        var l: ViewLayout?
        let warnings = Diagnostics.capture { l = layout(Nested(depth: 20_000), .unspecified) }
        let size = l?.size ?? .zero
        #expect(size.width >= 2_000 && size.width < 40_010, "\(size)")
        #expect(warnings.contains { $0.contains("nested too deeply for the stack") && $0.contains("4 MiB stack") }, "\(warnings)")
    }
}
