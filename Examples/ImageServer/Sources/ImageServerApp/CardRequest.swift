/// The parameters of `GET /card`, checked: what to draw and how to encode it.
///
/// Every bound is here, so a request is refused (400, with a one-line reason) before
/// anything is drawn: text long enough to fill the card, a canvas no larger than
/// twice Open Graph's 1200 × 630, one of the named themes and formats.
struct CardRequest: Hashable, Sendable {
    var title: String
    var subtitle: String
    var theme: CardTheme
    var format: ImageFormat
    var width: Int
    var height: Int

    /// Three lines of the 72-point title fill the card's width three times over at
    /// about 40 characters a line; more would be cut off anyway.
    static let maximumTitleLength = 120
    static let maximumSubtitleLength = 240
    /// Open Graph's recommended card size (Facebook's sharing guide: 1200 × 630) up to
    /// twice that; the smallest sizes keep the 72-point padding from swallowing the card.
    static let widths = 400...2400
    static let heights = 210...1260

    /// The formats the server encodes: PNG (exact), JPEG and WebP (lossy, quality 0.9).
    enum ImageFormat: String, CaseIterable, Sendable {
        case png, jpeg, webp

        var contentType: String { "image/\(rawValue)" }
    }

    init(title: String, subtitle: String = "", theme: CardTheme = .indigo, format: ImageFormat = .png,
         width: Int = 1200, height: Int = 630) {
        (self.title, self.subtitle, self.theme, self.format, self.width, self.height) = (title, subtitle, theme, format, width, height)
    }

    /// Reads and checks the query of `/card?title=…&subtitle=…&theme=…&format=…&width=…&height=…`.
    init(query: [String: String]) throws(CardRequestError) {
        let known: Set<String> = ["title", "subtitle", "theme", "format", "width", "height"]
        if let unknown = query.first(where: { !known.contains($0.key) }) {
            throw CardRequestError("unknown parameter '\(unknown.key.prefix(40))'; the parameters are title, subtitle, theme, format, width and height")
        }
        guard let title = query["title"], !title.isEmpty else {
            throw CardRequestError("title is missing; pass title=… (at most \(Self.maximumTitleLength) characters)")
        }
        guard title.count <= Self.maximumTitleLength else {
            throw CardRequestError("title is \(title.count) characters; the most is \(Self.maximumTitleLength)")
        }
        let subtitle = query["subtitle"] ?? ""
        guard subtitle.count <= Self.maximumSubtitleLength else {
            throw CardRequestError("subtitle is \(subtitle.count) characters; the most is \(Self.maximumSubtitleLength)")
        }
        let themeName = query["theme"] ?? CardTheme.indigo.rawValue
        guard let theme = CardTheme(rawValue: themeName) else {
            throw CardRequestError("unknown theme '\(themeName.prefix(40))'; the themes are \(CardTheme.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let formatName = query["format"] ?? ImageFormat.png.rawValue
        guard let format = ImageFormat(rawValue: formatName) else {
            throw CardRequestError("unknown format '\(formatName.prefix(40))'; the formats are \(ImageFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let width = try Self.dimension(query, "width", default: 1200, in: Self.widths)
        let height = try Self.dimension(query, "height", default: 630, in: Self.heights)
        self.init(title: title, subtitle: subtitle, theme: theme, format: format, width: width, height: height)
    }

    private static func dimension(_ query: [String: String], _ name: String, default value: Int,
                                  in range: ClosedRange<Int>) throws(CardRequestError) -> Int {
        guard let text = query[name] else { return value }
        guard let number = Int(text), range.contains(number) else {
            throw CardRequestError("\(name) is '\(text.prefix(20))'; it must be a whole number of points from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// A strong entity tag: the same parameters draw the same bytes (Vellum renders
    /// deterministically), so a tag of the parameters and the card's design version
    /// names the response. FNV-1a, 64 bits: not for security, only to tell requests apart.
    var entityTag: String {
        let key = [CardView.designVersion, title, subtitle, theme.rawValue, format.rawValue, "\(width)", "\(height)"]
            .joined(separator: "\u{1F}")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }
}

/// Why a card request was refused: one line for the 400 response.
struct CardRequestError: Error, Equatable {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
