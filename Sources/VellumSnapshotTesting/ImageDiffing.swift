import Foundation
import SnapshotTesting
import Vellum

extension Diffing where Value == Data {
    /// PNGs compared by their pixels, with swift-snapshot-testing's meaning of
    /// `precision` and `perceptualPrecision` (its `UIImage` comparison). A failure says how
    /// many pixels differ and where it wrote a picture of them: reference, differences in
    /// red, new, side by side, in `SNAPSHOT_ARTIFACTS` (the temporary folder if unset), as
    /// swift-snapshot-testing keeps the new snapshot. (It drops attachments on Linux.)
    static func vellumImage(precision: Float, perceptualPrecision: Float) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, new in
            let comparison = ImageComparison(precision: precision, perceptualPrecision: perceptualPrecision)
            guard let (message, picture) = comparison.difference(reference, new) else { return nil }
            guard let picture else { return (message, []) }
            let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory())
            let url = folder.appendingPathComponent("difference-\(UUID().uuidString.prefix(8)).png")
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try picture.write(to: url)
                return (message + "\nThe differences in red: \(url.absoluteString)", [])
            } catch {
                return (message + "\n(The picture of the differences could not be written: \(error))", [])
            }
        }
    }
}

/// Compares two PNGs pixel by pixel.
struct ImageComparison {
    let precision: Float
    let perceptualPrecision: Float

    /// Nil when the images match; else what differs and, when both could be read, a
    /// picture of the difference.
    func difference(_ referencePNG: Data, _ newPNG: Data) -> (String, Data?)? {
        if referencePNG == newPNG { return nil }
        guard let reference = pixels(referencePNG) else { return ("The reference is not a readable PNG.", nil) }
        guard let new = pixels(newPNG) else {
            return ("The new snapshot is not a picture: \(String(decoding: newPNG.prefix(500), as: UTF8.self))", nil)
        }
        guard reference.width == new.width, reference.height == new.height else {
            return ("The new snapshot is \(new.width)×\(new.height) pixels; the reference is \(reference.width)×\(reference.height).", nil)
        }
        let pixelCount = new.width * new.height
        var differs = [Bool](repeating: false, count: pixelCount)
        let message: String
        if perceptualPrecision >= 1 {
            // Bytes, as swift-snapshot-testing counts them when perceptualPrecision is 1.
            var differentBytes = 0
            for index in new.rgba.indices where new.rgba[index] != reference.rgba[index] {
                differentBytes += 1
                differs[index / 4] = true
            }
            let actual = 1 - Float(differentBytes) / Float(new.rgba.count)
            guard differentBytes > Int((1 - precision) * Float(new.rgba.count)) else { return nil }
            message = "\(differs.filter { $0 }.count) of \(pixelCount) pixels differ: precision \(actual), \(precision) required."
        } else {
            let threshold = Double(1 - perceptualPrecision) * 100
            var worst = 0.0
            for pixel in 0..<pixelCount {
                let delta = CIE94.difference(reference.lab(pixel), new.lab(pixel))
                worst = max(worst, delta)
                differs[pixel] = delta > threshold
            }
            let failing = differs.filter { $0 }.count
            let actual = 1 - Float(failing) / Float(pixelCount)
            guard actual < precision else { return nil }
            let limit = threshold.formatted(.number.precision(.fractionLength(0...2)))
            message = "\(failing) of \(pixelCount) pixels differ by more than ΔE \(limit) "
                + "(the largest \(worst.formatted(.number.precision(.fractionLength(1))))): precision \(actual), \(precision) required."
        }
        return (message, picture(reference, new, differs))
    }

    private func pixels(_ png: Data) -> Pixels? {
        guard let bitmap = try? _VellumServices.decodeImage(png), let rgba = bitmap.rgba else { return nil }
        return Pixels(width: bitmap.pixelWidth, height: bitmap.pixelHeight, rgba: rgba)
    }

    /// Reference, differences (red over a faded copy of the new snapshot), new; side by side.
    private func picture(_ reference: Pixels, _ new: Pixels, _ differs: [Bool]) -> Data? {
        var marked = new.rgba
        for pixel in differs.indices {
            let i = pixel * 4
            let faded: [UInt8] = (0..<3).map { UInt8((Int(new.rgba[i + $0]) + 3 * 255) / 4) }
            marked.replaceSubrange(i..<i + 4, with: differs[pixel] ? [255, 0, 0, 255] : faded + [255])
        }
        let panels = [reference.rgba, marked, new.rgba].map {
            ImageBitmap(pixelWidth: new.width, pixelHeight: new.height, scale: 1, rgba: $0)
        }
        return onMainActor(panels) { panels in
            let renderer = ImageRenderer(content: HStack(spacing: 0) { ForEach(0..<3) { Image(bitmap: panels[$0]) } })
            return try? renderer.pngData()
        }
    }
}

/// Decoded pixels: premultiplied RGBA, row by row.
struct Pixels {
    let width: Int
    let height: Int
    let rgba: [UInt8]

    /// The pixel over white, in CIE L*a*b* (sRGB, D65).
    func lab(_ pixel: Int) -> (l: Double, a: Double, b: Double) {
        let i = pixel * 4
        let alpha = Double(rgba[i + 3]) / 255
        let linear = (0..<3).map { channel -> Double in
            let c = Double(rgba[i + channel]) / 255 + (1 - alpha)  // premultiplied, over white
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let x = (0.4124 * linear[0] + 0.3576 * linear[1] + 0.1805 * linear[2]) / 0.95047
        let y = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        let z = (0.0193 * linear[0] + 0.1192 * linear[1] + 0.9505 * linear[2]) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }
}

/// The CIE 1994 colour difference (graphic-arts weights), the measure Core Image's
/// `CILabDeltaE` gives swift-snapshot-testing's perceptual comparison.
enum CIE94 {
    static func difference(_ p: (l: Double, a: Double, b: Double), _ q: (l: Double, a: Double, b: Double)) -> Double {
        let c1 = (p.a * p.a + p.b * p.b).squareRoot(), c2 = (q.a * q.a + q.b * q.b).squareRoot()
        let dL = p.l - q.l, dC = c1 - c2
        let dA = p.a - q.a, dB = p.b - q.b
        let dH2 = max(0, dA * dA + dB * dB - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }
}
