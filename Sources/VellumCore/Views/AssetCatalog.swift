import Foundation

/// The colours and images of the Xcode asset catalogs (`*.xcassets` folders) among a
/// bundle's resources, read from their `Contents.json` files once per bundle.
///
/// SwiftPM on Linux ships a catalog as the folder it is (it has no `actool` to compile
/// it into `Assets.car`): `resources: [.process("Assets.xcassets")]`,
/// `.process("Resources")` with the catalog inside, and `.copy("Assets.xcassets")` all
/// put `Assets.xcassets/…` at the root of the target's resource bundle (checked with
/// swift 6.3.1). A catalog is found at the bundle's resource root or in a folder directly
/// below it, so `Bundle.main` also finds the catalogs of the executable's resource
/// bundles (`App_App.resources/Assets.xcassets`).
///
/// What is read, as Xcode writes it:
/// - `NAME.colorset`: the `universal` or `iphone` colour for the `light` (or no)
///   luminosity and the `dark` one; high-contrast variants are ignored. Colour spaces
///   `srgb`, `extended-srgb`, `extended-linear-srgb`, `display-p3`, `gray-gamma-22` and
///   `extended-gray`; components as floats (`"0.500"`), hex bytes (`"0x80"`) or 0–255
///   integers (`"128"`).
/// - `NAME.imageset`: each file with its `scale` (`1x`, `2x`, `3x`; none for a
///   single-scale image) and luminosity, and `template-rendering-intent`.
/// - A folder whose `Contents.json` says `"provides-namespace": true` prefixes the names
///   inside it: `Brand/Primary`.
struct AssetCatalog: Sendable {
    struct ImageAsset: Hashable, Sendable {
        struct Variant: Hashable, Sendable {
            var file: URL
            var scale: CGFloat
            var isDark: Bool
        }

        var name: String
        var variants: [Variant]
        /// `template-rendering-intent`: nil when the catalog leaves it to the default.
        var renderingMode: Image.TemplateRenderingMode?

        /// The file for `scale` pixels per point in `dark` or light appearance: the
        /// exact scale, else the nearest larger one (drawn down), else the largest.
        /// An estimate of UIKit's choice, which is not documented beyond "the closest".
        func variant(scale: CGFloat, dark: Bool) -> Variant? {
            let appearance = variants.filter { $0.isDark == dark }
            let pool = appearance.isEmpty ? variants.filter { !$0.isDark } : appearance
            let sorted = pool.sorted { $0.scale < $1.scale }
            return sorted.first { $0.scale >= scale } ?? sorted.last
        }
    }

    var colors: [String: Color] = [:]
    var images: [String: ImageAsset] = [:]

    private static let lock = NSLock()
    nonisolated(unsafe) private static var catalogs: [String: AssetCatalog] = [:]

    /// The catalogs of `bundle`, merged (the first catalog in path order wins a name
    /// two define); read on first use and kept for the process.
    static func of(_ bundle: Bundle) -> AssetCatalog {
        let root = bundle.resourceURL ?? bundle.bundleURL
        return lock.withLock {
            if let cached = catalogs[root.path] { return cached }
            var catalog = AssetCatalog()
            for folder in catalogFolders(in: root) { catalog.read(folder, namespace: "") }
            catalogs[root.path] = catalog
            return catalog
        }
    }

    /// Where a missing name was looked for, for warnings.
    static func describe(_ bundle: Bundle) -> String {
        "bundle \((bundle.resourceURL ?? bundle.bundleURL).path)"
    }

    /// `*.xcassets` folders at `root` and in the folders directly below it.
    private static func catalogFolders(in root: URL) -> [URL] {
        let manager = FileManager.default
        let children = { (url: URL) in
            ((try? manager.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? [])
                .filter(isDirectory)
                .sorted { $0.path < $1.path }
        }
        var found: [URL] = []
        for child in children(root) {
            if child.pathExtension == "xcassets" {
                found.append(child)
            } else {
                found += children(child).filter { $0.pathExtension == "xcassets" }
            }
        }
        return found
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }

    // MARK: - Reading

    private mutating func read(_ folder: URL, namespace: String) {
        let entries = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter(Self.isDirectory).sorted { $0.path < $1.path }
        for entry in entries {
            let base = entry.deletingPathExtension().lastPathComponent
            let name = namespace + base
            let contents = Self.json(entry.appendingPathComponent("Contents.json"))
            switch entry.pathExtension {
            case "colorset":
                if colors[name] == nil, let color = Self.color(contents) { colors[name] = color }
            case "imageset":
                if images[name] == nil { images[name] = Self.image(named: name, in: entry, contents) }
            case "":
                let properties = contents?["properties"] as? [String: Any]
                let namespaces = (properties?["provides-namespace"] as? Bool) == true
                read(entry, namespace: namespaces ? name + "/" : namespace)
            default:
                break  // app icons, symbol sets, data sets: nothing a view draws
            }
        }
    }

    private static func json(_ url: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// Whether an entry is for an iPhone (`universal` or `iphone`), how specific it is,
    /// and whether it is the dark appearance; nil for other devices, high contrast and
    /// appearances other than luminosity.
    private static func slot(of entry: [String: Any]) -> (specific: Bool, dark: Bool)? {
        let idiom = entry["idiom"] as? String ?? "universal"
        guard idiom == "universal" || idiom == "iphone" else { return nil }
        var dark = false
        for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
            switch (appearance["appearance"] as? String, appearance["value"] as? String) {
            case ("luminosity", "dark"): dark = true
            case ("luminosity", _): break
            default: return nil  // contrast: high, which iOS shows only with Increase Contrast
            }
        }
        return (idiom == "iphone", dark)
    }

    /// The light colour with its dark components, or nil when the set has no colour.
    private static func color(_ contents: [String: Any]?) -> Color? {
        var light: (specific: Bool, color: Color)?
        var dark: (specific: Bool, color: Color)?
        for entry in contents?["colors"] as? [[String: Any]] ?? [] {
            guard let slot = slot(of: entry), let value = entry["color"] as? [String: Any],
                  let color = color(value) else { continue }
            if slot.dark {
                if dark == nil || slot.specific { dark = (slot.specific, color) }
            } else if light == nil || slot.specific {
                light = (slot.specific, color)
            }
        }
        guard var color = light?.color ?? dark?.color else { return nil }
        if let dark = dark?.color, dark != color {
            color.dark = Color.Components(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
        }
        return color
    }

    private static func color(_ value: [String: Any]) -> Color? {
        guard let components = value["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double? { components[key].flatMap { Self.component($0, isAlpha: key == "alpha") } }
        let alpha = component("alpha") ?? 1
        switch value["color-space"] as? String ?? "srgb" {
        case "gray-gamma-22", "extended-gray":
            // Grey with a 2.2 gamma: linear light is white^2.2. Xcode's extended-range grey
            // is taken to share the curve (an estimate; Apple documents no curve for it).
            guard let white = component("white") else { return nil }
            return Color(.sRGBLinear, white: white < 0 ? -pow(-white, 2.2) : pow(white, 2.2), opacity: alpha)
        case let space:
            guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
            let colorSpace: Color.RGBColorSpace = switch space {
            case "display-p3": .displayP3
            case "extended-linear-srgb": .sRGBLinear
            default: .sRGB
            }
            return Color(colorSpace, red: red, green: green, blue: blue, opacity: alpha)
        }
    }

    /// A component as Xcode writes it: `"0x80"` is a hex byte, `"128"` a 0–255 integer,
    /// `"0.502"` (or a JSON number) a fraction. An alpha written `"1"` or `"0"` is a fraction.
    static func component(_ raw: Any, isAlpha: Bool = false) -> Double? {
        if let number = raw as? Double { return number }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if text.contains(".") || text.lowercased().contains("e") { return Double(text) }
        guard let integer = Int(text) else { return nil }
        return isAlpha && (0...1).contains(integer) ? Double(integer) : Double(integer) / 255
    }

    private static func image(named name: String, in folder: URL, _ contents: [String: Any]?) -> ImageAsset {
        var variants: [ImageAsset.Variant] = []
        for entry in contents?["images"] as? [[String: Any]] ?? [] {
            guard let slot = slot(of: entry), let file = entry["filename"] as? String else { continue }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            let variant = ImageAsset.Variant(file: folder.appendingPathComponent(file), scale: CGFloat(scale), isDark: slot.dark)
            // An iPhone-specific file replaces a universal one of the same scale and appearance.
            if let index = variants.firstIndex(where: { $0.scale == variant.scale && $0.isDark == variant.isDark }) {
                if slot.specific { variants[index] = variant }
            } else {
                variants.append(variant)
            }
        }
        let intent = (contents?["properties"] as? [String: Any])?["template-rendering-intent"] as? String
        return ImageAsset(name: name, variants: variants,
                          renderingMode: intent == "template" ? .template : intent == "original" ? .original : nil)
    }
}
