import Foundation
import VellumCore

// MARK: - Rendering off the main actor

/// Renders that use every core: the view is laid out on the main actor, as SwiftUI's
/// views are, and its `Sendable` display list is drawn and encoded on the global
/// concurrent executor, so a server's renders run in parallel.
///
/// ```swift
/// let renderer = ImageRenderer(content: Card(title: title))
/// renderer.scale = 2
/// let png = try await renderer.renderPNGData()
/// ```
///
/// Why these names: `pngData()` and friends keep SwiftUI's synchronous shape, and an
/// `async` overload of the same name would be chosen in every async context, breaking
/// their callers (a call without `await` no longer compiles). So the async variants say
/// what they do: `render…Data()` renders, waiting for images, then encodes elsewhere.
///
/// They first wait, up to `imageLoadTimeout`, for the view's `AsyncImage` loads, so the
/// images are drawn (`pngData()` draws their empty phase, as SwiftUI's renderer does).
/// The default of 10 s bounds a stuck loader well below `URLSession`'s 60 s request
/// timeout (Apple's `timeoutIntervalForRequest` default), since a request is waiting.
extension ImageRenderer {
    /// What the view draws, laid out once its `AsyncImage`s have loaded (or
    /// `imageLoadTimeout` has passed), snapped for `scale`.
    public func displayList(imageLoadTimeout: Duration = .seconds(10)) async -> DisplayList {
        var env = environment
        env.displayScale = scale
        if let device {
            return await ViewLayout(of: content, in: device.screenSize, safeAreaInsets: device.safeAreaInsets,
                                    environment: env, imageLoadTimeout: imageLoadTimeout).displayList
        }
        return await ViewLayout(of: content, proposal: proposedSize, environment: env,
                                imageLoadTimeout: imageLoadTimeout).displayList
    }

    /// Lays the view out here, then runs `draw` with its display list on the global
    /// concurrent executor and returns what it made: the shape of every `render…Data()`,
    /// and of any other output a program makes from the list.
    ///
    /// ```swift
    /// let pdf = try await renderer.render { try DisplayListRenderer.pdf($0) }
    /// ```
    public func render<Output: Sendable>(imageLoadTimeout: Duration = .seconds(10),
                                         _ draw: @escaping @Sendable (DisplayList) throws -> Output) async throws -> Output {
        let list = await displayList(imageLoadTimeout: imageLoadTimeout)
        return try await drawConcurrently(list, draw)
    }

    /// A PNG, as `pngData()`, with the images loaded and the drawing and encoding done
    /// off the main actor.
    public func renderPNGData(imageLoadTimeout: Duration = .seconds(10)) async throws -> Data {
        let isOpaque = isOpaque
        return try await render(imageLoadTimeout: imageLoadTimeout) { try DisplayListRenderer.png($0, isOpaque: isOpaque) }
    }

    /// A JPEG, as `jpegData(quality:)`, with the images loaded and the drawing and
    /// encoding done off the main actor.
    public func renderJPEGData(quality: CGFloat, imageLoadTimeout: Duration = .seconds(10)) async throws -> Data {
        try await render(imageLoadTimeout: imageLoadTimeout) { try DisplayListRenderer.jpeg($0, quality: quality) }
    }

    /// A WebP, as `webpData(quality:lossless:)`, with the images loaded and the drawing
    /// and encoding done off the main actor.
    public func renderWebPData(quality: CGFloat, lossless: Bool = false,
                               imageLoadTimeout: Duration = .seconds(10)) async throws -> Data {
        let isOpaque = isOpaque
        return try await render(imageLoadTimeout: imageLoadTimeout) {
            try DisplayListRenderer.webp($0, quality: quality, lossless: lossless, isOpaque: isOpaque)
        }
    }

    /// A PDF, as `pdfData()`, with the images loaded and the drawing done off the main
    /// actor.
    public func renderPDFData(imageLoadTimeout: Duration = .seconds(10)) async throws -> Data {
        try await render(imageLoadTimeout: imageLoadTimeout) { try DisplayListRenderer.pdf($0) }
    }

    /// An SVG, as `svgData()`, with the images loaded and the drawing done off the main
    /// actor.
    public func renderSVGData(imageLoadTimeout: Duration = .seconds(10)) async throws -> Data {
        try await render(imageLoadTimeout: imageLoadTimeout) { try DisplayListRenderer.svg($0) }
    }
}

/// Runs `draw` on the global concurrent executor, whoever awaits it.
@concurrent
private func drawConcurrently<Output: Sendable>(_ list: DisplayList,
                                                _ draw: @Sendable (DisplayList) throws -> Output) async throws -> Output {
    try draw(list)
}
