import CFontconfig
import VellumCore

/// The questions Vellum asks fontconfig. It is asked only where files cannot be named in
/// advance: `.custom` families, a built-in family installed somewhere unusual, and a
/// character no fallback font has. Callers serialise access (the resolver's lock).
enum Fontconfig {
    /// Every installed face of the family called `name` (matched as fontconfig matches
    /// family names: ignoring case and spaces), or nil when there is none.
    static func family(named name: String) -> FontFamily? {
        faces(matching: "family", name, familyName: name)
    }

    /// The face whose PostScript name is `name` (for example "Inter-Bold"), as a family of one.
    static func family(postScriptName name: String) -> FontFamily? {
        faces(matching: "postscriptname", name, familyName: name)
    }

    /// The family fontconfig's configuration picks for a generic name such as "sans-serif".
    static func family(forGeneric generic: String) -> FontFamily? {
        guard initialize(), let pattern = FcNameParse(generic) else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        return string(match, "family").flatMap { family(named: $0) }
    }

    /// The face fontconfig's configuration prefers for `scalar`, if any face has it.
    static func face(covering scalar: UInt32) -> FontFile? {
        guard initialize(), let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { return nil }
        defer {
            FcPatternDestroy(pattern)
            FcCharSetDestroy(charset)
        }
        FcCharSetAddChar(charset, scalar)
        FcPatternAddCharSet(pattern, "charset", charset)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var found: OpaquePointer?
        guard FcPatternGetCharSet(match, "charset", 0, &found) == FcResultMatch,
              FcCharSetHasChar(found, scalar) != 0, let path = string(match, "file") else { return nil }
        return FontFile(path: path, faceIndex: Int(integer(match, "index") ?? 0))
    }

    // MARK: - Helpers

    private static func initialize() -> Bool { FcInit() != 0 }

    private static func faces(matching object: String, _ value: String, familyName: String) -> FontFamily? {
        guard initialize(), let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return nil }
        defer {
            FcPatternDestroy(pattern)
            FcObjectSetDestroy(objects)
        }
        FcPatternAddString(pattern, object, value)
        for name in ["file", "index", "weight", "slant", "width", "variable"] { FcObjectSetAdd(objects, name) }
        guard let list = FcFontList(nil, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(list) }
        // A family may list condensed or expanded faces too ("DejaVu Sans" does): each
        // member keeps its width, for `Font.width(_:)` to choose by.
        let faces = (0..<Int(list.pointee.nfont)).compactMap { list.pointee.fonts[$0] }
        var members: [FontFamily.Member] = []
        for face in faces {
            let index = Int(integer(face, "index") ?? 0)
            // fontconfig lists each named instance of a variable face (index 1 << 16 and
            // up) beside the face itself; the face, described from its file, covers them.
            guard let path = string(face, "file"), index >> 16 == 0 else { continue }
            var isVariable: FcBool = 0
            if FcPatternGetBool(face, "variable", 0, &isVariable) == FcResultMatch, isVariable != 0 {
                members += FaceDescription.faces(inFile: path).filter { $0.file.faceIndex == index }.map(\.member)
                continue
            }
            let weight = Int(FcWeightToOpenType(integer(face, "weight") ?? Int32(FC_WEIGHT_REGULAR)))
            members.append(FontFamily.Member(
                file: FontFile(path: path, faceIndex: index),
                weight: weight > 0 ? weight : 400,
                isItalic: (integer(face, "slant") ?? Int32(FC_SLANT_ROMAN)) != Int32(FC_SLANT_ROMAN),
                width: Int(integer(face, "width") ?? Int32(FC_WIDTH_NORMAL))))
        }
        // The default instance is listed as a static face too: the variable face covers it.
        let variableFaces = Set(members.filter { $0.weightAxis != nil }.map(\.file))
        members.removeAll { $0.weightAxis == nil && variableFaces.contains($0.file) }
        guard !members.isEmpty else { return nil }
        // fontconfig lists in no promised order; sort so choices repeat across machines.
        members.sort { ($0.file.path, $0.file.faceIndex) < ($1.file.path, $1.file.faceIndex) }
        return FontFamily(name: familyName, members: members)
    }

    private static func string(_ pattern: OpaquePointer?, _ object: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    private static func integer(_ pattern: OpaquePointer?, _ object: String) -> Int32? {
        var value: Int32 = 0
        return FcPatternGetInteger(pattern, object, 0, &value) == FcResultMatch ? value : nil
    }
}
