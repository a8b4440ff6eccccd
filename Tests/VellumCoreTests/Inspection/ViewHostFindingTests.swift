import Foundation
import Testing
@testable import VellumCore

/// A row view as an app writes it.
private struct ProfileRow: View {
    let name: String
    let role: String
    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Text(role)
        }
    }
}

private struct Profiles: View {
    @State private var saved = 0
    var body: some View {
        VStack(spacing: 10) {
            ProfileRow(name: "Ada", role: "Admin")
            ProfileRow(name: "Grace", role: "Editor")
            Button("Save \(saved)") { saved += 1 }.id("save")
                .accessibilityIdentifier("saveButton").accessibilityLabel("Save the profiles")
            Button("Delete") {}.disabled(true)
            Text("Draft").hidden()
        }
    }
}

@MainActor
struct ViewHostFindingTests {
    private let window = CGSize(width: 320, height: 480)

    @Test func findReadsTextFrameAndState() throws {
        let host = ViewHost(Profiles(), size: window, environment: .fixedText)
        let save = try host.find(id: "save")
        #expect(save.string == "Save 0")
        #expect(save.isEnabled)
        #expect(!save.isHidden)
        #expect(save.accessibilityIdentifier == "saveButton")
        #expect(save.accessibilityLabel == "Save the profiles")
        #expect(try host.find(text: "Ada").accessibilityLabel == "Ada")
        try save.tap()
        #expect(try host.find(id: "save").string == "Save 1")
        // The fixed-advance engine: 8 points a character, lines 20.33 tall.
        let ada = try host.find(text: "Ada")
        #expect(ada.frame.size == CGSize(width: 24, height: line))
    }

    @Test func aDisabledButtonSaysSoWhenTapped() throws {
        let host = ViewHost(Profiles(), size: window, environment: .fixedText)
        let delete = try host.find(text: "Delete")
        #expect(!delete.isEnabled)
        #expect(throws: ViewHostError.self) { try delete.tap() }
        do {
            try host.tap(text: "Delete")
            Issue.record("a disabled button took the tap")
        } catch let error as ViewHostError {
            #expect(error.description == "\"Delete\" is disabled (.disabled(true) or a disabled environment): acting on it does nothing.")
        }
    }

    @Test func hiddenViewsKeepTheirPlaceAndAreMarked() throws {
        let host = ViewHost(Profiles(), size: window, environment: .fixedText)
        let draft = try host.find(text: "Draft")
        #expect(draft.isHidden)
        #expect(draft.frame.height == line)
        // Drawn nowhere, while a view beside it is.
        let shapes = ViewHost(HStack {
            Color.red.frame(width: 10, height: 10).hidden()
            Color.blue.frame(width: 10, height: 10)
        }, size: CGSize(width: 100, height: 100))
        // The pair is 10 + 8 + 10 = 28 wide, centred: the blue one at 36 + 18 = 54.
        #expect(fillRects(shapes.displayList.items) == [CGRect(x: 54, y: 45, width: 10, height: 10)])
    }

    @Test func findAllFindsYourViewsInOrder() {
        let host = ViewHost(Profiles(), size: window, environment: .fixedText)
        let rows = host.findAll(ProfileRow.self)
        #expect(rows.map(\.string) == ["Ada Admin", "Grace Editor"])
        #expect(rows[0].frame.maxY + 10 == rows[1].frame.minY)
    }

    @Test func textsAreInReadingOrder() {
        let host = ViewHost(Profiles(), size: window, environment: .fixedText)
        #expect(host.texts == ["Ada", "Admin", "Grace", "Editor", "Save 0", "Delete", "Draft"])
    }

    @Test func missingViewsAreClearErrors() {
        let host = ViewHost(Profiles(), size: window, environment: .fixedText)
        #expect(throws: ViewHostError.self) { try host.find(text: "Nobody") }
        #expect(throws: ViewHostError.self) { try host.find(id: "nothing") }
    }
}

@MainActor
struct ViewHostScaleTests {
    @Test func aDisplayListAtAnotherScaleSnapsToItsGrid() {
        // A 10.5-point-wide square centred in 102 points spans x = 45.75 to 56.25. Snapped
        // to whole pixels: at 1x, 46 to 56; at 3x, 137/3 to 169/3 (45.667 to 56.333).
        let host = ViewHost(Color.red.frame(width: 10.5, height: 10), size: CGSize(width: 102, height: 100))
        let at1 = fillRects(host.displayList(scale: 1).items)
        let at3 = fillRects(host.displayList(scale: 3).items)
        #expect(host.displayList(scale: 3).scale == 3)
        #expect(at1 == [CGRect(x: 46, y: 45, width: 10, height: 10)])
        #expect(at3.count == 1 && abs(at3[0].minX - 137.0 / 3) < 1e-9 && abs(at3[0].maxX - 169.0 / 3) < 1e-9)
        #expect(host.displayList(scale: .nan).scale == 1)
        #expect(host.displayList(scale: 100).scale == 4)
    }
}
