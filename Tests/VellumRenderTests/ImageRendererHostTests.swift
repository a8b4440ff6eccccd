import Foundation
import Testing
import Vellum
@testable import VellumRender

@MainActor
struct ImageRendererHostTests {
    /// A renderer of a host draws what the host shows now: a menu opened by a tap.
    @Test func drawsTheHostsScreenAfterATap() throws {
        let host = ViewHost(Menu("Share") { Button("Copy Link") {} }, device: .iPhoneSE3)
        let renderer = ImageRenderer(host: host)
        renderer.scale = 2
        #expect(renderer.layout.canvasSize == CGSize(width: 375, height: 667))
        let closed = try renderer.pngData()
        try host.tap(text: "Share")
        let open = try renderer.pngData()
        #expect(open != closed)
        #expect(renderer.displayList == host.displayList(scale: 2))
        let image = try ImageDecoder.decode(open)
        #expect(image.pixelWidth == 750 && image.pixelHeight == 1334)
    }
}
