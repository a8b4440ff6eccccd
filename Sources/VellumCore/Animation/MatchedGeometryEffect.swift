import Foundation

/// A dynamic property that gives a view a namespace for `matchedGeometryEffect` ids: the
/// same for the view's identity across updates, different for every other view.
///
/// ```swift
/// struct Cards: View {
///     @Namespace private var cards
///     @State private var isOpen = false
///     var body: some View {
///         if isOpen {
///             BigCard().matchedGeometryEffect(id: "card", in: cards)
///         } else {
///             SmallCard().matchedGeometryEffect(id: "card", in: cards)
///         }
///     }
/// }
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace's identifier.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private let location = NamespaceLocation()

    public init() {}

    public var wrappedValue: ID { location.id }
}

/// Where a `Namespace` keeps its id: its own until the graph links it to the one kept for
/// the view's identity.
final class NamespaceLocation: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var issued = 0
    var id: Namespace.ID

    init() {
        Self.lock.lock()
        Self.issued += 1
        id = Namespace.ID(value: Self.issued)
        Self.lock.unlock()
    }
}

extension Namespace: GraphLinkedProperty {
    func link(_ context: inout PropertyLink) {
        let initial = location.id
        location.id = context.storage { NamespaceLocation(keeping: initial) }.id
    }
}

extension NamespaceLocation {
    convenience init(keeping id: Namespace.ID) {
        self.init()
        self.id = id
    }
}

/// `.matchedGeometryEffect(id:in:)`: when an animated change removes one view with an
/// id and inserts another with the same id in the same namespace, the inserted view is
/// drawn from where the removed one was to its own frame, and the removed one moves
/// along with it while it fades out.
public struct _MatchedGeometryModifier: _DrawingEffect, BuiltInLayout {
    let key: MatchedGeometryKey
    let isSource: Bool
    var nodeLabel: String { "matchedGeometryEffect(id: \(key.id))" }
}

struct MatchedGeometryKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

/// What the geometry a matched view can take from its partner: SwiftUI's option set.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Matches this view's geometry with the view of the same `id` in `namespace` across
    /// an animated insertion and removal. Vellum animates that hand-over; a non-source
    /// view shown at the same time as its source keeps its own layout.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true)
        -> ModifiedContent<Self, _MatchedGeometryModifier>
    {
        modifier(_MatchedGeometryModifier(key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace), isSource: isSource))
    }
}

extension CGAffineTransform {
    /// The transform that maps `from` onto `to` (scaling and moving); identity when
    /// `from` has no area.
    init(mapping from: CGRect, onto to: CGRect) {
        guard from.width > 0, from.height > 0, to.width.isFinite, to.height.isFinite else {
            self = .identity
            return
        }
        let sx = to.width / from.width, sy = to.height / from.height
        self.init(a: sx, b: 0, c: 0, d: sy, tx: to.minX - from.minX * sx, ty: to.minY - from.minY * sy)
    }
}
