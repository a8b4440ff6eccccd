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
        configuration.label.padding(8).background(Color.blue, in: RoundedRectangle(cornerRadius: radius))
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

    @Test func aStyleWithAChangedValueRunsTheViewsBelow() throws {
        let counter = BodyCounter()
        let host = ViewHost(Screen(counter: counter, store: Store()), size: window, environment: .fixedText)
        try host.tap(text: "Round")
        #expect(counter["Badge"] == 2)
    }

    @Test func optionalValuesCompareByWhatTheyHold() {
        let store = Store()
        #expect(valuesEqual(Optional(store) as Any, Optional(store) as Any))
        #expect(!valuesEqual(Optional(store) as Any, Optional(Store()) as Any))
        #expect(valuesEqual(Store?.none as Any, Store?.none as Any))
        #expect(!valuesEqual(Optional(store) as Any, Store?.none as Any))
    }
}
