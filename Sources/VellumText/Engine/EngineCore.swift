import Foundation
import VellumCore

/// The state behind a `FontTextEngine`: its cache and its shaper, behind one lock,
/// since HarfBuzz buffers and the cache are not thread-safe.
///
/// One cache: shaped texts by content. Each shaped text keeps the layouts made from it
/// (`KeptLayouts`), so a layout is found by its content alone, and a text view that
/// keeps its shaped text (its `TextPreparation`) finds its layouts without hashing or
/// locking anything.
final class EngineCore: @unchecked Sendable {
    private let lock = NSLock()
    private let resolver: FontResolver
    /// Keys hashed once: a lookup hashes its key, and so does each growth of the table.
    private var shapedTexts: LRUCache<Prehashed<TextContent>, ShapedText>
    private let shaping = ShapingCache()
    private let faces = FaceMemo()
    /// The resolver's generation the cache was filled under.
    private var generation = 0

    static let noFontsWarning = "No font could be opened (install fonts-inter or fonts-dejavu-core); "
        + "text is measured with fixed advances."

    /// Shaped texts kept: the 16,384 used last at least (`LRUCache`), enough for the
    /// issue's benchmark of 10,000 distinct labels measured twice, at a kilobyte or two
    /// each.
    static let shapedCapacity = 32_768
    /// Costs are a shaped text's scalars and the glyphs of the layouts it keeps, some
    /// tens of bytes each with what goes with them: a million is some tens of megabytes.
    static let costLimit = 1_000_000

    init(resolver: FontResolver) {
        self.resolver = resolver
        shapedTexts = LRUCache(capacity: Self.shapedCapacity, costLimit: Self.costLimit)
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

    /// Lays out from the layouts kept by the shaped text `preparation` holds, else by
    /// the cached shaped text of the same content, else from that shaped text, else
    /// shaping anew (and keeping the shaped text in `preparation`).
    func layout(_ content: TextContent, constraints: TextConstraints, preparation: inout TextPreparation?) -> TextLayout {
        let content = content.sanitized, constraints = constraints.sanitized
        // A text view asked again (a stack asks a label's ideal size, then its size at a
        // height or its share): no hashing of the content, no lock, no font resolved.
        if let text = Self.kept(preparation, for: content, generation: resolver.generation.load(ordering: .sequentiallyConsistent)),
           let layout = text.layouts.withLock({ $0.layout(for: constraints) }) {
            return layout
        }
        let key = Prehashed(content)
        lock.lock()
        defer { lock.unlock() }
        // Read before resolving any font: a registration after this point moves the
        // generation again, so what is cached now is dropped on the next call. Only
        // custom fonts can resolve differently after a registration.
        let current = resolver.generation.load(ordering: .sequentiallyConsistent)
        if current != generation {
            shapedTexts.removeAll { $0.value.usesCustomFont }
            generation = current
        }
        guard let primary = resolver.resolve(content.primaryFont) else {
            var layout = FixedAdvanceTextEngine().layout(content, constraints: constraints)
            layout.warnings.append(Self.noFontsWarning)
            return layout
        }
        let fonts = content.runs.map { resolver.resolve($0.font) ?? primary }
        let text: ShapedText
        if let kept = Self.kept(preparation, for: content, generation: current) {
            text = kept
        } else if let cached = shapedTexts.value(for: key) {
            text = cached
        } else {
            text = ShapedText(content: content, fonts: fonts, resolver: resolver, shaping: shaping,
                              faces: faces, generation: generation)
            shaping.record(text)
            shapedTexts.insert(text, for: key, cost: text.scalars.count + 1)
        }
        if preparation?.value !== text { preparation = TextPreparation(content: content, value: text) }
        if let layout = text.layouts.withLock({ $0.layout(for: constraints) }) { return layout }
        passes += 1
        let pass = LayoutPass(text: text, content: content, fonts: fonts, primary: primary.primary.face,
                              constraints: constraints, shaping: shaping)
        var layout = pass.run()
        var warnings: [String] = []
        for warning in fonts.compactMap(\.warning) where !warnings.contains(warning) { warnings.append(warning) }
        layout.warnings = warnings
        let isWhole = !layout.isTruncated && layout.lines.count == text.paragraphs.count
        let fittingWidth = isWhole ? pass.fittingWidth() : 0
        let added = text.layouts.withLock { $0.keep(layout, for: constraints, isWhole: isWhole, fittingWidth: fittingWidth) }
        shapedTexts.addCost(added, for: key)
        return layout
    }

    /// The shaped text a text view kept, when it is of `content` and its faces are still
    /// those the fonts resolve to.
    private static func kept(_ preparation: TextPreparation?, for content: TextContent, generation: Int) -> ShapedText? {
        guard let preparation, preparation.content == content, let text = preparation.value as? ShapedText else { return nil }
        return text.generation == generation || !content.usesCustomFont ? text : nil
    }
}

/// The layouts made from one shaped text: its last layout of whole paragraphs, which
/// serves many constraints, and its other layouts (wrapped or truncated), each for its
/// own constraints, the oldest forgotten first past 64 of them or 65,536 glyphs. Layouts
/// follow from content and constraints alone, so any text view or engine may be served
/// them. A grid sizing a spanning text asks it up to 16 widths, and again on each pass.
struct KeptLayouts: Sendable {
    private(set) var wholeLines: WholeLines?
    private var others: [(constraints: TextConstraints, layout: TextLayout, glyphs: Int)] = []
    private var othersGlyphs = 0
    static let othersCapacity = 64
    static let othersGlyphLimit = 65_536

    func layout(for constraints: TextConstraints) -> TextLayout? {
        if let layout = wholeLines?.layout(for: constraints) { return layout }
        return others.last { $0.constraints == constraints }?.layout
    }

    /// Keeps `layout`, made under `constraints`: as the whole-lines layout when each
    /// paragraph is one whole line (`fittingWidth` is then `LayoutPass.fittingWidth`),
    /// else among the others. Answers how many glyphs more are kept (fewer when older
    /// layouts went).
    mutating func keep(_ layout: TextLayout, for constraints: TextConstraints, isWhole: Bool, fittingWidth: Double) -> Int {
        let glyphs = layout.glyphCount
        if isWhole {
            let before = wholeLines?.layout.glyphCount ?? 0
            wholeLines = WholeLines(constraints: constraints, layout: layout, fittingWidth: fittingWidth)
            return glyphs - before
        }
        let before = othersGlyphs
        others.append((constraints, layout, glyphs))
        othersGlyphs += glyphs
        var dropped = 0
        while others.count - dropped > 1,
              others.count - dropped > Self.othersCapacity || othersGlyphs > Self.othersGlyphLimit {
            othersGlyphs -= others[dropped].glyphs
            dropped += 1
        }
        others.removeFirst(dropped)
        return othersGlyphs - before
    }
}

extension TextLayout {
    /// The glyphs of all its lines: what a kept layout costs.
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
        var rest = other
        rest.width = constraints.width
        rest.maxLines = constraints.maxLines
        guard rest == constraints, other.maxLines.map({ $0 >= layout.lines.count }) ?? true else { return nil }
        // The same comparison as wrapping's, tolerance included.
        guard let width = other.width, width + LayoutPass.tolerance < fittingWidth else { return layout }
        return nil
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
