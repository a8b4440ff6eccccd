import Foundation

/// A view that displays one or more lines of read-only text.
///
/// Text sizes itself through the environment's `TextEngine`:
/// - a `nil` or infinite width lays each hard line out on one line (the ideal size);
/// - a finite width wraps at word boundaries and reports the widest line, usually
///   less than the proposal;
/// - a finite height, or `lineLimit`, caps the number of lines (at least one) and
///   truncates the last shown line with "…";
/// - a width of 0 answers zero, so Text's minimum width in a stack is 0.
public struct Text: Equatable, Sendable {
    /// A run of characters with the styling applied to it.
    struct Run: Equatable, Sendable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var isItalic = false
        var color: Color?
        var underline: Color??
        var strikethrough: Color??
        var kerning: CGFloat = 0
        var tracking: CGFloat = 0
        var baselineOffset: CGFloat = 0
        /// Inline code from Markdown, or `monospaced()`: the run's font made monospaced.
        var isMonospaced = false
        var isMonospacedDigit = false
        var design: Font.Design?
        var width: Font.Width?
        /// Characters that depend on the environment (a format's locale, the clock);
        /// `string` holds them as resolved in a default environment.
        var deferred: DeferredString?

        /// The characters as shown in `environment`.
        func resolvedString(in environment: EnvironmentValues) -> String {
            deferred?.resolve(environment) ?? string
        }
    }

    var runs: [Run]

    /// The way a text view truncates text to fit into the available space.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    /// Creates a text view that displays a string literal or interpolation, translated
    /// by the strings table `tableName` of `bundle` (the main bundle's `Localizable` by
    /// default) when it has the key, with its inline Markdown styled (bold, italic,
    /// code, strikethrough, links) as SwiftUI does. Interpolated values are not parsed.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = key.localized(tableName: tableName, bundle: bundle).styledRuns()
    }

    /// Creates a text view that displays a stored string as it is: no Markdown.
    ///
    /// Disfavoured, as in SwiftUI, so that a literal picks the `LocalizedStringKey`
    /// initializer while a `String` variable picks this one.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [Run(string: String(content))]
    }

    /// Creates a text view that displays a string literal as it is: no Markdown.
    public init(verbatim content: String) {
        runs = [Run(string: content)]
    }

    /// All the characters of the text, formats resolved in the default environment.
    var string: String { runs.map { $0.resolvedString(in: EnvironmentValues()) }.joined() }

    private func mapRuns(_ body: (inout Run) -> Void) -> Text {
        var text = self
        for i in text.runs.indices { body(&text.runs[i]) }
        return text
    }

    // As in SwiftUI, a run's own (inner) styling wins over styling applied around it.
    public func font(_ font: Font?) -> Text { mapRuns { $0.font = $0.font ?? font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { mapRuns { $0.weight = $0.weight ?? weight } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { mapRuns { $0.isItalic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func foregroundColor(_ color: Color?) -> Text { mapRuns { $0.color = $0.color ?? color } }
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
    /// Underlines the text, in `color` or the text's own colour.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        mapRuns { $0.underline = isActive ? .some(color) : nil }
    }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        mapRuns { $0.strikethrough = isActive ? .some(color) : nil }
    }
    /// Extra space between characters, in points; the shaper applies it between glyphs.
    @MainActor public func kerning(_ kerning: CGFloat) -> Text { mapRuns { $0.kerning = sanitizedCharacterSpacing(kerning, "kerning") } }
    /// Extra space after every character, in points.
    @MainActor public func tracking(_ tracking: CGFloat) -> Text { mapRuns { $0.tracking = sanitizedCharacterSpacing(tracking, "tracking") } }
    /// Raises (positive) or lowers the text from its baseline, in points.
    @MainActor public func baselineOffset(_ offset: CGFloat) -> Text { mapRuns { $0.baselineOffset = sanitizedLength(offset) } }

    /// Concatenates two texts; each part keeps its own styling.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = lhs
        text.runs += rhs.runs
        return text
    }
}

extension Text: _PrimitiveView {
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let env = inputs.environment
        let base = env.font ?? .body
        // Read from the environment once for all runs.
        let fontModifiers = env.fontModifiers, lineModifiers = env.textLineModifiers, textCase = env.textCase
        let content = TextContent(runs: view.runs.map { run in
            // The view's font modifiers apply to whatever font the run has; the run's
            // own (inner) modifiers after them, so they win.
            var font = fontModifiers.apply(to: run.font ?? base)
            if let weight = run.weight { font = font.weight(weight) }
            if run.isItalic { font = font.italic() }
            if let design = run.design { font = font.design(design) }
            if let width = run.width { font = font.width(width) }
            if run.isMonospaced { font = font.monospaced() }
            if run.isMonospacedDigit { font = font.monospacedDigit() }
            font = font.resolved(in: env)
            let string = run.resolvedString(in: env)
            var resolved = TextContent.Run(
                string: textCase?.apply(string, locale: env.locale) ?? string, font: font, color: run.color, underline: run.underline,
                strikethrough: run.strikethrough, kerning: run.kerning, tracking: run.tracking,
                baselineOffset: run.baselineOffset)
            lineModifiers.apply(to: &resolved, from: run)
            return resolved
        }, language: env.locale.identifier(.bcp47))
        let leaf = TextLeaf(
            content: content, engine: env.textEngine, lineLimits: sanitized(env.lineLimits),
            truncationMode: env.truncationMode, lineSpacing: sanitizedLineSpacing(env.lineSpacing),
            minimumScaleFactor: sanitizedScaleFactor(env.minimumScaleFactor), pixelLength: env.pixelLength, environment: env)
        list.nodes.append(inputs.makeLeaf(leaf))
    }
}

// Text's arguments made safe once, where the view is resolved; each bad value is
// reported once and replaced by a defined one.

/// A line limit below 1 shows one line, as a limit of 1 does.
@MainActor
private func sanitized(_ limits: LineLimits) -> LineLimits {
    var limits = limits
    if let upper = limits.upper, upper < 1 {
        Diagnostics.warnOnce("lineLimit(\(upper)) shows one line; a text always shows at least one.")
        limits.upper = 1
    }
    if let lower = limits.lower, lower < 0 { limits.lower = nil }
    return limits
}

/// Extra space between lines: a NaN or infinite spacing is 0.
@MainActor
private func sanitizedLineSpacing(_ spacing: CGFloat) -> CGFloat {
    guard spacing.isFinite else {
        Diagnostics.warnOnce("lineSpacing(\(spacing)) is not finite; using 0.")
        return 0
    }
    return spacing
}

/// The largest kerning or tracking, in points per character: the largest point size
/// the text engine draws (an estimate; SwiftUI documents no limit). Beyond it a line's
/// width is meaningless, and at the largest finite length the widths of a few
/// characters summed to infinity (fuzz seed 2008189).
let maximumCharacterSpacing: CGFloat = 10_000

/// Kerning or tracking: not finite is 0 (`sanitizedLength`); beyond
/// ±`maximumCharacterSpacing` it is clamped, with a warning.
@MainActor
func sanitizedCharacterSpacing(_ spacing: CGFloat, _ name: String) -> CGFloat {
    let spacing = sanitizedLength(spacing)
    guard abs(spacing) > maximumCharacterSpacing else { return spacing }
    let clamped = spacing < 0 ? -maximumCharacterSpacing : maximumCharacterSpacing
    Diagnostics.warnOnce("\(name)(\(spacing)) is beyond ±\(Int(maximumCharacterSpacing)) points; using \(Int(clamped)).")
    return clamped
}

/// A minimum scale factor in (0, 1]: NaN or above 1 means no shrinking.
@MainActor
private func sanitizedScaleFactor(_ factor: CGFloat) -> CGFloat {
    guard factor.isNaN || factor > 1 else { return factor }
    Diagnostics.warnOnce("minimumScaleFactor(\(factor)) is outside 0...1; text will not shrink.")
    return 1
}

/// A text view's layouts by proposal (a node asks a handful: 0, infinity, its share,
/// nil for spacing), and what its engine prepared for it, kept for the node's life.
@MainActor
final class TextLayoutCache {
    var preparation: TextPreparation?
    private var proposals: [ProposedViewSize] = []
    private var layouts: [TextLayout?] = []
    /// Enough for the questions of one pass and the next; the oldest goes first.
    static let capacity = 8

    func layout(for proposal: ProposedViewSize) -> TextLayout?? {
        proposals.firstIndex(of: proposal).map { layouts[$0] }
    }

    func insert(_ layout: TextLayout?, for proposal: ProposedViewSize) {
        if proposals.isEmpty {
            // One allocation each rather than one per doubling: a stack asks three or four.
            proposals.reserveCapacity(4)
            layouts.reserveCapacity(4)
        }
        if proposals.count == Self.capacity {
            proposals.removeFirst()
            layouts.removeFirst()
        }
        proposals.append(proposal)
        layouts.append(layout)
    }
}

extension EnvironmentValues {
    /// Where `multilineTextAlignment` puts a line in its frame: 0 at the left, 1 at the
    /// right, mirrored right to left.
    var lineAlignmentFraction: CGFloat {
        let fraction: CGFloat = switch multilineTextAlignment {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
        return layoutDirection == .rightToLeft ? 1 - fraction : fraction
    }
}

/// Text's layout: the rules of spec section 2.1 on top of a `TextEngine`.
struct TextLeaf: LeafLayout {
    let content: TextContent
    let engine: any TextEngine
    let lineLimits: LineLimits
    let truncationMode: Text.TruncationMode
    let lineSpacing: CGFloat
    let minimumScaleFactor: CGFloat
    let pixelLength: CGFloat
    /// For drawing: the foreground style, line alignment and layout direction.
    let environment: EnvironmentValues
    /// The layouts made so far, so size, baselines, spacing and drawing lay out once
    /// per proposal.
    let cache = TextLayoutCache()

    var label: String {
        let string = content.string
        // Every node is labelled as it is laid out: the checks on bytes spare the usual
        // short one-line label a count of its characters and a Foundation replacement.
        let shown = string.utf8.count > 40 && string.count > 40 ? String(string.prefix(39)) + "…" : string
        let escaped = shown.utf8.contains(0x0A) ? shown.replacingOccurrences(of: "\n", with: "\\n") : shown
        return "Text(\"\(escaped)\")"
    }

    var hasExplicitGuides: Bool { true }
    var displayedText: String? { content.string }

    /// The paragraph for a proposal. With `minimumScaleFactor` below 1, text that does
    /// not fit at full size (wider than the width, taller than the height, or cut by
    /// its line limit) is laid out at the largest scale in [factor, 1] at which it fits
    /// both axes, wrapping to the width and counting the lines the height holds at that
    /// scale; it is truncated only at the minimum scale.
    func layout(for proposal: ProposedViewSize) -> TextLayout? {
        if let known = cache.layout(for: proposal) { return known }
        let layout = makeLayout(for: proposal)
        cache.insert(layout, for: proposal)
        return layout
    }

    private func makeLayout(for proposal: ProposedViewSize) -> TextLayout? {
        if proposal.width == 0 || content.runs.allSatisfy({ $0.string.isEmpty }) { return nil }
        let width = proposal.width.flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
        let height = proposal.height.flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
        let metrics = engine.metrics(of: content.primaryFont)
        var constraints = TextConstraints(
            width: width, truncationMode: truncationMode, lineSpacing: lineSpacing,
            displayScale: environment.displayScale, allowsTightening: environment.allowsTightening)
        func attempt(scale: CGFloat) -> TextLayout {
            constraints.scale = scale
            constraints.maxLines = maxLines(height: height, lineHeight: metrics.lineHeight * scale)
            return engine.layout(content, constraints: constraints, preparation: &cache.preparation)
        }
        func overflows(_ layout: TextLayout) -> Bool {
            layout.isTruncated || (width.map { layout.size.width > $0 + 1e-9 } ?? false)
                || (height.map { layout.size.height > $0 + 1e-9 } ?? false)
        }
        var result = attempt(scale: 1)
        if minimumScaleFactor < 1, overflows(result) {
            // Find the largest scale in [minimumScaleFactor, 1] at which the text fits.
            var low = Swift.max(minimumScaleFactor, 0.01), high: CGFloat = 1
            var best = attempt(scale: low)
            if !overflows(best) {
                for _ in 0..<16 {
                    let mid = (low + high) / 2
                    let candidate = attempt(scale: mid)
                    if overflows(candidate) { high = mid } else { low = mid; best = candidate }
                }
            }
            result = best
        }
        for warning in result.warnings { Diagnostics.warnOnce(warning) }
        return result
    }

    /// The most lines shown: the line limit, and as many lines of `lineHeight` as the
    /// height holds (at least one).
    private func maxLines(height: CGFloat?, lineHeight: CGFloat) -> Int? {
        var maxLines = lineLimits.upper.map { Swift.max($0, 1) }
        let pitch = lineHeight + lineSpacing
        if let height, pitch > 0 {
            let fitting = ((height + lineSpacing) / pitch + 1e-9).rounded(.down)
            // A height of a billion lines limits nothing (and must not overflow Int).
            if fitting.isFinite, fitting < 1e9 {
                maxLines = Swift.min(maxLines ?? .max, Swift.max(Int(fitting), 1))
            }
        }
        return maxLines
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let layout = layout(for: proposal) else { return .zero }
        var size = layout.size
        if let lower = lineLimits.lower, lower > layout.lines.count {
            let m = layout.metrics
            size.height = CGFloat(lower) * m.lineHeight + CGFloat(lower - 1) * lineSpacing
        }
        return size
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else {
            return nil
        }
        let layout = layout(for: proposal)
        let metrics = layout?.metrics ?? engine.metrics(of: content.primaryFont)
        if key == VerticalAlignment.firstTextBaseline.key { return layout?.firstBaseline ?? metrics.ascent }
        return layout?.lastBaseline ?? metrics.ascent
    }

    /// Draws each line's glyph runs and decorations, lines aligned in the frame by
    /// `multilineTextAlignment` (mirrored right to left).
    func draw(in frame: CGRect, proposal: ProposedViewSize, into list: inout DisplayListBuilder) {
        guard let layout = layout(for: proposal) else { return }
        let defaultPaint = ForegroundStyle()._paint(in: frame, environment: environment)
        func paint(_ run: Int) -> DisplayList.Paint {
            content.runs.indices.contains(run) ? content.runs[run].color.map { .color($0) } ?? defaultPaint : defaultPaint
        }
        let fraction = environment.lineAlignmentFraction
        if environment.redactsText {
            return drawRedacted(layout, in: frame, fraction: fraction, paint: paint(0), into: &list)
        }
        for line in layout.lines {
            let origin = CGPoint(x: list.grid.round(frame.minX + (frame.width - line.width) * fraction),
                                 y: frame.minY + line.baseline)
            // Underlines go beneath the glyphs, strikethroughs over them.
            func decorate(_ kind: TextDecoration.Kind) {
                for decoration in line.decorations where decoration.kind == kind {
                    list.append(.fill(Path(decoration.rect.offsetBy(dx: origin.x, dy: origin.y)),
                                      decorationPaint(decoration, default: paint(decoration.runIndex)), FillStyle()))
                }
            }
            decorate(.underline)
            for run in line.glyphRuns {
                list.append(.glyphs(run, origin: origin, paint: paint(run.runIndex)))
            }
            decorate(.strikethrough)
        }
    }

    /// Redacted text: a rounded bar where each line's text would be (see `RedactionBar`).
    private func drawRedacted(_ layout: TextLayout, in frame: CGRect, fraction: CGFloat, paint: DisplayList.Paint,
                              into list: inout DisplayListBuilder) {
        let m = layout.metrics
        list.group(.opacity(RedactionBar.opacity)) { list in
            for line in layout.lines where line.width > 0 {
                let bar = RedactionBar.rect(x: list.grid.round(frame.minX + (frame.width - line.width) * fraction),
                                            top: frame.minY + line.baseline - m.ascent, width: line.width, height: m.lineHeight)
                list.append(.fill(Path(roundedRect: bar, cornerRadius: bar.height * RedactionBar.cornerFraction),
                                  paint, FillStyle()))
            }
        }
    }

    private func decorationPaint(_ decoration: TextDecoration, default paint: DisplayList.Paint) -> DisplayList.Paint {
        guard content.runs.indices.contains(decoration.runIndex) else { return paint }
        let run = content.runs[decoration.runIndex]
        let color = decoration.kind == .underline ? run.underline : run.strikethrough
        return (color ?? nil).map { .color($0) } ?? paint
    }

    func spacing() -> ViewSpacing {
        let m = engine.metrics(of: content.primaryFont)
        let ideal = layout(for: .unspecified)
        return ViewSpacing.text(
            ascent: m.ascent, descent: m.descent, leading: m.leading, capHeight: m.capHeight,
            firstBaseline: ideal?.firstBaseline ?? m.ascent, lastBaseline: ideal?.lastBaseline ?? m.ascent,
            height: ideal?.size.height ?? m.lineHeight, pixelLength: pixelLength)
    }
}
