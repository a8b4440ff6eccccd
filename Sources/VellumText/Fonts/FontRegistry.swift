import Foundation
import VellumCore

/// Fonts an application brings with it, registered at run time so `Font.custom` finds them.
///
/// SwiftUI has no API for this (apps list fonts in Info.plist, or call CoreText's
/// `CTFontManagerRegisterFontURLs`); on a server the fonts travel with the program, as
/// satori's `fonts` option passes them. After registration `Font.custom(_:size:)` and
/// `Font.custom(_:size:relativeTo:)` find a face by its family name (ignoring case and
/// spaces) or its PostScript name, and `.weight(_:)`, `.bold()` and `.italic()` choose
/// among the faces of the family. A variable font draws any weight its `wght` axis
/// covers, measured and drawn at the same coordinates. Registered fonts come before the
/// machine's own, so the pictures do not depend on what is installed.
///
/// ```swift
/// try FontRegistry.register(contentsOf: URL(fileURLWithPath: "Fonts/BrandSans-Regular.otf"))
/// try FontRegistry.registerFonts(in: .module)   // every .ttf, .otf and .ttc in the bundle
///
/// Text("Welcome").font(.custom("Brand Sans", size: 18).weight(.bold))
/// ```
///
/// Registering is safe from any thread, while other threads lay out and draw; register
/// before the views that use the fonts are laid out, since views laid out earlier keep
/// the font they were measured with until they are laid out again. Registering a file
/// again does nothing. A name neither registered nor installed falls back to the system
/// font, as in SwiftUI, with a one-line warning on standard error the first time.
public enum FontRegistry {
    /// One face of a registered font file.
    public struct Face: Hashable, Sendable {
        /// The name `Font.custom` finds the family by (the typographic family when the
        /// file has one): "Inter" for each of Inter's faces.
        public let family: String
        /// The face's PostScript name, which `Font.custom` also accepts ("Inter-Bold").
        public let postScriptName: String?
        /// On the OpenType scale (400 regular, 700 bold); a variable face's default weight.
        public let weight: Int
        /// The weights a variable face draws (its `wght` axis); nil for a static face.
        public let weightRange: ClosedRange<Int>?
        public let isItalic: Bool
        /// The file the face is read from (for `register(data:)`, a private copy).
        public let url: URL
        /// The face's index in its file (a `.ttc` collection holds several).
        public let faceIndex: Int

        init(_ description: FaceDescription) {
            family = description.family
            postScriptName = description.postScriptName
            weight = description.weight
            weightRange = description.weightAxis
            isItalic = description.isItalic
            url = URL(fileURLWithPath: description.file.path)
            faceIndex = description.file.faceIndex
        }
    }

    /// The extensions `registerFonts(in:)` picks up, compared without case.
    static let fontFileExtensions: Set<String> = ["ttf", "otf", "ttc"]

    /// Registers every face of the TrueType or OpenType file (or `.ttc` collection) at `url`.
    ///
    /// - Returns: The faces registered, with the names `Font.custom` finds them by.
    /// - Throws: `FontRegistrationError` when `url` is not a local file or is not a font.
    @discardableResult
    public static func register(contentsOf url: URL) throws -> [Face] {
        guard url.isFileURL else {
            throw FontRegistrationError("Cannot register the font at \(url): only file URLs can be registered; "
                + "download the font first and register its data with FontRegistry.register(data:).")
        }
        let path = url.standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FontRegistrationError("Cannot register the font file \(path): there is no such file.")
        }
        guard !isDirectory.boolValue else {
            throw FontRegistrationError("Cannot register \(path): it is a folder; register each font file in it, "
                + "or put the fonts in a bundle and use FontRegistry.registerFonts(in:).")
        }
        return try registerFaces(inFile: path, named: "the font file \(path)")
    }

    /// Registers every face of a font held in memory (the bytes of a `.ttf`, `.otf` or
    /// `.ttc` file, say fetched from a store), as satori's `fonts` option takes them.
    ///
    /// The bytes are written once to a private temporary folder, removed when the process
    /// exits: the display list names fonts by file, so any thread can draw them. The same
    /// bytes registered again give the same faces.
    ///
    /// - Throws: `FontRegistrationError` when the data is not a font or cannot be stored.
    @discardableResult
    public static func register(data: Data) throws -> [Face] {
        let url = try DataFiles.file(holding: data)
        do {
            return try registerFaces(inFile: url.path, named: "font data of \(data.count) bytes")
        } catch {
            DataFiles.forget(data, at: url)
            throw error
        }
    }

    /// Registers every font file (`.ttf`, `.otf`, `.ttc`) among `bundle`'s resources,
    /// its subfolders included: the fonts a package ships with `resources: [.copy("Fonts")]`
    /// or `.process(...)`, registered with `registerFonts(in: .module)`.
    ///
    /// Files are registered in path order. A file that is not a font does not stop the
    /// others: they are registered, then one error names every file that failed.
    ///
    /// - Returns: The faces registered; empty when the bundle has no font files.
    @discardableResult
    public static func registerFonts(in bundle: Bundle) throws -> [Face] {
        let root = bundle.resourceURL ?? bundle.bundleURL
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if fontFileExtensions.contains(url.pathExtension.lowercased()) { files.append(url) }
        }
        var faces: [Face] = []
        var failures: [String] = []
        for url in files.sorted(by: { $0.path < $1.path }) {
            do {
                faces += try register(contentsOf: url)
            } catch {
                failures.append("\(error)")
            }
        }
        guard failures.isEmpty else {
            throw FontRegistrationError("\(failures.count) of the \(files.count) font files in the bundle at "
                + "\(root.path) could not be registered (the others were): " + failures.joined(separator: " "))
        }
        return faces
    }

    /// Registers the faces of the font file at `path`, or says why `subject` is no font.
    private static func registerFaces(inFile path: String, named subject: String) throws -> [Face] {
        let faces = FaceDescription.faces(inFile: path)
        guard !faces.isEmpty else {
            if let format = webFontFormat(of: path) {
                throw FontRegistrationError("Cannot register \(subject): it is a \(format) web font, which HarfBuzz "
                    + "cannot shape; convert it to .ttf or .otf (for example with fontTools or woff2_decompress).")
            }
            throw FontRegistrationError("Cannot register \(subject): it cannot be read as a TrueType or OpenType "
                + "font (or a collection of them), or it has no glyphs.")
        }
        FontResolver.shared.register(faces)
        return faces.map(Face.init)
    }

    /// "WOFF" or "WOFF2" when the file at `path` starts with that format's signature.
    private static func webFontFormat(of path: String) -> String? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        switch (try? file.read(upToCount: 4)).map({ String(decoding: $0, as: UTF8.self) }) {
        case "wOFF": return "WOFF"
        case "wOF2": return "WOFF2"
        default: return nil
        }
    }

    /// Every face registered so far, in the order registered.
    public static var registeredFaces: [Face] {
        FontResolver.shared.registeredFaces.map(Face.init)
    }
}

/// Why a font could not be registered: what was wrong, with which file, and what to do.
public struct FontRegistrationError: Error, CustomStringConvertible, Equatable {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}

// MARK: - Fonts registered as data

/// The files `FontRegistry.register(data:)` writes: one per distinct font, in a folder only
/// this user can read, made on first use and removed at exit.
///
/// Behind an `NSLock`, as the resolver is: ThreadSanitizer sees its pthread mutex, where
/// it reports accesses under `Synchronization.Mutex` (futex-based on Linux) as races.
private final class DataFiles: @unchecked Sendable {
    static let shared = DataFiles()

    private let lock = NSLock()
    private var folder: URL?
    private var files: [Data: URL] = [:]
    private var written = 0

    /// A file holding `data`: the one written before for the same bytes, else a new one.
    static func file(holding data: Data) throws -> URL {
        let shared = Self.shared
        shared.lock.lock()
        defer { shared.lock.unlock() }
        if let known = shared.files[data] { return known }
        let folder = try shared.folder ?? makeFolder()
        shared.folder = folder
        shared.written += 1
        let url = folder.appendingPathComponent("font-\(shared.written)")
        do {
            try data.write(to: url, options: .withoutOverwriting)
        } catch {
            throw FontRegistrationError("Cannot register font data: writing it to \(url.path) failed (\(error)).")
        }
        shared.files[data] = url
        return url
    }

    /// Removes the file written for data that turned out not to be a font.
    static func forget(_ data: Data, at url: URL) {
        let shared = Self.shared
        shared.lock.lock()
        defer { shared.lock.unlock() }
        guard shared.files[data] == url else { return }
        shared.files[data] = nil
        try? FileManager.default.removeItem(at: url)
    }

    private static func makeFolder() throws -> URL {
        var template = Array((NSTemporaryDirectory() + "/vellum-fonts-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw FontRegistrationError("Cannot register font data: no private folder could be made in "
                + "\(NSTemporaryDirectory()) (errno \(errno)).")
        }
        atexit { DataFiles.removeFolder() }
        return URL(fileURLWithPath: String(cString: made), isDirectory: true)
    }

    /// At exit; a registration still holding the lock on another thread leaves the
    /// folder rather than hang the exit.
    private static func removeFolder() {
        guard shared.lock.try() else { return }
        defer { shared.lock.unlock() }
        if let folder = shared.folder { try? FileManager.default.removeItem(at: folder) }
    }
}
