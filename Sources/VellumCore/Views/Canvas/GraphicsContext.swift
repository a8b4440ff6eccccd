import Foundation

// How a canvas records.
//
// 1. Every drawing operation becomes display-list items in the canvas's own coordinates
//    (the canvas adds one group that moves them to its frame and clips to its bounds).
// 2. Each operation is wrapped in the context's state as it is when the operation is
//    made, outermost first: each clip (already in canvas coordinates), the blend mode,
//    the opacity, the filters (the latest outermost, so the first added applies
//    first), then the transform. So a later change of state never reaches what was
//    already drawn, as in SwiftUI.
// 3. A layer (`drawLayer`) records into items of its own, wrapped as one operation, so
//    its opacity, blend mode and filters apply to the layer as a whole.

/// An immediate mode drawing destination, and its current state.
///
/// A canvas passes a context to its renderer; the context's copies share the canvas
/// but keep their own state (transform, clips, opacity, blend mode, filters), so a
/// copy can be changed for a few operations without touching the original.
///
/// ```swift
/// Canvas { context, size in
///     var inner = context
///     inner.opacity = 0.5
///     inner.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
/// }
/// ```
@MainActor @preconcurrency
public struct GraphicsContext {
    let canvas: CanvasDrawing
    /// Where this context's operations go: the canvas's list, or a layer's.
    private(set) var sink: CanvasItems

    /// The environment the canvas was resolved in.
    public let environment: EnvironmentValues

    /// The opacity of drawing operations, multiplied into each one drawn after it is set.
    public var opacity: Double = 1
    /// How drawing operations composite with what lies beneath.
    public var blendMode: BlendMode = .normal {
        didSet {
            if blendMode == .plusDarker { Diagnostics.warnOnce("GraphicsContext.BlendMode.plusDarker has no Cairo operator; drawing with .normal.") }
        }
    }
    /// The transform from user space to the canvas's coordinates.
    public var transform: CGAffineTransform = .identity

    /// The clips in force, in canvas coordinates, oldest first.
    private var clips: [DisplayList.Effect] = []
    /// The bounds of the clips in force, in canvas coordinates.
    private var clipBounds: CGRect
    private var filters: [DisplayList.Effect] = []

    init(canvas: CanvasDrawing, size: CGSize, environment: EnvironmentValues) {
        self.canvas = canvas
        sink = CanvasItems()
        self.environment = environment
        clipBounds = CGRect(origin: .zero, size: size)
    }

    // MARK: - Transforms

    /// Moves the origin of user space.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales user space.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates user space about its origin; positive angles turn clockwise on screen.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }

    /// Prepends `matrix` to the transform, as Core Graphics' `concatenate` does.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: - Clipping

    /// Clips later drawing to `path` (user space), or to what lies outside it with
    /// `.inverse`.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var shape = path.applying(transform)
        var style = style
        if options.contains(.inverse) {
            // Everything within reach of the canvas, minus the shape: the even-odd rule
            // keeps what lies in the frame but not in the shape.
            var outside = Path(clipBounds.insetBy(dx: -clipBounds.width - 1, dy: -clipBounds.height - 1))
            outside.addPath(shape)
            shape = outside
            style.isEOFilled = true
        } else {
            let bounds = shape.boundingRect
            clipBounds = bounds.isNull || isFinite(bounds) ? clipBounds.intersection(bounds) : .zero
        }
        clips.append(.clip(shape, style))
    }

    /// Clips later drawing to the alpha of what `content` draws, times `opacity`.
    ///
    /// `.inverse` is not drawn for a layer (a warning says so): the layer's alpha is kept.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        if options.contains(.inverse) {
            Diagnostics.warnOnce("GraphicsContext.clipToLayer(options: .inverse) is not drawn; the layer's alpha clips as without it.")
        }
        var layer = self.layer()
        try content(&layer)
        var items = layer.sink.items
        if opacity < 1 { items = [.begin(.opacity(Swift.max(opacity, 0)))] + items + [.end] }
        clips.append(.mask(items))
    }

    /// The bounds of the clips in force, in user space.
    public var clipBoundingRect: CGRect {
        let t = transform
        let determinant = t.a * t.d - t.b * t.c
        guard determinant != 0, determinant.isFinite, !clipBounds.isNull, isFinite(clipBounds) else { return .zero }
        return Path(clipBounds).applying(t.inverted()).boundingRect
    }

    // MARK: - Layers and filters

    /// Draws what `content` draws as one layer: this context's opacity, blend mode and
    /// filters apply to the layer as a whole once it is drawn.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self.layer()
        try content(&layer)
        record(layer.sink.items, transformed: false)
    }

    /// Applies `filter` to every drawing operation after this one.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        if let warning = filter.warning { Diagnostics.warnOnce(warning) }
        filters.append(filter.effect)
    }

    /// Options that configure a filter that you add to a graphics context.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1 << 0)
    }

    /// A context for a layer: this one's transform and clips, drawing normally, into
    /// items of its own.
    private func layer() -> GraphicsContext {
        var layer = self
        layer.sink = CanvasItems()
        layer.opacity = 1
        layer.blendMode = .normal
        layer.filters = []
        return layer
    }

    // MARK: - Paths

    /// Fills `path` (user space) with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record([.fill(path, shading.paint(in: path.boundingRect, environment: environment), style)])
    }

    /// Strokes `path` (user space) with `shading` and `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record([.stroke(path, shading.paint(in: path.boundingRect, environment: environment), style)])
    }

    /// Strokes `path` (user space) with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: - Recording

    /// Adds one drawing operation's items, wrapped in the state in force (see the top of
    /// the file). `transformed` is false for items already in canvas coordinates.
    func record(_ items: [DisplayList.Item], transformed: Bool = true) {
        guard !items.isEmpty, canvas.admitsOperation() else { return }
        let t = transform
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite else {
            return Diagnostics.warnOnce("GraphicsContext.transform \(t) is not finite; what is drawn with it is not drawn.")
        }
        guard !opacity.isNaN else {
            return Diagnostics.warnOnce("GraphicsContext.opacity is NaN; what is drawn with it is not drawn.")
        }
        var effects = clips
        if blendMode != .normal { effects.append(.blend(blendMode)) }
        if opacity < 1 { effects.append(.opacity(Swift.max(opacity, 0))) }
        effects += filters.reversed()
        if transformed, !transform.isIdentity { effects.append(.transform(transform)) }
        sink.items.reserveCapacity(sink.items.count + items.count + 2 * effects.count)
        for effect in effects { sink.items.append(.begin(effect)) }
        sink.items += items
        sink.items += repeatElement(.end, count: effects.count)
    }
}

/// What one canvas shares among its contexts and layers while its renderer runs.
@MainActor
final class CanvasDrawing {
    /// The symbols, by tag, drawn in their own coordinates.
    let symbols: [AnyHashable: GraphicsContext.ResolvedSymbol]
    /// Pixels per point, which views resolved for drawing snap to.
    let scale: CGFloat
    private var operations = 0

    /// The most drawing operations one canvas records (an estimate: a hundred
    /// thousand fills already take seconds to rasterize). Past it, operations are
    /// dropped with a warning, so a renderer looping without end costs what its loop
    /// costs, not what drawing it would.
    static let maximumOperations = 100_000

    init(symbols: [AnyHashable: GraphicsContext.ResolvedSymbol], scale: CGFloat) {
        self.symbols = symbols
        self.scale = scale
    }

    func admitsOperation() -> Bool {
        operations += 1
        guard operations > Self.maximumOperations else { return true }
        if operations == Self.maximumOperations + 1 {
            Diagnostics.warnOnce("A Canvas drew more than \(Self.maximumOperations) operations; the rest are not drawn.")
        }
        return false
    }
}

private func isFinite(_ rect: CGRect) -> Bool {
    rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
}

/// The items a context records into.
final class CanvasItems {
    var items: [DisplayList.Item] = []
}
