import Foundation
import Testing
@testable import VellumCore

// Spec section 5.9: Grid / GridRow. Text widths from the spec's metrics: "Cat" 25,
// "Goldfish" 62, "25" 18, "9" 9, "A" 12, "B" 12; a line is 61/3 ≈ 20.33.
// The worked examples (a tree, a proposal and frames) are in Fixtures/grid.json.

@MainActor
struct GridTests {
    /// The spec's pets grid (spec 5.9 worked example).
    private func pets() -> some View {
        Grid {
            GridRow { Text("Cat").id("cat"); Text("25").id("25") }
            GridRow { Text("Goldfish").id("goldfish"); Text("9").id("9") }
        }
    }

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

    // MARK: Structure

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
        // The exact counts, from the trace rather than worked out: each level's cells are
        // asked widths that depend on every level above (at depth 3 the innermost text is
        // asked 8 distinct questions, the divider of the outer level 7), so the count per
        // level is not a constant (depths 0–12 cost 1, 28, 56, 85, 116, 147, 195, 219, 254,
        // 344, 732, 880, 1,047). A change here is a change in what grids ask.
        #expect(counts == [147, 732, 2_748])
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
