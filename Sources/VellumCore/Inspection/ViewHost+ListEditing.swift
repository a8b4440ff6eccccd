import Foundation

// Editing lists through the host: deleting and moving rows as their controls do, and
// swiping rows with a drag.
//
// Rows are counted over the lists on screen, top first, from 0: every row of every
// section (headers and footers are not rows).

extension ViewHost {
    /// The rows of the lists on screen, top first.
    func listRows() -> [LayoutNode] {
        visibleNodes().map(\.node).filter { $0.behavior is LayoutBehavior<ListRowLayout> }
    }

    private func listRow(at index: Int) throws -> LayoutNode {
        let rows = listRows()
        guard rows.indices.contains(index) else {
            throw ViewHostError("No list row \(index) on screen; there are \(rows.count) (counted from 0).")
        }
        return rows[index]
    }

    /// The row showing `text`.
    private func listRow(text: String) throws -> LayoutNode {
        for row in listRows() {
            var stack = [row]
            while let node = stack.popLast() {
                if node.behavior.displayedText == text { return row }
                stack.append(contentsOf: node.children)
            }
        }
        throw ViewHostError("No list row on screen shows the text \"\(text)\".")
    }

    private func editing(of row: LayoutNode, index: Int) throws -> RowEditing {
        guard let editing = row.children.first?.traits.layoutValue(RowEditingKey.self) else {
            throw ViewHostError("List row \(index) is not a row of a ForEach with onDelete or onMove.")
        }
        return editing
    }

    /// Deletes the list row at `row` as its "Delete" button does: the `onDelete` action
    /// of its `ForEach` runs with the row's offset there.
    ///
    /// ```swift
    /// try host.delete(row: 0)
    /// #expect(!host.contains(text: "Apples"))
    /// ```
    public func delete(row index: Int) throws {
        updateIfNeeded()
        let row = try listRow(at: index)
        let editing = try self.editing(of: row, index: index)
        guard let onDelete = editing.actions.onDelete else {
            throw ViewHostError("List row \(index) cannot be deleted: its ForEach has no onDelete.")
        }
        guard row.children.first?.traits.layoutValue(DeleteDisabledKey.self) != true else {
            throw ViewHostError("List row \(index) cannot be deleted: it is marked deleteDisabled(true).")
        }
        onDelete(IndexSet(integer: editing.offset))
        update()
    }

    /// Moves the list row at `source` so that it ends up at row `destination`, as
    /// dragging it by its reorder grip does: the `onMove` action of its `ForEach` runs
    /// with SwiftUI's offsets (the destination counted before the move). Both rows must
    /// belong to the same `ForEach`. As on iOS 16 and later, rows can be moved with or
    /// without edit mode.
    public func moveRow(from source: Int, to destination: Int) throws {
        updateIfNeeded()
        let row = try listRow(at: source), target = try listRow(at: destination)
        let editing = try self.editing(of: row, index: source), targetEditing = try self.editing(of: target, index: destination)
        guard let onMove = editing.actions.onMove else {
            throw ViewHostError("List row \(source) cannot be moved: its ForEach has no onMove.")
        }
        guard row.children.first?.traits.layoutValue(MoveDisabledKey.self) != true else {
            throw ViewHostError("List row \(source) cannot be moved: it is marked moveDisabled(true).")
        }
        guard editing.source === targetEditing.source else {
            throw ViewHostError("List rows \(source) and \(destination) belong to different ForEach views; a row moves only within its own.")
        }
        let from = editing.offset, to = targetEditing.offset
        guard from != to else { return }
        onMove(IndexSet(integer: from), to > from ? to + 1 : to)
        update()
    }

    /// Swipes the list row showing `text` all the way from its trailing edge, as a
    /// finger does to delete it: the row's first trailing action runs (its "Delete",
    /// from `onDelete`) when it allows a full swipe.
    public func swipeToDelete(text: String) throws {
        try swipeRow(text: text, edge: .trailing, fraction: 0.8)
    }

    /// Swipes the list row showing `text` from `edge` part of the way (0.4 of its width),
    /// so that it stays open showing that edge's swipe actions.
    public func revealSwipeActions(text: String, edge: HorizontalEdge = .trailing) throws {
        try swipeRow(text: text, edge: edge, fraction: 0.4)
    }

    private func swipeRow(text: String, edge: HorizontalEdge, fraction: CGFloat) throws {
        updateIfNeeded()
        let row = try listRow(text: text)
        // Leftwards uncovers the trailing edge, unless right-to-left.
        let leftwards = (edge == .trailing) == (row.layoutDirection == .leftToRight)
        let distance = row.frame.width * fraction * (leftwards ? -1 : 1)
        let start = CGPoint(x: row.frame.midX, y: row.frame.midY)
        try drag(from: start, to: CGPoint(x: start.x + distance, y: start.y))
    }
}

// MARK: - Pull to refresh

extension ViewHost {
    /// Pulls the refreshable list (or vertical scroll view) on screen down far enough to
    /// refresh, as a finger does, and waits until its action (and what it started) has
    /// finished.
    ///
    /// ```swift
    /// try await host.pullToRefresh()
    /// #expect(host.contains(text: "New message"))
    /// ```
    public func pullToRefresh() async throws {
        try pullListToRefresh()
        await settle()
    }

    /// The pull alone: the action starts and runs on; the spinner shows until it ends.
    func pullListToRefresh() throws {
        updateIfNeeded()
        guard let list = visibleNodes().map(\.node).first(where: {
            ($0.behavior as? LayoutBehavior<ListLayout>)?.layout.refresh != nil
                || ($0.behavior as? LayoutBehavior<_ScrollViewLayout>)?.layout.refresh != nil
        }) else {
            throw ViewHostError("No refreshable list or scroll view is on screen (a List or ScrollView under .refreshable).")
        }
        // The finger travel whose rubber-banded pull reaches the threshold, and a tenth more.
        let height = list.frame.height, threshold = RefreshMetrics.threshold
        guard height > threshold * 1.5 else {
            throw ViewHostError("The refreshable list is \(formatLength(height)) points tall; a pull of \(formatLength(threshold)) needs a taller one.")
        }
        let travel = threshold * height / (ScrollRubberBand.coefficient * (height - threshold)) * 1.1
        let start = CGPoint(x: list.frame.midX, y: list.frame.minY + 10)
        try drag(from: start, to: CGPoint(x: start.x, y: start.y + travel), steps: 20)
    }
}
