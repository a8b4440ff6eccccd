import Foundation
import Observation
import Testing
@testable import VellumCore

// Pull to refresh on a List: the action runs once the rows are pulled past the
// threshold, a spinner shows in the 60-point band while it runs, and the band closes
// when it returns.

@MainActor @Observable
private final class Feed {
    var items = ["Yesterday's news"]
    var refreshes = 0
    @ObservationIgnored var gate: CheckedContinuation<Void, Never>?

    func refresh() async {
        refreshes += 1
        await withCheckedContinuation { gate = $0 }
        items.insert("Today's news", at: 0)
    }
}

private struct FeedView: View {
    let feed: Feed

    var body: some View {
        NavigationStack {
            List(feed.items, id: \.self) { Text($0) }
                .refreshable { await feed.refresh() }
                .navigationTitle("News")
        }
    }
}

/// Reads `\.refresh`, as Apple's `RefreshAction` example does.
private struct ReloadButton: View {
    @Environment(\.refresh) private var refresh

    var body: some View {
        Text(refresh == nil ? "cannot refresh" : "can refresh")
    }
}

@MainActor
struct RefreshableTests {
    private func list(_ host: ViewHost) throws -> LayoutNode {
        try #require(host.visibleNodes().map(\.node).first { $0.behavior is LayoutBehavior<ListLayout> })
    }

    @Test func pullingRunsTheActionOnceAndShowsTheSpinnerWhileItRuns() async throws {
        let feed = Feed()
        let host = ViewHost(FeedView(feed: feed), device: .iPhone15, environment: .spec)
        let list = try list(host)
        let rowsTop = list.children[0].frame.minY
        try host.pullListToRefresh()
        while feed.gate == nil { await Task.yield() }
        host.update()
        #expect(feed.refreshes == 1)
        // The rows sit 60 points down, the spinner centred in the band above them.
        let refreshing = try self.list(host)
        #expect(close(refreshing.children[0].frame.minY, rowsTop + 60))
        let spinner = refreshing.children[1].frame
        #expect(close(spinner.midY, refreshing.frame.minY + 30) && close(spinner.midX, refreshing.frame.midX))
        feed.gate?.resume()
        // Returns as soon as the action's task ends; under the full suite other tests
        // can hold the main actor for longer than `settle`'s default 2 s.
        await host.settle(timeout: .seconds(3600))
        #expect(host.contains(text: "Today's news"))
        #expect(feed.refreshes == 1)
        let done = try self.list(host)
        #expect(close(done.children[0].frame.minY, rowsTop))
        #expect(done.children[1].frame.maxY <= done.frame.minY)
    }

    @Test func aShortPullDoesNotRefresh() throws {
        let feed = Feed()
        let host = ViewHost(FeedView(feed: feed), device: .iPhone15, environment: .spec)
        let list = try list(host)
        try host.drag(from: CGPoint(x: list.frame.midX, y: list.frame.minY + 10),
                      to: CGPoint(x: list.frame.midX, y: list.frame.minY + 90))
        #expect(feed.refreshes == 0)
        #expect(close(try self.list(host).children[0].frame.minY, list.children[0].frame.minY))
    }

    @Test func pullToRefreshAwaitsTheAction() async throws {
        @MainActor final class Counter { var count = 0 }
        let counter = Counter()
        let view = List { Text("Row") }.refreshable { await MainActor.run { counter.count += 1 } }
        let host = ViewHost(view, device: .iPhone15, environment: .spec)
        try await host.pullToRefresh()
        #expect(counter.count == 1)
        let plain = ViewHost(List { Text("Row") }, device: .iPhone15, environment: .spec)
        await #expect(throws: ViewHostError.self) { try await plain.pullToRefresh() }
    }

    @Test func theEnvironmentHoldsTheAction() {
        #expect(ViewHost(ReloadButton(), size: CGSize(width: 200, height: 100)).contains(text: "cannot refresh"))
        let host = ViewHost(ReloadButton().refreshable {}, size: CGSize(width: 200, height: 100))
        #expect(host.contains(text: "can refresh"))
    }
}

private struct FeedScroll: View {
    let feed: Feed

    var body: some View {
        ScrollView {
            VStack { ForEach(feed.items, id: \.self) { Text($0) } }.frame(maxWidth: .infinity)
        }
        .refreshable { await feed.refresh() }
    }
}

@MainActor
struct ScrollViewRefreshTests {
    @Test func aPulledScrollViewRefreshesAndHoldsItsContentBelowTheSpinner() async throws {
        let feed = Feed()
        let host = ViewHost(FeedScroll(feed: feed), device: .iPhone15, environment: .spec)
        let scroll = try #require(host.visibleNodes().map(\.node).first { $0.behavior is LayoutBehavior<_ScrollViewLayout> })
        let top = scroll.children[0].frame.minY
        try host.pullListToRefresh()
        while feed.gate == nil { await Task.yield() }
        host.update()
        #expect(feed.refreshes == 1)
        await host.settle(timeout: .milliseconds(100))  // the pull springs back to the band
        host.advance(by: 2)
        let held = try #require(host.visibleNodes().map(\.node).first { $0.behavior is LayoutBehavior<_ScrollViewLayout> })
        #expect(close(held.children[0].frame.minY, top + 60))
        #expect(close(held.children[1].frame.midY, held.frame.minY + 30))
        feed.gate?.resume()
        await host.settle(timeout: .seconds(3600))  // as above
        #expect(host.contains(text: "Today's news"))
        let done = try #require(host.visibleNodes().map(\.node).first { $0.behavior is LayoutBehavior<_ScrollViewLayout> })
        #expect(close(done.children[0].frame.minY, top))
        #expect(feed.refreshes == 1)
    }
}
