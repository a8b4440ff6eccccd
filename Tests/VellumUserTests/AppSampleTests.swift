import Foundation
import Testing
import Vellum
@testable import AppSample

/// The `@main` app target: it builds, `main()` returns on Linux, and a host runs its
/// window on a device.
@MainActor
struct AppSampleTests {
    @Test func mainReturns() {
        NotesApp.main()
    }

    @Test func hostRunsTheFirstWindow() throws {
        let host = ViewHost(app: NotesApp(), device: .iPhone15)
        #expect(host.navigationTitle == "Notes")
        try host.tap(text: "Add")
        #expect(host.contains(text: "Note 3"))
        try host.tap(text: "Ideas")
        #expect(host.navigationTitle == "Ideas")
        #expect(host.contains(text: "The note “Ideas”"))
    }
}
