import Foundation
import Testing
import Vellum
@testable import VellumRender

/// Canvases that cannot or should not be drawn throw a `RenderError` that says why.
@Suite struct RenderLimitTests {
    private func error(_ size: CGSize, scale: CGFloat = 1) -> RenderError? {
        #expect(throws: RenderError.self) { try DisplayListRenderer.png(DisplayList(size: size, scale: scale)) }
    }

    @Test func moreThan16384PixelsOnASideThrows() {
        let message = error(CGSize(width: 20_000, height: 10))?.description ?? ""
        #expect(message.contains("20000 × 10 pixels"), "\(message)")
        #expect(message.contains("16,384 pixels on a side"), "\(message)")
    }

    @Test func theScaleCountsTowardsTheLimit() {
        let message = error(CGSize(width: 6000, height: 10), scale: 3)?.description ?? ""
        #expect(message.contains("18000 × 30 pixels"), "\(message)")
    }

    @Test func moreThan256MiBOfPixelsThrows() {
        let message = error(CGSize(width: 10_000, height: 10_000))?.description ?? ""
        #expect(message.contains("382 MiB"), "\(message)")
        #expect(message.contains("the limit is 256 MiB"), "\(message)")
    }

    @Test func emptyOrNonFiniteCanvasThrows() {
        #expect(error(CGSize(width: 0, height: 10))?.description.contains("greater than zero") == true)
        #expect(error(CGSize(width: CGFloat.infinity, height: 10))?.description.contains("greater than zero") == true)
        #expect(error(CGSize(width: 10, height: 10), scale: .nan)?.description.contains("display scale is nan") == true)
        #expect(error(CGSize(width: 10, height: 10), scale: 0)?.description.contains("display scale is 0") == true)
    }

    @Test func vectorFormatsCheckTheSameLimits() {
        let list = DisplayList(size: CGSize(width: 20_000, height: 10), scale: 1)
        #expect(throws: RenderError.self) { try DisplayListRenderer.pdf(list) }
        #expect(throws: RenderError.self) { try DisplayListRenderer.svg(list) }
    }

    @Test func theLargestAllowedCanvasRenders() throws {
        let png = try DisplayListRenderer.png(DisplayList(size: CGSize(width: 16_384, height: 1), scale: 1))
        #expect(try ImageDecoder.decode(png).pixelWidth == 16_384)
    }
}
