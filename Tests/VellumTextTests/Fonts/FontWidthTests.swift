import Foundation
import Testing
import VellumCore
@testable import VellumText

private let serifCondensed = "\(FontPaths.dejaVu)/DejaVuSerifCondensed.ttf"

/// `Font.width(_:)` and `fontWidth(_:)` choose a family's condensed or expanded face by
/// its width class. DejaVu Sans and Serif have semi-condensed faces (width 87, in
/// `fonts-dejavu-extra`, which `scripts/setup` installs) and no expanded ones.
@MainActor
@Suite(.enabled(if: FileManager.default.fileExists(atPath: serifCondensed)))
struct FontWidthTests {
    static let serifCondensed = VellumTextTests.serifCondensed
    static let serif = Font.system(size: 17, design: .serif)
    static let sentence = "Weekly summary: 12 new items"

    @Test func condensedAndCompressedDrawTheCondensedFaceNarrower() {
        let standard = layout(Self.sentence, font: Self.serif)
        #expect(standard.runs[0].font.path == "\(FontPaths.dejaVu)/DejaVuSerif.ttf")
        for width in [Font.Width.condensed, .compressed, Font.Width(-0.1)] {
            let narrow = layout(Self.sentence, font: Self.serif.width(width))
            #expect(narrow.runs[0].font.path == Self.serifCondensed)
            #expect(narrow.lines[0].width < standard.lines[0].width * 0.95)
            #expect(narrow.warnings.isEmpty)
        }
        // Bold condensed is its own file too.
        #expect(layout("x", font: Self.serif.bold().width(.condensed)).runs[0].font.path
            == "\(FontPaths.dejaVu)/DejaVuSerifCondensed-Bold.ttf")
    }

    @Test func aFamilyWithoutAWiderFaceDrawsItsStandardOneAndWarns() {
        let expanded = layout(Self.sentence, font: Self.serif.width(.expanded))
        #expect(expanded.runs[0].font.path == "\(FontPaths.dejaVu)/DejaVuSerif.ttf")
        #expect(expanded.lines[0].width == layout(Self.sentence, font: Self.serif).lines[0].width)
        #expect(expanded.warnings == ["Font 'DejaVu Serif' has no expanded face for fontWidth; drawing its standard width."])
        #expect(layout("x", font: Self.serif.width(.standard)).warnings.isEmpty)
    }

    /// Families found with fontconfig keep their condensed faces for `width(_:)`, and
    /// still draw the normal one by default.
    @Test func customFamiliesChooseByFontconfigsWidth() {
        let custom = Font.custom("DejaVu Sans", size: 17)
        #expect(layout("x", font: custom).runs[0].font.path == FontPaths.dejaVuSans)
        #expect(layout("x", font: custom.width(.condensed)).runs[0].font.path == "\(FontPaths.dejaVu)/DejaVuSansCondensed.ttf")
    }

    @Test func viewAndTextModifiersSetTheWidth() {
        var environment = EnvironmentValues()
        environment.textEngine = FontTextEngine()
        func width(_ view: some View) -> CGFloat {
            ViewLayout(of: view, proposal: .unspecified, environment: environment).size.width
        }
        let text = Text(Self.sentence).font(Self.serif)
        let standard = width(text)
        #expect(width(text.fontWidth(.condensed)) < standard)
        #expect(width(VStack { text }.fontWidth(.condensed)) == width(text.fontWidth(.condensed)))
        // The text's own width wins over the view's.
        #expect(width(text.fontWidth(.standard).fontWidth(.condensed)) == standard)
        #expect(width(VStack { text.fontWidth(.standard) }.fontWidth(.condensed)) == standard)
    }
}

/// The width matching rule on its own, over made-up members (CSS Fonts 4, 5.2 step 4a).
@Suite struct FontWidthMatchingTests {
    let family = FontFamily(name: "Made Up", members: [75, 100, 125].map {
        FontFamily.Member(file: FontFile(path: "/\($0)"), weight: 400, isItalic: false, width: $0)
    })

    @Test func narrowerWidthsAreTriedFirstBelowNormalAndWiderAbove() {
        #expect(family.nearestWidth(to: 87) == 75)
        #expect(family.nearestWidth(to: 62.5) == 75)  // nothing narrower: the nearest wider
        #expect(family.nearestWidth(to: 100) == 100)
        #expect(family.nearestWidth(to: 112) == 125)
        #expect(family.nearestWidth(to: 150) == 125)  // nothing wider: the nearest narrower
        #expect(family.choose(weight: 400, italic: false, width: 75)?.file.path == "/75")
        #expect(family.choose(weight: 400, italic: false)?.file.path == "/100")
    }
}
