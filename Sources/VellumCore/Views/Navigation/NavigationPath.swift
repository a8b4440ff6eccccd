import Foundation

/// A type-erased list of data representing the content of a navigation stack.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { ... }
/// path.append(book)
/// ```
public struct NavigationPath: Equatable {
    /// The values, root first.
    var elements: [AnyHashable]

    /// The number of elements in this path.
    public var count: Int { elements.count }

    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Creates a new, empty navigation path.
    public init() { elements = [] }

    /// Creates a new navigation path from the contents of a sequence.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// Appends a new value to the end of this path.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes values from the end of this path; removing more than it holds empties it,
    /// with a warning.
    @MainActor
    public mutating func removeLast(_ k: Int = 1) {
        if k > elements.count {
            Diagnostics.warn("NavigationPath.removeLast(\(k)) on a path of \(elements.count) elements; the path is now empty.")
        }
        elements.removeLast(max(0, min(k, elements.count)))
    }
}
