import Foundation

/// One element of what VoiceOver and UI tests see: a text, a control, or a view made an
/// element with `accessibilityElement(children:)`, with its frame in window coordinates.
public struct AccessibilityElement: Equatable, @unchecked Sendable, CustomStringConvertible {
    public var label: String
    public var value: String?
    public var hint: String?
    public var identifier: String?
    public var traits: AccessibilityTraits
    public var frame: CGRect
    /// Where activating the element taps, in window coordinates: the centre of its
    /// control (a toggle's switch), else of its frame, as UIKit's
    /// `accessibilityActivationPoint`.
    public var activationPoint: CGPoint
    /// The elements inside a container made with `accessibilityElement(children: .contain)`.
    public var children: [AccessibilityElement]
    /// The names of its actions: `default`, `escape`, `magicTap`, `delete`, `showMenu`
    /// or a custom action's name.
    public var actions: [String] { handlers.map(\.name) }
    /// What each action does; not compared (closures have no equality). Run on the
    /// main actor only: `ViewHost` is the only caller.
    var handlers: [(name: String, handler: @MainActor () -> Void)] = []

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.label == rhs.label && lhs.value == rhs.value && lhs.hint == rhs.hint && lhs.identifier == rhs.identifier
            && lhs.traits == rhs.traits && lhs.frame == rhs.frame && lhs.activationPoint == rhs.activationPoint
            && lhs.children == rhs.children && lhs.actions == rhs.actions
    }

    public var description: String {
        var parts = ["\"\(label)\""]
        if let value { parts.append("value: \"\(value)\"") }
        if let identifier { parts.append("id: \(identifier)") }
        return "AccessibilityElement(" + parts.joined(separator: ", ") + ")"
    }

    /// This element and every element inside it, depth first.
    var flattened: [AccessibilityElement] { [self] + children.flatMap(\.flattened) }
}

/// Builds the accessibility elements of a laid-out tree, as SwiftUI derives them:
///
/// 1. A view hidden with `accessibilityHidden(true)` is skipped with all it holds.
/// 2. A view with `accessibilityElement(children:)` is one element: `.ignore` keeps only
///    what is set on it, `.combine` joins its children's labels with ", " and merges
///    their traits, `.contain` keeps them as its children.
/// 3. A control (button, toggle, text field) is one element labelled by its texts.
/// 4. A text is a static-text element.
/// 5. Anything else passes its properties down to the elements inside it.
///
/// Siblings are ordered by `accessibilitySortPriority`, higher first, then as drawn.
@MainActor
enum AccessibilityTree {
    static func elements(of node: LayoutNode, inherited: AccessibilityProperties = AccessibilityProperties()) -> [AccessibilityElement] {
        guard !node.isExcluded else { return [] }
        let own = node.accessibility ?? AccessibilityProperties()
        if own.isHidden { return [] }
        let properties = own.inheriting(inherited)
        let result: [AccessibilityElement]
        if let behavior = own.childBehavior {
            result = [container(node, properties, behavior)]
        } else if let control = control(node, properties) {
            result = [control]
        } else if let text = node.behavior.displayedText {
            result = [element(properties, label: text, traits: .isStaticText, frame: node.frame)]
        } else {
            var passed = properties
            passed.sortPriority = 0
            result = sorted(node.children.map { ($0, elements(of: $0, inherited: passed)) })
        }
        return result
    }

    /// Children's elements in sort-priority order (stable), flattened.
    private static func sorted(_ groups: [(LayoutNode, [AccessibilityElement])]) -> [AccessibilityElement] {
        groups.enumerated()
            .sorted { a, b in
                let pa = a.element.0.accessibility?.sortPriority ?? 0, pb = b.element.0.accessibility?.sortPriority ?? 0
                return pa != pb ? pa > pb : a.offset < b.offset
            }
            .flatMap(\.element.1)
    }

    private static func inner(_ node: LayoutNode) -> [AccessibilityElement] {
        sorted(node.children.map { ($0, elements(of: $0)) })
    }

    private static func container(_ node: LayoutNode, _ properties: AccessibilityProperties,
                                  _ behavior: AccessibilityChildBehavior) -> AccessibilityElement {
        switch behavior.kind {
        case .ignore:
            return element(properties, label: "", traits: [], frame: node.frame)
        case .combine:
            let all = inner(node).flatMap(\.flattened)
            let label = all.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
            var traits = all.reduce(AccessibilityTraits()) { $0.union($1.traits) }
            // A label beside a control reads as the control ("Wi-Fi, switch button").
            if traits.contains(.isButton) { traits.remove(.isStaticText) }
            var combined = element(properties, label: label, traits: traits, frame: node.frame)
            if properties.value == nil { combined.value = all.compactMap(\.value).first }
            if let control = all.first(where: { $0.traits.contains(.isButton) }) {
                combined.activationPoint = control.activationPoint
            }
            return combined
        case .contain:
            var contained = element(properties, label: "", traits: [], frame: node.frame)
            contained.children = inner(node)
            return contained
        }
    }

    /// A control: one element labelled by the texts inside it.
    private static func control(_ node: LayoutNode, _ properties: AccessibilityProperties) -> AccessibilityElement? {
        guard let modifier = node.interaction else { return nil }
        let label = node.behavior.displayedText
            ?? inner(node).flatMap(\.flattened).map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
        switch modifier.interaction {
        // A tap on the whole frame is a control's (a button, a link); a tap gesture on
        // content adds no trait, as in SwiftUI.
        case .tap: return element(properties, label: label, traits: modifier.shape != nil ? .isButton : [], frame: node.frame)
        // Toggles read "1" or "0" as UIKit's switches do.
        case .toggle(let isOn):
            var toggle = element(properties, label: label, traits: [.isButton, .isToggle], frame: node.frame)
            if properties.value == nil { toggle.value = isOn.wrappedValue ? "1" : "0" }
            return toggle
        case .textEntry(let entry):
            var field = element(properties, label: label, traits: [], frame: node.frame)
            if properties.value == nil { field.value = entry.text() }
            return field
        case .gesture(let gesture):
            return gesture.isTap ? element(properties, label: label, traits: [], frame: node.frame) : nil
        case .scroll: return nil
        }
    }

    private static func element(_ properties: AccessibilityProperties, label: String, traits: AccessibilityTraits,
                                frame: CGRect) -> AccessibilityElement {
        AccessibilityElement(
            label: properties.label ?? label, value: properties.value, hint: properties.hint,
            identifier: properties.identifier,
            traits: traits.union(properties.addedTraits).subtracting(properties.removedTraits),
            frame: frame, activationPoint: CGPoint(x: frame.midX, y: frame.midY), children: [],
            handlers: properties.actions)
    }
}

extension ViewHost {
    /// The accessibility elements on screen, in reading order, as VoiceOver and UI tests
    /// see them.
    public var accessibilityTree: [AccessibilityElement] {
        _ = layout
        return AccessibilityTree.elements(of: root)
    }

    /// Taps the element with this accessibility identifier at its activation point, as
    /// VoiceOver activates it (for most elements, the centre, as a UI test's `tap()`).
    public func tap(accessibilityIdentifier identifier: String) throws {
        try tap(element(where: { $0.identifier == identifier }, named: "identifier \"\(identifier)\""))
    }

    /// Taps the element with this accessibility label at its activation point.
    public func tap(accessibilityLabel label: String) throws {
        try tap(element(where: { $0.label == label }, named: "label \"\(label)\""))
    }

    /// Activates the element with this accessibility identifier as VoiceOver's double
    /// tap does: its default action if it has one, else a tap at its activation point.
    public func activate(accessibilityIdentifier identifier: String) throws {
        let found = try element(where: { $0.identifier == identifier }, named: "identifier \"\(identifier)\"")
        guard let action = found.handlers.first(where: { $0.name == AccessibilityActionKind.default.name }) else {
            return try tap(found)
        }
        action.handler()
        update()
    }

    /// Performs the named action (`"escape"`, `"delete"`, a custom action's name) of the
    /// element with this accessibility identifier.
    public func performAccessibilityAction(named name: String, accessibilityIdentifier identifier: String) throws {
        let found = try element(where: { $0.identifier == identifier }, named: "identifier \"\(identifier)\"")
        guard let action = found.handlers.first(where: { $0.name == name }) else {
            let names = found.actions.isEmpty ? "none" : found.actions.joined(separator: ", ")
            throw ViewHostError("The element with identifier \"\(identifier)\" has no action \"\(name)\"; its actions: \(names).")
        }
        action.handler()
        update()
    }

    private func element(where matches: (AccessibilityElement) -> Bool, named name: String) throws -> AccessibilityElement {
        let all = accessibilityTree.flatMap(\.flattened)
        guard let found = all.first(where: matches) else {
            let shown = all.map(\.description).joined(separator: ", ")
            throw ViewHostError("No accessibility element has the \(name). Elements: \(shown.isEmpty ? "none" : shown).")
        }
        return found
    }

    private func tap(_ element: AccessibilityElement) throws {
        try tap(at: element.activationPoint)
    }
}
