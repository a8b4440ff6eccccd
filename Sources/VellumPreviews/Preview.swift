import Foundation
import VellumCore

/// A view to preview, made by `#Preview`, with SwiftUI's (DeveloperToolsSupport's) shape.
///
/// On Linux nothing shows it in a canvas; `vellum previews` renders every preview of a
/// package to PNG instead.
public struct Preview {
    /// The traits of previews of views (as opposed to widgets).
    public enum ViewTraits {}

    /// The name shown beside the picture; the source line when nil, as in Xcode.
    public let name: String?
    let traits: [PreviewTrait<ViewTraits>]
    let makeView: @MainActor () -> any View

    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        traits = []
        makeView = body
    }

    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>, _ additionalTraits: PreviewTrait<ViewTraits>...,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = [traits] + additionalTraits
        makeView = body
    }
}

/// A customisation of a preview: its layout or its orientation.
public struct PreviewTrait<T> {
    enum Value {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }

    let value: Value
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview centred in a window the size of the device (the default).
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { .init(value: .layout(.device)) }
    /// The window fits the view, which is offered the size of the device.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { .init(value: .layout(.sizeThatFits)) }
    /// The preview centred in a window of this size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        .init(value: .layout(.fixed(width: width, height: height)))
    }

    public static var portrait: PreviewTrait<Preview.ViewTraits> { .init(value: .orientation(.portrait)) }
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { .init(value: .orientation(.portraitUpsideDown)) }
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { .init(value: .orientation(.landscapeLeft)) }
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { .init(value: .orientation(.landscapeRight)) }
}

/// Creates a preview of a view, as SwiftUI's `#Preview` does. `vellum previews` renders it.
///
/// ```swift
/// #Preview("Favorite", traits: .sizeThatFitsLayout) {
///     Card()
/// }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "VellumPreviewMacros", type: "PreviewMacro")

@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "VellumPreviewMacros", type: "PreviewMacro")

/// Marks a variable in a `#Preview` body as the preview's own, so `@State` there works:
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = true
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "VellumPreviewMacros", type: "PreviewableMacro")
