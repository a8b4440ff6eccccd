import Foundation

/// Where a popover points: a rectangle in the presenting view, or a point in it.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// How a presentation adapts to a size class: what `presentationCompactAdaptation`
/// asks for on iPhone.
public struct PresentationAdaptation: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, none, popover, sheet, fullScreenCover }
    let kind: Kind

    /// The platform's default: on iPhone, a popover shows as a sheet.
    public static let automatic = PresentationAdaptation(kind: .automatic)
    /// No adaptation: a popover stays a popover.
    public static let none = PresentationAdaptation(kind: .none)
    public static let popover = PresentationAdaptation(kind: .popover)
    public static let sheet = PresentationAdaptation(kind: .sheet)
    public static let fullScreenCover = PresentationAdaptation(kind: .fullScreenCover)
}

extension View {
    /// Presents a popover when the binding is true. On iPhone (a compact width) iOS 17
    /// shows it as a sheet, and so does Vellum; `onDismiss` runs after it goes.
    ///
    /// ```swift
    /// .popover(isPresented: $showsHelp) { HelpView() }
    /// ```
    ///
    /// `attachmentAnchor` and `arrowEdge` place a popover's arrow, which a sheet has
    /// not: they are accepted and change nothing on iPhone.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content)
        -> ModifiedContent<Self, _PopoverModifier>
    {
        modifier(_PopoverModifier(presentation: .presented(by: isPresented, style: .popover, onDismiss: nil, content: content)))
    }

    /// Presents a popover using the given item as a data source: shown while the item
    /// is not nil; on iPhone, as a sheet.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge = .top,
                                                           @ViewBuilder content: @escaping (Item) -> Content)
        -> ModifiedContent<Self, _PopoverModifier>
    {
        modifier(_PopoverModifier(presentation: .presented(by: item, style: .popover, onDismiss: nil, content: content)))
    }

    /// Specifies how a popover adapts on iPhone: `.sheet` and `.automatic` show it as a
    /// sheet, `.fullScreenCover` as a full-screen cover. Vellum draws no popover
    /// bubble: `.popover` and `.none` show a sheet, with a warning.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> ModifiedContent<Self, _SheetOptionModifier> {
        modifier(_SheetOptionModifier { options in
            if adaptation == .popover || adaptation == .none {
                Diagnostics.warnOnce("presentationCompactAdaptation(.\(adaptation.kind)): Vellum draws no popover bubble on iPhone; showing a sheet.")
            }
            options.compactAdaptation = adaptation
        })
    }

    /// Specifies how a popover adapts in compact widths (`horizontal`, the one an iPhone
    /// in portrait has) and heights.
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation)
        -> ModifiedContent<Self, _SheetOptionModifier>
    {
        presentationCompactAdaptation(horizontal)
    }
}

/// Records the popover it presents, if any, in the window's registry.
public struct _PopoverModifier: _PrimitiveViewModifier {
    let presentation: SheetPresentation?

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        inputs.registerPresentation(modifier.presentation, of: Self.self, in: \.sheets)
        list.nodes += content.resolve(inputs)
    }
}
