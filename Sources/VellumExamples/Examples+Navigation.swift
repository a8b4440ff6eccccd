import Foundation
import Vellum

extension Examples {
    static let navigation: [Example] = [
        Example(
            name: "navigation-list",
            summary: "A List under a large title in a NavigationStack on an iPhone 15: the 44-point bar with Edit and Add items, the 34-point bold title in the 52 points below it, rows with disclosure chevrons, the grey background reaching under the status bar.",
            window: Device.iPhone15.screenSize,
            source: """
            NavigationStack {
                List {
                    Section("Reading") {
                        NavigationLink("Dune", value: "Dune")
                        NavigationLink("Middlemarch", value: "Middlemarch")
                    }
                    Section("Finished") {
                        NavigationLink("The Left Hand of Darkness", value: "The Left Hand of Darkness")
                        NavigationLink("Beloved", value: "Beloved")
                    }
                }
                .navigationTitle("Books")
                .navigationDestination(for: String.self) { BookDetail(title: $0) }
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                }
            }
            """,
            makeView: { AnyView(BookList(path: [])) },
            device: .iPhone15),
        Example(
            name: "navigation-list-dark",
            summary: "The same list in dark mode: a black background, #1C1C1E row cards, white labels, the dark separator and tertiary-label chevrons, the dark system blue for the bar buttons (the HIG's dark values).",
            window: Device.iPhone15.screenSize,
            source: """
            NavigationStack { ... }   // the list above
                .preferredColorScheme(.dark)
            """,
            makeView: { AnyView(BookList(path: []).preferredColorScheme(.dark)) },
            device: .iPhone15),
        Example(
            name: "navigation-detail",
            summary: "The same stack with a book pushed: the back button (chevron and the previous title), the inline 17-point semibold title, the detail screen in place of the list.",
            window: Device.iPhone15.screenSize,
            source: """
            NavigationStack(path: .constant(["Dune"])) { ... }

            struct BookDetail: View {
                let title: String
                var body: some View {
                    VStack(spacing: 12) {
                        Text(title).font(.largeTitle)
                        Text("Frank Herbert, 1965").foregroundStyle(.secondary)
                        Button("Mark as Finished") {}
                            .buttonStyle(.borderedProminent)
                    }
                    .navigationTitle(title)
                    .navigationBarTitleDisplayMode(.inline)
                }
            }
            """,
            makeView: { AnyView(BookList(path: ["Dune"])) },
            device: .iPhone15),
        Example(
            name: "sheet",
            summary: "A sheet over the book list: the white card from 10 points below the safe area's top, the list scaled back and dimmed behind it, a navigation bar with Cancel and a semibold Save (sheet figures are estimates).",
            window: Device.iPhone15.screenSize,
            source: """
            BookList(path: [])
                .sheet(isPresented: .constant(true)) {
                    NavigationStack {
                        NewBookForm()   // a Form of two text fields
                            .navigationTitle("New Book")
                            .navigationBarTitleDisplayMode(.inline)
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                                ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                            }
                    }
                }
            """,
            makeView: { AnyView(BookList(path: []).sheet(isPresented: .constant(true)) { NewBookSheet() }) },
            device: .iPhone15),
        Example(
            name: "sheet-medium",
            summary: "A sheet at the medium detent over the pushed detail screen: half the large detent's height, a grabber because it can also grow to large, the screen behind dimmed in place (figures are estimates).",
            window: Device.iPhone15.screenSize,
            source: """
            BookList(path: ["Dune"])
                .sheet(isPresented: .constant(true)) {
                    ReadingNotes()   // a bold title and a line of text, top leading, padded
                        .presentationDetents([.medium, .large])
                }
            """,
            makeView: {
                AnyView(BookList(path: ["Dune"]).sheet(isPresented: .constant(true)) {
                    ReadingNotes().presentationDetents([.medium, .large])
                })
            },
            device: .iPhone15),
        Example(
            name: "alert",
            summary: "A delete confirmation over the pushed detail screen: the 270-point box centred on the dimmed screen, title and message, a red Delete beside a semibold Cancel (figures other than the width are estimates).",
            window: Device.iPhone15.screenSize,
            source: """
            BookList(path: ["Dune"])
                .alert("Delete “Dune”?", isPresented: .constant(true)) {
                    Button("Delete", role: .destructive) {}
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("The book and its notes will be removed from your library.")
                }
            """,
            makeView: {
                AnyView(BookList(path: ["Dune"])
                    .alert("Delete “Dune”?", isPresented: .constant(true)) {
                        Button("Delete", role: .destructive) {}
                        Button("Cancel", role: .cancel) {}
                    } message: {
                        Text("The book and its notes will be removed from your library.")
                    })
            },
            device: .iPhone15),
    ]
}

/// The navigation examples' list of books; `path` is what is pushed on it.
struct BookList: View {
    let path: [String]

    var body: some View {
        NavigationStack(path: .constant(path)) {
            List {
                Section("Reading") {
                    NavigationLink("Dune", value: "Dune")
                    NavigationLink("Middlemarch", value: "Middlemarch")
                }
                Section("Finished") {
                    NavigationLink("The Left Hand of Darkness", value: "The Left Hand of Darkness")
                    NavigationLink("Beloved", value: "Beloved")
                }
            }
            .navigationTitle("Books")
            .navigationDestination(for: String.self) { BookDetail(title: $0) }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
            }
        }
    }
}

struct BookDetail: View {
    let title: String

    var body: some View {
        VStack(spacing: 12) {
            Text(title).font(.largeTitle)
            Text("Frank Herbert, 1965").foregroundStyle(.secondary)
            Button("Mark as Finished") {}
                .buttonStyle(.borderedProminent)
        }
        .navigationTitle(title)
        .navigationBarTitleDisplayMode(.inline)
    }
}

/// The sheet example's content: a form in its own navigation stack.
struct NewBookSheet: View {
    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: .constant("Piranesi"))
                TextField("Author", text: .constant("Susanna Clarke"))
            }
            .navigationTitle("New Book")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
            }
        }
    }
}

/// The medium-detent example's sheet content, as its source shows it.
struct ReadingNotes: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Notes").font(.title2.bold())
            Text("Reread the chapter on the spice harvest.")
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
