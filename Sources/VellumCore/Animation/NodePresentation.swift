import Foundation

/// How a layout node draws at the current instant of an animation: a frame and animatable
/// data between old and new, a transition playing in, removed siblings playing out.
/// The animator sets it just before drawing and clears it after.
@MainActor
final class NodePresentation {
    var frame: CGRect?
    var behavior: NodeBehavior?
    var transition: (effects: [AnyTransition.Effect], progress: Double)?
    /// Moves the whole subtree: a matched view drawn where its geometry is handed over.
    var matchedTransform: CGAffineTransform?
    /// Removed children still drawn, by their index among the old children.
    var departing: [DepartingDrawing] = []

    func draw(_ node: LayoutNode, into list: inout DisplayListBuilder) {
        let model = node.frame
        if let frame { node.frame = frame }
        defer { node.frame = model }
        let behavior = self.behavior ?? node.behavior
        let transition = self.transition ?? ([], 1)
        AnyTransition.draw(transition.effects, progress: transition.progress, frame: node.frame,
                           transform: matchedTransform, into: &list) {
            behavior.draw(node: node, into: &$0)
        }
    }
}

/// A removed view drawn at its last frame, its transition `progress` of the way shown.
struct DepartingDrawing {
    let node: LayoutNode
    let frame: CGRect
    let index: Int
    let effects: [AnyTransition.Effect]
    let progress: Double
    /// Where a matched view's drawing is moved on its way to its partner.
    let transform: CGAffineTransform?

    @MainActor
    func draw(into list: inout DisplayListBuilder) {
        AnyTransition.draw(effects, progress: progress, frame: frame, transform: transform, into: &list) { node.draw(into: &$0) }
    }
}

extension LayoutNode {
    /// The children in order, each removed child drawn where it was among them.
    func drawChildren(with departing: [DepartingDrawing], into list: inout DisplayListBuilder) {
        let ordered = departing.sorted { $0.index < $1.index }
        var next = 0
        for (index, child) in children.enumerated() where !child.isExcluded {
            while next < ordered.count, ordered[next].index <= index {
                ordered[next].draw(into: &list)
                next += 1
            }
            child.draw(into: &list)
        }
        for gone in ordered[next...] { gone.draw(into: &list) }
    }
}
