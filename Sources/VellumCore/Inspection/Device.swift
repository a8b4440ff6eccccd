import Foundation

/// A device screen in portrait: its size in points, its display scale and the safe-area
/// insets its status bar and home indicator take, so a host or a layout can stand in for
/// it without typing numbers.
///
/// ```swift
/// let host = ViewHost(ContentView(), device: .iPhone15)
/// let layout = ViewLayout(of: ContentView(), device: .iPhoneSE3)
/// ```
///
/// Screen sizes and scales are Apple's published figures (Human Interface Guidelines,
/// Layout, "iOS, iPadOS device screen dimensions":
/// https://developer.apple.com/design/human-interface-guidelines/layout#Specifications).
/// Apple publishes no table of safe-area insets; the insets are what UIKit's
/// `UIWindow.safeAreaInsets` reports in the iOS 17 simulator for each device in portrait
/// (top 59 and bottom 34 on the Dynamic Island iPhones, as printed in
/// http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation; 20 and 0 under the
/// iPhone SE's 20-point status bar, which is all its safe area accounts for, as
/// https://martiancraft.com/blog/2019/02/notes-from-the-margins shows; 24 and 20 on the
/// home-indicator iPads, an estimate no published source confirms).
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The device's marketing name.
    public var name: String
    /// The screen in points, portrait.
    public var screenSize: CGSize
    /// Pixels per point.
    public var displayScale: CGFloat
    /// The insets of the safe area in portrait: the status bar at the top, the home
    /// indicator at the bottom.
    public var safeAreaInsets: EdgeInsets
    /// Whether the window draws the iOS status bar over its content, as the simulator's
    /// screenshots show it ("9:41", full signal, Wi-Fi and battery). Off by default.
    public var showsStatusBar = false

    public init(name: String, screenSize: CGSize, displayScale: CGFloat, safeAreaInsets: EdgeInsets) {
        self.name = name
        self.screenSize = screenSize
        self.displayScale = displayScale
        self.safeAreaInsets = safeAreaInsets
    }

    public var description: String { name }

    /// A device in portrait with insets only at the top and bottom, as all of these are.
    private static func portrait(_ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat,
                                 top: CGFloat, bottom: CGFloat) -> Device {
        Device(name: name, screenSize: CGSize(width: width, height: height), displayScale: scale,
               safeAreaInsets: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0))
    }

    /// iPhone SE (3rd generation): 375 × 667 points at 2×, a 20-point status bar and a
    /// home button (no bottom inset).
    public static let iPhoneSE3 = portrait("iPhone SE (3rd generation)", 375, 667, scale: 2, top: 20, bottom: 0)

    /// iPhone 15: 393 × 852 points at 3×, Dynamic Island and home indicator.
    public static let iPhone15 = portrait("iPhone 15", 393, 852, scale: 3, top: 59, bottom: 34)

    /// iPhone 15 Pro Max: 430 × 932 points at 3×, Dynamic Island and home indicator.
    public static let iPhone15ProMax = portrait("iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, bottom: 34)

    /// iPad Pro 11-inch: 834 × 1194 points at 2×, a 24-point status bar and the home
    /// indicator.
    public static let iPad11Inch = portrait("iPad Pro 11-inch", 834, 1194, scale: 2, top: 24, bottom: 20)

    /// The devices above, smallest first.
    public static let all: [Device] = [.iPhoneSE3, .iPhone15, .iPhone15ProMax, .iPad11Inch]

    /// The same device, its window drawing the status bar over the content.
    ///
    /// ```swift
    /// let host = ViewHost(ContentView(), device: .iPhone15.withStatusBar())
    /// ```
    public func withStatusBar(_ shows: Bool = true) -> Device {
        var device = self
        device.showsStatusBar = shows
        return device
    }

    /// `environment` with this device's display scale and size classes.
    func environment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = _statusBarEnvironment(environment)
        environment.displayScale = displayScale
        environment.horizontalSizeClass = horizontalSizeClass
        environment.verticalSizeClass = verticalSizeClass
        return environment
    }

    /// `environment` telling the window whether to draw the status bar; for renderers
    /// that choose their own scale.
    public func _statusBarEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        environment.showsStatusBar = showsStatusBar
        return environment
    }
}

extension ViewLayout {
    /// Lays `view` out as `device`'s screen does in portrait: its size, safe-area insets
    /// and display scale.
    @MainActor
    public init<V: View>(of view: V, device: Device, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(of: view, in: device.screenSize, safeAreaInsets: device.safeAreaInsets,
                  environment: device.environment(environment))
    }
}
