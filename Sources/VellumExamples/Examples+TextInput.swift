import Foundation
import Vellum

extension Examples {
    static let textInput: [Example] = [
        Example(
            name: "text-input-sign-up",
            summary: "A sign-up form with @FocusState: the name field has focus and draws its caret; the email field uses .keyboardType(.emailAddress), the bio grows with its text (axis: .vertical, lineLimit(2...4)), the age is a number field (format: .number), and Return moves to the next field.",
            window: CGSize(width: 390, height: 300),
            source: """
            struct SignUpForm: View {
                enum Field: Hashable { case name, email, bio, age }
                @State private var name = "Mary"
                @State private var email = ""
                @State private var bio = "Gardener and amateur astronomer. I keep bees, and write about them."
                @State private var age = 34
                @FocusState private var focusedField: Field?

                var body: some View {
                    Form {
                        Section("Account") {
                            TextField("Name", text: $name)
                                .focused($focusedField, equals: .name)
                                .textContentType(.name)
                                .submitLabel(.next)
                            TextField("Email", text: $email)
                                .focused($focusedField, equals: .email)
                                .keyboardType(.emailAddress)
                                .textInputAutocapitalization(.never)
                                .autocorrectionDisabled()
                        }
                        Section("About You") {
                            TextField("Bio", text: $bio, axis: .vertical)
                                .focused($focusedField, equals: .bio)
                                .lineLimit(2...4)
                            LabeledContent("Age") {
                                TextField("Age", value: $age, format: .number)
                                    .focused($focusedField, equals: .age)
                                    .keyboardType(.numberPad)
                                    .multilineTextAlignment(.trailing)
                            }
                        }
                    }
                    .onSubmit {
                        switch focusedField {
                        case .name: focusedField = .email
                        case .email: focusedField = .bio
                        default: focusedField = nil
                        }
                    }
                }
            }
            // In the still, the name field has focus: host.focus(id: "name").
            """,
            makeView: { AnyView(SignUpForm()) },
            prepare: { try $0.focus(id: "name") }),
    ]
}

struct SignUpForm: View {
    enum Field: Hashable { case name, email, bio, age }
    @State private var name = "Mary"
    @State private var email = ""
    @State private var bio = "Gardener and amateur astronomer. I keep bees, and write about them."
    @State private var age = 34
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            Section("Account") {
                TextField("Name", text: $name)
                    .focused($focusedField, equals: .name)
                    .textContentType(.name)
                    .submitLabel(.next)
                    .id("name")
                TextField("Email", text: $email)
                    .focused($focusedField, equals: .email)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
            }
            Section("About You") {
                TextField("Bio", text: $bio, axis: .vertical)
                    .focused($focusedField, equals: .bio)
                    .lineLimit(2...4)
                LabeledContent("Age") {
                    TextField("Age", value: $age, format: .number)
                        .focused($focusedField, equals: .age)
                        .keyboardType(.numberPad)
                        .multilineTextAlignment(.trailing)
                }
            }
        }
        .onSubmit {
            switch focusedField {
            case .name: focusedField = .email
            case .email: focusedField = .bio
            default: focusedField = nil
            }
        }
    }
}
