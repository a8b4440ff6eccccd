import Foundation
import Synchronization
import VellumCore

/// A face with the styling the renderer must add because the file lacks it.
struct FaceChoice: Hashable, @unchecked Sendable {
    let face: FontFace
    let syntheticBold: Bool
    let syntheticItalic: Bool

    static func == (a: FaceChoice, b: FaceChoice) -> Bool {
        a.face === b.face && a.syntheticBold == b.syntheticBold && a.syntheticItalic == b.syntheticItalic
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(face))
        hasher.combine(syntheticBold)
        hasher.combine(syntheticItalic)
    }
}

/// What a `Font` resolves to: the face its characters come from first, the faces tried
/// for characters it lacks, and a message when the requested family is not installed.
struct ResolvedFont {
    let primary: FaceChoice
    let fallbacks: [FaceChoice]
    let warning: String?
}

/// Finds and opens font files, once per process.
///
/// Fonts are chosen by file so the same text measures the same on every machine with
/// Debian's font packages (architecture principle 5):
///
/// | design | family | files |
/// |---|---|---|
/// | `.default` | Inter | `/usr/share/fonts/opentype/inter/Inter-<Weight>[Italic].otf` |
/// | `.rounded` | Inter | no free rounded system font ships in Debian's main font packages |
/// | `.serif` | DejaVu Serif | `/usr/share/fonts/truetype/dejavu/DejaVuSerif*.ttf` |
/// | `.monospaced` | DejaVu Sans Mono | `/usr/share/fonts/truetype/dejavu/DejaVuSansMono*.ttf` |
///
/// A family missing from those paths is looked up by name with fontconfig; without Inter
/// the default is DejaVu Sans, and without a family at all fontconfig's generic one
/// ("sans-serif", "serif", "monospace"), each with a warning.
/// `.custom(name)` is found among the fonts registered with `FontRegistry` by family
/// name, then by PostScript name; then with fontconfig the same way; else it falls back
/// to the default family with a warning. Registered fonts come first, so a server's
/// pictures do not depend on what the machine has installed.
///
/// Characters a face lacks come from, in order: Noto Color Emoji (for emoji only), Noto
/// Sans CJK SC (its Japanese, Korean or Traditional Chinese forms when the text's
/// language asks), DejaVu Sans, and then the face fontconfig prefers for that character.
/// Noto Color Emoji draws bitmaps from one strike, but its advances are in font units
/// like any face's, so emoji measure in proportion to the point size.
final class FontResolver: @unchecked Sendable {
    static let shared = FontResolver()

    private let lock = NSLock()
    /// Faces registered with `FontRegistry`, in the order they were registered.
    private var registered: [FaceDescription] = []
    /// How many registrations changed what fonts resolve to: engines drop their cached
    /// layouts when it moves. Atomic, so checking it costs no lock on every layout.
    let generation = Atomic<Int>(0)
    private var faces: [FontFile: FontFace?] = [:]
    private var resolved: [FontKey: ResolvedFont?] = [:]
    /// The font resolved last: a text's runs and its neighbours' are mostly in one font,
    /// found by comparing its key rather than hashing it.
    private var last: (key: FontKey, font: ResolvedFont?)?
    private var scalarFallbacks: [UInt32: FaceChoice?] = [:]
    private lazy var defaultFamily = Self.builtIn(.inter()) ?? Self.builtIn(.dejaVuSans)
        ?? Fontconfig.family(forGeneric: "sans-serif")
    private lazy var serifFamily = Self.builtIn(.dejaVuSerif) ?? Fontconfig.family(forGeneric: "serif")
    private lazy var monospacedFamily = Self.builtIn(.dejaVuSansMono) ?? Fontconfig.family(forGeneric: "monospace")
    private lazy var fallbackFamilies = [FontFamily.notoColorEmoji, .notoSansCJK, .dejaVuSans].compactMap(Self.builtIn)

    private struct FontKey: Hashable {
        var family: Font.Family
        var weight: Int
        var isItalic: Bool
        /// `Font.Width` as a width class percentage: 100 + 125 × the value, so condensed
        /// (-0.2) is 75 and expanded (0.2) 125 as CSS's `font-stretch` keywords are, and
        /// compressed (-0.3) 62.5, extra-condensed. An estimate: Apple publishes no mapping.
        var width: Double
    }

    /// The faces for `font`, or nil when no font at all can be opened on this machine.
    func resolve(_ font: Font) -> ResolvedFont? {
        let widthValue = font.width.value.isFinite ? min(max(Double(font.width.value), -0.8), 0.8) : 0
        let key = FontKey(family: font.family, weight: min(max(font.weight.value, 1), 1000), isItalic: font.isItalic,
                          width: 100 + 125 * widthValue)
        lock.lock()
        defer { lock.unlock() }
        if let last, last.key == key { return last.font }
        let result: ResolvedFont?
        if let cached = resolved[key] {
            result = cached
        } else {
            result = resolveUncached(key)
            resolved[key] = result
        }
        last = (key, result)
        return result
    }

    /// Adds `faces` to the registered ones (a face already registered is kept once) and
    /// forgets how custom fonts resolved, since a name may now mean another face.
    func register(_ faces: [FaceDescription]) {
        lock.lock()
        defer { lock.unlock() }
        let known = Set(registered.map(\.file))
        let new = faces.filter { !known.contains($0.file) }
        guard !new.isEmpty else { return }
        registered += new
        resolved = resolved.filter { if case .custom = $0.key.family { false } else { true } }
        last = nil
        generation.add(1, ordering: .sequentiallyConsistent)
    }

    /// The faces registered so far.
    var registeredFaces: [FaceDescription] {
        lock.lock()
        defer { lock.unlock() }
        return registered
    }

    /// The face fontconfig prefers for a character that no face of the fallback list has.
    func fallback(for scalar: UInt32) -> FaceChoice? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = scalarFallbacks[scalar] { return cached }
        let choice = Fontconfig.face(covering: scalar).flatMap(face(for:))
            .map { FaceChoice(face: $0, syntheticBold: false, syntheticItalic: false) }
        scalarFallbacks[scalar] = choice
        return choice
    }

    // MARK: - Resolution (under the lock)

    private func resolveUncached(_ key: FontKey) -> ResolvedFont? {
        let family: FontFamily?
        let expected: (name: String, package: String?)
        switch key.family {
        case .system(.default), .system(.rounded):
            (family, expected) = (defaultFamily, ("Inter", "fonts-inter"))
        case .system(.serif):
            (family, expected) = (serifFamily, ("DejaVu Serif", "fonts-dejavu-core"))
        case .system(.monospaced):
            (family, expected) = (monospacedFamily, ("DejaVu Sans Mono", "fonts-dejavu-core"))
        case .custom(let name):
            let found = registeredFamily(named: name) ?? Fontconfig.family(named: name)
                ?? Fontconfig.family(postScriptName: name)
            (family, expected) = (found, (name, nil))
        }
        var warning: String?
        let used = family?.name ?? defaultFamily?.name ?? "a fallback font"
        if case .custom = key.family, family == nil {
            warning = "Font '\(expected.name)' is neither registered nor installed; using \(used). "
                + "Register its file with FontRegistry.register(contentsOf:)."
        } else if family == nil || family?.name != expected.name, let package = expected.package {
            warning = "Font '\(expected.name)' is not installed (Debian package \(package)); using \(used)."
        }
        let candidates = [family, defaultFamily].compactMap { $0 }
        if key.width != 100, let drawn = candidates.first, let width = drawn.nearestWidth(to: key.width),
           key.width < 100 ? width >= 100 : width <= 100 {
            let message = "Font '\(drawn.name)' has no \(key.width < 100 ? "condensed" : "expanded") face "
                + "for fontWidth; drawing its standard width."
            warning = warning.map { $0 + " " + message } ?? message
        }
        guard let primary = candidates.lazy.compactMap({ self.choose(in: $0, key) }).first else { return nil }
        let fallbacks = fallbackFamilies.compactMap { choose(in: $0, key) }.filter { $0 != primary }
        return ResolvedFont(primary: primary, fallbacks: fallbacks, warning: warning)
    }

    /// The registered faces whose family is `name`, else the one whose PostScript name is.
    private func registeredFamily(named name: String) -> FontFamily? {
        let family = registered.filter { $0.isInFamily(name) }
        if let first = family.first { return FontFamily(name: first.family, members: family.map(\.member)) }
        let key = name.lowercased()
        guard let face = registered.first(where: { $0.postScriptName?.lowercased() == key }) else { return nil }
        return FontFamily(name: name, members: [face.member])
    }

    /// The family's best face that opens: a member whose file has gone (a registered
    /// file deleted since, say) gives way to the next best.
    private func choose(in family: FontFamily, _ key: FontKey) -> FaceChoice? {
        var family = family
        var found: (FontFamily.Choice, FontFace)?
        while found == nil, let choice = family.choose(weight: key.weight, italic: key.isItalic, width: key.width) {
            if let face = face(for: choice.file) {
                found = (choice, face)
            } else {
                family.members.removeAll { $0.file.path == choice.file.path && $0.file.faceIndex == choice.file.faceIndex }
            }
        }
        guard let (choice, face) = found else { return nil }
        // Colour bitmaps cannot be emboldened or slanted sensibly.
        return FaceChoice(face: face, syntheticBold: choice.syntheticBold && !face.hasColorBitmaps,
                          syntheticItalic: choice.syntheticItalic && !face.hasColorBitmaps)
    }

    private func face(for file: FontFile) -> FontFace? {
        if let cached = faces[file] { return cached }
        let face = FontFace(file: file)
        faces[file] = face
        return face
    }

    /// A family Vellum ships with: its files where Debian installs them, else the family of
    /// that name wherever fontconfig finds it.
    private static func builtIn(_ family: FontFamily) -> FontFamily? {
        family.members.isEmpty ? Fontconfig.family(named: family.name) : family
    }
}
