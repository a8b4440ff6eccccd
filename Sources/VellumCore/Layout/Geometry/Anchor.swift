import Foundation

/// An opaque value derived from an anchor source and a particular view: a rectangle or
/// point of that view, convertible to any other view's coordinates with
/// `GeometryProxy`'s subscript.
///
/// ```swift
/// .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
/// // later, in a GeometryReader:
/// let rect = proxy[anchor]   // the view's bounds in the reader's coordinates
/// ```
///
/// Vellum keeps the value in window coordinates; frames here are never rotated or
/// scaled (effects are drawn, not laid out), so converting is a translation.
public struct Anchor<Value> {
    /// The value in window coordinates.
    let windowValue: Value
    /// Moves a value by a vector: how this kind of value changes coordinate space.
    let translate: @Sendable (Value, CGSize) -> Value

    /// The value in the coordinate space whose origin is at `origin` (window coordinates).
    func value(relativeTo origin: CGPoint) -> Value {
        translate(windowValue, CGSize(width: -origin.x, height: -origin.y))
    }

    /// A type-erased geometry value that produces an anchored value of a given type.
    public struct Source {
        /// Makes the anchor from the frame, in window coordinates, of the view it is
        /// attached to.
        let make: (CGRect) -> Anchor<Value>

        /// The anchor of the view whose frame in window coordinates is `frame`.
        ///
        /// This is what `anchorPreference` calls once the view is placed.
        func resolve(in frame: CGRect) -> Anchor<Value> { make(frame) }
    }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
    public static func == (a: Anchor, b: Anchor) -> Bool { a.windowValue == b.windowValue }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(windowValue) }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { frame in windowRect(frame) } }

    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in windowRect(r.offsetBy(dx: frame.minX, dy: frame.minY)) }
    }

    private static func windowRect(_ rect: CGRect) -> Anchor<CGRect> {
        Anchor<CGRect>(windowValue: rect, translate: { $0.offsetBy(dx: $1.width, dy: $1.height) })
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor<CGPoint>(windowValue: CGPoint(x: frame.minX + p.x, y: frame.minY + p.y), translate: movePoint)
        }
    }

    /// A unit point of the view's bounds: (0, 0) its top-leading corner, (1, 1) its
    /// bottom-trailing one.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor<CGPoint>(windowValue: frame.point(at: p), translate: movePoint)
        }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }

    private static func movePoint(_ p: CGPoint, _ by: CGSize) -> CGPoint {
        CGPoint(x: p.x + by.width, y: p.y + by.height)
    }
}

extension Anchor.Source {
    /// Anchors several values of one view together.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init { frame in
            let anchors = array.map { $0.resolve(in: frame) }
            let moves = anchors.map(\.translate)
            return Anchor<[T]>(windowValue: anchors.map(\.windowValue), translate: { values, by in
                zip(moves, values).map { move, value in move(value, by) }
            })
        }
    }

    /// Anchors an optional value.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init { frame in
            guard let resolved = anchor?.resolve(in: frame) else {
                return Anchor<T?>(windowValue: nil, translate: { value, _ in value })
            }
            let move = resolved.translate
            return Anchor<T?>(windowValue: resolved.windowValue, translate: { value, by in
                value.map { move($0, by) }
            })
        }
    }
}
