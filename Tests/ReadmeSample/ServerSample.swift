import Vellum

struct ShareCard: View {
    var title: String
    var body: some View {
        Text(title)
            .font(.system(size: 64, weight: .bold)).foregroundStyle(.white)
            .padding(72)
            .frame(width: 1200, height: 630, alignment: .leading)
            .background(LinearGradient(colors: [.indigo, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
    }
}

/// One card: laid out on the main actor, drawn and encoded on another thread.
@MainActor
func cardPNG(title: String) async throws -> Data {
    let renderer = ImageRenderer(content: ShareCard(title: title))
    renderer.scale = 2
    return try await renderer.renderPNGData()
}

/// Many cards at once: while some are drawn, the next is laid out; every core draws.
func cardPNGs(titles: [String]) async throws -> [Data] {
    try await withThrowingTaskGroup(of: (Int, Data).self) { group in
        for (index, title) in titles.enumerated() {
            group.addTask { (index, try await cardPNG(title: title)) }
        }
        var pngs = [Data](repeating: Data(), count: titles.count)
        for try await (index, png) in group { pngs[index] = png }
        return pngs
    }
}

/// A photo fetched by the server's own HTTP client: the render waits for it (5 s at
/// most, unless told) before drawing.
@MainActor
func photoPNG(_ photo: URL, timeout: Duration = .seconds(5),
              fetch: @escaping @Sendable (URL) async throws -> Data) async throws -> Data {
    let view = AsyncImage(url: photo) { image in
        image.resizable()
    } placeholder: {
        Color.gray
    }
    .frame(width: 200, height: 200)
    .asyncImageLoader(AsyncImageLoader(schemes: ["https"], load: fetch))
    return try await ImageRenderer(content: view).renderPNGData(imageLoadTimeout: timeout)
}
