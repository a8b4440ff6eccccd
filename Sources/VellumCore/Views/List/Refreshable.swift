import Foundation

// Pull to refresh (iOS 17's UIRefreshControl, as SwiftUI's refreshable lists use it).
//
// 1. `refreshable` puts a `RefreshAction` in the environment.
// 2. A List that finds one takes a downward drag: its rows follow the finger, with
//    UIScrollView's rubber-band resistance (`ScrollRubberBand`).
// 3. Once the rows are pulled `RefreshMetrics.threshold` down, the action starts at
//    once, finger still down, as UIRefreshControl's does; while it runs, a spinner shows
//    in a band at the list's top and the rows sit below it.
// 4. When the action returns, the band closes.

/// Figures of the refresh control. UIKit publishes none; estimates from iOS 17
/// simulator recordings.
enum RefreshMetrics {
    /// How far the rows must be pulled down to start refreshing (estimate: about twice
    /// the control's height).
    static let threshold: CGFloat = 120
    /// The band the spinner shows in while refreshing: UIRefreshControl's 60-point
    /// height (its frame in UIKit; ProMotion's note that a pulled control leaves the
    /// content offset past 60 agrees).
    static let bandHeight: CGFloat = 60
}

/// An action that initiates a refresh operation.
///
/// Read it from the environment to offer a refresh of your own (nil when no
/// `refreshable` is above):
///
/// ```swift
/// @Environment(\.refresh) private var refresh
/// Button("Reload") { Task { await refresh?() } }.disabled(refresh == nil)
/// ```
public struct RefreshAction: Sendable, Equatable {
    fileprivate let box: RefreshActionBox

    /// Initiates a refresh action and waits for it to finish.
    public func callAsFunction() async {
        await box.action()
    }

    /// Two actions are the same when the same `refreshable` set them.
    public static func == (a: RefreshAction, b: RefreshAction) -> Bool { a.box === b.box }
}

/// The action of one `refreshable`, kept across updates so the environment's value
/// stays the same while its closure is replaced.
private final class RefreshActionBox: @unchecked Sendable {
    var action: @Sendable () async -> Void = {}
}

private struct RefreshKey: EnvironmentKey {
    static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
    /// A refresh action stored in a view's environment, or nil when none is set.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

extension View {
    /// Marks this view as refreshable: lists below it refresh when pulled down, and
    /// `\.refresh` holds the action.
    ///
    /// ```swift
    /// List(mailbox.conversations) { ConversationCell($0) }
    ///     .refreshable { await mailbox.fetch() }
    /// ```
    public func refreshable(action: @escaping @Sendable () async -> Void) -> ModifiedContent<Self, _RefreshableModifier> {
        modifier(_RefreshableModifier(action: action))
    }
}

/// Puts the action in the environment of the views it modifies.
public struct _RefreshableModifier: _PrimitiveViewModifier {
    let action: @Sendable () async -> Void

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        let box = inputs.persistentObject { RefreshActionBox() }
        box.action = modifier.action
        var inputs = inputs
        inputs.environment.refresh = RefreshAction(box: box)
        list.nodes += content.resolve(inputs)
    }
}

/// What a refreshable list keeps across updates: how far it is pulled, and whether its
/// action runs.
@MainActor
final class RefreshControlState {
    var pull: CGFloat = 0
    private(set) var isRefreshing = false
    var invalidator: GraphInvalidator?
    /// Counts pulls, so that a drag that began refreshing does not start another.
    private var pulls = 0

    /// How far the rows sit below the list's top now.
    var offset: CGFloat { isRefreshing ? max(pull, RefreshMetrics.bandHeight) : pull }

    func setPull(_ pull: CGFloat) {
        guard pull != self.pull else { return }
        self.pull = pull
        invalidator?.invalidateLayout()
    }

    /// Starts `action` on the graph's tasks; the band closes when it returns.
    func begin(_ action: RefreshAction, graph: ViewGraph) {
        guard !isRefreshing else { return }
        isRefreshing = true
        pulls += 1
        invalidator?.invalidate()
        _ = graph.startTask(priority: .userInitiated) { [weak self] in
            await action()
            guard let self else { return }
            self.isRefreshing = false
            self.invalidator?.invalidate()
        }
    }

    /// The drag that pulls the list: rows follow the finger down with the rubber band;
    /// past the threshold the refresh begins; let go, the pull springs back.
    func gesture(action: RefreshAction, graph: ViewGraph, height: @escaping @MainActor () -> CGFloat) -> some Gesture {
        DragGesture()
            .onChanged { [weak self, weak graph] value in
                guard let self else { return }
                let down = max(value.translation.height, 0)
                let pulled = ScrollRubberBand.resisted(CGPoint(x: 0, y: -down), maximum: .zero,
                                                      viewport: CGSize(width: 0, height: height())).y
                self.setPull(-pulled)
                if -pulled >= RefreshMetrics.threshold, let graph { self.begin(action, graph: graph) }
            }
            .onEnded { [weak self] _ in self?.setPull(0) }
    }
}

extension _ViewInputs {
    /// For a list under `refreshable`: its refresh state, kept at this identity.
    func refreshControl() -> (RefreshControlState, RefreshAction)? {
        guard let action = environment.refresh else { return nil }
        let state = persistentObject { RefreshControlState() }
        state.invalidator = invalidator
        return (state, action)
    }
}
