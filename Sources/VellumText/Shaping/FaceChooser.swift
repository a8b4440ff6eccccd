/// Chooses the face each grapheme is shaped with: font fallback.
///
/// A grapheme takes its run's face when that face has every visible scalar of it (and
/// it does not ask for an emoji the face cannot colour); else the first fallback face
/// that has them all, emoji faces only for emoji; else fontconfig's face for its first
/// scalar. White space stays in the face of the grapheme before it when that face has
/// it, so a paragraph of Arabic words is one item, not one per word. A grapheme of
/// ignorable scalars only (a lone joiner, say) joins its neighbour's face.
///
/// Faces are numbered (`choices`), so comparing the faces of neighbours is cheap.
struct FaceChooser {
    let scalars: [UInt32]
    let runOf: [Int]
    let isGraphemeStart: [Bool]
    let isWhitespace: [Bool]
    let fonts: [ResolvedFont]
    let resolver: FontResolver
    /// A text uses a face or two, so they are found by a look along this list.
    private(set) var choices: [FaceChoice] = []
    /// The number `number(_:)` answered last.
    private var lastNumbered: Int?
    /// The engine's faces of single-scalar graphemes for each run's font.
    private let known: [FaceMemo.Faces]
    private let memo: FaceMemo

    init(scalars: [UInt32], runOf: [Int], isGraphemeStart: [Bool], isWhitespace: [Bool],
         fonts: [ResolvedFont], resolver: FontResolver, memo: FaceMemo) {
        self.scalars = scalars
        self.runOf = runOf
        self.isGraphemeStart = isGraphemeStart
        self.isWhitespace = isWhitespace
        self.fonts = fonts
        self.resolver = resolver
        self.memo = memo
        known = fonts.map(memo.faces(for:))
    }

    /// Fills `result` with the number of the face of each scalar of `range` (one
    /// paragraph).
    mutating func faces(for range: Range<Int>, into result: inout [Int]) {
        result.removeAll(keepingCapacity: true)
        result.reserveCapacity(range.count)
        var start = range.lowerBound
        var previous: Int?
        // The memo of the run the last scalar was in: looked up when the run changes.
        var run = -1
        var faces: FaceMemo.Faces?
        while start < range.upperBound {
            var end = start + 1
            while end < range.upperBound, !isGraphemeStart[end] { end += 1 }
            let single = end == start + 1
            let face: Int
            if single, let previous, isWhitespace[start], !choices[previous].face.hasColorBitmaps,
               choices[previous].face.glyph(for: scalars[start]) != nil {
                face = previous
            } else {
                let chosen: Int?
                if single {
                    if runOf[start] != run {
                        run = runOf[start]
                        faces = known[run]
                    }
                    let choice: FaceChoice?
                    if let remembered = faces!.choice(for: scalars[start]) {
                        choice = remembered
                    } else {
                        choice = choose(scalars[start..<end], font: fonts[run])
                        faces!.remember(choice, for: scalars[start])
                        memo.chosen += 1
                    }
                    chosen = choice.map { number($0) }
                } else {
                    chosen = choose(scalars[start..<end], font: fonts[runOf[start]]).map { number($0) }
                }
                face = chosen ?? previous ?? number(fonts[runOf[start]].primary)
            }
            result.append(contentsOf: repeatElement(face, count: end - start))
            previous = face
            start = end
        }
    }

    private mutating func number(_ choice: FaceChoice) -> Int {
        // Most scalars are in the face of the one before.
        if let last = lastNumbered, choices[last] == choice { return last }
        if let known = choices.firstIndex(of: choice) {
            lastNumbered = known
            return known
        }
        choices.append(choice)
        lastNumbered = choices.count - 1
        return choices.count - 1
    }

    /// The face for one grapheme; nil when it has no visible scalar.
    private func choose(_ grapheme: ArraySlice<UInt32>, font: ResolvedFont) -> FaceChoice? {
        let visible = grapheme.filter { Unicode.Scalar($0).map { !ScalarClass.isIgnorable($0) } ?? false }
        guard let first = visible.first else { return nil }
        func covers(_ choice: FaceChoice) -> Bool { visible.allSatisfy { choice.face.glyph(for: $0) != nil } }
        let wantsColor = ScalarClass.wantsEmoji(grapheme) && !font.primary.face.hasColorBitmaps
        if !wantsColor, covers(font.primary) { return font.primary }
        let isEmoji = Unicode.Scalar(first)?.properties.isEmoji ?? false
        let candidates = font.fallbacks.filter { !$0.face.hasColorBitmaps || isEmoji }
        if let found = candidates.first(where: covers) { return found }
        if covers(font.primary) { return font.primary }
        if let found = resolver.fallback(for: first), found.face.glyph(for: first) != nil { return found }
        return candidates.first { $0.face.glyph(for: first) != nil } ?? font.primary
    }
}

/// The faces chosen for single-scalar graphemes, kept by the engine for every text in
/// the same font (primary face and fallbacks), so a thousand labels choose the face of
/// each letter once. Choosing depends only on those faces and the scalar (fontconfig's
/// last resort is kept per scalar by the resolver). Used under the engine's lock.
final class FaceMemo {
    /// One font's choices: nil for an ignorable scalar.
    final class Faces {
        /// ASCII's choices by value, which spares most labels a hash per character.
        private var ascii = [FaceChoice??](repeating: nil, count: 128)
        fileprivate var byScalar: [UInt32: FaceChoice?] = [:]

        /// The remembered choice: `.some(nil)` for an ignorable scalar, nil when unknown.
        func choice(for scalar: UInt32) -> FaceChoice?? { scalar < 128 ? ascii[Int(scalar)] : byScalar[scalar] }

        func remember(_ choice: FaceChoice?, for scalar: UInt32) {
            if scalar < 128 {
                ascii[Int(scalar)] = .some(choice)
                return
            }
            // Text in every script of Unicode should not hold memory forever: start over.
            if byScalar.count >= FaceMemo.capacity { byScalar.removeAll() }
            byScalar[scalar] = .some(choice)
        }
    }

    /// Scalars remembered per font; a few alphabets' worth.
    static let capacity = 16_384
    /// Font chains remembered; a server given many users' fonts starts over past this.
    static let fontCapacity = 256
    private var fonts: [[FaceChoice]: Faces] = [:]
    /// Faces of single-scalar graphemes chosen anew rather than remembered, for tests.
    fileprivate(set) var chosen = 0

    /// The chain asked last: labels in a row share their font, so most asks are
    /// answered without building and hashing the chain.
    private var last: (font: ResolvedFont, faces: Faces)?

    func faces(for font: ResolvedFont) -> Faces {
        if let last, last.font.primary == font.primary, last.font.fallbacks == font.fallbacks { return last.faces }
        let key = [font.primary] + font.fallbacks
        let faces: Faces
        if let known = fonts[key] {
            faces = known
        } else {
            faces = Faces()
            if fonts.count >= FaceMemo.fontCapacity { fonts.removeAll() }
            fonts[key] = faces
        }
        last = (font, faces)
        return faces
    }
}
