import Foundation
import VellumCore
import VellumRender

/// The runner `vellum previews` generates for a package: its `main.swift` lists the
/// package's previews and calls `_PreviewRunner.main`, once per preview in a child
/// process, so a crash or a hang stops only that preview.
///
/// Arguments: `<entry index> <output folder> <file prefix> <scale> <device> <light|dark>`. It draws
/// every preview of the entry (a `PreviewProvider` can hold several) to
/// `<prefix>.png` (or `<prefix>-2.png`, ...) with the layout tree beside it as `.txt` and
/// the negotiation, as `vellum explain` tells it, as `-explained.txt`;
/// prints one `_PreviewReport` line per picture, warning and failure, and exits 1 if
/// there was any warning or failure.
public enum _PreviewRunner {
    public enum Entry {
        case macro(fileID: String, line: Int, column: Int)
        case provider(any PreviewProvider.Type)
    }

    @MainActor
    public static func main(_ entries: [Entry]) -> Never {
        let arguments = CommandLine.arguments
        guard arguments.count == 7, let index = Int(arguments[1]), entries.indices.contains(index),
              let scale = Double(arguments[4]), scale > 0, scale <= 4,
              let colorScheme = ["light": ColorScheme.light, "dark": .dark][arguments[6]]
        else {
            print(_PreviewReport.failure("usage: runner <entry 0..<\(entries.count)> <folder> <prefix> <scale> <device> <light|dark>").line)
            exit(2)
        }
        let folder = URL(fileURLWithPath: arguments[2], isDirectory: true)
        var failed = false
        for report in render(entries[index], to: folder, prefix: arguments[3], scale: scale,
                             device: PreviewDevice(rawValue: arguments[5]), colorScheme: colorScheme) {
            print(report.line)
            if case .image = report { continue }
            failed = true
        }
        exit(failed ? 1 : 0)
    }

    /// Pictures first, in order, then warnings and failures, each naming its preview.
    @MainActor
    static func render(_ entry: Entry, to folder: URL, prefix: String, scale: CGFloat,
                       device: PreviewDevice, colorScheme: ColorScheme = .light) -> [_PreviewReport] {
        var previews: [(view: any View, settings: PreviewSettings)] = []
        let entryName: String
        let madeWarnings: [String]  // views are made here, and a modifier may warn as it is made
        switch entry {
        case let .macro(fileID, line, column):
            let place = "\(fileID.split(separator: "/").last ?? ""):\(line)"
            guard let registration = _PreviewRegistration.find(fileID: fileID, line: line, column: column) else {
                return [.failure("\(place): not compiled into the runner (inside an #if?)")]
            }
            entryName = registration.preview.name ?? place
            madeWarnings = Diagnostics.capture { previews = [registration.preview.resolved(defaultName: place)] }
        case let .provider(type):
            entryName = String(describing: type)
            madeWarnings = Diagnostics.capture { previews = PreviewSplitter.previews(of: type) }
        }
        var images: [_PreviewReport] = []
        var problems: [_PreviewReport] = madeWarnings.map { .warning("\(entryName): \($0)") }
        for (number, preview) in previews.enumerated() {
            let file = prefix + (number == 0 ? "" : "-\(number + 1)")
            let name = preview.settings.name ?? entryName
            let warnings = Diagnostics.capture {
                do {
                    var laidOut: ViewLayout?
                    let trace = try LayoutTrace.record {
                        laidOut = try PreviewDrawing.layout(of: preview.view, settings: preview.settings, device: device,
                                                            scale: scale, colorScheme: colorScheme)
                    }
                    let layout = laidOut!
                    try DisplayListRenderer.png(PreviewDrawing.canvas(layout), isOpaque: true)
                        .write(to: folder.appendingPathComponent(file + ".png"))
                    try "\(layout)\n".write(to: folder.appendingPathComponent(file + ".txt"), atomically: true, encoding: .utf8)
                    try trace.conversation.write(to: folder.appendingPathComponent(file + "-explained.txt"),
                                                 atomically: true, encoding: .utf8)
                    images.append(.image(file: file + ".png", name: name, width: Int(layout.canvasSize.width.rounded()),
                                         height: Int(layout.canvasSize.height.rounded())))
                } catch {
                    problems.append(.failure("\(name): \(error)"))
                }
            }
            problems += warnings.map { .warning("\(name): \($0)") }
        }
        return images + problems
    }
}

/// One line of a runner's output, read back by `vellum previews`.
public enum _PreviewReport: Equatable {
    case image(file: String, name: String, width: Int, height: Int)
    case warning(String)
    case failure(String)

    /// Tab-separated fields; tabs and line breaks inside a field become spaces.
    public var line: String {
        let fields: [String]
        switch self {
        case let .image(file, name, width, height): fields = ["image", file, name, "\(width)", "\(height)"]
        case let .warning(message): fields = ["warning", message]
        case let .failure(message): fields = ["failure", message]
        }
        return fields.map { $0.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ") }
            .joined(separator: "\t")
    }

    public init?(line: String) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        switch (fields.first, fields.count) {
        case ("image", 5):
            guard let width = Int(fields[3]), let height = Int(fields[4]) else { return nil }
            self = .image(file: fields[1], name: fields[2], width: width, height: height)
        case ("warning", 2): self = .warning(fields[1])
        case ("failure", 2): self = .failure(fields[1])
        default: return nil
        }
    }
}

extension Preview {
    /// The view and settings to draw: the traits, then the body's own preview modifiers.
    @MainActor
    func resolved(defaultName: String) -> (view: any View, settings: PreviewSettings) {
        var settings = PreviewSettings(name: name ?? defaultName)
        for trait in traits {
            switch trait.value {
            case let .layout(layout): settings.layout = layout
            case let .orientation(orientation): settings.orientation = orientation
            }
        }
        let (view, inner) = PreviewSplitter.unwrapSettings(makeView())
        return (view, settings.over(inner))
    }
}
