// The one import users write: SwiftUI's view API and layout (VellumCore), real text
// (VellumText) and rendering (VellumRender). As `import SwiftUI` does, it also brings in
// Foundation (CGFloat, CGSize, URL, Date, Locale, DispatchQueue, ...) and Observation
// (`@Observable`), so a SwiftUI file needs no other import.
@_exported import Foundation
@_exported import Observation
@_exported import VellumCore
@_exported import VellumPreviews
@_exported import VellumRender
@_exported import VellumText

/// What linking Vellum gives VellumCore: the real-font text engine as the default, and
/// PNG/JPEG decoding for `Image`. VellumCore finds this class by its name.
public final class _VellumServices: _VellumPlatformServices {
    public static var textEngine: any TextEngine { FontTextEngine.shared }

    public static func decodeImage(_ data: Data) throws -> ImageBitmap {
        try ImageDecoder.decode(data)
    }
}
