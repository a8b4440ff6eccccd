/// Unicode questions the engine asks of single scalars.
enum ScalarClass {
    /// Scalars that end a hard line: LF, VT, FF, CR, NEL, LINE and PARAGRAPH SEPARATOR.
    /// (CR LF counts once; the caller pairs them.)
    static func isHardBreak(_ value: UInt32) -> Bool {
        switch value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// The scalar HarfBuzz is given: tabs have no glyph in most fonts, so they shape as a
    /// space (there are no tab stops).
    static func forShaping(_ value: UInt32) -> UInt32 { value == 0x09 ? 0x20 : value }

    /// The scalar libunibreak is given. Debian's libunibreak 1.1 aborts on a regional
    /// indicator (its data predates flags) and on U+FFFF (its end-of-text marker): they
    /// go in as an ideograph, which breaks on both sides as a flag should, and U+FFFD.
    static func forLineBreaking(_ value: UInt32) -> UInt32 {
        switch value {
        case 0x1F1E6...0x1F1FF: 0x5B57
        case 0xFFFF: 0xFFFD
        default: value
        }
    }

    /// Space that does not count in a line's width when it ends the line.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII's (tab to carriage return, and space) without the property table.
        scalar.isASCII ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }

    /// Scalars that need no glyph of their own, so a face need not have them to be chosen:
    /// joiners, variation selectors, tags, bidi controls, other control characters.
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .control
    }

    /// Whether a grapheme asks for a colour emoji rather than a text glyph: it has
    /// emoji presentation by default, or an emoji variation selector, a skin-tone
    /// modifier or a keycap.
    static func wantsEmoji(_ scalars: ArraySlice<UInt32>) -> Bool {
        guard let first = scalars.first.flatMap(Unicode.Scalar.init), first.properties.isEmoji else { return false }
        if scalars.contains(0xFE0E) { return false }
        if first.properties.isEmojiPresentation { return true }
        return scalars.contains { $0 == 0xFE0F || $0 == 0x20E3 || (0x1F3FB...0x1F3FF).contains($0) }
    }
}
