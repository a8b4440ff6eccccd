import Foundation
import Testing
import Vellum
@testable import VellumPreviews

struct BadgeGallery_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Badge(title: "Device")
            Badge(title: "Fits").previewLayout(.sizeThatFits).previewDisplayName("Fits")
        }
        .previewDevice("iPhone SE (3rd generation)")
        Badge(title: "Landscape")
            .previewInterfaceOrientation(.landscapeLeft)
            .previewLayout(.device)
            .previewContext(NoContext())
    }

    struct NoContext: PreviewContext {}
}

struct Broken_Previews: PreviewProvider {
    static var previews: some View {
        Badge(title: "Negative").frame(width: -10)
    }
}

@MainActor
struct PreviewRenderingTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-previews-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// `vellum previews --color-scheme dark` (and a preview's own preferredColorScheme):
    /// the canvas is black, the label colour white, system colours their dark values.
    @Test func darkPreviewsDrawOnABlackCanvas() throws {
        func canvas(_ view: some View, _ scheme: ColorScheme) throws -> DisplayList {
            PreviewDrawing.canvas(try PreviewDrawing.layout(of: view, settings: PreviewSettings(), device: "iPhone 15",
                                                            scale: 1, colorScheme: scheme))
        }
        func firstFill(_ list: DisplayList) -> Color? {
            for item in list.items { if case .fill(_, .color(let c), _) = item { return c } }
            return nil
        }
        func glyphPaints(_ list: DisplayList) -> [Color] {
            list.items.compactMap { if case .glyphs(_, _, .color(let c)) = $0 { c } else { nil } }
        }
        let dark = try canvas(Text("Hello"), .dark)
        #expect(firstFill(dark) == Color(red: 0, green: 0, blue: 0))
        #expect(glyphPaints(dark).allSatisfy { $0.red == 1 && $0.green == 1 && $0.blue == 1 })
        #expect(!glyphPaints(dark).isEmpty)
        let light = try canvas(Text("Hello"), .light)
        #expect(firstFill(light) == nil)  // drawn over white by the opaque PNG
        let preferred = try canvas(Text("Hello").preferredColorScheme(.dark), .light)
        #expect(firstFill(preferred) == Color(red: 0, green: 0, blue: 0))
    }

    /// Each view of the Group and of the builder's list is a preview; modifiers around
    /// the group apply to each view in it.
    @Test func aProviderSplitsIntoItsViews() {
        let previews = PreviewSplitter.previews(of: BadgeGallery_Previews.self)
        #expect(previews.map(\.settings.name) == ["BadgeGallery_Previews 1", "Fits", "BadgeGallery_Previews 3"])
        #expect(previews.map(\.settings.layout) == [nil, .sizeThatFits, .device])
        #expect(previews.map(\.settings.device) == ["iPhone SE (3rd generation)", "iPhone SE (3rd generation)", nil])
        #expect(previews.map(\.settings.orientation) == [nil, nil, .landscapeLeft])
    }

    /// Device windows in points: iPhone SE 375 × 667; the default iPhone 15 Pro turned to
    /// landscape, 852 × 393; the fitting badge is its text plus 8 points of padding.
    @Test func eachPreviewIsDrawnOnItsDeviceOrLayout() throws {
        let output = try folder()
        defer { try? FileManager.default.removeItem(at: output) }
        let reports = _PreviewRunner.render(.provider(BadgeGallery_Previews.self), to: output, prefix: "gallery",
                                            scale: 2, device: "iPhone 15 Pro")
        let fits = ViewLayout(of: Badge(title: "Fits"), proposal: ProposedViewSize(CGSize(width: 375, height: 667))).size
        #expect(reports == [
            .image(file: "gallery.png", name: "BadgeGallery_Previews 1", width: 375, height: 667),
            .image(file: "gallery-2.png", name: "Fits", width: Int(fits.width), height: Int(fits.height)),
            .image(file: "gallery-3.png", name: "BadgeGallery_Previews 3", width: 852, height: 393),
        ])
        let png = try Data(contentsOf: output.appendingPathComponent("gallery-3.png"))
        #expect(png[16..<20].reduce(0) { $0 << 8 | Int($1) } == 1704)  // 2x
        let tree = try String(contentsOf: output.appendingPathComponent("gallery-3.txt"), encoding: .utf8)
        #expect(tree.contains("Text(\"Landscape\")"))
    }

    /// The #Preview traits: a fixed 200 × 100 window whatever the orientation.
    @Test func macroPreviewsRenderWithTheirTraits() throws {
        let output = try folder()
        defer { try? FileManager.default.removeItem(at: output) }
        let reports = _PreviewRunner.render(.macro(fileID: PreviewMacroTests.fileID, line: 28, column: 1), to: output,
                                            prefix: "fixed", scale: 1, device: "iPhone 15 Pro")
        #expect(reports == [.image(file: "fixed.png", name: "Fixed landscape", width: 200, height: 100)])
        let unnamed = _PreviewRunner.render(.macro(fileID: PreviewMacroTests.fileID, line: 16, column: 1), to: output,
                                            prefix: "plain", scale: 1, device: "iPhone 15 Pro")
        #expect(unnamed == [.image(file: "plain.png", name: "PreviewMacroTests.swift:16", width: 393, height: 852)])
    }

    @Test func warningsAndUnknownDevicesAreReported() throws {
        let output = try folder()
        defer { try? FileManager.default.removeItem(at: output) }
        let broken = _PreviewRunner.render(.provider(Broken_Previews.self), to: output, prefix: "broken", scale: 1, device: "iPhone 15")
        #expect(broken.count == 2)
        #expect(broken.last == .warning("Broken_Previews: Invalid frame dimension (negative or non-finite): width = -10.0; ignoring it."))
        let unknown = _PreviewRunner.render(.provider(Broken_Previews.self), to: output, prefix: "x", scale: 1, device: "Pixel 8")
        guard case let .failure(message) = unknown.last else { Issue.record("no failure: \(unknown)"); return }
        #expect(message.hasPrefix("Broken_Previews: No device named 'Pixel 8'. Known devices: iPad Pro 11-inch, iPhone 15, iPhone 15 Plus,"))
        #expect(_PreviewRunner.render(.macro(fileID: "Nowhere/None.swift", line: 1, column: 1), to: output, prefix: "x",
                                      scale: 1, device: "iPhone 15") == [.failure("None.swift:1: not compiled into the runner (inside an #if?)")])
    }

    @Test func reportLinesReadBack() {
        let reports: [_PreviewReport] = [.image(file: "a.png", name: "A\tB", width: 3, height: 4), .warning("w\nx"), .failure("f")]
        #expect(reports.map { _PreviewReport(line: $0.line) } == [
            .image(file: "a.png", name: "A B", width: 3, height: 4), .warning("w x"), .failure("f"),
        ])
        #expect(_PreviewReport(line: "something else") == nil)
    }
}
