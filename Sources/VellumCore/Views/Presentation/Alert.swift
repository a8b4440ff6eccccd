import Foundation

// Alerts (iOS 17).
//
// 1. An `alert` modifier records its alert in the window's registry, as `sheet` does;
//    the window shows the first, over its content and any sheet, which take no taps.
// 2. The box is 270 points wide, centred in the window: the title (17-point semibold) and
//    the message (13-point) centred, then the buttons, 44 points tall, side by side when
//    there are two and stacked otherwise, with hairlines between. No actions: an OK
//    button.
// 3. A button runs its action, then dismisses the alert. `.cancel` draws semibold and
//    goes first of two, last of more; `.destructive` draws red, others in the tint.

/// Figures of the iOS 17 alert. The 270-point width is UIAlertController's long-standing
/// width; the others are estimates from simulator screenshots.
enum AlertMetrics {
    static let width: CGFloat = 270
    /// Each button row's height (estimate).
    static let buttonHeight: CGFloat = 44
    /// The box's corner radius (estimate).
    static let cornerRadius: CGFloat = 14
    /// Padding around the title and message (estimate).
    static let textInsets = EdgeInsets(top: 19, leading: 16, bottom: 18, trailing: 16)
    /// The box's fill: the alert material, opaque here (estimates; dark: `systemGray5`).
    static let background = Color(named: "alertBackground", 242, 242, 247, dark: (44, 44, 46, 1))
    /// The black drawn over what is behind (estimate).
    static let dimming = 0.2
    static let titleFont = Font.system(size: 17, weight: .semibold)
    static let messageFont = Font.system(size: 13)
}

/// An alert that is presented.
struct AlertPresentation {
    let title: Text
    let actions: AnyView
    let message: AnyView?
    let dismiss: @MainActor () -> Void
}

/// Records the alert it presents, if any, in the window's registry.
public struct _AlertModifier: _PrimitiveViewModifier {
    let presentation: AlertPresentation?

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        inputs.registerPresentation(modifier.presentation, of: Self.self, in: \.alerts)
        list.nodes += content.resolve(inputs)
    }
}

extension View {
    private func alert(_ title: Text, isPresented: Binding<Bool>, actions: AnyView, message: AnyView?)
        -> ModifiedContent<Self, _AlertModifier>
    {
        let presentation = isPresented.wrappedValue
            ? AlertPresentation(title: title, actions: actions, message: message, dismiss: { isPresented.wrappedValue = false })
            : nil
        return modifier(_AlertModifier(presentation: presentation))
    }

    /// Presents an alert with a title when a given condition is true.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> ModifiedContent<Self, _AlertModifier>
    {
        alert(title, isPresented: isPresented, actions: AnyView(actions()), message: nil)
    }

    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> ModifiedContent<Self, _AlertModifier>
    {
        alert(Text(titleKey), isPresented: isPresented, actions: AnyView(actions()), message: nil)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> ModifiedContent<Self, _AlertModifier>
    {
        alert(Text(title), isPresented: isPresented, actions: AnyView(actions()), message: nil)
    }

    /// Presents an alert with a title and a message when a given condition is true.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> ModifiedContent<Self, _AlertModifier> {
        alert(title, isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()))
    }

    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> ModifiedContent<Self, _AlertModifier> {
        alert(Text(titleKey), isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()))
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> ModifiedContent<Self, _AlertModifier> {
        alert(Text(title), isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message()))
    }

    /// Presents an alert using the given data to produce its actions and message; it is
    /// shown while the condition is true and the data is not nil.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M)
        -> ModifiedContent<Self, _AlertModifier>
    {
        let presented = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return alert(Text(titleKey), isPresented: presented, actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
                     message: data.map { AnyView(message($0)) })
    }

    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> ModifiedContent<Self, _AlertModifier> {
        alert(titleKey, isPresented: isPresented, presenting: data, actions: actions) { _ in EmptyView() }
    }
}

// MARK: - Errors

extension View {
    /// Presents an alert when an error is present: while the condition is true and the
    /// error is not nil.
    ///
    /// ```swift
    /// .alert(isPresented: $showsError, error: saveError) {
    ///     Button("OK") {}
    /// }
    /// ```
    ///
    /// The title is the error's `errorDescription` (its `localizedDescription` when that
    /// is nil), as Apple documents. The message, which Apple leaves undocumented, is the
    /// error's `failureReason` and `recoverySuggestion`, one per line, when it has them.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A)
        -> ModifiedContent<Self, _AlertModifier>
    {
        let message = error.flatMap { error -> AnyView? in
            let lines = [error.failureReason, error.recoverySuggestion].compactMap { $0 }
            return lines.isEmpty ? nil : AnyView(Text(lines.joined(separator: "\n")))
        }
        return alert(Self.errorTitle(error), isPresented: errorPresented(isPresented, error),
                     actions: AnyView(actions()), message: message)
    }

    /// Presents an alert with a message when an error is present; its actions and
    /// message are made from the error, its title is the error's `errorDescription`.
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?,
                                                           @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> ModifiedContent<Self, _AlertModifier> {
        alert(Self.errorTitle(error), isPresented: errorPresented(isPresented, error),
              actions: error.map { AnyView(actions($0)) } ?? AnyView(EmptyView()), message: error.map { AnyView(message($0)) })
    }

    private static func errorTitle<E: LocalizedError>(_ error: E?) -> Text {
        Text(error.map { $0.errorDescription ?? $0.localizedDescription } ?? "")
    }

    /// True while the condition is true and there is an error.
    private func errorPresented<E>(_ isPresented: Binding<Bool>, _ error: E?) -> Binding<Bool> {
        Binding(get: { isPresented.wrappedValue && error != nil }, set: { isPresented.wrappedValue = $0 })
    }
}

/// A button in an alert: a full-width 44-point row; it runs its action, then dismisses.
private struct AlertButtonStyle: PrimitiveButtonStyle {
    let dismiss: @MainActor () -> Void

    func makeBody(configuration: Configuration) -> some View {
        let role = configuration.role
        return configuration.label
            .font(.system(size: 17, weight: role == .cancel ? .semibold : .regular))
            .foregroundStyle(role == .destructive ? Color.red : Color.accentColor)
            .lineLimit(1)
            .frame(maxWidth: .infinity, minHeight: AlertMetrics.buttonHeight)
            .contentShape(Rectangle())
            .onTapGesture {
                configuration.trigger()
                dismiss()
            }
            .layoutValue(key: AlertCancelRole.self, value: role == .cancel)
    }
}

/// Marks an alert's cancel button, which UIKit puts first of two side by side and last
/// of a stack.
private struct AlertCancelRole: LayoutValueKey {
    static let defaultValue = false
}

/// The alert's box as nodes (step 2), built once the number of buttons is known.
@MainActor
func makeAlertBox(_ alert: AlertPresentation, inputs: _ViewInputs) -> LayoutNode {
    var buttonInputs = inputs.forChildren(orientation: nil)
    buttonInputs.environment.buttonStyle = AnyButtonStyle(primitive: AlertButtonStyle(dismiss: alert.dismiss))
    var buttons = buttonInputs.appending(1).resolve(alert.actions)
    if buttons.isEmpty { buttons = buttonInputs.appending(2).resolve(Button("OK") {}) }

    let header = inputs.appending(3).resolve(VStack(spacing: 2) {
        alert.title.font(AlertMetrics.titleFont)
        alert.message.font(AlertMetrics.messageFont)
    }
    .multilineTextAlignment(.center)
    .padding(AlertMetrics.textInsets)
    .frame(maxWidth: .infinity))

    let sideBySide = buttons.count == 2
    let isCancel = { (node: LayoutNode) in node.traits.layoutValues[ObjectIdentifier(AlertCancelRole.self)] as? Bool == true }
    let cancels = buttons.filter(isCancel), others = buttons.filter { !isCancel($0) }
    buttons = sideBySide ? cancels + others : others + cancels
    let rowInputs = inputs.forChildren(orientation: sideBySide ? .horizontal : .vertical).appending(4)
    var rows: [LayoutNode] = []
    for (index, button) in buttons.enumerated() {
        if index > 0 { rows += rowInputs.appending(UInt64(index)).resolve(Divider()) }
        rows.append(button)
    }
    let stack: ImplicitStack = sideBySide ? .horizontal(spacing: 0) : .vertical(spacing: 0)
    let buttonArea = inputs.makeNode(stack.behavior, children: rows)
    let line = inputs.forChildren(orientation: .vertical).appending(5).resolve(Divider())
    return inputs.makeNode(ImplicitStack.vertical(spacing: 0).behavior, children: header + line + [buttonArea])
}

/// What is behind an alert and the alert's box over it.
struct AlertLayout: PresentationOverWindow {
    let sceneSize: CGSize?
    let presentation: AlertPresentation

    var nodeLabel: String { "alert" }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
        let window = window(around: bounds)
        let box = ProposedViewSize(width: AlertMetrics.width, height: nil)
        subviews[1].place(at: CGPoint(x: window.midX, y: window.midY), anchor: .center, proposal: box)
    }

    func draw(node: LayoutNode, into list: inout DisplayListBuilder) {
        let window = list.grid.snap(window(around: node.frame))
        node.children[0].draw(into: &list)
        list.append(.fill(Path(window), .color(Color.black.opacity(AlertMetrics.dimming)), FillStyle()))
        let box = list.grid.snap(node.children[1].frame)
        let shape = Path(roundedRect: box, cornerRadius: AlertMetrics.cornerRadius)
        list.group(.clip(shape, FillStyle())) { list in
            list.append(.fill(Path(box), .color(AlertMetrics.background), FillStyle()))
            node.children[1].draw(into: &list)
        }
    }
}
