import Foundation
import Testing
import Vellum
@testable import VellumPreviews

// The forms of #Preview a SwiftUI file uses, compiled as written. Their lines are read
// back below: keep them where they are, or update `line`.

struct Badge: View {
    var title: String
    var body: some View {
        Text(title).padding(8).background(Color.yellow)
    }
}

#Preview {
    Badge(title: "Plain")
}

#Preview("Named") {
    Badge(title: "Named")
}

#Preview(traits: .sizeThatFitsLayout) {
    Badge(title: "Fits")
}

#Preview("Fixed landscape", traits: .fixedLayout(width: 200, height: 100), .landscapeLeft) {
    Badge(title: "Fixed")
}

#Preview("Toggle", traits: .portrait) {
    @Previewable @State var isOn = true
    Toggle("Wi-Fi", isOn: $isOn).id("wifi")
    Text(isOn ? "On" : "Off")
}

@MainActor
struct PreviewMacroTests {
    static let fileID = "VellumPreviewsTests/PreviewMacroTests.swift"

    func registration(line: Int) throws -> _PreviewRegistration {
        try #require(_PreviewRegistration.find(fileID: Self.fileID, line: line, column: 1),
                     "no #Preview symbol at line \(line): the test binary must export its symbols")
    }

    @Test func eachPreviewIsFoundByItsFileAndLine() throws {
        let plain = try registration(line: 16)
        #expect(plain.fileID == Self.fileID && plain.line == 16)
        #expect(plain.preview.name == nil)
        #expect(try registration(line: 20).preview.name == "Named")
        #expect(_PreviewRegistration.find(fileID: Self.fileID, line: 17, column: 1) == nil)
    }

    @Test func traitsBecomeLayoutAndOrientation() throws {
        let fits = try registration(line: 24).preview.resolved(defaultName: "x")
        #expect(fits.settings.layout == .sizeThatFits && fits.settings.orientation == nil && fits.settings.name == "x")
        let fixed = try registration(line: 28).preview.resolved(defaultName: "x")
        #expect(fixed.settings.layout == .fixed(width: 200, height: 100))
        #expect(fixed.settings.orientation == .landscapeLeft && fixed.settings.name == "Fixed landscape")
    }

    /// `@Previewable @State` is real state: the toggle flips the text beside it.
    @Test func previewableStateIsTheViewsOwn() throws {
        let toggle = try registration(line: 32).preview.resolved(defaultName: "x")
        let host = ViewHost(AnyView(toggle.view), size: CGSize(width: 300, height: 200))
        #expect(host.contains(text: "On"))
        try host.toggle(id: "wifi")
        #expect(host.contains(text: "Off"))
    }
}
