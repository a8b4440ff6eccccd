import Foundation

/// A mode that indicates whether the user can edit a view's content.
///
/// In a `List` whose `ForEach` has `onDelete`, an active edit mode shows a red delete
/// control at the leading edge of each row; with `onMove`, a reorder grip at the
/// trailing edge.
public enum EditMode: Hashable, Sendable {
    /// The user can't edit the view content.
    case inactive
    /// The user can edit the view content for one interaction (a swipe to delete).
    case transient
    /// The user can edit the view content.
    case active

    /// Indicates whether a view is being edited: true for `.active` and `.transient`.
    public var isEditing: Bool { self != .inactive }
}

/// The environment's edit mode: the binding, compared by where it points and the value
/// it had, so that views below run their bodies again only when the mode changes.
struct EditModeEntry: Equatable, @unchecked Sendable {
    let binding: Binding<EditMode>?

    static func == (a: EditModeEntry, b: EditModeEntry) -> Bool {
        switch (a.binding, b.binding) {
        case (nil, nil): true
        case let (x?, y?): x.isSame(as: y)
        default: false
        }
    }
}

private struct EditModeKey: EnvironmentKey {
    static let defaultValue = EditModeEntry(binding: nil)
}

extension EnvironmentValues {
    /// An indication of whether the user can edit the contents of a view associated
    /// with this environment.
    ///
    /// A `NavigationStack` supplies one to its screens and its bar (so an `EditButton`
    /// in the toolbar edits the list on the screen), and a `List` supplies its own when
    /// none is set around it; elsewhere it is nil unless set with
    /// `.environment(\.editMode, $mode)`.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self].binding }
        set { self[EditModeKey.self] = EditModeEntry(binding: newValue) }
    }
}

/// An edit mode a container owns (a navigation stack's, a list's), kept across updates.
@MainActor
final class EditModeStore {
    var mode = EditMode.inactive
    var invalidator: GraphInvalidator?

    /// A binding to the mode; writing it resolves the owner again.
    var binding: Binding<EditMode> {
        Binding(location: self, get: { [unowned self] in mode }, set: { [weak self] value, _ in
            guard let self, self.mode != value else { return }
            self.mode = value
            TransactionContext.noteChange()  // EditButton's withAnimation animates the rows
            self.invalidator?.invalidate()
        })
    }
}

extension _ViewInputs {
    /// These inputs with an edit mode in the environment: the one already there, or the
    /// container's own, kept at this view's identity.
    func supplyingEditMode() -> _ViewInputs {
        guard environment.editMode == nil else { return self }
        let store = persistentObject { EditModeStore() }
        store.invalidator = invalidator
        var inputs = self
        inputs.environment.editMode = store.binding
        return inputs
    }
}

/// A button that toggles the edit mode environment value.
///
/// It reads "Edit", or "Done" in semibold while editing (UIKit's done-style bar button),
/// and toggles `\.editMode` with an animation. With no edit mode in its environment (it
/// is outside any navigation stack or list, and none was set) it shows "Edit" and does
/// nothing.
///
/// ```swift
/// NavigationStack {
///     List { ForEach(items, id: \.self) { Text($0) }.onDelete { items.remove(atOffsets: $0) } }
///         .toolbar { EditButton() }
/// }
/// ```
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        Button(isEditing ? "Done" : "Edit") {
            guard let editMode else {
                return Diagnostics.warnOnce("EditButton: no edit mode in the environment (put the list in a NavigationStack, or set .environment(\\.editMode, $mode)); the tap does nothing.")
            }
            withAnimation { editMode.wrappedValue = isEditing ? .inactive : .active }
        }
        .fontWeight(isEditing ? .semibold : nil)
    }
}
