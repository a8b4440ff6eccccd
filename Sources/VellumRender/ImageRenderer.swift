import Foundation
import VellumCore

/// Renders a SwiftUI view to an image, with SwiftUI's `ImageRenderer` shape.
///
/// ```swift
/// let renderer = ImageRenderer(content: Card())
/// renderer.scale = 2
/// try renderer.pngData().write(to: url)
/// ```
///
/// The view is laid out for `proposedSize` (by default `.unspecified`, its ideal size)
/// and the image is exactly the view's size. On Linux, where `UIImage`/`CGImage` do not
/// exist, the results are PNG, JPEG, WebP, PDF and SVG data. An image larger than 16,384 pixels on a
/// side or 256 MiB of pixels throws `RenderError` instead of exhausting memory.
@MainActor
public final class ImageRenderer<Content: View> {
    public var content: Content
    /// Pixels per point of the PNG, JPEG or WebP; geometry is snapped to this pixel grid.
    public var scale: CGFloat = 1
    public var proposedSize: ProposedViewSize = .unspecified
    /// Whether the PNG or WebP has no alpha channel: transparent areas become white (as
    /// they always do in a JPEG).
    public var isOpaque = false
    /// The environment the view is laid out in (the display scale comes from `scale`).
    public var environment = EnvironmentValues()
    /// A device whose screen the view fills, as an app's window does: set, the image is
    /// the screen (its size, safe-area insets and display scale) and `proposedSize` is
    /// not used. Setting it sets `scale` to the device's.
    ///
    /// ```swift
    /// let renderer = ImageRenderer(content: ContentView())
    /// renderer.device = .iPhone15
    /// try renderer.write(to: URL(fileURLWithPath: "screen.png"))
    /// ```
    public var device: Device? {
        didSet { if let device { scale = device.displayScale } }
    }

    /// A host whose screen, as it is now, is drawn in place of `content` (`init(host:)`).
    var host: ViewHost?

    public init(content: Content) {
        self.content = content
    }

    /// A renderer of the first window of `app` on `device`'s screen, as the app shows it
    /// at launch.
    ///
    /// ```swift
    /// try ImageRenderer(app: NotesApp(), device: .iPhone15).write(to: URL(fileURLWithPath: "launch.png"))
    /// ```
    public convenience init<A: App>(app: A, device: Device) where Content == AnyView {
        self.init(content: app._firstWindow)
        // Observers do not run in an initializer: set the scale as `device` would.
        self.device = device
        scale = device.displayScale
    }

    /// The view's layout at `proposedSize`.
    public var layout: ViewLayout {
        if let host { return host.layout }
        var env = environment
        env.displayScale = scale
        if let device {
            return ViewLayout(of: content, in: device.screenSize, safeAreaInsets: device.safeAreaInsets,
                              environment: device._statusBarEnvironment(env))
        }
        return ViewLayout(of: content, proposal: proposedSize, environment: env)
    }

    /// What the view draws, snapped for `scale`.
    public var displayList: DisplayList { host?.displayList(scale: scale) ?? layout.displayList }

    /// The image as PNG; `compression` trades speed for file size, never pixels.
    public func pngData(compression: PNGCompression = .fast) throws -> Data {
        try DisplayListRenderer.png(displayList, isOpaque: isOpaque, compression: compression)
    }

    /// The image as JPEG over white (JPEG has no alpha). `quality` is 0...1, as in
    /// UIKit's `jpegData(compressionQuality:)`: clamped, NaN means 0.75.
    public func jpegData(quality: CGFloat) throws -> Data {
        try DisplayListRenderer.jpeg(displayList, quality: quality)
    }

    /// The image as WebP, with alpha unless `isOpaque`. `quality` is 0...1 (clamped, NaN
    /// means 0.75); `lossless` keeps the pixels exact, and `quality` is then the effort.
    public func webpData(quality: CGFloat, lossless: Bool = false) throws -> Data {
        try DisplayListRenderer.webp(displayList, quality: quality, lossless: lossless, isOpaque: isOpaque)
    }

    /// A PDF page the size of the view, with text as real (selectable) text.
    public func pdfData() throws -> Data {
        try DisplayListRenderer.pdf(displayList)
    }

    public func svgData() throws -> Data {
        try DisplayListRenderer.svg(displayList)
    }

    /// Writes the image to `url`, choosing the format from its extension: png, jpg or
    /// jpeg, webp (both at quality 0.9), pdf or svg.
    public func write(to url: URL) throws {
        let data: Data
        switch url.pathExtension.lowercased() {
        case "png": data = try pngData()
        case "jpg", "jpeg": data = try jpegData(quality: 0.9)
        case "webp": data = try webpData(quality: 0.9)
        case "pdf": data = try pdfData()
        case "svg": data = try svgData()
        default:
            throw RenderError("Cannot tell the image format of \(url.lastPathComponent): use a .png, .jpg, .webp, .pdf or .svg file name.")
        }
        try data.write(to: url)
    }
}
