import Foundation

/// A proxy for access to the size and coordinate space of the container view, handed
/// to a `GeometryReader`'s content once the reader is placed.
@MainActor @preconcurrency
public struct GeometryProxy {
    /// The reader's frame in window coordinates.
    let frameInWindow: CGRect
    let namedSpaces: [AnyHashable: CoordinateSpaceOrigin]
    let safeArea: SafeAreaScope?
    let layoutDirection: LayoutDirection

    init(frame: CGRect, environment: EnvironmentValues) {
        frameInWindow = frame
        namedSpaces = environment.namedCoordinateSpaces
        safeArea = environment.safeAreaScope
        layoutDirection = environment.layoutDirection
    }

    /// The size of the container view: the reader's own size.
    public var size: CGSize { frameInWindow.size }

    /// The safe-area insets that reach the reader: the depth of the unsafe band beyond
    /// each edge the reader touches (or extends into); zero on edges short of the safe
    /// area. See `SafeAreaGeometry`.
    public var safeAreaInsets: EdgeInsets {
        safeArea?.geometry?.insets(reaching: frameInWindow, layoutDirection: layoutDirection) ?? EdgeInsets()
    }

    /// The reader's frame in `coordinateSpace`: `.local` is `(0, 0, size)`, `.global`
    /// the window, `.named(name)` relative to that space's top-leading corner. Offsets
    /// applied above the reader are included. An unknown name measures in the window.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return frameInWindow
        case .named(let name):
            guard let origin = origin(of: name) else { return frameInWindow }
            return frameInWindow.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// The reader's frame in `coordinateSpace` (iOS 17).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the named space, in the reader's own coordinates; nil if no
    /// enclosing view has that name.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = namedSpaces[coordinateSpace.name]?.frame else { return nil }
        return space.offsetBy(dx: -frameInWindow.minX, dy: -frameInWindow.minY)
    }

    /// The value of `anchor` in the reader's own coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.value(relativeTo: frameInWindow.origin)
    }

    private func origin(of name: AnyHashable) -> CGPoint? {
        guard let frame = namedSpaces[name]?.frame else {
            Diagnostics.warnOnce("No coordinate space named \(name.base) encloses this GeometryReader; measuring in the window's space. Mark an ancestor with .coordinateSpace(name: \(name.base)).")
            return nil
        }
        return frame.origin
    }
}
