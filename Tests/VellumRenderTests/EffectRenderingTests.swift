import Foundation
import Testing
import Vellum
@testable import VellumRender

/// Opacity, transforms, clips, shadows, blurs and masks, and lists whose groups do not
/// balance.
@MainActor
@Suite struct EffectRenderingTests {
    private let square = CGSize(width: 40, height: 40)

    @Test(arguments: [1, 2] as [CGFloat])
    func halfOpacityBlackOverWhiteIsMidGrey(scale: CGFloat) throws {
        let pixels = try Pixels(Color.black.opacity(0.5), size: square, scale: scale, isOpaque: true)
        let grey = pixels[Int(20 * scale), Int(20 * scale)]
        #expect(grey.isClose(to: RGBA(128, 128, 128), tolerance: 1), "\(grey)")
    }

    @Test func zeroOpacityDrawsNothing() throws {
        #expect(try Pixels(Color.red.opacity(0), size: square)[20, 20] == .clear)
    }

    @Test func clipShapeCircleLeavesTheCornersTransparent() throws {
        let pixels = try Pixels(Color.red.clipShape(Circle()), size: square)
        #expect(pixels[20, 20] == .red)
        #expect(pixels[0, 0] == .clear && pixels[39, 0] == .clear && pixels[0, 39] == .clear && pixels[39, 39] == .clear)
        #expect(pixels[20, 1] == .red, "the circle touches the top edge")
    }

    /// A 40 × 10 bar turned 90° about its centre becomes a 10 × 40 bar.
    @Test func rotationEffectTurnsAWideBarUpright() throws {
        let view = Color.green.frame(width: 40, height: 10).rotationEffect(.degrees(90))
        let pixels = try Pixels(view, size: square)
        #expect(pixels[20, 1] == .green && pixels[20, 38] == .green)
        #expect(pixels[1, 20] == .clear && pixels[38, 20] == .clear)
    }

    @Test func scaleEffectOfZeroDrawsNothing() throws {
        let pixels = try Pixels(Color.red.scaleEffect(0), size: square)
        #expect(pixels[20, 20] == .clear)
    }

    /// A white square's black shadow, offset 10 points right and down: darkness below
    /// and to the right of the square, none above and to the left.
    @Test func shadowDarkensBelowRightOfTheView() throws {
        let view = Color.white.frame(width: 20, height: 20).shadow(color: .black, radius: 2, x: 10, y: 10)
        let pixels = try Pixels(view, size: CGSize(width: 60, height: 60), isOpaque: true)
        // The square covers 20...40; its shadow 30...50, blurred by 2 points.
        #expect(pixels[30, 30] == .white, "the view itself is drawn over its shadow")
        #expect(pixels[45, 45].brightness < 40, "inside the shadow: \(pixels[45, 45])")
        #expect(pixels[35, 45].brightness < 40, "below the view: \(pixels[35, 45])")
        #expect(pixels[25, 45] == .white, "left of the shadow: \(pixels[25, 45])")
        #expect((40...215).contains(pixels[50, 40].brightness), "the shadow's edge is soft: \(pixels[50, 40])")
        #expect(pixels[15, 15] == .white, "nothing above left: \(pixels[15, 15])")
        #expect(pixels[58, 58] == .white, "nothing far below right: \(pixels[58, 58])")
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func blurSoftensAnEdge(scale: CGFloat) throws {
        let view = Color.black.frame(width: 20, height: 20).blur(radius: 3)
        let pixels = try Pixels(view, size: square, scale: scale, isOpaque: true)
        func at(_ x: CGFloat, _ y: CGFloat) -> RGBA { pixels[Int(x * scale), Int(y * scale)] }
        #expect(at(20, 20).brightness < 10, "the middle stays dark: \(at(20, 20))")
        #expect((60...200).contains(at(10, 20).brightness), "the edge is grey: \(at(10, 20))")
        #expect((190...254).contains(at(6, 20).brightness), "outside, darkness spreads: \(at(6, 20))")
        #expect(at(1, 20) == .white, "far outside: \(at(1, 20))")
    }

    /// Groups inside a blur are recorded with it; each still draws, blurred.
    @Test(arguments: [
        DisplayList.Effect.opacity(0.5),
        .mask([.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20)), .color(.black), FillStyle())]),
        .shadow(color: .black, radius: 1, offset: CGSize(width: 2, height: 2)),
        .blur(radius: 1),
    ])
    func effectsInsideABlurStillDraw(inner: DisplayList.Effect) throws {
        let list = DisplayList(size: square, scale: 2, items: [
            .begin(.blur(radius: 2)), .begin(inner),
            .fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), .color(.black), FillStyle()),
            .end, .end,
        ])
        let pixels = try Pixels(list, isOpaque: true)
        #expect(pixels[40, 40].brightness < 160, "the middle is dark: \(pixels[40, 40])")
        #expect(pixels[2, 2] == .white)
    }

    @Test func maskWithACircleKeepsOnlyTheCircle() throws {
        let view = Color.red.mask { Circle() }
        let pixels = try Pixels(view, size: square)
        #expect(pixels[20, 20] == .red)
        #expect(pixels[2, 2] == .clear && pixels[37, 37] == .clear)
    }

    /// An `.end` with nothing open is ignored, and a group left open is closed at the
    /// end of the list: the clip still applies to what follows it.
    @Test func unbalancedGroupsStillDraw() throws {
        let list = DisplayList(size: CGSize(width: 20, height: 20), scale: 1, items: [
            .end,
            .begin(.clip(Path(CGRect(x: 0, y: 0, width: 10, height: 20)), FillStyle())),
            .begin(.opacity(0.5)),
            .fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), .color(.black), FillStyle()),
        ])
        let pixels = try Pixels(list)
        #expect(pixels[5, 5].isClose(to: RGBA(0, 0, 0, 128), tolerance: 1), "\(pixels[5, 5])")
        #expect(pixels[15, 5] == .clear)
    }

    /// Nested effects each open an offscreen group; a thousand of them is fine on a
    /// small canvas, and a list that would hold too much at once throws.
    @Test func deeplyNestedGroupsDrawOrThrowAClearError() throws {
        let fill = DisplayList.Item.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), .color(.black), FillStyle())
        let small = DisplayList(size: CGSize(width: 4, height: 4), scale: 1,
                                items: Array(repeating: .begin(.opacity(0.99)), count: 1000) + [fill])
        #expect(try Pixels(small)[1, 1].a > 0)

        let large = DisplayList(size: CGSize(width: 4000, height: 4000), scale: 1,
                                items: Array(repeating: .begin(.opacity(0.99)), count: 20) + [fill])
        let error = #expect(throws: RenderError.self) { try DisplayListRenderer.png(large) }
        #expect(error?.description.contains("1 GiB") == true, "\(String(describing: error))")
    }
}
