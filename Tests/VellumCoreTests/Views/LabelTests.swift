import Foundation
import Testing
@testable import VellumCore

// Label and LabeledContent. A symbol is drawn as a placeholder 1.2 × the font size:
// 20.4 points at 17 pt body text.

private let icon: CGFloat = 17 * 1.2

private struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon
            configuration.title
        }
    }
}

@MainActor
struct LabelTests {
    @Test func defaultIsIconThenTitleInAnHStack() {
        // Icon 20.4, the default gap 8 between a plain view and text, "Cat" 25: 53.4 wide,
        // as tall as the icon; the title is centred on it.
        let l = layout(Label("Cat", systemImage: "star").id("label"), .unspecified)
        #expect(close(l.size, CGSize(width: icon + 8 + 25, height: icon)), "\(l)")
        #expect(l.root.label.hasPrefix("HStack"))
        let children = l.root.children
        #expect(children.count == 2)
        #expect(close(children[0].frame, CGRect(x: 0, y: 0, width: icon, height: icon)))
        #expect(close(children[1].frame, CGRect(x: icon + 8, y: (icon - line) / 2, width: 25, height: line)))
    }

    @Test func styles() {
        let base = Label("Cat", systemImage: "star")
        #expect(close(size(base.labelStyle(.titleOnly), nil, nil), CGSize(width: 25, height: line)))
        #expect(close(size(base.labelStyle(.iconOnly), nil, nil), CGSize(width: icon, height: icon)))
        #expect(close(size(base.labelStyle(.titleAndIcon), nil, nil), CGSize(width: icon + 8 + 25, height: icon)))
        #expect(close(size(base.labelStyle(.automatic), nil, nil), CGSize(width: icon + 8 + 25, height: icon)))
        // A custom style: icon above title, 2 apart.
        #expect(close(size(base.labelStyle(VerticalLabelStyle()), nil, nil), CGSize(width: 25, height: icon + 2 + line)))
    }

    @Test func styleReachesEveryLabelBelow() {
        let v = VStack(spacing: 0) {
            Label("Cat", systemImage: "star").id("a")
            Label("Goldfish", systemImage: "star").id("b")
        }.labelStyle(.titleOnly)
        let l = layout(v, .unspecified)
        #expect(close(l.size, CGSize(width: 62, height: 2 * line)))
    }

    @Test func customTitleAndIcon() {
        let v = Label { Text("Cat").id("title") } icon: { Color.red.frame(width: 10, height: 10).id("icon") }
        let l = layout(v, .unspecified)
        expectFrame(l, "icon", CGRect(x: 0, y: (line - 10) / 2, width: 10, height: 10))
        expectFrame(l, "title", CGRect(x: 18, y: 0, width: 25, height: line))
    }

    @Test func labeledContentSpreadsLabelAndValue() {
        // HStack(alignment: .firstTextBaseline) { label; Spacer(); content }: no gap next to
        // the spacer, so at 200 "25" ends at the trailing edge.
        let l = layout(LabeledContent("Cat", value: "25"), width: 200, height: 100)
        #expect(close(l.size, CGSize(width: 200, height: line)), "\(l)")
        let children = l.root.children
        #expect(close(children[0].frame, CGRect(x: 0, y: 0, width: 25, height: line)))
        #expect(close(children[2].frame, CGRect(x: 182, y: 0, width: 18, height: line)))
        // Ideal: the spacer's minimum 8 between them.
        #expect(close(size(LabeledContent("Cat", value: "25"), nil, nil), CGSize(width: 51, height: line)))
    }

    @Test func labeledContentWithViews() {
        let v = LabeledContent {
            Color.red.frame(width: 30, height: 10).id("value")
        } label: {
            Label("Cat", systemImage: "star").id("label")
        }
        let l = layout(v, width: 300, height: 100)
        expectFrame(l, "value", CGRect(x: 270, y: l.frame(id: "value")!.minY, width: 30, height: 10))
        #expect(close(size(LabeledContent("Cat") { Text("25") }, 200, 100), CGSize(width: 200, height: line)))
    }

    @Test func laws() {
        LayoutLaws.check(Label("Cat", systemImage: "star"))
        LayoutLaws.check(LabeledContent("Cat", value: "25"), mayBeInfinite: true)
    }
}
