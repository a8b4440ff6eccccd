import Foundation

/// A set of values that indicate the visual size available to the view: how much room
/// an axis has, as iOS classifies it.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
    /// The horizontal size class of this environment: compact on an iPhone in portrait,
    /// regular on an iPad. From the host's `Device`; without one, compact, as an iPhone.
    ///
    /// ```swift
    /// @Environment(\.horizontalSizeClass) private var sizeClass
    /// var body: some View {
    ///     if sizeClass == .compact { VStack { content } } else { HStack { content } }
    /// }
    /// ```
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of this environment: regular on iPhones and iPads in
    /// portrait. From the host's `Device`; without one, regular, as an iPhone.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}

extension Device {
    /// The horizontal size class of the full-screen window in portrait: regular for an
    /// iPad-sized screen (at least 600 points wide; every iPad is 744 or more), compact
    /// for an iPhone (430 at most), as UIKit's trait collection reports them.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        screenSize.width >= 600 ? .regular : .compact
    }

    /// The vertical size class in portrait: regular on every iPhone and iPad (compact
    /// only on iPhones in landscape, which a `Device` does not describe).
    public var verticalSizeClass: UserInterfaceSizeClass {
        screenSize.height >= 600 ? .regular : .compact
    }
}
