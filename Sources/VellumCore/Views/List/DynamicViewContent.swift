import Foundation

/// A type of view that generates views from an underlying collection of data: a
/// `ForEach`, or one with `onDelete`/`onMove` applied.
public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    public var data: Content.Data { content.data }
}

extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view.
    ///
    /// In a `List`, each row of the `ForEach` can then be swiped left to reveal a red
    /// "Delete" button (a full swipe deletes at once), and in edit mode shows a red
    /// delete control. The action gets the offsets of the rows to delete; nil removes
    /// the action.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ModifiedContent<Self, _RowEditActionsModifier> {
        modifier(_RowEditActionsModifier { $0.onDelete = action })
    }

    /// Sets the move action for the dynamic view.
    ///
    /// In a `List` in edit mode each row of the `ForEach` then shows a reorder grip at
    /// its trailing edge. The action gets the offsets of the moved rows and the offset
    /// they move to, counted in the collection before the move (as
    /// `move(fromOffsets:toOffset:)` takes it); nil removes the action.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ModifiedContent<Self, _RowEditActionsModifier> {
        modifier(_RowEditActionsModifier { $0.onMove = action })
    }
}

/// What `onDelete` and `onMove` give the rows of a `ForEach`.
struct RowEditActions {
    var onDelete: ((IndexSet) -> Void)?
    var onMove: ((IndexSet, Int) -> Void)?
}

/// Hands `onDelete`/`onMove` to the `ForEach` it modifies, which marks each of its
/// views with its element's offset (`RowEditing`); the one nearer the `ForEach` wins.
public struct _RowEditActionsModifier: _PrimitiveViewModifier {
    let write: (inout RowEditActions) -> Void

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        var inputs = inputs
        var actions = inputs.rowEditActions ?? RowEditActions()
        modifier.write(&actions)
        inputs.rowEditActions = actions
        list.nodes += content.resolve(inputs)
    }
}

/// What a list row knows of its editing: the actions of its `ForEach`, its element's
/// offset there, and which `ForEach` it came from (a move stays within one).
struct RowEditing {
    final class Source {}
    let actions: RowEditActions
    let offset: Int
    let source: Source
}

enum RowEditingKey: LayoutValueKey {
    static var defaultValue: RowEditing? { nil }
}

/// `deleteDisabled(true)` on a row.
enum DeleteDisabledKey: LayoutValueKey {
    static var defaultValue: Bool { false }
}

/// `moveDisabled(true)` on a row.
enum MoveDisabledKey: LayoutValueKey {
    static var defaultValue: Bool { false }
}

extension View {
    /// Adds a condition for whether the view's view hierarchy is deletable: a disabled
    /// row shows no delete control in edit mode and cannot be swiped to delete.
    public func deleteDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _TraitWritingModifier> {
        modifier(_TraitWritingModifier { $0.layoutValues[ObjectIdentifier(DeleteDisabledKey.self)] = isDisabled })
    }

    /// Adds a condition for whether the view's view hierarchy is movable: a disabled
    /// row shows no reorder grip in edit mode and cannot be moved.
    public func moveDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _TraitWritingModifier> {
        modifier(_TraitWritingModifier { $0.layoutValues[ObjectIdentifier(MoveDisabledKey.self)] = isDisabled })
    }
}

extension ForEach {
    /// Marks the views of the element at `offset` with the edit actions the `ForEach`
    /// was given (`onDelete`, `onMove`).
    static func markEditable(_ nodes: ArraySlice<LayoutNode>, offset: Int, actions: RowEditActions?, source: RowEditing.Source) {
        guard let actions else { return }
        let editing = RowEditing(actions: actions, offset: offset, source: source)
        for node in nodes { node.traits.layoutValues[ObjectIdentifier(RowEditingKey.self)] = editing }
    }
}
