import CCairo
import Dispatch

/// A Gaussian blur approximated by three successive box blurs, on Cairo image
/// surfaces (the method in Kovesi, "Fast Almost-Gaussian Filtering", 2010).
///
/// Pixels beyond the image's edges count as transparent. Blurring premultiplied
/// channels alike keeps every colour channel at or below its alpha.
enum BoxBlur {
    /// Blurs wider than this many pixels (standard deviation), infinite ones too, look
    /// the same as this.
    static let maxSigma = 1024.0

    /// The widest blur, in pixels (standard deviation), made at full resolution. A
    /// wider one is made in an image scaled down until it is this wide: downsampling
    /// by k adds about k²/4 px² to a variance of (16k)², a change of 0.05% in the
    /// deviation, and the cost then follows the area blurred, not the radius.
    static let maxDetailSigma = 16.0

    /// The radii of three box blurs that together approximate a Gaussian of standard
    /// deviation `sigma` pixels; empty when there is nothing to blur (`sigma` zero,
    /// negative or NaN).
    static func radii(sigma: Double) -> [Int] {
        guard sigma > 0 else { return [] }
        let sigma = Swift.min(sigma, maxSigma)
        let variance12 = 12 * sigma * sigma
        let ideal = (variance12 / 3 + 1).squareRoot()
        var lower = Int(ideal)
        if lower % 2 == 0 { lower -= 1 }
        let l = Double(lower)
        // How many of the three boxes take the lower width for the variance to match.
        let lowerCount = ((variance12 - 3 * l * l - 12 * l - 9) / (-4 * l - 4)).rounded()
        let radii = (0..<3).map { Double($0) < lowerCount ? (lower - 1) / 2 : (lower + 1) / 2 }
        return radii.allSatisfy { $0 == 0 } ? [] : radii
    }

    /// Blurs every channel of an ARGB32 or A8 surface in place: rows in bands, then
    /// columns in groups of strips, each on every core. Every pixel comes out the same
    /// however the work is split.
    static func blur(_ surface: OpaquePointer, radii: [Int]) {
        guard !radii.isEmpty, let image = SharedPixels(surface) else { return }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let channels = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8 ? 1 : 4
        let rowBands = RowBands(width: width, height: height)
        let rowBytes = width * channels
        let stripGroups = Swift.stride(from: 0, to: rowBytes, by: stripBytes * stripsPerGroup).map {
            $0..<Swift.min($0 + stripBytes * stripsPerGroup, rowBytes)
        }
        for radius in radii where radius > 0 {
            let mean = WindowMean(window: 2 * radius + 1)
            rowBands.forEach { rows in
                let scratch = UnsafeMutablePointer<Int>.allocate(capacity: width)
                defer { scratch.deallocate() }
                for y in rows {
                    for channel in 0..<channels {
                        pass(image.row(y) + channel, step: channels, count: width, radius: radius,
                             mean: mean, scratch: scratch)
                    }
                }
            }
            DispatchQueue.concurrentPerform(iterations: stripGroups.count) { group in
                let strip = UnsafeMutablePointer<UInt8>.allocate(capacity: height * stripBytes)
                defer { strip.deallocate() }
                let sums = UnsafeMutablePointer<Int>.allocate(capacity: stripBytes)
                defer { sums.deallocate() }
                for column in Swift.stride(from: stripGroups[group].lowerBound, to: stripGroups[group].upperBound, by: stripBytes) {
                    verticalPass(image.data + column, bytes: Swift.min(stripBytes, rowBytes - column), stride: image.stride,
                                 height: height, radius: radius, mean: mean, strip: strip, sums: sums)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// How many bytes of each row the vertical pass blurs together: a cache line, so
    /// that walking down the rows reads whole lines, not one byte of each.
    private static let stripBytes = 64
    /// Strips a thread blurs in one go.
    private static let stripsPerGroup = 16

    /// The rounded mean of a window of bytes, as a multiply and a shift instead of a
    /// division (the division was most of a blur's time). For a window below 256 the
    /// rounded sum stays below 2^16, where multiplying by ⌈2^32 / window⌉ and taking the
    /// top 32 bits is exact: the error, under sum / 2^32 < 2^-16, never reaches the next
    /// multiple (the fraction is at most 1 − 1/window). Wider windows divide.
    struct WindowMean: Sendable {
        let window: Int
        private let multiplier: UInt64

        init(window: Int) {
            self.window = window
            multiplier = ((1 << 32) + UInt64(window) - 1) / UInt64(window)
        }

        func callAsFunction(_ sum: Int) -> UInt8 {
            let rounded = sum + window / 2
            guard window < 256 else { return UInt8(truncatingIfNeeded: rounded / window) }
            return UInt8(truncatingIfNeeded: (UInt64(rounded) &* multiplier) >> 32)
        }
    }

    /// One box blur of `count` bytes `step` apart: each becomes the rounded mean of
    /// the `2·radius + 1` around it, with zeros beyond the ends.
    private static func pass(_ line: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int,
                             mean: WindowMean, scratch: UnsafeMutablePointer<Int>) {
        for i in 0..<count { scratch[i] = Int(line[i * step]) }
        var sum = 0
        for i in 0..<Swift.min(radius, count) { sum += scratch[i] }
        for i in 0..<count {
            if i + radius < count { sum += scratch[i + radius] }
            line[i * step] = mean(sum)
            if i >= radius { sum -= scratch[i - radius] }
        }
    }

    /// `pass` down each of the `bytes` columns starting at `top`, all at once: the
    /// strip is copied out row by row, and one running sum is kept per column.
    private static func verticalPass(_ top: UnsafeMutablePointer<UInt8>, bytes: Int, stride: Int, height: Int,
                                     radius: Int, mean: WindowMean, strip: UnsafeMutablePointer<UInt8>,
                                     sums: UnsafeMutablePointer<Int>) {
        for y in 0..<height { (strip + y * bytes).update(from: top + y * stride, count: bytes) }
        for k in 0..<bytes { sums[k] = 0 }
        for y in 0..<Swift.min(radius, height) {
            for k in 0..<bytes { sums[k] += Int(strip[y * bytes + k]) }
        }
        for y in 0..<height {
            if y + radius < height {
                for k in 0..<bytes { sums[k] += Int(strip[(y + radius) * bytes + k]) }
            }
            let row = top + y * stride
            for k in 0..<bytes { row[k] = mean(sums[k]) }
            if y >= radius {
                for k in 0..<bytes { sums[k] -= Int(strip[(y - radius) * bytes + k]) }
            }
        }
    }

    /// A new A8 surface holding the alpha of an ARGB32 surface, at its device scale.
    static func alpha(of surface: OpaquePointer) -> OpaquePointer {
        cairo_surface_flush(surface)
        let width = cairo_image_surface_get_width(surface)
        let height = cairo_image_surface_get_height(surface)
        let alpha = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height)!
        var (sx, sy) = (1.0, 1.0)
        cairo_surface_get_device_scale(surface, &sx, &sy)
        cairo_surface_set_device_scale(alpha, sx, sy)
        guard let source = cairo_image_surface_get_data(surface), let target = cairo_image_surface_get_data(alpha) else {
            return alpha
        }
        let (sourceStride, targetStride) = (Int(cairo_image_surface_get_stride(surface)), Int(cairo_image_surface_get_stride(alpha)))
        for y in 0..<Int(height) {
            let row = UnsafeRawPointer(source + y * sourceStride)
            for x in 0..<Int(width) {
                // ARGB32 pixels are native-endian 32-bit words with alpha on top.
                target[y * targetStride + x] = UInt8(row.load(fromByteOffset: x * 4, as: UInt32.self) >> 24)
            }
        }
        cairo_surface_mark_dirty(alpha)
        return alpha
    }
}
