import Vellum

/// An app target as users write it: `@main`, an `App` with a `WindowGroup`. On Linux,
/// running it makes the app and returns; tests host its window with
/// `ViewHost(app:device:)`.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NoteList()
        }
    }
}

struct NoteList: View {
    @State private var notes = ["Groceries", "Ideas"]

    var body: some View {
        NavigationStack {
            List(notes, id: \.self) { note in
                NavigationLink(note, value: note)
            }
            .navigationTitle("Notes")
            .navigationDestination(for: String.self) { note in
                Text("The note “\(note)”").navigationTitle(note)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add") { notes.append("Note \(notes.count + 1)") }
                }
            }
        }
    }
}
