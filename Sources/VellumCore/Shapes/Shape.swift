import Foundation

/// A 2D shape that you can use when drawing a view.
///
/// A shape used as a view fills what it is proposed (`nil` axes become 10) unless it
/// overrides `sizeThatFits(_:)`, as `Circle` does. As in SwiftUI, `path(in:)` is asked
/// for the shape in its own coordinates, `CGRect(origin: .zero, size: size)`, and the
/// path is drawn moved to where the view was placed; so a shape may draw from (0, 0) or
/// use only `rect.size`.
@MainActor @preconcurrency
public protocol Shape: Animatable, View, Sendable {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
    /// The size of the shape for a proposal.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.nodes.append(inputs.makeLeaf(ShapeLeaf(
            shape: view, label: shapeLabel(view), style: AnyShapeStyle(ForegroundStyle()),
            fillStyle: FillStyle(), environment: inputs.environment)))
    }

    /// Fills this shape with a colour or style.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Traces the outline of this shape with a colour or style.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<_StrokedShape<Self>, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(shape: _StrokedShape(shape: self, style: style), style: content)
    }

    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<_StrokedShape<Self>, ForegroundStyle> {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }

    public func stroke(style: StrokeStyle) -> _ShapeView<_StrokedShape<Self>, ForegroundStyle> {
        stroke(ForegroundStyle(), style: style)
    }
}

extension Shape {
    /// The shape for a view placed at `frame` (window coordinates): asked in its own
    /// coordinates, then moved to the frame's origin.
    func path(placedIn frame: CGRect) -> Path {
        path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
    }
}

/// A built-in shape that names itself in layout dumps as it is written in SwiftUI
/// (`RoundedRectangle(cornerRadius: 8)`); other shapes go by their type's name.
@MainActor
protocol LabeledShape {
    var nodeLabel: String { get }
}

@MainActor
func shapeLabel<S: Shape>(_ shape: S) -> String {
    (shape as? LabeledShape)?.nodeLabel ?? String(describing: S.self)
}

/// Sizes a shape with the shape's own `sizeThatFits`, and fills or strokes its path.
struct ShapeLeaf<S: Shape>: LeafLayout {
    var shape: S
    let label: String
    var style: AnyShapeStyle
    let fillStyle: FillStyle
    let environment: EnvironmentValues

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    func draw(in frame: CGRect, proposal: ProposedViewSize, into list: inout DisplayListBuilder) {
        let path = shape.path(placedIn: frame)
        let paint = style._paint(in: frame, environment: environment)
        if let stroked = shape as? StrokedShape {
            list.append(.stroke(path, paint, stroked.strokeStyle))
        } else {
            list.append(.fill(path, paint, fillStyle))
        }
    }
}

/// A shape drawn as its outline.
protocol StrokedShape {
    var strokeStyle: StrokeStyle { get }
}

/// A shape filled or stroked with a style.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: _PrimitiveView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let label = "\(shapeLabel(view.shape)) fill \(styleLabel(view.style))"
        list.nodes.append(inputs.makeLeaf(ShapeLeaf(
            shape: view.shape, label: label, style: AnyShapeStyle(view.style),
            fillStyle: view.fillStyle, environment: inputs.environment)))
    }
}

func styleLabel(_ style: any ShapeStyle) -> String {
    switch style {
    case let color as Color: return color.description
    case let any as AnyShapeStyle: return styleLabel(any.base)
    case is ForegroundStyle: return ".foreground"
    case let level as HierarchicalShapeStyle: return "." + level.name
    default: return String(describing: type(of: style))
    }
}

/// A shape's outline traced with a stroke style. It has the size of the shape it strokes;
/// the stroke is centred on the outline and may draw outside the frame.
public struct _StrokedShape<S: Shape>: Shape, LabeledShape, StrokedShape {
    public var shape: S
    public var style: StrokeStyle

    public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    nonisolated var strokeStyle: StrokeStyle { style }
    var nodeLabel: String { "\(shapeLabel(shape)) stroke(lineWidth: \(formatLength(style.lineWidth)))" }
}

/// A style for rasterizing vector shapes.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// The characteristics of a stroke that traces a path.
public struct StrokeStyle: Equatable, Sendable {
    public enum LineCap: Sendable, Hashable { case butt, round, square }
    public enum LineJoin: Sendable, Hashable { case miter, round, bevel }

    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

// MARK: - Built-in shapes

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, LabeledShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

    var nodeLabel: String { "RoundedRectangle(cornerRadius: \(formatLength(cornerSize.width)))" }
}

/// A capsule: a rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .circular) { self.style = style }

    public func path(in rect: CGRect) -> Path {
        let radius = Swift.min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }
}

/// An ellipse inscribed in the frame of the view containing it.
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A circle centred on the frame of the view containing it.
///
/// A circle is as wide as it is tall: for a proposal it answers a square whose side is
/// the smaller of the proposed width and height (`nil` axes count as 10).
public struct Circle: Shape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = Swift.min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = Swift.min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
}
