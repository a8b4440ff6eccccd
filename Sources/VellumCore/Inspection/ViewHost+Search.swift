import Foundation

// Searching through the host: the `searchable` field of the top screen of the innermost
// navigation stack on screen.

extension ViewHost {
    private func searchField() throws -> SearchFieldPreference {
        updateIfNeeded()
        let stack = visibleNodes().reversed().lazy
            .compactMap { ($0.node.behavior as? LayoutBehavior<NavigationStackLayout>)?.layout.state }.first
        guard let field = stack?.screens.last?.preferences.search else {
            throw ViewHostError("No search field is on screen (a .searchable view on a NavigationStack's top screen).")
        }
        return field
    }

    /// Types `text` into the search field on screen, replacing what it held: the field
    /// becomes active (`isSearching` is true, Cancel shows) and its binding is `text`.
    ///
    /// ```swift
    /// try host.search("Jo")
    /// #expect(host.contains(text: "Josh"))
    /// ```
    public func search(_ text: String) throws {
        let field = try searchField()
        field.state.activate()
        field.text.wrappedValue = text
        update()
    }

    /// Taps the search field's Cancel: the text is cleared and `isSearching` is false.
    public func cancelSearch() throws {
        try searchField().state.cancel()
        update()
    }
}
