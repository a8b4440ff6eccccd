import Foundation
import Testing
@testable import VellumCore

/// A laid-out tree that is updated and laid out again, as a host does after a scroll:
/// the view graph (and the scroll state it keeps) lives between layouts. Unlike
/// `ViewHost`, the root is proposed `proposal` and placed at (0, 0).
@MainActor
final class LiveLayout {
    private let graph: ViewGraph
    private(set) var root: LayoutNode
    let proposal: ProposedViewSize

    init<V: View>(_ view: V, width: CGFloat, height: CGFloat) {
        var environment = EnvironmentValues.spec
        environment.sceneSize = CGSize(width: width, height: height)
        graph = ViewGraph(view, environment: environment)
        root = graph.resolve()
        proposal = ProposedViewSize(width: width, height: height)
        place()
    }

    /// Applies pending changes (a scroll), then lays out again.
    func relayout() {
        if graph.needsUpdate { root = graph.resolve() }
        place()
    }

    private func place() {
        graph.placing { root.place(in: CGRect(origin: .zero, size: root.sizeThatFits(proposal)), proposal: proposal, context: .window) }
        graph.finishUpdate(runActions: true)
    }

    var size: CGSize { root.frame.size }

    private func nodes() -> [LayoutNode] {
        var result: [LayoutNode] = []
        var stack = [root]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    func frame<ID: Hashable>(_ id: ID) -> CGRect? {
        nodes().first { $0.explicitIDs.contains(AnyHashable(id)) }?.frame
    }

    /// The ids of the views built now, of type `ID`.
    func builtIDs<ID: Hashable>(_ type: ID.Type) -> [ID] {
        nodes().flatMap { $0.explicitIDs.compactMap { $0.base as? ID } }
    }

    /// Scrolls the first scroll view to `offset` as the host does, then lays out again.
    func scroll(to offset: CGPoint) {
        guard case let .scroll(action)? = nodes().first(where: { $0.interaction != nil })?.interaction?.interaction else {
            Issue.record("no scroll view takes scrolling")
            return
        }
        action(offset)
        relayout()
    }

    var takesScrolling: Bool {
        nodes().contains { if case .scroll? = $0.interaction?.interaction { true } else { false } }
    }

    var displayList: [DisplayList.Item] {
        var builder = DisplayListBuilder(scale: 1)
        root.draw(into: &builder)
        return builder.items
    }
}

/// Counts how many times a view builder closure runs.
@MainActor
final class BuildCounter {
    var count = 0
}

/// The bounding rectangles of the fills in a display list, and of its clips.
func fillRects(_ items: [DisplayList.Item]) -> [CGRect] {
    items.compactMap { if case let .fill(path, _, _) = $0 { path.boundingRect } else { nil } }
}

func clipRects(_ items: [DisplayList.Item]) -> [CGRect] {
    items.compactMap { if case let .begin(.clip(path, _)) = $0 { path.boundingRect } else { nil } }
}

/// Checks the frame of the view marked `.id(id)` for ids that are not strings.
@MainActor
func expectFrame<ID: Hashable>(_ l: ViewLayout, id: ID, _ expected: CGRect,
                               sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = l.frame(id: id)
    #expect(close(actual, expected), "\(id): expected \(expected), got \(String(describing: actual))\n\(l)",
            sourceLocation: sourceLocation)
}

@MainActor
func expectProposal<ID: Hashable>(_ l: ViewLayout, id: ID, _ width: CGFloat?, _ height: CGFloat?,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = l.element(id: id)?.proposal
    #expect(actual?.width == width && actual?.height == height,
            "\(id): expected proposal (\(String(describing: width)), \(String(describing: height))), got \(String(describing: actual))",
            sourceLocation: sourceLocation)
}
