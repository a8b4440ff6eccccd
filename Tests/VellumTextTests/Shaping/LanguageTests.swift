import Foundation
import Testing
import VellumCore
@testable import VellumText

/// The text's language picks the regional forms of Han characters (OpenType `locl`).
///
/// Noto Sans CJK's collection has one face per region, each mapping a character to its
/// own region's form: faces 0 JP, 1 KR, 2 SC, 3 TC, 4 HK. Vellum shapes with the SC face
/// and the text's language, and must give the glyph the region's own face maps to.
@Suite struct LanguageTests {
    enum Region: Int { case japanese = 0, korean, simplifiedChinese, traditionalChinese, hongKong }

    private func glyphs(_ string: String, language: String?) -> [UInt32] {
        let content = TextContent(runs: [.init(string: string, font: body17)], language: language)
        return FontTextEngine().layout(content, constraints: TextConstraints(width: nil)).runs.flatMap(\.glyphs)
    }

    private func regional(_ string: String, _ region: Region) -> [UInt32] {
        string.unicodeScalars.compactMap { nominalGlyph($0, in: FontPaths.cjkRegular, faceIndex: region.rawValue) }
    }

    @Test(arguments: [
        ("ja", Region.japanese), ("ja-JP", .japanese), ("ko", .korean), ("ko-KR", .korean),
        ("zh-Hans", .simplifiedChinese), ("zh-Hans-CN", .simplifiedChinese), ("zh", .simplifiedChinese),
        ("zh-Hant", .traditionalChinese), ("zh-Hant-TW", .traditionalChinese), ("zh-TW", .traditionalChinese),
        ("zh-HK", .hongKong), ("zh-Hant-HK", .hongKong),
        // Today's default, kept: Simplified Chinese forms without a CJK language.
        ("en-US", .simplifiedChinese), (nil, .simplifiedChinese),
    ] as [(String?, Region)])
    func languageChoosesTheRegionsForms(language: String?, region: Region) {
        #expect(glyphs("直骨", language: language) == regional("直骨", region))
    }

    /// The forms the issue names do differ (so the test above can fail): 直 and 骨 have
    /// Japanese forms other than the Simplified Chinese ones, and 骨 a Traditional one.
    @Test func japaneseAndChineseFormsDiffer() {
        let japanese = glyphs("直骨", language: "ja"), simplified = glyphs("直骨", language: "zh-Hans")
        #expect(japanese[0] != simplified[0])
        #expect(japanese[1] != simplified[1])
        #expect(glyphs("骨", language: "zh-Hant") != glyphs("骨", language: "zh-Hans"))
        // Latin text is shaped the same whatever the language.
        #expect(glyphs("Hamburgefont", language: "ja") == glyphs("Hamburgefont", language: nil))
    }

    /// `Text` takes the language from `\.locale`; en_US is the default locale.
    @MainActor
    @Test func textTakesItsLanguageFromTheLocale() {
        func glyphs(_ locale: Locale?) -> [UInt32] {
            var environment = EnvironmentValues()
            environment.textEngine = FontTextEngine()
            if let locale { environment.locale = locale }
            let layout = ViewLayout(of: Text("直骨"), proposal: .unspecified, environment: environment)
            return layout.displayList.items.flatMap { item -> [UInt32] in
                if case .glyphs(let run, _, _) = item { run.glyphs } else { [] }
            }
        }
        #expect(glyphs(Locale(identifier: "ja_JP")) == regional("直骨", .japanese))
        #expect(glyphs(Locale(identifier: "zh_Hant_TW")) == regional("直骨", .traditionalChinese))
        #expect(glyphs(Locale(identifier: "ko_KR")) == regional("直骨", .korean))
        #expect(glyphs(nil) == regional("直骨", .simplifiedChinese))
    }
}
