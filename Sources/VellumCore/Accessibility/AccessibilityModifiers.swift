import Foundation

/// A set of accessibility traits that describe how an element behaves.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// How a view that becomes an accessibility element treats the elements inside it.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, contain, combine }
    let kind: Kind

    /// The children are hidden; the element has only the properties set on it.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children stay elements of their own, inside this one.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// The children's labels, values and traits merge into this element.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

/// The kind of an accessibility action: the default (VoiceOver's double tap), one of
/// the system's, or one named for the actions rotor.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String

    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")

    /// A custom action, listed by this name.
    public init(named name: Text) { self.name = name.string }

    private init(name: String) { self.name = name }
}

/// What accessibility modifiers set on one view.
struct AccessibilityProperties {
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var addedTraits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    var isHidden = false
    var childBehavior: AccessibilityChildBehavior?
    var sortPriority: Double = 0
    /// Actions by kind name, in the order added.
    var actions: [(name: String, handler: @MainActor () -> Void)] = []

    /// These properties under `outer`, set by modifiers further out: each value set
    /// here stays, the rest come from outside.
    func inheriting(_ outer: AccessibilityProperties) -> AccessibilityProperties {
        var merged = self
        merged.label = label ?? outer.label
        merged.value = value ?? outer.value
        merged.hint = hint ?? outer.hint
        merged.identifier = identifier ?? outer.identifier
        merged.addedTraits.formUnion(outer.addedTraits)
        merged.removedTraits.formUnion(outer.removedTraits)
        merged.actions += outer.actions.filter { action in !actions.contains { $0.name == action.name } }
        return merged
    }
}

/// Sets accessibility properties on each view it modifies. A modifier further out
/// overwrites the same property set further in.
public struct AccessibilityAttachmentModifier: _PrimitiveViewModifier {
    let change: (inout AccessibilityProperties) -> Void

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        for node in content.resolve(inputs) {
            var properties = node.accessibility ?? AccessibilityProperties()
            modifier.change(&properties)
            node.accessibility = properties
            list.nodes.append(node)
        }
    }
}

extension View {
    private func accessibility(_ change: @escaping (inout AccessibilityProperties) -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        modifier(AccessibilityAttachmentModifier(change: change))
    }

    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.label = label.string }
    }

    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(Text(labelKey))
    }

    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(Text(label))
    }

    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.value = valueDescription.string }
    }

    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(Text(valueKey))
    }

    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(Text(value))
    }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.hint = hint.string }
    }

    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(Text(hintKey))
    }

    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(Text(hint))
    }

    /// Uses the string you specify to identify the view, as UI tests find it.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.identifier = identifier }
    }

    /// Adds the given traits to the view.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.addedTraits.formUnion(traits); $0.removedTraits.subtract(traits) }
    }

    /// Removes the given traits from this view.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.removedTraits.formUnion(traits); $0.addedTraits.subtract(traits) }
    }

    /// Specifies whether to hide this view, and everything in it, from accessibility.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.isHidden = hidden }
    }

    /// Makes this view one accessibility element, treating the elements inside it as
    /// `children` says.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility { $0.childBehavior = children }
    }

    /// Adds an accessibility action: `.default` runs when the element is activated.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping @MainActor () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility { properties in
            properties.actions.removeAll { $0.name == actionKind.name }
            properties.actions.append((actionKind.name, handler))
        }
    }

    /// Adds a custom action, listed by `name`.
    public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }

    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAction(named: Text(nameKey), handler)
    }

    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping @MainActor () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAction(named: Text(name), handler)
    }

    /// Sets the order of this element among its siblings: higher comes first.
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.sortPriority = sortPriority.isFinite ? sortPriority : 0 }
    }
}
