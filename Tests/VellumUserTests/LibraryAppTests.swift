import Foundation
import Testing
import Vellum

// The three-screen app of issue 14, as users write it: a list in a NavigationStack with a
// large title and an Add button, a detail screen pushed by NavigationLink(value:), an
// edit sheet with Cancel and Save, and a delete confirmation alert.

private struct Book: Identifiable, Hashable {
    let id: Int
    var title: String
}

private struct LibraryApp: App {
    var body: some Scene {
        WindowGroup { BooksScreen() }
    }
}

private struct BooksScreen: View {
    @State private var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
    @State private var isAdding = false

    var body: some View {
        NavigationStack {
            List(books) { book in
                NavigationLink(book.title, value: book.id)
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Add") { isAdding = true } }
            }
            .navigationDestination(for: Int.self) { id in
                BookScreen(title: books.first { $0.id == id }?.title ?? "") {
                    books.removeAll { $0.id == id }
                }
            }
            .sheet(isPresented: $isAdding) {
                EditBookSheet { title in books.append(Book(id: books.count + 1, title: title)) }
            }
        }
    }
}

private struct BookScreen: View {
    let title: String
    let delete: () -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var isConfirming = false

    var body: some View {
        Text("About \(title)")
            .navigationTitle(title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                Button("Delete", role: .destructive) { isConfirming = true }
            }
            .alert("Delete \(title)?", isPresented: $isConfirming) {
                Button("Delete", role: .destructive) {
                    delete()
                    dismiss()
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
    }
}

private struct EditBookSheet: View {
    let save: (String) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title).id("title")
            }
            .navigationTitle("New Book")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        save(title)
                        dismiss()
                    }
                }
            }
        }
    }
}

@MainActor
struct LibraryAppTests {
    @Test func addOpenAndDeleteABook() throws {
        let host = ViewHost(app: LibraryApp(), device: .iPhone15)
        #expect(host.navigationTitle == "Library")

        // Present the sheet, type, save.
        try host.tap(text: "Add")
        #expect(host.presented == .sheet)
        #expect(host.navigationTitle == "New Book")
        try host.type("Middlemarch", id: "title")
        try host.tap(text: "Save")
        #expect(host.presented == .none)
        #expect(host.contains(text: "Middlemarch"))

        // Cancel saves nothing.
        try host.tap(text: "Add")
        try host.type("Draft", id: "title")
        try host.tap(text: "Cancel")
        #expect(!host.contains(text: "Draft"))

        // Push the detail, confirm the delete: the alert's Delete is the one on top.
        try host.tap(text: "Dune")
        #expect(host.navigationTitle == "Dune")
        #expect(host.contains(text: "About Dune"))
        try host.tap(text: "Delete")
        #expect(host.presented == .alert)
        #expect(host.contains(text: "This cannot be undone."))
        try host.tap(text: "Cancel")
        #expect(host.presented == .none)
        #expect(host.navigationTitle == "Dune")
        try host.tap(text: "Delete")
        try host.tap(text: "Delete")
        #expect(host.navigationTitle == "Library")
        #expect(!host.contains(text: "Dune"))
        #expect(host.contains(text: "Emma") && host.contains(text: "Middlemarch"))
    }

    @Test func launchScreenRenders() throws {
        let png = try ImageRenderer(app: LibraryApp(), device: .iPhone15).pngData()
        #expect(png.count > 0)
    }
}
