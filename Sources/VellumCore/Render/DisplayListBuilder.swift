import Foundation

/// Collects a view tree's drawing commands after layout. Each node adds its own:
/// leaves their content in their snapped frames, effects a group around their children,
/// everything else its children in order.
@MainActor
struct DisplayListBuilder {
    let grid: PixelGrid
    private(set) var items: [DisplayList.Item] = []

    init(scale: CGFloat) {
        grid = PixelGrid(scale: scale)
    }

    mutating func append(_ item: DisplayList.Item) {
        items.append(item)
    }

    /// Wraps what `body` adds in a group with `effect`.
    mutating func group(_ effect: DisplayList.Effect, _ body: (inout DisplayListBuilder) -> Void) {
        items.append(.begin(effect))
        body(&self)
        items.append(.end)
    }

    /// What `body` adds, as a separate list (for masks).
    mutating func collect(_ body: (inout DisplayListBuilder) -> Void) -> [DisplayList.Item] {
        var inner = DisplayListBuilder(scale: 1 / grid.pixel)
        body(&inner)
        return inner.items
    }
}

extension LayoutNode {
    /// What this node and its subtree draw on a canvas of `size`, snapped to the pixel
    /// grid of `scale`.
    func displayList(size: CGSize, scale: CGFloat) -> DisplayList {
        var builder = DisplayListBuilder(scale: scale)
        draw(into: &builder)
        return DisplayList(size: size, scale: scale, items: builder.items)
    }

    func draw(into list: inout DisplayListBuilder) {
        guard let presentation else { return behavior.draw(node: self, into: &list) }
        presentation.draw(self, into: &list)
    }

    func drawChildren(into list: inout DisplayListBuilder) {
        guard StackGuard.hasRoom() else {
            return StackGuard.deeper({ drawChildren(into: &list) }, else: { StackGuard.reportCut("drawing \(label)") })
        }
        if let departing = presentation?.departing, !departing.isEmpty {
            return drawChildren(with: departing, into: &list)
        }
        for child in children where !child.isExcluded { child.draw(into: &list) }
    }
}
