import Foundation
import Observation
import Vellum
import VellumFuzzing

/// The one leaf the re-layout phases change: its width, and a mark that changes nothing.
@Observable
final class Knob {
    var width: CGFloat = 10
    var mark = 0
}

/// A benchmark tree as data: what each node is and its children. Views read it by
/// index, so building the view tree costs nothing until it is resolved.
final class Tree {
    enum Kind {
        case hStack, vStack
        /// A fixed leaf of this size.
        case fixed(CGFloat, CGFloat)
        /// A flexible `Color`.
        case flexible
    }
    var kinds: [Kind] = []
    var children: [[Int]] = []
    var padding: [CGFloat?] = []
    /// The leaf that reads the knob.
    var knobLeaf = -1
    let knob = Knob()

    func add(_ kind: Kind, padding: CGFloat? = nil) -> Int {
        kinds.append(kind)
        children.append([])
        self.padding.append(padding)
        return kinds.count - 1
    }

    /// Layout nodes of the tree: one per node and one per padding.
    var layoutNodeCount: Int { kinds.count + padding.compactMap { $0 }.count }
}

/// One node of a benchmark tree, written as app code is: a view per node, containers
/// holding their children in a `ForEach`. Its inputs are the tree (an object) and an
/// index, so an update skips every node whose subtree did not change.
struct TreeNode: View {
    let tree: Tree
    let index: Int

    var body: some View {
        if let padding = tree.padding[index] {
            content.padding(padding)
        } else {
            content
        }
    }

    @ViewBuilder private var content: some View {
        switch tree.kinds[index] {
        case .hStack:
            HStack(spacing: 0) { ForEach(tree.children[index], id: \.self) { TreeNode(tree: tree, index: $0) } }
        case .vStack:
            VStack(spacing: 0) { ForEach(tree.children[index], id: \.self) { TreeNode(tree: tree, index: $0) } }
        case .fixed(let width, let height):
            if index == tree.knobLeaf {
                let _ = tree.knob.mark
                Color.clear.frame(width: tree.knob.width, height: height)
            } else {
                Color.clear.frame(width: width, height: height)
            }
        case .flexible:
            Color.clear
        }
    }
}

/// The trees of the benchmarks issue (a–e).
enum Shapes {
    /// a: one HStack of 10,000 fixed 10×10 leaves; the knob is the middle one.
    static func wide() -> Tree {
        let tree = Tree()
        let root = tree.add(.hStack)
        for _ in 0..<10_000 { tree.children[root].append(tree.add(.fixed(10, 10))) }
        tree.knobLeaf = tree.children[root][5_000]
        return tree
    }

    /// b: a chain of `n` VStacks, each padded by 1, a 10×10 leaf at the bottom (the knob).
    static func deep(_ n: Int) -> Tree {
        let tree = Tree()
        var parent = tree.add(.vStack, padding: 1)
        for _ in 1..<n {
            let next = tree.add(.vStack, padding: 1)
            tree.children[parent].append(next)
            parent = next
        }
        tree.knobLeaf = tree.add(.fixed(10, 10))
        tree.children[parent].append(tree.knobLeaf)
        return tree
    }

    /// c: a VStack of 100 HStack rows of 100 leaves, alternating fixed 10×10 and flexible.
    static func grid() -> Tree {
        let tree = Tree()
        let root = tree.add(.vStack)
        for _ in 0..<100 {
            let row = tree.add(.hStack)
            tree.children[root].append(row)
            for i in 0..<100 { tree.children[row].append(tree.add(i % 2 == 0 ? .fixed(10, 10) : .flexible)) }
        }
        tree.knobLeaf = tree.children[tree.children[root][50]][50]
        return tree
    }

    /// d: a random tree of `count` nodes: containers half HStack, half VStack with 2 to
    /// 6 children, a quarter padded by 4; leaves 60% fixed (width 4–43, height 4–23) and
    /// 40% flexible. Drawn breadth first, so the tree is bushy rather than one long chain.
    static func random(_ count: Int, seed: UInt64 = 42) -> Tree {
        var rng = SplitMix64(seed: seed)
        var children: [[Int]] = [[]]
        var queue = [0]
        var head = 0
        while head < queue.count, children.count < count {
            let parent = queue[head]
            head += 1
            for _ in 0..<rng.int(2...6) where children.count < count {
                children.append([])
                children[parent].append(children.count - 1)
                // Early nodes are containers; a third of later ones too, until the budget ends.
                if children.count < count / 4 || rng.int(0...2) == 0 { queue.append(children.count - 1) }
            }
        }
        let tree = Tree()
        for i in children.indices {
            if children[i].isEmpty {
                let kind: Tree.Kind = rng.int(0...9) < 6
                    ? .fixed(CGFloat(rng.int(4...43)), CGFloat(rng.int(4...23))) : .flexible
                _ = tree.add(kind)
            } else {
                _ = tree.add(rng.int(0...1) == 0 ? .hStack : .vStack, padding: rng.int(0...3) == 0 ? 4 : nil)
            }
        }
        tree.children = children
        // The knob: the fixed leaf found first depth-first from the root's last child.
        var node = children[0].last ?? 0
        while !children[node].isEmpty { node = children[node].last! }
        if case .fixed = tree.kinds[node] { tree.knobLeaf = node } else { tree.kinds[node] = .fixed(10, 10); tree.knobLeaf = node }
        return tree
    }

    /// e: `n` levels, each an HStack of a fixed 10×10 leaf, a flexible Color and the next
    /// level, padded by 10; the knob is the deepest fixed leaf.
    static func superdeep(_ n: Int) -> Tree {
        let tree = Tree()
        var parent = -1
        for _ in 0..<n {
            let level = tree.add(.hStack, padding: 10)
            let leaf = tree.add(.fixed(10, 10))
            tree.children[level] = [leaf, tree.add(.flexible)]
            if parent >= 0 { tree.children[parent].append(level) }
            parent = level
            tree.knobLeaf = leaf
        }
        return tree
    }
}
