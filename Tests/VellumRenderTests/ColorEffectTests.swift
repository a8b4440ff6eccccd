import Foundation
import Testing
import Vellum
@testable import VellumCore
@testable import VellumRender

/// SwiftUI's colour effects, checked on the pixels of a rendered square.
///
/// Expected values are worked by hand from the matrices of the W3C Filter Effects
/// Module (feColorMatrix `saturate`, `hueRotate`, `luminanceToAlpha`; `contrast()`,
/// `grayscale()`, `invert()`), with the Rec. 709 luma weights 0.2126, 0.7152, 0.0722,
/// and Apple's `GraphicsContext.Filter.brightness` ("an amount to add to the pixel's
/// color components"). SwiftUI's red is (255, 59, 48), its blue (0, 122, 255).
@MainActor
@Suite struct ColorEffectTests {
    private let square = CGSize(width: 20, height: 20)

    private func centre(_ view: some View, scale: CGFloat = 1) throws -> RGBA {
        try Pixels(view, size: square, scale: scale)[Int(10 * scale), Int(10 * scale)]
    }

    /// The luma of red: 255 × (0.2126 + 0.7152 × 59/255 + 0.0722 × 48/255) = 99.88.
    private let redLuma: UInt8 = 100

    @Test(arguments: [1, 2] as [CGFloat])
    func grayscaleOneDrawsTheLuma(scale: CGFloat) throws {
        let pixel = try centre(Color.red.grayscale(1), scale: scale)
        #expect(pixel.isClose(to: RGBA(redLuma, redLuma, redLuma), tolerance: 1), "\(pixel)")
    }

    @Test func saturationZeroIsGrayscaleOne() throws {
        #expect(try centre(Color.red.saturation(0)) == centre(Color.red.grayscale(1)))
    }

    /// Half way: each channel half way to the luma, (255 + 100)/2, (59 + 100)/2,
    /// (48 + 100)/2.
    @Test func grayscaleHalfMovesHalfWayToTheLuma() throws {
        let pixel = try centre(Color.red.grayscale(0.5))
        #expect(pixel.isClose(to: RGBA(177, 79, 74), tolerance: 1), "\(pixel)")
    }

    /// Saturation 2 pushes each channel away from the luma: 2c − 99.88.
    @Test func saturationTwoIntensifies() throws {
        let pixel = try centre(Color.red.saturation(2))
        #expect(pixel.isClose(to: RGBA(255, 18, 0), tolerance: 1), "\(pixel)")
    }

    /// Brightness ADDS: 0.2 × 255 = 51 to each channel (CSS's brightness would multiply).
    @Test func brightnessAddsToEachChannel() throws {
        let pixel = try centre(Color.red.brightness(0.2))
        #expect(pixel.isClose(to: RGBA(255, 110, 99), tolerance: 1), "\(pixel)")
        #expect(try centre(Color.red.brightness(1)) == .white)
        #expect(try centre(Color.red.brightness(-1)) == RGBA(0, 0, 0))
    }

    /// Contrast 0.5 about mid-grey: 0.5c + 0.25 × 255.
    @Test func contrastScalesAboutMidGrey() throws {
        let pixel = try centre(Color.red.contrast(0.5))
        #expect(pixel.isClose(to: RGBA(191, 93, 88), tolerance: 1), "\(pixel)")
        #expect(try centre(Color.red.contrast(0)).isClose(to: RGBA(128, 128, 128), tolerance: 1))
    }

    @Test func colorInvertSubtractsFromWhite() throws {
        #expect(try centre(Color.red.colorInvert()) == RGBA(0, 196, 207))
    }

    /// hueRotate(180°): cos −1, sin 0, so row red is (2 × 0.2126 − 1, 2 × 0.7152,
    /// 2 × 0.0722); blue (0, 0.478, 1) becomes (0.829, 0.350, −0.170 → 0).
    @Test func hueRotationHalfTurnOfBlue() throws {
        let pixel = try centre(Color.blue.hueRotation(.degrees(180)))
        #expect(pixel.isClose(to: RGBA(211, 89, 0), tolerance: 1), "\(pixel)")
        #expect(try centre(Color.blue.hueRotation(.degrees(360))).isClose(to: .blue, tolerance: 1))
    }

    /// Grey has no hue: a rotation keeps it (each row of hueRotate sums to 1).
    @Test func hueRotationKeepsGrey() throws {
        let grey = Color(red: 0.5, green: 0.5, blue: 0.5)
        #expect(try centre(grey.hueRotation(.degrees(73))).isClose(to: RGBA(128, 128, 128), tolerance: 1))
    }

    /// White takes on the colour; red × blue is (0, 59 × 122/255, 48).
    @Test func colorMultiplyMultipliesEachChannel() throws {
        #expect(try centre(Color.white.colorMultiply(.blue)) == .blue)
        #expect(try centre(Color.red.colorMultiply(.blue)).isClose(to: RGBA(0, 28, 48), tolerance: 1))
    }

    /// Black, as opaque as the luma: red gives alpha 100 (premultiplied black).
    @Test func luminanceToAlphaMakesBlackAsOpaqueAsTheLuma() throws {
        #expect(try centre(Color.white.luminanceToAlpha()) == RGBA(0, 0, 0, 255))
        #expect(try centre(Color.red.luminanceToAlpha()).isClose(to: RGBA(0, 0, 0, redLuma), tolerance: 1))
        #expect(try centre(Color.black.luminanceToAlpha()) == .clear)
    }

    /// The matrix acts on straight colour: half-transparent red turns half-transparent
    /// grey (premultiplied 100 × 0.5).
    @Test func translucentPixelsAreUnpremultipliedFirst() throws {
        let pixel = try centre(Color.red.opacity(0.5).grayscale(1))
        #expect(pixel.isClose(to: RGBA(50, 50, 50, 128), tolerance: 1), "\(pixel)")
    }

    /// Stacked effects apply inner first, each clamping its result as chained SVG
    /// filter primitives do: grey 100, then + 51.
    @Test func stackedEffectsApplyInnerFirst() throws {
        let view = Color.red.grayscale(1).brightness(0.2)
        #expect(try centre(view).isClose(to: RGBA(151, 151, 151), tolerance: 1))
        let groups = displayList(view, size: square).items.filter {
            if case .begin(.colorMatrix) = $0 { true } else { false }
        }
        #expect(groups.count == 2)
        // The other order: brighten first (255 clamped, 110, 99), then grey: luma 141.
        #expect(try centre(Color.red.brightness(0.2).grayscale(1)).isClose(to: RGBA(141, 141, 141), tolerance: 1))
    }

    /// A disabled card: grey, then faded.
    @Test func grayscaleThenOpacity() throws {
        let pixel = try centre(Color.red.grayscale(1).opacity(0.5))
        #expect(pixel.isClose(to: RGBA(50, 50, 50, 128), tolerance: 1), "\(pixel)")
    }

    @Test func effectsInsideVisualEffect() throws {
        let grey = Color.red.visualEffect { content, _ in content.grayscale(1) }
        #expect(try centre(grey).isClose(to: RGBA(redLuma, redLuma, redLuma), tolerance: 1))
        // The hue turns with the view's position: at minY 0 none, so blue stays blue.
        let turned = Color.blue.visualEffect { content, proxy in
            content.hueRotation(.degrees(proxy.frame(in: .global).minY * 180))
        }
        #expect(try centre(turned).isClose(to: .blue, tolerance: 1))
        let multiplied = Color.white.visualEffect { content, _ in
            content.colorMultiply(.blue).brightness(0).contrast(1).saturation(1)
        }
        #expect(try centre(multiplied) == .blue)
    }

    @Test func layoutIsUnchanged() {
        func frame(_ view: some View) -> CGRect? {
            func find(_ e: ViewLayout.Element) -> CGRect? {
                e.label == "Color.red" ? e.frame : e.children.lazy.compactMap(find).first
            }
            return find(ViewLayout(of: view, in: CGSize(width: 100, height: 100)).root)
        }
        let plain = frame(Color.red.frame(width: 40, height: 30))
        #expect(plain == CGRect(x: 30, y: 35, width: 40, height: 30))
        #expect(frame(Color.red.frame(width: 40, height: 30).grayscale(1).hueRotation(.degrees(90))
            .colorInvert().luminanceToAlpha().colorMultiply(.blue)) == plain)
    }

    @Test func nonFiniteAmountsDrawWithoutTheEffect() throws {
        #expect(try centre(Color.red.brightness(.nan)) == .red)
        #expect(try centre(Color.red.saturation(.infinity)) == .red)
        #expect(try centre(Color.red.hueRotation(.radians(.nan))) == .red)
        #expect(try centre(Color.red.grayscale(7)).isClose(to: RGBA(redLuma, redLuma, redLuma), tolerance: 1),
                "amounts above 1 are clamped")
    }

    /// Cairo writes no colour filter into SVG or PDF: the group is embedded as an image.
    @Test func svgAndPDFEmbedTheFilteredGroupAsAnImage() throws {
        let list = displayList(Color.red.frame(width: 10, height: 10).grayscale(1), size: square)
        let svg = try String(decoding: DisplayListRenderer.svg(list), as: UTF8.self)
        #expect(svg.contains("<image"))
        #expect(try !DisplayListRenderer.pdf(list).isEmpty)
    }

    @Test func colorMultiplyFollowsTheColorScheme() throws {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let list = ViewLayout(of: Color.white.colorMultiply(.blue), in: square, environment: environment).displayList
        // SwiftUI's dark blue is (10, 132, 255).
        #expect(try Pixels(list)[10, 10] == RGBA(10, 132, 255))
    }
}
