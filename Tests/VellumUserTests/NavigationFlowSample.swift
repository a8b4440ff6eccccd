import Testing
import Vellum

struct BookList: View {
    let books = ["Dune", "Emma"]
    var body: some View {
        NavigationStack {
            List(books, id: \.self) { book in
                NavigationLink(book, value: book)
            }
            .navigationTitle("Books")
            .navigationDestination(for: String.self) { BookDetail(title: $0) }
        }
    }
}

struct BookDetail: View {
    let title: String
    @State private var isFavorite = false
    var body: some View {
        Button(isFavorite ? "Favorite" : "Mark as Favorite") { isFavorite.toggle() }
            .navigationTitle(title)
    }
}

@MainActor @Test func openingABook() throws {
    let host = ViewHost(BookList(), device: .iPhone15)
    try host.tap(text: "Dune")
    #expect(host.navigationTitle == "Dune")
    try host.tap(text: "Mark as Favorite")
    #expect(host.contains(text: "Favorite"))
    try host.goBack()                          // as the back button does
    #expect(host.navigationTitle == "Books")
}
