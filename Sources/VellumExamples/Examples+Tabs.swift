import Foundation
import Vellum

extension Examples {
    static let tabs: [Example] = [
        Example(
            name: "tab-bar-app",
            summary: "A three-tab app on an iPhone 15: the 49-point tab bar above the home indicator, its background reaching under it, a hairline on top; the status bar drawn as in simulator screenshots; the selected item in the accent colour, the others gray, a red badge on Inbox; the first tab a NavigationStack list whose background runs under the bar.",
            window: Device.iPhone15.screenSize,
            source: """
            TabView {
                NavigationStack {
                    List {
                        NavigationLink("Dune", value: "Dune")
                        NavigationLink("Middlemarch", value: "Middlemarch")
                        NavigationLink("Beloved", value: "Beloved")
                    }
                    .navigationTitle("Library")
                }
                .tabItem { Label("Library", systemImage: "books.vertical") }

                Text("No new messages")
                    .tabItem { Label("Inbox", systemImage: "tray") }
                    .badge(3)

                Text("Settings")
                    .tabItem { Label("Settings", systemImage: "gear") }
            }
            """,
            makeView: { AnyView(LibraryTabs()) },
            device: .iPhone15.withStatusBar()),
        Example(
            name: "tab-page-style",
            summary: "A page-style TabView: one page at a time, full size, and the page dots near the bottom on their dark capsule (indexViewStyle .page, background always).",
            window: Device.iPhone15.screenSize,
            source: """
            TabView {
                ForEach(["Welcome", "Discover", "Share"], id: \\.self) { title in
                    VStack(spacing: 12) {
                        Image(systemName: "sparkles").font(.largeTitle)
                        Text(title).font(.title.bold())
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color.teal.opacity(0.3))
                }
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            """,
            makeView: {
                AnyView(TabView {
                    ForEach(["Welcome", "Discover", "Share"], id: \.self) { title in
                        VStack(spacing: 12) {
                            Image(systemName: "sparkles").font(.largeTitle)
                            Text(title).font(.title.bold())
                        }
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(Color.teal.opacity(0.3))
                    }
                }
                .tabViewStyle(.page)
                .indexViewStyle(.page(backgroundDisplayMode: .always)))
            },
            device: .iPhone15),
        Example(
            name: "bottom-bar",
            summary: "A bottom toolbar in a NavigationStack: the 44-point bar above the home indicator, a group's Spacer pushing its two buttons to the margins, the list's safe area ending at the bar.",
            window: Device.iPhone15.screenSize,
            source: """
            NavigationStack {
                List(1...5, id: \\.self) { Text("Note \\($0)") }
                    .navigationTitle("Notes")
                    .toolbar {
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button("Folders") {}
                            Spacer()
                            Button("New Note") {}
                        }
                    }
            }
            """,
            makeView: {
                AnyView(NavigationStack {
                    List(1...5, id: \.self) { Text("Note \($0)") }
                        .navigationTitle("Notes")
                        .toolbar {
                            ToolbarItemGroup(placement: .bottomBar) {
                                Button("Folders") {}
                                Spacer()
                                Button("New Note") {}
                            }
                        }
                })
            },
            device: .iPhone15),
    ]
}

/// The tab-bar example's view.
struct LibraryTabs: View {
    var body: some View {
        TabView {
            NavigationStack {
                List {
                    NavigationLink("Dune", value: "Dune")
                    NavigationLink("Middlemarch", value: "Middlemarch")
                    NavigationLink("Beloved", value: "Beloved")
                }
                .navigationTitle("Library")
            }
            .tabItem { Label("Library", systemImage: "books.vertical") }

            Text("No new messages")
                .tabItem { Label("Inbox", systemImage: "tray") }
                .badge(3)

            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}
