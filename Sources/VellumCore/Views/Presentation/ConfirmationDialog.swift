import Foundation

// Confirmation dialogs (iOS 17, iPhone: an action sheet).
//
// 1. A `confirmationDialog` modifier records its dialog in the window's registry, as
//    `alert` does; the window shows the first over its content and any sheet, dimmed.
// 2. At the bottom of the window, 8 points in from each side: a rounded group with the
//    title and message in small grey text (when shown) and the buttons, 57 points tall
//    with hairlines between; 8 points below it the Cancel button on its own, its bottom
//    on the safe area's. Without a `.cancel` button, the dialog adds one, as iOS does.
// 3. A button runs its action, then dismisses; a tap outside the dialog (and
//    `ViewHost.dismiss()`) is the Cancel button's tap. `.destructive` draws red, the
//    cancel button semibold, others in the tint.
// 4. On iPhone the title shows only with `titleVisibility: .visible` (`.automatic`
//    hides it there); the message shows whenever it is given.

/// Figures of the iOS 17 action sheet on iPhone. Apple publishes none: each is an
/// estimate from simulator screenshots (UIAlertController's `.actionSheet` style).
enum DialogMetrics {
    /// The margin on each side and above the Cancel button's group (estimate).
    static let margin: CGFloat = 8
    /// Each button's height (estimate).
    static let buttonHeight: CGFloat = 57
    static let cornerRadius: CGFloat = 13
    static let buttonFont = Font.system(size: 20)
    static let cancelFont = Font.system(size: 20, weight: .semibold)
    static let titleFont = Font.system(size: 13, weight: .semibold)
    static let messageFont = Font.system(size: 13)
    /// Padding around the title and message (estimate).
    static let textInsets = EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16)
    /// The space between the title and the message (estimate).
    static let textSpacing: CGFloat = 4
    /// The Cancel button's fill: opaque white over the group's material (estimate).
    static let cancelBackground = Color(named: "actionSheetCancelBackground", 255, 255, 255, dark: (44, 44, 46, 1))
}

/// A confirmation dialog that is presented.
struct DialogPresentation {
    let title: Text
    let showsTitle: Bool
    let actions: AnyView
    let message: AnyView?
    let dismiss: @MainActor () -> Void
    /// What the Cancel button does, filled in when the buttons are resolved.
    let cancel = DialogCancel()

    /// What a tap outside the dialog does: the Cancel button's action, then dismissing.
    @MainActor func cancelAndDismiss() {
        cancel.action?()
        dismiss()
    }
}

/// The action of a dialog's Cancel button, known once its buttons are resolved.
@MainActor
final class DialogCancel {
    var action: (@MainActor () -> Void)?
}

/// Records the confirmation dialog it presents, if any, in the window's registry.
public struct _ConfirmationDialogModifier: _PrimitiveViewModifier {
    let presentation: DialogPresentation?

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        inputs.registerPresentation(modifier.presentation, of: Self.self, in: \.dialogs)
        list.nodes += content.resolve(inputs)
    }
}

extension View {
    private func confirmationDialog(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility,
                                    actions: @autoclosure () -> AnyView, message: @autoclosure () -> AnyView?)
        -> ModifiedContent<Self, _ConfirmationDialogModifier>
    {
        let presentation = isPresented.wrappedValue
            ? DialogPresentation(title: title, showsTitle: titleVisibility == .visible, actions: actions(), message: message(),
                                 dismiss: { isPresented.wrappedValue = false })
            : nil
        return modifier(_ConfirmationDialogModifier(presentation: presentation))
    }

    /// Presents a confirmation dialog when a given condition is true: on iPhone, an
    /// action sheet at the bottom of the window.
    ///
    /// ```swift
    /// .confirmationDialog("Delete this note?", isPresented: $isConfirming, titleVisibility: .visible) {
    ///     Button("Delete", role: .destructive) { delete() }
    /// }
    /// ```
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _ConfirmationDialogModifier> {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: AnyView(actions()), message: nil)
    }

    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _ConfirmationDialogModifier> {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A)
        -> ModifiedContent<Self, _ConfirmationDialogModifier>
    {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Presents a confirmation dialog with a message when a given condition is true.
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M)
        -> ModifiedContent<Self, _ConfirmationDialogModifier>
    {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility,
                           actions: AnyView(actions()), message: AnyView(message()))
    }

    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M)
        -> ModifiedContent<Self, _ConfirmationDialogModifier>
    {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M)
        -> ModifiedContent<Self, _ConfirmationDialogModifier>
    {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// Presents a confirmation dialog using data to produce its actions (and message):
    /// shown while the condition is true and the data is not nil.
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M)
        -> ModifiedContent<Self, _ConfirmationDialogModifier>
    {
        let presented = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return confirmationDialog(title, isPresented: presented, titleVisibility: titleVisibility,
                                  actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
                                  message: data.map { AnyView(message($0)) })
    }

    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M)
        -> ModifiedContent<Self, _ConfirmationDialogModifier>
    {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
                           actions: actions, message: message)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic,
                                                                           presenting data: T?,
                                                                           @ViewBuilder actions: (T) -> A,
                                                                           @ViewBuilder message: (T) -> M)
        -> ModifiedContent<Self, _ConfirmationDialogModifier>
    {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
                           actions: actions, message: message)
    }

    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> ModifiedContent<Self, _ConfirmationDialogModifier> {
        let presented = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return confirmationDialog(title, isPresented: presented, titleVisibility: titleVisibility,
                                  actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()), message: nil)
    }

    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> ModifiedContent<Self, _ConfirmationDialogModifier> {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                  titleVisibility: Visibility = .automatic,
                                                                  presenting data: T?, @ViewBuilder actions: (T) -> A)
        -> ModifiedContent<Self, _ConfirmationDialogModifier>
    {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }
}

/// A button in an action sheet: a full-width 57-point row; it runs its action, then
/// dismisses. The cancel button gives the dialog its action for taps outside.
private struct DialogButtonStyle: PrimitiveButtonStyle {
    let presentation: DialogPresentation

    func makeBody(configuration: Configuration) -> some View {
        let role = configuration.role
        if role == .cancel, presentation.cancel.action == nil {
            presentation.cancel.action = { configuration.trigger() }
        }
        let dismiss = presentation.dismiss
        return configuration.label
            .font(role == .cancel ? DialogMetrics.cancelFont : DialogMetrics.buttonFont)
            .foregroundStyle(role == .destructive ? Color.red : Color.accentColor)
            .lineLimit(1)
            .frame(maxWidth: .infinity, minHeight: DialogMetrics.buttonHeight)
            .contentShape(Rectangle())
            .onTapGesture {
                configuration.trigger()
                dismiss()
            }
            .layoutValue(key: DialogCancelRole.self, value: role == .cancel)
    }
}

/// Marks a dialog's cancel button, which goes below the others on its own.
private struct DialogCancelRole: LayoutValueKey {
    static let defaultValue = false
}

extension _WindowContent {
    /// `below` with the first presented confirmation dialog over it (steps 1 and 2).
    static func presentDialog(_ registry: PresentationRegistry, over below: [LayoutNode], inputs: _ViewInputs) -> [LayoutNode] {
        guard let (_, dialog) = registry.first(\.dialogs, warning: {
            "Only one confirmation dialog can be presented at a time; showing the first of \($0)."
        }) else { return below }
        let dialogInputs = inputs.appending(ViewPath.Component.dialog)
        let base = inputs.nodeBehindPresentation(below)
        let catcher = dialogInputs.appending(1).tapLayer { dialog.cancelAndDismiss() }
        let (group, cancel) = makeDialogBoxes(dialog, inputs: dialogInputs.appending(2))
        let layout = DialogLayout(sceneSize: inputs.environment.sceneSize, insets: inputs.environment.windowSafeAreaInsets,
                                  presentation: dialog)
        return [inputs.makeNode(LayoutBehavior(layout), children: [base, catcher, group, cancel])]
    }
}

/// The dialog's group (title, message, buttons) and its Cancel button, as nodes.
@MainActor
private func makeDialogBoxes(_ dialog: DialogPresentation, inputs: _ViewInputs) -> (group: LayoutNode, cancel: LayoutNode) {
    var buttonInputs = inputs.forChildren(orientation: nil)
    buttonInputs.environment.buttonStyle = AnyButtonStyle(primitive: DialogButtonStyle(presentation: dialog))
    var buttons = buttonInputs.appending(1).resolve(dialog.actions)
    let isCancel = { (node: LayoutNode) in node.traits.layoutValues[ObjectIdentifier(DialogCancelRole.self)] as? Bool == true }
    let cancel: LayoutNode
    if let index = buttons.firstIndex(where: isCancel) {
        cancel = buttons.remove(at: index)
    } else {
        cancel = buttonInputs.appending(2).resolveAsOne(Button("Cancel", role: .cancel) {}, stackedIn: .vertical())
            ?? inputs.emptyNode(.vertical())
    }

    var rows: [LayoutNode] = []
    let showsHeader = dialog.showsTitle || dialog.message != nil
    if showsHeader {
        rows += inputs.appending(3).resolve(VStack(spacing: DialogMetrics.textSpacing) {
            if dialog.showsTitle { dialog.title.font(DialogMetrics.titleFont) }
            dialog.message.font(DialogMetrics.messageFont)
        }
        .foregroundStyle(Color.secondary)
        .multilineTextAlignment(.center)
        .padding(DialogMetrics.textInsets)
        .frame(maxWidth: .infinity))
    }
    let lineInputs = inputs.forChildren(orientation: .vertical).appending(4)
    for (index, button) in buttons.enumerated() {
        if index > 0 || showsHeader { rows += lineInputs.appending(UInt64(index)).resolve(Divider()) }
        rows.append(button)
    }
    return (inputs.makeNode(ImplicitStack.vertical(spacing: 0).behavior, children: rows), cancel)
}

/// What is behind a dialog, the layer that cancels it, the group and the Cancel button.
struct DialogLayout: PresentationOverWindow {
    let sceneSize: CGSize?
    let insets: EdgeInsets
    let presentation: DialogPresentation

    var nodeLabel: String { "confirmationDialog" }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
        let window = window(around: bounds)
        subviews[1].place(at: window.origin, proposal: ProposedViewSize(window.size))
        let m = DialogMetrics.margin
        let width = max(0, window.width - insets.leading - insets.trailing - 2 * m)
        let x = window.minX + insets.leading + m
        let proposed = ProposedViewSize(width: width, height: nil)
        let cancelHeight = subviews[3].sizeThatFits(proposed).height
        let cancelTop = window.maxY - max(insets.bottom, m) - cancelHeight
        subviews[3].place(at: CGPoint(x: x, y: cancelTop), proposal: proposed)
        let groupHeight = subviews[2].sizeThatFits(proposed).height
        subviews[2].place(at: CGPoint(x: x, y: cancelTop - m - groupHeight), proposal: proposed)
    }

    func draw(node: LayoutNode, into list: inout DisplayListBuilder) {
        let window = list.grid.snap(window(around: node.frame))
        node.children[0].draw(into: &list)
        list.append(.fill(Path(window), .color(Color.black.opacity(AlertMetrics.dimming)), FillStyle()))
        for (index, fill) in [(2, AlertMetrics.background), (3, DialogMetrics.cancelBackground)] {
            let box = list.grid.snap(node.children[index].frame)
            let shape = Path(roundedRect: box, cornerRadius: DialogMetrics.cornerRadius)
            list.group(.clip(shape, FillStyle())) { list in
                list.append(.fill(Path(box), .color(fill), FillStyle()))
                node.children[index].draw(into: &list)
            }
        }
    }
}

extension ViewPath.Component {
    /// Where the window's confirmation dialog is resolved.
    static let dialog: UInt64 = 0xC0_0000_0121
}
