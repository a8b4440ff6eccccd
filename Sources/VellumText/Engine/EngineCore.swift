import Foundation
import VellumCore

/// The state behind a `FontTextEngine`: its caches and its shaper, behind one lock,
/// since HarfBuzz buffers and the caches are not thread-safe.
///
/// Two caches: shaped texts by content, each keeping its last layout of whole lines
/// (`WholeLines`), which serves every width its lines fit; and the other layouts
/// (wrapped, truncated, scaled) by content and constraints. A text view keeps its shaped
/// text (its `TextPreparation`), so a one-line label asked again is answered without
/// hashing or locking anything, and only layouts that no whole-lines layout serves are
/// hashed into the second cache.
final class EngineCore: @unchecked Sendable {
    private let lock = NSLock()
    private let resolver: FontResolver
    /// Keys hashed once: a lookup hashes its key, and so does each growth of the table.
    private var shapedTexts: LRUCache<Prehashed<TextContent>, ShapedText>
    private var layouts: LRUCache<Prehashed<LayoutKey>, TextLayout>
    private let shaping = ShapingCache()
    private let faces = FaceMemo()
    /// The resolver's generation the caches were filled under.
    private var generation = 0

    private struct LayoutKey: Hashable {
        var content: Prehashed<TextContent>
        var constraints: TextConstraints
    }

    static let noFontsWarning = "No font could be opened (install fonts-inter or fonts-dejavu-core); "
        + "text is measured with fixed advances."

    /// Shaped texts kept: the 16,384 used last at least (`LRUCache`), enough for the
    /// issue's benchmark of 10,000 distinct labels measured twice, at a kilobyte or two
    /// each.
    static let shapedCapacity = 32_768
    /// Other layouts kept: the 8,192 used last at least. A grid sizing spanning texts
    /// asks each many widths, pass after pass (fuzz seeds 3569112 and 3457847: kept
    /// per text, a few dozen were too few).
    static let layoutCapacity = 16_384
    /// Costs are scalars (shaped texts) and glyphs (layouts), some tens of bytes each
    /// with what goes with them: a million of either is some tens of megabytes.
    static let costLimit = 1_000_000

    init(resolver: FontResolver) {
        self.resolver = resolver
        shapedTexts = LRUCache(capacity: Self.shapedCapacity, costLimit: Self.costLimit)
        layouts = LRUCache(capacity: Self.layoutCapacity, costLimit: Self.costLimit)
    }

    /// Layout passes run (line breaking and placing glyphs), for tests.
    private var passes = 0

    var layoutPasses: Int {
        lock.lock()
        defer { lock.unlock() }
        return passes
    }

    /// HarfBuzz calls so far, for tests that show a cache hit does not reshape.
    var shapingCalls: Int {
        lock.lock()
        defer { lock.unlock() }
        return shaping.calls
    }

    /// Faces chosen for single-scalar graphemes rather than remembered, for tests that
    /// show texts in one font share their choices.
    var facesChosen: Int {
        lock.lock()
        defer { lock.unlock() }
        return faces.chosen
    }

    func metrics(of font: Font) -> FontMetrics {
        guard let resolved = resolver.resolve(font) else { return FixedAdvanceTextEngine().metrics(of: font) }
        return LayoutPass.metrics(of: resolved.primary.face, size: Font.drawnPointSize(font.size))
    }

    /// Lays out from the whole-lines layout of the shaped text `preparation` holds, else
    /// from the layout cache, else from that shaped text (or the cached one of the same
    /// content), else shaping anew (and keeping the shaped text in `preparation`).
    func layout(_ content: TextContent, constraints: TextConstraints, preparation: inout TextPreparation?) -> TextLayout {
        let content = content.sanitized, constraints = constraints.sanitized
        // A text view asked again at a width its last whole-lines layout serves (a stack
        // asks a label's ideal size, then its size at a height or its share): no hashing
        // of the content, no lock, no font resolved.
        if let text = Self.kept(preparation, for: content, generation: resolver.generation.load(ordering: .sequentiallyConsistent)),
           let layout = text.wholeLines.withLock({ $0?.layout(for: constraints) }) {
            return layout
        }
        let contentKey = Prehashed(content)
        let key = Prehashed(LayoutKey(content: contentKey, constraints: constraints))
        lock.lock()
        defer { lock.unlock() }
        // Read before resolving any font: a registration after this point moves the
        // generation again, so what is cached now is dropped on the next call. Only
        // custom fonts can resolve differently after a registration.
        let current = resolver.generation.load(ordering: .sequentiallyConsistent)
        if current != generation {
            shapedTexts.removeAll { $0.value.usesCustomFont }
            layouts.removeAll { $0.value.content.value.usesCustomFont }
            generation = current
        }
        if let cached = layouts.value(for: key) { return cached }
        guard let primary = resolver.resolve(content.primaryFont) else {
            var layout = FixedAdvanceTextEngine().layout(content, constraints: constraints)
            layout.warnings.append(Self.noFontsWarning)
            return layout
        }
        let fonts = content.runs.map { resolver.resolve($0.font) ?? primary }
        let text: ShapedText
        if let kept = Self.kept(preparation, for: content, generation: current) {
            text = kept
        } else if let cached = shapedTexts.value(for: contentKey) {
            text = cached
        } else {
            text = ShapedText(content: content, fonts: fonts, resolver: resolver, shaping: shaping,
                              faces: faces, generation: generation)
            shaping.record(text)
            shapedTexts.insert(text, for: contentKey, cost: text.scalars.count + 1)
        }
        if preparation?.value !== text { preparation = TextPreparation(content: content, value: text) }
        if let layout = text.wholeLines.withLock({ $0?.layout(for: constraints) }) { return layout }
        if let same = text.wrappedLines.withLock({ $0.lazy.compactMap { $0.constraints(for: constraints) }.first }),
           let layout = layouts.value(for: Prehashed(LayoutKey(content: contentKey, constraints: same))) {
            return layout
        }
        passes += 1
        let pass = LayoutPass(text: text, content: content, fonts: fonts, primary: primary.primary.face,
                              constraints: constraints, shaping: shaping)
        var (layout, widths) = pass.run()
        var warnings: [String] = []
        for warning in fonts.compactMap(\.warning) where !warnings.contains(warning) { warnings.append(warning) }
        layout.warnings = warnings
        if !layout.isTruncated, layout.lines.count == text.paragraphs.count {
            let whole = WholeLines(constraints: constraints, layout: layout, fittingWidth: pass.fittingWidth())
            text.wholeLines.withLock { $0 = whole }
        } else {
            layouts.insert(layout, for: key, cost: layout.glyphCount + layout.lines.count + 1)
            if !widths.isEmpty {
                let wrapped = WrappedLines(constraints: constraints, widths: widths, lineCount: layout.lines.count)
                text.wrappedLines.withLock { list in
                    if list.count == WrappedLines.perText { list.removeFirst() }
                    list.append(wrapped)
                }
            }
        }
        return layout
    }

    /// The shaped text a text view kept, when it is of `content` and its faces are still
    /// those the fonts resolve to.
    private static func kept(_ preparation: TextPreparation?, for content: TextContent, generation: Int) -> ShapedText? {
        guard let preparation, preparation.content == content, let text = preparation.value as? ShapedText else { return nil }
        return text.generation == generation || !content.usesCustomFont ? text : nil
    }
}

extension TextLayout {
    /// The glyphs of all its lines: what a cached layout costs.
    var glyphCount: Int { lines.reduce(0) { $0 + $1.glyphRuns.reduce(0) { $0 + $1.glyphs.count } } }
}

/// A layout whose paragraphs are each one whole line, untruncated, and the constraints
/// it was made under. It is also the layout at any width its lines fit (or none) and any
/// line limit it fits, the other constraints the same: greedy wrapping at such a width
/// takes every break of each paragraph, so each paragraph is still one line, and nothing
/// else in a layout depends on the width. A stack asks a label at its ideal width, at its
/// share, at the stack's width and with a line limit; one pass serves them all.
struct WholeLines: Sendable {
    let constraints: TextConstraints
    let layout: TextLayout
    /// The least width at which wrapping keeps each paragraph whole
    /// (`LayoutPass.fittingWidth`).
    let fittingWidth: Double

    func layout(for other: TextConstraints) -> TextLayout? {
        guard constraints.servesWidths(of: other, showing: layout.lines.count) else { return nil }
        // The same comparison as wrapping's, tolerance included.
        guard let width = other.width, width + LayoutPass.tolerance < fittingWidth else { return layout }
        return nil
    }
}

/// Where a wrapped, untruncated layout also serves other widths: wrapping at any width
/// in `widths` compares every line's width the same way (`WrapDecisions`), so makes the
/// same lines, and nothing else in an untruncated layout depends on the width. A grid
/// or stack that distributes space asks a long text at many close widths, each of them,
/// under `minimumScaleFactor`, at up to 18 scales: fuzz seed 4274631 ran 1,440 passes
/// of 2,400-character texts at 37 widths, 7.9 s of CPU.
///
/// The layout itself stays in the engine's cache, under `constraints`; this is only the
/// key to it, so what it costs stays bounded by that cache.
struct WrappedLines: Sendable {
    /// The most kept a text, the oldest dropped first: enough for the scales that one
    /// `minimumScaleFactor` search tries.
    static let perText = 32

    let constraints: TextConstraints
    let widths: Range<Double>
    let lineCount: Int

    /// The constraints of the cached layout that is also the layout under `other`.
    func constraints(for other: TextConstraints) -> TextConstraints? {
        guard constraints.servesWidths(of: other, showing: lineCount), let width = other.width,
              widths.contains(Double(width)) else { return nil }
        return constraints
    }
}

extension TextConstraints {
    /// Whether an untruncated layout of `lineCount` lines made under these constraints
    /// is the layout under `other` at some widths: everything but the width is the same,
    /// apart from a line limit that still shows every line.
    func servesWidths(of other: TextConstraints, showing lineCount: Int) -> Bool {
        var rest = other
        rest.width = width
        rest.maxLines = maxLines
        return rest == self && (other.maxLines.map { $0 >= lineCount } ?? true)
    }
}

extension TextContent {
    /// Whether a run names a font by name, which a font registration may change.
    var usesCustomFont: Bool {
        runs.contains { if case .custom = $0.font.family { true } else { false } }
    }
}

// MARK: - Input sanitising (architecture principle 6: defined results, never a crash)

extension TextContent {
    /// Sizes within 0...10,000 points (NaN is 0); non-finite spacing and offsets are 0.
    var sanitized: TextContent {
        // The usual case, checked without copying: this runs on every layout, cache hits included.
        let isClean = runs.allSatisfy {
            $0.font.size == Font.drawnPointSize($0.font.size)
                && $0.kerning.isFinite && $0.tracking.isFinite && $0.baselineOffset.isFinite
        }
        if isClean { return self }
        return TextContent(runs: runs.map { run in
            var run = run
            run.font.size = Font.drawnPointSize(run.font.size)
            run.kerning = run.kerning.isFinite ? run.kerning : 0
            run.tracking = run.tracking.isFinite ? run.tracking : 0
            run.baselineOffset = run.baselineOffset.isFinite ? run.baselineOffset : 0
            return run
        }, language: language)
    }
}

extension TextConstraints {
    /// More lines than anyone lays out, small enough to count past without overflow.
    static let maximumLines = Int(Int32.max)

    /// A non-finite width is no width and a negative one 0; a line limit is at least 1;
    /// a non-finite scale is 1 and a negative one 0; a display scale that is not positive
    /// and finite is 1; non-finite line spacing is 0.
    var sanitized: TextConstraints {
        var result = self
        result.width = width.flatMap { $0.isFinite ? max($0, 0) : nil }
        result.maxLines = maxLines.map { min(max($0, 1), Self.maximumLines) }
        result.lineSpacing = lineSpacing.isFinite ? lineSpacing : 0
        result.scale = scale.isFinite ? max(scale, 0) : 1
        result.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        return result
    }
}
