import Foundation

/// Where a view sits in the body that declares it: SwiftUI's structural identity
/// (position in a view builder, branch of an `if`, `ForEach` id, `.id(_:)` value),
/// folded into a 64-bit hash as the view is resolved.
///
/// Appending is O(1) and allocation-free, so identity costs nothing on deep trees. Two
/// different paths in one body collide with probability about n²/2⁶⁵; graph nodes also
/// check the view's type, so a collision can only confuse two views of the same type.
struct ViewPath: Hashable {
    private(set) var value: UInt64

    /// The path of a body's root view.
    static let root = ViewPath(value: 0x243F_6A88_85A3_08D3)

    func appending(_ component: UInt64) -> ViewPath {
        // SplitMix64's finaliser over the pair: every input bit reaches every output bit.
        var z = value &+ 0x9E37_79B9_7F4A_7C15 &+ component &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return ViewPath(value: z ^ (z >> 31))
    }

    /// The path of an explicitly identified view (`ForEach` element, `.id(_:)`).
    func appending<ID: Hashable>(id: ID) -> ViewPath {
        appending(Component.explicitID).appending(UInt64(bitPattern: Int64(id.hashValue)))
    }

    /// Markers that keep the parts of one view apart.
    enum Component {
        /// The content of a modified view (the modifier's own views stay at the base).
        static let modifiedContent: UInt64 = 0xC0_0000_0001
        static let trueBranch: UInt64 = 0xC0_0000_0002
        static let falseBranch: UInt64 = 0xC0_0000_0003
        static let explicitID: UInt64 = 0xC0_0000_0004
        static let persistentObject: UInt64 = 0xC0_0000_0005
        static let anyViewType: UInt64 = 0xC0_0000_0006
        /// The inner modifier of a composed modifier (`a.concat(b)`).
        static let composedModifier: UInt64 = 0xC0_0000_0007
    }
}
