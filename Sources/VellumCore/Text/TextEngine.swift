import Foundation

/// Measures and lays out text. Layout asks it for sizes; rendering draws the glyph runs
/// of the same `TextLayout`, so what is drawn is exactly what was measured.
///
/// `VellumCore` ships `FixedAdvanceTextEngine`, whose numbers are exact and the same on
/// every machine, for tests; `import Vellum` brings the engine that uses real fonts.
public protocol TextEngine: Sendable {
    /// The vertical metrics of `font`, for line heights, baselines and spacing.
    func metrics(of font: Font) -> FontMetrics
    /// Lays out `content` under `constraints`.
    func layout(_ content: TextContent, constraints: TextConstraints) -> TextLayout
    /// Lays out `content` under `constraints`, reusing the content-only work (shaping)
    /// kept in `preparation` and storing it there the first time. A text view keeps one
    /// preparation, so the widths a stack asks (0, infinity, its share) shape it once,
    /// however many other texts the engine's own caches see in between.
    func layout(_ content: TextContent, constraints: TextConstraints, preparation: inout TextPreparation?) -> TextLayout
}

extension TextEngine {
    /// Engines with no content-only work to keep lay out as usual.
    public func layout(_ content: TextContent, constraints: TextConstraints,
                       preparation: inout TextPreparation?) -> TextLayout {
        layout(content, constraints: constraints)
    }
}

/// What an engine prepared for one text, opaque to everyone but that engine.
public final class TextPreparation: @unchecked Sendable {
    /// The content it was prepared for; a preparation for other content is not used.
    public let content: TextContent
    /// The engine's own value (for `FontTextEngine`, the shaped text). Immutable once
    /// made; engines read it under their own lock.
    public let value: AnyObject

    public init(content: TextContent, value: AnyObject) {
        self.content = content
        self.value = value
    }
}

/// Vertical metrics of a font, in points.
public struct FontMetrics: Equatable, Sendable {
    /// Distance from the baseline up to the top of the line box.
    public var ascent: CGFloat
    /// Distance from the baseline down to the bottom of the line box (positive).
    public var descent: CGFloat
    /// Extra space the font asks for between lines.
    public var leading: CGFloat
    /// Height of capital letters above the baseline.
    public var capHeight: CGFloat

    public init(ascent: CGFloat, descent: CGFloat, leading: CGFloat, capHeight: CGFloat) {
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
        self.capHeight = capHeight
    }

    /// The height of one line.
    public var lineHeight: CGFloat { ascent + descent + leading }
}

/// Styled text: runs of characters, each with its resolved font.
public struct TextContent: Hashable, Sendable {
    public struct Run: Hashable, Sendable {
        public var string: String
        public var font: Font
        /// The run's own colour (`Text.foregroundColor`); `nil` uses the environment's style.
        public var color: Color?
        /// `Text.underline`: the line's colour, or `.some(nil)` for the text's colour.
        public var underline: Color??
        public var strikethrough: Color??
        /// Extra space after each character, in points (`kerning`, applied by the shaper).
        public var kerning: CGFloat
        /// Extra space after each character, in points (`tracking`).
        public var tracking: CGFloat
        /// How far the run's baseline is raised, in points.
        public var baselineOffset: CGFloat

        public init(string: String, font: Font, color: Color? = nil, underline: Color?? = nil,
                    strikethrough: Color?? = nil, kerning: CGFloat = 0, tracking: CGFloat = 0,
                    baselineOffset: CGFloat = 0) {
            self.string = string
            self.font = font
            self.color = color
            self.underline = underline
            self.strikethrough = strikethrough
            self.kerning = kerning
            self.tracking = tracking
            self.baselineOffset = baselineOffset
        }
    }

    public var runs: [Run]
    /// The BCP 47 tag of the text's language (`Text` takes it from `\.locale`), or nil for
    /// none. Fonts with language-specific forms use it: Japanese, Korean, Simplified and
    /// Traditional Chinese text each get their own forms of the same Han characters.
    public var language: String?

    public init(runs: [Run], language: String? = nil) {
        self.runs = runs
        self.language = language
    }

    /// All the characters, without styling.
    public var string: String { runs.map(\.string).joined() }
    /// The font that sets line metrics: the first run's.
    public var primaryFont: Font { runs.first?.font ?? .body }
}

/// What limits a paragraph's layout.
public struct TextConstraints: Hashable, Sendable {
    /// The width lines wrap at; `nil` lays each hard line out on one line.
    public var width: CGFloat?
    /// The most lines to show; the last shown line is truncated when text remains.
    public var maxLines: Int?
    public var truncationMode: Text.TruncationMode
    /// Extra space between lines.
    public var lineSpacing: CGFloat
    /// Multiplies every font size (for `minimumScaleFactor`).
    public var scale: CGFloat
    /// Pixels per point: engines with real fonts round sizes up to whole pixels.
    public var displayScale: CGFloat
    /// Whether the engine may squeeze letter spacing slightly before truncating.
    public var allowsTightening: Bool

    public init(width: CGFloat?, maxLines: Int? = nil, truncationMode: Text.TruncationMode = .tail,
                lineSpacing: CGFloat = 0, scale: CGFloat = 1, displayScale: CGFloat = 1,
                allowsTightening: Bool = false) {
        self.width = width
        self.maxLines = maxLines
        self.truncationMode = truncationMode
        self.lineSpacing = lineSpacing
        self.scale = scale
        self.displayScale = displayScale
        self.allowsTightening = allowsTightening
    }
}

/// A laid-out paragraph.
public struct TextLayout: Equatable, Sendable {
    public struct Line: Equatable, Sendable {
        /// The characters shown on the line, with an ellipsis where truncated.
        public var string: String
        public var width: CGFloat
        /// The baseline's distance from the top of the paragraph.
        public var baseline: CGFloat
        /// The glyphs to draw, in visual order; positions are relative to the line's
        /// origin: its left end, on its baseline. Empty for engines without fonts.
        public var glyphRuns: [GlyphRun]
        /// Underlines and strikethroughs, relative to the same origin.
        public var decorations: [TextDecoration]

        public init(string: String, width: CGFloat, baseline: CGFloat,
                    glyphRuns: [GlyphRun] = [], decorations: [TextDecoration] = []) {
            self.string = string
            self.width = width
            self.baseline = baseline
            self.glyphRuns = glyphRuns
            self.decorations = decorations
        }
    }

    public var lines: [Line]
    /// Width of the widest line; height of all lines with their spacing.
    public var size: CGSize
    /// Whether text was cut short (by a line limit or the height).
    public var isTruncated: Bool
    public var metrics: FontMetrics
    /// Problems the engine recovered from (a missing font, say); `Text` reports each
    /// once through `Diagnostics`, since engines run outside the main actor.
    public var warnings: [String]

    public init(lines: [Line], size: CGSize, isTruncated: Bool, metrics: FontMetrics, warnings: [String] = []) {
        self.lines = lines
        self.size = size
        self.isTruncated = isTruncated
        self.metrics = metrics
        self.warnings = warnings
    }

    public var firstBaseline: CGFloat { lines.first?.baseline ?? metrics.ascent }
    public var lastBaseline: CGFloat { lines.last?.baseline ?? metrics.ascent }
}

/// A font file, the face inside it (a `.ttc` collection holds several), and for a
/// variable face the instance to use.
public struct FontFile: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var faceIndex: Int
    /// Axis coordinates of a variable face (`wght` 700 for bold); empty for a static face.
    /// The engine shapes and the renderer draws with the same coordinates, so drawn glyphs
    /// have the widths that were measured.
    public var variations: [FontVariation]

    public init(path: String, faceIndex: Int = 0, variations: [FontVariation] = []) {
        self.path = path
        self.faceIndex = faceIndex
        self.variations = variations
    }

    public var description: String {
        let face = faceIndex == 0 ? path : "\(path)#\(faceIndex)"
        return variations.isEmpty ? face : "\(face) (\(variations.map { "\($0.tag) \($0.value)" }.joined(separator: ", ")))"
    }
}

/// One axis coordinate of a variable font, in the axis's design units (`wght` 100...900).
public struct FontVariation: Hashable, Sendable {
    /// The axis's four-letter OpenType tag, such as `"wght"`.
    public var tag: String
    public var value: Double

    public init(tag: String, value: Double) {
        self.tag = tag
        self.value = value
    }
}

/// Shaped glyphs of one font at one size: what a renderer draws for part of a line.
public struct GlyphRun: Equatable, Sendable {
    public var font: FontFile
    /// The size the glyphs are drawn at, in points (after any `minimumScaleFactor`).
    public var size: CGFloat
    /// Glyph ids in the font file.
    public var glyphs: [UInt32]
    /// Each glyph's origin relative to the line's origin (x right, y down from the baseline).
    public var positions: [CGPoint]
    /// Which `TextContent.Run` the glyphs came from, for their colour.
    public var runIndex: Int
    /// Bold or italic drawn by the renderer because the font file lacks that style.
    public var syntheticBold: Bool
    public var syntheticItalic: Bool

    public init(font: FontFile, size: CGFloat, glyphs: [UInt32], positions: [CGPoint], runIndex: Int,
                syntheticBold: Bool = false, syntheticItalic: Bool = false) {
        self.font = font
        self.size = size
        self.glyphs = glyphs
        self.positions = positions
        self.runIndex = runIndex
        self.syntheticBold = syntheticBold
        self.syntheticItalic = syntheticItalic
    }
}

/// An underline or strikethrough: a filled rectangle relative to the line's origin.
public struct TextDecoration: Equatable, Sendable {
    public enum Kind: Hashable, Sendable { case underline, strikethrough }
    public var kind: Kind
    public var rect: CGRect
    public var runIndex: Int
    public init(kind: Kind, rect: CGRect, runIndex: Int) {
        self.kind = kind
        self.rect = rect
        self.runIndex = runIndex
    }
}

/// Where the text engine in force comes from when the environment sets none.
@MainActor
public enum TextEngineDefaults {
    /// The engine views use unless `.environment(\.textEngine, ...)` says otherwise:
    /// the real-font engine when the `Vellum` module is linked, else the fixed-advance one.
    nonisolated(unsafe) public static var engine: any TextEngine =
        PlatformServices.provider?.textEngine ?? FixedAdvanceTextEngine()
}
