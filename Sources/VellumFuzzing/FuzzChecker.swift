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
/// 3. checking one tree takes less than `timeLimit` of CPU time, plus
///    `drawingTimePerPixel` for each pixel of the canvas it is drawn on.
/// Drawing throws `RenderError` for oversized canvases: that is a defined result too.
@MainActor
public struct FuzzChecker {
    public static let window = CGSize(width: 320, height: 480)

    /// The share of trees also drawn to PNG, SVG and PDF, chosen by seed.
    public var renderShare: Double
    public var timeLimit: Duration
    /// Where drawing reports each format's CPU time and result, when set (verbose runs).
    public var drawingLog: ((String) -> Void)?

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
        let start = Self.threadCPUTime()
        let view = tree.root.view
        var problem = Self.problem(in: ViewLayout(of: view, in: Self.window), proposal: ProposedViewSize(Self.window), tree: tree)
        for proposal in [.unspecified, .zero, .infinity, tree.hostileProposal] where problem == nil {
            problem = Self.problem(in: ViewLayout(of: view, proposal: proposal), proposal: proposal, tree: tree)
        }
        if let problem { return FuzzFailure(kind: .violation, message: problem) }
        let laidOut = Self.threadCPUTime()
        let pixels = drawsTree(seed: tree.seed) ? draw(view, seed: tree.seed) : 0
        let end = Self.threadCPUTime()
        let limit = timeLimit + Self.drawingTimePerPixel * pixels
        guard end - start > limit else { return nil }
        return FuzzFailure(kind: .slow, message: "took \(end - start) of CPU time (layout \(laidOut - start), drawing \(end - laidOut) for \(pixels) pixels), over the limit of \(limit)")
    }

    /// The CPU time the calling thread has used. A tree's cost is measured in it, so
    /// that other work on a busy machine does not make a tree look slow; a tree that
    /// waits instead of working is caught by `VellumFuzz`'s watchdog, which kills a
    /// child that starts no tree for a minute. Drawing's helper threads (PNG bands)
    /// are not counted; their work is bounded by the canvas.
    static func threadCPUTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    /// How much longer a tree may take per pixel of the canvas it is drawn on: drawing
    /// costs what its pixels cost, not more. Five formats of a 1280 × 15,685 canvas
    /// took 2.2 s in release on this project's CI machine (fuzz seed 40040161), 110 ns
    /// a pixel; this allows for a machine twice as loaded.
    public static var drawingTimePerPixel: Duration {
        #if DEBUG
        .nanoseconds(2_500)
        #else
        .nanoseconds(250)
        #endif
    }

    /// Whether the tree of `seed` is drawn: a fixed choice per seed, apart from the tree's own draws.
    func drawsTree(seed: UInt64) -> Bool {
        var rng = SplitMix64(seed: seed ^ 0x5EED_D1A7)
        return rng.chance(renderShare)
    }

    /// Draws to each format at scale 1 or 2, in the window or at the ideal size, and
    /// answers the canvas's pixels: 0 when it is refused as too large, all of them when
    /// it was made, even if drawing then stopped on a bad image (fuzz seed 4517220 drew
    /// a 5000 × 13,368 canvas for a second in each raster format before its Int.max-sided
    /// bitmap was refused).
    private func draw(_ view: AnyView, seed: UInt64) -> Int {
        var rng = SplitMix64(seed: seed ^ 0xD4A3)
        let renderer = ImageRenderer(content: view)
        renderer.scale = rng.pick([1, 2])
        renderer.proposedSize = rng.chance(0.5) ? ProposedViewSize(Self.window) : .unspecified
        let formats: [(String, () throws -> Data)] = [
            ("PNG", { try renderer.pngData() }), ("JPEG", { try renderer.jpegData(quality: 0.8) }),
            ("WebP", { try renderer.webpData(quality: 0.8) }), ("SVG", renderer.svgData), ("PDF", renderer.pdfData),
        ]
        for (name, format) in formats {
            let start = Self.threadCPUTime()
            // A thrown RenderError is a defined result.
            let result = Result { try format() }
            drawingLog?("fuzz: \(name) at scale \(renderer.scale): \(Self.threadCPUTime() - start), "
                        + ((try? result.get()).map { "\($0.count) bytes" } ?? "\(result)"))
        }
        let canvas = renderer.displayList.size
        return Self.canvasPixels(width: canvas.width * renderer.scale, height: canvas.height * renderer.scale)
    }

    /// The pixels of a canvas `width` × `height` pixels, or 0 when `ImageRenderer`
    /// refuses it: over 16,384 pixels on a side or 256 MiB of 4-byte pixels, its
    /// documented limits.
    static func canvasPixels(width: Double, height: Double) -> Int {
        let (w, h) = ((width - 1e-6).rounded(.up), (height - 1e-6).rounded(.up))
        guard w > 0, h > 0, w <= 16_384, h <= 16_384, w * h * 4 <= Double(256 << 20) else { return 0 }
        return Int(w * h)
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
