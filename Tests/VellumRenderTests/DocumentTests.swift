import Foundation
import Testing
import Vellum
@testable import VellumRender

/// The three formats: their headers, sizes, and byte-identical output run to run.
@MainActor
@Suite struct DocumentTests {
    /// Something of everything: shapes, a gradient of each kind, effects, an image and text.
    private func sampleList() throws -> DisplayList {
        let view = VStack(spacing: 4) {
            HStack(spacing: 4) {
                LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
                RadialGradient(colors: [.yellow, .green], center: .center, startRadius: 0, endRadius: 20)
                AngularGradient(colors: [.red, .blue, .red], center: .center)
            }
            HStack(spacing: 4) {
                RoundedRectangle(cornerRadius: 6).stroke(Color.purple, style: StrokeStyle(lineWidth: 3, dash: [4, 2]))
                Color.orange.frame(width: 20, height: 20).shadow(color: .black, radius: 3, x: 2, y: 2)
                Color.teal.blur(radius: 2).opacity(0.7)
                Color.pink.mask { Circle() }.rotationEffect(.degrees(30))
            }
        }
        .padding(6)
        var list = displayList(view, size: CGSize(width: 160, height: 100), scale: 2)
        let bitmap = ImageBitmap(pixelWidth: 2, pixelHeight: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])
        list.items.append(.image(bitmap, rect: CGRect(x: 4, y: 90, width: 8, height: 4), interpolation: .none))
        list.items.append(.glyphs(try TextRenderingTests.hi(size: 12), origin: CGPoint(x: 20, y: 96), paint: .color(.black)))
        return list
    }

    @Test func pngIsDeterministicAndSizedAtTheScale() throws {
        let list = try sampleList()
        let png = try DisplayListRenderer.png(list)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try DisplayListRenderer.png(list) == png)
        let bitmap = try ImageDecoder.decode(png)
        #expect(bitmap.pixelWidth == 320 && bitmap.pixelHeight == 200)
    }

    @Test func pdfIsDeterministicAndHasNoCreationTime() throws {
        let list = try sampleList()
        let pdf = try DisplayListRenderer.pdf(list)
        #expect(pdf.starts(with: Array("%PDF".utf8)))
        #expect(try DisplayListRenderer.pdf(list) == pdf)
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.contains("/MediaBox [ 0 0 160 100 ]"), "the page is the canvas in points")
    }

    @Test func svgIsDeterministicText() throws {
        let list = try sampleList()
        let svg = try DisplayListRenderer.svg(list)
        let text = try #require(String(data: svg, encoding: .utf8))
        #expect(text.hasPrefix("<?xml") || text.hasPrefix("<svg"))
        #expect(text.contains("width=\"160\" height=\"100\""), "one user unit per point")
        #expect(try DisplayListRenderer.svg(list) == svg)
    }

    /// SVG has no conic gradients: only the angular gradient becomes an image, and
    /// the red square beside it stays a vector path.
    @Test func svgRasterizesOnlyTheAngularGradient() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20)
            AngularGradient(colors: [.red, .blue, .red], center: .center).frame(width: 20, height: 20)
        }
        let svg = String(decoding: try DisplayListRenderer.svg(displayList(view, size: CGSize(width: 40, height: 20), scale: 2)), as: UTF8.self)
        #expect(svg.contains("fill:rgb(100%,23.137255%,18.823529%)"), "the red square is a path")
        #expect(svg.components(separatedBy: "<image").count == 2, "one image")
        #expect(svg.contains("<image id=\"image1\" width=\"40\" height=\"40\""), "the gradient's 20 points at scale 2")
    }

    /// Renders on several threads at once agree with one another (fonts are shared).
    @Test func concurrentRendersAgree() async throws {
        let list = try sampleList()
        let expected = try DisplayListRenderer.png(list)
        let results = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<4 { group.addTask { try DisplayListRenderer.png(list) } }
            var results: [Data] = []
            for try await png in group { results.append(png) }
            return results
        }
        #expect(results.allSatisfy { $0 == expected })
    }
}
