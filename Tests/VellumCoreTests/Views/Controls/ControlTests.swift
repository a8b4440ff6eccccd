import Foundation
import Testing
@testable import VellumCore

// Controls at their iOS 17 sizes, with the spec's fixed-advance text (8 points a
// character, lines 61/3 tall; "Done" is 38 wide).

/// The interactions attached anywhere in `view`'s resolved tree, in tree order.
@MainActor
/// The interactions a tap can trigger (disabled controls keep theirs but do nothing).
func interactions<V: View>(in view: V, environment: EnvironmentValues = .spec) -> [Interaction] {
    var found: [Interaction] = []
    var stack = [ViewLayout.resolveRoot(view, environment: environment)]
    while let node = stack.popLast() {
        if let modifier = node.interaction, modifier.isEnabled { found.append(modifier.interaction) }
        stack.append(contentsOf: node.children.reversed())
    }
    return found
}

/// The first laid-out element whose label is `label`, depth first.
func element(_ root: ViewLayout.Element, labelled label: String) -> ViewLayout.Element? {
    if root.label == label { return root }
    for child in root.children {
        if let found = element(child, labelled: label) { return found }
    }
    return nil
}

/// Performs a tap interaction: a button's action, or a tap gesture (`onTapGesture`) fed
/// one touch-down and lift.
@MainActor
func tap(_ interaction: Interaction?) {
    switch interaction {
    case let .tap(action)?: action()
    case let .gesture(gesture)? where gesture.isTap:
        let recognizer = gesture.makeRecognizer(_GestureContext(frame: .zero, namedSpaces: [:]))
        for phase in [TouchEvent.Phase.began, .ended, .finished] {
            for effect in recognizer.handle(TouchEvent(phase: phase, location: .zero, time: 0)).effects { effect() }
        }
    default: Issue.record("expected a tap, got \(String(describing: interaction))")
    }
}

/// The strings the text views in `view` show, in tree order.
@MainActor
func displayedTexts<V: View>(in view: V) -> [String] {
    var found: [String] = []
    var stack = [ViewLayout.resolveRoot(view, environment: .spec)]
    while let node = stack.popLast() {
        if let text = node.behavior.displayedText { found.append(text) }
        stack.append(contentsOf: node.children.reversed())
    }
    return found
}

/// The spec engine, plus one glyph run a line so drawing paints can be checked.
struct OneRunEngine: TextEngine {
    func metrics(of font: Font) -> FontMetrics { specTextEngine.metrics(of: font) }
    func layout(_ content: TextContent, constraints: TextConstraints) -> TextLayout {
        var result = specTextEngine.layout(content, constraints: constraints)
        for i in result.lines.indices {
            result.lines[i].glyphRuns = [GlyphRun(font: FontFile(path: "/fonts/test.ttf"), size: 17, glyphs: [1],
                                                  positions: [.zero], runIndex: 0)]
        }
        return result
    }
}
/// The paints text in `view` is drawn with: the spec engine with one glyph run a line.
@MainActor
func textPaints<V: View>(_ view: V) -> [DisplayList.Paint] {
    var env = EnvironmentValues.spec
    env.textEngine = OneRunEngine()
    return ViewLayout(of: view, proposal: .unspecified, environment: env).displayList.items.compactMap {
        if case let .glyphs(_, _, paint) = $0 { return paint } else { return nil }
    }
}

/// A reference box for counting actions in tests.
final class Counter { var value = 0 }

@MainActor
struct ControlTests {
    // MARK: Button

    @Test func automaticButtonIsItsLabel() {
        let v = Button("Done") {}
        #expect(close(size(v, nil, nil), CGSize(width: 38, height: line)))
        #expect(close(size(v, 300, 300), CGSize(width: 38, height: line)))
    }

    @Test func borderedStylesInsetTheLabelBy12And7() {
        for style in [AnyView(Button("Done") {}.buttonStyle(.bordered)),
                      AnyView(Button("Done") {}.buttonStyle(.borderedProminent))] {
            let l = layout(style, width: 300, height: 300)
            #expect(close(l.size, CGSize(width: 38 + 24, height: line + 14)))
        }
        let v = Button { } label: { Text("Done").id("label") }.buttonStyle(.bordered)
        expectFrame(layout(v, width: 62, height: 40), "label", CGRect(x: 12, y: 7, width: 38, height: line))
    }

    @Test func controlSizeChangesBorderedInsets() {
        let large = Button("Done") {}.buttonStyle(.bordered).controlSize(.large)
        #expect(close(size(large, nil, nil), CGSize(width: 38 + 40, height: line + 28)))
        // Small: .subheadline (15 pt: 8 × 15/17 a glyph) inset by 10 × 5.
        let small = Button("Done") {}.buttonStyle(.bordered).controlSize(.small)
        #expect(close(size(small, nil, nil), CGSize(width: 38 * 15 / 17 + 20, height: line * 15 / 17 + 10)))
    }

    @Test func customButtonStyleDrawsAndTheButtonTakesTheTap() {
        struct Framed: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(5)
            }
        }
        let count = Counter()
        let v = Button("Done") { count.value += 1 }.buttonStyle(Framed())
        #expect(close(size(v, nil, nil), CGSize(width: 48, height: line + 10)))
        let found = interactions(in: v)
        #expect(found.count == 1)
        tap(found.first)
        #expect(count.value == 1)
    }

    @Test func primitiveButtonStyleTriggersUnlessDisabled() {
        struct Tapping: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.onTapGesture { configuration.trigger() }
            }
        }
        let count = Counter()
        tap(interactions(in: Button("Done") { count.value += 1 }.buttonStyle(Tapping())).first)
        #expect(count.value == 1)
        // Disabled, the style's own tap gesture is disabled too: nothing to tap.
        #expect(interactions(in: Button("Done") { count.value += 1 }.buttonStyle(Tapping()).disabled(true)).isEmpty)
    }

    @Test func disabledControlsCarryNoInteraction() {
        let on = Binding.constant(true)
        #expect(interactions(in: Button("Done") {}).count == 1)
        #expect(interactions(in: Button("Done") {}.disabled(true)).isEmpty)
        #expect(interactions(in: Button("Done") {}.buttonStyle(.borderedProminent).disabled(true)).isEmpty)
        #expect(interactions(in: Toggle("On", isOn: on)).count == 1)
        #expect(interactions(in: Toggle("On", isOn: on).disabled(true)).isEmpty)
        #expect(interactions(in: Stepper("N", value: .constant(5), in: 0...10)).count == 2)
        #expect(interactions(in: Stepper("N", value: .constant(5), in: 0...10).disabled(true)).isEmpty)
        #expect(interactions(in: TextField("Name", text: .constant(""))).count == 1)
        #expect(interactions(in: TextField("Name", text: .constant("")).disabled(true)).isEmpty)
        #expect(interactions(in: Link("Done", destination: URL(string: "https://example.com")!)).count == 1)
        #expect(interactions(in: Link("Done", destination: URL(string: "https://example.com")!).disabled(true)).isEmpty)
        let picker = Picker("P", selection: .constant(0)) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.segmented)
        #expect(interactions(in: picker).count == 2)
        #expect(interactions(in: picker.disabled(true)).isEmpty)
    }

    @Test func destructiveRoleDrawsInRed() {
        #expect(textPaints(Button("Done", role: .destructive) {}) == [.color(.red)])
        #expect(textPaints(Button("Done") {}) == [.color(.accentColor)])
        #expect(textPaints(Button("Done") {}.tint(.green)) == [.color(.green)])
        #expect(textPaints(Button("Done") {}.buttonStyle(.borderedProminent)) == [.color(.white)])
        #expect(textPaints(Button("Done") {}.disabled(true)) == [.color(SystemColors.tertiaryLabel)])
    }

    // MARK: Toggle

    @Test func toggleFillsTheWidthWithTheSwitchTrailing() {
        let v = Toggle(isOn: .constant(true)) { Text("Wi-Fi").id("label") }
        let l = layout(v, width: 300, height: 100)
        #expect(close(l.size, CGSize(width: 300, height: 31)))
        expectFrame(l, "label", CGRect(x: 0, y: (31 - line) / 2, width: 40, height: line))
        let control = element(l.root, labelled: "toggle")
        #expect(close(control?.frame, CGRect(x: 249, y: 0, width: 51, height: 31)))
        // Ideal: the label, the Spacer's 8, the switch.
        #expect(close(size(v, nil, nil), CGSize(width: 40 + 8 + 51, height: 31)))
    }

    @Test func toggleInteractionCarriesTheBinding() {
        final class Box { var on = false }
        let box = Box()
        let binding = Binding(get: { box.on }, set: { box.on = $0 })
        guard case let .toggle(found)? = interactions(in: Toggle("On", isOn: binding)).first else {
            Issue.record("no toggle interaction")
            return
        }
        found.wrappedValue.toggle()
        #expect(box.on)
    }

    // MARK: Stepper

    @Test func stepperIs94By32Trailing() {
        let l = layout(Stepper("Copies", value: .constant(2), in: 1...10), width: 300, height: 100)
        #expect(close(l.size, CGSize(width: 300, height: 32)))
        let halves = interactions(in: Stepper("Copies", value: .constant(2), in: 1...10))
        #expect(halves.count == 2)
    }

    @Test func stepperHalvesStepAndStopAtTheBounds() {
        final class Box { var value = 9 }
        let box = Box()
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        let halves = interactions(in: Stepper("N", value: binding, in: 0...10, step: 3))
        tap(halves.last)  // + : 9 → 10, clamped
        #expect(box.value == 10)
        // At the upper bound only "−" takes taps.
        let atTop = interactions(in: Stepper("N", value: binding, in: 0...10, step: 3))
        #expect(atTop.count == 1)
        tap(atTop.first)
        #expect(box.value == 7)
    }

    // MARK: Slider and ProgressView

    @Test func sliderFillsTheWidthAnd31Tall() {
        #expect(close(size(Slider(value: .constant(0.5)), 200, 100), CGSize(width: 200, height: 31)))
        #expect(close(size(Slider(value: .constant(0.5)), nil, nil), CGSize(width: 27, height: 31)))
        #expect(close(size(Slider(value: .constant(0.5)), 10, nil), CGSize(width: 27, height: 31)))
    }

    @Test func sliderFractionIsClamped() {
        #expect(Slider<EmptyView, EmptyView>.fraction(5.0, in: 0...10) == 0.5)
        #expect(Slider<EmptyView, EmptyView>.fraction(20.0, in: 0...10) == 1)
        #expect(Slider<EmptyView, EmptyView>.fraction(Double.nan, in: 0...10) == 0)
        #expect(Slider<EmptyView, EmptyView>.fraction(1.0, in: 1...1) == 0)
    }

    @Test func progressViewSizes() {
        #expect(close(size(ProgressView(), nil, nil), CGSize(width: 20, height: 20)))
        #expect(close(size(ProgressView().controlSize(.large), 300, 300), CGSize(width: 37, height: 37)))
        #expect(close(size(ProgressView(value: 0.5), 200, 100), CGSize(width: 200, height: 4)))
        // A label goes above the bar, 4 apart.
        #expect(close(size(ProgressView("Done", value: 0.5), 200, 100), CGSize(width: 200, height: line + 4 + 4)))
        #expect(ProgressView<EmptyView, EmptyView>.fraction(3.0, total: 4) == 0.75)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(3.0, total: 0) == 0)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(nil as Double?, total: 1) == nil)
    }

    // MARK: Text fields

    @Test func textFieldFillsTheWidthOneLineTall() {
        #expect(close(size(TextField("Name", text: .constant("")), 200, 100), CGSize(width: 200, height: line)))
        // Ideal: the placeholder ("Name", 4 × 8), or the text.
        #expect(close(size(TextField("Name", text: .constant("")), nil, nil), CGSize(width: 32, height: line)))
        #expect(close(size(TextField("Name", text: .constant("Hello,")), nil, nil), CGSize(width: 46, height: line)))
        // Long text stays on one line.
        #expect(close(size(TextField("Name", text: .constant("Hello, world and more")), 100, nil), CGSize(width: 100, height: line)))
    }

    @Test func secureFieldShowsABulletPerCharacter() {
        let field = SecureField("Password", text: .constant("abc"))
        #expect(close(size(field, nil, nil), CGSize(width: 24, height: line)))
        #expect(displayedTexts(in: field) == ["\u{2022}\u{2022}\u{2022}"])
        #expect(displayedTexts(in: SecureField("Password", text: .constant(""))) == ["Password"])
    }

    // MARK: Picker

    @Test func segmentedPickerSplitsTheWidthEqually() {
        let v = Picker("Size", selection: .constant(1)) {
            Text("S").tag(0).id("s")
            Text("M").tag(1).id("m")
            Text("L").tag(2).id("l")
        }.pickerStyle(.segmented)
        let l = layout(v, width: 300, height: 100)
        #expect(close(l.size, CGSize(width: 300, height: 32)))
        // 13-point text: 8 × 13/17 a glyph, lines 61/3 × 13/17; each centred in its 100.
        let glyph: CGFloat = 8 * 13 / 17, h = line * 13 / 17
        expectFrame(l, "s", CGRect(x: 50 - glyph / 2, y: (32 - h) / 2, width: glyph, height: h))
        expectFrame(l, "l", CGRect(x: 250 - glyph / 2, y: (32 - h) / 2, width: glyph, height: h))
        // Ideal: three segments as wide as the widest option plus 12 a side.
        #expect(close(size(v, nil, nil), CGSize(width: 3 * (glyph + 24), height: 32)))
    }

    @Test func segmentTapSelectsItsTag() {
        final class Box { var choice = "a" }
        let box = Box()
        let binding = Binding(get: { box.choice }, set: { box.choice = $0 })
        let v = Picker("P", selection: binding) {
            ForEach(["a", "b", "c"], id: \.self) { Text($0) }  // ForEach ids are the tags
        }.pickerStyle(.segmented)
        let taps = interactions(in: v)
        #expect(taps.count == 3)
        tap(taps.last)
        #expect(box.choice == "c")
    }

    @Test func menuPickerShowsTheSelectedOptionAndChevron() {
        let v = Picker("Theme", selection: .constant(2)) {
            Text("Light").tag(1)
            Text("Dark").tag(2).id("dark")
        }
        // Standalone: "Dark" (32), 4, the 7-wide chevron; no label.
        let l = layout(v, .unspecified)
        #expect(close(l.size, CGSize(width: 32 + 4 + 7, height: line)))
        expectFrame(l, "dark", CGRect(x: 0, y: 0, width: 32, height: line))
    }

    // MARK: Link and LabeledContent

    @Test func linkIsItsTextInTheAccentColour() {
        let link = Link("Done", destination: URL(string: "https://example.com")!)
        #expect(close(size(link, nil, nil), CGSize(width: 38, height: line)))
        #expect(textPaints(link) == [.color(.accentColor)])
    }

    @Test func labeledContentPutsTheValueTrailing() {
        let v = LabeledContent { Text("Done").id("value") } label: { Text("Plan").id("label") }
        let l = layout(v, width: 300, height: 100)
        expectFrame(l, "label", CGRect(x: 0, y: 0, width: 32, height: line))
        expectFrame(l, "value", CGRect(x: 262, y: 0, width: 38, height: line))
    }

    @Test func controlsKeepTheLayoutLaws() {
        LayoutLaws.check(Button("Done") {}.buttonStyle(.bordered))
        LayoutLaws.check(Toggle("On", isOn: .constant(true)), mayBeInfinite: true)
        LayoutLaws.check(Stepper("N", value: .constant(1), in: 0...2), mayBeInfinite: true)
        LayoutLaws.check(Slider(value: .constant(0.3)), mayBeInfinite: true)
        LayoutLaws.check(ProgressView(value: 0.3), mayBeInfinite: true)
        LayoutLaws.check(TextField("Name", text: .constant("")), mayBeInfinite: true)
        LayoutLaws.check(Picker("P", selection: .constant(0)) { Text("A").tag(0) }.pickerStyle(.segmented), mayBeInfinite: true)
    }
}
