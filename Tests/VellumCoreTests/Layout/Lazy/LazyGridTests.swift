import Foundation
import Testing
@testable import VellumCore

// Spec section 5.8: the column sizing of lazy grids, decided by the GridItems alone, and
// cells filled row by row, each row as tall as its tallest cell.
// The worked examples that are a tree, a proposal and frames are in Fixtures/lazy-grid.json.

@MainActor
struct LazyGridTests {
    private func lengths(_ items: [GridItem], _ width: CGFloat?) -> [CGFloat] {
        gridTracks(items, available: width).map(\.length)
    }

    private func offsets(_ items: [GridItem], _ width: CGFloat?) -> [CGFloat] {
        gridTracks(items, available: width).map(\.offset)
    }

    // MARK: Worked examples

    @Test func fixedThenAdaptive() {
        // [objc] remaining = 200 − 70 − 8 = 122 → k = floor(130 / 48) = 2 → (122 − 8) / 2 = 57.
        let items = [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]
        #expect(lengths(items, 200) == [70, 57, 57])
        #expect(offsets(items, 200) == [0, 78, 143])
    }

    @Test func adaptiveWithAMaximum() {
        // [obs] k = floor(308 / 58) = 5 → (300 − 32) / 5 = 53.6 each.
        let tracks = gridTracks([GridItem(.adaptive(minimum: 50, maximum: 100))], available: 300)
        #expect(tracks.count == 5)
        #expect(tracks.allSatisfy { close($0.length, 53.6) })
        #expect(close(tracks[4].offset, 4 * 61.6))
    }

    @Test func flexibleMinimumsForceASecondPass() {
        // [obs] pass 1: 146 | 180, total 334; pass 2 with 334: 163 | 180, total 351.
        let items = [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]
        #expect(lengths(items, 300) == [163, 180])
        #expect(offsets(items, 300) == [0, 171])
        // The grid laid out with these columns is in Fixtures/lazy-grid.json.
    }

    @Test func adaptiveEightyIn350() {
        // k = floor(358 / 88) = 4 columns of (350 − 3·8) / 4 = 81.5.
        let l = layout(ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(0..<10) { i in Color.blue.frame(height: 40).id(i) }
            }.id("g")
        }, width: 350, height: 600)
        #expect(lengths([GridItem(.adaptive(minimum: 80))], 350) == [81.5, 81.5, 81.5, 81.5])
        expectFrame(l, id: 0, CGRect(x: 0, y: 0, width: 81.5, height: 40))
        expectFrame(l, id: 3, CGRect(x: 268.5, y: 0, width: 81.5, height: 40))
        expectFrame(l, id: 5, CGRect(x: 89.5, y: 48, width: 81.5, height: 40))  // row spacing 8
        expectFrame(l, id: 9, CGRect(x: 89.5, y: 96, width: 81.5, height: 40))
        expectFrame(l, "g", CGRect(x: 0, y: 0, width: 350, height: 136))     // 3 rows, 2 gaps
        expectProposal(l, id: 5, 81.5, 40)  // placed with its row's height (Swift Talk 238)
    }

    @Test func flexibleColumnsShareTheWidth() {
        let items = [GridItem(.flexible()), GridItem(.flexible(), spacing: 20), GridItem(.flexible(maximum: 50))]
        // Pass 1: remaining = 300 − 8 − 20 = 272: 90.67, 90.67, then min(90.67, 50) = 50,
        // total 259.33. The total differs from 300, so pass 2 runs with W = 259.33
        // (spec 5.8 step 3): remaining 231.33 → 77.11, 77.11, 50.
        let tracks = lengths(items, 300)
        #expect(close(tracks[0], 694.0 / 9) && close(tracks[1], 694.0 / 9) && tracks[2] == 50)
    }

    @Test func nilWidthUsesMinimums() {
        let items = [GridItem(.fixed(30)), GridItem(.flexible(minimum: 20)), GridItem(.adaptive(minimum: 40))]
        #expect(lengths(items, nil) == [30, 20, 40])
        #expect(offsets(items, nil) == [0, 38, 66])
    }

    // MARK: Cells

    @Test func lazyHGridFillsColumnByColumn() {
        let l = layout(ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(50)), GridItem(.fixed(50))]) {
                ForEach(0..<3) { i in Color.red.frame(width: 30).id(i) }
            }.id("g")
        }, width: 300, height: 200)
        expectFrame(l, id: 0, CGRect(x: 0, y: 46, width: 30, height: 50))   // block of 108 centred in 200
        expectFrame(l, id: 1, CGRect(x: 0, y: 104, width: 30, height: 50))
        expectFrame(l, id: 2, CGRect(x: 38, y: 46, width: 30, height: 50))
        expectFrame(l, "g", CGRect(x: 0, y: 0, width: 68, height: 200))
    }

    @Test func sectionHeadersSpanTheGrid() {
        let l = layout(LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
            Section {
                Color.red.frame(height: 20).id("a")
                Color.blue.frame(height: 20).id("b")
            } header: {
                Color.gray.frame(height: 30).id("h")
            }
        }, width: 208, height: 300)
        expectFrame(l, "h", CGRect(x: 0, y: 0, width: 208, height: 30))
        expectFrame(l, "b", CGRect(x: 108, y: 30, width: 100, height: 20))
    }

    // MARK: Laziness and bad input

    @Test func aMillionCellsBuildOnlyTheVisibleRows() {
        let built = BuildCounter()
        let live = LiveLayout(ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 0) {
                ForEach(0..<1_000_000) { i in
                    let _ = (built.count += 1)
                    Color.blue.frame(height: 100).id(i)
                }
            }.id("g")
        }, width: 350, height: 200)
        // 4 columns: rows 0–2 (row 2 touches the bottom edge), 12 cells.
        #expect(built.count == 12)
        #expect(close(live.frame("g"), CGRect(x: 0, y: 0, width: 350, height: 25_000_000)))
        live.scroll(to: CGPoint(x: 0, y: 10_000_000))  // row 100,000 at the top
        #expect(close(live.frame(400_001), CGRect(x: 89.5, y: 0, width: 81.5, height: 100)))
        #expect(built.count <= 24)
    }

    @Test func badItemsWarnAndGetDefaults() {
        // A negative fixed size becomes 0 and a NaN minimum the default 10:
        // remaining = 100 − 8 = 92 → k = floor(100 / 18) = 5 tracks of (92 − 32) / 5 = 12.
        var warnings = Diagnostics.capture {
            #expect(lengths([GridItem(.fixed(-10)), GridItem(.adaptive(minimum: .nan))], 100) == [0, 12, 12, 12, 12, 12])
        }
        #expect(warnings.count == 2)
        // An adaptive item that would fit without limit makes at most 10,000 tracks.
        warnings = Diagnostics.capture {
            let tracks = lengths([GridItem(.adaptive(minimum: 0), spacing: 0)], 100)
            #expect(tracks.count == 10_000)
            #expect(close(tracks[0], 0.01))
        }
        #expect(warnings.count == 1)
    }

    // MARK: Hostile input

    /// A spacing of 1e300 leaves an adaptive item a share of about −1e300: one track of
    /// length 0, where the track count once overflowed Int and trapped (fuzz seed 280).
    @Test func adaptiveItemWithNoRoomIsOneEmptyTrack() {
        let items = [GridItem(.fixed(10), spacing: 1e300), GridItem(.adaptive(minimum: 10))]
        #expect(lengths(items, 480) == [10, 0])
        #expect(offsets(items, 480) == [0, 1e300])
    }
}

/// The sizing contract (zero, infinity, unspecified and concrete proposals) for the
/// scroll view and the lazy containers.
@MainActor
struct ScrollAndLazyLawTests {
    @Test func laws() {
        // Lazy stacks take the whole proposal across, so an infinite one, like a Color.
        LayoutLaws.check(ScrollView { Text("Hello"); Color.red }, mayBeInfinite: true)
        LayoutLaws.check(ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 500, height: 500) }, mayBeInfinite: true)
        LayoutLaws.check(LazyVStack { ForEach(0..<20) { Text("Row \($0)") } }, mayBeInfinite: true)
        LayoutLaws.check(LazyHStack { Text("A"); Color.red }, mayBeInfinite: true)
        LayoutLaws.check(LazyVGrid(columns: [GridItem(.adaptive(minimum: 30)), GridItem(.fixed(20))]) {
            ForEach(0..<9) { Text("\($0)") }
        })  // An infinite width is no width for the columns: they take their minimums.
        LayoutLaws.check(LazyHGrid(rows: [GridItem(.flexible(minimum: 15))]) { Color.red; Text("B") }, mayBeInfinite: true)
    }
}
