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
            /// The view was asked for its size and works it out (a cache miss); its
            /// answer follows as a `measured` event, after the questions it asks.
            case proposed
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
        /// The view that asked or placed this one; nil for the window (the root).
        public let asker: Int?
        public let askerView: String?
        /// How many questions enclose this one: 0 for the window's.
        public let depth: Int

        public var description: String {
            let answer = "\(formatLength(size.width))×\(formatLength(size.height))"
            switch kind {
            case .proposed: return "\(view) proposed \(proposal)"
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
    /// The views asking questions right now, innermost last.
    private var askers: [LayoutNode] = []

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
    public var sizeQueryCount: Int { events.lazy.filter { $0.kind == .measured || $0.kind == .cached }.count }

    private func event(_ kind: Event.Kind, _ node: LayoutNode, _ proposal: ProposedViewSize, size: CGSize = .zero,
                       frame: CGRect? = nil) -> Event {
        let asker = askers.last
        return Event(kind: kind, node: node.serial, view: node.label, proposal: proposal, size: size,
                     frame: frame, asker: asker?.serial, askerView: asker?.label, depth: askers.count)
    }

    /// `node` starts working out its size: the questions it asks come from it.
    func recordProposal(_ node: LayoutNode, proposal: ProposedViewSize) {
        events.append(event(.proposed, node, proposal))
        askers.append(node)
    }

    func recordMeasurement(_ node: LayoutNode, proposal: ProposedViewSize, size: CGSize) {
        if askers.last === node { askers.removeLast() }
        events.append(event(.measured, node, proposal, size: size))
    }

    func recordCacheHit(_ node: LayoutNode, proposal: ProposedViewSize, size: CGSize) {
        events.append(event(.cached, node, proposal, size: size))
    }

    func recordPlacement(_ node: LayoutNode, proposal: ProposedViewSize, frame: CGRect) {
        events.append(event(.placed, node, proposal, size: frame.size, frame: frame))
    }

    /// Attributes what `body` asks and places to `node`.
    func asking<R>(_ node: LayoutNode, _ body: () -> R) -> R {
        askers.append(node)
        defer { askers.removeLast() }
        return body()
    }
}
