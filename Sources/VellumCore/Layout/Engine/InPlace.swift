import Foundation

/// A value mutated in place on hot paths (a layout's cache, a node's size answers). It
/// sits behind a pointer, not in a stored property: Swift checks every access to a
/// stored property of a class for exclusivity at run time, and an access held while a
/// layout measures its subtree stays registered, so each later check scans more of them
/// the deeper the tree.
///
/// The value is the header of a `ManagedBuffer`, so it lives inside the object: one
/// allocation, not an object and a separate block (every node has one). The pointer is
/// valid while the object lives, which every holder of it ensures by holding the object.
final class InPlace<Value>: ManagedBuffer<Value, UInt8> {
    static func make(_ initial: Value) -> InPlace<Value> {
        unsafeDowncast(create(minimumCapacity: 0) { _ in initial }, to: InPlace<Value>.self)
    }

    var value: UnsafeMutablePointer<Value> { withUnsafeMutablePointerToHeader { $0 } }
}
