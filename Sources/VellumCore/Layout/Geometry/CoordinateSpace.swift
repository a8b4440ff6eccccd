import Foundation

/// A resolved coordinate space created by the coordinate space protocol.
///
/// Frames are reported relative to the top-leading corner of the space: `.local` is the
/// view itself, `.global` the window, `.named(name)` the frame of the nearest ancestor
/// marked `.coordinateSpace(name: name)`.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case global
    case local
    case named(AnyHashable)

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

/// A frame of reference within the layout system (iOS 17): `.local`, `.global`,
/// `.named(_:)`, or a scroll view's space.
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// The named coordinate space that `.coordinateSpace(.named(_:))` creates.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The window's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// A space named `name`, for `.coordinateSpace(_:)` and `frame(in:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

/// The name of the `.scrollView` spaces: the innermost scroll view (scrolling `axis`,
/// or either) as it shows on screen, so a view's `minY` in it falls as it scrolls up.
struct ScrollViewSpaceName: Hashable {
    let axis: Axis?
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The innermost enclosing scroll view's visible region (iOS 17).
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: ScrollViewSpaceName(axis: nil)) }

    /// The visible region of the innermost enclosing scroll view that scrolls `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: ScrollViewSpaceName(axis: axis))
    }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

// MARK: - Named spaces

/// `.coordinateSpace(name:)`: names the modified view's frame as a space its
/// descendants can measure themselves in. Layout is unchanged and no node is added;
/// when the content is several views (a `Group`), the space is the first one's frame.
public struct _CoordinateSpaceModifier: _PrimitiveViewModifier {
    let name: AnyHashable

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        let nodes = content.resolve(inputs)
        nodes.first?.coordinateSpaceName = modifier.name
        list.nodes += nodes
    }
}

extension View {
    /// Names this view's coordinate space, so that views inside it can ask for their
    /// frame in it with `frame(in: .named(name))`.
    public func coordinateSpace<T: Hashable>(name: T) -> ModifiedContent<Self, _CoordinateSpaceModifier> {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's coordinate space (iOS 17).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> ModifiedContent<Self, _CoordinateSpaceModifier> {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
}
