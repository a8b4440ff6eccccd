import Foundation
import Testing
@testable import VellumCore

/// A document screen whose inline title opens a menu, as Apple's documentation writes
/// `toolbarTitleMenu`.
private struct DocumentScreen: View {
    let displayMode: NavigationBarItem.TitleDisplayMode
    @State private var copies = 0

    var body: some View {
        NavigationStack {
            Text("Copies: \(copies)")
                .navigationTitle("Draft")
                .navigationBarTitleDisplayMode(displayMode)
                .toolbarTitleMenu {
                    Button("Duplicate") { copies += 1 }
                    Button("Print") {}
                }
        }
    }
}

@MainActor
struct ToolbarTitleMenuTests {
    @Test func tappingTheInlineTitleOpensItsMenu() throws {
        let host = ViewHost(DocumentScreen(displayMode: .inline), device: .iPhone15, environment: .spec)
        #expect(!host.contains(text: "Duplicate"))
        try host.tap(text: "Draft")
        #expect(host.presented == .menu)
        #expect(host.contains(text: "Print"))
        try host.tap(text: "Duplicate")
        #expect(host.presented == .none)
        #expect(host.contains(text: "Copies: 1"))
        // The title and its chevron stay centred in the bar: 393 points wide.
        let title = try host.find(text: "Draft").frame
        #expect(title.midX < 393 / 2)
        #expect(abs(title.midY - (59 + 22)) < 0.5, "centred in the 44-point bar under the 59-point safe area")
    }

    /// A large title opens nothing: the menu belongs to the inline title. Apple's
    /// documentation of `toolbarTitleMenu(content:)` says the menu is presented "by
    /// tapping the navigation title"; LiveView Native's SwiftUI reference for
    /// `ToolbarTitleMenu` narrows it to "tapping the inline navigation bar title".
    @Test func aLargeTitleOpensNoMenu() throws {
        let host = ViewHost(DocumentScreen(displayMode: .large), device: .iPhone15, environment: .spec)
        #expect(throws: (any Error).self) { try host.tap(text: "Draft") }
        #expect(host.presented == .none)
    }
}
