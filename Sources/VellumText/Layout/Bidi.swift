import CFriBidi

/// The Unicode bidirectional algorithm, through FriBidi.
enum Bidi {
    /// The embedding level of each scalar of one paragraph, and the paragraph's own level:
    /// 0 (left to right) or 1 (right to left), from its first strong character (rule P2;
    /// left to right when it has none).
    static func levels(of paragraph: UnsafeBufferPointer<UInt32>) -> (levels: [UInt8], base: UInt8) {
        // ASCII has no right-to-left letter and no embedding: every level is 0 (its digits
        // follow the left-to-right start of paragraph, rule W7), as FriBidi finds.
        if paragraph.allSatisfy({ $0 < 0x80 }) { return ([UInt8](repeating: 0, count: paragraph.count), 0) }
        return levelsFromFriBidi(of: paragraph)
    }

    /// `levels(of:)` without its shortcut for ASCII.
    static func levelsFromFriBidi(of paragraph: UnsafeBufferPointer<UInt32>) -> (levels: [UInt8], base: UInt8) {
        let count = paragraph.count
        guard count > 0, let text = paragraph.baseAddress else { return ([], 0) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        fribidi_get_bidi_types(text, FriBidiStrIndex(count), &types)
        fribidi_get_bracket_types(text, FriBidiStrIndex(count), types, &brackets)
        var direction = vellum_fribidi_par_auto()
        let max = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &direction, &levels)
        guard max > 0 else { return ([UInt8](repeating: 0, count: count), 0) }
        return (levels.map { UInt8(clamping: $0) }, vellum_fribidi_par_is_rtl(direction) != 0 ? 1 : 0)
    }

    /// The visual order of a line's runs given their levels (rule L2): from the highest
    /// level down to the lowest odd one, every maximal sequence at that level or above is
    /// reversed.
    static func visualOrder(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0, let lowest = levels.min() else { return order }
        let lowestOdd = lowest % 2 == 1 ? lowest : lowest + 1
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else { i += 1; continue }
                var end = i
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[i..<end].reverse()
                i = end
            }
            level -= 1
        }
        return order
    }
}
