import Foundation

// The modifiers that describe the keyboard a text field brings up, and what Return does.
// Linux shows no on-screen keyboard: each one is kept in the environment, and those that
// change what typing produces (the keyboard type, capitalization) act when `ViewHost`
// types into a field, as the iOS keyboard would.

// MARK: - Submitting

/// A type that defines various triggers that result in the firing of a submission action.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Return in a text field (`ViewHost.submit()`).
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Return in a search field (`searchable`).
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// An action `onSubmit` added, and the triggers it answers.
struct SubmitAction {
    let triggers: SubmitTriggers
    let action: () -> Void
}

/// A semantic label describing the label of submission within a view hierarchy: the
/// title of the keyboard's Return key. Kept in the environment (`submitLabel`); Linux
/// shows no keyboard to draw it on.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    private init(_ name: String) { self.name = name }

    public static let done = SubmitLabel("done")
    public static let go = SubmitLabel("go")
    public static let send = SubmitLabel("send")
    public static let join = SubmitLabel("join")
    public static let route = SubmitLabel("route")
    public static let search = SubmitLabel("search")
    public static let `return` = SubmitLabel("return")
    public static let next = SubmitLabel("next")
    public static let `continue` = SubmitLabel("continue")
}

// MARK: - Keyboard types (UIKit's)

/// The type of keyboard to display for a given text-based view. `ViewHost` types only
/// the characters the keyboard has keys for: a number pad drops letters.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable

    /// Whether the keyboard has a key for `character`; nil means every character.
    func accepts(_ character: Character, locale: Locale) -> Bool {
        switch self {
        case .numberPad, .asciiCapableNumberPad: character.isASCII && character.isNumber
        case .decimalPad: character.isASCII && character.isNumber || String(character) == (locale.decimalSeparator ?? ".")
        case .phonePad: character.isASCII && character.isNumber || "+*#".contains(character)
        default: true
        }
    }
}

/// A semantic meaning for a text field (a user name, a one-time code), which iOS uses for
/// AutoFill. Kept in the environment; Linux has no AutoFill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let shipmentTrackingNumber = UITextContentType("shipment-tracking-number")
    public static let flightNumber = UITextContentType("flight-number")
    public static let dateTime = UITextContentType("date-time")
}

// MARK: - Capitalization

/// The kind of autocapitalization behaviour applied during text input.
///
/// `ViewHost` applies it to what it types, as the shift key of the iOS keyboard does:
/// each letter that starts a word (`words`) or a sentence (`sentences`: at the start,
/// or after `.`, `!` or `?` and a space, or a new line), or every letter (`characters`),
/// is typed in upper case. Without the modifier the host types text as given, as a
/// hardware keyboard or a paste would.
public struct TextInputAutocapitalization: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case never, words, sentences, characters }
    let kind: Kind

    public static let never = TextInputAutocapitalization(kind: .never)
    public static let words = TextInputAutocapitalization(kind: .words)
    public static let sentences = TextInputAutocapitalization(kind: .sentences)
    public static let characters = TextInputAutocapitalization(kind: .characters)

    private init(kind: Kind) { self.kind = kind }

    /// The behaviour of a UIKit autocapitalization type.
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: kind = .never
        case .words: kind = .words
        case .sentences: kind = .sentences
        case .allCharacters: kind = .characters
        }
    }

    /// `typed`, as the keyboard capitalizes it after `existing`.
    func apply(_ typed: String, after existing: String) -> String {
        if kind == .never { return typed }
        if kind == .characters { return typed.uppercased() }
        var result = ""
        var before = Array(existing.suffix(2))
        for character in typed {
            let previous = before.last
            let startsWord = previous == nil || previous!.isWhitespace
            let startsSentence = previous == nil || previous!.isNewline
                || (previous!.isWhitespace && before.count == 2 && ".!?".contains(before[0]))
            let capitalize = kind == .words ? startsWord : startsSentence
            let shown = capitalize && character.isLetter ? Character(character.uppercased()) : character
            result.append(shown)
            before = Array((before + [shown]).suffix(2))
        }
        return result
    }
}

/// The UIKit autocapitalization types, for the deprecated `autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

// MARK: - Keyboard dismissal on scroll

/// The ways that scrollable content can interact with the software keyboard.
///
/// `ViewHost` has no keyboard to slide away: a scroll (a drag or `scroll(id:to:)`) in a
/// scroll view whose mode is `immediately` or `interactively` takes the focus from the
/// focused field, as dismissing the keyboard does. `automatic` is `immediately` in a
/// List or Form and `never` in a ScrollView (iOS 16+, Apple's documentation).
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, immediately, interactively, never }
    let kind: Kind

    public static let automatic = ScrollDismissesKeyboardMode(kind: .automatic)
    public static let immediately = ScrollDismissesKeyboardMode(kind: .immediately)
    public static let interactively = ScrollDismissesKeyboardMode(kind: .interactively)
    public static let never = ScrollDismissesKeyboardMode(kind: .never)
}

// MARK: - The traits in the environment

/// Everything the text-input modifiers set, read by the fields below them.
struct TextInputTraits: Equatable {
    var keyboardType = UIKeyboardType.default
    var contentType: UITextContentType?
    var autocapitalization: TextInputAutocapitalization?
    var autocorrectionDisabled = false
    var submitLabel = SubmitLabel.return
    var scrollDismissesKeyboard = ScrollDismissesKeyboardMode.automatic

    /// Whether scrolling takes the focus from the focused field: `automatic` does in a
    /// list, not in a scroll view.
    func dismissesKeyboardOnScroll(inList: Bool) -> Bool {
        switch scrollDismissesKeyboard.kind {
        case .automatic: inList
        case .immediately, .interactively: true
        case .never: false
        }
    }

    /// `typed` as this keyboard types it after `existing`: characters it has no key for
    /// are dropped (with a warning), the rest capitalized.
    @MainActor
    func typing(_ typed: String, after existing: String, locale: Locale) -> String {
        let kept = String(typed.filter { keyboardType.accepts($0, locale: locale) })
        if kept.count != typed.count {
            Diagnostics.warnOnce("ViewHost.type(\"\(typed)\"): a \(keyboardType) keyboard has no keys for some of these characters; they were not typed.")
        }
        return autocapitalization?.apply(kept, after: existing) ?? kept
    }
}

private struct TextInputTraitsKey: EnvironmentKey {
    static let defaultValue = TextInputTraits()
}

private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [SubmitAction] { [] }
}

extension EnvironmentValues {
    var textInputTraits: TextInputTraits {
        get { self[TextInputTraitsKey.self] }
        set { self[TextInputTraitsKey.self] = newValue }
    }

    /// The `onSubmit` actions around a view, innermost first.
    var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }

    /// Runs the actions for `trigger`, innermost first.
    func runSubmitActions(_ trigger: SubmitTriggers) {
        for entry in submitActions where entry.triggers.contains(trigger) { entry.action() }
    }
}

// MARK: - Modifiers

extension View {
    /// Adds an action to perform when the user submits a value to this view: Return in a
    /// text field inside it (`ViewHost.submit()`), for `.text`; in a search field, for
    /// `.search`. Every `onSubmit` around the field runs, innermost first.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
        -> ModifiedContent<Self, _EnvironmentTransformModifier>
    {
        modifier(_EnvironmentTransformModifier {
            $0.submitActions.append(SubmitAction(triggers: triggers, action: action))
        })
    }

    /// Prevents submission triggers originating from this view from invoking the
    /// `onSubmit` actions placed around it.
    public func submitScope(_ isBlocking: Bool = true) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        modifier(_EnvironmentTransformModifier { if isBlocking { $0.submitActions = [] } })
    }

    /// Sets the submit label (the Return key's title) for this view. Kept, not drawn:
    /// Linux shows no keyboard.
    public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        modifier(_EnvironmentTransformModifier { $0.textInputTraits.submitLabel = submitLabel })
    }

    /// Sets the keyboard type for this view: `ViewHost` types only the characters that
    /// keyboard has (digits on a number pad).
    public func keyboardType(_ type: UIKeyboardType) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        modifier(_EnvironmentTransformModifier { $0.textInputTraits.keyboardType = type })
    }

    /// Sets the text content type for this view, which iOS uses for AutoFill. Kept, with
    /// no effect on Linux.
    public func textContentType(_ textContentType: UITextContentType?) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        modifier(_EnvironmentTransformModifier { $0.textInputTraits.contentType = textContentType })
    }

    /// Sets how the keyboard capitalizes what is typed; `ViewHost.type` applies it.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
        -> ModifiedContent<Self, _EnvironmentTransformModifier>
    {
        modifier(_EnvironmentTransformModifier { $0.textInputTraits.autocapitalization = autocapitalization })
    }

    /// Sets the UIKit autocapitalization type (deprecated for
    /// `textInputAutocapitalization(_:)`, which it sets).
    @available(iOS, deprecated: 100000.0, renamed: "textInputAutocapitalization(_:)")
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        textInputAutocapitalization(TextInputAutocapitalization(style))
    }

    /// Sets whether to disable autocorrection for this view. `ViewHost` never
    /// autocorrects; the value is kept for views that read it.
    public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        modifier(_EnvironmentTransformModifier { $0.textInputTraits.autocorrectionDisabled = disable })
    }

    /// Sets whether to disable autocorrection (deprecated for `autocorrectionDisabled`).
    @available(iOS, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        autocorrectionDisabled(disable ?? false)
    }

    /// Configures the behaviour in which scrollable content interacts with the software
    /// keyboard (see `ScrollDismissesKeyboardMode` for what it does in `ViewHost`).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        modifier(_EnvironmentTransformModifier { $0.textInputTraits.scrollDismissesKeyboard = mode })
    }
}

extension EnvironmentValues {
    /// Whether autocorrection is disabled for the text fields here.
    public var autocorrectionDisabled: Bool {
        get { textInputTraits.autocorrectionDisabled }
        set { textInputTraits.autocorrectionDisabled = newValue }
    }
}
