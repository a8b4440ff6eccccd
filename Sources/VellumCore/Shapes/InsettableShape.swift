import Foundation

/// A shape type that is able to inset itself to produce another shape.
///
/// `strokeBorder` is built on it: the shape inset by half the line width, stroked, so
/// the whole stroke lies inside the view's frame (where `stroke` centres it on the
/// outline and half of it falls outside).
///
/// ```swift
/// Circle().strokeBorder(.blue, lineWidth: 8)   // an 8-point ring inside the frame
/// ```
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// Returns the shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Traces the outline of this shape with a colour or style, inside its frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> _ShapeView<_StrokedShape<InsetShape>, S>
    {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    /// Traces the outline of this shape with a colour or style, inside its frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _ShapeView<_StrokedShape<InsetShape>, S>
    {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Traces the outline of this shape in the foreground style, inside its frame.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true)
        -> _ShapeView<_StrokedShape<InsetShape>, ForegroundStyle>
    {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
    }

    /// Traces the outline of this shape in the foreground style, inside its frame.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _ShapeView<_StrokedShape<InsetShape>, ForegroundStyle>
    {
        strokeBorder(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A built-in shape drawn in its rectangle made smaller by `amount` on every side (a
/// negative amount grows it). Rounded rectangles and capsules keep their corners
/// concentric: the radius shrinks by the same amount, as an inset stroke needs.
public struct _InsetShape<Base: Shape>: InsettableShape, LabeledShape {
    public var base: Base
    public var amount: CGFloat

    init(base: Base, amount: CGFloat) {
        self.base = base
        self.amount = amount.isFinite ? amount : 0
    }

    public func path(in rect: CGRect) -> Path {
        // An inset larger than half the rectangle leaves nothing, not a turned-out shape.
        let inner = CGRect(x: rect.minX + amount, y: rect.minY + amount,
                           width: Swift.max(rect.width - 2 * amount, 0), height: Swift.max(rect.height - 2 * amount, 0))
        if let rounded = base as? RoundedRectangle {
            let shrunk = CGSize(width: Swift.max(rounded.cornerSize.width - amount, 0),
                                height: Swift.max(rounded.cornerSize.height - amount, 0))
            return Path(roundedRect: inner, cornerSize: shrunk, style: rounded.style)
        }
        return base.path(in: inner)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

    public func inset(by more: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: amount + more)
    }

    var nodeLabel: String { "\(shapeLabel(base)).inset(by: \(formatLength(amount)))" }
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}
