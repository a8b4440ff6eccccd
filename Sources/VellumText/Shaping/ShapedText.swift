import CHarfBuzz
import CUnibreak
import Synchronization
import VellumCore

/// A `TextContent` analysed and shaped once, for layout at any width and scale.
///
/// Building it takes these steps, each linear in the length of the text:
///
/// 1. Flatten the runs into one array of Unicode scalars, remembering each scalar's run,
///    and mark grapheme boundaries (Swift's `Character`s).
/// 2. Split at hard line breaks into paragraphs.
/// 3. Per paragraph: bidi levels (FriBidi), break opportunities (libunibreak, kept only
///    where a grapheme starts), a face per grapheme (the run's face, else the first
///    fallback that has every character of the grapheme), and a script per scalar.
/// 4. Cut each paragraph into items of one face, bidi level, script and feature set,
///    and shape each item with HarfBuzz at the face's design scale.
/// 5. Record each scalar's advance in ems: a cluster's advance is shared evenly by the
///    graphemes it holds, so a line's width is a difference of prefix sums.
final class ShapedText {
    struct Paragraph {
        var range: Range<Int>
        /// 0 for left to right, 1 for right to left.
        var baseLevel: UInt8
    }

    /// A stretch of one paragraph shaped as a whole.
    struct Item {
        var range: Range<Int>
        var style: ShapingStyle
        var level: UInt8
        /// In visual order.
        var glyphs: [Glyph]
    }

    /// The text's scalars as written.
    let scalars: [UInt32]
    let runOf: [Int]
    let isWhitespace: [Bool]
    /// For each position, where the white space running up to it starts (count + 1
    /// entries), so trimming a line's trailing spaces costs nothing.
    let trimmedEnd: [Int]
    /// `true` at every grapheme start and at the end (count + 1 entries).
    let isGraphemeStart: [Bool]
    /// Whether a HarfBuzz cluster starts at each scalar: where tracking adds its space.
    let isClusterStart: [Bool]
    /// The advance of the graphemes starting at each scalar, in ems.
    let emAdvance: [Double]
    /// Positions a line may end at, ascending; every paragraph's end is one.
    let breaks: [Int]
    let paragraphs: [Paragraph]
    let items: [Item]
    /// How many times HarfBuzz shaped while building.
    let shapingCalls: Int
    /// The font resolver's generation the faces were chosen in: a text view's kept
    /// preparation from before a font registration is shaped again.
    let generation: Int
    /// The last layout of whole paragraphs, which serves other widths and line limits.
    /// Behind its own lock: a text view's preparation may reach any engine.
    let wholeLines = Mutex<WholeLines?>(nil)
    /// Recent wrapped layouts' constraints and the widths each also serves.
    let wrappedLines = Mutex<[WrappedLines]>([])

    /// Shapes `content` with `shaping`'s shaper and working buffers, under the engine's
    /// lock, as both are.
    init(content: TextContent, fonts: [ResolvedFont], resolver: FontResolver, shaping: ShapingCache, faces: FaceMemo,
         generation: Int) {
        self.generation = generation
        // 1. Scalars, runs, graphemes.
        var scalars: [UInt32] = []
        var runOf: [Int] = []
        // UTF-8 lengths bound the scalar count and cost nothing to read: no regrowing.
        let capacity = content.runs.reduce(0) { $0 + $1.string.utf8.count }
        scalars.reserveCapacity(capacity)
        runOf.reserveCapacity(capacity)
        for (index, run) in content.runs.enumerated() {
            for scalar in run.string.unicodeScalars {
                scalars.append(scalar.value)
                runOf.append(index)
            }
        }
        let isGraphemeStart = Self.graphemeStarts(scalars, of: content)
        let isWhitespace = scalars.map { Unicode.Scalar($0).map(ScalarClass.isWhitespace) ?? false }
        self.scalars = scalars
        self.runOf = runOf
        self.isGraphemeStart = isGraphemeStart
        self.isWhitespace = isWhitespace
        var trimmedEnd = Array(0...scalars.count)
        for i in scalars.indices where isWhitespace[i] { trimmedEnd[i + 1] = trimmedEnd[i] }
        self.trimmedEnd = trimmedEnd

        // 2-5.
        func features(ofRun run: Int) -> ShapingFeatures {
            var features: ShapingFeatures = []
            if content.runs[run].font.isMonospacedDigit { features.insert(.tabularDigits) }
            if content.runs[run].kerning != 0 || content.runs[run].tracking != 0 { features.insert(.noLigatures) }
            return features
        }
        let language = shaping.language(content.language)
        var chooser = FaceChooser(scalars: scalars, runOf: runOf, isGraphemeStart: isGraphemeStart,
                                  isWhitespace: isWhitespace, fonts: fonts, resolver: resolver, memo: faces)
        var scratch = shaping.takeScratch()
        var paragraphs = Self.paragraphs(scalars)
        // Room for the usual: an item per paragraph, a break after each space.
        var items: [Item] = []
        items.reserveCapacity(paragraphs.count)
        var breaks: [Int] = []
        breaks.reserveCapacity(paragraphs.count + isWhitespace.reduce(0) { $0 + ($1 ? 1 : 0) })
        scalars.withUnsafeBufferPointer { all in
            for p in paragraphs.indices {
                let range = paragraphs[p].range
                let text = UnsafeBufferPointer(rebasing: all[range])
                // ASCII has no right-to-left letter and no embedding: every level is 0
                // (as `Bidi.levels` finds), which needs no array.
                let isASCII = text.allSatisfy { $0 < 0x80 }
                let (levels, base): ([UInt8], UInt8) = isASCII ? ([], 0) : Bidi.levels(of: text)
                func level(_ i: Int) -> UInt8 { isASCII ? 0 : levels[i] }
                paragraphs[p].baseLevel = base
                Self.appendBreakOpportunities(text, offset: range.lowerBound, isGraphemeStart: isGraphemeStart,
                                              to: &breaks, scratch: &scratch)
                guard !text.isEmpty else { continue }
                chooser.faces(for: range, into: &scratch.faces)
                Self.scripts(of: text, into: &scratch.scripts)
                scratch.shapingText.removeAll(keepingCapacity: true)
                scratch.shapingText.append(contentsOf: text.lazy.map(ScalarClass.forShaping))
                let (faces, scripts) = (scratch.faces, scratch.scripts)
                // The scalars of one item share a face, level, script and features.
                func sameItem(_ a: Int, _ b: Int) -> Bool {
                    let (runA, runB) = (runOf[range.lowerBound + a], runOf[range.lowerBound + b])
                    return faces[a] == faces[b] && level(a) == level(b) && scripts[a] == scripts[b]
                        && (runA == runB || features(ofRun: runA) == features(ofRun: runB))
                }
                var itemStart = 0
                for end in 1...text.count where end == text.count || !sameItem(end, end - 1) {
                    let style = ShapingStyle(face: chooser.choices[faces[itemStart]],
                                             isRightToLeft: level(itemStart) % 2 == 1, script: scripts[itemStart],
                                             language: language, features: features(ofRun: runOf[range.lowerBound + itemStart]))
                    let glyphs = scratch.shapingText.withUnsafeBufferPointer {
                        shaping.shaper.shape($0, context: 0..<text.count, range: itemStart..<end, base: range.lowerBound,
                                             style: style)
                    }
                    items.append(Item(range: (range.lowerBound + itemStart)..<(range.lowerBound + end),
                                      style: style, level: level(itemStart), glyphs: glyphs))
                    itemStart = end
                }
            }
        }
        self.paragraphs = paragraphs
        self.items = items
        self.breaks = breaks
        shapingCalls = items.count
        (emAdvance, isClusterStart) = Self.advances(of: items, isGraphemeStart: isGraphemeStart,
                                                    scratch: &scratch.advance)
        shaping.giveBack(scratch)
    }

    // MARK: - Analysis

    /// `true` at every grapheme start and at the end (count + 1 entries).
    static func graphemeStarts(_ scalars: [UInt32], of content: TextContent) -> [Bool] {
        if scalars.allSatisfy({ $0 < 0x80 }) {
            // In ASCII every scalar starts a grapheme but the LF of a CR LF (rule GB3),
            // which spares Swift's grapheme breaking.
            var starts = [Bool](repeating: true, count: scalars.count + 1)
            for i in scalars.indices.dropFirst() where scalars[i] == 0x0A && scalars[i - 1] == 0x0D { starts[i] = false }
            return starts
        }
        var starts = [Bool](repeating: false, count: scalars.count + 1)
        var position = 0
        for character in content.string {
            starts[position] = true
            position += character.unicodeScalars.count
        }
        starts[scalars.count] = true
        return starts
    }

    /// The paragraphs, without the hard breaks between them (text ending in a break has
    /// an empty last paragraph), each left to right until its levels are found.
    private static func paragraphs(_ scalars: [UInt32]) -> [Paragraph] {
        var paragraphs: [Paragraph] = []
        var start = 0, i = 0
        while i < scalars.count {
            guard ScalarClass.isHardBreak(scalars[i]) else {
                i += 1
                continue
            }
            paragraphs.append(Paragraph(range: start..<i, baseLevel: 0))
            i += scalars[i] == 0x0D && i + 1 < scalars.count && scalars[i + 1] == 0x0A ? 2 : 1
            start = i
        }
        paragraphs.append(Paragraph(range: start..<scalars.count, baseLevel: 0))
        return paragraphs
    }

    /// Appends where libunibreak allows a break inside the paragraph, kept only at
    /// grapheme boundaries (its Unicode data predates emoji sequences), then the
    /// paragraph's end.
    private static func appendBreakOpportunities(_ text: UnsafeBufferPointer<UInt32>, offset: Int, isGraphemeStart: [Bool],
                                                 to breaks: inout [Int], scratch: inout ShapingScratch) {
        _ = unibreakReady
        if text.count > 1 {
            scratch.lineBreakText.removeAll(keepingCapacity: true)
            scratch.lineBreakText.append(contentsOf: text.lazy.map(ScalarClass.forLineBreaking))
            scratch.breakFlags.removeAll(keepingCapacity: true)
            scratch.breakFlags.append(contentsOf: repeatElement(0, count: text.count))
            set_linebreaks_utf32(scratch.lineBreakText, text.count, nil, &scratch.breakFlags)
            for i in 0..<(text.count - 1)
            where scratch.breakFlags[i] != CChar(LINEBREAK_NOBREAK) && isGraphemeStart[offset + i + 1] {
                breaks.append(offset + i + 1)
            }
        }
        breaks.append(offset + text.count)
    }

    /// The script of each scalar, with Common and Inherited ones (spaces, punctuation,
    /// marks) taking their neighbour's, so they shape with the text around them.
    private static func scripts(of text: UnsafeBufferPointer<UInt32>, into scripts: inout [UInt32]) {
        let funcs = hb_unicode_funcs_get_default()
        func isNeutral(_ script: UInt32) -> Bool {
            script == HB_SCRIPT_COMMON.rawValue || script == HB_SCRIPT_INHERITED.rawValue
                || script == HB_SCRIPT_UNKNOWN.rawValue
        }
        scripts.removeAll(keepingCapacity: true)
        scripts.append(contentsOf: text.lazy.map { hb_unicode_script(funcs, $0).rawValue })
        var last: UInt32?
        for i in scripts.indices {
            if isNeutral(scripts[i]) {
                if let last { scripts[i] = last }
            } else {
                last = scripts[i]
            }
        }
        let first = scripts.first { !isNeutral($0) } ?? HB_SCRIPT_COMMON.rawValue
        for i in scripts.indices {
            guard isNeutral(scripts[i]) else { break }
            scripts[i] = first
        }
    }

    /// Each scalar's advance in ems, each cluster's shared among the graphemes that start
    /// inside it, and where clusters start.
    private static func advances(of items: [Item], isGraphemeStart: [Bool],
                                 scratch advance: inout [Int]) -> (em: [Double], clusterStarts: [Bool]) {
        let count = isGraphemeStart.count - 1
        var emAdvance = [Double](repeating: 0, count: count)
        var isClusterStart = [Bool](repeating: false, count: count)
        advance.removeAll(keepingCapacity: true)
        advance.append(contentsOf: repeatElement(0, count: count))
        for item in items {
            for glyph in item.glyphs {
                advance[glyph.cluster] += Int(glyph.xAdvance)
                isClusterStart[glyph.cluster] = true
            }
            let upem = item.style.face.face.unitsPerEm
            var start = item.range.lowerBound
            while start < item.range.upperBound {
                var end = start + 1
                while end < item.range.upperBound, !isClusterStart[end] { end += 1 }
                var graphemes = 0
                for k in start..<end where isGraphemeStart[k] { graphemes += 1 }
                let share = Double(advance[start]) / upem / Double(max(graphemes, 1))
                if graphemes == 0 {
                    emAdvance[start] = share
                } else {
                    for k in start..<end where isGraphemeStart[k] { emAdvance[k] = share }
                }
                start = end
            }
        }
        return (emAdvance, isClusterStart)
    }
}

/// libunibreak's tables are set up once per process.
private let unibreakReady: Void = init_linebreak()
