import Foundation

/// What VellumCore needs from the modules that link C libraries: the real text engine
/// and image decoding.
///
/// VellumCore may not import them, so the `Vellum` module provides one class,
/// `Vellum._VellumServices`, and VellumCore finds it by name the first time it needs it.
/// A program that links only VellumCore gets the fixed-advance engine and no decoding.
public protocol _VellumPlatformServices: AnyObject, Sendable {
    static var textEngine: any TextEngine { get }
    /// Decodes PNG or JPEG data, or throws an error that says why not.
    static func decodeImage(_ data: Data) throws -> ImageBitmap
}

enum PlatformServices {
    static let provider: (any _VellumPlatformServices.Type)? =
        _typeByName("Vellum._VellumServices") as? any _VellumPlatformServices.Type
}
