import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import ImageServerApp

/// The card route through Hummingbird's router test client: images, cache headers,
/// refusals with reasons, and the render bound.
struct CardRouteTests {
    /// Runs `uri` through the router and hands the response to `check`.
    func get(_ uri: String, headers: HTTPFields = [:], limiter: RenderLimiter = RenderLimiter(),
             _ check: @escaping @Sendable (TestResponse) throws -> Void) async throws {
        let app = Application(router: buildRouter(limiter: limiter))
        try await app.test(.router) { client in
            try await client.execute(uri: uri, method: .get, headers: headers) { try check($0) }
        }
    }

    @Test func goodRequestIsA1200By630PNGWithCacheHeaders() async throws {
        try await get("/card?title=Hello%2C%20server&subtitle=Drawn%20by%20Vellum&theme=sunset") { response in
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/png")
            #expect(response.headers[.cacheControl] == "public, max-age=86400")
            let tag = CardRequest(title: "Hello, server", subtitle: "Drawn by Vellum", theme: .sunset).entityTag
            #expect(response.headers[.eTag] == tag)
            let bytes = response.body.getBytes(at: 0, length: response.body.readableBytes) ?? []
            // The PNG signature, then the header chunk's width and height: 1200 × 630.
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            #expect(Array(bytes[16..<24]) == [0, 0, 0x04, 0xB0, 0, 0, 0x02, 0x76])
        }
    }

    /// JPEG and WebP come back in their formats: the JPEG start-of-image marker, the
    /// WebP RIFF container.
    @Test func jpegAndWebPAreServed() async throws {
        try await get("/card?title=Hello&format=jpeg") { response in
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/jpeg")
            let bytes = response.body.getBytes(at: 0, length: response.body.readableBytes) ?? []
            #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]))
        }
        try await get("/card?title=Hello&format=webp") { response in
            #expect(response.headers[.contentType] == "image/webp")
            let bytes = response.body.getBytes(at: 0, length: response.body.readableBytes) ?? []
            #expect(bytes.starts(with: Array("RIFF".utf8)) && Array(bytes[8..<12]) == Array("WEBP".utf8))
        }
    }

    @Test func widthAndHeightSizeTheImage() async throws {
        try await get("/card?title=Small&width=600&height=315") { response in
            let bytes = response.body.getBytes(at: 0, length: response.body.readableBytes) ?? []
            #expect(Array(bytes[16..<24]) == [0, 0, 0x02, 0x58, 0, 0, 0x01, 0x3B])
        }
    }

    @Test func matchingEntityTagIsNotModified() async throws {
        let tag = CardRequest(title: "Cached").entityTag
        try await get("/card?title=Cached", headers: [.ifNoneMatch: tag]) { response in
            #expect(response.status == .notModified)
            #expect(response.body.readableBytes == 0)
        }
    }

    @Test func differentParametersHaveDifferentTags() {
        #expect(CardRequest(title: "A").entityTag != CardRequest(title: "B").entityTag)
        #expect(CardRequest(title: "A").entityTag != CardRequest(title: "A", theme: .forest).entityTag)
        #expect(CardRequest(title: "A").entityTag == CardRequest(title: "A").entityTag)
    }

    /// Each refusal: the 400 and its one line.
    @Test(arguments: [
        ("/card", "title is missing; pass title=… (at most 120 characters)"),
        ("/card?title=Hi&theme=neon", "unknown theme 'neon'; the themes are indigo, sunset, forest, paper"),
        ("/card?title=Hi&format=gif", "unknown format 'gif'; the formats are png, jpeg, webp"),
        ("/card?title=Hi&colour=red", "unknown parameter 'colour'; the parameters are title, subtitle, theme, format, width and height"),
        ("/card?title=Hi&width=wide", "width is 'wide'; it must be a whole number of points from 400 to 2400"),
    ])
    func badParametersAre400WithAReason(uri: String, reason: String) async throws {
        try await expectRefusal(uri, reason: reason)
    }

    @Test(arguments: [
        ("/card?title=" + String(repeating: "x", count: 121), "title is 121 characters; the most is 120"),
        ("/card?title=Hi&subtitle=" + String(repeating: "y", count: 241), "subtitle is 241 characters; the most is 240"),
        ("/card?title=Hi&width=100000", "width is '100000'; it must be a whole number of points from 400 to 2400"),
        ("/card?title=Hi&height=-5", "height is '-5'; it must be a whole number of points from 210 to 1260"),
    ])
    func oversizedParametersAre400WithAReason(uri: String, reason: String) async throws {
        try await expectRefusal(uri, reason: reason)
    }

    /// `uri` is answered 400 with `reason` as its one line.
    func expectRefusal(_ uri: String, reason: String) async throws {
        try await get(uri) { response in
            #expect(response.status == .badRequest)
            #expect(String(buffer: response.body) == reason + "\n")
        }
    }

    /// With the one render slot taken and no queue, a request is refused at once.
    @Test func fullQueueIs503WithRetryAfter() async throws {
        let limiter = RenderLimiter(concurrentRenders: 1, queueLength: 0)
        let (held, hold) = AsyncStream<Void>.makeStream()
        let (released, release) = AsyncStream<Void>.makeStream()
        let holder = Task {
            await limiter.withSlot {
                hold.yield()
                for await _ in released { break }
            }
        }
        for await _ in held { break }
        try await get("/card?title=Busy", limiter: limiter) { response in
            #expect(response.status == .serviceUnavailable)
            #expect(response.headers[.retryAfter] == "1")
        }
        release.yield()
        await holder.value
        try await get("/card?title=Free", limiter: limiter) { response in
            #expect(response.status == .ok)
        }
    }

    /// Waiting requests get the slot in turn: with one slot, the renders never overlap.
    @Test func queuedRendersRunOneAtATime() async throws {
        let limiter = RenderLimiter(concurrentRenders: 1, queueLength: 10)
        let counter = Counter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    _ = await limiter.withSlot {
                        await counter.enter()
                        try? await Task.sleep(for: .milliseconds(5))
                        await counter.leave()
                    }
                }
            }
        }
        #expect(await counter.most == 1)
        #expect(await counter.total == 6)
    }
}

actor Counter {
    var now = 0, most = 0, total = 0
    func enter() { now += 1; total += 1; most = max(most, now) }
    func leave() { now -= 1 }
}
