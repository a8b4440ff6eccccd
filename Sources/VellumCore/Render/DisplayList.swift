import Foundation

/// What a laid-out view tree draws: a flat list of renderer-neutral commands in window
/// coordinates (points), in painting order.
///
/// Groups nest: `.begin(effect)` applies an effect (opacity, transform, clip, shadow,
/// blur, mask) to every item up to its matching `.end`. Leaf geometry is already snapped
/// to the pixel grid of `scale` (spec section 9), so a renderer only multiplies by it.
public struct DisplayList: Equatable, Sendable {
    /// The canvas, in points.
    public var size: CGSize
    /// Pixels per point the geometry was snapped for.
    public var scale: CGFloat
    public var items: [Item]

    public init(size: CGSize, scale: CGFloat, items: [Item] = []) {
        self.size = size
        self.scale = scale
        self.items = items
    }

    public enum Item: Equatable, Sendable {
        case fill(Path, Paint, FillStyle)
        case stroke(Path, Paint, StrokeStyle)
        /// A shaped glyph run whose line origin (left end, on the baseline) is `origin`.
        case glyphs(GlyphRun, origin: CGPoint, paint: Paint)
        /// A bitmap stretched into `rect`.
        case image(ImageBitmap, rect: CGRect, interpolation: Image.Interpolation)
        case begin(Effect)
        case end
    }

    public enum Effect: Equatable, Sendable {
        /// Draws the group, then multiplies its alpha by `opacity`.
        case opacity(Double)
        /// Transforms the group's window coordinates.
        case transform(CGAffineTransform)
        /// Maps the group's window coordinates through a perspective transform (never an
        /// affine one, which is a `.transform`); points behind the viewer are not drawn.
        case projection(ProjectionTransform)
        /// Clips the group to a path (window coordinates).
        case clip(Path, FillStyle)
        /// Draws a blurred, offset copy of the group in `color` beneath it.
        case shadow(color: Color, radius: CGFloat, offset: CGSize)
        /// Gaussian-blurs the group.
        case blur(radius: CGFloat)
        /// Multiplies the group's alpha by the alpha of the mask's drawing.
        case mask([Item])
        /// Composites each item of the group (each opacity group as a whole) onto what
        /// lies beneath with `mode` instead of normal source-over.
        case blend(GraphicsContext.BlendMode)
        /// Passes the group's straight RGBA pixels through a colour matrix.
        case colorMatrix(ColorMatrix)
        /// Multiplies the group's pixels by a colour: a colour matrix, kept apart so
        /// the colour follows the colour scheme as fills do.
        case colorMultiply(Color)
    }

    /// How a region is coloured, with gradient geometry in window coordinates.
    public enum Paint: Equatable, Sendable {
        case color(Color)
        case linearGradient(Gradient, start: CGPoint, end: CGPoint)
        case radialGradient(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// A conic sweep from `startAngle` to `endAngle` (clockwise on screen, 0 pointing right).
        case angularGradient(Gradient, center: CGPoint, startAngle: Angle, endAngle: Angle)
        /// A material: what is already drawn beneath, blurred by `blurRadius` (points,
        /// a Gaussian's standard deviation), its saturation multiplied by
        /// `saturation`, under `tint`. Where nothing can be read beneath (PDF, SVG),
        /// the tint alone.
        case material(blurRadius: CGFloat, saturation: Double, tint: Color)
    }
}

/// Snaps geometry to the pixel grid (spec section 9).
public struct PixelGrid: Sendable {
    /// Points per pixel.
    public let pixel: CGFloat

    public init(scale: CGFloat) {
        pixel = 1 / (scale.isFinite && scale > 0 ? scale : 1)
    }

    /// `floor((v + p/2) / p) · p`: to the nearest pixel, halves rounding up.
    public func round(_ v: CGFloat) -> CGFloat {
        guard v.isFinite else { return v }
        return ((v + pixel / 2) / pixel).rounded(.down) * pixel
    }

    /// A leaf's frame: origin and far edge rounded, so adjacent views still abut.
    public func snap(_ rect: CGRect) -> CGRect {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return rect }
        let x = round(rect.minX), y = round(rect.minY)
        let w = ((round(rect.maxX) - x) / pixel).rounded() * pixel
        let h = ((round(rect.maxY) - y) / pixel).rounded() * pixel
        return CGRect(x: x, y: y, width: w, height: h)
    }
}
