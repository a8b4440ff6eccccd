import Foundation
import Testing
@testable import VellumCore

// containerRelativeFrame (iOS 17): lengths from the nearest scroll view's visible size,
// else the window's safe area, as Apple's documentation describes.

@MainActor
struct ContainerRelativeFrameTests {
    /// Cards in a horizontal scroll view, each two of three columns 10 points apart.
    private struct Carousel: View {
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<4) { i in
                        Color.blue
                            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                            .id(i)
                    }
                }
            }
            .frame(height: 200)
        }
    }

    private func close(_ a: CGFloat?, _ b: CGFloat) -> Bool { a.map { abs($0 - b) < 0.01 } ?? false }

    @Test func cardsSpanTwoOfThreeColumnsOfTheScrollView() throws {
        let host = ViewHost(Carousel(), device: .iPhone15)
        // (393 - 10 * 2) / 3 * 2 + 10 = 258.67 wide, one after another 10 apart.
        let first = try #require(host.layout.frame(id: 0))
        let second = try #require(host.layout.frame(id: 1))
        #expect(close(first.width, 258.667))
        #expect(close(first.minX, 0))
        #expect(close(second.minX, 268.667))
        #expect(close(first.height, 200))
    }

    @Test func aScrollViewNarrowerThanTheWindowIsTheContainer() throws {
        let host = ViewHost(Carousel().padding(.horizontal, 20), device: .iPhone15)
        // The scroll view is 353 wide: (353 - 20) / 3 * 2 + 10 = 232.
        let first = try #require(host.layout.frame(id: 0))
        #expect(close(first.width, 232))
        #expect(close(first.minX, 20))
    }

    @Test func contentMarginsComeOffTheContainer() throws {
        let host = ViewHost(Carousel().contentMargins(.horizontal, 16), device: .iPhone15)
        // 393 - 32 = 361: (361 - 20) / 3 * 2 + 10 = 237.33, starting at the margin.
        let first = try #require(host.layout.frame(id: 0))
        #expect(close(first.width, 237.333))
        #expect(close(first.minX, 16))
    }

    @Test func theClosureFormDividesTheWindowLessItsSafeArea() throws {
        let view = Color.purple
            .containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading) { length, axis in
                axis == .vertical ? length / 3 : length / 5
            }
            .id("box")
        let host = ViewHost(view, device: .iPhone15)
        // The window's safe area is 393 × (852 - 59 - 34) = 393 × 759.
        let box = try #require(host.layout.frame(id: "box"))
        #expect(close(box.width, 78.6))
        #expect(close(box.height, 253))
    }

    @Test func theChildIsProposedTheLengthAndAlignedInTheFrame() throws {
        let view = Text("Hi").fixedSize()
            .containerRelativeFrame(.horizontal, alignment: .leading)
            .id("row")
        let l = ViewLayout(of: view, proposal: ProposedViewSize(width: 300, height: 100))
        let row = try #require(l.frame(id: "row"))
        // The scene is the 300 × 100 proposal: the row is 300 wide whatever its text.
        #expect(close(row.width, 300))
    }
}
