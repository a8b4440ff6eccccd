import Foundation

/// UIKit's screen object, which `import SwiftUI` brings on iOS: only `UIScreen.main`'s
/// size and scale, for code that reads them.
///
/// Linux has no screen; `main` stands for the default device, `Device.iPhone15`
/// (393 × 852 points at 3×, the size previews use), whatever window a `ViewHost`
/// is running. Views that need their real size should read it from layout
/// (`GeometryReader`, `containerRelativeFrame`), as on iOS.
public final class UIScreen: Sendable {
    private let device: Device

    init(device: Device) { self.device = device }

    /// The default device's screen.
    public static let main = UIScreen(device: .iPhone15)

    /// The screen in points, portrait, at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: device.screenSize) }

    /// The screen in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: device.screenSize.width * device.displayScale, height: device.screenSize.height * device.displayScale)
    }

    /// Pixels per point.
    public var scale: CGFloat { device.displayScale }

    public var nativeScale: CGFloat { device.displayScale }
}
