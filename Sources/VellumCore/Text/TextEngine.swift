import Foundation

/// Measures and lays out text. Layout asks it for sizes; rendering (later) for glyphs.
///
/// `VellumCore` ships `FixedAdvanceTextEngine`, whose numbers are exact and the same on
/// every machine, for tests; `import Vellum` brings the engine that uses real fonts.
public protocol TextEngine: Sendable {
    /// The vertical metrics of `font`, for line heights, baselines and spacing.
    func metrics(of font: Font) -> FontMetrics
    /// Lays out `content` under `constraints`.
    func layout(_ content: TextContent, constraints: TextConstraints) -> TextLayout
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
public struct TextContent: Equatable, Sendable {
    public struct Run: Equatable, Sendable {
        public var string: String
        public var font: Font
        public init(string: String, font: Font) {
            self.string = string
            self.font = font
        }
    }

    public var runs: [Run]
    public init(runs: [Run]) { self.runs = runs }

    /// All the characters, without styling.
    public var string: String { runs.map(\.string).joined() }
    /// The font that sets line metrics: the first run's.
    public var primaryFont: Font { runs.first?.font ?? .body }
}

/// What limits a paragraph's layout.
public struct TextConstraints: Equatable, Sendable {
    /// The width lines wrap at; `nil` lays each hard line out on one line.
    public var width: CGFloat?
    /// The most lines to show; the last shown line is truncated when text remains.
    public var maxLines: Int?
    public var truncationMode: Text.TruncationMode
    /// Extra space between lines.
    public var lineSpacing: CGFloat
    /// Multiplies every font size (for `minimumScaleFactor`).
    public var scale: CGFloat

    public init(width: CGFloat?, maxLines: Int? = nil, truncationMode: Text.TruncationMode = .tail,
                lineSpacing: CGFloat = 0, scale: CGFloat = 1) {
        self.width = width
        self.maxLines = maxLines
        self.truncationMode = truncationMode
        self.lineSpacing = lineSpacing
        self.scale = scale
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
        public init(string: String, width: CGFloat, baseline: CGFloat) {
            self.string = string
            self.width = width
            self.baseline = baseline
        }
    }

    public var lines: [Line]
    /// Width of the widest line; height of all lines with their spacing.
    public var size: CGSize
    /// Whether text was cut short (by a line limit or the height).
    public var isTruncated: Bool
    public var metrics: FontMetrics

    public init(lines: [Line], size: CGSize, isTruncated: Bool, metrics: FontMetrics) {
        self.lines = lines
        self.size = size
        self.isTruncated = isTruncated
        self.metrics = metrics
    }

    public var firstBaseline: CGFloat { lines.first?.baseline ?? metrics.ascent }
    public var lastBaseline: CGFloat { lines.last?.baseline ?? metrics.ascent }
}

/// Where the text engine in force comes from when the environment sets none.
@MainActor
public enum TextEngineDefaults {
    /// The engine views use unless `.environment(\.textEngine, ...)` says otherwise.
    /// `import Vellum` installs the real-font engine here.
    nonisolated(unsafe) public static var engine: any TextEngine = FixedAdvanceTextEngine()
}
