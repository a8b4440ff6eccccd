import Foundation
import Vellum

extension Examples {
    static let listEditing: [Example] = [
        Example(
            name: "list-edit-mode",
            summary: "A shopping list in edit mode on an iPhone 15: Done in semibold in the bar, a red delete control at the leading edge of each row (the text moved right by 38 points), the three-line reorder grip at the trailing edge; the pinned first row can be neither deleted nor moved.",
            window: Device.iPhone15.screenSize,
            source: """
            NavigationStack {
                List {
                    ForEach(items, id: \\.self) { item in
                        Text(item)
                            .deleteDisabled(item == "Milk")
                            .moveDisabled(item == "Milk")
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
                .navigationTitle("Shopping")
                .toolbar { EditButton() }
            }
            .environment(\\.editMode, $editMode)   // .active
            """,
            makeView: { AnyView(ShoppingList(editMode: .active)) },
            device: .iPhone15),
        Example(
            name: "list-swipe-actions",
            summary: "A mail-style list with the second row swiped open: its trailing actions, a red Delete (destructive) nearest the edge and an orange Flag (tint), full height with white labels, the row's text moved left by their width and the card's rounded corner clipping them.",
            window: Device.iPhone15.screenSize,
            source: """
            List(messages) { message in
                Text(message.subject)
                    .swipeActions(edge: .leading) {
                        Button("Unread") {}.tint(.blue)
                    }
                    .swipeActions {
                        Button("Delete", role: .destructive) {}
                        Button("Flag") {}.tint(.orange)
                    }
            }
            // then the second row swiped open: host.revealSwipeActions(text:)
            """,
            makeView: { AnyView(MailList()) },
            device: .iPhone15,
            prepare: { host in
                try host.revealSwipeActions(text: "Re: the quarterly report draft")
                host.advanceToEnd()
            }),
        Example(
            name: "list-searchable",
            summary: "A searchable list in a NavigationStack on an iPhone 15: the 36-point rounded grey field with the magnifying glass and the Search prompt in secondary grey, in the 52-point drawer under the large title; the rows start below it. (`host.search(\"an\")` filters it and shows Cancel beside the field.)",
            window: Device.iPhone15.screenSize,
            source: """
            NavigationStack {
                List(filtered, id: \\.self) { Text($0) }
                    .navigationTitle("Fruit")
                    .searchable(text: $searchText)
            }
            """,
            makeView: { AnyView(FruitSearch()) },
            device: .iPhone15),
    ]
}

private struct FruitSearch: View {
    @State private var searchText = ""
    let fruit = ["Apple", "Banana", "Cherry", "Mango", "Orange", "Peach", "Pear"]

    var body: some View {
        NavigationStack {
            List(searchText.isEmpty ? fruit : fruit.filter { $0.localizedCaseInsensitiveContains(searchText) }, id: \.self) {
                Text($0)
            }
            .navigationTitle("Fruit")
            .searchable(text: $searchText)
        }
    }
}

private struct ShoppingList: View {
    @State var items = ["Milk", "Apples", "Bread", "Cheese", "Coffee"]
    @State var editMode: EditMode

    var body: some View {
        NavigationStack {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                        .deleteDisabled(item == "Milk")
                        .moveDisabled(item == "Milk")
                }
                .onDelete { items.remove(atOffsets: $0) }
                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
            .navigationTitle("Shopping")
            .toolbar { EditButton() }
        }
        .environment(\.editMode, $editMode)
    }
}

private struct Message: Identifiable {
    let id: Int
    let subject: String
}

private struct MailList: View {
    let messages = [
        Message(id: 1, subject: "Lunch on Friday?"),
        Message(id: 2, subject: "Re: the quarterly report draft"),
        Message(id: 3, subject: "Your order has shipped"),
        Message(id: 4, subject: "Photos from the trip"),
    ]

    var body: some View {
        List(messages) { message in
            Text(message.subject)
                .id(message.id)
                .swipeActions(edge: .leading) {
                    Button("Unread") {}.tint(.blue)
                }
                .swipeActions {
                    Button("Delete", role: .destructive) {}
                    Button("Flag") {}.tint(.orange)
                }
        }
    }
}
