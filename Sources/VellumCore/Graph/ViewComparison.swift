import Foundation

/// Whether a view's (or modifier's) new value is the same as the one its body last ran
/// for, compared as SwiftUI does: `Equatable` views by `==`; others field by field,
/// `Equatable` fields by `==`, objects by identity, bindings by what they point at and
/// its value, state wrappers not at all (their value lives in the graph). Closures are
/// never the same, so a view holding one runs its body whenever its parent's does.
@MainActor
func viewsEqual<V>(_ a: V, _ b: V) -> Bool {
    if let a = a as? any Equatable { return a.isEqual(to: b) }
    return fieldsEqual(a, b, depth: 0)
}

/// A field the comparison treats specially.
@MainActor
protocol GraphComparable {
    func isSame(as other: Any) -> Bool
}

/// How deep nested values are compared before they count as changed.
private let maximumComparisonDepth = 8

@MainActor
private func fieldsEqual(_ a: Any, _ b: Any, depth: Int) -> Bool {
    if let a = a as? GraphComparable { return a.isSame(as: b) }
    if a is any Equatable || type(of: a) is AnyClass { return valuesEqual(a, b) }
    guard depth < maximumComparisonDepth else { return false }
    let left = Mirror(reflecting: a)
    let right = Mirror(reflecting: b)
    guard left.children.count == right.children.count else { return false }
    switch left.displayStyle {
    case .struct?, .tuple?, .optional?, .collection?, .dictionary?, .set?:
        break
    case .enum?:
        // Cases without payload have no children; their description names the case.
        if left.children.isEmpty { return String(describing: a) == String(describing: b) }
    default:
        return false  // closures and other opaque values
    }
    for (x, y) in zip(left.children, right.children) {
        guard x.label == y.label, fieldsEqual(x.value, y.value, depth: depth + 1) else { return false }
    }
    return true
}

extension Binding: GraphComparable {
    func isSame(as other: Any) -> Bool {
        guard let other = other as? Binding<Value>, let location, location === other.location else { return false }
        return valuesEqual(snapshot, other.snapshot)
    }
}

extension State: GraphComparable {
    func isSame(as other: Any) -> Bool { true }
}

extension StateObject: GraphComparable {
    func isSame(as other: Any) -> Bool { true }
}

extension Environment: GraphComparable {
    func isSame(as other: Any) -> Bool { true }
}

extension EnvironmentObject: GraphComparable {
    func isSame(as other: Any) -> Bool { true }
}
