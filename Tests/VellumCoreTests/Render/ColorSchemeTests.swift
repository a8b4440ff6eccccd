import Foundation
import Testing
@testable import VellumCore

/// Dark mode: system colours take the dark values of Apple's Human Interface Guidelines
/// (Color, Specifications, iOS: the Default and Dark columns; UIKit's dynamic label,
/// fill, background and separator colours).
@MainActor
struct ColorSchemeTests {
    private let window = CGSize(width: 100, height: 100)

    private func fills(_ list: DisplayList) -> [Color] {
        list.items.compactMap { if case .fill(_, .color(let color), _) = $0 { color } else { nil } }
    }

    private func components(_ color: Color) -> [Int] {
        [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
    }

    @Test func systemColoursTakeTheirDarkValues() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let layout = ViewLayout(of: HStack { Color.red; Color.blue; Color.primary; Color(red: 0.2, green: 0.4, blue: 0.6) },
                                in: window, environment: dark)
        let colours = fills(layout.displayList)
        #expect(colours.count == 4)
        #expect(components(colours[0]) == [255, 69, 58])
        #expect(components(colours[1]) == [10, 132, 255])
        #expect(components(colours[2]) == [255, 255, 255])
        #expect(components(colours[3]) == [51, 102, 153])  // not a system colour: unchanged
        // Light, the default.
        let light = fills(ViewLayout(of: Color.red, in: window).displayList)
        #expect(components(light[0]) == [255, 59, 48])
    }

    /// `.environment(\.colorScheme, .dark)` darkens its subtree only; `preferredColorScheme`
    /// sets the whole window's, as SwiftUI's does.
    @Test func environmentScopesAndPreferredSchemeSetsTheWindow() {
        let scoped = fills(ViewLayout(of: VStack { Color.green; Color.green.environment(\.colorScheme, .dark) }, in: window).displayList)
        #expect(components(scoped[0]) == [52, 199, 89])
        #expect(components(scoped[1]) == [48, 209, 88])
        let preferred = fills(ViewLayout(of: VStack { Color.green; Text("x").preferredColorScheme(.dark) }, in: window).displayList)
        #expect(components(preferred[0]) == [48, 209, 88])
        // A light scope inside a dark window stays light.
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let lightInside = fills(ViewLayout(of: Color.green.environment(\.colorScheme, .light), in: window, environment: dark).displayList)
        #expect(components(lightInside[0]) == [52, 199, 89])
    }

    /// A grouped list in dark mode: black behind, #1C1C1E cards, as iOS draws it.
    @Test func groupedListGoesDark() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let list = List { Text("Row") }.listStyle(.insetGrouped)
        let colours = fills(ViewLayout(of: list, in: CGSize(width: 200, height: 200), environment: dark).displayList).map(components)
        #expect(colours.first == [0, 0, 0])
        #expect(colours.contains([28, 28, 30]))
    }
}
