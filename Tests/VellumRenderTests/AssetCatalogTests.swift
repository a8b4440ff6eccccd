import Foundation
import Testing
@testable import Vellum
@testable import VellumCore

/// `Color(_:bundle:)`, `Image(_:bundle:)`, `UIColor(named:)` and `UIImage(named:)` read
/// from the test target's `Resources/Assets.xcassets`, shipped with
/// `resources: [.process("Resources")]` as a project ships its catalog.
///
/// The catalog holds: FloatColor, HexColor and IntegerColor (light orange 1/0.5/0 and dark
/// 0/0.25/1, written as `"0.500"`, `"0x80"` and `"128"`), GrayColor (grey gamma 2.2, 0.2
/// light and 0.8 dark), P3Red (display P3), `Brand/Primary` (in a folder that provides a
/// namespace), `Ungrouped` (in a folder that does not), AccentColor; Badge (1x 12 × 12
/// red, 2x 20 × 20 green, 3x 24 × 24 blue pixels), Glyph (a template: an 8-point black
/// square in a clear 16-point one), Moon (white, and black in dark appearance) and
/// Vector (a PDF only).
@MainActor
struct AssetCatalogTests {
    static func components(_ color: Color) -> [Double] {
        [color.red, color.green, color.blue, color.alpha].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test func everyComponentFormResolvesToTheSameColour() {
        for name in ["FloatColor", "HexColor", "IntegerColor"] {
            let color = Color(name, bundle: .module)
            let isFloat = name == "FloatColor"
            // 0x80 and 128 are 128/255 = 0.502; "0.500" is 0.5.
            #expect(Self.components(color) == [1, isFloat ? 0.5 : 0.502, 0, 1], "\(name)")
            let dark = color.resolved(in: .dark)
            // 0x40 and 64 are 0.251; the float form's dark alpha is 0.5.
            #expect(Self.components(dark) == [0, isFloat ? 0.25 : 0.251, 1, isFloat ? 0.5 : 1], "\(name) dark")
        }
    }

    @Test func greyGamma22AndDisplayP3AreConvertedToSRGB() {
        let gray = Color("GrayColor", bundle: .module)
        // 0.2 with a 2.2 gamma is 0.2^2.2 = 0.029 linear, 0.186 in sRGB; 0.8 is 0.805.
        #expect(Self.components(gray) == [0.186, 0.186, 0.186, 1])
        #expect(Self.components(gray.resolved(in: .dark)) == [0.805, 0.805, 0.805, 1])
        #expect(Color("P3Red", bundle: .module) == Color(.displayP3, red: 1, green: 0, blue: 0))
    }

    @Test func namespacedFoldersPrefixNamesAndPlainFoldersDoNot() {
        #expect(Self.components(Color("Brand/Primary", bundle: .module)) == [0, 0, 1, 1])
        #expect(UIColor(named: "Primary", in: .module, compatibleWith: nil) == nil)
        #expect(Self.components(Color("Ungrouped", bundle: .module)) == [0, 1, 0, 1])
        #expect(UIColor(named: "Brand/Primary", in: .module, compatibleWith: nil) == UIColor(Color("Brand/Primary", bundle: .module)))
    }

    /// Xcode's accent colour reaches `Color.accentColor` through the app target's build
    /// setting (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`, written into Info.plist),
    /// which a SwiftPM target lacks: the catalog's AccentColor is an ordinary colour.
    @Test func accentColorSetIsAnOrdinaryColour() {
        #expect(Self.components(Color("AccentColor", bundle: .module)) == [0.8, 0, 0.4, 1])
        #expect(Color.accentColor == Color(named: "accentColor", 0, 122, 255, dark: (10, 132, 255, 1)))
    }

    @Test func theDarkVariantIsDrawnInDarkMode() throws {
        let swatch = Color("HexColor", bundle: .module).frame(width: 10, height: 10)
        #expect(try Pixels(swatch, size: CGSize(width: 10, height: 10))[5, 5] == RGBA(255, 128, 0))
        let environment = try Pixels(swatch.environment(\.colorScheme, .dark), size: CGSize(width: 10, height: 10))
        #expect(environment[5, 5] == RGBA(0, 64, 255))
        let preferred = try Pixels(swatch.preferredColorScheme(.dark), size: CGSize(width: 10, height: 10))
        #expect(preferred[5, 5] == RGBA(0, 64, 255))
    }

    @Test func imageSizeInPointsIsTheChosenScaleVariantsPixelsOverItsScale() {
        // 12 px at 1x, 20 px at 2x, 24 px at 3x; a 4x display takes the largest, 3x.
        for (scale, side) in [(1.0, 12.0), (2, 10), (3, 8), (4, 8)] {
            var environment = EnvironmentValues()
            environment.displayScale = scale
            let layout = ViewLayout(of: Image("Badge", bundle: .module), proposal: .unspecified, environment: environment)
            #expect(layout.size == CGSize(width: side, height: side), "at \(scale)x")
        }
    }

    @Test func theVariantForTheRenderScaleIsDrawn() throws {
        let badge = Image("Badge", bundle: .module)
        #expect(try Pixels(badge, size: CGSize(width: 12, height: 12), scale: 1)[6, 6] == RGBA(255, 0, 0))
        #expect(try Pixels(badge, size: CGSize(width: 10, height: 10), scale: 2)[10, 10] == RGBA(0, 255, 0))
        #expect(try Pixels(badge, size: CGSize(width: 8, height: 8), scale: 3)[12, 12] == RGBA(0, 0, 255))
    }

    @Test func aTemplateImageIsTintedByTheForegroundStyle() throws {
        let size = CGSize(width: 16, height: 16)
        let tinted = try Pixels(Image("Glyph", bundle: .module).foregroundStyle(.red), size: size)
        #expect(tinted[8, 8] == RGBA.red)
        #expect(tinted[1, 1] == RGBA.clear)
        let original = try Pixels(Image("Glyph", bundle: .module).renderingMode(.original).foregroundStyle(.red), size: size)
        #expect(original[8, 8] == RGBA(0, 0, 0))
    }

    @Test func anImagesDarkAppearanceIsDrawnInDarkMode() throws {
        let size = CGSize(width: 8, height: 8)
        let moon = Image("Moon", bundle: .module)
        #expect(try Pixels(moon, size: size)[4, 4] == RGBA.white)
        #expect(try Pixels(moon.environment(\.colorScheme, .dark), size: size)[4, 4] == RGBA(0, 0, 0))
        #expect(try Pixels(moon.preferredColorScheme(.dark), size: size)[4, 4] == RGBA(0, 0, 0))
    }

    @Test func uiKitFindsTheSameAssets() throws {
        // UIScreen.main is a 3x iPhone: the 24-pixel file, 8 points.
        let badge = try #require(UIImage(named: "Badge", in: .module))
        #expect(badge.scale == 3)
        #expect(badge.size == CGSize(width: 8, height: 8))
        let color = try #require(UIColor(named: "HexColor", in: .module, compatibleWith: nil))
        #expect(Color(uiColor: color) == Color("HexColor", bundle: .module))
    }

    @Test func unknownNamesWarnOnceNamingTheNameAndBundle() {
        var color = Color.red
        var image = CGSize.zero
        let warnings = Diagnostics.capture {
            color = Color("Missing", bundle: .module)
            _ = Color("Missing", bundle: .module)
            image = ViewLayout(of: Image("AlsoMissing", bundle: .module), proposal: .unspecified).size
        }
        #expect(color == .clear)
        #expect(image == CGSize(width: 32, height: 32))
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.contains(Bundle.module.resourceURL!.lastPathComponent) })
        #expect(warnings.first?.contains("'Missing'") == true)
        #expect(warnings.last?.contains("'AlsoMissing'") == true)
        #expect(UIColor(named: "Missing", in: .module, compatibleWith: nil) == nil)
    }

    @Test func aVectorOnlyImageSetWarnsAndDrawsThePlaceholder() {
        var size = CGSize.zero
        let warnings = Diagnostics.capture {
            size = ViewLayout(of: Image("Vector", bundle: .module), proposal: .unspecified).size
        }
        #expect(size == CGSize(width: 32, height: 32))
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("vector.pdf") == true)
    }
}
