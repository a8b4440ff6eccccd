import Foundation

/// Fetches the bytes of images that `AsyncImage` shows, for the URL schemes it names.
///
/// Vellum's own type: SwiftUI's `AsyncImage` loads with `URLSession.shared`, but Vellum
/// never makes a network call itself. `file:` and `data:` URLs load with the built-in
/// loaders; for any other scheme the application passes its own, a server its HTTP
/// client. A URL whose scheme no loader handles stays in the empty phase (its
/// placeholder is drawn) and the URL is named in a warning.
///
/// A server that draws URLs its clients choose should set `asyncImageLoaders` to just
/// the loaders it means, without `.file`, which reads any image file the process can.
///
/// ```swift
/// let https = AsyncImageLoader(schemes: ["https"]) { url in
///     try await httpClient.bytes(at: url)
/// }
/// Avatar().asyncImageLoader(https)
/// ```
public struct AsyncImageLoader: Sendable {
    /// The URL schemes loaded, lowercased (`https`, `s3`).
    public let schemes: Set<String>
    let load: @Sendable (URL) async throws -> Data

    public init(schemes: Set<String>, load: @escaping @Sendable (URL) async throws -> Data) {
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.load = load
    }

    /// Whether this loader fetches `url`.
    func handles(_ url: URL) -> Bool {
        url.scheme.map { schemes.contains($0.lowercased()) } ?? false
    }

    /// Reads `file:` URLs from the file system.
    public static let file = AsyncImageLoader(schemes: ["file"]) { url in
        do {
            return try Data(contentsOf: url)
        } catch {
            throw AsyncImageError("Cannot read the image file \(url.path): it does not exist or cannot be read.")
        }
    }

    /// Decodes `data:` URLs (RFC 2397): base64 or percent-encoded bytes after the comma.
    public static let data = AsyncImageLoader(schemes: ["data"]) { url in
        let text = url.absoluteString
        guard let comma = text.firstIndex(of: ",") else {
            throw AsyncImageError("The data URL \(text.prefix(64)) has no comma before its data.")
        }
        let header = text[text.index(text.startIndex, offsetBy: 5)..<comma]
        let payload = String(text[text.index(after: comma)...])
        let bytes = header.hasSuffix(";base64")
            ? payload.removingPercentEncoding.flatMap { Data(base64Encoded: $0) }
            : payload.removingPercentEncoding.map { Data($0.utf8) }
        guard let bytes else {
            throw AsyncImageError("The data URL \(text.prefix(64))… has invalid \(header.hasSuffix(";base64") ? "base64" : "percent-encoded") data.")
        }
        return bytes
    }
}

/// Why an `AsyncImage` could not load or decode its image.
public struct AsyncImageError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

private struct AsyncImageLoadersKey: EnvironmentKey {
    static let defaultValue: [AsyncImageLoader] = [.file, .data]
}

extension EnvironmentValues {
    /// The loaders `AsyncImage` fetches with, the first whose schemes include a URL's
    /// scheme winning; by default `file:` and `data:` only.
    public var asyncImageLoaders: [AsyncImageLoader] {
        get { self[AsyncImageLoadersKey.self] }
        set { self[AsyncImageLoadersKey.self] = newValue }
    }

}

extension View {
    /// Loads the images of `AsyncImage`s in this view with `loader` for its schemes,
    /// ahead of the loaders already set.
    public func asyncImageLoader(_ loader: AsyncImageLoader) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        modifier(_EnvironmentTransformModifier { $0.asyncImageLoaders.insert(loader, at: 0) })
    }
}
