import Foundation
import Vellum

/// Why a tree failed; the first problem found, enough to recognise it again while reducing.
public struct FuzzFailure: CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// A frame was NaN, negative, or infinite under a finite proposal.
        case violation
        /// Laying out and drawing took longer than the time limit: a hang candidate.
        case slow
    }

    public let kind: Kind
    public let message: String

    public var description: String { "\(kind.rawValue): \(message)" }
}

/// Lays a tree out at several proposals, draws some, and checks the results.
///
/// The invariants, for every view in every layout:
/// 1. no frame has a NaN origin or size, and no size is negative;
/// 2. where the root's proposal is finite in both axes (and below 1e300, whose sums may
///    overflow), every origin and size is finite, unless the tree `allowsInfiniteSizes`;
/// 3. checking one tree takes less than `timeLimit`.
/// Drawing throws `RenderError` for oversized canvases: that is a defined result too.
@MainActor
public struct FuzzChecker {
    public static let window = CGSize(width: 320, height: 480)

    /// The share of trees also drawn to PNG, SVG and PDF, chosen by seed.
    public var renderShare: Double
    public var timeLimit: Duration

    public init(renderShare: Double = 0.1, timeLimit: Duration = Self.defaultTimeLimit) {
        self.renderShare = renderShare
        self.timeLimit = timeLimit
    }

    /// 2 s a tree in release; debug builds are about ten times slower.
    public static var defaultTimeLimit: Duration {
        #if DEBUG
        .seconds(20)
        #else
        .seconds(2)
        #endif
    }

    /// The first problem with `tree`, or nil.
    public func check(_ tree: FuzzTree) -> FuzzFailure? {
        let clock = ContinuousClock()
        let start = clock.now
        let view = tree.root.view
        var problem = Self.problem(in: ViewLayout(of: view, in: Self.window), proposal: ProposedViewSize(Self.window), tree: tree)
        for proposal in [.unspecified, .zero, .infinity, tree.hostileProposal] where problem == nil {
            problem = Self.problem(in: ViewLayout(of: view, proposal: proposal), proposal: proposal, tree: tree)
        }
        if let problem { return FuzzFailure(kind: .violation, message: problem) }
        let laidOut = clock.now
        if drawsTree(seed: tree.seed) { draw(view, seed: tree.seed) }
        let end = clock.now
        guard end - start > timeLimit else { return nil }
        return FuzzFailure(kind: .slow, message: "took \(end - start) (layout \(laidOut - start), drawing \(end - laidOut)), over the limit of \(timeLimit)")
    }

    /// Whether the tree of `seed` is drawn: a fixed choice per seed, apart from the tree's own draws.
    func drawsTree(seed: UInt64) -> Bool {
        var rng = SplitMix64(seed: seed ^ 0x5EED_D1A7)
        return rng.chance(renderShare)
    }

    /// Draws to each format at scale 1 or 2, in the window or at the ideal size.
    private func draw(_ view: AnyView, seed: UInt64) {
        var rng = SplitMix64(seed: seed ^ 0xD4A3)
        let renderer = ImageRenderer(content: view)
        renderer.scale = rng.pick([1, 2])
        renderer.proposedSize = rng.chance(0.5) ? ProposedViewSize(Self.window) : .unspecified
        let formats: [() throws -> Data] = [
            { try renderer.pngData() }, { try renderer.jpegData(quality: 0.8) }, { try renderer.webpData(quality: 0.8) },
            renderer.svgData, renderer.pdfData,
        ]
        for format in formats {
            _ = try? format()  // a thrown RenderError is a defined result
        }
    }

    /// The first broken invariant in `layout`, described with the view's ancestry.
    static func problem(in layout: ViewLayout, proposal: ProposedViewSize, tree: FuzzTree) -> String? {
        let strict = !tree.allowsInfiniteSizes && [proposal.width, proposal.height].allSatisfy { length in
            length.map { $0.isFinite && !HostileValues.overflows($0) } ?? false
        }
        var stack: [(ViewLayout.Element, [String])] = [(layout.root, [])]
        while let (element, ancestors) = stack.popLast() {
            let path = ancestors + [element.label]
            let f = element.frame
            let context = "\(path.suffix(3).joined(separator: " > ")) at proposal \(proposal)"
            if [f.origin.x, f.origin.y, f.size.width, f.size.height].contains(where: \.isNaN) {
                return "NaN frame \(f) of \(context)"
            }
            if f.size.width < 0 || f.size.height < 0 {
                return "negative size \(f.size) of \(context)"
            }
            if strict, ![f.origin.x, f.origin.y, f.size.width, f.size.height].allSatisfy(\.isFinite) {
                return "infinite frame \(f) of \(context)"
            }
            stack.append(contentsOf: element.children.reversed().map { ($0, path) })
        }
        return nil
    }
}
