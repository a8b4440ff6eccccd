import Foundation

/// A proxy for access to the size and coordinate space of the container view, handed
/// to a `GeometryReader`'s content once the reader is placed.
///
/// It is a snapshot taken at that moment: the reader's frame, the frames of the named
/// spaces around it and its safe-area insets, all already placed by then.
@MainActor @preconcurrency
public struct GeometryProxy {
    /// The reader's frame in window coordinates.
    let frameInWindow: CGRect
    /// The frames of the enclosing named spaces, in window coordinates.
    let namedFrames: [AnyHashable: CGRect]
    /// What shows of the innermost scroll view scrolling each axis, in window
    /// coordinates: the `.scrollView` spaces.
    let scrollViewports: (horizontal: CGRect?, vertical: CGRect?)

    /// The safe-area insets that reach the reader: the depth of the unsafe band beyond
    /// each edge the reader touches (or extends into); zero on edges short of the safe
    /// area. See `SafeAreaGeometry`.
    public let safeAreaInsets: EdgeInsets

    init(frame: CGRect, context: PlacementContext, layoutDirection: LayoutDirection) {
        frameInWindow = frame
        namedFrames = context.namedSpaces
        scrollViewports = (context.viewport(along: .horizontal), context.viewport(along: .vertical))
        safeAreaInsets = context.safeArea?.insets(reaching: frame, layoutDirection: layoutDirection) ?? EdgeInsets()
    }

    /// The size of the container view: the reader's own size.
    public var size: CGSize { frameInWindow.size }

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
        guard let space = frame(ofSpace: coordinateSpace.name) else { return nil }
        return space.offsetBy(dx: -frameInWindow.minX, dy: -frameInWindow.minY)
    }

    /// The value of `anchor` in the reader's own coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.value(relativeTo: frameInWindow.origin)
    }

    private func origin(of name: AnyHashable) -> CGPoint? {
        if let frame = frame(ofSpace: name) { return frame.origin }
        if name.base is ScrollViewSpaceName {
            Diagnostics.warnOnce("No scroll view encloses this view; .scrollView measures in the window's space.")
        } else {
            Diagnostics.warnOnce("No coordinate space named \(name.base) encloses this GeometryReader; measuring in the window's space. Mark an ancestor with .coordinateSpace(name: \(name.base)).")
        }
        return nil
    }

    /// The window frame of the space named `name`: a named ancestor's, or what shows of
    /// the innermost scroll view for `.scrollView`.
    private func frame(ofSpace name: AnyHashable) -> CGRect? {
        guard let scroll = name.base as? ScrollViewSpaceName else { return namedFrames[name] }
        switch scroll.axis {
        case .horizontal: return scrollViewports.horizontal
        case .vertical: return scrollViewports.vertical
        case nil: return scrollViewports.vertical ?? scrollViewports.horizontal
        }
    }
}
