import Foundation

/// One item a `ShareLink` shared, as a `ViewHost` records it (`ViewHost.sharedItems`).
///
/// Linux has no share sheet: a tap on a share link in a host records each of its items
/// here instead of presenting one, and nothing else happens.
///
/// ```swift
/// try host.tap(text: "Share")
/// #expect(host.sharedItems.map(\.item) == ["https://example.com/photo/1"])
/// ```
public struct SharedItem: Equatable, Sendable {
    /// What the item exports, as text: a string itself, a URL's address, a proxy's text,
    /// a `Codable` item's JSON; otherwise the item described.
    public var item: String
    /// The share's subject, for activities with a subject field.
    public var subject: String?
    /// The share's message, for activities with a message field.
    public var message: String?
    /// The title of the item's preview, when the link gives one.
    public var previewTitle: String?

    public init(item: String, subject: String? = nil, message: String? = nil, previewTitle: String? = nil) {
        self.item = item
        self.subject = subject
        self.message = message
        self.previewTitle = previewTitle
    }
}
