import Foundation

/// `.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: the view's drawing turned
/// in 3D about an axis through `anchor` (at depth `anchorZ`) and projected back onto
/// its plane with perspective. Layout is unchanged.
///
/// The matrix is SwiftUI's, as OpenSwiftUI's `_Rotation3DEffect.Data.transform` and
/// DanceUI's `_Rotation3DEffect.effectValue(size:)` build it: move the anchor to the
/// origin, rotate with `CATransform3DRotate`, project with
/// `m34 = -perspective / max(width, height)`, move back. So the default perspective
/// puts the eye one view-length in front of the view, and `perspective: 0` is a flat
/// (orthographic) turn. About x or y, 90° turns the view edge-on (nothing shows) and
/// 180° shows it mirrored; drawing goes through a raster image then (see
/// `DisplayList.Effect.projection`). A turn about z alone stays an exact affine
/// transform. Right-to-left layout does not mirror the rotation (SwiftUI flips it).
public struct _Rotation3DEffect: _DrawingEffect, BuiltInLayout, FrameEffect {
    public var angle: Angle
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var anchor: UnitPoint
    public var anchorZ: CGFloat
    public var perspective: CGFloat

    public init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                anchorZ: CGFloat = 0, perspective: CGFloat = 1) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    /// The projection in the view's own coordinates, for a view of `size`.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let length = Swift.max(size.width, size.height)
        var projection = CATransform3DIdentity
        projection.m34 = length > 0 ? -perspective / length : 0
        let (ax, ay) = (anchor.x * size.width, anchor.y * size.height)
        let turned = CATransform3DRotate(
            CATransform3DConcat(projection, CATransform3DMakeTranslation(ax, ay, anchorZ)),
            angle.radians, axis.x, axis.y, axis.z)
        return ProjectionTransform(CATransform3DTranslate(turned, -ax, -ay, -anchorZ))
    }

    func draw(in frame: CGRect, into list: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        list.transform(effectValue(size: frame.size), about: frame.origin, content)
    }

    var nodeLabel: String {
        "rotation3DEffect(\(formatLength(angle.degrees))°, axis: (\(formatLength(axis.x)), \(formatLength(axis.y)), \(formatLength(axis.z))))"
    }
}

/// `.projectionEffect(_:)`: the view's drawing mapped through a projective transform
/// in its own coordinates (origin at its top-leading corner). Layout is unchanged.
public struct _ProjectionEffect: _DrawingEffect, BuiltInLayout, FrameEffect {
    public var transform: ProjectionTransform

    public init(transform: ProjectionTransform) { self.transform = transform }

    func draw(in frame: CGRect, into list: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        list.transform(transform, about: frame.origin, content)
    }

    var nodeLabel: String { "projectionEffect" }
}

extension View {
    /// Renders the view's content as if rotated in three dimensions about `axis`,
    /// projected back onto the view's plane with perspective. Layout is unchanged.
    ///
    /// ```swift
    /// Text("Rotation by passing an angle in degrees")
    ///     .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
    /// ```
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> ModifiedContent<Self, _Rotation3DEffect> {
        modifier(_Rotation3DEffect.checked(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    /// Applies a projection transformation to the view's drawing, in its own
    /// coordinates. Layout is unchanged; a transform with no inverse draws nothing.
    public func projectionEffect(_ transform: ProjectionTransform) -> ModifiedContent<Self, _ProjectionEffect> {
        modifier(_ProjectionEffect(transform: transform))
    }
}

extension _Rotation3DEffect {
    /// The effect with non-finite inputs replaced (warned) by neutral values.
    @MainActor
    static func checked(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint,
                        anchorZ: CGFloat, perspective: CGFloat) -> _Rotation3DEffect {
        _Rotation3DEffect(angle: Angle(radians: finite(angle.radians, 0)),
                          axis: (finite(axis.x, 0), finite(axis.y, 0), finite(axis.z, 0)), anchor: anchor,
                          anchorZ: finite(anchorZ, 0), perspective: finite(perspective, 1))
    }
}
