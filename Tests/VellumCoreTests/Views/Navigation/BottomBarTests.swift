import Foundation
import Testing
@testable import VellumCore

// The bottom toolbar of a navigation stack on the iPhone 15 (393 × 852, insets 59 and
// 34), with the spec's fixed-advance text (17-point glyphs 8 wide, lines 61/3 tall):
// the bar is the stack's bottom 44 points (774 to 818), items 16 from the edges.

@MainActor
private func phoneLayout<V: View>(_ view: V) -> ViewLayout {
    ViewLayout(of: view, device: .iPhone15, environment: .spec)
}

@MainActor
struct BottomBarTests {
    @Test func groupWithSpacerPutsItsButtonsAtTheMargins() throws {
        let layout = phoneLayout(NavigationStack {
            Color.red.id("screen")
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Folders") {}
                        Spacer()
                        Button("New Note") {}
                    }
                }
        })
        // The screen ends at the bar: 155 (under the large title) to 774.
        #expect(layout.frame(id: "screen") == CGRect(x: 0, y: 155, width: 393, height: 619))
        let folders = try #require(element(layout.root, labelled: "Text(\"Folders\")"))
        #expect(close(folders.frame, CGRect(x: 16, y: 796 - line / 2, width: 56, height: line)))
        let new = try #require(element(layout.root, labelled: "Text(\"New Note\")"))
        #expect(close(new.frame, CGRect(x: 377 - 64, y: 796 - line / 2, width: 64, height: line)))
    }

    @Test func oneItemIsCentred() throws {
        let layout = phoneLayout(NavigationStack {
            Text("Photo").toolbar {
                ToolbarItem(placement: .bottomBar) { Button("Share") {} }
            }
        })
        let share = try #require(element(layout.root, labelled: "Text(\"Share\")"))
        #expect(close(share.frame, CGRect(x: (393 - 40) / 2, y: 796 - line / 2, width: 40, height: line)))
    }

    @Test func severalItemsSpreadAcrossTheBar() throws {
        let layout = phoneLayout(NavigationStack {
            Text("Photo").toolbar {
                ToolbarItem(placement: .bottomBar) { Button("Like") {} }
                ToolbarItem(placement: .bottomBar) { Button("Edit") {} }
                ToolbarItem(placement: .bottomBar) { Button("Trash") {} }
            }
        })
        let like = try #require(element(layout.root, labelled: "Text(\"Like\")"))
        let edit = try #require(element(layout.root, labelled: "Text(\"Edit\")"))
        let trash = try #require(element(layout.root, labelled: "Text(\"Trash\")"))
        #expect(close(like.frame.minX, 16))
        #expect(close(trash.frame.maxX, 377))
        // Equal flexible space either side of the middle item.
        #expect(close(edit.frame.minX - like.frame.maxX, trash.frame.minX - edit.frame.maxX))
    }

    @Test func hiddenBottomBarTakesNoRoom() {
        let layout = phoneLayout(NavigationStack {
            Color.red.id("screen")
                .toolbar { ToolbarItem(placement: .bottomBar) { Button("Share") {} } }
                .toolbar(.hidden, for: .bottomBar)
        })
        #expect(layout.frame(id: "screen") == CGRect(x: 0, y: 103, width: 393, height: 715))
        #expect(!layout.description.contains("Share"))
    }

    /// Vellum draws the navigation bar as at the scroll edge, with no background, until
    /// `toolbarBackground(.visible, for: .navigationBar)`: then it reaches from the
    /// screen's top to the bar's bottom (under the large title too), with a hairline.
    @Test func visibleNavigationBarBackground() throws {
        let plain = phoneLayout(NavigationStack { Color.white.navigationTitle("Notes") })
        #expect(!plain.description.contains("barSeparator"))
        let layout = phoneLayout(NavigationStack {
            Color.white.navigationTitle("Notes")
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarBackground(Color.orange, for: .navigationBar)
        })
        let background = try #require(element(layout.root, labelled: "Color.orange"))
        #expect(background.frame == CGRect(x: 0, y: 0, width: 393, height: 155))
        #expect(layout.description.contains("barSeparator"))
    }

    @Test func bottomBarButtonsAct() throws {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                NavigationStack {
                    Text("Count \(count)").toolbar {
                        ToolbarItem(placement: .bottomBar) { Button("Add") { count += 1 } }
                    }
                }
            }
        }
        let host = ViewHost(Counter(), device: .iPhone15, environment: .spec)
        try host.tap(text: "Add")
        #expect(host.contains(text: "Count 1"))
    }
}
