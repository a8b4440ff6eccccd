import Foundation
import Testing
@testable import VellumCore

/// Checks the contract every view's sizing must keep (see `ProposedViewSize`): answers
/// to zero, infinity, unspecified and concrete proposals are non-negative, finite except
/// where the view may grow without bound, and the same when asked again, in any order.
@MainActor
enum LayoutLaws {
    static let proposals: [ProposedViewSize] = [
        .zero, .infinity, .unspecified,
        ProposedViewSize(width: 100, height: 50), ProposedViewSize(width: 0.5, height: 333.3),
        ProposedViewSize(width: nil, height: 40), ProposedViewSize(width: 60, height: nil),
        ProposedViewSize(width: .infinity, height: 20), ProposedViewSize(width: 0, height: nil),
    ]

    /// Checks `view` under every probe proposal; `mayBeInfinite` says whether an infinite
    /// proposal may get an infinite answer (views that fill what they are given). Then
    /// checks the order laws (`checkOrder`).
    static func check<V: View>(_ view: V, mayBeInfinite: Bool = false,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        checkAnswers(view, mayBeInfinite: mayBeInfinite, sourceLocation: sourceLocation)
        checkOrder(view, sourceLocation: sourceLocation)
    }

    static func checkAnswers<V: View>(_ view: V, mayBeInfinite: Bool,
                                      sourceLocation: SourceLocation) {
        for proposal in proposals {
            let first = ViewLayout(of: view, proposal: proposal, environment: .spec)
            let again = ViewLayout(of: view, proposal: proposal, environment: .spec)
            let size = first.size
            let label = "\(first.root.label) proposed \(proposal)"
            #expect(size == again.size, "\(label): answered \(size) then \(again.size)", sourceLocation: sourceLocation)
            #expect(!size.width.isNaN && !size.height.isNaN, "\(label): NaN in \(size)", sourceLocation: sourceLocation)
            #expect(size.width >= 0 && size.height >= 0, "\(label): negative \(size)", sourceLocation: sourceLocation)
            let infiniteAsked = (proposal.width?.isInfinite ?? false) || (proposal.height?.isInfinite ?? false)
            if !(mayBeInfinite && infiniteAsked) {
                #expect(size.width.isFinite && size.height.isFinite, "\(label): infinite \(size)", sourceLocation: sourceLocation)
            }
            // Frames of every view in the tree are finite whenever the root is.
            if size.width.isFinite && size.height.isFinite {
                var stack = [first.root]
                while let element = stack.popLast() {
                    let f = element.frame
                    #expect(!f.minX.isNaN && !f.minY.isNaN && !f.width.isNaN && !f.height.isNaN,
                            "\(label): \(element.label) has a NaN frame \(f)", sourceLocation: sourceLocation)
                    stack.append(contentsOf: element.children)
                }
            }
        }
    }

    // MARK: - Order

    /// Checks that a node's answers do not depend on the order of the questions: fresh
    /// nodes of `view` asked every probe proposal forwards, backwards, and each proposal
    /// as their first question give the same sizes; guides and spacing asked before any
    /// sizing equal those asked after it; and nodes asked in different orders, or placed
    /// in another size first, then placed alike, lay their trees out alike.
    static func checkOrder<V: View>(_ view: V, sourceLocation: SourceLocation = #_sourceLocation) {
        let forward = FreshNode(view)
        let backward = FreshNode(view)
        let forwards = proposals.map { forward.size($0) }
        let backwards = Array(proposals.reversed().map { backward.size($0) }.reversed())
        let label = forward.label
        for (i, proposal) in proposals.enumerated() {
            let first = FreshNode(view).size(proposal)
            #expect(same(forwards[i], first) && same(backwards[i], first),
                    "\(label) proposed \(proposal): \(first) asked first, \(forwards[i]) after \(proposals[..<i].map(\.description)), \(backwards[i]) after \(proposals[(i + 1)...].reversed().map(\.description))",
                    sourceLocation: sourceLocation)
        }

        // Guides and spacing, before any sizing and after all of it.
        let probe = ProposedViewSize(width: 100, height: 50)
        let early = FreshNode(view)
        let earlySpacing = early.spacing
        let earlyGuides = early.guides(probe)
        for proposal in proposals { _ = forward.size(proposal) }
        let lateGuides = forward.guides(probe)
        #expect(earlySpacing == forward.spacing, "\(label): spacing asked first differs from spacing asked after sizing",
                sourceLocation: sourceLocation)
        #expect(zip(earlyGuides, lateGuides).allSatisfy(same), "\(label) proposed \(probe): guides \(earlyGuides) asked first, \(lateGuides) after sizing",
                sourceLocation: sourceLocation)

        // Placement after the different histories: the same tree as a fresh node's.
        let fresh = FreshNode(view).placed(probe)
        let afterForwards = forward.placed(probe)
        let afterBackwards = backward.placed(probe)
        #expect(afterForwards == fresh, "\(label): placed after every question forwards\n\(afterForwards)\nplaced fresh\n\(fresh)",
                sourceLocation: sourceLocation)
        #expect(afterBackwards == fresh, "\(label): placed after every question backwards\n\(afterBackwards)\nplaced fresh\n\(fresh)",
                sourceLocation: sourceLocation)
        // And placed elsewhere first, as a window that is resized: the sizes and the
        // geometry written by the first placement must not leak into the second.
        let resized = FreshNode(view)
        _ = resized.placed(ProposedViewSize(width: 300, height: 200))
        let afterResize = resized.placed(probe)
        #expect(afterResize == fresh, "\(label): placed in 300×200, then in \(probe)\n\(afterResize)\nplaced fresh\n\(fresh)",
                sourceLocation: sourceLocation)
    }

    /// Equal, or both NaN (an invalid input's answer stays what it is, in any order).
    static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || (a.isNaN && b.isNaN) }
    static func same(_ a: CGSize, _ b: CGSize) -> Bool { same(a.width, b.width) && same(a.height, b.height) }
}

/// A fresh layout node of a view, asked through methods so that the graph that built it
/// lives while the node answers (a node whose graph is gone must not be asked: lazy rows
/// resolve through it).
@MainActor
final class FreshNode {
    private let graph: ViewGraph
    private let node: LayoutNode

    init<V: View>(_ view: V) {
        graph = ViewGraph(view, environment: .spec)
        node = graph.resolve()
    }

    var label: String { node.label }
    var spacing: ViewSpacing { node.spacing }

    func size(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

    /// Every built-in guide, in a fixed order, for `proposal`.
    func guides(_ proposal: ProposedViewSize) -> [CGFloat] {
        let d = node.dimensions(in: proposal)
        return [d[.leading], d[HorizontalAlignment.center], d[.trailing],
                d[.top], d[VerticalAlignment.center], d[.bottom], d[.firstTextBaseline], d[.lastTextBaseline]]
    }

    /// Places the node as `ViewLayout(of:proposal:)` does and returns the laid-out tree.
    func placed(_ proposal: ProposedViewSize) -> PlacedTree {
        let size = node.sizeThatFits(proposal)
        node.place(in: CGRect(origin: .zero, size: size), proposal: proposal, context: .window)
        graph.finishUpdate(runActions: false)
        return PlacedTree(ViewLayout(node: node, canvasSize: size, displayScale: 1, colorScheme: .light))
    }
}

/// A laid-out tree compared to full precision (the dump rounds lengths to 1/100), and
/// printed as the dump.
struct PlacedTree: Equatable, CustomStringConvertible {
    /// Each view in depth-first order: its label, frame and placement proposal, exactly.
    let views: [String]
    let description: String

    init(_ layout: ViewLayout) {
        var views: [String] = []
        var stack = [layout.root]
        while let element = stack.popLast() {
            let p = element.proposal
            views.append("\(element.label) \(element.frame) (\(p.width.map { "\($0)" } ?? "nil"), \(p.height.map { "\($0)" } ?? "nil"))")
            stack.append(contentsOf: element.children.reversed())
        }
        self.views = views
        description = layout.description
    }

    static func == (a: PlacedTree, b: PlacedTree) -> Bool { a.views == b.views }
}
