import Observation
import Testing
import Vellum

// A mail-style app written as SwiftUI code is: tabs chosen by an enum, a model shared
// by the tabs, an unread badge that follows the model.

@Observable
final class Mailbox {
    var unread = ["Lunch on Friday?", "Your order has shipped"]
    func read(_ message: String) { unread.removeAll { $0 == message } }
}

enum MailTab: Hashable {
    case inbox, compose, account
}

struct MailApp: View {
    @State private var mailbox = Mailbox()
    @State private var selectedTab = MailTab.inbox

    var body: some View {
        TabView(selection: $selectedTab) {
            InboxView(mailbox: mailbox)
                .tabItem { Label("Inbox", systemImage: "tray") }
                .badge(mailbox.unread.count)
                .tag(MailTab.inbox)
            ComposeView(done: { selectedTab = .inbox })
                .tabItem { Label("Compose", systemImage: "square.and.pencil") }
                .tag(MailTab.compose)
            Text("Signed in as ada@example.com")
                .tabItem { Label("Account", systemImage: "person.crop.circle") }
                .tag(MailTab.account)
        }
    }
}

struct InboxView: View {
    let mailbox: Mailbox
    var body: some View {
        NavigationStack {
            List(mailbox.unread, id: \.self) { message in
                Button(message) { mailbox.read(message) }
            }
            .navigationTitle("Inbox")
        }
    }
}

struct ComposeView: View {
    let done: () -> Void
    @State private var drafts = 0
    var body: some View {
        VStack {
            Text("Drafts: \(drafts)")
            Button("Save draft") { drafts += 1 }
            Button("Send") { done() }
        }
    }
}

@MainActor @Test func readingMailClearsTheBadge() throws {
    let host = ViewHost(MailApp(), device: .iPhone15)
    #expect(host.contains(text: "2"))                // the Inbox badge
    try host.tap(text: "Lunch on Friday?")
    #expect(host.contains(text: "1"))
    try host.tap(text: "Your order has shipped")
    #expect(!host.contains(text: "1"))               // zero shows no badge
}

@MainActor @Test func switchingTabsKeepsTheDraftCount() throws {
    let host = ViewHost(MailApp(), device: .iPhone15)
    try host.tap(text: "Compose")
    try host.tap(text: "Save draft")
    #expect(host.contains(text: "Drafts: 1"))
    try host.tap(text: "Account")
    #expect(host.contains(text: "Signed in as ada@example.com"))
    try host.tap(text: "Compose")
    #expect(host.contains(text: "Drafts: 1"))
    try host.tap(text: "Send")                       // sets the selection from code
    #expect(host.navigationTitle == "Inbox")
}
