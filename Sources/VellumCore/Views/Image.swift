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
    /// What an asset catalog image draws in dark appearance instead, swapped in where the
    /// display list is resolved for a scheme (as a system colour's dark components are).
    var dark: DarkAppearance?

    /// A class, so a bitmap can hold another bitmap.
    final class DarkAppearance: Equatable, Sendable {
        let bitmap: ImageBitmap
        init(_ bitmap: ImageBitmap) { self.bitmap = bitmap }
        static func == (a: DarkAppearance, b: DarkAppearance) -> Bool { a.bitmap == b.bitmap }
    }

    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1, rgba: [UInt8]? = nil) {
        self.pixelWidth = Swift.max(pixelWidth, 0)
        self.pixelHeight = Swift.max(pixelHeight, 0)
        // A scale must be positive, finite, and large enough that the size in points is
        // finite (Int.max pixels at 1e-300 are not); otherwise the pixels are points.
        let largest = CGFloat(Swift.max(self.pixelWidth, self.pixelHeight))
        self.scale = scale.isFinite && scale > 0 && (largest / scale).isFinite ? scale : 1
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
///
/// Images come from decoded pixels (`init(bitmap:)`), PNG or JPEG data or files, or a
/// bundle resource by name: an image set of the bundle's asset catalogs (see
/// `init(_:bundle:)`), else a PNG or JPEG file. An image that cannot be loaded warns
/// once and draws a visible placeholder, a grey box with a cross, of 32 × 32 points. Linux has no SF
/// Symbols, so `Image(systemName:)` draws an outlined placeholder of the symbol's
/// nominal size (a square 1.2 × the font size, 20.4 points at `.body`; the font size
/// clamped as text's is, to 0 … 10,000 points) in the
/// foreground style.
public struct Image: Equatable, Sendable {
    enum Source: Equatable, Sendable {
        case bitmap(ImageBitmap)
        /// An asset catalog image set, whose file is chosen for the display scale when the
        /// view is made.
        case asset(AssetCatalog.ImageAsset)
        /// Nothing could be loaded; the reason is reported when the view is made.
        case missing(String)
        case symbol(String)
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

    /// The size of the placeholder drawn for an image that could not be loaded.
    static let placeholderSize = CGSize(width: 32, height: 32)

    var source: Source
    var interpolationQuality = Interpolation.high
    /// Nil until `renderingMode(_:)`: an asset's template rendering intent, else original.
    var renderingMode: TemplateRenderingMode?
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode = ResizingMode.stretch

    /// An image from decoded pixels.
    public init(bitmap: ImageBitmap) { source = .bitmap(bitmap) }

    /// The image set `name` of the asset catalogs in `bundle` (by default the main
    /// bundle), else the PNG or JPEG resource `name` (with or without its extension).
    ///
    /// A project's `Assets.xcassets` works as is once it is a resource of the target
    /// (`resources: [.process("Assets.xcassets")]`, then `Image("Logo", bundle: .module)`).
    /// The set's file for the display scale is drawn (the exact scale, else the nearest
    /// larger, else the largest), so its size in points is its pixel size over that
    /// file's scale; its dark-appearance file is drawn in dark mode; a set whose
    /// template rendering intent is `template` draws in the foreground style unless
    /// `renderingMode(.original)` says otherwise. A set holding only a PDF or SVG warns
    /// and draws the missing-image placeholder: Vellum decodes PNG and JPEG only.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = ImageStore.load(named: name, bundle: bundle ?? .main)
    }

    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

    /// An image from PNG or JPEG data, made for `scale` pixels per point.
    public init(data: Data, scale: CGFloat = 1) {
        source = ImageStore.decode(data, scale: scale, what: "image data")
    }

    /// An image from a PNG or JPEG file.
    public init(contentsOf url: URL, scale: CGFloat = 1) {
        source = ImageStore.load(url, scale: scale)
    }

    /// A system symbol; drawn as a placeholder, since Linux has no SF Symbols.
    public init(systemName: String) { source = .symbol(systemName) }

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

    /// Draws the image's own colours, or its alpha in the foreground style; nil restores
    /// the default (an asset's template rendering intent, else original).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }
}

extension Image {
    /// How the layout dump labels the image and a share records it: the symbol's or the
    /// image set's name, or the size it is drawn at.
    func summary(size: CGSize) -> String {
        let size = "\(formatLength(size.width))×\(formatLength(size.height))"
        switch source {
        case .bitmap: return "Image(\(size))"
        // Not loaded yet (a shared item): named, since its size depends on the scale.
        case .asset(let asset): return "Image(\"\(asset.name)\")"
        case .missing: return "Image(missing, \(size))"
        case .symbol(let name): return "Image(systemName: \"\(name)\")"
        }
    }
}

extension Image: _PrimitiveView {
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let env = inputs.environment
        var view = view
        if case .asset(let asset) = view.source {
            view.source = ImageStore.load(asset, scale: env.displayScale)
            view.renderingMode = view.renderingMode ?? asset.renderingMode
        }
        let naturalSize: CGSize
        switch view.source {
        case .bitmap(let bitmap): naturalSize = bitmap.size
        case .missing(let reason):
            Diagnostics.warnOnce("\(reason); drawing a placeholder.")
            naturalSize = Image.placeholderSize
        case .asset:
            naturalSize = Image.placeholderSize  // not reached: loaded above
        case .symbol(let name):
            Diagnostics.warnOnce("Image(systemName: \"\(name)\"): SF Symbols do not exist on Linux; drawing a placeholder.")
            let side = Font.drawnPointSize((env.font ?? .body).resolved(in: env).size) * 1.2
            naturalSize = CGSize(width: side, height: side)
        }
        list.nodes.append(inputs.makeLeaf(ImageLeaf(image: view, naturalSize: naturalSize, environment: env)))
    }
}

struct ImageLeaf: LeafLayout {
    let image: Image
    let naturalSize: CGSize
    let environment: EnvironmentValues

    var label: String {
        let base = image.summary(size: naturalSize)
        return image.isResizable ? base + ".resizable()" : base
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard image.isResizable else { return naturalSize }
        let caps = image.capInsets
        return CGSize(
            width: proposal.width.map { Swift.max($0, caps.leading + caps.trailing) } ?? naturalSize.width,
            height: proposal.height.map { Swift.max($0, caps.top + caps.bottom) } ?? naturalSize.height)
    }

    func draw(in frame: CGRect, proposal: ProposedViewSize, into list: inout DisplayListBuilder) {
        switch image.source {
        case .bitmap(let bitmap):
            let item = DisplayList.Item.image(bitmap, rect: frame, interpolation: image.interpolationQuality)
            guard image.renderingMode == .template else { return list.append(item) }
            // A template keeps only its alpha and takes the foreground style.
            let paint = ForegroundStyle()._paint(in: frame, environment: environment)
            list.group(.mask([item])) { $0.append(.fill(Path(frame), paint, FillStyle())) }
        case .missing, .asset:
            list.append(.fill(Path(frame), .color(Color(white: 0.9)), FillStyle()))
            list.append(.stroke(Self.cross(in: frame), .color(Color(white: 0.55)), StrokeStyle(lineWidth: 1)))
        case .symbol:
            let paint = ForegroundStyle()._paint(in: frame, environment: environment)
            let box = frame.insetBy(dx: frame.width * 0.1, dy: frame.height * 0.1)
            var path = Path(roundedRect: box, cornerRadius: box.width * 0.2)
            path.addPath(Self.cross(in: box.insetBy(dx: box.width * 0.25, dy: box.height * 0.25), outlined: false))
            list.append(.stroke(path, paint, StrokeStyle(lineWidth: Swift.max(frame.width / 12, 1), lineCap: .round)))
        }
    }

    /// A box with its diagonals, or only the diagonals.
    static func cross(in rect: CGRect, outlined: Bool = true) -> Path {
        var path = outlined ? Path(rect.insetBy(dx: 0.5, dy: 0.5)) : Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.move(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        return path
    }
}

/// Loads and decodes image files once per path.
enum ImageStore {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [String: Image.Source] = [:]

    /// The image set `name` of `bundle`'s asset catalogs, else its PNG or JPEG file.
    static func load(named name: String, bundle: Bundle) -> Image.Source {
        if let asset = AssetCatalog.of(bundle).images[name] { return .asset(asset) }
        let candidates = (name as NSString).pathExtension.isEmpty
            ? ["png", "jpg", "jpeg"].compactMap { bundle.url(forResource: name, withExtension: $0) }
            : [bundle.url(forResource: name, withExtension: nil)].compactMap { $0 }
        guard let url = candidates.first else {
            return .missing("No image named '\(name)' in bundle \(bundle.bundlePath)")
        }
        let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        return load(url, scale: scale)
    }

    /// The image set's file for `scale` pixels per point, with its dark-appearance file.
    static func load(_ asset: AssetCatalog.ImageAsset, scale: CGFloat) -> Image.Source {
        guard let light = asset.variant(scale: scale, dark: false) else {
            return .missing("The image set '\(asset.name)' has no file for iPhone")
        }
        if ["pdf", "svg"].contains(light.file.pathExtension.lowercased()) {
            return .missing("The image set '\(asset.name)' holds a vector file (\(light.file.lastPathComponent)), "
                + "which Vellum cannot draw; add PNG files at 1x, 2x and 3x")
        }
        let source = load(light.file, scale: light.scale)
        guard case .bitmap(var bitmap) = source else { return source }
        if let dark = asset.variant(scale: scale, dark: true), dark.isDark,
           case .bitmap(let darkBitmap) = load(dark.file, scale: dark.scale) {
            bitmap.dark = ImageBitmap.DarkAppearance(darkBitmap)
        }
        return .bitmap(bitmap)
    }

    static func load(_ url: URL, scale: CGFloat) -> Image.Source {
        let key = "\(url.path)@\(scale)"
        if let cached = lock.withLock({ cache[key] }) { return cached }
        let source: Image.Source
        if let data = try? Data(contentsOf: url) {
            source = decode(data, scale: scale, what: "image file \(url.path)")
        } else {
            source = .missing("Cannot read image file \(url.path)")
        }
        lock.withLock { cache[key] = source }
        return source
    }

    static func decode(_ data: Data, scale: CGFloat, what: String) -> Image.Source {
        guard let provider = PlatformServices.provider else {
            return .missing("Cannot decode \(what): image decoding needs the Vellum module")
        }
        do {
            var bitmap = try provider.decodeImage(data)
            bitmap.scale = scale.isFinite && scale > 0 ? scale : 1
            return .bitmap(bitmap)
        } catch {
            return .missing("Cannot decode \(what): \(error)")
        }
    }
}
