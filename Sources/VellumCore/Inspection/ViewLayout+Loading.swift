import Foundation

extension ViewLayout {
    /// Lays `view` out for `proposal` as `init(of:proposal:environment:)` does, once the
    /// images its `AsyncImage`s load have arrived, or `imageLoadTimeout` has passed.
    ///
    /// The view lives as a window's would while it waits: appear actions and tasks run,
    /// loads update state and bodies run again. Then the layout is taken, the views
    /// disappear and tasks still running are cancelled. An image still loading at the
    /// timeout is drawn in its empty phase, with a warning; a timeout of zero or less
    /// waits for nothing.
    ///
    /// ```swift
    /// let layout = await ViewLayout(of: Avatar(url: url), proposal: .unspecified,
    ///                               imageLoadTimeout: .seconds(5))
    /// ```
    @MainActor
    public init<V: View>(of view: V, proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues(),
                         imageLoadTimeout: Duration) async {
        self = await Self.loading(view, Self.root(proposal: proposal, environment: environment), timeout: imageLoadTimeout)
    }

    /// Lays `view` out as a window of `size` with safe-area `insets`, as
    /// `init(of:in:safeAreaInsets:environment:)` does, once its images have loaded or
    /// `imageLoadTimeout` has passed.
    @MainActor
    public init<V: View>(of view: V, in size: CGSize, safeAreaInsets insets: EdgeInsets,
                         environment: EnvironmentValues = EnvironmentValues(), imageLoadTimeout: Duration) async {
        self = await Self.loading(view, Self.window(size, safeAreaInsets: insets, environment: environment),
                                  timeout: imageLoadTimeout)
    }

    /// Runs the view's graph until no load is running and nothing changed, or the
    /// timeout passes (checked every millisecond, as `ViewHost.settle` does), then takes
    /// the layout and removes the views.
    @MainActor
    private static func loading<V: View>(_ view: V, _ root: RootPlacement, timeout: Duration) async -> ViewLayout {
        let graph = ViewGraph(_WindowContent(content: view), environment: root.environment)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var passes = 0
        var node: LayoutNode
        var canvas = CGSize.zero
        repeat {
            node = graph.resolve()
            let resolved = node
            graph.placing { canvas = root.place(resolved) }
            graph.finishUpdate(runActions: true)
            passes += 1
            while graph.runningLoads > 0, !graph.needsUpdate, clock.now < deadline, !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(1))
            }
        } while graph.needsUpdate && passes < ViewHost.maximumPasses
        if graph.runningLoads > 0 {
            Diagnostics.warn("\(graph.runningLoads) image load(s) still running after \(timeout); drawing them in their empty phase.")
        }
        let layout = ViewLayout(node: node, canvasSize: canvas, displayScale: root.environment.displayScale,
                                colorScheme: root.environment.colorScheme)
        graph.tearDown()
        return layout
    }
}
