import Foundation
import Testing
import VellumCore
@testable import VellumText

/// Fonts are chosen by file, so these paths are part of the contract.
@Suite struct FontSelectionTests {
    private func file(_ font: Font, _ string: String = "x") -> GlyphRun {
        layout(string, font: font).runs[0]
    }

    @Test(arguments: [
        (Font.Weight.ultraLight, "Inter-Thin.otf"), (.thin, "Inter-ExtraLight.otf"), (.light, "Inter-Light.otf"),
        (.regular, "Inter-Regular.otf"), (.medium, "Inter-Medium.otf"), (.semibold, "Inter-SemiBold.otf"),
        (.bold, "Inter-Bold.otf"), (.heavy, "Inter-ExtraBold.otf"), (.black, "Inter-Black.otf"),
    ])
    func everyWeightHasAnInterFile(weight: Font.Weight, name: String) {
        let run = file(body17.weight(weight))
        #expect(run.font == FontFile(path: "\(FontPaths.inter)/\(name)"))
        #expect(run.syntheticBold == false)
    }

    @Test func italicsHaveTheirOwnFiles() {
        #expect(file(body17.italic()).font.path == "\(FontPaths.inter)/Inter-Italic.otf")
        #expect(file(body17.bold().italic()).font.path == "\(FontPaths.inter)/Inter-BoldItalic.otf")
        #expect(file(body17.italic()).syntheticItalic == false)
        #expect(layout("x", font: body17.bold()).lines[0].width != layout("x").lines[0].width)
    }

    @Test func designsMapToTheirFamilies() {
        #expect(file(.system(size: 17, design: .serif)).font.path == "\(FontPaths.dejaVu)/DejaVuSerif.ttf")
        #expect(file(.system(size: 17, weight: .black, design: .serif)).font.path
            == "\(FontPaths.dejaVu)/DejaVuSerif-Bold.ttf")
        #expect(file(.system(size: 17, design: .monospaced)).font.path == "\(FontPaths.dejaVu)/DejaVuSansMono.ttf")
        #expect(file(.system(size: 17, design: .monospaced).italic()).font.path
            == "\(FontPaths.dejaVu)/DejaVuSansMono-Oblique.ttf")
        #expect(file(body17.monospaced().bold()).font.path == "\(FontPaths.dejaVu)/DejaVuSansMono-Bold.ttf")
        // No free rounded system font ships with Debian: rounded is Inter.
        #expect(file(.system(size: 17, design: .rounded)).font.path == FontPaths.interRegular)
    }

    @Test func monospacedCharactersShareOneAdvance() {
        let mono = Font.system(size: 17, design: .monospaced)
        let narrow = layout("iii", font: mono).lines[0].width
        #expect(narrow == layout("WWW", font: mono).lines[0].width)
        // DejaVu Sans Mono advances are 1,233 of 2,048 units.
        #expect(isClose(narrow, 3 * 1233 * 17 / 2048, within: 1e-9))
    }

    @Test func customFamilyIsFoundByName() {
        let result = layout("x", font: .custom("DejaVu Serif", size: 17))
        #expect(result.runs[0].font.path == "\(FontPaths.dejaVu)/DejaVuSerif.ttf")
        #expect(result.warnings.isEmpty)
        #expect(layout("x", font: .custom("dejavu serif", size: 17)).runs[0].font == result.runs[0].font)
        #expect(layout("x", font: .custom("Inter-Bold", size: 17)).runs[0].font.path
            == "\(FontPaths.inter)/Inter-Bold.otf")
    }

    /// Noto Sans CJK has no italic face: the renderer slants the upright one.
    @Test func missingStylesAreSynthesised() {
        let run = file(.custom("Noto Sans CJK SC", size: 17).italic())
        #expect(run.font == FontFile(path: FontPaths.cjkRegular, faceIndex: 2))
        #expect(run.syntheticItalic)
        #expect(run.syntheticBold == false)
        // DejaVu Sans has Regular and Bold only: semibold is the nearer Bold, not synthetic.
        let semibold = file(.custom("DejaVu Sans", size: 17).weight(.semibold))
        #expect(semibold.font.path == "\(FontPaths.dejaVu)/DejaVuSans-Bold.ttf")
        #expect(semibold.syntheticBold == false)
    }

    @Test func weightMatchingPrefersTheNearestFile() {
        let family = FontFamily(name: "Test", members: [
            .init(file: FontFile(path: "/light"), weight: 300, isItalic: false),
            .init(file: FontFile(path: "/regular"), weight: 400, isItalic: false),
            .init(file: FontFile(path: "/bold"), weight: 700, isItalic: false),
        ])
        #expect(family.choose(weight: 350, italic: false)?.file.path == "/light")
        #expect(family.choose(weight: 550, italic: false)?.file.path == "/bold")
        #expect(family.choose(weight: 500, italic: false)?.file.path == "/regular")
        #expect(family.choose(weight: 600, italic: false)?.syntheticBold == false)
        #expect(family.choose(weight: 900, italic: true) == .init(file: FontFile(path: "/bold"), syntheticBold: false,
                                                               syntheticItalic: true))
        let light = FontFamily(name: "Light", members: [.init(file: FontFile(path: "/l"), weight: 300, isItalic: false)])
        #expect(light.choose(weight: 700, italic: false)?.syntheticBold == true)
    }

    /// fontconfig lists a variable face once more per named instance, with face indices
    /// no file has (1 << 16 and up): the face itself is kept, with its axis.
    @Test func fontconfigVariableFacesKeepTheirAxis() throws {
        let inter = try #require(Fontconfig.family(named: "Inter"))
        #expect(inter.members.allSatisfy { $0.file.faceIndex < 1 << 16 })
        let variable = inter.members.filter { $0.file.path.hasSuffix("/inter-vf/Inter-roman.var.ttf") }
        #expect(variable.map(\.weightAxis) == [100...900], "fonts-inter-variable is installed")
        #expect(inter.members.contains { $0.file == FontFile(path: "\(FontPaths.inter)/Inter-Bold.otf") && $0.weight == 700 })
    }

    /// A variable member is exact anywhere on its axis, and the nearest end beyond it.
    @Test func variableMembersDrawTheWeightAsked() {
        let family = FontFamily(name: "Test", members: [
            .init(file: FontFile(path: "/black"), weight: 900, isItalic: false),
            .init(file: FontFile(path: "/variable"), weight: 400, isItalic: false, weightAxis: 300...700),
        ])
        func wght(_ value: Double) -> [FontVariation] { [FontVariation(tag: "wght", value: value)] }
        #expect(family.choose(weight: 500, italic: false)?.file == FontFile(path: "/variable", variations: wght(500)))
        #expect(family.choose(weight: 100, italic: false)?.file == FontFile(path: "/variable", variations: wght(300)))
        // 800 is 100 from both the axis's end and the black face: from 500 on, heavier wins.
        #expect(family.choose(weight: 800, italic: false)?.file == FontFile(path: "/black"))
        #expect(family.choose(weight: 700, italic: false) == .init(
            file: FontFile(path: "/variable", variations: wght(700)), syntheticBold: false, syntheticItalic: false))
        let light = FontFamily(name: "Light", members: [
            .init(file: FontFile(path: "/v"), weight: 300, isItalic: false, weightAxis: 200...500),
        ])
        #expect(light.choose(weight: 700, italic: false)
            == .init(file: FontFile(path: "/v", variations: wght(500)), syntheticBold: true, syntheticItalic: false))
    }
}
