import Foundation
import Testing
@testable import VellumCore

/// UIKit's value types as `import SwiftUI` brings them: colours that follow light and
/// dark mode like SwiftUI's, images, fonts and the main screen.
@MainActor
struct UIKitValueTests {
    private let window = CGSize(width: 100, height: 100)

    private func fills(_ list: DisplayList) -> [Color] {
        list.items.compactMap { if case .fill(_, .color(let color), _) = $0 { color } else { nil } }
    }

    /// RGB 0...255 and alpha in hundredths.
    private func rgba(_ color: Color) -> [Int] {
        [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) } + [Int((color.alpha * 100).rounded())]
    }

    @Test func semanticColoursResolveLightAndDark() {
        let cases: [(UIColor, light: [Int], dark: [Int])] = [
            (.label, [0, 0, 0, 100], [255, 255, 255, 100]),
            (.secondaryLabel, [60, 60, 67, 60], [235, 235, 245, 60]),
            (.tertiaryLabel, [60, 60, 67, 30], [235, 235, 245, 30]),
            (.quaternaryLabel, [60, 60, 67, 18], [235, 235, 245, 16]),
            (.systemBackground, [255, 255, 255, 100], [0, 0, 0, 100]),
            (.secondarySystemBackground, [242, 242, 247, 100], [28, 28, 30, 100]),
            (.tertiarySystemBackground, [255, 255, 255, 100], [44, 44, 46, 100]),
            (.systemGroupedBackground, [242, 242, 247, 100], [0, 0, 0, 100]),
            (.secondarySystemGroupedBackground, [255, 255, 255, 100], [28, 28, 30, 100]),
            (.separator, [60, 60, 67, 29], [84, 84, 88, 60]),
            (.systemFill, [120, 120, 128, 20], [120, 120, 128, 36]),
            (.systemBlue, [0, 122, 255, 100], [10, 132, 255, 100]),
            (.systemRed, [255, 59, 48, 100], [255, 69, 58, 100]),
            (.systemGray6, [242, 242, 247, 100], [28, 28, 30, 100]),
        ]
        for (uiColor, light, dark) in cases {
            let color = Color(uiColor: uiColor)
            #expect(rgba(color.resolved(in: .light)) == light, "\(uiColor)")
            #expect(rgba(color.resolved(in: .dark)) == dark, "\(uiColor)")
        }
        // The same values as SwiftUI's colours of the same name.
        #expect(Color(UIColor.label) == Color.primary)
        #expect(Color(UIColor.systemBlue) == Color.blue)
    }

    @Test func aUIKitColourDrawsDarkInADarkScope() {
        let view = HStack {
            Color(uiColor: .secondarySystemBackground)
            Color(uiColor: .secondarySystemBackground).environment(\.colorScheme, .dark)
        }
        let colours = fills(ViewLayout(of: view, in: window).displayList)
        #expect(colours.map(rgba) == [[242, 242, 247, 100], [28, 28, 30, 100]])
    }

    @Test func componentColoursAndConversions() {
        let teal = UIColor(red: 0.2, green: 0.6, blue: 0.8, alpha: 1)
        #expect(rgba(Color(teal)) == [51, 153, 204, 100])
        // Fixed colours are the same in dark mode.
        #expect(rgba(Color(teal).resolved(in: .dark)) == [51, 153, 204, 100])
        #expect(rgba(Color(UIColor(white: 0.5, alpha: 0.5))) == [128, 128, 128, 50])
        // Color → UIColor → Color keeps both appearances.
        #expect(Color(uiColor: UIColor(Color.orange)) == Color.orange)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(teal.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(abs(r - 0.2) < 1e-9 && abs(g - 0.6) < 1e-9 && abs(b - 0.8) < 1e-9 && a == 1)
        #expect(rgba(Color(UIColor.label.withAlphaComponent(0.5)).resolved(in: .dark)) == [255, 255, 255, 50])
    }

    @Test func fonts() {
        #expect(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)) == Font.system(size: 15, weight: .semibold))
        #expect(Font(UIFont.preferredFont(forTextStyle: .body)) == Font.body)
        #expect(Font(UIFont.preferredFont(forTextStyle: .title1)) == Font.title)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
        #expect(UIFont.boldSystemFont(ofSize: 20).pointSize == 20)
        // A bad size is the default size.
        #expect(UIFont.systemFont(ofSize: -3).pointSize == 17)
        // Text sized by a UIFont is as tall as the same SwiftUI font's.
        let a = ViewLayout(of: Text("Total").font(Font(UIFont.systemFont(ofSize: 28))), in: window, environment: .fixedText).size
        let b = ViewLayout(of: Text("Total").font(.system(size: 28)), in: window, environment: .fixedText).size
        #expect(a == b)
    }

    @Test func imagesThatCannotLoadAreNil() {
        #expect(UIImage(named: "no-such-image") == nil)
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        #expect(UIImage(contentsOfFile: "/no/such/file.png") == nil)
    }

    @Test func anImageFromABitmapHasItsPointSize() {
        let image = UIImage(bitmap: ImageBitmap(pixelWidth: 240, pixelHeight: 160, scale: 2))
        #expect(image.size == CGSize(width: 120, height: 80))
        let l = ViewLayout(of: Image(uiImage: image), in: CGSize(width: 300, height: 300))
        #expect(l.size == CGSize(width: 120, height: 80))
    }

    @Test func mainScreenIsTheDefaultDevice() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIScreen.main.scale == 3)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1179, height: 2556))
    }
}
