import Foundation
import VellumCore

/// The screens `PreviewDevice` names can be drawn on: a `Device` (screen size and
/// portrait insets, with their sources in `Device.swift`) and its landscape insets.
///
/// Landscape insets of the Dynamic Island iPhones as UIKit reports them: leading and
/// trailing 59, bottom 21 (csl.cool/2023/09/15/ios-dev/ios-layout-adaptation prints both
/// orientations from `view.safeAreaInsets`). The iPhone SE's only inset is its 20-point
/// status bar, which landscape hides; an iPad keeps its status bar and home indicator.
struct DeviceScreen {
    let device: Device
    let landscapeInsets: EdgeInsets

    var size: CGSize { device.screenSize }
    var portraitInsets: EdgeInsets { device.safeAreaInsets }

    /// The device previews use when neither they nor the command name one.
    static let defaultDevice: PreviewDevice = "iPhone 15 Pro"

    private static let islandLandscape = EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)

    static let known: [String: DeviceScreen] = {
        /// A model with the same screen as `device` under another name.
        func same(_ name: String, as device: Device) -> Device {
            var renamed = device
            renamed.name = name
            return renamed
        }
        let phones = [Device.iPhone15, same("iPhone 15 Pro", as: .iPhone15), same("iPhone 16", as: .iPhone15),
                      Device.iPhone15ProMax, same("iPhone 15 Plus", as: .iPhone15ProMax), same("iPhone 16 Plus", as: .iPhone15ProMax)]
        var screens = Dictionary(uniqueKeysWithValues: phones.map { ($0.name, DeviceScreen(device: $0, landscapeInsets: islandLandscape)) })
        screens[Device.iPhoneSE3.name] = DeviceScreen(device: .iPhoneSE3, landscapeInsets: EdgeInsets())
        let iPad = Device.iPad11Inch.safeAreaInsets
        screens[Device.iPad11Inch.name] = DeviceScreen(device: .iPad11Inch, landscapeInsets: iPad)
        return screens
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
