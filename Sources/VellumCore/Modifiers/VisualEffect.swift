import Foundation

/// Visual effects change the visual appearance of a view without changing its
/// ancestors or descendants, and never its layout (iOS 17).
///
/// They are built in `visualEffect(_:)` from `EmptyVisualEffect` with the modifiers
/// below, each the drawing of the view modifier of the same name, colour effects
/// (`brightness`, `contrast`, `saturation`, `grayscale`, `hueRotation`,
/// `colorMultiply`) included. Shader effects are not provided: Vellum has no shaders.
public protocol VisualEffect: Sendable {
    /// The effects, innermost first. Vellum's effects implement it.
    var _effects: [_VisualEffectStep] { get }
}

/// One effect of a `VisualEffect` chain.
public struct _VisualEffectStep: Sendable {
    let effect: any FrameEffect
}

/// The base visual effect that you apply additional effects to: draws as it is.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public var _effects: [_VisualEffectStep] { [] }
}

/// A chain of visual effects, innermost first.
public struct _VisualEffectChain: VisualEffect {
    public let _effects: [_VisualEffectStep]
}

extension VisualEffect {
    private func adding(_ effect: any FrameEffect) -> _VisualEffectChain {
        _VisualEffectChain(_effects: _effects + [_VisualEffectStep(effect: effect)])
    }

    /// Offsets the content by `offset` when drawn.
    public func offset(_ offset: CGSize) -> some VisualEffect {
        transformEffect(CGAffineTransform(translationX: offset.width, y: offset.height))
    }

    /// Offsets the content by `x` and `y` when drawn.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        offset(CGSize(width: x, height: y))
    }

    /// Scales the content about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(_TransformEffect(kind: .scale(scale), anchor: anchor))
    }

    /// Scales the content by `scale` in both directions about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Scales the content by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the content about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(_TransformEffect(kind: .rotation(angle), anchor: anchor))
    }

    /// Renders the content as if rotated in three dimensions; see `View.rotation3DEffect`.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        adding(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    /// Applies `transform` in the content's own coordinates.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        adding(_TransformEffect(kind: .matrix(transform), anchor: .topLeading))
    }

    /// Sets the content's opacity (clamped to 0…1).
    public func opacity(_ opacity: Double) -> some VisualEffect {
        adding(_OpacityEffect(opacity: opacity.isNaN ? 1 : Swift.min(Swift.max(opacity, 0), 1)))
    }

    /// Gaussian-blurs the content; `opaque` keeps the edges hard.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(_BlurEffect(radius: radius.isFinite ? Swift.max(radius, 0) : 0, isOpaque: opaque))
    }

    /// Brightens the content by adding `amount` to each colour component.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(_ColorEffect.brightness(amount)) }

    /// Sets the contrast of the content's colours about mid-grey.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(_ColorEffect.contrast(amount)) }

    /// Adjusts the saturation of the content's colours.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(_ColorEffect.saturation(amount)) }

    /// Removes the content's colour: 0 leaves it, 1 draws it in grey.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(_ColorEffect.grayscale(amount)) }

    /// Shifts the content's colours round the colour wheel by `angle`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(_ColorEffect.hueRotation(angle)) }

    /// Multiplies each pixel of the content by `color`.
    public func colorMultiply(_ color: Color) -> some VisualEffect {
        adding(_ColorEffect.colorMultiply(color))
    }
}

/// `.visualEffect(_:)`: effects computed at drawing time from the view's own geometry.
public struct _VisualEffectModifier<Effect: VisualEffect>: _DrawingEffect, BuiltInLayout {
    let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect

    func draw(node: LayoutNode, into list: inout DisplayListBuilder) {
        let proxy = GeometryProxy(frame: node.frame, context: node.placementContext, layoutDirection: node.layoutDirection)
        let steps = effect(EmptyVisualEffect(), proxy)._effects
        /// The outermost step wraps the rest, as the view modifiers would.
        func draw(_ steps: ArraySlice<_VisualEffectStep>, into list: inout DisplayListBuilder) {
            guard let outer = steps.last else { return node.drawChildren(into: &list) }
            outer.effect.draw(in: node.frame, into: &list) { draw(steps.dropLast(), into: &$0) }
        }
        draw(steps[...], into: &list)
    }

    var nodeLabel: String { "visualEffect" }
}

extension View {
    /// Applies effects to this view that read its own geometry, while its layout stays
    /// unchanged: the proxy gives the view's frame in `.local`, `.global`, a named space
    /// or `.scrollView`, so a scroll view's rows can fade or turn by their position.
    ///
    /// ```swift
    /// Card()
    ///     .visualEffect { content, proxy in
    ///         content.opacity(proxy.frame(in: .scrollView).minY < 0 ? 0.5 : 1)
    ///     }
    /// ```
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect)
        -> some View
    {
        modifier(_VisualEffectModifier(effect: effect))
    }
}
