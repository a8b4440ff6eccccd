import Foundation
import Testing
@testable import VellumCore

// `searchable` in a NavigationStack on an iPhone 15: under the 44-point bar (from 59)
// and the 52-point large title, the 52-point drawer holds a 36-point field 8 down,
// 16 from each side; the screen starts below the drawer.

/// Apple's `searchable` example, in outline: names filtered by the search text.
private struct Contacts: View {
    @State private var searchText = ""
    var prompt: String?
    let names = ["Holly", "Josh", "Rhonda", "Ted"]

    var body: some View {
        NavigationStack {
            Results(names: searchText.isEmpty ? names : names.filter { $0.contains(searchText) })
                .navigationTitle("Contacts")
                .searchable(text: $searchText, prompt: Text(prompt ?? "Search"))
                .searchSuggestions {
                    Text("Suggested: Holly")
                }
        }
    }
}

/// Reads `isSearching` and `dismissSearch` inside the searchable content.
private struct Results: View {
    let names: [String]
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        List {
            if isSearching {
                Button("Done searching") { dismissSearch() }
            }
            ForEach(names, id: \.self) { Text($0) }
        }
    }
}

@MainActor
struct SearchableTests {
    private func stack(_ host: ViewHost) throws -> (LayoutNode, NavigationStackLayout) {
        let node = try #require(host.visibleNodes().map(\.node).first { $0.behavior is LayoutBehavior<NavigationStackLayout> })
        return (node, (node.behavior as! LayoutBehavior<NavigationStackLayout>).layout)
    }

    private func rowTitles(_ host: ViewHost) -> [String] {
        host.listRows().map { host.texts(in: $0).joined(separator: " ") }
    }

    @Test func theFieldSitsUnderTheLargeTitleAndTheScreenBelowIt() throws {
        let host = ViewHost(Contacts(), device: .iPhone15, environment: .spec)
        let (node, layout) = try stack(host)
        let field = node.children[try #require(layout.parts.firstIndex(of: .searchField))]
        #expect(close(field.frame, CGRect(x: 16, y: 59 + 44 + 52 + 8, width: 361, height: 36)))
        let screen = node.children[0]
        #expect(close(screen.frame.minY, 59 + 44 + 52 + 52))
        #expect(host.contains(text: "Search"))
        #expect(!host.contains(text: "Cancel"))
        // The prompt in the secondary grey, 8 + 15 + 6 in from the field's edge.
        let prompt = try host.visibleNode(text: "Search").node
        #expect(close(prompt.frame.minX, 16 + 8 + 15 + 6))
        #expect(close(prompt.frame.midY, field.frame.midY))
    }

    @Test func aPromptReplacesSearch() {
        let host = ViewHost(Contacts(prompt: "Names"), device: .iPhone15, environment: .spec)
        #expect(host.contains(text: "Names") && !host.contains(text: "Search"))
    }

    @Test func typingFiltersAndCancellingClears() throws {
        let host = ViewHost(Contacts(), device: .iPhone15, environment: .spec)
        #expect(rowTitles(host) == ["Holly", "Josh", "Rhonda", "Ted"])
        try host.search("o")
        #expect(rowTitles(host) == ["Done searching", "Holly", "Josh", "Rhonda"])
        #expect(host.contains(text: "Cancel"))
        #expect(host.contains(text: "o"))
        try host.cancelSearch()
        #expect(rowTitles(host) == ["Holly", "Josh", "Rhonda", "Ted"])
        #expect(!host.contains(text: "Cancel"))
        #expect(host.contains(text: "Search"))
    }

    @Test func tappingTheFieldActivatesItAndShowsSuggestions() throws {
        let host = ViewHost(Contacts(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Search")
        #expect(host.contains(text: "Cancel"))
        #expect(host.contains(text: "Suggested: Holly"))
        #expect(!host.contains(text: "Ted"))
        try host.tap(text: "Cancel")
        #expect(!host.contains(text: "Cancel"))
        #expect(host.contains(text: "Ted"))
    }

    @Test func dismissSearchEndsTheSearch() throws {
        let host = ViewHost(Contacts(), device: .iPhone15, environment: .spec)
        try host.search("Ted")
        try host.tap(text: "Done searching")
        #expect(rowTitles(host) == ["Holly", "Josh", "Rhonda", "Ted"])
        #expect(!host.contains(text: "Cancel"))
    }

    @Test func noFieldWithoutANavigationStack() {
        let host = ViewHost(List { Text("A") }.searchable(text: .constant("")), device: .iPhone15, environment: .spec)
        #expect(!host.contains(text: "Search"))
        #expect(throws: ViewHostError.self) { try host.search("x") }
    }
}
