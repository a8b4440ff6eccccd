import Foundation

/// A view that asynchronously loads and displays an image, with SwiftUI's API.
///
/// The image is fetched by the environment's `asyncImageLoaders` (`file:` and `data:`
/// URLs built in; see `AsyncImageLoader`) and decoded off the main actor. Until it
/// arrives, or when the URL is nil, the phase is `.empty`; then `.success` with the
/// image at `scale`, or `.failure` with why not. The view without content closures
/// shows the image at its own size, and until then a placeholder that fills the space
/// it is offered.
///
/// `ImageRenderer.pngData()` draws the view as it first appears, in its empty phase, as
/// SwiftUI's renderer does; `renderPNGData()` and `ViewLayout`'s `imageLoadTimeout:`
/// initialisers wait for the loads first.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/icon.png")) { phase in
///     if let image = phase.image {
///         image.resizable()
///     } else if phase.error != nil {
///         Color.red
///     } else {
///         Color.gray
///     }
/// }
/// .frame(width: 64, height: 64)
/// ```
public struct AsyncImage<Content: View>: View {
    private let url: URL?
    private let scale: CGFloat
    private let transaction: Transaction
    /// Nil for `init(url:scale:)`, which draws the image or the standard placeholder.
    private let content: ((AsyncImagePhase) -> Content)?
    @State private var phase = AsyncImagePhase.empty
    @Environment(\.asyncImageLoaders) private var loaders

    /// Shows the image at its own size, and until it loads (or when it cannot) a
    /// placeholder that fills the space offered.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        content = nil
    }

    /// Shows `content` with the loaded image, and `placeholder` until then and when the
    /// load fails.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P)
        where Content == _ConditionalContent<I, P>
    {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { content(image) } else { placeholder() }
        }
    }

    /// Shows what `content` makes of each phase of the load; `transaction` goes with the
    /// change to `.success` or `.failure`.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = content
    }

    public var body: some View {
        Group {
            if let content {
                content(phase)
            } else if let image = phase.image {
                image
            } else {
                SystemColors.secondaryFill
            }
        }
        .modifier(_TaskModifier(id: url, priority: .userInitiated, action: loadAction(), isLoad: true))
    }

    /// What the load task does: nothing for a nil URL or one no loader handles (with a
    /// warning); otherwise fetch, decode off the main actor and set the phase.
    private func loadAction() -> @MainActor @Sendable () async -> Void {
        guard let url else { return {} }
        guard let loader = loaders.first(where: { $0.handles(url) }) else {
            Diagnostics.warnOnce("AsyncImage: no image loader for \(url.absoluteString.prefix(200)); drawing its placeholder. Vellum never loads from the network itself: add a loader for \"\(url.scheme ?? "")\" URLs with .asyncImageLoader(_:).")
            return {}
        }
        let (phase, scale, transaction) = (_phase, scale, transaction)
        return {
            if phase.wrappedValue.image != nil || phase.wrappedValue.error != nil { phase.wrappedValue = .empty }
            let result: AsyncImagePhase
            do {
                let data = try await loader.load(url)
                result = .success(Image(bitmap: try await Self.decode(data, scale: scale)))
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled else { return }
            withTransaction(transaction) { phase.wrappedValue = result }
        }
    }

    /// Decodes PNG or JPEG bytes on the global executor, so many loads decode in parallel.
    @concurrent
    nonisolated private static func decode(_ data: Data, scale: CGFloat) async throws -> ImageBitmap {
        guard let provider = PlatformServices.provider else {
            throw AsyncImageError("Cannot decode the image: decoding needs the Vellum module.")
        }
        var bitmap = try provider.decodeImage(data)
        bitmap.scale = scale.isFinite && scale > 0 ? scale : 1
        return bitmap
    }
}

/// The current phase of an asynchronous image load.
public enum AsyncImagePhase: Sendable {
    /// No image is loaded: the load has not finished, or the URL is nil.
    case empty
    /// The image loaded and decoded.
    case success(Image)
    /// The image could not be loaded or decoded.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        guard case .success(let image) = self else { return nil }
        return image
    }

    /// Why the load failed, if it did.
    public var error: (any Error)? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
