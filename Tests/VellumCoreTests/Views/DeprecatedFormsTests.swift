import Foundation
import Testing
@testable import VellumCore

// The older spellings that real SwiftUI code still uses: each compiles and acts.

private enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

private struct OrderForm: View {
    @State private var flavor = Flavor.chocolate
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Picker(selection: $flavor, label: Text("Flavor")) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
            }
            .pickerStyle(.segmented)
            Text("Log: \(log.joined(separator: ","))")
        }
        .onChange(of: flavor, perform: { log.append($0.rawValue) })
    }
}

@MainActor
struct DeprecatedFormsTests {
    @Test func pickerWithALabelArgumentAndOnChangePerform() throws {
        let host = ViewHost(OrderForm(), size: CGSize(width: 320, height: 200))
        try host.tap(text: "Vanilla")
        #expect(host.contains(text: "Log: vanilla"))
    }

    @Test func accentColorTintsControls() {
        let link = Link("Docs", destination: URL(string: "https://example.com")!).accentColor(.red)
        let glyphs = ViewLayout(of: link, in: CGSize(width: 200, height: 50)).displayList.items.compactMap { item -> Color? in
            if case .glyphs(_, _, .color(let color)) = item { color } else { nil }
        }
        #expect(glyphs.first == Color.red)
    }

    @Test func foregroundColorAndImplicitAnimationCompile() {
        let view = Text("Hi").foregroundColor(.secondary).animation(.easeInOut)
        let glyphs = ViewLayout(of: view, in: CGSize(width: 100, height: 50)).displayList.items.compactMap { item -> Color? in
            if case .glyphs(_, _, .color(let color)) = item { color } else { nil }
        }
        #expect(glyphs.first == Color.secondary)
    }

    @Test func angleArithmetic() {
        var angle = Angle.degrees(90) + .degrees(45)
        #expect(abs(angle.degrees - 135) < 1e-9)
        angle -= .degrees(35)
        #expect(abs(angle.degrees - 100) < 1e-9)
        angle += .radians(.pi)
        #expect(abs(angle.degrees - 280) < 1e-9)
        #expect(abs((-angle).degrees + 280) < 1e-9)
        #expect(abs((Angle.degrees(30) * 2).degrees - 60) < 1e-9)
        #expect(abs((3 * Angle.degrees(30)).degrees - 90) < 1e-9)
        #expect(abs((Angle.degrees(90) / 2).degrees - 45) < 1e-9)
        #expect(abs((Angle.degrees(90) - .degrees(30)).degrees - 60) < 1e-9)
        var scaled = Angle.degrees(10)
        scaled *= 3
        scaled /= 2
        #expect(abs(scaled.degrees - 15) < 1e-9)
        // Rotating by a sum is rotating by its value.
        let a = ViewLayout(of: Rectangle().frame(width: 10, height: 20).rotationEffect(.degrees(45) + .degrees(45)),
                           in: CGSize(width: 100, height: 100)).displayList
        let b = ViewLayout(of: Rectangle().frame(width: 10, height: 20).rotationEffect(.degrees(90)),
                           in: CGSize(width: 100, height: 100)).displayList
        #expect(a == b)
    }
}
