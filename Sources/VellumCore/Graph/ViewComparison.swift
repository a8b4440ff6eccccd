import Foundation
@_spi(Reflection) import Swift

/// Whether a view's (or modifier's) new value is the same as the one its body last ran
/// for, compared as SwiftUI does: `Equatable` views by `==`; others field by field,
/// `Equatable` fields by `==`, objects by identity, bindings by what they point at and
/// its value, state wrappers not at all (their value lives in the graph). Closures are
/// never the same, so a view holding one runs its body whenever its parent's does.
///
/// How to compare a type is worked out once per type (`ComparisonPlan`): an update
/// compares every view on a changed path, and asking the runtime about each field's
/// conformances every time cost more than the rest of the update.
///
/// The comparing itself is nonisolated: closures made on the main actor check at run
/// time that they run there, which cost as much as the comparison.
@MainActor
func viewsEqual<V>(_ a: V, _ b: V) -> Bool {
    ComparisonPlan.of(V.self).equal(a, b)
}

/// A field the comparison treats specially.
protocol GraphComparable {
    func isSame(as other: Any) -> Bool
}

/// How to compare two values of one type in place, from pointers to them.
struct ComparisonPlan {
    let compare: (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    /// Whether `a` and `b`, values of the plan's type, are the same.
    nonisolated func equal<V>(_ a: V, _ b: V) -> Bool {
        withUnsafePointer(to: a) { a in
            withUnsafePointer(to: b) { b in compare(UnsafeRawPointer(a), UnsafeRawPointer(b)) }
        }
    }

    @MainActor private static var plans: [ObjectIdentifier: ComparisonPlan] = [:]

    /// How deep nested values are compared before they count as changed.
    static let maximumDepth = 8

    @MainActor static func of(_ type: Any.Type) -> ComparisonPlan {
        if let plan = plans[ObjectIdentifier(type)] { return plan }
        let plan = make(type, kind: kind(of: type), depth: 0)
        plans[ObjectIdentifier(type)] = plan
        return plan
    }

    private static func make(_ type: Any.Type, kind: _MetadataKind, depth: Int) -> ComparisonPlan {
        if let comparable = type as? any GraphComparable.Type { return graphComparable(comparable) }
        if let equatable = type as? any Equatable.Type { return equatablePlan(equatable) }
        switch kind {
        case .class:
            // Objects by identity: the reference is the stored word.
            return ComparisonPlan { $0.load(as: UnsafeRawPointer.self) == $1.load(as: UnsafeRawPointer.self) }
        case .function:
            return ComparisonPlan { _, _ in false }
        case .struct where depth < maximumDepth:
            if let fields = fieldPlans(of: type, depth: depth) {
                return ComparisonPlan { a, b in fields.allSatisfy { $0.plan.compare(a + $0.offset, b + $0.offset) } }
            }
        default:
            break
        }
        // Enums, tuples, existentials, optionals of non-equatable values, structs with
        // weak or unowned fields: boxed and compared by reflection.
        return boxedPlan(type, depth: depth)
    }

    /// A plan per stored field of a struct, or nil when a field is not held strongly
    /// (weak and unowned references cannot be read as the type they refer to).
    private static func fieldPlans(of type: Any.Type, depth: Int) -> [(offset: Int, plan: ComparisonPlan)]? {
        var fields: [(offset: Int, plan: ComparisonPlan)] = []
        var readable = 0
        let walked = _forEachField(of: type) { _, offset, fieldType, kind in
            switch kind {
            case .struct, .class, .optional, .existential, .existentialMetatype, .tuple, .enum: readable += 1
            default: break
            }
            fields.append((offset, make(fieldType, kind: kind, depth: depth + 1)))
            return true
        }
        guard walked, stronglyHeldFieldCount(of: type) == readable else { return nil }
        return fields
    }

    /// How many fields of a struct are held strongly, among those key paths can name:
    /// the standard library names only those.
    private static func stronglyHeldFieldCount(of type: Any.Type) -> Int {
        func count<T>(_: T.Type) -> Int {
            var count = 0
            // `.ignoreUnknown`, spelled by value: the static is a `var`, which Swift 6 rejects.
            let ignoreUnknown = _EachFieldOptions(rawValue: 1 << 1)
            _forEachFieldWithKeyPath(of: T.self, options: ignoreUnknown) { _, _ in
                count += 1
                return true
            }
            return count
        }
        return _openExistential(type, do: count)
    }

    /// The kind of a type, read as the kind of a field holding it.
    private static func kind(of type: Any.Type) -> _MetadataKind {
        func probe<T>(_: T.Type) -> _MetadataKind {
            var kind = _MetadataKind.unknown
            _forEachField(of: KindProbe<T>.self) { _, _, _, fieldKind in
                kind = fieldKind
                return false
            }
            return kind
        }
        return _openExistential(type, do: probe)
    }

    private struct KindProbe<T> {
        var value: T
    }

    private static func equatablePlan<E: Equatable>(_: E.Type) -> ComparisonPlan {
        ComparisonPlan { $0.assumingMemoryBound(to: E.self).pointee == $1.assumingMemoryBound(to: E.self).pointee }
    }

    private static func graphComparable<G: GraphComparable>(_: G.Type) -> ComparisonPlan {
        ComparisonPlan { a, b in
            a.assumingMemoryBound(to: G.self).pointee.isSame(as: b.assumingMemoryBound(to: G.self).pointee)
        }
    }

    private static func boxedPlan(_ type: Any.Type, depth: Int) -> ComparisonPlan {
        func plan<T>(_: T.Type) -> ComparisonPlan {
            ComparisonPlan { a, b in
                reflectedEqual(a.assumingMemoryBound(to: T.self).pointee, b.assumingMemoryBound(to: T.self).pointee, depth: depth)
            }
        }
        return _openExistential(type, do: plan)
    }
}

/// The comparison by reflection, for values whose type a plan cannot take apart.
private func reflectedEqual(_ a: Any, _ b: Any, depth: Int) -> Bool {
    if let a = a as? GraphComparable { return a.isSame(as: b) }
    if a is any Equatable || type(of: a) is AnyClass { return valuesEqual(a, b) }
    guard depth < ComparisonPlan.maximumDepth else { return false }
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
        guard x.label == y.label, reflectedEqual(x.value, y.value, depth: depth + 1) else { return false }
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
