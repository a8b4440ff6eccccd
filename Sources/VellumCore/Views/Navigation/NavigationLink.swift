import Foundation

/// A view that controls a navigation presentation: tapped, it pushes a screen onto the
/// enclosing navigation stack.
///
/// In a `List` it draws as a row with a disclosure chevron at the trailing edge;
/// elsewhere as a button. Outside any navigation stack it is disabled, as in SwiftUI.
///
/// ```swift
/// NavigationLink("Dune", value: book)                         // with navigationDestination(for:)
/// NavigationLink("Settings") { SettingsView() }               // destination form
/// NavigationLink(value: book) { Label(book.title, systemImage: "book") }
/// ```
public struct NavigationLink<Label: View, Destination: View>: _PrimitiveView {
    enum Target {
        case value(AnyHashable?)
        case view(Destination)
    }
    let target: Target
    let label: Label

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let state = inputs.environment.navigationState
        let target = view.target
        let push: @MainActor () -> Void = { [weak state] in
            switch target {
            case .value(let value?): state?.push(value: value)
            case .value(nil): break
            case .view(let destination): state?.push(view: AnyView(destination))
            }
        }
        let enabled: Bool
        if case .value(nil) = target { enabled = false } else { enabled = state != nil }
        if inputs.environment.listRowStyle != nil {
            let row = Button(action: push) {
                HStack(spacing: 0) {
                    view.label
                    Spacer(minLength: 8)
                    DisclosureIndicator()
                        .stroke(Color.disclosureIndicator, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                        .frame(width: 7, height: 12)
                }
            }
            .buttonStyle(.plain)
            .disabled(!enabled)
            list.nodes += inputs.resolve(row)
        } else {
            list.nodes += inputs.resolve(Button(action: push) { view.label }.disabled(!enabled))
        }
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value, as the
    /// stack's `navigationDestination(for:)` declares; a nil value disables the link.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        target = .value(value.map { AnyHashable($0) })
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value, with a
    /// text label.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink {
    /// Creates a navigation link that presents the destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        target = .view(destination())
        self.label = label()
    }

    /// Creates a navigation link that presents the destination view (iOS 13–16 form).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        target = .view(destination)
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

/// SF Symbols' `chevron.forward` as a list row's disclosure indicator draws it: about 7
/// by 12 points (estimate from simulator screenshots).
private struct DisclosureIndicator: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + 1, y: rect.minY + 1))
        path.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX + 1, y: rect.maxY - 1))
        return path
    }
}

extension Color {
    /// UIKit's `tertiaryLabel` (light mode): #3C3C43 at 30 % (Apple's UI element colours).
    static let disclosureIndicator = SystemColors.tertiaryLabel
}
