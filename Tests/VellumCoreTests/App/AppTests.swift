import Foundation
import Testing
@testable import VellumCore

/// An app as users write it: a window group around the first screen.
private struct GreetingApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Hello").id("hello")
        }
    }
}

/// Several scenes, one of them a custom scene: the first window is the app's.
private struct MainScene: Scene {
    var body: some Scene {
        WindowGroup("Main") { Color.blue.id("main") }
    }
}

private struct TwoSceneApp: App {
    var showExtra = true
    var body: some Scene {
        MainScene()
        if showExtra {
            WindowGroup(id: "extra") { Color.red.id("extra") }
        }
    }
}

@MainActor
struct AppTests {
    /// `main()` (what `@main` calls) makes the app and returns on Linux.
    @Test func mainReturns() {
        GreetingApp.main()
        TwoSceneApp.main()
    }

    @Test func hostShowsTheFirstWindow() throws {
        let host = ViewHost(app: GreetingApp(), device: .iPhone15)
        #expect(host.contains(text: "Hello"))
        let layout = ViewLayout(app: TwoSceneApp(), device: .iPhoneSE3)
        #expect(layout.frame(id: "main") == CGRect(x: 0, y: 20, width: 375, height: 647))
        #expect(layout.frame(id: "extra") == nil)
    }
}
