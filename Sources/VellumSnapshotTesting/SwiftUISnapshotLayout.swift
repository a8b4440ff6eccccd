import Foundation
import Vellum

/// The window a view is drawn in for a snapshot, with swift-snapshot-testing's names
/// (its own is defined only where SwiftUI exists), so an iOS snapshot test compiles on
/// Linux unchanged.
public enum SwiftUISnapshotLayout: Sendable {
    /// The view centred in a device screen, inside its safe area.
    case device(config: ViewImageConfig)
    /// The view centred in a window of this size.
    case fixed(width: CGFloat, height: CGFloat)
    /// The window is the view's ideal size (proposed nil on both axes).
    case sizeThatFits
}

extension SwiftUISnapshotLayout {
    /// The view centred in `device`'s screen, inside its safe area:
    /// `.image(layout: .device(.iPhone15))`.
    public static func device(_ device: Device) -> SwiftUISnapshotLayout {
        .device(config: ViewImageConfig(device: device))
    }
}

/// A device screen for `SwiftUISnapshotLayout.device`: its size and safe area.
///
/// Sizes and insets are swift-snapshot-testing 1.19.7's own, from
/// `Sources/SnapshotTesting/Common/View.swift`, so references match those recorded
/// on iOS for the same configuration.
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    public var safeArea: EdgeInsets
    public var size: CGSize?

    public init(safeArea: EdgeInsets = EdgeInsets(), size: CGSize? = nil) {
        self.safeArea = safeArea
        self.size = size
    }

    /// A Vellum `Device`'s screen and portrait safe area, for devices
    /// swift-snapshot-testing does not list (`.iPhone15`).
    public init(device: Device) {
        self.init(safeArea: device.safeAreaInsets, size: device.screenSize)
    }

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        orientation == .portrait
            ? .init(safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), size: CGSize(width: 320, height: 568))
            : .init(safeArea: EdgeInsets(), size: CGSize(width: 568, height: 320))
    }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        notched(CGSize(width: 375, height: 812), inset: 50, orientation)
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        notched(CGSize(width: 390, height: 844), inset: 47, orientation)
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        notched(CGSize(width: 428, height: 926), inset: 47, orientation)
    }

    /// A notched iPhone: `inset` at the top in portrait and at the sides in landscape;
    /// 34 points at the bottom in portrait, 21 in landscape.
    private static func notched(_ portrait: CGSize, inset: CGFloat, _ orientation: Orientation) -> ViewImageConfig {
        orientation == .portrait
            ? .init(safeArea: EdgeInsets(top: inset, leading: 0, bottom: 34, trailing: 0), size: portrait)
            : .init(safeArea: EdgeInsets(top: 0, leading: inset, bottom: 21, trailing: inset),
                    size: CGSize(width: portrait.height, height: portrait.width))
    }
}

extension SwiftUISnapshotLayout {
    /// Lays `view` out in this window at `scale`.
    @MainActor
    func layout<V: View>(of view: V, scale: CGFloat) -> ViewLayout {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        switch self {
        case let .device(config):
            guard let size = config.size else { return ViewLayout(of: view, proposal: .unspecified, environment: environment) }
            return ViewLayout(of: view, in: size, safeAreaInsets: config.safeArea, environment: environment)
        case let .fixed(width, height):
            return ViewLayout(of: view, in: CGSize(width: width, height: height), environment: environment)
        case .sizeThatFits:
            return ViewLayout(of: view, proposal: .unspecified, environment: environment)
        }
    }
}
