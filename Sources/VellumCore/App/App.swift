import Foundation

/// A type that represents the structure and behavior of an app.
///
/// Write an app as for SwiftUI; on Linux it has no screen, so `main()` makes the app and
/// returns, and an `@main` target builds and runs. Tests and tools run its first window
/// with `ViewHost(app:device:)`.
///
/// ```swift
/// @main
/// struct BooksApp: App {
///     var body: some Scene {
///         WindowGroup { BookList() }
///     }
/// }
///
/// let host = ViewHost(app: BooksApp(), device: .iPhone15)
/// ```
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene

    /// The content and behavior of the app.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Creates an instance of the app using the body that you define for its content.
    @MainActor @preconcurrency init()
}

extension App {
    /// Initializes and runs the app. Linux has no windows to show: the app is made, its
    /// scenes are built once (as at launch), and `main` returns.
    @MainActor @preconcurrency
    public static func main() {
        let app = Self()
        _ = app.body
    }
}

extension ViewHost {
    /// Runs the first window of `app` on `device`'s screen, as the app shows at launch.
    ///
    /// ```swift
    /// let host = ViewHost(app: BooksApp(), device: .iPhone15)
    /// try host.tap(text: "Dune")
    /// ```
    public convenience init<A: App>(app: A, device: Device, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(app._firstWindow, device: device, environment: environment)
    }
}

extension ViewLayout {
    /// Lays out the first window of `app` on `device`'s screen.
    @MainActor
    public init<A: App>(app: A, device: Device, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(of: app._firstWindow, device: device, environment: environment)
    }
}

extension App {
    /// What the app's first window shows: its content on the window's white background
    /// (iOS's system background in light mode); an app with no window shows an empty
    /// one, with a warning.
    public var _firstWindow: AnyView {
        guard let content = Body._firstWindowContent(of: body) else {
            Diagnostics.warn("\(Self.self) declares no WindowGroup; showing an empty window.")
            return AnyView(Color.white.ignoresSafeArea())
        }
        return AnyView(content.frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.white))
    }
}
