import Foundation
import Testing
import Vellum
@testable import VellumRender

@MainActor
struct ImageRendererDeviceTests {
    /// A device makes the image its screen, at its scale, with the view in its safe area.
    @Test func deviceSetsTheScreenAndScale() throws {
        let renderer = ImageRenderer(content: Color.red.id("fill"))
        renderer.device = .iPhoneSE3
        #expect(renderer.scale == 2)
        #expect(renderer.layout.canvasSize == CGSize(width: 375, height: 667))
        #expect(renderer.layout.frame(id: "fill") == CGRect(x: 0, y: 20, width: 375, height: 647))
        let image = try ImageDecoder.decode(renderer.pngData())
        #expect(image.pixelWidth == 750 && image.pixelHeight == 1334)
    }
}

private struct SampleApp: App {
    var body: some Scene {
        WindowGroup { Text("Launch").id("launch") }
    }
}

@MainActor
struct ImageRendererAppTests {
    /// An app renders as its first window on the device: the screen, white everywhere.
    @Test func appRendersItsFirstWindow() throws {
        let renderer = ImageRenderer(app: SampleApp(), device: .iPhone15)
        #expect(renderer.scale == 3)
        #expect(renderer.layout.canvasSize == CGSize(width: 393, height: 852))
        let image = try ImageDecoder.decode(renderer.pngData())
        #expect(image.pixelWidth == 1179 && image.pixelHeight == 2556)
        let rgba = try #require(image.rgba)
        #expect(Array(rgba[0..<4]) == [255, 255, 255, 255])  // under the status bar
    }
}
