import Foundation

// What each built-in view and effect lets an animation move when drawing. Layout
// modifiers (padding, frame, offset) need none: what they change is their subviews'
// frames, and frames animate on their own.

extension ShapeLeaf {
    /// The shape's own animatable data (a trimmed shape's ends, a custom shape's values)
    /// and the colour it is filled or stroked with.
    var animatableData: AnimatablePair<S.AnimatableData, Color.AnimatableData> {
        get { AnimatablePair(shape.animatableData, style.colorData(in: environment.colorScheme)) }
        set {
            shape.animatableData = newValue.first
            style.setColorData(newValue.second, in: environment.colorScheme)
        }
    }
}

extension FillLeaf {
    /// A colour fill's components.
    var animatableData: Color.AnimatableData {
        get { style.colorData(in: environment.colorScheme) }
        set { style.setColorData(newValue, in: environment.colorScheme) }
    }
}

extension AnyShapeStyle {
    /// A colour style's components as `scheme` shows them; other styles (gradients, the
    /// foreground style) do not animate and read as zero.
    ///
    /// In dark mode a system colour moves between its dark values: an in-between colour
    /// is fixed, so it would otherwise draw the target's dark value at once.
    func colorData(in scheme: ColorScheme) -> Color.AnimatableData {
        guard let color = base as? Color else { return .zero }
        return (scheme == .dark ? color.resolved(in: .dark) : color).animatableData
    }

    /// Sets a colour style's components, as `scheme` shows them.
    mutating func setColorData(_ data: Color.AnimatableData, in scheme: ColorScheme) {
        guard var color = base as? Color else { return }
        if scheme == .dark { color = color.resolved(in: .dark) }
        color.animatableData = data
        self = AnyShapeStyle(color)
    }
}

extension _OpacityEffect {
    public var animatableData: Double {
        get { opacity }
        set { opacity = newValue }
    }
}

extension _TransformEffect {
    /// A rotation's angle, or a scale's factors; a matrix does not animate.
    public var animatableData: AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>> {
        get {
            switch kind {
            case .rotation(let angle): AnimatablePair(angle.radians, .zero)
            case .scale(let s): AnimatablePair(0, AnimatablePair(s.width, s.height))
            case .matrix: .zero
            }
        }
        set {
            switch kind {
            case .rotation: kind = .rotation(.radians(newValue.first))
            case .scale: kind = .scale(CGSize(width: newValue.second.first, height: newValue.second.second))
            case .matrix: break
            }
        }
    }
}

extension _Rotation3DEffect {
    /// The angle, the axis, the anchor's depth and the perspective, so a card flip turns
    /// through every angle between (the anchor does not animate).
    public var animatableData: AnimatablePair<Double, AnimatablePair<AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>,
                                                                      AnimatablePair<CGFloat, CGFloat>>> {
        get {
            AnimatablePair(angle.radians, AnimatablePair(AnimatablePair(axis.x, AnimatablePair(axis.y, axis.z)),
                                                         AnimatablePair(anchorZ, perspective)))
        }
        set {
            angle = .radians(newValue.first)
            axis = (newValue.second.first.first, newValue.second.first.second.first, newValue.second.first.second.second)
            (anchorZ, perspective) = (newValue.second.second.first, newValue.second.second.second)
        }
    }
}

extension _BlurEffect {
    public var animatableData: CGFloat {
        get { radius }
        set { radius = newValue }
    }
}

extension _ShadowEffect {
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGSize.AnimatableData, Color.AnimatableData>> {
        get { AnimatablePair(radius, AnimatablePair(offset.animatableData, color.animatableData)) }
        set {
            radius = newValue.first
            offset.animatableData = newValue.second.first
            color.animatableData = newValue.second.second
        }
    }
}

extension _TrimmedShape {
    /// The trim's ends, then the trimmed shape's own data: a progress ring animates.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, S.AnimatableData> {
        get { AnimatablePair(AnimatablePair(startFraction, endFraction), shape.animatableData) }
        set {
            (startFraction, endFraction) = (newValue.first.first, newValue.first.second)
            shape.animatableData = newValue.second
        }
    }
}

extension _StrokedShape {
    /// The outlined shape's data, then the line width.
    public var animatableData: AnimatablePair<S.AnimatableData, CGFloat> {
        get { AnimatablePair(shape.animatableData, style.lineWidth) }
        set {
            shape.animatableData = newValue.first
            style.lineWidth = newValue.second
        }
    }
}
