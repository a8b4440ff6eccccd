import Foundation

extension ViewHost {
    // MARK: Presentations

    /// What is presented over the window's content.
    public enum Presentation: Equatable, Sendable {
        case none
        case sheet
        case alert
        /// An open `Menu` (or menu `Picker`).
        case menu
        case confirmationDialog
        case fullScreenCover
        /// A popover, which on iPhone shows as a sheet.
        case popover
    }

    /// What is presented over the window's content now: the topmost (an alert over a
    /// sheet is `.alert`, a menu opened in a sheet `.menu`).
    public var presented: Presentation {
        updateIfNeeded()
        let behavior = root.behavior
        if behavior is LayoutBehavior<AlertLayout> { return .alert }
        if behavior is LayoutBehavior<DialogLayout> { return .confirmationDialog }
        if behavior is LayoutBehavior<MenuLayout> { return .menu }
        guard let sheet = (behavior as? LayoutBehavior<SheetLayout>)?.layout else { return .none }
        switch sheet.presentation.style {
        case .sheet: return .sheet
        case .fullScreenCover: return .fullScreenCover
        case .popover: return .popover
        }
    }

    /// Dismisses the topmost presentation as a person would without choosing anything:
    /// - an alert as if no button were tapped;
    /// - a confirmation dialog as a tap outside it does: its Cancel button's action runs;
    /// - a menu as a tap outside it does: nothing runs;
    /// - a sheet or popover as swiping it down does (its binding becomes false, or its
    ///   item nil, and `onDismiss` runs), unless its content set
    ///   `interactiveDismissDisabled()`, which throws;
    /// - a full-screen cover, which has no swipe, as its binding set to false does.
    public func dismiss() throws {
        updateIfNeeded()
        let behavior = root.behavior
        if let alert = (behavior as? LayoutBehavior<AlertLayout>)?.layout.presentation {
            alert.dismiss()
        } else if let dialog = (behavior as? LayoutBehavior<DialogLayout>)?.layout.presentation {
            dialog.cancelAndDismiss()
        } else if let menu = (behavior as? LayoutBehavior<MenuLayout>)?.layout {
            menu.state.close()
        } else if let sheet = (behavior as? LayoutBehavior<SheetLayout>)?.layout {
            if sheet.interactiveDismissDisabled && !sheet.coversWindow {
                throw ViewHostError("The sheet's content set interactiveDismissDisabled(true): swiping it down does not dismiss it. Tap the button in it that dismisses it, or set its binding.")
            }
            sheet.presentation.dismiss()
        } else {
            throw ViewHostError("Nothing is presented to dismiss.")
        }
        update()
    }
}
