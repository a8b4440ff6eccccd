import Foundation
import Hummingbird
import Vellum

/// `GET /card?title=…&subtitle=…&theme=…&format=png&width=…&height=…`: the card as an
/// image, with an entity tag of its parameters and a day's caching; 304 when the
/// client's `If-None-Match` has the tag; 400 with a one-line reason for bad or
/// oversized parameters; 503 with `Retry-After` when the render queue is full.
/// `GET /health`: "ok".
public func buildRouter(limiter: RenderLimiter = RenderLimiter()) -> Router<BasicRequestContext> {
    let router = Router()
    router.get("card") { request, _ -> Response in
        // A repeated parameter counts once, its first value.
        let query = Dictionary(request.uri.queryParameters.map { (String($0.key), String($0.value)) }) { first, _ in first }
        let card: CardRequest
        do throws(CardRequestError) {
            card = try CardRequest(query: query)
        } catch {
            return plainText(.badRequest, error.reason)
        }
        var headers: HTTPFields = [.eTag: card.entityTag, .cacheControl: "public, max-age=86400"]
        if let tags = request.headers[.ifNoneMatch], tags.split(separator: ",").contains(where: {
            $0.trimmingCharacters(in: .whitespaces) == card.entityTag || $0.trimmingCharacters(in: .whitespaces) == "*"
        }) {
            return Response(status: .notModified, headers: headers)
        }
        guard let image = try await limiter.withSlot({ try await render(card) }) else {
            var busy = plainText(.serviceUnavailable, "too many cards are being drawn; try again in a second")
            busy.headers[.retryAfter] = "1"
            return busy
        }
        headers[.contentType] = card.format.contentType
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: image)))
    }
    router.get("health") { _, _ in "ok" }
    return router
}

/// The server on `host`:`port`; `runService()` runs it until SIGTERM or SIGINT, then
/// finishes the requests in flight.
public func buildApplication(host: String = "127.0.0.1", port: Int = 8080,
                             limiter: RenderLimiter = RenderLimiter()) -> some ApplicationProtocol {
    Application(router: buildRouter(limiter: limiter),
                configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "ImageServer"))
}

/// Lays the card out on the main actor; `renderPNGData()` (or the JPEG or WebP variant)
/// draws and encodes it on the global executor, so requests render on every core.
@MainActor
func render(_ card: CardRequest) async throws -> Data {
    let size = CGSize(width: card.width, height: card.height)
    let renderer = ImageRenderer(content: CardView(title: card.title, subtitle: card.subtitle, theme: card.theme)
        .frame(width: size.width, height: size.height))
    switch card.format {
    case .png: return try await renderer.renderPNGData()
    case .jpeg: return try await renderer.renderJPEGData(quality: 0.9)
    case .webp: return try await renderer.renderWebPData(quality: 0.9)
    }
}

private func plainText(_ status: HTTPResponse.Status, _ line: String) -> Response {
    Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"],
             body: ResponseBody(byteBuffer: ByteBuffer(string: line + "\n")))
}
