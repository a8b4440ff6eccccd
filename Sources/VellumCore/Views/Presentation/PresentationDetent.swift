import Foundation

/// A type that represents a height where a sheet naturally rests.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case height(CGFloat)
        case fraction(CGFloat)
    }
    let kind: Kind

    /// The system detent for a sheet that's approximately half the height of the screen.
    public static let medium = PresentationDetent(kind: .medium)
    /// The system detent for a sheet at full height.
    public static let large = PresentationDetent(kind: .large)

    /// A custom detent with the specified height (negative or not finite: the large
    /// detent, with a warning).
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(height))
    }

    /// A custom detent with the specified fractional height of the large detent.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }

    /// The card's height at this detent, given the large detent's.
    @MainActor
    func height(large: CGFloat) -> CGFloat {
        switch kind {
        case .large: return large
        // UIKit documents medium as about half the screen; half the large detent here.
        case .medium: return large / 2
        case .height(let h):
            guard h.isFinite, h >= 0 else {
                Diagnostics.warnOnce("presentationDetents: .height(\(h)) is negative or not finite; using the large detent.")
                return large
            }
            return min(h, large)
        case .fraction(let f):
            guard f.isFinite, f >= 0 else {
                Diagnostics.warnOnce("presentationDetents: .fraction(\(f)) is negative or not finite; using the large detent.")
                return large
            }
            return large * min(f, 1)
        }
    }
}

/// What a sheet's content says about the sheet: its detents and drag indicator. The
/// window keeps one per presented sheet; the modifiers in the content write it.
@MainActor
final class SheetOptions {
    var detents: Set<PresentationDetent> = [.large]
    var dragIndicator: Visibility = .automatic
    /// Set by `interactiveDismissDisabled`: a swipe down does not dismiss the sheet.
    var interactiveDismissDisabled = false
    /// Set by `presentationCompactAdaptation`: how a popover shows on iPhone.
    var compactAdaptation = PresentationAdaptation.automatic

    /// Whether the grabber shows: asked for, or automatic with more than one detent.
    var showsDragIndicator: Bool {
        dragIndicator == .visible || dragIndicator == .automatic && detents.count > 1
    }
}

extension EnvironmentValues {
    /// The options of the sheet a view is in.
    var sheetOptions: SheetOptions? {
        get { object(of: SheetOptions.self) }
        set { setObject(newValue) }
    }
}

/// Sets an option of the enclosing sheet; outside a sheet it does nothing, as in SwiftUI.
public struct _SheetOptionModifier: _PrimitiveViewModifier {
    let write: @MainActor (SheetOptions) -> Void

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        if let options = inputs.environment.sheetOptions { modifier.write(options) }
        list.nodes += content.resolve(inputs)
    }
}

extension View {
    /// Sets the available detents for the enclosing sheet; it rests at the smallest.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<Self, _SheetOptionModifier> {
        modifier(_SheetOptionModifier { $0.detents = detents.isEmpty ? [.large] : detents })
    }

    /// Sets the visibility of the drag indicator on top of a sheet.
    public func presentationDragIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _SheetOptionModifier> {
        modifier(_SheetOptionModifier { $0.dragIndicator = visibility })
    }
}
