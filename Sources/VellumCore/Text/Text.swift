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

        /// Whether the runs differ in their characters alone.
        func isStyled(like other: Run) -> Bool {
            var a = self, b = other
            a.string = ""
            b.string = ""
            return a == b
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
        let style = TextEnvironment.of(env)
        var runs: [TextContent.Run] = []
        runs.reserveCapacity(view.runs.count)
        for run in view.runs {
            // The view's font modifiers apply to whatever font the run has; the run's
            // own (inner) modifiers after them, so they win.
            var font = style.fontModifiers.apply(to: run.font ?? style.font)
            if let weight = run.weight { font = font.weight(weight) }
            if run.isItalic { font = font.italic() }
            if let design = run.design { font = font.design(design) }
            if let width = run.width { font = font.width(width) }
            if run.isMonospaced { font = font.monospaced() }
            if run.isMonospacedDigit { font = font.monospacedDigit() }
            font = font.resolved(at: style.dynamicTypeSize)
            let string = run.resolvedString(in: env)
            var resolved = TextContent.Run(
                string: style.textCase?.apply(string, locale: env.locale) ?? string, font: font, color: run.color,
                underline: run.underline, strikethrough: run.strikethrough, kerning: run.kerning,
                tracking: run.tracking, baselineOffset: run.baselineOffset)
            style.lineModifiers.apply(to: &resolved, from: run)
            runs.append(resolved)
        }
        var lines = style.lines
        lines.lineLimits = sanitized(lines.lineLimits)
        lines.lineSpacing = sanitizedLineSpacing(lines.lineSpacing)
        lines.minimumScaleFactor = sanitizedScaleFactor(lines.minimumScaleFactor)
        let sizing = TextSizing(content: TextContent(runs: runs, language: style.language), engine: env.textEngine,
                                lines: lines)
        let leaf = TextLeaf(sizing: sizing, pixelLength: 1 / lines.displayScale, environment: env)
        list.nodes.append(inputs.makeLeaf(leaf))
    }
}

/// What a text reads of its environment, as read: each read is a lookup and a cast,
/// and the labels of a stack are resolved in one environment, so the values are read
/// once for it and kept until a text is resolved in another. (Not the text engine, whose
/// default, `TextEngineDefaults.engine`, may change under an unchanged environment.)
struct TextEnvironment {
    var font: Font
    var fontModifiers: FontModifiers
    var lineModifiers: TextLineModifiers
    var textCase: Text.Case?
    var dynamicTypeSize: DynamicTypeSize
    /// The locale's BCP 47 tag (`TextContent.language`).
    var language: String?
    var lines: TextLineStyle

    /// The values read last, and the environment's revision they were read in.
    @MainActor private static var last: (revision: AnyObject, values: TextEnvironment)?

    @MainActor
    static func of(_ env: EnvironmentValues) -> TextEnvironment {
        if let last, last.revision === env.revision { return last.values }
        let values = TextEnvironment(
            font: env.font ?? .body, fontModifiers: env.fontModifiers, lineModifiers: env.textLineModifiers,
            textCase: env.textCase, dynamicTypeSize: env.dynamicTypeSize, language: env.locale.identifier(.bcp47),
            lines: TextLineStyle(
                lineLimits: env.lineLimits, truncationMode: env.truncationMode, lineSpacing: env.lineSpacing,
                minimumScaleFactor: env.minimumScaleFactor, displayScale: env.displayScale,
                allowsTightening: env.allowsTightening))
        last = (env.revision, values)
        return values
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
/// nil for spacing), what its engine prepared for it, and its font's metrics, kept for
/// the node's life.
@MainActor
final class TextLayoutCache {
    var preparation: TextPreparation?
    /// The primary font's metrics, asked of the engine once.
    var metrics: FontMetrics?
    /// One list of pairs: a single allocation per text.
    private var entries: [(proposal: ProposedViewSize, layout: TextLayout?)] = []
    /// Enough for the questions of one pass and the next; the oldest goes first.
    static let capacity = 8

    func layout(for proposal: ProposedViewSize) -> TextLayout?? {
        for entry in entries where entry.proposal == proposal { return entry.layout }
        return nil
    }

    func insert(_ layout: TextLayout?, for proposal: ProposedViewSize) {
        // Room for what a stack asks (three or four questions) in one allocation.
        if entries.isEmpty { entries.reserveCapacity(4) }
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append((proposal, layout))
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

/// How a text's lines are set, as the environment says beside its fonts.
struct TextLineStyle: Sendable {
    var lineLimits: LineLimits
    var truncationMode: Text.TruncationMode
    var lineSpacing: CGFloat
    var minimumScaleFactor: CGFloat
    var displayScale: CGFloat
    var allowsTightening: Bool
}

/// How a text is laid out for a proposal: the rules of spec section 2.1 on top of a
/// `TextEngine`. Not isolated, unlike the leaf that holds it: a closure made on the main
/// actor checks its executor at every call, and layout asks each text several times.
struct TextSizing: Sendable {
    let content: TextContent
    let engine: any TextEngine
    let lines: TextLineStyle

    /// The paragraph for a proposal. With `minimumScaleFactor` below 1, text that does
    /// not fit at full size (wider than the width, taller than the height, or cut by
    /// its line limit) is laid out at the largest scale in [factor, 1] at which it fits
    /// both axes, wrapping to the width and counting the lines the height holds at that
    /// scale; it is truncated only at the minimum scale.
    func layout(for proposal: ProposedViewSize, metrics: FontMetrics, preparation: inout TextPreparation?) -> TextLayout? {
        if proposal.width == 0 || content.runs.allSatisfy({ $0.string.isEmpty }) { return nil }
        let width = proposal.width.flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
        let height = proposal.height.flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
        var constraints = TextConstraints(
            width: width, truncationMode: lines.truncationMode, lineSpacing: lines.lineSpacing,
            displayScale: lines.displayScale, allowsTightening: lines.allowsTightening)
        func attempt(scale: CGFloat) -> TextLayout {
            constraints.scale = scale
            constraints.maxLines = maxLines(height: height, lineHeight: metrics.lineHeight * scale)
            return engine.layout(content, constraints: constraints, preparation: &preparation)
        }
        func overflows(_ layout: TextLayout) -> Bool {
            layout.isTruncated || (width.map { layout.size.width > $0 + 1e-9 } ?? false)
                || (height.map { layout.size.height > $0 + 1e-9 } ?? false)
        }
        let result = attempt(scale: 1)
        guard lines.minimumScaleFactor < 1, overflows(result) else { return result }
        // Find the largest scale in [minimumScaleFactor, 1] at which the text fits.
        var low = Swift.max(lines.minimumScaleFactor, 0.01), high: CGFloat = 1
        var best = attempt(scale: low)
        if !overflows(best) {
            for _ in 0..<16 {
                let mid = (low + high) / 2
                let candidate = attempt(scale: mid)
                if overflows(candidate) { high = mid } else { low = mid; best = candidate }
            }
        }
        return best
    }

    /// The most lines shown: the line limit, and as many lines of `lineHeight` as the
    /// height holds (at least one).
    private func maxLines(height: CGFloat?, lineHeight: CGFloat) -> Int? {
        var maxLines = lines.lineLimits.upper.map { Swift.max($0, 1) }
        let pitch = lineHeight + lines.lineSpacing
        if let height, pitch > 0 {
            let fitting = ((height + lines.lineSpacing) / pitch + 1e-9).rounded(.down)
            // A height of a billion lines limits nothing (and must not overflow Int).
            if fitting.isFinite, fitting < 1e9 {
                maxLines = Swift.min(maxLines ?? .max, Swift.max(Int(fitting), 1))
            }
        }
        return maxLines
    }
}

/// Text's leaf: its sizing, and what drawing needs of the environment.
struct TextLeaf: LeafLayout {
    let sizing: TextSizing
    let pixelLength: CGFloat
    /// For drawing: the foreground style, line alignment and layout direction.
    let environment: EnvironmentValues
    /// The layouts made so far, so size, baselines, spacing and drawing lay out once
    /// per proposal.
    let cache = TextLayoutCache()

    var content: TextContent { sizing.content }
    var lineLimits: LineLimits { sizing.lines.lineLimits }
    var lineSpacing: CGFloat { sizing.lines.lineSpacing }

    var label: String {
        let string = content.runs.count == 1 ? content.runs[0].string : content.string
        // Every node is labelled as it is laid out: the checks on bytes spare the usual
        // short one-line label a count of its characters and a Foundation replacement.
        let shown = string.utf8.count > 40 && string.count > 40 ? String(string.prefix(39)) + "…" : string
        let escaped = shown.utf8.contains(0x0A) ? shown.replacingOccurrences(of: "\n", with: "\\n") : shown
        return "Text(\"" + escaped + "\")"
    }

    var hasExplicitGuides: Bool { true }
    var displayedText: String? { content.string }

    /// The primary font's metrics.
    private var metrics: FontMetrics {
        if let metrics = cache.metrics { return metrics }
        let metrics = sizing.engine.metrics(of: content.primaryFont)
        cache.metrics = metrics
        return metrics
    }

    /// The paragraph for a proposal (`TextSizing.layout(for:)`), laid out once.
    func layout(for proposal: ProposedViewSize) -> TextLayout? {
        if let known = cache.layout(for: proposal) { return known }
        let layout = sizing.layout(for: proposal, metrics: metrics, preparation: &cache.preparation)
        for warning in layout?.warnings ?? [] { Diagnostics.warnOnce(warning) }
        cache.insert(layout, for: proposal)
        return layout
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
        let metrics = layout?.metrics ?? self.metrics
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
        let m = metrics
        let ideal = layout(for: .unspecified)
        let inputs = SpacingInputs(
            metrics: m, firstBaseline: ideal?.firstBaseline ?? m.ascent, lastBaseline: ideal?.lastBaseline ?? m.ascent,
            height: ideal?.size.height ?? m.lineHeight, pixelLength: pixelLength)
        if let last = Self.lastSpacing, last.inputs == inputs { return last.spacing }
        let spacing = ViewSpacing.text(
            ascent: m.ascent, descent: m.descent, leading: m.leading, capHeight: m.capHeight,
            firstBaseline: inputs.firstBaseline, lastBaseline: inputs.lastBaseline,
            height: inputs.height, pixelLength: pixelLength)
        Self.lastSpacing = (inputs, spacing)
        return spacing
    }

    /// What a text's spacing is made from.
    private struct SpacingInputs: Equatable {
        var metrics: FontMetrics
        var firstBaseline, lastBaseline, height, pixelLength: CGFloat
    }

    /// The spacing made last, and from what: one-line labels in one font have the same
    /// spacing, and share its storage rather than each making its own.
    private static var lastSpacing: (inputs: SpacingInputs, spacing: ViewSpacing)?
}
