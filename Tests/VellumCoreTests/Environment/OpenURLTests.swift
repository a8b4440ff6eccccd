import Foundation
import Testing
@testable import VellumCore

private let window = CGSize(width: 320, height: 480)
private let support = URL(string: "https://example.com/support")!
private let terms = URL(string: "https://example.com/terms")!

private struct HelpView: View {
    @Environment(\.openURL) private var openURL
    var body: some View {
        VStack {
            Link("Terms", destination: terms)
            Text("Contact support").onTapGesture { openURL(support) }
        }
    }
}

/// Opens links in the app: records them, and lets only example.com ones through.
@MainActor
private final class Router {
    var handled: [URL] = []
}

@MainActor
struct OpenURLTests {
    @Test func linksAndCallsReachTheSystem() throws {
        let host = ViewHost(HelpView(), size: window, environment: .fixedText)
        #expect(host.openedURLs.isEmpty)
        try host.tap(text: "Terms")
        try host.tap(text: "Contact support")
        #expect(host.openedURLs == [terms, support])
    }

    @Test func aHandlerThatHandlesKeepsTheURLFromTheSystem() throws {
        let router = Router()
        let view = HelpView().environment(\.openURL, OpenURLAction { url in
            router.handled.append(url)
            return .handled
        })
        let host = ViewHost(view, size: window, environment: .fixedText)
        try host.tap(text: "Terms")
        #expect(router.handled == [terms])
        #expect(host.openedURLs.isEmpty)
    }

    @Test func resultsDecideWhatGoesOn() throws {
        let router = Router()
        // Discards the terms, passes support on, and turns anything else into a mirror.
        let view = HelpView().environment(\.openURL, OpenURLAction { url in
            router.handled.append(url)
            if url == terms { return .discarded }
            return .systemAction
        })
        let host = ViewHost(view, size: window, environment: .fixedText)
        try host.tap(text: "Terms")
        try host.tap(text: "Contact support")
        #expect(router.handled == [terms, support])
        #expect(host.openedURLs == [support])

        let mirror = URL(string: "https://mirror.example.com")!
        let redirecting = ViewHost(HelpView().environment(\.openURL, OpenURLAction { _ in .systemAction(mirror) }),
                                   size: window, environment: .fixedText)
        try redirecting.tap(text: "Terms")
        #expect(redirecting.openedURLs == [mirror])
    }

    @Test func anInnerHandlerDefersToTheOuterOne() throws {
        let router = Router()
        let view = HelpView()
            .environment(\.openURL, OpenURLAction { _ in .systemAction })  // inner
            .environment(\.openURL, OpenURLAction { url in                 // outer
                router.handled.append(url)
                return .handled
            })
        let host = ViewHost(view, size: window, environment: .fixedText)
        try host.tap(text: "Terms")
        #expect(router.handled == [terms])
        #expect(host.openedURLs.isEmpty)
    }

    @Test func completionSaysWhetherItWasAccepted() {
        var accepted: [Bool] = []
        let discarding = OpenURLAction { _ in .discarded }
        discarding(terms) { accepted.append($0) }
        let handling = OpenURLAction { _ in .handled }
        handling(terms) { accepted.append($0) }
        #expect(accepted == [false, true])
    }
}

// MARK: - Custom environment keys, as the tutorials write them

private struct CaptionColorKey: EnvironmentKey {
    static let defaultValue = Color.gray
}

extension EnvironmentValues {
    fileprivate var captionColor: Color {
        get { self[CaptionColorKey.self] }
        set { self[CaptionColorKey.self] = newValue }
    }
}

extension View {
    fileprivate func captionColor(_ color: Color) -> some View {
        environment(\.captionColor, color)
    }
}

private struct Caption: View {
    @Environment(\.captionColor) private var color
    let text: String
    var body: some View { Text(text).foregroundStyle(color) }
}

@MainActor
struct CustomEnvironmentKeyTests {
    @Test func defaultThenOverriddenBelowTheModifier() {
        var captured: [Color] = []
        struct Probe: View {
            @Environment(\.captionColor) var color
            let record: (Color) -> Void
            var body: some View {
                let _ = record(color)
                Caption(text: "x")
            }
        }
        _ = ViewHost(VStack {
            Probe { captured.append($0) }
            Probe { captured.append($0) }.captionColor(.orange)
        }, size: window, environment: .fixedText)
        #expect(captured == [.gray, .orange])
    }
}
