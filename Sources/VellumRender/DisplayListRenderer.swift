import CCairo
import Foundation
import VellumCore

/// Draws a `DisplayList` with Cairo into PNG, PDF or SVG data.
///
/// Output is byte-identical run to run for the same list and fonts. PNGs are
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
    /// A PNG of the list at `list.scale` pixels per point. An opaque PNG has no alpha
    /// channel and is drawn over white.
    public static func png(_ list: DisplayList, isOpaque: Bool = false) throws -> Data {
        let canvas = try Canvas(list)
        let surface = try rasterize(list, canvas: canvas, isOpaque: isOpaque)
        defer { cairo_surface_destroy(surface) }
        return try collectingOutput { write, sink in
            try check(cairo_surface_write_to_png_stream(surface, write, sink), "writing the PNG")
        }
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

    /// Draws `list` into a new image surface of the canvas's pixel size.
    private static func rasterize(_ list: DisplayList, canvas: Canvas, isOpaque: Bool) throws -> OpaquePointer {
        let format = isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        let surface = cairo_image_surface_create(format, Int32(canvas.pixelWidth), Int32(canvas.pixelHeight))!
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
private func short(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
}
