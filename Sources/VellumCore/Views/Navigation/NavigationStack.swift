import Foundation

/// A view that displays a root view and enables you to present additional views over
/// the root view.
///
/// The stack shows one screen at a time, drawn as iOS 17 draws it: the navigation bar
/// (back button, inline title, toolbar items) above the top screen, and a large title
/// under the bar when the screen's title display mode is large. A `NavigationLink`
/// pushes a screen; the back button, or `ViewHost.goBack()`, pops it. Screens under the
/// top one keep their state while they are on the stack.
///
/// ```swift
/// NavigationStack {
///     List(books) { book in
///         NavigationLink(book.title, value: book)
///     }
///     .navigationTitle("Books")
///     .navigationDestination(for: Book.self) { BookDetail(book: $0) }
/// }
/// ```
public struct NavigationStack<Data, Root: View>: _PrimitiveView {
    let path: NavigationPathAccess?
    let root: Root

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(makeNavigationNode(root: view.root, path: view.path, inputs: inputs))
    }
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) {
        path = nil
        self.root = root()
    }

    /// Creates a navigation stack with heterogeneous navigation state that you can
    /// control.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.path = NavigationPathAccess(
            get: { path.wrappedValue.elements },
            set: { path.wrappedValue.elements = $0 })
        self.root = root()
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection,
    Data: RangeReplaceableCollection, Data.Element: Hashable
{
    /// Creates a navigation stack with homogeneous navigation state that you can
    /// control: the collection's elements, root first, are the pushed values.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.path = NavigationPathAccess(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { values in
                let typed = values.compactMap { $0.base as? Data.Element }
                if typed.count != values.count {
                    Diagnostics.warn("NavigationStack: a value that is not a \(Data.Element.self) cannot join a path of \(Data.Element.self); it is dropped.")
                }
                path.wrappedValue = Data(typed)
            })
        self.root = root()
    }
}

/// A view for presenting a stack of views that represents a visible path in a
/// navigation hierarchy. Deprecated in iOS 16 for `NavigationStack`; on iPhone it
/// behaves as a stack.
public struct NavigationView<Content: View>: _PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(makeNavigationNode(root: view.content, path: nil, inputs: inputs))
    }
}

/// A path binding with its element type erased.
struct NavigationPathAccess {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void
}

// MARK: - State

/// What a navigation stack keeps across updates: the screens pushed on it that no
/// path binding holds.
@MainActor
final class NavigationState {
    /// A screen pushed by a link.
    enum Entry {
        case value(AnyHashable)
        /// A `NavigationLink(destination:)` screen, with a serial that is its identity.
        case view(Int, AnyView)
    }

    /// Pushed screens, bottom first. With a path binding, the binding holds the values
    /// and these hold only destination-form screens, which stack above them.
    var entries: [Entry] = []
    var path: NavigationPathAccess?
    var invalidator: GraphInvalidator?
    private var nextSerial = 0
    /// The value types the screens resolved last declare destinations for.
    var destinationTypes: Set<ObjectIdentifier> = []
    /// The screens resolved last, bottom first.
    var screens: [ResolvedScreen] = []
    /// Entries already warned about (a value with no destination), by identity.
    var warned: Set<UInt64> = []

    /// The pushed values and screens, bottom first.
    var allEntries: [Entry] {
        guard let path else { return entries }
        return path.get().map { .value($0) } + entries
    }

    func push(value: AnyHashable) {
        guard destinationTypes.contains(ObjectIdentifier(type(of: value.base))) else {
            // SwiftUI's console message for the same mistake.
            Diagnostics.warn("A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
            return
        }
        if let path { path.set(path.get() + [value]) } else { entries.append(.value(value)) }
        invalidator?.invalidate()
    }

    func push(view: AnyView) {
        nextSerial += 1
        entries.append(.view(nextSerial, view))
        invalidator?.invalidate()
    }

    /// Pops the top screen, as its back button does; false on the root.
    @discardableResult
    func pop() -> Bool {
        guard let top = screens.last, screens.count > 1 else { return false }
        switch top.source {
        case .presented(let destination): destination.isPresented.wrappedValue = false
        case .entry:
            if !entries.isEmpty { entries.removeLast() } else if let path { path.set(Array(path.get().dropLast())) }
        case .root: return false
        }
        invalidator?.invalidate()
        return true
    }
}

/// One screen of a stack as last resolved.
struct ResolvedScreen {
    enum Source {
        case root
        case entry(NavigationState.Entry)
        case presented(PresentedDestination)
    }
    let source: Source
    let identity: UInt64
    var nodes: [LayoutNode]
    var preferences: ScreenPreferences
}

extension EnvironmentValues {
    /// The navigation stack around a view, which its links push onto.
    var navigationState: NavigationState? {
        get { object(of: NavigationState.self) }
        set { setObject(newValue) }
    }
}

private struct IsScreenShownKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// False on a navigation screen covered by another: its `onAppear` and
    /// `onDisappear` actions follow being covered and uncovered.
    var isScreenShown: Bool {
        get { self[IsScreenShownKey.self] }
        set { self[IsScreenShownKey.self] = newValue }
    }
}

// MARK: - Building

/// Resolves the screens of a stack, bottom first, keeping each one's identity (so
/// covered screens keep their state), and builds the stack's node around the top one.
///
/// 1. The root, then each pushed entry, then above any screen each of its
///    `navigationDestination(isPresented:)` destinations that is presented.
/// 2. A pushed value shows the destination the nearest screen below declares for its
///    type; with none, the screen is empty and a warning says why.
/// 3. Screens under the top one are resolved (their state lives on) but not laid out.
@MainActor
func makeNavigationNode<Root: View>(root: Root, path: NavigationPathAccess?, inputs: _ViewInputs) -> LayoutNode {
    // One edit mode for the screens and the bar, so an EditButton there edits a list here.
    let inputs = inputs.supplyingEditMode()
    let state = inputs.persistentObject { NavigationState() }
    state.invalidator = inputs.invalidator
    state.path = path

    var screenInputs = inputs.forChildren(orientation: nil)
    screenInputs.environment.navigationState = state
    screenInputs.environment.hasSafeArea = true

    func resolve(_ view: AnyView, identity: UInt64, shown: Bool) -> (nodes: [LayoutNode], preferences: ScreenPreferences) {
        var screen = screenInputs.appending(identity)
        // A stack in a hidden tab (or a covered screen) shows no screen.
        screen.environment.isScreenShown = shown && inputs.environment.isScreenShown
        if identity != 0 {
            // A pushed screen is presented: `dismiss` pops it (the root's is the
            // enclosing presentation's).
            screen.environment.isPresented = true
            screen.environment.setDismiss(owner: [ObjectIdentifier(state), ObjectIdentifier(NavigationState.self)].map(AnyHashable.init) + [AnyHashable(identity)]) { [weak state] in state?.pop() }
        }
        let nodes = screen.resolve(view)
        return (nodes, screenPreferences(of: nodes))
    }

    var sources: [(ResolvedScreen.Source, UInt64)] = [(.root, 0)]
    for (index, entry) in state.allEntries.enumerated() {
        var hasher = Hasher()
        hasher.combine(index)
        switch entry {
        case .value(let value): hasher.combine(value)
        case .view(let serial, _): hasher.combine(-serial)
        }
        sources.append((.entry(entry), UInt64(bitPattern: Int64(hasher.finalize()))))
    }

    var screens: [ResolvedScreen] = []
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    var index = 0
    while index < sources.count {
        let (source, identity) = sources[index]
        let view: AnyView
        switch source {
        case .root: view = AnyView(root)
        case .presented(let destination): view = destination.destination
        case .entry(.view(_, let destination)): view = destination
        case .entry(.value(let value)):
            if let destination = destinations[ObjectIdentifier(type(of: value.base))], let shown = destination(value) {
                view = shown
            } else {
                if state.warned.insert(identity).inserted {
                    Diagnostics.warn("A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
                }
                view = AnyView(EmptyView())
            }
        }
        let covered = index < sources.count - 1
        var (nodes, preferences) = resolve(view, identity: identity, shown: !covered)
        let presented = preferences.presented.enumerated().filter { $0.element.isPresented.wrappedValue }
        if !presented.isEmpty {
            if !covered { (nodes, preferences) = resolve(view, identity: identity, shown: false) }
            sources.insert(contentsOf: presented.map { offset, destination in
                (.presented(destination), identity &* 31 &+ UInt64(offset) &+ 1)
            }, at: index + 1)
        }
        destinations.merge(preferences.destinations) { earlier, _ in earlier }
        screens.append(ResolvedScreen(source: source, identity: identity, nodes: nodes, preferences: preferences))
        index += 1
    }
    // The state keeps what going back and the host read, not the nodes: nodes can keep
    // inputs whose environment holds the state, and the state must not keep itself.
    state.screens = screens.map { ResolvedScreen(source: $0.source, identity: $0.identity, nodes: [], preferences: $0.preferences) }
    state.destinationTypes = Set(destinations.keys)
    return makeStackNode(screens: screens, state: state, inputs: inputs)
}

/// The `ScreenPreferences` that the navigation modifiers in `nodes` write, outermost
/// first. A nested navigation stack keeps its own, unless `throughStacks` (the keyboard
/// bar gathers every toolbar in the window).
@MainActor
func screenPreferences(of nodes: [LayoutNode], throughStacks: Bool = false) -> ScreenPreferences {
    let key = ObjectIdentifier(NavigationPreferenceKey.self)
    var preferences = ScreenPreferences()
    var stack = Array(nodes.reversed())
    while let node = stack.popLast() {
        if let write = node.preferences[key] as? (inout ScreenPreferences) -> Void { write(&preferences) }
        if !throughStacks, node.behavior is LayoutBehavior<NavigationStackLayout> { continue }
        stack.append(contentsOf: node.children.reversed())
    }
    return preferences
}

/// The plain text of a title, for the back button and `ViewHost.navigationTitle`.
extension Text {
    var plainString: String { runs.map(\.string).joined() }
}
