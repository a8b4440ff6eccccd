import CHarfBuzz
import Foundation
import Testing
import VellumCore
@testable import VellumText

/// Fonts registered at run time. Registration lasts for the process, so each test
/// registers what it uses (registering again does nothing) and asserts only what holds
/// whichever test registered first.
@Suite struct FontRegistryTests {
    /// STIX Web's Main family (`fonts-mathjax`): four static faces in a folder fontconfig
    /// does not scan (Debian links only MathJax's TeX fonts into /usr/share/fonts), so
    /// only registration can find them.
    static let stix = "/usr/share/javascript/mathjax/fonts/HTML-CSS/STIX-Web/otf"
    static func stixMain(_ style: String) -> String { "\(stix)/STIXMathJax_Main-\(style).otf" }
    /// Inter's variable faces (`fonts-inter-variable`): one `wght` axis, 100 to 900.
    static let interRoman = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"
    static let interItalic = "/usr/share/fonts/truetype/inter-vf/Inter-italic.var.ttf"

    @discardableResult
    static func register(_ path: String) throws -> [FontRegistry.Face] {
        try FontRegistry.register(contentsOf: URL(fileURLWithPath: path))
    }

    /// The width HarfBuzz gives `string` in the face at `path`, shaped on its own: the
    /// font's own advances and kerning at `size` points.
    static func ownWidth(_ string: String, path: String, size: Double, weight: Float? = nil) throws -> Double {
        let blob = try #require(hb_blob_create_from_file_or_fail(path))
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, 0)
        defer { hb_face_destroy(face) }
        let font = hb_font_create(face)
        defer { hb_font_destroy(font) }
        if let weight {
            var variation = hb_variation_t(tag: hbTag("wght"), value: weight)
            hb_font_set_variations(font, &variation, 1)
        }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, string, -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        let positions = try #require(hb_buffer_get_glyph_positions(buffer, &count))
        let units = (0..<Int(count)).reduce(0) { $0 + Int(positions[$1].x_advance) }
        return Double(units) * size / Double(hb_face_get_upem(face))
    }

    @Test func registrationMakesAnUnknownFamilyMeasureInItsOwnAdvances() throws {
        // Fontconfig has never heard of it: the family can only come from registration.
        #expect(Fontconfig.family(named: "STIX MathJax Main") == nil)
        let faces = try Self.register(Self.stixMain("Regular"))
        #expect(faces == [FontRegistry.Face(FaceDescription(
            file: FontFile(path: Self.stixMain("Regular")), family: "STIX MathJax Main", familyNames: ["STIX MathJax Main"],
            postScriptName: "STIXMathJax_Main-Regular", weight: 400, weightAxis: nil, isItalic: false))])

        let result = layout("Hamburgefont", font: .custom("STIX MathJax Main", size: 20))
        #expect(result.runs.map(\.font) == [FontFile(path: Self.stixMain("Regular"))])
        #expect(result.warnings.isEmpty)
        let expected = try Self.ownWidth("Hamburgefont", path: Self.stixMain("Regular"), size: 20)
        #expect(isClose(result.lines[0].width, expected, within: 1e-9))
        // Not the width of the system font it would otherwise fall back to.
        #expect(!isClose(result.lines[0].width, layout("Hamburgefont", font: .system(size: 20)).lines[0].width, within: 1))

        // By PostScript name, ignoring case and spaces in the family name, and relative
        // to a text style.
        for font in [Font.custom("STIXMathJax_Main-Regular", size: 20), .custom("stixmathjax main", size: 20),
                     .custom("STIX MathJax Main", size: 20, relativeTo: .title)] {
            #expect(layout("Hamburgefont", font: font).runs.map(\.font) == [FontFile(path: Self.stixMain("Regular"))])
        }
    }

    @Test func weightAndItalicChooseAmongTheRegisteredFaces() throws {
        var faces: [FontRegistry.Face] = []
        for style in ["Regular", "Bold", "Italic", "BoldItalic"] { faces += try Self.register(Self.stixMain(style)) }
        #expect(faces.map(\.weight) == [400, 700, 400, 700])
        #expect(faces.map(\.isItalic) == [false, false, true, true])
        #expect(Set(faces.map(\.family)) == ["STIX MathJax Main"])

        let stix = Font.custom("STIX MathJax Main", size: 20)
        let cases: [(Font, String)] = [
            (stix.bold(), "Bold"), (stix.italic(), "Italic"), (stix.bold().italic(), "BoldItalic"),
            (stix.weight(.heavy), "Bold"), (stix.weight(.light), "Regular"), (stix.weight(.medium), "Regular"),
        ]
        for (font, style) in cases {
            let run = layout("Hamburgefont", font: font).runs[0]
            #expect(run.font.path == Self.stixMain(style), "\(font.weight.value) italic \(font.isItalic)")
            #expect(!run.syntheticBold && !run.syntheticItalic)
        }
        let bold = try Self.ownWidth("Hamburgefont", path: Self.stixMain("Bold"), size: 20)
        #expect(isClose(layout("Hamburgefont", font: stix.bold()).lines[0].width, bold, within: 1e-9))
    }

    /// A variable face draws each requested weight exactly: the glyph run carries the
    /// `wght` coordinate, and the widths are HarfBuzz's at that coordinate.
    @Test func variableFontMeasuresEachWeightAtItsAxisCoordinate() throws {
        let roman = try Self.register(Self.interRoman)
        try Self.register(Self.interItalic)
        #expect(roman.map(\.weightRange) == [100...900])
        #expect(roman.map(\.weight) == [400])

        var widths: [Double] = []
        for (weight, value) in [(Font.Weight.light, 300), (.black, 900)] {
            let result = layout("Hamburgefont", font: .custom("Inter", size: 20).weight(weight))
            #expect(result.runs.map(\.font) == [FontFile(path: Self.interRoman,
                                                         variations: [FontVariation(tag: "wght", value: Double(value))])])
            let expected = try Self.ownWidth("Hamburgefont", path: Self.interRoman, size: 20, weight: Float(value))
            #expect(isClose(result.lines[0].width, expected, within: 1e-9))
            widths.append(result.lines[0].width)
        }
        // Measured 2026-11-25 (Inter 4.0 beta 7): 134.418 at wght 300, 145.909 at 900.
        #expect(isClose(widths[0], 134.418, within: 0.001) && isClose(widths[1], 145.909, within: 0.001), "\(widths)")
        let italic = layout("x", font: .custom("Inter", size: 20).bold().italic()).runs[0]
        #expect(italic.font == FontFile(path: Self.interItalic, variations: [FontVariation(tag: "wght", value: 700)]))
        #expect(!italic.syntheticBold && !italic.syntheticItalic)
    }

    /// STIX's Latin family is registered by this test alone, as data.
    @Test func fontDataIsRegisteredLikeAFile() throws {
        let path = "\(Self.stix)/STIXMathJax_Latin-Regular.otf"
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let faces = try FontRegistry.register(data: data)
        #expect(faces.map(\.postScriptName) == ["STIXMathJax_Latin-Regular"])
        #expect(faces.map(\.family) == ["STIX MathJax Latin"])
        let copy = try #require(faces.first?.url)
        #expect(copy.path != path)
        #expect(try Data(contentsOf: copy) == data)
        // The same bytes again: the same file, nothing new registered.
        #expect(try FontRegistry.register(data: data) == faces)
        #expect(FontRegistry.registeredFaces.filter { $0.url == copy }.count == 1)

        let result = layout("ÀÉÎÕÜ", font: .custom("STIX MathJax Latin", size: 20))
        #expect(result.runs.map(\.font) == [FontFile(path: copy.path)])
        let expected = try Self.ownWidth("ÀÉÎÕÜ", path: path, size: 20)
        #expect(isClose(result.lines[0].width, expected, within: 1e-9))
    }

    /// STIX's Marks family is registered by this test alone, from a copy deleted at the
    /// end; the next test shows a registered file that has gone is passed over.
    @Test func bundleFontsAreRegisteredAndBadFilesNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-bundle-\(UUID().uuidString)")
        let fonts = folder.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: "\(Self.stix)/STIXMathJax_Marks-Bold.otf",
                                         toPath: fonts.appendingPathComponent("Brand-Bold.OTF").path)
        try Data("not a font".utf8).write(to: fonts.appendingPathComponent("Broken.ttf"))
        try Data("readme".utf8).write(to: folder.appendingPathComponent("README.txt"))
        let bundle = try #require(Bundle(url: folder))

        let error = #expect(throws: FontRegistrationError.self) { try FontRegistry.registerFonts(in: bundle) }
        #expect(error?.description.hasPrefix("1 of the 2 font files in the bundle") == true, "\(String(describing: error))")
        #expect(error?.description.contains("Broken.ttf") == true)
        let registered = FontRegistry.registeredFaces.filter { $0.url.lastPathComponent == "Brand-Bold.OTF" }
        #expect(registered.map(\.postScriptName) == ["STIXMathJax_Marks-Bold"])

        let empty = folder.appendingPathComponent("Empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(try FontRegistry.registerFonts(in: #require(Bundle(url: empty))) == [])
    }

    /// A registered face whose file was deleted afterwards gives way to the family's other
    /// faces, and to the system font when none is left. STIX's Normal family is
    /// registered by this test alone.
    @Test func registeredFilesThatHaveGoneArePassedOver() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-gone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bold = folder.appendingPathComponent("Bold.otf")
        try FileManager.default.copyItem(atPath: "\(Self.stix)/STIXMathJax_Normal-Bold.otf", toPath: bold.path)
        try FontRegistry.register(contentsOf: bold)
        try Self.register("\(Self.stix)/STIXMathJax_Normal-Italic.otf")
        try FileManager.default.removeItem(at: bold)

        let run = layout("ℎ", font: .custom("STIX MathJax Normal", size: 20).bold()).runs[0]
        #expect(run.font.path == "\(Self.stix)/STIXMathJax_Normal-Italic.otf")
        #expect(run.syntheticBold)
    }

    @Test func badFilesThrowClearErrors() throws {
        func message(_ body: () throws -> Void) -> String {
            do {
                try body()
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        #expect(message { try Self.register("/no/such/font.ttf") }
            == "Cannot register the font file /no/such/font.ttf: there is no such file.")
        #expect(message { try Self.register(Self.stix) }.hasPrefix("Cannot register \(Self.stix): it is a folder"))
        #expect(message { try Self.register("/etc/hostname") }.hasPrefix(
            "Cannot register the font file /etc/hostname: it cannot be read as a TrueType or OpenType font"))
        #expect(message { try FontRegistry.register(contentsOf: URL(string: "https://example.com/a.ttf")!) }
            .hasPrefix("Cannot register the font at https://example.com/a.ttf: only file URLs"))
        for data in [Data(), Data("not a font at all".utf8), Data(repeating: 0, count: 4096)] {
            #expect(message { try FontRegistry.register(data: data) }
                == "Cannot register font data of \(data.count) bytes: it cannot be read as a TrueType or OpenType font "
                + "(or a collection of them), or it has no glyphs.")
        }
        let woff = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-\(UUID().uuidString).woff2")
        try Data("wOF2 and the rest of a compressed font".utf8).write(to: woff)
        defer { try? FileManager.default.removeItem(at: woff) }
        #expect(message { try FontRegistry.register(contentsOf: woff) }
            .hasPrefix("Cannot register the font file \(woff.path): it is a WOFF2 web font, which HarfBuzz cannot shape"))
        #expect(message { try FontRegistry.register(data: Data("wOFF and the rest".utf8)) }
            .hasPrefix("Cannot register font data of 17 bytes: it is a WOFF web font"))
        // A truncated font: its header promises tables the bytes do not hold.
        let truncated = try Data(contentsOf: URL(fileURLWithPath: Self.stixMain("Regular"))).prefix(200)
        #expect(message { try FontRegistry.register(data: truncated) }.hasPrefix("Cannot register font data of 200 bytes"))
    }

    @Test func missingCustomFamilyFallsBackWithAWarning() {
        let result = layout("x", font: .custom("Helvetica Nonexistent", size: 17))
        #expect(result.warnings == ["Font 'Helvetica Nonexistent' is neither registered nor installed; using Inter. "
            + "Register its file with FontRegistry.register(contentsOf:)."])
        #expect(result.runs[0].font.path == FontPaths.interRegular)
        #expect(result.metrics == FontTextEngine().metrics(of: body17))
    }

    /// As SwiftUI does, an unknown name draws in the system font at the requested size;
    /// Vellum also says so, one line the first time each name is seen.
    @MainActor
    @Test func unknownNamesWarnOncePerName() {
        var environment = EnvironmentValues()
        environment.textEngine = FontTextEngine()
        var size = CGSize.zero
        let warnings = Diagnostics.capture {
            let stack = VStack {
                Text("Hello").font(.custom("No Such Sans", size: 34))
                Text("Hello").font(.custom("No Such Sans", size: 12))
                Text("Hello").font(.custom("No Such Serif", size: 17))
            }
            size = ViewLayout(of: stack, proposal: .unspecified, environment: environment).size
            _ = ViewLayout(of: Text("Again").font(.custom("No Such Sans", size: 17)), proposal: .unspecified,
                           environment: environment)
        }
        let hint = "Register its file with FontRegistry.register(contentsOf:)."
        #expect(warnings == [
            "Font 'No Such Sans' is neither registered nor installed; using Inter. \(hint)",
            "Font 'No Such Serif' is neither registered nor installed; using Inter. \(hint)",
        ])
        let system = ViewLayout(of: VStack {
            Text("Hello").font(.system(size: 34))
            Text("Hello").font(.system(size: 12))
            Text("Hello").font(.system(size: 17))
        }, proposal: .unspecified, environment: environment).size
        #expect(size == system)
    }

    /// A registration while other threads lay out text: no crash, and layouts cached
    /// before it (the engine's, and a text view's kept preparation) give way to the
    /// registered face. STIX's Variants family is registered by this test alone.
    @Test func registrationReplacesCachedFallbacksWhileOtherThreadsLayOut() throws {
        let path = "\(Self.stix)/STIXMathJax_Variants-Regular.otf"
        let engine = FontTextEngine()
        let content = TextContent(runs: [.init(string: "w", font: .custom("STIX MathJax Variants", size: 20))])
        let constraints = TextConstraints(width: nil)
        var preparation: TextPreparation?
        let before = engine.layout(content, constraints: constraints, preparation: &preparation)
        #expect(before.runs.map(\.font.path) == [FontPaths.interRegular])
        #expect(before.warnings.count == 1)

        DispatchQueue.concurrentPerform(iterations: 8) { index in
            if index == 3 { _ = try? Self.register(path) }
            for _ in 0..<50 { _ = engine.layout(content, constraints: constraints) }
        }
        let after = engine.layout(content, constraints: constraints)
        #expect(after.runs.map(\.font) == [FontFile(path: path)])
        #expect(after.warnings.isEmpty)
        let prepared = FontTextEngine().layout(content, constraints: TextConstraints(width: 100), preparation: &preparation)
        #expect(prepared.runs.map(\.font) == [FontFile(path: path)])
    }
}
