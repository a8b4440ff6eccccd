import Foundation
import Testing
@testable import VellumCore

/// ContentUnavailableView, GroupBox and Gauge, laid out with the spec's text metrics
/// (17-point text 8 points a glyph, lines 61/3 tall).
@MainActor
struct AppearanceLeafTests {
    private func all(_ element: ViewLayout.Element) -> [ViewLayout.Element] {
        [element] + element.children.flatMap(all)
    }

    // MARK: ContentUnavailableView

    @Test func contentUnavailableFillsAndCentresItsParts() throws {
        let view = ContentUnavailableView {
            Label("No Mail", systemImage: "tray")
        } description: {
            Text("Nothing").id("description")
        } actions: {
            Color.blue.frame(width: 60, height: 30).id("action")
        }
        let l = layout(view, ProposedViewSize(width: 320, height: 480))
        // It takes all it is offered.
        #expect(l.size == CGSize(width: 320, height: 480))
        let icon = try #require(all(l.root).first { $0.label.hasPrefix("Image(systemName") })
        // A 48-point symbol: Vellum's placeholder is 1.2 × the font size.
        #expect(close(icon.size, CGSize(width: 57.6, height: 57.6)))
        let description = try #require(l.frame(id: "description"))
        let action = try #require(l.frame(id: "action"))
        // Centred on the width.
        #expect(close(icon.frame.midX, 160) && close(description.midX, 160) && close(action.midX, 160))
        // Icon, 16, title (one line of .title2), 8, description, 16, actions; the whole
        // block centred on the height.
        let title = try #require(all(l.root).first { $0.label.contains("No Mail") && $0.children.isEmpty })
        #expect(close(title.frame.minY, icon.frame.maxY + 16), "\(l)")
        #expect(close(description.minY, title.frame.maxY + 8), "\(l)")
        #expect(close(action.minY, description.maxY + 16), "\(l)")
        #expect(close(icon.frame.minY, 480 - action.maxY), "\(l)")
    }

    @Test func searchHasTheStandardWords() {
        let host = ViewHost(ContentUnavailableView.search(text: "kiwi"), size: CGSize(width: 320, height: 480))
        #expect(host.contains(text: "No Results for \u{201C}kiwi\u{201D}"))
        #expect(host.contains(text: "Check the spelling or try a new search."))
        let plain = ViewHost(ContentUnavailableView.search, size: CGSize(width: 320, height: 480))
        #expect(plain.contains(text: "No Results"))
    }

    @Test func titleAndDescriptionForm() {
        let host = ViewHost(ContentUnavailableView("No Favorites", systemImage: "star",
                                                   description: Text("Tap the star to add one.")),
                            size: CGSize(width: 320, height: 480))
        #expect(host.contains(text: "No Favorites") && host.contains(text: "Tap the star to add one."))
    }

    // MARK: GroupBox

    @Test func groupBoxInsetsItsLabelAndContent() throws {
        let box = GroupBox {
            Text("Cat").id("content")
        } label: {
            Text("Pets").id("label")
        }
        let l = layout(box, .unspecified)
        // "Pets" 32 wide, "Cat" 25; 16 each side; label, 8, content.
        #expect(close(l.size, CGSize(width: 32 + 32, height: 32 + line + 8 + line)), "\(l)")
        expectFrame(l, "label", CGRect(x: 16, y: 16, width: 32, height: line))
        expectFrame(l, "content", CGRect(x: 16, y: 16 + line + 8, width: 25, height: line))
        // Drawn on a rounded secondarySystemBackground.
        let fills = l.displayList.items.compactMap { item -> Color? in
            if case .fill(_, .color(let color), _) = item { color } else { nil }
        }
        #expect(fills.first.map { [$0.red, $0.green, $0.blue].map { Int(($0 * 255).rounded()) } } == [242, 242, 247])
    }

    @Test func groupBoxOnAFormCardTakesTheNextBackground() {
        var dark = EnvironmentValues.spec
        dark.colorScheme = .dark
        let l = ViewLayout(of: Form { GroupBox { Text("Cat") } }, in: CGSize(width: 320, height: 200), environment: dark)
        let fills = l.displayList.items.compactMap { item -> [Int]? in
            if case .fill(_, .color(let color), _) = item { [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) } } else { nil }
        }
        // Black behind the form, the #1C1C1E card, and the group box a level up: #2C2C2E.
        #expect(fills.prefix(3) == [[0, 0, 0], [28, 28, 30], [44, 44, 46]], "\(fills)")
    }

    @Test func groupBoxWithoutALabelAndACustomStyle() {
        #expect(close(size(GroupBox { Text("Cat") }, nil, nil), CGSize(width: 25 + 32, height: line + 32)))
        struct PlainGroupBoxStyle: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 2) {
                    configuration.label
                    configuration.content
                }
            }
        }
        #expect(close(size(GroupBox("Pets") { Text("Cat") }.groupBoxStyle(PlainGroupBoxStyle()), nil, nil),
                      CGSize(width: 32, height: 2 * line + 2)))
    }

    // MARK: Gauge

    @Test func defaultGaugeIsALinearCapacityBar() throws {
        let gauge = Gauge(value: 30, in: 0...120) { Text("Battery").id("label") }
        let l = layout(gauge, ProposedViewSize(width: 200, height: nil))
        #expect(close(l.size, CGSize(width: 200, height: line + 4 + 6)), "\(l)")
        // The tint fills a quarter of the track.
        let bars = l.displayList.items.compactMap { item -> (CGRect, Color)? in
            if case .fill(let path, .color(let color), _) = item { (path.boundingRect, color) } else { nil }
        }
        let filled = try #require(bars.first { $0.1 == Color.accentColor })
        #expect(close(filled.0.width, 50) && close(filled.0.height, 6))
        #expect(bars.contains { close($0.0.width, 200) })
    }

    @Test func gaugeLabelsSitBesideAndBelowTheBar() {
        let gauge = Gauge(value: 0.5) {
            Text("Speed")
        } currentValueLabel: {
            Text("50").id("current")
        } minimumValueLabel: {
            Text("0").id("min")
        } maximumValueLabel: {
            Text("100").id("max")
        }
        let l = layout(gauge, ProposedViewSize(width: 200, height: nil))
        let min = l.frame(id: "min"), max = l.frame(id: "max"), current = l.frame(id: "current")
        #expect(min?.minX == 0)
        #expect(close(max?.maxX ?? 0, 200))
        #expect((current?.minY ?? 0) > (min?.maxY ?? .infinity) - 0.001)
    }

    @Test func circularGaugesAreFixedSize() {
        let capacity = Gauge(value: 0.7) { Text("Ring") } currentValueLabel: { Text("70") }
            .gaugeStyle(.accessoryCircularCapacity)
        #expect(size(capacity, nil, nil) == CGSize(width: 58, height: 58))
        #expect(size(capacity, 300, 300) == CGSize(width: 58, height: 58))
        let open = Gauge(value: 20, in: 0...100) { Text("Temp") } currentValueLabel: { Text("20") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
            .gaugeStyle(.accessoryCircular)
        #expect(size(open, nil, nil) == CGSize(width: 58, height: 58))
    }

    @Test func valuesOutsideTheRangeAreClamped() {
        #expect(Gauge<EmptyView, EmptyView, EmptyView, EmptyView>.fraction(150.0, in: 0...100) == 1)
        #expect(Gauge<EmptyView, EmptyView, EmptyView, EmptyView>.fraction(-5.0, in: 0...100) == 0)
        #expect(Gauge<EmptyView, EmptyView, EmptyView, EmptyView>.fraction(5.0, in: 5...5) == 0)
    }

    @Test func aCustomGaugeStyleGetsTheFraction() {
        struct Readout: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                Text("\(Int(configuration.value * 100))%")
            }
        }
        let host = ViewHost(Gauge(value: 3, in: 0...4) { Text("Level") }.gaugeStyle(Readout()), size: CGSize(width: 200, height: 100))
        #expect(host.contains(text: "75%"))
    }
}

// MARK: - Style protocols with configurations

private struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Rectangle()
                .fill(configuration.isOn ? Color.green : Color.gray)
                .frame(width: 22, height: 22)
                .onTapGesture { configuration.isOn.toggle() }
                .id("box")
            configuration.label
        }
    }
}

private struct Preferences: View {
    @State private var remember = false
    var body: some View {
        VStack {
            Toggle("Remember", isOn: $remember).toggleStyle(CheckboxToggleStyle())
            Text(remember ? "On" : "Off")
        }
    }
}

private struct PercentProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Text(configuration.fractionCompleted.map { "\(Int($0 * 100)) percent" } ?? "waiting")
        }
    }
}

@MainActor
struct StyleConfigurationTests {
    @Test func customToggleStyleDrawsAndFlips() throws {
        let host = ViewHost(Preferences(), size: CGSize(width: 320, height: 200))
        #expect(host.contains(text: "Off"))
        // The style's body replaces the switch: a 22-point box beside the label.
        #expect(try host.drawnFrame(id: "box").size == CGSize(width: 22, height: 22))
        try host.tap(id: "box")
        #expect(host.contains(text: "On"))
    }

    @Test func switchAndButtonToggleStyles() {
        let asSwitch = size(Toggle("Cat", isOn: .constant(true)).toggleStyle(.switch), 200, nil)
        #expect(close(asSwitch, CGSize(width: 200, height: 31)))
        let asButton = layout(Toggle("Cat", isOn: .constant(true)).toggleStyle(.button), .unspecified)
        #expect(asButton.size.width < 200)
    }

    @Test func customProgressViewStyle() {
        let host = ViewHost(ProgressView("Upload", value: 0.4).progressViewStyle(PercentProgressStyle()),
                            size: CGSize(width: 200, height: 100))
        #expect(host.contains(text: "40 percent") && host.contains(text: "Upload"))
        // `.circular` makes a bar a spinner (20 × 20); `.linear` keeps the bar.
        #expect(size(ProgressView(value: 0.4).progressViewStyle(.circular), 200, nil) == CGSize(width: 20, height: 20))
        #expect(size(ProgressView(value: 0.4).progressViewStyle(.linear), 200, nil) == CGSize(width: 200, height: 4))
    }

    @Test func progressViewWithACurrentValueLabel() {
        let view = ProgressView(value: 3, total: 4) {
            Text("Downloading").id("label")
        } currentValueLabel: {
            Text("3 of 4").id("current")
        }
        let l = layout(view, ProposedViewSize(width: 200, height: nil))
        #expect(close(l.size, CGSize(width: 200, height: line + 4 + 4 + 4 + line)), "\(l)")
        expectFrame(l, "current", CGRect(x: 0, y: line + 8 + 4, width: 48, height: line))
    }
}
