import Foundation

/// A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes.
///
/// Bind it to text fields with `focused(_:)` (a `Bool`) or `focused(_:equals:)` (an
/// optional `Hashable`, one value per field). Focus is one value for the whole window:
/// a tap on a field, or `ViewHost.focus(id:)`, focuses it and sets the state to its
/// value; setting the state from code focuses the field bound to the new value and
/// unfocuses the one before; `nil` (or `false`) unfocuses.
///
/// ```swift
/// enum Field { case username, password }
/// @FocusState private var focusedField: Field?
///
/// TextField("Username", text: $username)
///     .focused($focusedField, equals: .username)
///     .onSubmit { focusedField = .password }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let location: StateLocation<Value>
    /// What the state holds when no field bound to it has focus: `false` or `nil`.
    let resetValue: Value

    /// A state for a single field: true while it has focus.
    public init() where Value == Bool {
        location = StateLocation(StateBox(false))
        resetValue = false
    }

    /// A state for several fields: the value of the focused one, nil when none has focus.
    public init<T: Hashable>() where Value == T? {
        location = StateLocation(StateBox(nil))
        resetValue = nil
    }

    /// The value of the focused field bound to this state, or the reset value.
    @MainActor
    public var wrappedValue: Value {
        get { location.box.value }
        nonmutating set { location.box.set(newValue) }
    }

    /// A binding to pass to `focused(_:equals:)` or to a subview.
    @MainActor
    public var projectedValue: Binding {
        Binding(box: location.box, resetValue: resetValue)
    }

    /// A property wrapper type that can read and write a focus state's value, passed to a
    /// subview that binds its own fields.
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>
        let resetValue: Value

        init(box: StateBox<Value>, resetValue: Value) {
            self.box = box
            self.resetValue = resetValue
        }

        /// Creates a focus binding from the one a parent passed (`$focus`).
        public init(projectedValue: FocusState<Value>.Binding) { self = projectedValue }

        @MainActor
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.set(newValue) }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension FocusState: GraphLinkedProperty {
    func link(_ context: inout PropertyLink) { location.link(&context) }
}

// MARK: - The focused modifiers

extension View {
    /// Modifies this view by binding its focus state to the given state value: the field
    /// inside takes focus when the state becomes `value`, and focusing the field sets it.
    ///
    /// ```swift
    /// TextField("Email", text: $email)
    ///     .focused($focusedField, equals: .email)
    /// ```
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
        -> ModifiedContent<Self, _EnvironmentTransformModifier>
    {
        let target = FocusTarget(binding: binding, value: value)
        return modifier(_EnvironmentTransformModifier {
            $0.focusTarget = target
            $0.isFocused = target.isSelected
        })
    }

    /// Modifies this view by binding its focus state to the given Boolean state value.
    public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        focused(condition, equals: true)
    }
}

/// What `focused(_:equals:)` binds a field to: a focus state and the value meaning
/// "this field". Equal targets are the same state and value, so the view graph sees an
/// unchanged environment when neither changed.
struct FocusTarget: Equatable {
    private let state: AnyObject
    private let value: AnyHashable
    /// Whether the state holds this field's value.
    let isSelected: Bool
    /// Whether the state holds this field's value now (`isSelected` is when resolved).
    let isSelectedNow: @MainActor () -> Bool
    /// Sets the state to this field's value.
    let select: @MainActor () -> Void
    /// Sets the state to its reset value if it still holds this field's.
    let deselect: @MainActor () -> Void

    @MainActor
    init<Value: Hashable>(binding: FocusState<Value>.Binding, value: Value) {
        let box = binding.box
        let reset = binding.resetValue
        state = box
        self.value = AnyHashable(value)
        isSelected = box.value == value
        isSelectedNow = { box.value == value }
        select = { box.set(value) }
        deselect = { if box.value == value { box.set(reset) } }
    }

    static func == (lhs: FocusTarget, rhs: FocusTarget) -> Bool {
        lhs.state === rhs.state && lhs.value == rhs.value && lhs.isSelected == rhs.isSelected
    }
}

private struct FocusTargetKey: EnvironmentKey {
    static var defaultValue: FocusTarget? { nil }
}

private struct IsFocusedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Returns whether the nearest focusable ancestor has focus: true inside a view
    /// modified by `focused(_:equals:)` while its state holds that view's value.
    public internal(set) var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }

    /// The focus state the fields here are bound to.
    var focusTarget: FocusTarget? {
        get { self[FocusTargetKey.self] }
        set { self[FocusTargetKey.self] = newValue }
    }
}

// MARK: - The window's focus

/// One text field's place in the window's focus, kept for the field's identity: how to
/// redraw it, its focus binding, and what submitting it and leaving it do.
@MainActor
final class FieldFocus {
    var target: FocusTarget?
    var invalidator: GraphInvalidator?
    /// Runs the `onSubmit` actions around the field.
    var submit: () -> Void = {}
    /// Commits the text to the bound value (a formatted field parses it) when the field
    /// is submitted or loses focus.
    var commit: () -> Void = {}
    /// Types text into the field as the keyboard would (see `TextInputTraits`).
    var type: (String) -> Void = { _ in }
    /// Replaces the field's text (`ViewHost.clearText()` empties it).
    var replace: (String) -> Void = { _ in }
    /// The field's text, and what it shows when empty.
    var text: () -> String = { "" }
    var prompt = ""
    /// Whether Return types a new line instead of submitting (a text editor).
    var isMultiline = false
    weak var coordinator: FocusCoordinator?

    /// Takes the window's focus, as a tap on the field does.
    func focus() { coordinator?.focus(self) }
}

/// The window's focus: at most one field has it. Kept by the view graph; fields report
/// to it as they resolve, and `ViewHost` moves it.
@MainActor
final class FocusCoordinator {
    private(set) weak var current: FieldFocus?

    /// Gives `field` the focus (nil: nobody): the field that had it commits its text, its
    /// state is reset and it redraws; the new field's state is set to its value.
    func focus(_ field: FieldFocus?) {
        if let old = current, old !== field {
            current = nil
            old.commit()
            old.target?.deselect()
            old.invalidator?.invalidate()
        }
        current = field
        field?.target?.select()
        field?.invalidator?.invalidate()
    }

    /// A field went away: if it had the focus, nobody has it, and its state is reset
    /// (SwiftUI's focus state follows the field out of the window).
    func removed(_ field: FieldFocus) {
        guard current === field else { return }
        current = nil
        field.target?.deselect()
    }

    /// A field resolved: with a focus binding, the binding says whether it has focus, and
    /// a change made from code moves the window's focus to it, or away from it.
    func resolved(_ field: FieldFocus, graph: ViewGraph) -> Bool {
        guard let target = field.target else { return current === field }
        if target.isSelected, current !== field {
            graph.enqueue { [weak self, weak field] in
                guard let self, let field, field.target?.isSelectedNow() == true, self.current !== field else { return }
                self.focus(field)
            }
        } else if !target.isSelected, current === field {
            graph.enqueue { [weak self, weak field] in
                guard let self, let field, field.target?.isSelectedNow() == false, self.current === field else { return }
                self.current = nil
                field.commit()
                field.invalidator?.invalidate()  // the window redraws without the keyboard bar
            }
        }
        return target.isSelected
    }
}
