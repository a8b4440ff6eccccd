import Foundation

// Full-screen covers and popovers (iOS 17, iPhone).
//
// Both are sheets to the window (one registry kind, one shown at a time, `onDismiss`
// after the update that dismissed them), drawn differently:
// - a full-screen cover fills the window on the system background, its content in the
//   window's safe area; nothing behind it is drawn, and nothing behind takes taps;
// - a popover is shown as a sheet, as iOS does in a compact width, unless its content
//   asks for a full-screen cover with `presentationCompactAdaptation`.

/// How a presentation in the window's sheet slot is shown.
enum SheetStyle: Equatable {
    case sheet, fullScreenCover, popover

    /// Whether it covers the whole window, given what its content asked for.
    @MainActor
    func coversWindow(_ options: SheetOptions) -> Bool {
        switch self {
        case .sheet: false
        case .fullScreenCover: true
        case .popover: options.compactAdaptation == .fullScreenCover
        }
    }
}

extension View {
    /// Presents a modal view that covers as much of the screen as possible when the
    /// binding is true.
    ///
    /// ```swift
    /// .fullScreenCover(isPresented: $isPlaying) { PlayerView() }
    /// ```
    ///
    /// It has no card and no swipe to dismiss: the content dismisses it (with
    /// `@Environment(\.dismiss)` or the binding), as does `ViewHost.dismiss()`.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content)
        -> ModifiedContent<Self, _FullScreenCoverModifier>
    {
        modifier(_FullScreenCoverModifier(presentation: .presented(by: isPresented, style: .fullScreenCover,
                                                                   onDismiss: onDismiss, content: content)))
    }

    /// Presents a modal view that covers the screen using the given item as a data
    /// source: shown while the item is not nil; a new item is a new cover.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content)
        -> ModifiedContent<Self, _FullScreenCoverModifier>
    {
        modifier(_FullScreenCoverModifier(presentation: .presented(by: item, style: .fullScreenCover,
                                                                   onDismiss: onDismiss, content: content)))
    }

    /// Conditionally prevents interactive dismissal of a sheet: a swipe down does not
    /// dismiss it. The host has no swipe; `ViewHost.dismiss()`, which stands for it,
    /// throws instead of dismissing. The binding and `@Environment(\.dismiss)` still
    /// dismiss it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _SheetOptionModifier> {
        modifier(_SheetOptionModifier { $0.interactiveDismissDisabled = isDisabled })
    }
}

/// Records the full-screen cover it presents, if any, in the window's registry.
public struct _FullScreenCoverModifier: _PrimitiveViewModifier {
    let presentation: SheetPresentation?

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        inputs.registerPresentation(modifier.presentation, of: Self.self, in: \.sheets)
        list.nodes += content.resolve(inputs)
    }
}
