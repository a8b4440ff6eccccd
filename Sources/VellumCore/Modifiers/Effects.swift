import Foundation

/// A modifier that changes how its content is drawn but not its layout: the child
/// sits exactly in the modifier's frame and keeps its guides.
public protocol _DrawingEffect: _UnaryLayout {}

extension _DrawingEffect {
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

/// A drawing effect computed from the frame it draws in, so a modifier and the same
/// step inside `visualEffect` share one implementation.
protocol FrameEffect: Sendable {
    /// Adds `content`, drawn with the effect, for a view whose frame is `frame`.
    @MainActor
    func draw(in frame: CGRect, into list: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void)
}

extension BuiltInLayout where Self: FrameEffect {
    func draw(node: LayoutNode, into list: inout DisplayListBuilder) {
        draw(in: node.frame, into: &list) { node.drawChildren(into: &$0) }
    }
}

extension DisplayListBuilder {
    /// Wraps what `body` adds in `transform`, which acts in coordinates whose origin is
    /// `origin` (in window coordinates). An affine result stays a `.transform`, exact
    /// and vector in PDF and SVG; only true perspective becomes a `.projection`.
    mutating func transform(_ transform: ProjectionTransform, about origin: CGPoint,
                            _ body: (inout DisplayListBuilder) -> Void) {
        if transform.isIdentity { return body(&self) }
        let window = ProjectionTransform(CGAffineTransform(translationX: -origin.x, y: -origin.y))
            .concatenating(transform)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: origin.x, y: origin.y)))
        group(window.isAffine ? .transform(window.affine) : .projection(window), body)
    }
}

public struct _OpacityEffect: _DrawingEffect, BuiltInLayout, FrameEffect {
    public var opacity: Double

    public init(opacity: Double) { self.opacity = opacity }

    func draw(in frame: CGRect, into list: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        if opacity >= 1 { return content(&list) }
        list.group(.opacity(opacity), content)
    }

    var nodeLabel: String { "opacity(\(formatLength(opacity)))" }
}

/// `.hidden()`: the view keeps its place in layout but draws nothing and takes no taps.
public struct _HiddenModifier: _DrawingEffect, BuiltInLayout {
    func draw(node: LayoutNode, into list: inout DisplayListBuilder) {}

    var nodeLabel: String { "hidden" }

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes += content.wrapEach(inputs, in: modifier).map { node in
            node.allowsHitTesting = false
            return node
        }
    }
}

extension View {
    /// Hides this view unconditionally: it keeps its size and place, so the views around
    /// it do not move, but draws nothing and takes no taps.
    public func hidden() -> some View { modifier(_HiddenModifier()) }
}

/// Rotation or scale about an anchor of the view's frame, applied when drawing.
public struct _TransformEffect: _DrawingEffect, BuiltInLayout, FrameEffect {
    enum Kind: Equatable {
        case rotation(Angle)
        case scale(CGSize)
        case matrix(CGAffineTransform)
    }
    var kind: Kind
    let anchor: UnitPoint

    func draw(in frame: CGRect, into list: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        // Matrices act in the view's own coordinates (origin at its top-leading corner);
        // rotation and scale turn about the anchor.
        let (matrix, origin): (CGAffineTransform, CGPoint) = switch kind {
        case .rotation(let angle): (CGAffineTransform(rotationAngle: angle.radians), frame.point(at: anchor))
        case .scale(let s): (CGAffineTransform(scaleX: s.width, y: s.height), frame.point(at: anchor))
        case .matrix(let m): (m, frame.origin)
        }
        list.transform(ProjectionTransform(matrix), about: origin, content)
    }

    var nodeLabel: String {
        switch kind {
        case .rotation(let a): "rotationEffect(\(formatLength(a.degrees))°)"
        case .scale(let s): "scaleEffect(\(formatLength(s.width)), \(formatLength(s.height)))"
        case .matrix: "transformEffect"
        }
    }
}

/// Clips drawing to a shape in the view's frame.
public struct _ClipEffect<S: Shape>: _DrawingEffect, BuiltInLayout {
    static var clipsContent: Bool { true }
    let shape: S
    let style: FillStyle

    func draw(node: LayoutNode, into list: inout DisplayListBuilder) {
        let path = shape.path(placedIn: list.grid.snap(node.frame))
        list.group(.clip(path, style)) { node.drawChildren(into: &$0) }
    }

    var nodeLabel: String { "clipShape(\(shapeLabel(shape)))" }
}

public struct _ShadowEffect: _DrawingEffect, BuiltInLayout {
    var color: Color
    var radius: CGFloat
    var offset: CGSize

    func draw(node: LayoutNode, into list: inout DisplayListBuilder) {
        list.group(.shadow(color: color, radius: radius, offset: offset)) { node.drawChildren(into: &$0) }
    }

    var nodeLabel: String { "shadow(radius: \(formatLength(radius)))" }
}

public struct _BlurEffect: _DrawingEffect, BuiltInLayout, FrameEffect {
    var radius: CGFloat
    let isOpaque: Bool

    func draw(in frame: CGRect, into list: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        guard radius > 0 else { return content(&list) }
        if isOpaque {
            // An opaque blur keeps the edges hard: blur inside a clip to the frame.
            list.group(.clip(Path(list.grid.snap(frame)), FillStyle())) { inner in
                inner.group(.blur(radius: radius), content)
            }
        } else {
            list.group(.blur(radius: radius), content)
        }
    }

    var nodeLabel: String { "blur(radius: \(formatLength(radius)))" }
}

/// Effects clamp their inputs: a non-finite number would make a picture silently wrong.
@MainActor
func finite(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat {
    guard v.isFinite else {
        Diagnostics.warn("Invalid effect value \(v) (not finite); using \(formatLength(fallback)).")
        return fallback
    }
    return v
}

extension View {
    /// Sets the transparency of this view (drawn with rendering; layout is unchanged).
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _OpacityEffect> {
        modifier(_OpacityEffect(opacity: opacity.isNaN ? 1 : Swift.min(Swift.max(opacity, 0), 1)))
    }

    /// Rotates the drawing about `anchor`; layout is unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _TransformEffect> {
        modifier(_TransformEffect(kind: .rotation(Angle(radians: finite(angle.radians, 0))), anchor: anchor))
    }

    /// Scales the drawing about `anchor`; layout is unchanged.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _TransformEffect> {
        modifier(_TransformEffect(kind: .scale(CGSize(width: finite(scale.width, 1), height: finite(scale.height, 1))), anchor: anchor))
    }

    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _TransformEffect> {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, _TransformEffect> {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Applies a transform in the view's own coordinates when drawing.
    public func transformEffect(_ transform: CGAffineTransform) -> ModifiedContent<Self, _TransformEffect> {
        modifier(_TransformEffect(kind: .matrix(transform), anchor: .topLeading))
    }

    /// Clips the drawing to `shape` in the view's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _ClipEffect<S>> {
        modifier(_ClipEffect(shape: shape, style: style))
    }

    /// Clips the drawing to the view's frame.
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _ClipEffect<Rectangle>> {
        clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
    }

    /// Clips the drawing to a rounded rectangle with circular corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _ClipEffect<RoundedRectangle>> {
        clipShape(RoundedRectangle(cornerRadius: Swift.max(finite(radius, 0), 0), style: .circular),
                  style: FillStyle(antialiased: antialiased))
    }

    /// Draws a blurred copy of the view beneath it. The default colour is SwiftUI's:
    /// black at 33% opacity.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _ShadowEffect> {
        modifier(_ShadowEffect(color: color, radius: Swift.max(finite(radius, 0), 0),
                               offset: CGSize(width: finite(x, 0), height: finite(y, 0))))
    }

    /// Gaussian-blurs the drawing; `opaque` keeps the edges hard.
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _BlurEffect> {
        modifier(_BlurEffect(radius: Swift.max(finite(radius, 0), 0), isOpaque: opaque))
    }

    /// Masks the view with the alpha of `mask`, laid out as an overlay.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
        -> ModifiedContent<Self, _SecondaryViewModifier<Mask>>
    {
        modifier(_SecondaryViewModifier(kind: .mask, alignment: alignment, secondary: mask()))
    }
}
