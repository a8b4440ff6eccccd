import VellumCore

/// The text engine with real fonts: Inter, DejaVu and Noto files found on disk, shaped
/// by HarfBuzz, wrapped by libunibreak's break opportunities and ordered by FriBidi.
///
/// What it promises, beyond `TextEngine`:
///
/// - **Fonts by file.** `.default` and `.rounded` are Inter, `.serif` DejaVu Serif,
///   `.monospaced` DejaVu Sans Mono; weights go to the nearest file, and a style no file
///   has is marked for the renderer to synthesise. `.custom` names a family registered
///   with `FontRegistry` or found with fontconfig; a missing one falls back to the
///   default with a warning in `TextLayout.warnings`. Characters a face lacks come from
///   Noto Color Emoji (emoji), Noto Sans CJK, DejaVu Sans, then fontconfig's choice.
///   See `FontResolver`.
/// - **Language.** `TextContent.language` (`\.locale` for `Text`) picks a font's
///   language-specific forms: Noto Sans CJK's Japanese, Korean, Simplified Chinese
///   (the default, en_US included), Traditional Chinese or Hong Kong forms.
/// - **Unhinted measurement.** Advances are HarfBuzz's at the font's design scale
///   times `size / unitsPerEm`: fractional points, the same at every display scale.
///   `TextLayout.size` is rounded up to whole pixels (`1 / displayScale`); line widths
///   are not.
/// - **Metrics.** Ascent, descent and leading are the font's hhea values (OS/2 typo
///   values when the font sets USE_TYPO_METRICS); every line is as tall as the primary
///   font's line, whatever fallback glyphs it holds, so `metrics(of:)` predicts heights.
/// - **Paragraphs.** Lines break at Unicode break opportunities and inside a word only
///   when the word alone is too wide; `\n`, `\r\n`, `\r`, VT, FF, NEL, U+2028 and U+2029
///   always break; trailing white space does not count in a line's width; each hard
///   line's direction comes from its first strong character.
/// - **Truncation.** The last shown line holds the rest of its paragraph, cut with "…"
///   at grapheme boundaries; "…" alone when nothing else fits.
///
/// Defined results for odd input:
///
/// | input | result |
/// |---|---|
/// | no runs, or only empty strings | no lines, size zero |
/// | width `nil`, infinite or NaN | no wrapping |
/// | width ≤ 0 | one grapheme per line |
/// | font size ≤ 0 or NaN | zero-size text (lines of zero height) |
/// | font size above 10,000 pt | 10,000 pt |
/// | `maxLines` ≤ 0 | 1 |
/// | a tab | measured and drawn as a space (no tab stops) |
/// | no font at all on the machine | `FixedAdvanceTextEngine`'s layout and a warning |
///
/// Shaping is cached by content, each shaped text keeping its layout of whole lines,
/// and other layouts by (content, constraints), so measuring again at another width or
/// scale only breaks lines, and the same question twice is answered from the caches.
public struct FontTextEngine: TextEngine {
    /// One engine for the process, so every view shares its caches.
    public static let shared = FontTextEngine()

    let core: EngineCore

    /// A new engine with empty caches; fonts are shared by all engines.
    public init() {
        core = EngineCore(resolver: .shared)
    }

    public func metrics(of font: Font) -> FontMetrics {
        core.metrics(of: font)
    }

    public func layout(_ content: TextContent, constraints: TextConstraints) -> TextLayout {
        var preparation: TextPreparation?
        return core.layout(content, constraints: constraints, preparation: &preparation)
    }

    public func layout(_ content: TextContent, constraints: TextConstraints,
                       preparation: inout TextPreparation?) -> TextLayout {
        core.layout(content, constraints: constraints, preparation: &preparation)
    }
}

/// Engines are the same when they share caches: the view graph compares environments.
extension FontTextEngine: Equatable {
    public static func == (lhs: FontTextEngine, rhs: FontTextEngine) -> Bool { lhs.core === rhs.core }
}
