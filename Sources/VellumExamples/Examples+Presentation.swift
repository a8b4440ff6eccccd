import Foundation
import Vellum

extension Examples {
    static let presentation: [Example] = [
        Example(
            name: "menu",
            summary: "A sort menu opened from the navigation bar: the 250-point panel under the Sort button, its trailing edge on the button's, a checkmark before the current order, an 8-point band before the red Delete All; the list behind stays undimmed (menu figures are estimates).",
            window: Device.iPhone15.screenSize,
            source: """
            struct ShelfView: View {
                @State private var order = "Title"
                var body: some View {
                    NavigationStack {
                        List { ... }
                            .navigationTitle("Shelf")
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) {
                                    Menu("Sort") {
                                        Picker("Sort By", selection: $order) {
                                            Text("Title").tag("Title")
                                            Text("Author").tag("Author")
                                            Text("Year").tag("Year")
                                        }
                                        Button("Reverse Order") {}
                                        Divider()
                                        Button("Delete All", role: .destructive) {}
                                    }
                                }
                            }
                    }
                }
            }
            // then a tap on Sort
            """,
            makeView: { AnyView(ShelfView()) },
            device: .iPhone15,
            prepare: { try $0.tap(text: "Sort") }),
        Example(
            name: "confirmation-dialog",
            summary: "A confirmation dialog over the shelf: on iPhone an action sheet at the bottom, the title and message in small grey text over a red Delete Book, the Cancel button iOS adds on its own below (figures are estimates).",
            window: Device.iPhone15.screenSize,
            source: """
            ShelfView()
                .confirmationDialog("Delete “Dune”?", isPresented: .constant(true), titleVisibility: .visible) {
                    Button("Delete Book", role: .destructive) {}
                } message: {
                    Text("Your notes on this book are deleted too.")
                }
            """,
            makeView: {
                AnyView(ShelfView()
                    .confirmationDialog("Delete “Dune”?", isPresented: .constant(true), titleVisibility: .visible) {
                        Button("Delete Book", role: .destructive) {}
                    } message: {
                        Text("Your notes on this book are deleted too.")
                    })
            },
            device: .iPhone15),
    ]
}

/// The presentation examples' shelf of books with a sort menu.
struct ShelfView: View {
    @State private var order = "Title"

    var body: some View {
        NavigationStack {
            List {
                Text("Dune")
                Text("Middlemarch")
                Text("The Left Hand of Darkness")
                Text("Beloved")
            }
            .navigationTitle("Shelf")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu("Sort") {
                        Picker("Sort By", selection: $order) {
                            Text("Title").tag("Title")
                            Text("Author").tag("Author")
                            Text("Year").tag("Year")
                        }
                        Button("Reverse Order") {}
                        Divider()
                        Button("Delete All", role: .destructive) {}
                    }
                }
            }
        }
    }
}
