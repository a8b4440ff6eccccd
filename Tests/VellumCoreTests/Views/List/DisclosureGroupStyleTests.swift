import Foundation
import Testing
@testable import VellumCore

// A custom DisclosureGroupStyle as tutorials write it: a button that toggles
// `configuration.isExpanded`, with a chevron that turns, and the content indented below.
// The spec's fixed-advance text: 17-point glyphs 8 wide, lines 61/3 tall; an SF Symbol
// placeholder is 1.2 × 17 = 20.4 square.

private struct ChevronDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                HStack {
                    configuration.label
                    Spacer()
                    Image(systemName: "chevron.right")
                        .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            if configuration.isExpanded {
                configuration.content.padding(.leading, 16)
            }
        }
    }
}

private struct ShippingDetails: View {
    var bound = false
    @State private var expanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Group {
                if bound {
                    DisclosureGroup("Shipping", isExpanded: $expanded) { content }
                } else {
                    DisclosureGroup("Shipping") { content }
                }
            }
            .disclosureGroupStyle(ChevronDisclosureStyle())
            Text(expanded ? "Open" : "Closed")
            Spacer()
        }
    }

    @ViewBuilder private var content: some View {
        Text("Ships in 2 days").id("first")
        Text("Free returns").id("second")
    }
}

@MainActor
@Suite struct DisclosureGroupStyleTests {
    let window = CGSize(width: 320, height: 480)

    @Test func aTapOnTheStyledLabelExpandsTheContentBelowIt() throws {
        let host = ViewHost(ShippingDetails(), size: window, environment: .spec)
        // Collapsed: the label row is as tall as the chevron, its text centred in it.
        let label = try host.find(text: "Shipping").frame
        #expect(close(label, CGRect(x: 0, y: (20.4 - line) / 2, width: 64, height: line)))
        #expect(!host.contains(text: "Ships in 2 days"))
        #expect(close(try host.find(text: "Closed").frame.minY, 20.4))

        try host.tap(text: "Shipping")
        // Expanded: the two lines below the row, 16 in; what follows moves down two lines.
        #expect(close(try host.find(text: "Ships in 2 days").frame, CGRect(x: 16, y: 20.4, width: 15 * 8, height: line)))
        #expect(close(try host.find(text: "Free returns").frame, CGRect(x: 16, y: 20.4 + line, width: 12 * 8, height: line)))
        #expect(close(try host.find(text: "Closed").frame.minY, 20.4 + 2 * line))

        try host.tap(text: "Shipping")
        #expect(!host.contains(text: "Free returns"))
    }

    @Test func theChevronTurnsWhenExpanded() throws {
        let host = ViewHost(ShippingDetails(), size: window, environment: .spec)
        /// Transforms that turn a quarter: sin 90° = 1 in the matrix's `b`.
        func quarterTurns() -> Int {
            var turns = 0
            for case .begin(.transform(let t)) in host.displayList.items where abs(t.b - 1) < 1e-9 { turns += 1 }
            return turns
        }
        #expect(quarterTurns() == 0)
        try host.tap(text: "Shipping")
        #expect(quarterTurns() == 1)
    }

    @Test func theStyleSetsTheGroupsBinding() throws {
        let host = ViewHost(ShippingDetails(bound: true), size: window, environment: .spec)
        #expect(host.contains(text: "Closed"))
        try host.tap(text: "Shipping")
        #expect(host.contains(text: "Open") && host.contains(text: "Ships in 2 days"))
    }

    @Test func automaticIsTheChevronRow() {
        let plain = DisclosureGroup("Hi", isExpanded: .constant(true)) { Text("A"); Text("B") }
        #expect(close(size(plain.disclosureGroupStyle(.automatic), 300, nil), size(plain, 300, nil)))
        #expect(close(size(plain.disclosureGroupStyle(.automatic), 300, nil), CGSize(width: 300, height: 3 * line + 2 * 8)))
    }

    @Test func groupsInTheContentKeepTheStyle() throws {
        let nested = DisclosureGroup("Outer", isExpanded: .constant(true)) {
            DisclosureGroup("Inner", isExpanded: .constant(true)) { Text("Leaf").id("leaf") }
        }
        .disclosureGroupStyle(ChevronDisclosureStyle())
        // Both levels are styled: the leaf is 16 + 16 in, below two 20.4-tall rows.
        let l = layout(nested, width: 300, height: nil)
        expectFrame(l, "leaf", CGRect(x: 32, y: 40.8, width: 32, height: line))
    }
}
