import Foundation

extension ViewLayout {
    /// Lays `view` out as a window of `size` with safe-area `insets` does (spec section
    /// 7): the root is proposed the window less the insets and centred in the safe
    /// rectangle; views that touch its edges can extend into the insets.
    ///
    /// ```swift
    /// // An iPhone 15 in portrait: 393 × 852, a 59-point top and 34-point bottom inset.
    /// let layout = ViewLayout(of: ContentView(), in: CGSize(width: 393, height: 852),
    ///                         safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    /// ```
    @MainActor
    public init<V: View>(of view: V, in size: CGSize, safeAreaInsets insets: EdgeInsets,
                         environment: EnvironmentValues = EnvironmentValues()) {
        self.init(view, Self.window(size, safeAreaInsets: insets, environment: environment))
    }

    /// The root laid out as a window of `size` does, with safe-area `insets` if given;
    /// the canvas is the window.
    @MainActor
    static func window(_ size: CGSize, safeAreaInsets: EdgeInsets?, environment: EnvironmentValues) -> RootPlacement {
        var environment = environment
        environment.sceneSize = size
        guard let safeAreaInsets else {
            return RootPlacement(environment: environment) { node in
                Self.place(node, in: size)
                return size
            }
        }
        let insets = Self.sanitized(safeAreaInsets, in: size)
        let safeArea = SafeAreaGeometry(window: CGRect(origin: .zero, size: size), insets: insets)
        environment.hasSafeArea = true
        environment.windowSafeAreaInsets = insets
        return RootPlacement(environment: environment) { node in
            Self.place(node, in: size, safeArea: safeArea)
            return size
        }
    }

    /// Insets that are negative or not finite are zero; insets larger than the window
    /// leave an empty safe area.
    @MainActor
    static func sanitized(_ insets: EdgeInsets, in size: CGSize) -> EdgeInsets {
        func clean(_ v: CGFloat, _ name: String) -> CGFloat {
            guard v.isFinite, v >= 0 else {
                Diagnostics.warn("Invalid safe-area inset \(name) = \(v) (negative or not finite); using 0.")
                return 0
            }
            return v
        }
        return EdgeInsets(top: clean(insets.top, "top"), leading: clean(insets.leading, "leading"),
                          bottom: clean(insets.bottom, "bottom"), trailing: clean(insets.trailing, "trailing"))
    }
}
