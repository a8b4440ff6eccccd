import Foundation
import Testing
@testable import VellumCore

// List and Form (spec section 5.11) with the spec's assumed iOS metrics: rows at least
// 44 tall, content inset 11 top and bottom, 20 leading and trailing; inset grouped cards
// 16 from the edges, 35 below the top when a section has no header; headers footnote
// (13 pt) uppercase, 22 above and 7 above the card; footers 7 below the card.

private let window = ProposedViewSize(width: 390, height: 600)
/// A 13-point line of the spec engine.
private let footnoteLine = line * 13 / 17
/// Where a one-line text sits in a 44-tall row.
private let rowTextOffset = (44 - line) / 2

/// The elements of a layout labelled `label`, depth first.
private func elements(_ root: ViewLayout.Element, labelled label: String) -> [ViewLayout.Element] {
    (root.label == label ? [root] : []) + root.children.flatMap { elements($0, labelled: label) }
}

private struct Item: Identifiable {
    let id: String
    var children: [Item]?
}

@MainActor
struct ListTests {
    @Test func listFillsItsProposalAndClips() {
        let l = layout(List { Text("A") }, window)
        #expect(close(l.size, CGSize(width: 390, height: 600)))
        #expect(ViewLayout.resolveRoot(List { Text("A") }, environment: .spec).behavior.clipsContent)
        // No proposal: 10 × 10, as other views that fill.
        #expect(close(size(List { Text("A") }, nil, nil), CGSize(width: 10, height: 10)))
    }

    @Test func rowsAreAtLeast44AndInsetBy20And11() {
        let l = layout(List {
            Text("A").id("a")
            Text("B").id("b")
            Text("A\nB\nC").id("c")  // 3 lines: 61 + 22 = 83 tall
            Text("D").id("d")
        }, window)
        expectFrame(l, "a", CGRect(x: 36, y: 35 + rowTextOffset, width: 12, height: line))
        expectFrame(l, "b", CGRect(x: 36, y: 35 + 44 + rowTextOffset, width: 12, height: line))
        expectFrame(l, "c", CGRect(x: 36, y: 35 + 88 + 11, width: 12, height: 61))
        expectFrame(l, "d", CGRect(x: 36, y: 35 + 88 + 83 + rowTextOffset, width: 8, height: line))
        // Rows are proposed the card's width (358) less the insets, and a nil height.
        expectProposal(l, "a", 318, nil)
        let rows = elements(l.root, labelled: "ListRow")
        #expect(rows.map(\.frame.height) == [44, 44, 83, 44])
        #expect(rows.allSatisfy { close($0.frame.minX, 16) && close($0.frame.width, 358) })
    }

    @Test func sectionHeaderAndFooterPlacement() {
        let l = layout(List {
            Section {
                Text("A").id("a")
            } header: {
                Text("Head").id("h")
            } footer: {
                Text("Foot").id("f")
            }
        }, window)
        let headerWidth = 4 * 8 * 13.0 / 17
        expectFrame(l, "h", CGRect(x: 36, y: 22, width: headerWidth, height: footnoteLine))
        let cardTop = 22 + footnoteLine + 7
        expectFrame(l, "a", CGRect(x: 36, y: cardTop + rowTextOffset, width: 12, height: line))
        expectFrame(l, "f", CGRect(x: 36, y: cardTop + 44 + 7, width: headerWidth, height: footnoteLine))
        #expect(displayedTexts(in: List { Section("Head") { Text("a") } }) == ["HEAD", "a"])
    }

    @Test func rowsOutsideSectionsFormTheirOwnCard() {
        let l = layout(List {
            Text("A").id("a")
            Section { Text("B").id("b") }
        }, window)
        expectFrame(l, "a", CGRect(x: 36, y: 35 + rowTextOffset, width: 12, height: line))
        expectFrame(l, "b", CGRect(x: 36, y: 35 + 44 + 35 + rowTextOffset, width: 12, height: line))
        #expect(elements(l.root, labelled: "ListSection").count == 2)
    }

    @Test func listRowInsetsReplaceTheDefaults() {
        let l = layout(List {
            Text("A").id("a").listRowInsets(EdgeInsets())
            Color.red.frame(height: 60).id("tall").listRowInsets(EdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 10))
        }, window)
        // No insets: the row keeps its 44 minimum and the text sits at the card's edge.
        expectFrame(l, "a", CGRect(x: 16, y: 35 + rowTextOffset, width: 12, height: line))
        // 60 + 5 + 5 = 70; the colour is proposed 358 - 10.
        expectFrame(l, "tall", CGRect(x: 16, y: 35 + 44 + 5, width: 348, height: 60))
    }

    @Test func defaultMinListRowHeightComesFromTheEnvironment() {
        let l = layout(List { Text("A").id("a") }.environment(\.defaultMinListRowHeight, 60), window)
        expectFrame(l, "a", CGRect(x: 36, y: 35 + (60 - line) / 2, width: 12, height: line))
    }

    @Test func plainListHasFullWidthRowsFromTheTop() {
        let l = layout(List {
            Text("A").id("a")
            Text("B").id("b")
        }.listStyle(.plain), window)
        expectFrame(l, "a", CGRect(x: 20, y: rowTextOffset, width: 12, height: line))
        expectFrame(l, "b", CGRect(x: 20, y: 44 + rowTextOffset, width: 12, height: line))
        expectProposal(l, "a", 350, nil)
    }

    @Test func formIsInsetGroupedWhateverTheListStyle() {
        let l = layout(Form { Text("A").id("a") }.listStyle(.plain), window)
        expectFrame(l, "a", CGRect(x: 36, y: 35 + rowTextOffset, width: 12, height: line))
    }

    @Test func toggleInAFormRowHasItsSwitchTrailing() {
        let l = layout(Form { Toggle(isOn: .constant(true)) { Text("A").id("a") } }, window)
        // The switch (31) + 22 makes the row 53; the row content is 318 wide from x = 36.
        let control = element(l.root, labelled: "toggle")
        #expect(close(control?.frame, CGRect(x: 36 + 318 - 51, y: 35 + 11, width: 51, height: 31)))
        expectFrame(l, "a", CGRect(x: 36, y: 35 + 11 + (31 - line) / 2, width: 12, height: line))
    }

    @Test func menuPickerInAFormShowsItsLabel() {
        let picker = Picker("Theme", selection: .constant(1)) { Text("Dark").tag(1) }
        #expect(displayedTexts(in: Form { picker }) == ["Theme", "Dark"])
        #expect(displayedTexts(in: picker) == ["Dark"])
    }

    // MARK: Disclosure

    @Test func disclosureGroupCollapsedAndExpandedHeights() {
        let collapsed = DisclosureGroup("Hi") { Text("A") }
        #expect(close(size(collapsed, 300, nil), CGSize(width: 300, height: line)))
        let expanded = DisclosureGroup("Hi", isExpanded: .constant(true)) { Text("A"); Text("B") }
        #expect(close(size(expanded, 300, nil), CGSize(width: 300, height: 3 * line + 2 * 8)))
    }

    @Test func disclosureTapTogglesTheBinding() {
        final class Box { var open = false }
        let box = Box()
        let binding = Binding(get: { box.open }, set: { box.open = $0 })
        let taps = interactions(in: DisclosureGroup("Hi", isExpanded: binding) { Text("A") })
        #expect(taps.count == 1)
        tap(taps.first)
        #expect(box.open)
        #expect(interactions(in: DisclosureGroup("Hi", isExpanded: binding) { Text("A") }.disabled(true)).isEmpty)
    }

    @Test func disclosureGroupInAListMakesIndentedRows() {
        let l = layout(List {
            DisclosureGroup("Hi", isExpanded: .constant(true)) {
                Text("A").id("a")
                Text("B").id("b")
            }
        }, window)
        #expect(elements(l.root, labelled: "ListRow").count == 3)
        expectFrame(l, "a", CGRect(x: 56, y: 35 + 44 + rowTextOffset, width: 12, height: line))
        expectFrame(l, "b", CGRect(x: 56, y: 35 + 88 + rowTextOffset, width: 12, height: line))
        let closed = layout(List { DisclosureGroup("Hi") { Text("A"); Text("B") } }, window)
        #expect(elements(closed.root, labelled: "ListRow").count == 1)
    }

    @Test func outlineGroupShowsOneRowPerTopLevelElementCollapsed() {
        let tree = [
            Item(id: "a", children: [Item(id: "a1"), Item(id: "a2")]),
            Item(id: "b"),
            Item(id: "c", children: []),
        ]
        let l = layout(List { OutlineGroup(tree, children: \.children) { Text($0.id) } }, window)
        #expect(elements(l.root, labelled: "ListRow").count == 3)
        // Parents are disclosure rows (each with a tap); the leaf is not.
        #expect(interactions(in: List(tree, children: \.children) { Text($0.id) }).count == 2)
        #expect(displayedTexts(in: List(tree, children: \.children) { Text($0.id) }) == ["a", "b", "c"])
    }

    @Test func listsKeepTheLayoutLaws() {
        LayoutLaws.check(List { Text("A"); Section("S") { Text("B") } }, mayBeInfinite: true)
        LayoutLaws.check(Form { Toggle("On", isOn: .constant(true)) }, mayBeInfinite: true)
        LayoutLaws.check(DisclosureGroup("Hi", isExpanded: .constant(true)) { Text("A") }, mayBeInfinite: true)
    }
}
