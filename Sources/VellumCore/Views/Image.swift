import Foundation

/// Decoded image pixels and the scale they were made for. Vellum's own type: SwiftUI
/// gets images from UIImage/NSImage, which Linux lacks.
public struct ImageBitmap: Equatable, Sendable {
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Pixels per point: a 240×160-pixel bitmap at scale 2 is 120×80 points.
    public var scale: CGFloat
    /// Premultiplied RGBA bytes, row by row, when the pixels are loaded.
    public var rgba: [UInt8]?

    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1, rgba: [UInt8]? = nil) {
        self.pixelWidth = Swift.max(pixelWidth, 0)
        self.pixelHeight = Swift.max(pixelHeight, 0)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.rgba = rgba
    }

    /// The size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }
}

/// A view that displays an image.
///
/// A plain image is always its natural size and ignores proposals. A resizable image
/// takes each proposed axis (never less than its cap insets) and falls back to its
/// natural size on `nil` axes.
public struct Image: Equatable, Sendable {
    enum Source: Equatable, Sendable {
        case bitmap(ImageBitmap)
        case named(String)
    }

    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// The quality of resampling when an image is drawn at another size.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// Whether an image draws its own colours or is a template tinted by the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case original, template
    }

    let source: Source
    var interpolationQuality = Interpolation.high
    var renderingMode = TemplateRenderingMode.original
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode = ResizingMode.stretch

    /// An image from decoded pixels.
    public init(bitmap: ImageBitmap) { source = .bitmap(bitmap) }

    /// An image resource by name. Loading resources arrives with rendering; until then a
    /// named image has no pixels and a zero size, and a warning says so.
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }

    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name) }

    /// The image, resizable to fill the space it is given.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        return image
    }

    /// How the image is resampled when drawn at another size.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolationQuality = interpolation
        return image
    }

    /// Draws the image's own colours, or its alpha in the foreground style.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode ?? .original
        return image
    }

    @MainActor
    var naturalSize: CGSize {
        switch source {
        case let .bitmap(bitmap): return bitmap.size
        case let .named(name):
            Diagnostics.warnOnce("No image named '\(name)' could be loaded; it has a size of zero.")
            return .zero
        }
    }
}

extension Image: _PrimitiveView {
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(inputs.makeLeaf(ImageLeaf(image: view, naturalSize: view.naturalSize)))
    }
}

struct ImageLeaf: LeafLayout {
    let image: Image
    let naturalSize: CGSize

    var label: String {
        let size = "\(formatLength(naturalSize.width))×\(formatLength(naturalSize.height))"
        return image.isResizable ? "Image(\(size)).resizable()" : "Image(\(size))"
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard image.isResizable else { return naturalSize }
        let caps = image.capInsets
        return CGSize(
            width: proposal.width.map { Swift.max($0, caps.leading + caps.trailing) } ?? naturalSize.width,
            height: proposal.height.map { Swift.max($0, caps.top + caps.bottom) } ?? naturalSize.height)
    }
}
