import Foundation
import VellumCore

extension LayoutPass {
    /// Part of a line in one face and bidi level, with its glyphs in visual order.
    struct Piece {
        var face: FaceChoice
        var level: UInt8
        var glyphs: ArraySlice<Glyph>
        /// The run of every glyph (the ellipsis); nil takes each glyph's from its cluster.
        var run: Int?
    }

    /// Places a line: its pieces in visual order from x = 0, each glyph at its pen
    /// position plus HarfBuzz's offset, then the run's spacing after each cluster.
    func build(_ line: LineContent, baseline: Double) -> TextLayout.Line {
        let paragraph = text.paragraphs[line.paragraph]
        var pieces: [Piece] = []
        if let range = line.text { appendPieces(range, to: &pieces) }
        if let run = line.ellipsis {
            let isRightToLeft = paragraph.baseLevel % 2 == 1
            let (glyphs, face) = shaping.ellipsis(run: run, in: self, isRightToLeft: isRightToLeft)
            pieces.append(Piece(face: face, level: paragraph.baseLevel, glyphs: glyphs[...], run: run))
        }
        if let range = line.tail { appendPieces(range, to: &pieces) }

        var placer = Placer(pass: self, tightening: line.tightening,
                            glyphs: pieces.reduce(0) { $0 + $1.glyphs.count })
        // Left-to-right text at level 0 throughout is in visual order already.
        if pieces.allSatisfy({ $0.level == 0 }) {
            for piece in pieces { placer.place(piece) }
        } else {
            for index in Bidi.visualOrder(levels: pieces.map(\.level)) { placer.place(pieces[index]) }
        }
        placer.finishRun()
        return TextLayout.Line(string: string(of: line), width: max(placer.pen, 0),
                               baseline: baseline, glyphRuns: placer.runs, decorations: placer.decorations())
    }

    /// The characters a line shows, "…" where it is cut.
    private func string(of line: LineContent) -> String {
        // A whole one-run text on one line is that run's string (no copy).
        if line.ellipsis == nil, line.tail == nil, line.text == 0..<text.scalars.count, content.runs.count == 1 {
            return content.runs[0].string
        }
        // As UTF-8, made a string once: appending scalars to a string one by one costs
        // more than placing the glyphs.
        var utf8: [UInt8] = []
        func append(_ range: Range<Int>) {
            utf8.reserveCapacity(utf8.count + range.count)
            for value in text.scalars[range] {
                if let scalar = Unicode.Scalar(value) { UTF8.encode(scalar) { utf8.append($0) } }
            }
        }
        if let range = line.text { append(range) }
        if line.ellipsis != nil { utf8 += "\u{2026}".utf8 }
        if let range = line.tail { append(range) }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Appends the pieces of scalars `range`, one per item it overlaps, in logical order.
    private func appendPieces(_ range: Range<Int>, to pieces: inout [Piece]) {
        var index = partitionPoint(text.items) { $0.range.upperBound > range.lowerBound }
        while index < text.items.count, text.items[index].range.lowerBound < range.upperBound {
            let item = text.items[index]
            let part = max(item.range.lowerBound, range.lowerBound)..<min(item.range.upperBound, range.upperBound)
            pieces.append(Piece(face: item.style.face, level: item.level, glyphs: glyphs(of: item, part), run: nil))
            index += 1
        }
    }

    /// The glyphs of scalars `part` of `item`: a slice of the item's shaping when both
    /// ends are safe to break at, else the part shaped again on its own.
    private func glyphs(of item: ShapedText.Item, _ part: Range<Int>) -> ArraySlice<Glyph> {
        let glyphs = item.glyphs
        guard part != item.range else { return glyphs[...] }
        // Clusters ascend along the glyphs left to right, and descend right to left.
        let rtl = item.style.isRightToLeft
        func boundary(_ position: Int) -> Int {
            partitionPoint(glyphs) { rtl ? $0.cluster < position : $0.cluster >= position }
        }
        func startsSafely(_ position: Int) -> Bool {
            if position == item.range.lowerBound || position == item.range.upperBound { return true }
            let i = rtl ? partitionPoint(glyphs) { $0.cluster <= position } : boundary(position)
            return i < glyphs.count && glyphs[i].cluster == position && !glyphs[i].unsafeToBreak
        }
        guard startsSafely(part.lowerBound), startsSafely(part.upperBound) else {
            return shaping.reshape(text, part, style: item.style)[...]
        }
        let (a, b) = rtl ? (boundary(part.upperBound), boundary(part.lowerBound))
                         : (boundary(part.lowerBound), boundary(part.upperBound))
        return glyphs[a..<b]
    }
}

/// Walks a line's glyphs left to right, gathering glyph runs and decorated spans.
private struct Placer {
    let pass: LayoutPass
    let tightening: Double
    var pen = 0.0
    var runs: [GlyphRun] = []
    /// A stretch of one run, for underlines and strikethroughs.
    struct Span {
        var run: Int
        var from: Double
        var to: Double
    }
    var spans: [Span] = []
    /// Whether any run is underlined or struck through, so spans are worth gathering.
    private let tracksSpans: Bool

    /// The glyph run being gathered: its face and content run.
    private var currentFace: FaceChoice?
    private var currentRun = 0
    private var ids: [UInt32] = []
    private var positions: [CGPoint] = []

    /// - Parameter glyphs: the line's glyph count, room for the usual line of one run.
    init(pass: LayoutPass, tightening: Double, glyphs: Int) {
        self.pass = pass
        self.tightening = tightening
        tracksSpans = pass.content.runs.contains { $0.underline != nil || $0.strikethrough != nil }
        ids.reserveCapacity(glyphs)
        positions.reserveCapacity(glyphs)
    }

    mutating func place(_ piece: LayoutPass.Piece) {
        let (runOf, runScales) = (pass.text.runOf, pass.runScales)
        let upem = piece.face.face.unitsPerEm
        let glyphs = piece.glyphs
        for j in glyphs.indices {
            let glyph = glyphs[j]
            let run = piece.run ?? runOf[glyph.cluster]
            if currentRun != run || currentFace != piece.face {
                finishRun()
                (currentFace, currentRun) = (piece.face, run)
            }
            if tracksSpans, spans.last?.run != run { spans.append(Span(run: run, from: pen, to: pen)) }
            let sizes = runScales[run]
            let scale = sizes.pointSize / upem
            ids.append(glyph.id)
            positions.append(CGPoint(x: pen + Double(glyph.xOffset) * scale,
                                     y: -Double(glyph.yOffset) * scale - sizes.baselineShift))
            pen += Double(glyph.xAdvance) * scale
            if j == glyphs.endIndex - 1 || glyphs[j + 1].cluster != glyph.cluster {
                pen += sizes.spacing + tightening
            }
            if tracksSpans { spans[spans.count - 1].to = pen }
        }
    }

    mutating func finishRun() {
        guard let face = currentFace, !ids.isEmpty else { return }
        runs.append(GlyphRun(font: face.face.file, size: pass.runScales[currentRun].pointSize, glyphs: ids, positions: positions,
                             runIndex: currentRun, syntheticBold: face.syntheticBold, syntheticItalic: face.syntheticItalic))
        ids = []
        positions = []
    }

    /// Underlines and strikethroughs under each decorated span, placed by the metrics of
    /// the run's own face (not a fallback's), so one run's line is straight throughout.
    func decorations() -> [TextDecoration] {
        var result: [TextDecoration] = []
        for span in spans where span.to > span.from {
            let run = pass.content.runs[span.run]
            let metrics = pass.fonts[span.run].primary.face.metrics
            let size = pass.runScales[span.run].pointSize
            let shift = pass.runScales[span.run].baselineShift
            func rect(offset: Double, thickness: Double) -> CGRect {
                CGRect(x: span.from, y: -offset * size - shift, width: span.to - span.from, height: thickness * size)
            }
            if run.underline != nil {
                result.append(TextDecoration(kind: .underline, rect: rect(offset: metrics.underlineOffset,
                                                                         thickness: metrics.underlineThickness),
                                             runIndex: span.run))
            }
            if run.strikethrough != nil {
                result.append(TextDecoration(kind: .strikethrough, rect: rect(offset: metrics.strikeoutOffset,
                                                                             thickness: metrics.strikeoutThickness),
                                             runIndex: span.run))
            }
        }
        return result
    }
}
