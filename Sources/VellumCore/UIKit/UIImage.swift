import Foundation

/// UIKit's image object, which `import SwiftUI` brings on iOS: loaded from a bundle
/// resource, PNG or JPEG data, or a file, and shown with `Image(uiImage:)`.
///
/// ```swift
/// if let photo = UIImage(data: downloaded) {
///     Image(uiImage: photo).resizable().scaledToFit()
/// }
/// ```
///
/// As in UIKit, the initializers return nil for what cannot be loaded (where
/// `Image(_:)` would draw a placeholder); a name ending `@2x` or `@3x` sets the scale.
/// `init(named:)` finds the image sets of asset catalogs as `Image(_:bundle:)` does, with
/// the file for `UIScreen.main`'s scale and the dark one drawn in dark mode.
public final class UIImage: Sendable, Equatable {
    let bitmap: ImageBitmap

    init(bitmap: ImageBitmap) { self.bitmap = bitmap }

    private convenience init?(_ source: Image.Source) {
        // An asset catalog image set, at the screen's scale, as UIKit loads it.
        if case .asset(let asset) = source {
            self.init(ImageStore.load(asset, scale: UIScreen.main.scale))
            return
        }
        guard case .bitmap(let bitmap) = source else {
            if case .missing(let reason) = source { Diagnostics.warnOnceDeferred("UIImage: \(reason); returning nil.") }
            return nil
        }
        self.init(bitmap: bitmap)
    }

    /// The image set or PNG or JPEG resource `name` in the main bundle.
    public convenience init?(named name: String) {
        self.init(ImageStore.load(named: name, bundle: .main))
    }

    /// The image set or PNG or JPEG resource `name` in `bundle` (the main bundle when nil); traits
    /// are accepted for UIKit's signature and ignored (Linux has one trait set).
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Any? = nil) {
        self.init(ImageStore.load(named: name, bundle: bundle ?? .main))
    }

    /// An image from PNG or JPEG data, at 1 pixel per point.
    public convenience init?(data: Data) {
        self.init(ImageStore.decode(data, scale: 1, what: "UIImage data"))
    }

    /// An image from PNG or JPEG data, at `scale` pixels per point.
    public convenience init?(data: Data, scale: CGFloat) {
        self.init(ImageStore.decode(data, scale: scale, what: "UIImage data"))
    }

    /// An image from a PNG or JPEG file.
    public convenience init?(contentsOfFile path: String) {
        let name = ((path as NSString).deletingPathExtension as NSString).lastPathComponent
        let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        self.init(ImageStore.load(URL(fileURLWithPath: path), scale: scale))
    }

    /// The size in points: pixels divided by the scale.
    public var size: CGSize { bitmap.size }

    /// Pixels per point.
    public var scale: CGFloat { bitmap.scale }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.bitmap == rhs.bitmap }
}

extension Image {
    /// An image from a UIKit image.
    public init(uiImage: UIImage) { self.init(bitmap: uiImage.bitmap) }
}
