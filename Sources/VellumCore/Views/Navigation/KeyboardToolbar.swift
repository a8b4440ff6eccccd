import Foundation

/// The `.keyboard` toolbar placement's bar.
///
/// On iOS the items of `ToolbarItemGroup(placement: .keyboard)` sit in a bar above the
/// keyboard while a text field has focus. Linux has no on-screen keyboard, so the window
/// draws them in a 44-pt bar (UIToolbar's height) along its bottom edge, above the
/// home-indicator inset, while any field has focus, and removes it when none has. The
/// bar covers the content below it; it does not move the content up as a keyboard does.
@MainActor
enum KeyboardToolbar {
    /// UIToolbar's height in portrait on iPhone.
    static let height: CGFloat = 44
    /// The keyboard's light grey behind the bar: an estimate of iOS 17's default
    /// keyboard background (#D1D3D9 light, #2C2C2E dark), sampled from screenshots;
    /// Apple publishes no value.
    static let background = Color(named: "keyboardBackground", 209, 211, 217, dark: (44, 44, 46, 1))

    /// `nodes` (the window's content) with the keyboard bar over them while a field has
    /// focus and some view declares `.keyboard` items.
    static func attach(to nodes: [LayoutNode], inputs: _ViewInputs) -> [LayoutNode] {
        guard inputs.graph.focus.current != nil else { return nodes }
        let items = screenPreferences(of: nodes, throughStacks: true).toolbarItems.filter { $0.placement.place == .keyboard }
        guard let buttons = toolbarItemsView(items, at: .keyboard) else { return nodes }
        let bar = buttons
            .padding(.horizontal, NavigationBarMetrics.margin)
            .frame(maxWidth: .infinity, minHeight: height, maxHeight: height)
            .background(background.ignoresSafeArea())
        let base = inputs.oneNode(nodes, stackedIn: .vertical()) ?? inputs.emptyNode(.vertical())
        let barNode = inputs.appending(ViewPath.Component.keyboardBar).resolveAsOne(bar, stackedIn: .vertical())
            ?? inputs.emptyNode(.vertical())
        let layout = KeyboardBarLayout(sceneSize: inputs.environment.sceneSize, insets: inputs.environment.windowSafeAreaInsets)
        return [inputs.makeNode(LayoutBehavior(layout), children: [base, barNode])]
    }
}

/// The window's content, and the keyboard bar along the window's bottom, above the
/// home-indicator inset.
struct KeyboardBarLayout: PresentationOverWindow {
    let sceneSize: CGSize?
    let insets: EdgeInsets

    var nodeLabel: String { "keyboardToolbar" }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
        let window = window(around: bounds)
        let height = KeyboardToolbar.height
        subviews[1].place(at: CGPoint(x: window.minX, y: window.maxY - insets.bottom - height),
                          proposal: ProposedViewSize(width: window.width, height: height))
    }
}

extension ViewPath.Component {
    /// Where the window's keyboard bar is resolved.
    static let keyboardBar: UInt64 = 0xC0_0000_0201
}
