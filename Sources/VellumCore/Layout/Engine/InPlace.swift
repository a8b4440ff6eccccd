import Foundation

/// A value mutated in place on hot paths (a layout's cache, a node's size answers). It
/// sits behind a pointer, not in a stored property: Swift checks every access to a
/// stored property of a class for exclusivity at run time, and an access held while a
/// layout measures its subtree stays registered, so each later check scans more of them
/// the deeper the tree.
final class InPlace<Value> {
    let value: UnsafeMutablePointer<Value>
    init(_ initial: Value) {
        value = .allocate(capacity: 1)
        value.initialize(to: initial)
    }
    deinit {
        value.deinitialize(count: 1)
        value.deallocate()
    }
}
