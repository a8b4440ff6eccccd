import Foundation
import VellumCore

/// A type that produces previews, as SwiftUI's `PreviewProvider`: each view at the top of
/// `previews` (each view of a `Group` or of the builder's list) is a preview of its own.
///
/// ```swift
/// struct Card_Previews: PreviewProvider {
///     static var previews: some View {
///         Card().previewLayout(.sizeThatFits).previewDisplayName("Card")
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// The size of the window a preview is drawn in.
public enum PreviewLayout: Equatable, Sendable {
    /// The preview centred in a window the size of the device, inside its safe area.
    case device
    /// The window is the size the view chooses when offered the size of the device.
    case sizeThatFits
    /// The preview centred in a window of this size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, named as Xcode names simulators: `"iPhone 15 Pro"`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// The orientation of the device a preview is drawn on.
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
    public let id: String
    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A context a preview is shown in (in SwiftUI, a widget family). Linux has no widgets:
/// `previewContext(_:)` is accepted and the view previews as without it.
public protocol PreviewContext {}

extension View {
    /// The window the preview is drawn in; `.device` by default.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        _PreviewSettingsView(content: self, settings: PreviewSettings(layout: value))
    }

    /// The name shown beside the preview.
    public func previewDisplayName(_ value: String?) -> some View {
        _PreviewSettingsView(content: self, settings: PreviewSettings(name: value))
    }

    /// The device the preview is drawn on; nil for the one `vellum previews` was given.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        _PreviewSettingsView(content: self, settings: PreviewSettings(device: value))
    }

    /// The orientation of the device the preview is drawn on.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        _PreviewSettingsView(content: self, settings: PreviewSettings(orientation: value))
    }

    /// Accepted for source compatibility; see `PreviewContext`.
    public func previewContext<C: PreviewContext>(_ context: C) -> some View {
        self
    }
}

/// What the preview modifiers set; nil where a modifier was not used.
struct PreviewSettings {
    var name: String?
    var layout: PreviewLayout?
    var device: PreviewDevice?
    var orientation: InterfaceOrientation?

    /// `self`, with what it leaves unset taken from `inner`: the modifier written last wins.
    func over(_ inner: PreviewSettings) -> PreviewSettings {
        PreviewSettings(name: name ?? inner.name, layout: layout ?? inner.layout,
                        device: device ?? inner.device, orientation: orientation ?? inner.orientation)
    }
}

/// A view with preview settings attached; it draws its content unchanged. A renderer
/// reads the settings of the chain at the top of a preview.
public struct _PreviewSettingsView<Content: View>: View {
    let content: Content
    let settings: PreviewSettings

    public var body: some View { content }
}

/// Reads `_PreviewSettingsView` without knowing its content type.
@MainActor
protocol PreviewSettingsCarrier {
    var settings: PreviewSettings { get }
    var inner: any View { get }
}

extension _PreviewSettingsView: PreviewSettingsCarrier {
    var inner: any View { content }
}
