import Foundation

// CoreTransferable's protocol, as much of it as sharing needs: a type says how it is
// exported (as another Transferable, as data, as Codable JSON), and `ShareLink` shares
// it. Linux has no pasteboard, drag and drop or share sheet, so nothing imports; a
// `ViewHost` records what a share exports (`ViewHost.sharedItems`).

/// A type that can be transferred: shared, copied or dragged, by the representations it
/// declares.
///
/// ```swift
/// struct Photo: Transferable {
///     var url: URL
///     static var transferRepresentation: some TransferRepresentation {
///         ProxyRepresentation(exporting: \.url)
///     }
/// }
/// ```
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// A declaration of how a transferable type is exported and imported.
public protocol TransferRepresentation<Item>: Sendable {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Item> var body: Body { get }

    /// The text a share of `item` records, if this representation exports it without
    /// waiting; nil where it cannot (an `async` exporter, an import-only one).
    @MainActor func _exportedText(of item: Any) -> String?
}

extension TransferRepresentation {
    @MainActor public func _exportedText(of item: Any) -> String? { body._exportedText(of: item) }
}

/// A built-in representation, which exports by itself rather than through a body.
public protocol _PrimitiveTransferRepresentation: TransferRepresentation where Body == _NoTransferBody {}

extension _PrimitiveTransferRepresentation {
    // An explicit `return`, so no result builder rewrites it.
    public var body: _NoTransferBody { return _NoTransferBody() }
}

/// The body of a built-in representation: it has none.
public struct _NoTransferBody: TransferRepresentation {
    public typealias Item = Never
    public var body: _NoTransferBody { return self }
    @MainActor public func _exportedText(of item: Any) -> String? { nil }
}

extension Never: Transferable {
    public static var transferRepresentation: _NoTransferBody { _NoTransferBody() }
}

extension Transferable {
    /// What a share of this item exports, as text: the first representation that exports
    /// it without waiting, else the item described.
    @MainActor var exportedText: String {
        Self.transferRepresentation._exportedText(of: self) ?? String(describing: self)
    }
}

/// Builds a transferable type's representations; the first that fits is used.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    public static func buildBlock<each R: TransferRepresentation>(_ content: repeat each R) -> TupleTransferRepresentation<Item, (repeat each R)> {
        var representations: [any TransferRepresentation] = []
        for representation in repeat each content { representations.append(representation) }
        return TupleTransferRepresentation(representations: representations)
    }
}

/// Several representations, in order of preference.
public struct TupleTransferRepresentation<Item: Transferable, Value>: _PrimitiveTransferRepresentation {
    let representations: [any TransferRepresentation]
    @MainActor public func _exportedText(of item: Any) -> String? {
        representations.lazy.compactMap { $0._exportedText(of: item) }.first
    }
}

// MARK: - Representations

/// A representation that exports (and imports) an item as another transferable type.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: _PrimitiveTransferRepresentation {
    let exporting: (@Sendable (Item) throws -> ProxyRepresentation)?

    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        self.exporting = exporting
    }

    /// Linux has nowhere to import from; the importer is kept for the signature only.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        self.exporting = exporting
    }

    /// An import-only representation: it exports nothing.
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        exporting = nil
    }


    @MainActor public func _exportedText(of item: Any) -> String? {
        guard let item = item as? Item, let exporting else { return nil }
        do {
            return try exporting(item).exportedText
        } catch {
            Diagnostics.warnOnce("ProxyRepresentation: exporting \(Item.self) threw \(error); the share records the item itself.")
            return nil
        }
    }
}

/// A representation that exports (and imports) an item as bytes of a content type.
///
/// Exporters are `async`; a share records them by the item's description, as a view's tap
/// cannot wait for them.
public struct DataRepresentation<Item: Transferable>: _PrimitiveTransferRepresentation {
    let contentType: UTType

    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
    }

    public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        self.contentType = contentType
    }

    public init(importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
    }

    @MainActor public func _exportedText(of item: Any) -> String? { nil }
}

/// A representation that exports (and imports) a `Codable` item as JSON.
public struct CodableRepresentation<Item: Transferable & Codable, Encoder, Decoder>: _PrimitiveTransferRepresentation {
    let contentType: UTType

    public init(for itemType: Item.Type = Item.self, contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.contentType = contentType
    }


    /// The item as JSON text, keys sorted so the record is the same on every run.
    @MainActor public func _exportedText(of item: Any) -> String? {
        guard let item = item as? Item else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(item)).flatMap { String(data: $0, encoding: .utf8) }
    }
}

/// The system types' own representation: the text a share of one records.
public struct _SystemTransferRepresentation<Item: Transferable>: _PrimitiveTransferRepresentation {
    let text: @Sendable (Item) -> String
    @MainActor public func _exportedText(of item: Any) -> String? { (item as? Item).map(text) }
}

extension String: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<String> { _SystemTransferRepresentation<String> { $0 } }
}

extension URL: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<URL> { _SystemTransferRepresentation<URL> { $0.absoluteString } }
}

extension Data: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<Data> { _SystemTransferRepresentation<Data> { "\($0.count) bytes" } }
}

extension Image: Transferable {
    public static var transferRepresentation: _SystemTransferRepresentation<Image> { _SystemTransferRepresentation<Image> { image in
        if case .bitmap(let bitmap) = image.source { return image.summary(size: bitmap.size) }
        return image.summary(size: Image.placeholderSize)
    } }
}

// MARK: - Content types

/// A uniform type identifier: the kind of data a representation carries
/// (UniformTypeIdentifiers' type, which `import SwiftUI` brings along).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The reverse-DNS identifier, such as `public.png`.
    public let identifier: String

    /// A type your app declares and exports.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = identifier
    }

    /// A type another app declares, which yours imports.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = identifier
    }

    /// The type with this identifier.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self.identifier = identifier
    }

    public var description: String { identifier }

    public static let item = UTType(exportedAs: "public.item")
    public static let content = UTType(exportedAs: "public.content")
    public static let data = UTType(exportedAs: "public.data")
    public static let text = UTType(exportedAs: "public.text")
    public static let plainText = UTType(exportedAs: "public.plain-text")
    public static let utf8PlainText = UTType(exportedAs: "public.utf8-plain-text")
    public static let json = UTType(exportedAs: "public.json")
    public static let url = UTType(exportedAs: "public.url")
    public static let image = UTType(exportedAs: "public.image")
    public static let png = UTType(exportedAs: "public.png")
    public static let jpeg = UTType(exportedAs: "public.jpeg")
    public static let pdf = UTType(exportedAs: "com.adobe.pdf")
}
