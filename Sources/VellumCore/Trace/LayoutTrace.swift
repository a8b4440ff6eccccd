import Foundation

/// A recorder of every negotiation: which view was asked what, and what it answered.
///
/// Off by default and free when off (one nil check per call). Turn it on around a
/// layout with `LayoutTrace.record { ... }`; the explainer, call-count tests and
/// debugging all read the same events.
@MainActor
public final class LayoutTrace {
    /// One question and its answer.
    public struct Event: Sendable, CustomStringConvertible {
        public enum Kind: Sendable {
            /// The view computed a size (a cache miss).
            case measured
            /// The answer came from the view's cache.
            case cached
            /// The view was given its final frame.
            case placed
        }

        public let kind: Kind
        /// The view's number in the tree, in creation order.
        public let node: Int
        /// The view's description, as in the layout dump.
        public let view: String
        public let proposal: ProposedViewSize
        /// The size chosen; for `placed`, the frame's size.
        public let size: CGSize
        /// The frame in window coordinates, for `placed`.
        public let frame: CGRect?

        public var description: String {
            let answer = "\(formatLength(size.width))×\(formatLength(size.height))"
            switch kind {
            case .measured: return "\(view) proposed \(proposal) → \(answer)"
            case .cached: return "\(view) proposed \(proposal) → \(answer) (cached)"
            case .placed:
                let f = frame ?? .zero
                return "\(view) placed at (\(formatLength(f.minX)), \(formatLength(f.minY))) size \(answer), proposed \(proposal)"
            }
        }
    }

    /// The recorder in force, or nil when recording is off.
    static var current: LayoutTrace?

    public private(set) var events: [Event] = []

    public init() {}

    /// Runs `body` with recording on and returns what was recorded.
    @discardableResult
    public static func record(_ body: () throws -> Void) rethrows -> LayoutTrace {
        let trace = LayoutTrace()
        let saved = current
        current = trace
        defer { current = saved }
        try body()
        return trace
    }

    /// How many sizes were computed (not answered from a cache).
    public var measurementCount: Int { events.lazy.filter { $0.kind == .measured }.count }

    /// How many `sizeThatFits` questions were asked in all, cached or not.
    public var sizeQueryCount: Int { events.lazy.filter { $0.kind != .placed }.count }

    func recordMeasurement(_ node: ViewNode, proposal: ProposedViewSize, size: CGSize) {
        events.append(Event(kind: .measured, node: node.serial, view: node.behavior.label, proposal: proposal, size: size, frame: nil))
    }

    func recordCacheHit(_ node: ViewNode, proposal: ProposedViewSize, size: CGSize) {
        events.append(Event(kind: .cached, node: node.serial, view: node.behavior.label, proposal: proposal, size: size, frame: nil))
    }

    func recordPlacement(_ node: ViewNode, proposal: ProposedViewSize, frame: CGRect) {
        events.append(Event(kind: .placed, node: node.serial, view: node.behavior.label, proposal: proposal, size: frame.size, frame: frame))
    }
}
