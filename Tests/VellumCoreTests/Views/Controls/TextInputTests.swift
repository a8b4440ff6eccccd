import Foundation
import Testing
@testable import VellumCore

// Text input and focus as an app uses them, run in a ViewHost with the spec's
// fixed-advance text (8 points a character, lines 61/3 tall).

private let window = CGSize(width: 320, height: 480)

/// A sign-in form as tutorials write it: Return in the user name moves to the password,
/// Return in the password signs in.
private struct SignInForm: View {
    enum Field: Hashable { case username, password }
    @State private var username = ""
    @State private var password = ""
    @State private var signedIn = false
    @FocusState private var focusedField: Field?

    var body: some View {
        VStack {
            TextField("Username", text: $username)
                .focused($focusedField, equals: .username)
                .id("username")
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
                .id("password")
            Button("Sign In") { focusedField = .username }
            Text(signedIn ? "Welcome, \(username)" : "Signed out")
            Text("Focus: \(focusedField.map { "\($0)" } ?? "none")")
        }
        .onSubmit {
            if focusedField == .username {
                focusedField = .password
            } else {
                signedIn = true
            }
        }
    }
}

@MainActor
private func host<V: View>(_ view: V) -> ViewHost {
    ViewHost(view, size: window, environment: .spec)
}

/// The caret rectangles drawn: 2-pt fills in the accent colour.
@MainActor
private func carets(_ host: ViewHost) -> [CGRect] {
    host.displayList.items.compactMap { item in
        if case .fill(let path, .color(let color), _) = item, color == .accentColor,
           abs(path.boundingRect.width - 2) < 0.01 { return path.boundingRect }
        return nil
    }
}

@MainActor
@Suite struct FocusTests {
    @Test func tappingAFieldFocusesItAndSetsTheFocusState() throws {
        let host = host(SignInForm())
        #expect(host.focusedField == nil)
        #expect(host.contains(text: "Focus: none"))
        try host.tap(text: "Username")
        #expect(host.focusedField?.id == AnyHashable("username"))
        #expect(host.contains(text: "Focus: username"))
        try host.tap(text: "Password")
        #expect(host.focusedField?.id == AnyHashable("password"))
        #expect(host.contains(text: "Focus: password"))
    }

    @Test func settingTheFocusStateFromCodeFocusesTheField() throws {
        let host = host(SignInForm())
        try host.tap(text: "Sign In")
        #expect(host.focusedField?.id == AnyHashable("username"))
        try host.type("kate")
        #expect(host.contains(text: "kate"))
    }

    @Test func onSubmitMovesFocusToTheNextField() throws {
        let host = host(SignInForm())
        try host.type("kate", id: "username")
        try host.submit()
        #expect(host.focusedField?.id == AnyHashable("password"))
        try host.type("secret")
        #expect(host.contains(text: String(repeating: "\u{2022}", count: 6)))
        try host.submit()
        // The last field's Return signs in and, with focus left where it was, ends editing.
        #expect(host.contains(text: "Welcome, kate"))
        #expect(host.focusedField == nil)
        #expect(host.contains(text: "Focus: none"))
    }

    @Test func aBooleanFocusStateFollowsItsField() throws {
        struct Search: View {
            @State private var query = ""
            @State private var note = ""
            @FocusState private var isSearching: Bool
            var body: some View {
                VStack {
                    TextField("Search", text: $query).focused($isSearching)
                    TextField("Note", text: $note)
                    Text(isSearching ? "searching" : "idle")
                    Button("Find") { isSearching = true }
                    Button("Done") { isSearching = false }
                }
            }
        }
        let host = host(Search())
        try host.tap(text: "Find")
        #expect(host.focusedField?.prompt == "Search")
        #expect(host.contains(text: "searching"))
        // Focusing another field unfocuses the first: focus is one value for the window.
        try host.tap(text: "Note")
        #expect(host.focusedField?.prompt == "Note")
        #expect(host.contains(text: "idle"))
        try host.tap(text: "Find")
        try host.tap(text: "Done")
        #expect(host.focusedField == nil)
    }

    @Test func isFocusedIsTrueInsideTheFocusedView() throws {
        struct Highlighted: View {
            @Environment(\.isFocused) private var isFocused
            var body: some View { Text(isFocused ? "lit" : "dim") }
        }
        struct Form1: View {
            @State private var name = ""
            @FocusState private var focused: Bool
            var body: some View {
                VStack {
                    HStack { TextField("Name", text: $name); Highlighted() }.focused($focused)
                }
            }
        }
        let host = host(Form1())
        #expect(host.contains(text: "dim"))
        try host.tap(text: "Name")
        #expect(host.contains(text: "lit"))
    }

    @Test func theFocusedFieldDrawsACaretAtTheEndOfItsText() throws {
        struct Name: View {
            @State private var name = "Kate"
            var body: some View { TextField("Name", text: $name).id("name") }
        }
        let host = host(Name())
        #expect(carets(host).isEmpty)
        try host.focus(id: "name")
        let field = try host.find(id: "name").frame
        let caret = try #require(carets(host).first)
        // After "Kate" (4 × 8 points), one line tall less the leading.
        #expect(abs(caret.minX - (field.minX + 32)) < 0.5)
        #expect(caret.width == 2)
        #expect(caret.height > 15 && caret.height <= line + 0.01)
        host.unfocus()
        #expect(carets(host).isEmpty)
    }

    @Test func aDisabledFieldTakesNoFocus() throws {
        let host = host(TextField("Name", text: .constant("")).disabled(true).id("name"))
        #expect(throws: ViewHostError.self) { try host.focus(id: "name") }
        #expect(host.focusedField == nil)
        #expect(throws: ViewHostError.self) { try host.type("x") }
    }
}

@MainActor
@Suite struct TextInputTraitsTests {
    private struct Field: View {
        let autocapitalization: TextInputAutocapitalization?
        var keyboard = UIKeyboardType.default
        @State private var text = ""
        var body: some View {
            TextField("Field", text: $text)
                .textInputAutocapitalization(autocapitalization)
                .keyboardType(keyboard)
                .id("field")
        }
    }

    private func typed(_ text: String, _ capitalization: TextInputAutocapitalization?,
                       keyboard: UIKeyboardType = .default) throws -> String? {
        let host = host(Field(autocapitalization: capitalization, keyboard: keyboard))
        try host.type(text, id: "field")
        return host.focusedField?.text
    }

    @Test func typingCapitalizesAsTheKeyboardWould() throws {
        #expect(try typed("kate bell", nil) == "kate bell")
        #expect(try typed("kate bell", .never) == "kate bell")
        #expect(try typed("kate bell", .words) == "Kate Bell")
        #expect(try typed("hi there. bye now! ok", .sentences) == "Hi there. Bye now! Ok")
        #expect(try typed("abc-12", .characters) == "ABC-12")
        #expect(TextInputAutocapitalization(.allCharacters) == .characters)
    }

    @Test func aNumberPadTypesOnlyDigits() throws {
        #expect(try typed("12ab3", nil, keyboard: .numberPad) == "123")
        #expect(try typed("+1 (555) 010", nil, keyboard: .phonePad) == "+1555010")
        #expect(try typed("3.50", nil, keyboard: .decimalPad) == "3.50")
        #expect(try typed("kate@example.com", nil, keyboard: .emailAddress) == "kate@example.com")
    }

    @Test func theOtherTraitsAreKeptInTheEnvironment() {
        struct Reader: View {
            @Environment(\.autocorrectionDisabled) var disabled
            var body: some View { Text(disabled ? "off" : "on") }
        }
        let host = host(Reader().autocorrectionDisabled().submitLabel(.next).textContentType(.emailAddress))
        #expect(host.contains(text: "off"))
    }
}

@MainActor
@Suite struct FormattedFieldTests {
    private struct Age: View {
        @State var age = 42
        var body: some View {
            VStack {
                TextField("Age", value: $age, format: .number).id("age")
                Text("Age is \(age)")
            }
        }
    }

    @Test func showsTheFormattedValueAndParsesOnSubmit() throws {
        let host = host(Age())
        #expect(host.contains(text: "42"))
        try host.focus(id: "age")
        try host.clearText()
        try host.type("7")
        // Typing does not change the value until the field is submitted.
        #expect(host.contains(text: "Age is 42"))
        try host.submit()
        #expect(host.contains(text: "Age is 7"))
        #expect(host.contains(text: "7"))
    }

    @Test func textThatDoesNotParseLeavesTheValueUnchanged() throws {
        let host = host(Age())
        try host.focus(id: "age")
        try host.clearText()
        try host.type("old")
        #expect(host.contains(text: "old"))
        host.unfocus()
        #expect(host.contains(text: "Age is 42"))
        // The field shows the value's text again.
        #expect(host.contains(text: "42"))
    }

    @Test func anOptionalValueIsEmptyWhenNil() throws {
        struct Guests: View {
            @State var guests: Int? = nil
            var body: some View {
                VStack {
                    TextField("Guests", value: $guests, format: .number).id("guests")
                    Text(guests.map { "\($0) guests" } ?? "No answer")
                }
            }
        }
        let host = host(Guests())
        #expect(host.contains(text: "Guests"))  // the placeholder
        try host.type("4", id: "guests")
        try host.submit()
        #expect(host.contains(text: "4 guests"))
        try host.focus(id: "guests")
        try host.clearText()
        try host.submit()
        #expect(host.contains(text: "No answer"))
    }

    @Test func losingFocusCommitsLikeSubmitting() throws {
        struct Price: View {
            @State var price = 1.5
            @State var note = ""
            var body: some View {
                VStack {
                    TextField("Price", value: $price, format: .number.precision(.fractionLength(2))).id("price")
                    TextField("Note", text: $note)
                    Text("Price \(price)")
                }
            }
        }
        let host = host(Price())
        #expect(host.contains(text: "1.50"))
        try host.focus(id: "price")
        try host.clearText()
        try host.type("2.25")
        try host.tap(text: "Note")
        #expect(host.contains(text: "Price 2.25"))
    }
}

@MainActor
@Suite struct MultilineFieldTests {
    private func height(lines: Int) -> CGFloat {
        let text = (1...lines).map { "Line \($0)" }.joined(separator: "\n")
        return size(TextField("Bio", text: .constant(text), axis: .vertical).lineLimit(2...5), 200, nil).height
    }

    @Test func aVerticalFieldGrowsWithinItsLineLimit() {
        #expect(abs(height(lines: 1) - 2 * line) < 0.01)
        #expect(abs(height(lines: 3) - 3 * line) < 0.01)
        #expect(abs(height(lines: 7) - 5 * line) < 0.01)
        // Without a limit it grows with every line; wrapping counts.
        let long = String(repeating: "word ", count: 10)  // 50 characters: 2 lines of 200
        #expect(abs(size(TextField("Bio", text: .constant(long), axis: .vertical), 200, nil).height - 2 * line) < 0.01)
        #expect(abs(size(TextField("Bio", text: .constant(""), axis: .vertical).lineLimit(3, reservesSpace: true), 200, nil).height - 3 * line) < 0.01)
    }

    @Test func returnInAVerticalFieldTypesANewLine() throws {
        struct Bio: View {
            @State var bio = "Hello"
            var body: some View { TextField("Bio", text: $bio, axis: .vertical).id("bio") }
        }
        let host = host(Bio())
        try host.focus(id: "bio")
        try host.submit()
        try host.type("there")
        #expect(host.focusedField?.text == "Hello\nthere")
    }

    @Test func aTextEditorFillsWhatItIsOffered() throws {
        struct Notes: View {
            @State var notes = ""
            var body: some View {
                VStack(spacing: 0) {
                    Text("Notes")
                    TextEditor(text: $notes).id("editor")
                }
            }
        }
        let host = host(Notes())
        let editor = try host.find(id: "editor").frame
        #expect(editor.size == CGSize(width: 320, height: 480 - line))
        try host.focus(id: "editor")
        try host.type("Buy milk")
        try host.submit()
        try host.type("Call Sam")
        #expect(host.focusedField?.text == "Buy milk\nCall Sam")
        // The caret starts the second line, inside UITextView's insets (5 and 8 points).
        let caret = try #require(carets(host).first)
        #expect(abs(caret.minX - (5 + 64)) < 0.5)
        #expect(caret.minY > editor.minY + 8 + line - 1)
    }

    @Test func fieldsAnswerEveryProposal() {
        LayoutLaws.check(TextEditor(text: .constant("Notes\nMore")), mayBeInfinite: true)
        LayoutLaws.check(TextField("Bio", text: .constant("a b c d e f g"), axis: .vertical).lineLimit(2...5), mayBeInfinite: true)
        LayoutLaws.check(TextField("Name", text: .constant("Kate")).textFieldStyle(.roundedBorder), mayBeInfinite: true)
        // A limit below one line shows one.
        #expect(abs(size(TextField("Bio", text: .constant("a\nb"), axis: .vertical).lineLimit(0), 200, nil).height - line) < 0.01)
    }

    @Test func roundedBorderFieldIsThirtyFourPointsTall() {
        #expect(size(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder), 200, nil) == CGSize(width: 200, height: 34))
        #expect(size(TextField("Name", text: .constant("")).textFieldStyle(.plain), 200, nil).height == line)
    }
}

@MainActor
@Suite struct KeyboardToolbarTests {
    private struct Amount: View {
        @State private var amount = ""
        @FocusState private var isEditing: Bool
        var body: some View {
            NavigationStack {
                VStack {
                    TextField("Amount", text: $amount)
                        .keyboardType(.decimalPad)
                        .focused($isEditing)
                    Spacer()
                }
                .navigationTitle("Tip")
                .toolbar {
                    ToolbarItemGroup(placement: .keyboard) {
                        Spacer()
                        Button("Done") { isEditing = false }
                    }
                }
            }
        }
    }

    @Test func theKeyboardBarShowsOnlyWhileAFieldHasFocus() throws {
        let host = ViewHost(Amount(), device: .iPhone15, environment: .spec)
        #expect(!host.contains(text: "Done"))
        try host.tap(text: "Amount")
        #expect(host.contains(text: "Done"))
        // A 44-pt bar above the home indicator; its items trailing, 16 pt from the edge.
        let done = try host.find(text: "Done").frame
        let insets = Device.iPhone15.safeAreaInsets
        #expect(abs(done.midY - (Device.iPhone15.screenSize.height - insets.bottom - 22)) < 0.5)
        #expect(abs(done.maxX - (Device.iPhone15.screenSize.width - 16)) < 0.5)
        try host.tap(text: "Done")
        #expect(host.focusedField == nil)
        #expect(!host.contains(text: "Done"))
    }

    @Test func scrollingDismissesTheKeyboardWhenAsked() throws {
        struct Notes: View {
            @State private var title = ""
            let mode: ScrollDismissesKeyboardMode
            var body: some View {
                ScrollView {
                    VStack {
                        TextField("Title", text: $title)
                        ForEach(0..<40) { Text("Row \($0)") }
                    }
                }
                .scrollDismissesKeyboard(mode)
                .id("scroll")
            }
        }
        for (mode, keepsFocus) in [(ScrollDismissesKeyboardMode.immediately, false), (.never, true), (.automatic, true)] {
            let host = host(Notes(mode: mode))
            try host.tap(text: "Title")
            try host.scroll(id: "scroll", to: CGPoint(x: 0, y: 100))
            #expect((host.focusedField != nil) == keepsFocus)
        }
    }
}

@MainActor
@Suite struct FocusLifetimeTests {
    @Test func aFocusedFieldThatGoesAwayGivesUpTheFocus() throws {
        struct Reply: View {
            @State private var isReplying = true
            @State private var reply = ""
            @FocusState private var isFocused: Bool
            var body: some View {
                VStack {
                    if isReplying {
                        TextField("Reply", text: $reply).focused($isFocused)
                    }
                    Button("Cancel") { isReplying = false }
                    Text(isFocused ? "editing" : "not editing")
                }
            }
        }
        let host = host(Reply())
        try host.tap(text: "Reply")
        #expect(host.contains(text: "editing"))
        try host.tap(text: "Cancel")
        #expect(host.focusedField == nil)
        #expect(host.contains(text: "not editing"))
    }

    /// An editor drawn in an unbounded height (a scroll view, a fuzzer's proposal) shows
    /// its lines rather than trapping on an infinite line count.
    @Test func anEditorInAnInfiniteHeightDrawsItsLines() {
        let layout = ViewLayout(of: TextEditor(text: .constant("One\nTwo\nThree")),
                                proposal: ProposedViewSize(width: 200, height: .infinity))
        let texts = layout.displayList.items.filter { if case .glyphs = $0 { true } else { false } }
        #expect(texts.count == 3)
    }
}
