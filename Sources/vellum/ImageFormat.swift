import ArgumentParser
import Foundation
import Vellum

/// The file formats the commands write, named as on the command line.
enum ImageFormat: String, CaseIterable, ExpressibleByArgument {
    case png, jpeg, webp, svg, pdf

    /// The format a file name's extension says, if any.
    init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "jpg": self = .jpeg
        default: self.init(rawValue: fileExtension.lowercased())
        }
    }

    /// Whether the format is pixels (so a scale applies).
    var isRaster: Bool { [.png, .jpeg, .webp].contains(self) }

    /// What `renderer` draws, in this format. `quality` and `lossless` are for JPEG and
    /// WebP, `pngCompression` for PNG.
    @MainActor
    func data<Content: View>(of renderer: ImageRenderer<Content>, quality: Double = 0.9, lossless: Bool = false,
                             pngCompression: PNGCompression = .fast) throws -> Data {
        switch self {
        case .png: try renderer.pngData(compression: pngCompression)
        case .jpeg: try renderer.jpegData(quality: quality)
        case .webp: try renderer.webpData(quality: quality, lossless: lossless)
        case .svg: try renderer.svgData()
        case .pdf: try renderer.pdfData()
        }
    }
}
