import Foundation

// `searchable`: the search field of a navigation stack's screen (iOS 17).
//
// 1. The modifier keeps the field's state (whether it is active: focused, with its
//    Cancel button) at its identity, and gives its content `\.isSearching` and
//    `\.dismissSearch`.
// 2. It tells the stack about the field through the screen's preferences; the stack
//    draws it in the bar's drawer, under the large title (or the bar when inline), and
//    the screen starts below it.
// 3. Tapping the field, or `ViewHost.search(_:)`, activates it; typing sets the text
//    binding; Cancel, `dismissSearch` or `ViewHost.cancelSearch()` clear the text and
//    deactivate it.
//
// Outside a navigation stack no field is drawn (as on iOS, where the field lives in the
// navigation bar).

/// Figures of the iOS 17 search field in a navigation bar.
enum SearchFieldMetrics {
    /// The field: a 36-point rounded rectangle (UISearchTextField's height in a
    /// navigation bar) with 10-point corners (estimate from simulator screenshots).
    static let fieldHeight: CGFloat = 36
    static let cornerRadius: CGFloat = 10
    /// The drawer the field sits in under the title: 52 points, the field 8 from its
    /// top (estimate: UISearchBar's 52-point height in a navigation bar on iOS 13 and
    /// later, as measured in simulator screenshots).
    static let drawerHeight: CGFloat = 52
    static let fieldTop: CGFloat = 8
    /// The magnifying glass: a 15-point glyph 8 points from the field's leading edge,
    /// 6 before the prompt (estimates).
    static let glassSize: CGFloat = 15
    static let glassInset: CGFloat = 8
    static let glassSpacing: CGFloat = 6
    /// Between the active field and its Cancel button (estimate).
    static let cancelSpacing: CGFloat = 12
    /// The field's fill: UIKit's `tertiarySystemFill`; the prompt and glass in
    /// `secondaryLabel`.
    static let fill = SystemColors.tertiaryFill
}

/// The placement of a search field in a view hierarchy. On iPhone every placement puts
/// the field in the navigation bar's drawer, under the title.
public struct SearchFieldPlacement: Hashable, Sendable {
    /// A mode that determines when to display a search field that appears in a
    /// navigation bar.
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        let always: Bool
        /// Display the search field in the navigation bar until the content scrolls
        /// (Vellum's navigation title does not collapse, so the field always shows).
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
        /// Display the search field regardless of scroll activity.
        public static let always = NavigationBarDrawerDisplayMode(always: true)
    }

    enum Kind: Hashable, Sendable { case automatic, toolbar, sidebar, navigationBarDrawer(NavigationBarDrawerDisplayMode) }
    let kind: Kind

    public static let automatic = SearchFieldPlacement(kind: .automatic)
    public static let toolbar = SearchFieldPlacement(kind: .toolbar)
    public static let sidebar = SearchFieldPlacement(kind: .sidebar)
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer(.automatic))

    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .navigationBarDrawer(displayMode))
    }
}

// MARK: - State and environment

/// What a search field keeps across updates: whether it is active.
@MainActor
final class SearchState {
    var isActive = false
    var invalidator: GraphInvalidator?
    /// The modifier's bindings as last resolved, for Cancel and `dismissSearch`.
    var text: Binding<String>?
    var isPresented: Binding<Bool>?

    func activate() {
        guard !isActive else { return }
        isActive = true
        isPresented?.wrappedValue = true
        invalidator?.invalidate()
    }

    /// What Cancel does: the text is cleared and the field let go.
    func cancel() {
        if text?.wrappedValue.isEmpty == false { text?.wrappedValue = "" }
        guard isActive else { return }
        isActive = false
        isPresented?.wrappedValue = false
        invalidator?.invalidate()
    }
}

/// An action that can end a search interaction: it clears the text and deactivates the
/// field, as its Cancel button does; with no search around, it does nothing.
public struct DismissSearchAction: Equatable, @unchecked Sendable {
    fileprivate weak var state: SearchState?

    /// Dismisses the current search operation, if any.
    @MainActor public func callAsFunction() {
        state?.cancel()
    }

    public static func == (a: DismissSearchAction, b: DismissSearchAction) -> Bool { a.state === b.state }
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DismissSearchKey: EnvironmentKey {
    static let defaultValue = DismissSearchAction(state: nil)
}

extension EnvironmentValues {
    /// A Boolean value that indicates when the user is searching: true inside the
    /// content of a `searchable` view while its field is active.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// An action that ends the current search interaction.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

/// A screen's search field, as the stack draws it.
struct SearchFieldPreference {
    let text: Binding<String>
    let prompt: Text
    let state: SearchState
    /// The views of `searchSuggestions`, shown in place of the screen while the field is
    /// active and empty.
    var suggestions: AnyView?
}

// MARK: - Modifiers

extension View {
    /// Marks this view as searchable, which configures the display of a search field.
    ///
    /// In a `NavigationStack` the field shows under the large title; typing sets `text`.
    ///
    /// ```swift
    /// NavigationStack {
    ///     List(filteredNames, id: \.self) { Text($0) }
    ///         .navigationTitle("Contacts")
    ///         .searchable(text: $searchText)
    /// }
    /// ```
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> ModifiedContent<Self, _SearchableModifier> {
        modifier(_SearchableModifier(text: text, isPresented: nil, prompt: prompt))
    }

    /// Marks this view as searchable, with a prompt from a localized string key.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> ModifiedContent<Self, _SearchableModifier> {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable, with a prompt from a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> ModifiedContent<Self, _SearchableModifier> {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable with programmatic presentation: `isPresented` is
    /// true while the field is active, and setting it activates or dismisses the field.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> ModifiedContent<Self, _SearchableModifier> {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, prompt: prompt))
    }

    /// Configures the search suggestions for this view: while the search field is
    /// active and empty, they show as a list in place of the screen.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> ModifiedContent<Self, _NavigationPreferenceModifier> {
        let view = AnyView(suggestions())
        return modifier(_NavigationPreferenceModifier(write: { preferences in
            if preferences.searchSuggestions == nil { preferences.searchSuggestions = view }
        }, name: "searchSuggestions"))
    }
}

/// Keeps the field's state, gives the content `isSearching` and `dismissSearch`, and
/// tells the navigation stack to draw the field.
public struct _SearchableModifier: _PrimitiveViewModifier {
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let prompt: Text?

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        let state = inputs.persistentObject { SearchState() }
        state.invalidator = inputs.invalidator
        state.text = modifier.text
        state.isPresented = modifier.isPresented
        if let isPresented = modifier.isPresented { state.isActive = isPresented.wrappedValue }
        var inputs = inputs
        inputs.environment.isSearching = state.isActive
        inputs.environment.dismissSearch = DismissSearchAction(state: state)
        let field = SearchFieldPreference(text: modifier.text, prompt: modifier.prompt ?? Text("Search"), state: state)
        let preference = _NavigationPreferenceModifier(write: { if $0.search == nil { $0.search = field } }, name: "searchable")
        _NavigationPreferenceModifier._makeViewList(modifier: preference, content: content, inputs: inputs, list: &list)
    }
}

// MARK: - Drawing

/// The field as the bar draws it: the glass and the prompt (or the text) on a rounded
/// grey field, and Cancel beside it while active.
@MainActor
func searchFieldView(_ field: SearchFieldPreference) -> some View {
    let m = SearchFieldMetrics.self
    let text = field.text.wrappedValue
    let state = field.state
    return HStack(spacing: m.cancelSpacing) {
        HStack(spacing: m.glassSpacing) {
            MagnifyingGlass()
                .stroke(style: StrokeStyle(lineWidth: 1.8, lineCap: .round))
                .foregroundStyle(Color.secondary)
                .frame(width: m.glassSize, height: m.glassSize)
            (text.isEmpty ? field.prompt.foregroundStyle(Color.secondary) : Text(text))
                .font(.body)
                .lineLimit(1)
            Spacer(minLength: 0)
        }
        .padding(.horizontal, m.glassInset)
        .frame(height: m.fieldHeight)
        .background(RoundedRectangle(cornerRadius: m.cornerRadius).fill(m.fill))
        .interaction(.tap { state.activate() })
        if state.isActive {
            Button("Cancel") { state.cancel() }
                .font(.body)
        }
    }
}

/// SF Symbols' `magnifyingglass`: a ring with a handle to the lower right.
private struct MagnifyingGlass: Shape {
    func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        let ring = CGRect(x: rect.minX + 1, y: rect.minY + 1, width: d * 0.68, height: d * 0.68)
        var path = Path(ellipseIn: ring)
        let r = ring.width / 2
        let c = CGPoint(x: ring.midX, y: ring.midY)
        path.move(to: CGPoint(x: c.x + r * 0.7071, y: c.y + r * 0.7071))
        path.addLine(to: CGPoint(x: rect.minX + d - 1, y: rect.minY + d - 1))
        return path
    }
}
