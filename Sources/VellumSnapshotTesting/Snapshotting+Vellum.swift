import Foundation
@_exported import SnapshotTesting
import Vellum

// Snapshot strategies for views and `ViewHost`s, for swift-snapshot-testing:
//
//     @MainActor @Test func card() {
//         assertSnapshot(of: Card(), as: .image(layout: .device(config: .iPhone13)))
//         assertSnapshot(of: Card(), as: .layoutTree)
//     }
//
// Views and hosts live on the main actor, so the test does too (a view cannot be made
// elsewhere); the strategies draw there.

extension Snapshotting where Value: View, Format == Data {
    /// The view as a PNG at 2x, in its ideal size, matched pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// The view as a PNG.
    ///
    /// - Parameters:
    ///   - precision: The share of pixels that must match (1: all).
    ///   - perceptualPrecision: How close a pixel must be to match: 1 exactly; below 1 a
    ///     pixel matches when its CIE94 colour difference is at most `(1 − p) × 100`
    ///     (0.98 to 0.99 is about what an eye tells apart), as swift-snapshot-testing does.
    ///   - layout: The window the view is drawn in.
    ///   - scale: Pixels per point.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                             layout: SwiftUISnapshotLayout = .sizeThatFits, scale: CGFloat = 2) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .vellumImage(precision: precision, perceptualPrecision: perceptualPrecision)) { view in
            onMainActor(view) { view in drawn { try DisplayListRenderer.png(layout.layout(of: view, scale: scale).displayList) } }
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The view as an SVG document in its ideal size, compared as text.
    public static var svg: Snapshotting { .svg() }

    public static func svg(layout: SwiftUISnapshotLayout = .sizeThatFits) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { view in
            onMainActor(view) { view in drawn { try DisplayListRenderer.svg(layout.layout(of: view, scale: 1).displayList) }.text }
        }
    }

    /// The layout tree as `print(ViewLayout(…))` writes it: every view, its proposal, size
    /// and frame.
    public static var layoutTree: Snapshotting { .layoutTree() }

    public static func layoutTree(layout: SwiftUISnapshotLayout = .sizeThatFits) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { view in
            onMainActor(view) { view in "\(layout.layout(of: view, scale: 1))\n" }
        }
    }

    /// The layout negotiation as `vellum explain` tells it: who proposed what to whom,
    /// what each answered, where each went.
    public static var explanation: Snapshotting { .explanation() }

    public static func explanation(layout: SwiftUISnapshotLayout = .sizeThatFits) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { view in
            onMainActor(view) { view in LayoutTrace.record { _ = layout.layout(of: view, scale: 1) }.conversation + "\n" }
        }
    }
}

extension Snapshotting where Value == ViewHost, Format == Data {
    /// What the host shows now, as a PNG at its display scale.
    public static var image: Snapshotting { .image() }

    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .vellumImage(precision: precision, perceptualPrecision: perceptualPrecision)) { host in
            onMainActor(host) { host in drawn { try host.pngData() } }
        }
    }
}

extension Snapshotting where Value == ViewHost, Format == String {
    /// What the host shows now, as an SVG document.
    public static var svg: Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { host in
            onMainActor(host) { host in drawn { try host.svgData() }.text }
        }
    }

    /// The host's current layout tree.
    public static var layoutTree: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { host in
            onMainActor(host) { host in "\(host.layout)\n" }
        }
    }
}

/// Runs `body` with `value` on the main actor, where views live. Strategies are called
/// synchronously from `assertSnapshot`, in the caller's context: a test that could make
/// a view is on the main actor already, which is checked before the value crosses.
func onMainActor<Value, T: Sendable>(_ value: Value, _ body: @MainActor (Value) -> T) -> T {
    MainActor.preconditionIsolated("Snapshots of Vellum views are taken on the main actor: mark the test @MainActor.")
    nonisolated(unsafe) let value = value  // on the main actor, checked above
    return MainActor.assumeIsolated { body(value) }
}

/// The bytes `draw` makes, or a message saying why it could not draw, which the diff then
/// shows in place of a picture.
private func drawn(_ draw: () throws -> Data) -> Data {
    do { return try draw() } catch { return Data("Vellum could not draw the view: \(error)".utf8) }
}

private extension Data {
    var text: String { String(decoding: self, as: UTF8.self) }
}
