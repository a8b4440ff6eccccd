import Foundation
import Testing
@testable import VellumCore

// Spec section 5.9: Grid / GridRow. Text widths from the spec's metrics: "Cat" 25,
// "Goldfish" 62, "25" 18, "9" 9, "A" 12, "B" 12; a line is 61/3 ≈ 20.33.

/// Text above text meets like consecutive lines (spec 5.1.4): 0 with the fixed engine.
private let textOverText: CGFloat = 0
/// A Text above a plain view (a Divider): max(L − capHeight, s + descent) = 34/3.
private let textOverPlain: CGFloat = 34.0 / 3
/// A plain view above a Text: L − ascent = 22/3.
private let plainOverText: CGFloat = 22.0 / 3

@MainActor
struct GridTests {
    // MARK: Spec 5.9 worked example

    /// The spec's pets grid.
    private func pets(verticalSpacing: CGFloat? = nil, catAlignment: HorizontalAlignment? = nil) -> some View {
        Grid(verticalSpacing: verticalSpacing) {
            GridRow {
                if let catAlignment {
                    Text("Cat").gridColumnAlignment(catAlignment).id("cat")
                } else {
                    Text("Cat").id("cat")
                }
                Text("25").id("25")
            }
            GridRow {
                Text("Goldfish").id("goldfish")
                Text("9").id("9")
            }
        }
    }

    @Test func workedExampleColumnsAreTheirWidestCell() {
        // Spec 5.9: columns 62 and 18; the grid is 62 + 8 + 18 = 88 wide; "Cat" is
        // centred in its cell at x = (62 − 25) / 2 = 18.5.
        for proposal in [ProposedViewSize.unspecified, ProposedViewSize(width: 390, height: 844)] {
            let l = layout(pets(), proposal)
            #expect(close(l.size.width, 88), "\(l)")
            expectFrame(l, "cat", CGRect(x: 18.5, y: 0, width: 25, height: line))
            expectFrame(l, "goldfish", CGRect(x: 0, y: line + textOverText, width: 62, height: line))
            expectFrame(l, "25", CGRect(x: 70, y: 0, width: 18, height: line))
            expectFrame(l, "9", CGRect(x: 70 + 4.5, y: line + textOverText, width: 9, height: line))
            // Each cell is proposed its rectangle: column width × row height.
            expectProposal(l, "cat", 62, line)
            expectProposal(l, "9", 18, line)
        }
    }

    @Test func workedExampleHeightWithTheSpecsSpacing() {
        // Spec 5.9 states a spacing of 8: 20.33 · 2 + 8 = 48.67 tall.
        let l = layout(pets(verticalSpacing: 8), .unspecified)
        #expect(close(l.size, CGSize(width: 88, height: 2 * line + 8)))
        expectFrame(l, "goldfish", CGRect(x: 0, y: line + 8, width: 62, height: line))
    }

    @Test func workedExampleHeightWithDefaultSpacing() {
        // With nil spacing the rows are spaced by the cells' preferences, as in a VStack:
        // text above text is the font's leading, 0 here, so 2 · 20.33 = 40.67 tall.
        let l = layout(pets(), .unspecified)
        #expect(close(l.size, CGSize(width: 88, height: 2 * line + textOverText)))
    }

    @Test func workedExampleColumnAlignment() {
        // Spec 5.9: with gridColumnAlignment(.leading) on "Cat", x = 0, and the whole
        // column follows: "Goldfish" is as wide as the column anyway.
        let l = layout(pets(catAlignment: .leading), .unspecified)
        expectFrame(l, "cat", CGRect(x: 0, y: 0, width: 25, height: line))
        let trailing = layout(pets(catAlignment: .trailing), .unspecified)
        expectFrame(trailing, "cat", CGRect(x: 37, y: 0, width: 25, height: line))
    }

    // MARK: Columns and cells

    @Test func middleColumnHoldsTheWidestCell() {
        // Columns: max(12, 25) = 25, max(62, 9) = 62, max(12, 18) = 18; x = 0, 33, 103.
        // Every cell is centred in its column's width.
        let v = Grid {
            GridRow {
                Text("A").id("a")
                Text("Goldfish").id("goldfish")
                Text("B").id("b")
            }
            GridRow {
                Text("Cat").id("cat")
                Text("9").id("9")
                Text("25").id("25")
            }
        }
        let l = layout(v, .unspecified)
        #expect(close(l.size, CGSize(width: 25 + 8 + 62 + 8 + 18, height: 2 * line)))
        expectFrame(l, "a", CGRect(x: 6.5, y: 0, width: 12, height: line))
        expectFrame(l, "goldfish", CGRect(x: 33, y: 0, width: 62, height: line))
        expectFrame(l, "b", CGRect(x: 103 + 3, y: 0, width: 12, height: line))
        expectFrame(l, "cat", CGRect(x: 0, y: line, width: 25, height: line))
        expectFrame(l, "9", CGRect(x: 33 + 26.5, y: line, width: 9, height: line))
        expectFrame(l, "25", CGRect(x: 103, y: line, width: 18, height: line))
        expectProposal(l, "9", 62, line)
    }

    @Test func rowsWithFewerCellsLeaveTrailingColumnsEmpty() {
        // The column count is the widest row's: 3. The short row's cells take columns 0
        // and 1.
        let v = Grid {
            GridRow { Text("A"); Text("B"); Text("Goldfish") }
            GridRow { Text("Cat").id("cat"); Text("9").id("9") }
        }
        let l = layout(v, .unspecified)
        #expect(close(l.size.width, 25 + 8 + 12 + 8 + 62))
        expectFrame(l, "cat", CGRect(x: 0, y: line, width: 25, height: line))
        expectFrame(l, "9", CGRect(x: 33 + 1.5, y: line, width: 9, height: line))
    }

    @Test func gridCellColumnsSpansColumnsAndTheGapBetween() {
        // "A" spans both columns: its cell is 25 + 8 + 18 = 51 wide, so it is proposed 51
        // and centred at (51 − 12) / 2 = 19.5.
        let v = Grid {
            GridRow { Text("Cat").id("cat"); Text("25").id("25") }
            GridRow { Text("A").gridCellColumns(2).id("a") }
        }
        let l = layout(v, .unspecified)
        #expect(close(l.size, CGSize(width: 51, height: 2 * line)))
        expectFrame(l, "a", CGRect(x: 19.5, y: line, width: 12, height: line))
        expectProposal(l, "a", 51, line)
    }

    @Test func aWideSpanningCellWidensTheColumnsItSpans() {
        // "Goldfish" (62) spans two columns of 25 and 18 and the 8 between them: the 11 it
        // lacks is shared equally, so the columns are 30.5 and 23.5 and the grid 62 wide
        // [spec 5.9: spanning distribution UNVERIFIED].
        let v = Grid {
            GridRow { Text("Cat").id("cat"); Text("25").id("25") }
            GridRow { Text("Goldfish").gridCellColumns(2).id("goldfish") }
        }
        let l = layout(v, .unspecified)
        #expect(close(l.size, CGSize(width: 62, height: 2 * line)))
        expectFrame(l, "cat", CGRect(x: 2.75, y: 0, width: 25, height: line))
        expectFrame(l, "25", CGRect(x: 38.5 + 2.75, y: 0, width: 18, height: line))
        expectFrame(l, "goldfish", CGRect(x: 0, y: line, width: 62, height: line))
    }

    @Test func aSpanningCellThatFitsLeavesItsColumnsAlone() {
        // "Hello, world" (96) spans columns of 62, 18 and 25 (62 + 8 + 18 + 8 + 25 = 121):
        // it fits, so no column changes.
        let v = Grid {
            GridRow { Text("Goldfish"); Text("25"); Text("Cat").id("cat") }
            GridRow { Text("Hello, world").gridCellColumns(3).id("hello") }
        }
        let l = layout(v, .unspecified)
        #expect(close(l.size.width, 121))
        expectFrame(l, "cat", CGRect(x: 96, y: 0, width: 25, height: line))
        expectFrame(l, "hello", CGRect(x: 12.5, y: line, width: 96, height: line))
    }

    @Test func spanningCellsTakeTheFollowingColumns() {
        // A span of 2 then one more cell: three columns; "9" is in the third. The rows are
        // 34/3 apart (text above the framed colour, which spaces like a plain view); the
        // colour is centred in its line-tall row.
        let v = Grid {
            GridRow { Text("Cat"); Text("25"); Text("A") }
            GridRow { Color.red.frame(height: 10).gridCellColumns(2).id("red"); Text("9").id("9") }
        }
        let l = layout(v, .unspecified)
        let rowTop = line + textOverPlain
        expectFrame(l, "red", CGRect(x: 0, y: rowTop + (line - 10) / 2, width: 51, height: 10))
        expectFrame(l, "9", CGRect(x: 59 + 1.5, y: rowTop, width: 9, height: line))
        expectProposal(l, "red", 51, line)
    }

    // MARK: Dividers and unsized cells

    /// The pets grid with a Divider between the rows.
    private func petsWithDivider(unsized: Bool, verticalSpacing: CGFloat? = 8) -> some View {
        Grid(verticalSpacing: verticalSpacing) {
            GridRow { Text("Cat").id("cat"); Text("25") }
            if unsized {
                Divider().gridCellUnsizedAxes(.horizontal).id("divider")
            } else {
                Divider().id("divider")
            }
            GridRow { Text("Goldfish").id("goldfish"); Text("9") }
        }
    }

    @Test func dividerOutsideARowSpansTheGridWidthWhenUnsized() {
        // Apple's gridCellUnsizedAxes example: unsized horizontally, the divider does not
        // widen the grid (88 wide, as without it) and is proposed the grid's width. It is
        // one pixel tall (1 pt at scale 1).
        let l = layout(petsWithDivider(unsized: true), ProposedViewSize(width: 300, height: nil))
        #expect(close(l.size, CGSize(width: 88, height: line + 8 + 1 + 8 + line)), "\(l)")
        expectFrame(l, "divider", CGRect(x: 0, y: line + 8, width: 88, height: 1))
        expectFrame(l, "goldfish", CGRect(x: 0, y: line + 8 + 1 + 8, width: 62, height: line))
        expectProposal(l, "divider", 88, 1)
    }

    @Test func dividerOutsideARowFillsTheOfferedWidth() {
        // Without the modifier the divider, a flexible view spanning both columns, takes
        // all it is offered, as Apple's documentation shows: the grid fills the width.
        // The wider column goes first, offered 146: the divider is proposed
        // 146 + 8 + 146 = 300 and takes it, 212 more than the columns' own 62 and 18,
        // shared equally: 62 + 106 = 168. The other column is offered the rest, 124.
        let l = layout(petsWithDivider(unsized: false), ProposedViewSize(width: 300, height: nil))
        #expect(close(l.size.width, 300), "\(l)")
        expectFrame(l, "divider", CGRect(x: 0, y: line + 8, width: 300, height: 1))
        expectFrame(l, "cat", CGRect(x: (168 - 25) / 2, y: 0, width: 25, height: line))
        expectFrame(l, "goldfish", CGRect(x: (168 - 62) / 2, y: line + 8 + 1 + 8, width: 62, height: line))
        // Ideal: the divider's ideal width is 10, so the columns keep their text widths.
        let ideal = layout(petsWithDivider(unsized: false), .unspecified)
        #expect(close(ideal.size.width, 88))
    }

    @Test func dividerRowSpacingFromPreferences() {
        // Nil spacing: text above the divider 34/3, the divider above text 22/3.
        let l = layout(petsWithDivider(unsized: true, verticalSpacing: nil), .unspecified)
        expectFrame(l, "divider", CGRect(x: 0, y: line + textOverPlain, width: 88, height: 1))
        #expect(close(l.size.height, line + textOverPlain + 1 + plainOverText + line))
    }

    @Test func unsizedVerticallyTakesTheRowHeightTheOthersSet() {
        // The colour asks for no height: the row is the text's height and the colour is
        // proposed it. It is still sized horizontally, so its column takes the rest of
        // the width: 300 − 25 − 8 = 267.
        let v = Grid {
            GridRow {
                Text("Cat").id("cat")
                Color.red.gridCellUnsizedAxes(.vertical).id("red")
            }
        }
        let l = layout(v, width: 300, height: 300)
        #expect(close(l.size, CGSize(width: 300, height: line)))
        expectFrame(l, "red", CGRect(x: 33, y: 0, width: 267, height: line))
        let both = layout(Grid {
            GridRow { Text("Cat"); Color.red.gridCellUnsizedAxes([.horizontal, .vertical]).id("red") }
            GridRow { Text("Goldfish"); Text("25") }
        }, width: 300, height: 300)
        #expect(close(both.size, CGSize(width: 88, height: 2 * line + plainOverText)), "\(both)")
        expectFrame(both, "red", CGRect(x: 70, y: 0, width: 18, height: line))
    }

    // MARK: Flexible cells

    @Test func flexibleCellsShareWhatRemains() {
        // The text column is the least flexible and goes first (offered 146, takes 62); the
        // colour's column takes the rest, 300 − 8 − 62 = 230. Rows the same way: the text
        // row takes its line, the colour's row the rest of 100 − 22/3 (a plain view above
        // text).
        let v = Grid {
            GridRow { Text("Cat"); Color.red.id("red") }
            GridRow { Text("Goldfish"); Text("9").id("9") }
        }
        let l = layout(v, width: 300, height: 100)
        #expect(close(l.size, CGSize(width: 300, height: 100)), "\(l)")
        let rowHeight = 100 - plainOverText - line
        expectFrame(l, "red", CGRect(x: 70, y: 0, width: 230, height: rowHeight))
        expectFrame(l, "9", CGRect(x: 70 + (230 - 9) / 2, y: rowHeight + plainOverText, width: 9, height: line))
    }

    @Test func fixedColumnBetweenTwoFlexibleOnes() {
        // Colours either side of a 75-wide frame: the rigid column goes first; the two
        // flexible ones split 300 − 16 − 75 = 209.
        let v = Grid {
            GridRow {
                Color.blue.id("blue")
                Color.orange.frame(width: 75).id("orange")
                Color.red.id("red")
            }
        }
        let l = layout(v, width: 300, height: 100)
        expectFrame(l, "blue", CGRect(x: 0, y: 0, width: 104.5, height: 100))
        expectFrame(l, "orange", CGRect(x: 112.5, y: 0, width: 75, height: 100))
        expectFrame(l, "red", CGRect(x: 195.5, y: 0, width: 104.5, height: 100))
    }

    // MARK: Alignment

    @Test func gridAlignmentAndCellAnchor() {
        // Grid(alignment: .bottomTrailing) puts "Cat" at the bottom right of its 62 × 40
        // cell; gridCellAnchor(.topLeading) on "25" overrides that.
        let v = Grid(alignment: .bottomTrailing) {
            GridRow { Text("Cat").id("cat"); Text("25").gridCellAnchor(.topLeading).id("25"); Color.red.frame(width: 10, height: 40) }
            GridRow { Text("Goldfish"); Text("9") }
        }
        let l = layout(v, .unspecified)
        expectFrame(l, "cat", CGRect(x: 37, y: 40 - line, width: 25, height: line))
        expectFrame(l, "25", CGRect(x: 70, y: 0, width: 18, height: line))
    }

    @Test func rowAlignmentOverridesTheGrid() {
        // GridRow(alignment: .top) puts "Cat" at the top of its 40-tall row.
        let v = Grid {
            GridRow(alignment: .top) { Text("Cat").id("cat"); Color.red.frame(width: 10, height: 40) }
            GridRow { Text("Goldfish").id("goldfish"); Color.red.frame(width: 10, height: 40) }
        }
        let l = layout(v, .unspecified)
        expectFrame(l, "cat", CGRect(x: 18.5, y: 0, width: 25, height: line))
        expectFrame(l, "goldfish", CGRect(x: 0, y: 40 + 8 + (40 - line) / 2, width: 62, height: line))
    }

    @Test func baselineRowLinesUpAcrossTheRow() {
        // By first baseline, a colour (no baseline: its bottom) sits on the text's
        // baseline (16 below its top): the row runs from the colour's top to the text's
        // bottom, 40 + (line − 16).
        let v = Grid(alignment: .leadingFirstTextBaseline) {
            GridRow { Text("Cat").id("cat"); Color.red.frame(width: 10, height: 40).id("red") }
        }
        let l = layout(v, .unspecified)
        #expect(close(l.size, CGSize(width: 25 + 8 + 10, height: 40 + line - 16)), "\(l)")
        expectFrame(l, "cat", CGRect(x: 0, y: 40 - 16, width: 25, height: line))
        expectFrame(l, "red", CGRect(x: 33, y: 0, width: 10, height: 40))
    }

    @Test func rightToLeftMirrorsColumns() {
        // The first column is at the right: "Cat" at 88 − 18.5 − 25 = 44.5.
        let l = layout(pets().environment(\.layoutDirection, .rightToLeft), .unspecified)
        expectFrame(l, "cat", CGRect(x: 44.5, y: 0, width: 25, height: line))
        expectFrame(l, "25", CGRect(x: 0, y: 0, width: 18, height: line))
    }

    // MARK: Structure

    @Test func viewsOutsideRowsAreOneColumnRows() {
        // With no GridRow, each view is a full-width row of a one-column grid: a VStack
        // with cells centred in the widest.
        let v = Grid {
            Text("Cat").id("cat")
            Text("Goldfish")
        }
        let l = layout(v, .unspecified)
        #expect(close(l.size, CGSize(width: 62, height: 2 * line)))
        expectFrame(l, "cat", CGRect(x: 18.5, y: 0, width: 25, height: line))
    }

    @Test func modifierOnARowAppliesToEachCell() {
        // padding(4) on the row pads each cell; the cells keep their row. Padding spaces
        // like a plain view: 22/3 above the text of the next row.
        let v = Grid(horizontalSpacing: 0) {
            GridRow { Text("Cat"); Text("25") }.padding(4)
            GridRow { Text("Goldfish").id("goldfish"); Text("9") }
        }
        let l = layout(v, .unspecified)
        #expect(close(l.size.width, max(25 + 8, 62) + 18 + 8), "\(l)")
        expectFrame(l, "goldfish", CGRect(x: 0, y: line + 8 + plainOverText, width: 62, height: line))
    }

    @Test func forEachInsideARow() {
        let v = Grid {
            GridRow { ForEach(0..<3) { i in Color.red.frame(width: 10, height: 10).id("c\(i)") } }
        }
        let l = layout(v, .unspecified)
        #expect(close(l.size, CGSize(width: 46, height: 10)))
        expectFrame(l, "c2", CGRect(x: 36, y: 0, width: 10, height: 10))
    }

    @Test func gridLayoutIsALayout() {
        // The Layout version, through AnyLayout, gives the same frames as Grid.
        let v = AnyLayout(GridLayout()) {
            GridRow { Text("Cat").id("cat"); Text("25") }
            GridRow { Text("Goldfish"); Text("9") }
        }
        let l = layout(v, .unspecified)
        #expect(close(l.size.width, 88))
        expectFrame(l, "cat", CGRect(x: 18.5, y: 0, width: 25, height: line))
    }

    @Test func emptyGridIsZero() {
        #expect(size(Grid {}, 100, 100) == .zero)
        #expect(size(Grid { GridRow {} }, 100, 100) == .zero)
    }

    @Test func laws() {
        LayoutLaws.check(pets())
        LayoutLaws.check(petsWithDivider(unsized: true))
        LayoutLaws.check(petsWithDivider(unsized: false), mayBeInfinite: true)
        LayoutLaws.check(Grid {
            GridRow { Color.red; Text("Goldfish").gridCellColumns(2) }
            GridRow { Text("Cat"); Spacer(); Text("9").gridCellAnchor(.bottom) }
        }, mayBeInfinite: true)
    }

    @Test func labelsInTheDump() {
        let l = layout(Grid(alignment: .leading, horizontalSpacing: 4) { GridRow { Text("Cat") } }, .unspecified)
        #expect(l.root.label == "Grid(alignment: .leading, horizontalSpacing: 4)")
    }
}

// MARK: - Cache

@MainActor
struct GridCacheTests {
    /// Grids nested `depth` deep: each holds a colour and the next grid in one row, a
    /// divider, and a spanning text.
    static func nest(_ depth: Int) -> AnyView {
        var view = AnyView(Text("Cat"))
        for _ in 0..<depth {
            view = AnyView(Grid {
                GridRow { Color.red; view }
                Divider()
                GridRow { Text("Goldfish").gridCellColumns(2) }
            })
        }
        return view
    }

    static func measurements(depth: Int) -> Int {
        LayoutTrace.record {
            _ = ViewLayout(of: nest(depth), in: CGSize(width: 700, height: 500), environment: .spec)
        }.measurementCount
    }

    @Test func nestedGridsAreNotMeasuredExponentially() {
        // Each level proposes its inner grid a few finite widths that differ from level to
        // level, so nested grids cost more than linear (about 700, 2,700 and 15,000
        // measurements at depths 10, 20 and 40), but far from the 3^depth an uncached
        // nest would take: doubling the depth multiplies the count by less than 8.
        let counts = [5, 10, 20].map { Self.measurements(depth: $0) }
        #expect(counts[1] < 8 * counts[0] && counts[2] < 8 * counts[1], "\(counts)")
    }

    @Test func layoutWithCacheEqualsLayoutWithout() {
        let view = Self.nest(3)
        let cached = ViewLayout(of: view, in: CGSize(width: 700, height: 500), environment: .spec).description
        LayoutNode.usesSizeCache = false
        defer { LayoutNode.usesSizeCache = true }
        let uncached = ViewLayout(of: view, in: CGSize(width: 700, height: 500), environment: .spec).description
        #expect(cached == uncached)
    }

    // MARK: Hostile input

    /// gridCellColumns(.max) once trapped making Int.max columns (fuzz seeds 138, 223);
    /// a span is clamped to 1...1000 with a warning.
    @Test func absurdSpansAreClamped() {
        var size = CGSize.zero
        let warnings = Diagnostics.capture {
            size = ViewLayout(of: Grid(horizontalSpacing: 0) { GridRow { Color.red.gridCellColumns(.max) } },
                              proposal: ProposedViewSize(width: 2000, height: 10), environment: .spec).size
        }
        // 10,000 column widths summed: within a billionth of the proposal.
        #expect(abs(size.width - 2000) < 1e-6 && size.height == 10, "\(size)")
        #expect(warnings.contains { $0.contains("gridCellColumns(\(Int.max))") && $0.contains("spans 10000 columns") }, "\(warnings)")
        let zero = Diagnostics.capture {
            let l = ViewLayout(of: Grid { GridRow { Color.red.gridCellColumns(0); Color.blue.id("b") } },
                               proposal: ProposedViewSize(width: 108, height: 10), environment: .spec)
            #expect(l.frame(id: "b") == CGRect(x: 58, y: 0, width: 50, height: 10))
        }
        #expect(zero.contains { $0.contains("gridCellColumns(0)") && $0.contains("spans 1 columns") }, "\(zero)")
    }
}
