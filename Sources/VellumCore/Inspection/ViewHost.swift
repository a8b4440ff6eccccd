import Foundation

/// Runs a view as an app's window would, for tests and tools: it keeps the view graph,
/// lays out after every change, and drives interaction by hit-testing the laid-out
/// frames.
///
/// ```swift
/// let host = ViewHost(CounterView(), size: CGSize(width: 320, height: 480))
/// try host.tap(text: "Increment")
/// #expect(host.contains(text: "Count: 1"))
/// ```
///
/// After each action the updates it causes have run, appear and change actions
/// included; `settle()` also waits for tasks.
@MainActor
public final class ViewHost {
    /// The window size the root view is proposed and centred in.
    public let size: CGSize
    let graph: ViewGraph
    private let displayScale: CGFloat
    /// The environment's colour scheme, which a view's `preferredColorScheme` overrides.
    private let colorScheme: ColorScheme
    /// The window's safe area; nil for a window with none (`init(_:size:)`).
    private let safeArea: SafeAreaGeometry?
    private(set) var root: LayoutNode
    private var cachedLayout: ViewLayout?
    /// The host's clock and the animations running on it.
    let animator: Animator

    /// What the last update did.
    public struct UpdateReport: Sendable {
        /// Bodies that ran (views and modifiers).
        public var bodiesEvaluated = 0
        /// Resolve-and-layout passes: more than one when an action changed state.
        public var passes = 0
    }

    /// What the last update did: how many bodies ran.
    public private(set) var lastUpdate = UpdateReport()

    /// The URLs that reached the system to be opened (`ViewHost+OpenURL.swift`).
    public internal(set) var openedURLs: [URL] = []

    /// What share links shared, one entry per item, in order (`ViewHost+Share.swift`).
    public internal(set) var sharedItems: [SharedItem] = []

    /// Passes after which an update that keeps changing state stops.
    static let maximumPasses = 100
    /// `settle(timeout:)` gives running tasks at least one turn on the main actor per this
    /// much of its timeout: a tenth of the timeout's time on an idle machine, far more
    /// when the main actor is busy.
    static let settleTimePerTurn = Duration.milliseconds(10)

    public convenience init<V: View>(_ view: V, size: CGSize, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(view, size: size, safeAreaInsets: nil, environment: environment)
    }

    /// Runs `view` as `device`'s screen in portrait: its size, safe-area insets and
    /// display scale.
    ///
    /// ```swift
    /// let host = ViewHost(ContentView(), device: .iPhone15)
    /// ```
    public convenience init<V: View>(_ view: V, device: Device, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(view, size: device.screenSize, safeAreaInsets: device.safeAreaInsets,
                  environment: device.environment(environment))
    }

    init<V: View>(_ view: V, size: CGSize, safeAreaInsets: EdgeInsets?, environment: EnvironmentValues) {
        self.size = size
        displayScale = environment.displayScale
        colorScheme = environment.colorScheme
        var environment = environment
        environment.sceneSize = size
        environment.sceneStorage = SceneStorageValues()
        let recorder = HostRecorder()
        environment.openURL = .system(record: { recorder.host?.openedURLs.append($0) })
        environment.hostRecorder = recorder
        if let safeAreaInsets {
            let insets = ViewLayout.sanitized(safeAreaInsets, in: size)
            environment.hasSafeArea = true
            environment.windowSafeAreaInsets = insets
            safeArea = SafeAreaGeometry(window: CGRect(origin: .zero, size: size), insets: insets)
        } else {
            safeArea = nil
        }
        let animator = Animator()
        self.animator = animator
        let graph = ViewGraph(_WindowContent(content: view), environment: environment)
        graph.clock = animator
        self.graph = graph
        root = graph.resolve()
        recorder.host = self
        graph.placing { ViewLayout.place(root, in: size, safeArea: safeArea) }
        graph.finishUpdate(runActions: true)
        if graph.needsUpdate { update() }
    }

    /// The current layout.
    public var layout: ViewLayout {
        updateIfNeeded()
        if let cachedLayout { return cachedLayout }
        let layout = ViewLayout(node: root, canvasSize: size, displayScale: displayScale, colorScheme: colorScheme)
        cachedLayout = layout
        return layout
    }

    /// What the host shows now, as drawing commands: at the current instant of its
    /// clock, with animations in flight drawn part of the way.
    public var displayList: DisplayList { displayList(scale: displayScale) }

    /// What the host shows now, drawn for `scale` pixels per point (1 to 4): the same
    /// layout, snapped to that pixel grid.
    public func displayList(scale: CGFloat) -> DisplayList {
        updateIfNeeded()
        Diagnostics.deliverDeferred()
        let scale = scale.isFinite ? min(max(scale, 1), 4) : displayScale
        return animator.displayList(of: root, size: size, scale: scale)
            .resolvingColors(for: root.windowColorScheme(environmentScheme: colorScheme))
    }

    /// Applies every pending change: runs the bodies that depend on it, lays out along
    /// the changed paths, then runs disappear, appear and change actions, again until
    /// nothing changes.
    public func update() {
        KeyedStorageChanges.shared.poll()  // `@AppStorage` keys written on their store directly
        let outer = Animator.current
        Animator.current = animator
        defer { Animator.current = outer }
        let before = graph.bodyEvaluations
        var transaction = TransactionContext.take()
        // What was drawn before, when this update may animate.
        let drawn = animator.needsSnapshot(for: transaction, hasTransactionScopes: graph.hasTransactionScopes)
            ? animator.snapshot(root) : nil
        if transaction?.animation != nil { graph.heldRemovals = [] }
        animator.updateAnimation = transaction?.disablesAnimations == true ? nil : transaction?.animation
        defer { animator.updateAnimation = nil }
        var passes = 0
        while graph.needsUpdate && passes < Self.maximumPasses {
            root = graph.resolve()
            graph.placing { ViewLayout.place(root, in: size, safeArea: safeArea) }
            graph.finishUpdate(runActions: true)
            cachedLayout = nil
            passes += 1
        }
        if graph.needsUpdate {
            Diagnostics.warn("ViewHost: state still changing after \(Self.maximumPasses) updates in a row (an action that always changes state?); showing the last one.")
        }
        // Changes made by appear actions under `withAnimation` join this update.
        if let later = TransactionContext.take() {
            if transaction == nil { transaction = later } else { transaction!.completions += later.completions }
        }
        let held = graph.heldRemovals ?? []
        graph.heldRemovals = nil
        var removalsPlayFor = 0.0
        if let drawn {
            removalsPlayFor = animator.didUpdate(root: root, before: drawn, transaction: transaction)
        } else if let transaction {
            animator.scheduleCompletions(transaction, durations: [])
        }
        if !held.isEmpty {
            animator.schedule(after: removalsPlayFor) { for action in held { action() } }
        }
        lastUpdate = UpdateReport(bodiesEvaluated: graph.bodyEvaluations - before, passes: passes)
        // Completions and disappear actions due now run at once.
        if !isAdvancing { advance(by: 0) }
    }

    // MARK: Time

    /// Seconds on the host's clock since it began. Only `advance(by:)` moves it: nothing
    /// depends on the wall clock, so animation tests are exact.
    public var time: Double { animator.now }

    /// Whether an animation is still moving something at the current instant.
    public var isAnimating: Bool {
        updateIfNeeded()
        return animator.isAnimating
    }

    private var isAdvancing = false

    /// Where the view marked `.id(id)` is drawn at the current instant: part of the way
    /// from its old frame to its layout frame while an animation moves it, its layout
    /// frame otherwise.
    public func drawnFrame<ID: Hashable>(id: ID) throws -> CGRect {
        updateIfNeeded()
        let node = try visibleNode(id: id).node
        return animator.drawnFrame(of: node) ?? node.frame
    }

    /// Moves the host's clock `seconds` forward: animations progress, and completions and
    /// the disappear actions of removed views run when they fall due. A negative or
    /// non-finite step is ignored with a warning.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds >= 0 else {
            return Diagnostics.warn("ViewHost.advance(by: \(seconds)): the clock moves forward by a finite number of seconds; ignored.")
        }
        updateIfNeeded()
        isAdvancing = true
        let outer = Animator.current
        Animator.current = animator
        defer { (isAdvancing, Animator.current) = (false, outer) }
        animator.advance(to: animator.now + seconds) { update() }
    }

    /// Moves the clock to the end of every animation that ends (and of what their
    /// completions start); animations that repeat for ever keep running.
    public func advanceToEnd() {
        updateIfNeeded()
        // Each round may start more animations (a completion that animates again); a
        // chain that never ends stops after 1,000 rounds.
        for _ in 0..<1_000 {
            guard let end = animator.endOfFiniteAnimations, end > animator.now else { break }
            advance(by: end - animator.now)
        }
    }

    /// What the host shows over the next `duration` seconds, `fps` frames a second: the
    /// first frame is the current instant; the clock ends `duration` later. `duration` is
    /// 0 to 600 s, `fps` 1 to 120, and at most 3,600 frames are made.
    public func frames(duration: Double, fps: Double = 30, scale: CGFloat? = nil) throws -> [DisplayList] {
        guard duration.isFinite, (0...600).contains(duration) else {
            throw ViewHostError("frames(duration: \(duration)): the duration must be from 0 to 600 seconds.")
        }
        guard fps.isFinite, (1...120).contains(fps) else {
            throw ViewHostError("frames(fps: \(fps)): the frame rate must be from 1 to 120 frames a second.")
        }
        let count = Int((duration * fps).rounded(.down)) + 1
        guard count <= 3_600 else {
            throw ViewHostError("frames(duration: \(duration), fps: \(fps)) would make \(count) frames; at most 3600 are made.")
        }
        let start = time
        let scale = scale ?? displayScale
        var frames = [displayList(scale: scale)]
        for index in 1..<max(count, 1) {
            advance(by: max(start + Double(index) / fps - time, 0))
            frames.append(displayList(scale: scale))
        }
        advance(by: max(start + duration - time, 0))
        return frames
    }

    /// Applies changes made since the last update (a model changed from outside).
    func updateIfNeeded() {
        KeyedStorageChanges.shared.poll()
        if graph.needsUpdate { update() }
    }

    /// Runs pending updates and tasks until nothing is left to do, or until `timeout`
    /// passes with tasks still running (a task that loops forever).
    ///
    /// The timeout also waits for the tasks to have had one turn on the main actor per
    /// `settleTimePerTurn` of it: on a loaded machine (a whole test suite on two cores)
    /// the main actor can be busy elsewhere for seconds, and a task that needs a few
    /// turns must not be given up on just because the clock ran.
    public func settle(timeout: Duration = .seconds(2)) async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        let minimumTurns = min(timeout / Self.settleTimePerTurn, 100_000)
        var turns = 0.0
        while true {
            update()
            if graph.runningTasks == 0 && !graph.needsUpdate { return }
            if clock.now >= deadline && turns >= minimumTurns { return }
            turns += 1
            await Task.yield()
            if graph.runningTasks > 0 && !graph.needsUpdate { try? await Task.sleep(for: .milliseconds(1)) }
        }
    }

    // MARK: Finding views

    /// Whether a view showing exactly `text` is on screen now (inside the window and
    /// not clipped away).
    public func contains(text: String) -> Bool {
        updateIfNeeded()
        return visibleNodes().contains { $0.node.behavior.displayedText == text }
    }

    // MARK: Acting

    /// Taps the view showing `text`: the tap lands at the centre of the text and goes
    /// to what is tappable there (the button around it, say).
    public func tap(text: String) throws {
        updateIfNeeded()
        let target = try visibleNode(text: text)
        try tap(at: CGPoint(x: target.visible.midX, y: target.visible.midY))
    }

    /// Taps the centre of the view marked `.id(id)`.
    public func tap<ID: Hashable>(id: ID) throws {
        updateIfNeeded()
        let node = try visibleNode(id: id)
        try tap(at: CGPoint(x: node.visible.midX, y: node.visible.midY))
    }

    /// Taps at a point in window coordinates: the gestures of the views there decide
    /// which recognizes it (see `ViewHost+Gestures.swift`).
    public func tap(at point: CGPoint) throws {
        try tap(at: point, count: 1)
    }

    /// Flips the toggle marked `.id(id)` (or the first toggle inside it).
    public func toggle<ID: Hashable>(id: ID) throws {
        updateIfNeeded()
        let binding = try interaction(id: id, kind: "a toggle") { if case .toggle(let b) = $0 { b } else { nil } }
        binding.wrappedValue.toggle()
        update()
    }

    /// Focuses the text field marked `.id(id)` and types `text` at its end (see
    /// `type(_:)` in `ViewHost+TextInput.swift`).
    public func type<ID: Hashable>(_ text: String, id: ID) throws {
        try focus(id: id)
        try type(text)
    }

    /// Scrolls the scroll view marked `.id(id)` so that `offset` of its content is at
    /// its top-leading corner (clamped to the content).
    public func scroll<ID: Hashable>(id: ID, to offset: CGPoint) throws {
        updateIfNeeded()
        let setOffset = try interaction(id: id, kind: "a scroll view") { if case .scroll(let s) = $0 { s } else { nil } }
        setOffset(offset)
        update()
    }

    // MARK: Navigation

    /// The title of the top screen of the innermost navigation stack on screen; nil with
    /// no stack or no title.
    public var navigationTitle: String? {
        updateIfNeeded()
        return topNavigationState()?.screens.last?.preferences.title?.plainString
    }

    /// Pops the top screen of the innermost navigation stack on screen, as its back
    /// button does.
    public func goBack() throws {
        updateIfNeeded()
        guard let state = topNavigationState() else {
            throw ViewHostError("No NavigationStack is on screen to go back in.")
        }
        guard state.pop() else {
            throw ViewHostError("The navigation stack shows its root screen; there is nothing to go back to.")
        }
        update()
    }

    /// The state of the innermost navigation stack on screen.
    private func topNavigationState() -> NavigationState? {
        visibleNodes().reversed().lazy.compactMap { ($0.node.behavior as? LayoutBehavior<NavigationStackLayout>)?.layout.state }.first
    }

    // MARK: Hit-testing

    /// A node on screen, the part of its frame that is visible, and whether touches can
    /// reach it (no enclosing view turned hit-testing off).
    struct Visible {
        let node: LayoutNode
        let visible: CGRect
        let takesTouches: Bool
    }

    /// Every node with a visible part, in drawing order.
    func visibleNodes() -> [Visible] {
        var result: [Visible] = []
        var stack: [(LayoutNode, CGRect, Bool)] = [(root, CGRect(origin: .zero, size: size), true)]
        while let (node, clip, reachable) = stack.popLast() {
            if node.isExcluded { continue }
            let visible = node.frame.intersection(clip)
            let touches = reachable && node.allowsHitTesting
            if !visible.isNull, !visible.isEmpty || node.frame.isEmpty && clip.contains(node.frame.origin) {
                result.append(Visible(node: node, visible: visible, takesTouches: touches))
            }
            let inner = node.behavior.clipsContent ? visible : clip
            if inner.isNull { continue }
            for child in node.children.reversed() { stack.append((child, inner, touches)) }
        }
        return result
    }

    /// The view on screen showing exactly `text`. Text under a presentation (a sheet, an
    /// alert) shows but takes no touches: the one a finger can reach wins.
    func visibleNode(text: String) throws -> Visible {
        let matches = visibleNodes().filter { $0.node.behavior.displayedText == text }
        guard let target = matches.first(where: \.takesTouches) ?? matches.first else {
            throw ViewHostError("No view shows the text \"\(text)\" on screen. \(shownTexts())")
        }
        return target
    }

    func visibleNode<ID: Hashable>(id: ID) throws -> Visible {
        let key = AnyHashable(id)
        guard let found = visibleNodes().first(where: { $0.node.explicitIDs.contains(key) }) else {
            throw ViewHostError("No view with id \(id) is on screen.")
        }
        return found
    }

    /// The views a touch at `point` lands in: the topmost view that takes hits there and
    /// the views around it, outermost first. Views block touches to what they cover, as
    /// in SwiftUI.
    func hitPath(at point: CGPoint) -> [LayoutNode] {
        var topmost: [LayoutNode] = []
        func visit(_ node: LayoutNode, path: inout [LayoutNode]) {
            guard node.allowsHitTesting, !node.isExcluded else { return }
            if node.behavior.clipsContent && !node.frame.contains(point) { return }
            path.append(node)
            defer { path.removeLast() }
            let byShape = node.contentShape.map { $0(node.frame).boundingRect.contains(point) } ?? false
            if byShape || (node.behavior.takesHits && node.frame.contains(point)) { topmost = path }
            for child in node.children { visit(child, path: &path) }
        }
        var path: [LayoutNode] = []
        visit(root, path: &path)
        return topmost
    }

    /// Why acting on a disabled control does nothing, naming what it shows.
    func disabledError(_ node: LayoutNode) -> ViewHostError {
        let shown = texts(in: node)
        let name = shown.isEmpty ? node.label : "\"" + shown.joined(separator: " ") + "\""
        return ViewHostError("\(name) is disabled (.disabled(true) or a disabled environment): acting on it does nothing.")
    }

    /// What the view marked `.id(id)`, or the first view inside it, offers for `extract`.
    func interaction<ID: Hashable, T>(id: ID, kind: String, _ extract: (Interaction) -> T?) throws -> T {
        let node = try visibleNode(id: id).node
        var stack = [node]
        while let current = stack.popLast() {
            if let modifier = current.interaction, let found = extract(modifier.interaction) {
                guard modifier.isEnabled else { throw disabledError(current) }
                return found
            }
            stack.append(contentsOf: current.children.reversed())
        }
        throw ViewHostError("The view with id \(id) (\(node.label)) is not \(kind) and holds none.")
    }

    /// The views whose frames contain `point`, topmost first.
    func viewsContaining(_ point: CGPoint) -> [LayoutNode] {
        visibleNodes().filter { $0.visible.contains(point) }.map(\.node).reversed()
    }

    private func shownTexts() -> String {
        let texts = visibleNodes().compactMap { $0.node.behavior.displayedText }.map { "\"\($0)\"" }
        return texts.isEmpty ? "No text is on screen." : "On screen: " + texts.joined(separator: ", ") + "."
    }
}

/// Why a `ViewHost` action could not be done: what was looked for, and what is there.
public struct ViewHostError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
