import Foundation

/// A set of kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The area the container (window, bars, `safeAreaInset`) keeps clear.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area the software keyboard covers. Vellum shows no keyboard: it is empty.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The safe area around a view, in window coordinates (spec section 7).
///
/// `safe` is the rectangle content is placed in; `outer` is how far the unsafe band
/// beyond each of its edges reaches (the window's edge, or a `safeAreaInset` bar's far
/// side). A view whose edge is at or beyond an edge of `safe` is *reached* by that
/// edge's band: it may grow to the band's outer edge (`ignoresSafeArea`), and a
/// `GeometryProxy` inside it reports the band's depth as its inset. A view short of
/// the safe edge (padded in, or in the middle of a stack) is not reached.
struct SafeAreaGeometry: Equatable {
    var safe: CGRect
    var outer: CGRect

    /// Touching is decided to a thousandth of a point, so 20.333… lengths still touch.
    private static let tolerance: CGFloat = 0.001

    /// The edges of `safe` that `frame` touches or crosses.
    func reachedEdges(by frame: CGRect) -> (top: Bool, left: Bool, bottom: Bool, right: Bool) {
        let t = Self.tolerance
        return (frame.minY <= safe.minY + t, frame.minX <= safe.minX + t,
                frame.maxY >= safe.maxY - t, frame.maxX >= safe.maxX - t)
    }

    /// The depth of each band that reaches `frame`: what `GeometryProxy.safeAreaInsets`
    /// reports, the same whether or not the view already extends into the band.
    func insets(reaching frame: CGRect, layoutDirection: LayoutDirection) -> EdgeInsets {
        let r = reachedEdges(by: frame)
        return absolute(top: r.top ? safe.minY - outer.minY : 0,
                        left: r.left ? safe.minX - outer.minX : 0,
                        bottom: r.bottom ? outer.maxY - safe.maxY : 0,
                        right: r.right ? outer.maxX - safe.maxX : 0,
                        layoutDirection: layoutDirection)
    }

    /// How far `frame` can still grow into each band that reaches it: what
    /// `ignoresSafeArea` adds. A view already at the outer edge has nothing left.
    func growth(for frame: CGRect, layoutDirection: LayoutDirection) -> EdgeInsets {
        let r = reachedEdges(by: frame)
        return absolute(top: r.top ? frame.minY - outer.minY : 0,
                        left: r.left ? frame.minX - outer.minX : 0,
                        bottom: r.bottom ? outer.maxY - frame.maxY : 0,
                        right: r.right ? outer.maxX - frame.maxX : 0,
                        layoutDirection: layoutDirection)
    }

    private func absolute(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat,
                          layoutDirection: LayoutDirection) -> EdgeInsets {
        let rtl = layoutDirection == .rightToLeft
        return EdgeInsets(top: max(0, top), leading: max(0, rtl ? right : left),
                          bottom: max(0, bottom), trailing: max(0, rtl ? left : right))
    }
}

extension SafeAreaGeometry {
    /// The window's safe area: `insets` inside `window`.
    init(window: CGRect, insets: EdgeInsets) {
        let safe = CGRect(x: window.minX + insets.leading, y: window.minY + insets.top,
                          width: max(0, window.width - insets.leading - insets.trailing),
                          height: max(0, window.height - insets.top - insets.bottom))
        self.init(safe: safe, outer: window)
    }

    /// The safe area of a `safeAreaInset` / `safeAreaPadding` primary placed at
    /// `primary` in the modifier at `modifier`, inside `base` (nil: no safe area around
    /// it). The primary's frame becomes the safe edge on `edges`; the band beyond keeps
    /// the base's outer edge if the modifier reaches it, else ends at the modifier.
    static func movingIn(_ edges: Edge.Set, of base: SafeAreaGeometry?, modifier: CGRect, primary: CGRect,
                         layoutDirection: LayoutDirection) -> SafeAreaGeometry {
        let base = base ?? SafeAreaGeometry(safe: modifier, outer: modifier)
        let reached = base.reachedEdges(by: modifier)
        // Absolute edges; horizontal ones follow the layout direction.
        let rtl = layoutDirection == .rightToLeft
        let left: Edge = rtl ? .trailing : .leading, right: Edge = rtl ? .leading : .trailing
        var safe = base.safe, outer = base.outer
        func edge(_ e: Edge, _ primaryEdge: CGFloat, _ modifierEdge: CGFloat, _ baseOuter: CGFloat, touched: Bool,
                  set: (inout CGRect, CGFloat) -> Void) {
            guard edges.contains(Edge.Set(e)) else { return }
            set(&safe, primaryEdge)
            set(&outer, touched ? baseOuter : modifierEdge)
        }
        edge(.top, primary.minY, modifier.minY, base.outer.minY, touched: reached.top) { r, v in r.setMinY(v) }
        edge(.bottom, primary.maxY, modifier.maxY, base.outer.maxY, touched: reached.bottom) { r, v in r.setMaxY(v) }
        edge(left, primary.minX, modifier.minX, base.outer.minX, touched: reached.left) { r, v in r.setMinX(v) }
        edge(right, primary.maxX, modifier.maxX, base.outer.maxX, touched: reached.right) { r, v in r.setMaxX(v) }
        return SafeAreaGeometry(safe: safe, outer: outer)
    }
}

private extension CGRect {
    mutating func setMinX(_ v: CGFloat) { self = CGRect(x: v, y: minY, width: maxX - v, height: height) }
    mutating func setMaxX(_ v: CGFloat) { self = CGRect(x: minX, y: minY, width: v - minX, height: height) }
    mutating func setMinY(_ v: CGFloat) { self = CGRect(x: minX, y: v, width: width, height: maxY - v) }
    mutating func setMaxY(_ v: CGFloat) { self = CGRect(x: minX, y: minY, width: width, height: v - minY) }
}

private struct HasSafeAreaKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether views here sit in a safe area (a window with insets, or the primary of a
    /// `safeAreaInset`): a value, so that views can skip what extends into it when there
    /// is none. Where the safe area is comes with placement (`PlacementContext`).
    var hasSafeArea: Bool {
        get { self[HasSafeAreaKey.self] }
        set { self[HasSafeAreaKey.self] = newValue }
    }
}

extension SafeAreaGeometry {
    /// `frame` grown on `edges` into the safe-area bands that reach it: where a list or a
    /// scroll view draws. On iOS these fill the screen under the bars and inset their
    /// content instead, so their background and scrolled content show in the bands.
    func drawingFrame(for frame: CGRect, edges: Edge.Set, layoutDirection: LayoutDirection) -> CGRect {
        let g = growth(for: frame, layoutDirection: layoutDirection)
        let rtl = layoutDirection == .rightToLeft
        let left = edges.contains(.leading) ? (rtl ? g.trailing : g.leading) : 0
        let right = edges.contains(.trailing) ? (rtl ? g.leading : g.trailing) : 0
        let top = edges.contains(.top) ? g.top : 0, bottom = edges.contains(.bottom) ? g.bottom : 0
        return CGRect(x: frame.minX - left, y: frame.minY - top,
                      width: frame.width + left + right, height: frame.height + top + bottom)
    }
}
