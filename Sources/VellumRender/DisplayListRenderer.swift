import CCairo
import Foundation
import VellumCore

/// Draws a `DisplayList` with Cairo into PNG, JPEG, WebP, PDF or SVG data.
///
/// Output is byte-identical run to run for the same list and fonts. Images are
/// `ceil(size × scale)` pixels; PDF and SVG pages are `size` points, with text kept as
/// text (fonts embedded) and blurs and shadows rasterized at the list's scale.
///
/// ```swift
/// let list = ViewLayout(of: Card(), in: CGSize(width: 320, height: 200)).displayList
/// try DisplayListRenderer.png(list).write(to: URL(filePath: "card.png"))
/// ```
///
/// Every format throws `RenderError` for a canvas with a non-finite or non-positive
/// size or scale, or larger than 16,384 pixels on a side or 256 MiB of pixels at
/// the list's scale, and for glyph runs whose font file cannot be read.
public enum DisplayListRenderer {
    /// A PNG of the list at `list.scale` pixels per point. An opaque PNG is drawn over
    /// white; it has no alpha channel, nor has one whose every pixel came out opaque.
    /// `compression` trades speed for size (`PNGCompression`); the pixels are the same.
    public static func png(_ list: DisplayList, isOpaque: Bool = false, compression: PNGCompression = .fast) throws -> Data {
        let surface = try rasterize(list, isOpaque: isOpaque)
        defer { cairo_surface_destroy(surface) }
        return try PNGEncoder.encode(surface, compression: compression)
    }

    /// A baseline JPEG of the list at `list.scale` pixels per point, drawn over white
    /// (JPEG has no alpha channel), with libjpeg-turbo.
    ///
    /// `quality` is 0 (smallest file) to 1 (best picture), as in UIKit's
    /// `jpegData(compressionQuality:)`; it becomes libjpeg's quality 1...100. Values
    /// outside 0...1 are clamped and NaN means 0.75 (libjpeg's own default, 75).
    public static func jpeg(_ list: DisplayList, quality: CGFloat) throws -> Data {
        let surface = try rasterize(list, isOpaque: true)
        defer { cairo_surface_destroy(surface) }
        return try JPEGEncoder.encode(surface, quality: qualityPercent(quality))
    }

    /// A WebP of the list at `list.scale` pixels per point by libwebp, with its alpha
    /// channel unless `isOpaque` (then drawn over white, as a PNG is).
    ///
    /// `quality` is 0...1 as for `jpeg(_:quality:)` (clamped; NaN means 0.75, cwebp's
    /// default 75). Lossy, it is the picture quality; `lossless`, the pixels are exact
    /// and `quality` is how hard libwebp works to make the file small.
    public static func webp(_ list: DisplayList, quality: CGFloat, lossless: Bool = false, isOpaque: Bool = false) throws -> Data {
        let surface = try rasterize(list, isOpaque: isOpaque)
        defer { cairo_surface_destroy(surface) }
        return try WebPEncoder.encode(surface, quality: qualityPercent(quality), lossless: lossless)
    }

    /// A 0...1 quality as the 0...100 percent libjpeg and libwebp take: clamped, NaN 75.
    static func qualityPercent(_ quality: CGFloat) -> Double {
        quality.isNaN ? 75 : Double(Swift.min(Swift.max(quality, 0), 1)) * 100
    }

    /// A one-page PDF of `list.size` points, with vector shapes and real text.
    public static func pdf(_ list: DisplayList) throws -> Data {
        let canvas = try Canvas(list)
        return try collectingOutput { write, sink in
            let surface = cairo_pdf_surface_create_for_stream(write, sink, canvas.size.width, canvas.size.height)!
            defer { cairo_surface_destroy(surface) }
            // An empty date keeps Cairo from stamping the current time into the file.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
            try drawVector(list, canvas: canvas, on: surface)
        }
    }

    /// An SVG document of `list.size` user units (CSS pixels, one per point).
    public static func svg(_ list: DisplayList) throws -> Data {
        let canvas = try Canvas(list)
        let svg = try collectingOutput { write, sink in
            let surface = cairo_svg_surface_create_for_stream(write, sink, canvas.size.width, canvas.size.height)!
            defer { cairo_surface_destroy(surface) }
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_USER)
            try drawVector(list, canvas: canvas, on: surface)
        }
        return SVGIdentifiers.renumbered(svg)
    }

    // MARK: - Drawing

    /// Draws `list` into a new image surface of the list's pixel size (ARGB32, or RGB24
    /// over white when `isOpaque`), which the caller destroys.
    static func rasterize(_ list: DisplayList, isOpaque: Bool) throws -> OpaquePointer {
        let canvas = try Canvas(list)
        let format = isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        // An opaque canvas is painted white all over first, so it needs no clearing.
        let surface = ScratchMemory.imageSurface(format, width: canvas.pixelWidth, height: canvas.pixelHeight, cleared: !isOpaque)
        do {
            try check(cairo_surface_status(surface), "creating the canvas")
            // Geometry stays in points; the device scale maps it to pixels.
            cairo_surface_set_device_scale(surface, canvas.scale, canvas.scale)
            try draw(list, on: surface, canvas: canvas, background: isOpaque ? .white : nil)
            cairo_surface_flush(surface)
            return surface
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
    }

    private static func drawVector(_ list: DisplayList, canvas: Canvas, on surface: OpaquePointer) throws {
        // Anything Cairo itself falls back to rasterizing gets the list's scale.
        cairo_surface_set_fallback_resolution(surface, 72 * canvas.scale, 72 * canvas.scale)
        try draw(list, on: surface, canvas: canvas, background: nil)
        cairo_surface_finish(surface)
        try check(cairo_surface_status(surface), "finishing the document")
    }

    private static func draw(_ list: DisplayList, on surface: OpaquePointer, canvas: Canvas, background: Color?) throws {
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        if let background {
            cairo_set_source_rgb(context, background.red, background.green, background.blue)
            cairo_paint(context)
        }
        let painter = CairoPainter(context: context, rasterScale: canvas.scale,
                                   canvasPixels: canvas.pixelWidth * canvas.pixelHeight)
        try painter.draw(list.items[...])
        try check(cairo_status(context), "drawing")
    }

    // MARK: - Output

    /// Runs `body` with a Cairo write callback and its closure pointer, and returns
    /// everything written through them.
    private static func collectingOutput(_ body: (cairo_write_func_t, UnsafeMutableRawPointer) throws -> Void) throws -> Data {
        let sink = OutputSink()
        try withExtendedLifetime(sink) {
            try body({ closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<OutputSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        return sink.data
    }

    private final class OutputSink {
        var data = Data()
    }

    static func check(_ status: cairo_status_t, _ doing: String) throws {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw RenderError("Cairo failed while \(doing): \(String(cString: cairo_status_to_string(status))).")
    }
}

/// The validated size of what is drawn.
struct Canvas {
    /// In points.
    let size: CGSize
    /// Pixels per point.
    let scale: CGFloat
    let pixelWidth: Int
    let pixelHeight: Int

    init(_ list: DisplayList) throws {
        let (size, scale) = (list.size, list.scale)
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw RenderError("The canvas is \(short(size.width)) × \(short(size.height)) points; rendering needs a finite width and height greater than zero. Give the view a size (a frame, or a proposed size) before rendering it.")
        }
        guard scale.isFinite, scale > 0 else {
            throw RenderError("The display scale is \(short(scale)); it must be a finite number greater than zero, such as 1, 2 or 3.")
        }
        // Snapped sizes times the scale land a hair off whole numbers; do not grow a
        // pixel for floating-point noise.
        func pixels(_ points: CGFloat) -> Double { Double(points * scale - 1e-6).rounded(.up) }
        let (w, h) = (pixels(size.width), pixels(size.height))
        let hint = "Render a smaller size or at a lower scale."
        let what = "The canvas (\(short(size.width)) × \(short(size.height)) points at scale \(short(scale)))"
        guard w <= Double(PixelLimits.maxSide), h <= Double(PixelLimits.maxSide) else {
            throw RenderError("\(what) would be \(short(w)) × \(short(h)) pixels; the limit is 16,384 pixels on a side. \(hint)")
        }
        try PixelLimits.check(width: Int(w), height: Int(h), what: what, hint: hint)
        self.size = size
        self.scale = scale
        pixelWidth = Swift.max(Int(w), 1)
        pixelHeight = Swift.max(Int(h), 1)
    }
}

/// A number for a message: whole numbers without a trailing ".0".
func short(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
}
