import Foundation
import Testing
@testable import VellumCore

private let window = CGSize(width: 320, height: 480)

/// A child with no inputs of its own: it runs again only if its environment changed.
private struct Badge: View {
    let counter: BodyCounter
    var body: some View {
        let _ = counter.hit("Badge")
        Text("Badge")
    }
}

/// A button style with a value, as tutorials write one.
private struct Pill: ButtonStyle {
    var radius: CGFloat
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(radius).background(Color.blue, in: RoundedRectangle(cornerRadius: radius))
    }
}

/// Reads one environment value and shows it, counting its body runs under `name`.
private struct Reader<Value>: View {
    let name: String
    let counter: BodyCounter
    @Environment private var value: Value

    init(_ name: String, _ keyPath: KeyPath<EnvironmentValues, Value>, counter: BodyCounter) {
        self.name = name
        self.counter = counter
        _value = Environment(keyPath)
    }

    var body: some View {
        let _ = counter.hit(name)
        Text("\(name): \(String(describing: value))")
    }
}

/// Sets a larger font on its content when its button is tapped.
private struct FontSwitcher: View {
    let counter: BodyCounter
    @State private var big = false
    var body: some View {
        VStack {
            Button("Bigger") { big = true }
            VStack {
                Badge(counter: counter)
                Reader("FontReader", \.font, counter: counter)
                Reader("SchemeReader", \.colorScheme, counter: counter)
            }
            .font(big ? .largeTitle : nil)
        }
    }
}

private final class Store: Sendable {}

private struct StoreKey: EnvironmentKey {
    static let defaultValue: Store? = nil
}

extension EnvironmentValues {
    fileprivate var store: Store? {
        get { self[StoreKey.self] }
        set { self[StoreKey.self] = newValue }
    }
}

/// A screen that sets styles and an optional object around its content on every run,
/// as app code does; tapping "Add" runs its body again.
private struct Screen: View {
    let counter: BodyCounter
    let store: Store
    @State private var count = 0
    @State private var radius: CGFloat = 4

    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Add") { count += 1 }
            Button("Round") { radius = 12 }
            Badge(counter: counter)
        }
        .buttonStyle(Pill(radius: radius))
        .toggleStyle(.button)
        .labelStyle(.iconOnly)
        .disclosureGroupStyle(.automatic)
        .gaugeStyle(.accessoryCircular)
        .groupBoxStyle(.automatic)
        .environment(\.store, store)
    }
}

@MainActor
struct EnvironmentComparisonTests {
    /// SwiftUI runs a view's body again only when something it depends on changed
    /// (WWDC21 "Demystify SwiftUI", dependencies). Equal styles made again, and the same
    /// object in an optional environment value, are not a change.
    @Test func equalStylesAndTheSameOptionalObjectDoNotRunTheViewsBelow() throws {
        let counter = BodyCounter()
        let host = ViewHost(Screen(counter: counter, store: Store()), size: window, environment: .fixedText)
        #expect(counter["Badge"] == 1)
        try host.tap(text: "Add")
        try host.tap(text: "Add")
        #expect(host.contains(text: "Count 2"))
        #expect(counter["Badge"] == 1)
    }

    /// A style whose value changed restyles the buttons, but a view that reads no
    /// environment value does not run its body again: SwiftUI's dependencies are the
    /// environment values a view declares (`@Environment`), not the whole environment.
    @Test func aStyleWithAChangedValueRestylesWithoutRunningUnrelatedBodies() throws {
        let counter = BodyCounter()
        let host = ViewHost(Screen(counter: counter, store: Store()), size: window, environment: .fixedText)
        func gap() throws -> CGFloat { try host.find(text: "Round").frame.minY - host.find(text: "Add").frame.minY }
        let before = try gap()
        try host.tap(text: "Round")
        #expect(counter["Badge"] == 1)
        // Pill pads by its radius, 4 and then 12: "Add"'s bottom padding and "Round"'s top
        // padding lie between the two labels, 16 points more in all.
        #expect(try gap() == before + 16)
    }

    /// Only views that read a changed environment value run again; the views below
    /// every one of them still see the new value.
    @Test func aViewRunsAgainOnlyForTheEnvironmentValuesItReads() throws {
        let counter = BodyCounter()
        let host = ViewHost(FontSwitcher(counter: counter), size: window, environment: .fixedText)
        #expect(counter.counts == ["Badge": 1, "FontReader": 1, "SchemeReader": 1])
        let small = try host.find(text: "Badge").frame.height
        try host.tap(text: "Bigger")
        #expect(counter.counts == ["Badge": 1, "FontReader": 2, "SchemeReader": 1])
        #expect(host.contains(text: "FontReader: \(String(describing: Font?.some(.largeTitle)))"))
        // The badge's text, in a body that did not run again, is laid out in the new font.
        #expect(try host.find(text: "Badge").frame.height > small)
    }

    @Test func optionalValuesCompareByWhatTheyHold() {
        let store = Store()
        #expect(valuesEqual(Optional(store) as Any, Optional(store) as Any))
        #expect(!valuesEqual(Optional(store) as Any, Optional(Store()) as Any))
        #expect(valuesEqual(Store?.none as Any, Store?.none as Any))
        #expect(!valuesEqual(Optional(store) as Any, Store?.none as Any))
    }
}
