import Foundation
import VellumCore

/// The screens `PreviewDevice` names can be drawn on: size in points (portrait) and
/// safe-area insets in each orientation.
///
/// Sizes are Apple's (Human Interface Guidelines, "Layout", device screen sizes).
/// Insets of the Dynamic Island iPhones as UIKit reports them: portrait top 59, bottom
/// 34; landscape leading and trailing 59, bottom 21 (csl.cool/2023/09/15/ios-dev/
/// ios-layout-adaptation prints both from `view.safeAreaInsets`). The iPhone SE's only
/// inset is its 20-point status bar, which landscape hides.
struct DeviceScreen {
    let size: CGSize
    let portraitInsets: EdgeInsets
    let landscapeInsets: EdgeInsets

    /// The device previews use when neither they nor the command name one.
    static let defaultDevice: PreviewDevice = "iPhone 15 Pro"

    private static let islandPhone = (
        portrait: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
        landscape: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))

    static let known: [String: DeviceScreen] = {
        let regular = DeviceScreen(size: CGSize(width: 393, height: 852),
                                   portraitInsets: islandPhone.portrait, landscapeInsets: islandPhone.landscape)
        let large = DeviceScreen(size: CGSize(width: 430, height: 932),
                                 portraitInsets: islandPhone.portrait, landscapeInsets: islandPhone.landscape)
        let small = DeviceScreen(size: CGSize(width: 375, height: 667),
                                 portraitInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                                 landscapeInsets: EdgeInsets())
        return [
            "iPhone 15": regular, "iPhone 15 Pro": regular, "iPhone 16": regular,
            "iPhone 15 Plus": large, "iPhone 15 Pro Max": large, "iPhone 16 Plus": large,
            "iPhone SE (3rd generation)": small,
        ]
    }()

    static func named(_ device: PreviewDevice) throws -> DeviceScreen {
        guard let screen = known[device.rawValue] else {
            throw PreviewError("No device named '\(device.rawValue)'. Known devices: \(known.keys.sorted().joined(separator: ", ")).")
        }
        return screen
    }

    /// The window size and insets in `orientation`.
    func window(_ orientation: InterfaceOrientation) -> (size: CGSize, insets: EdgeInsets) {
        orientation.isLandscape
            ? (CGSize(width: size.height, height: size.width), landscapeInsets)
            : (size, portraitInsets)
    }
}

/// A preview that cannot be drawn as asked, and why.
public struct PreviewError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
