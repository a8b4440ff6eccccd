import ArgumentParser
import Foundation
import Vellum

/// `vellum previews <package>`: renders every preview of a Swift package to PNG, with an
/// index.html naming each one and where it is written.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Render every #Preview and PreviewProvider of a package to PNG, with an index.html.",
        discussion: """
            Finds the previews with swift-syntax, writes a runner package that links the package's library \
            products (in <package>/.build/vellum-previews), builds it and runs each preview in its own process. \
            A preview that crashes, hangs or warns is reported by name and source line, the others still \
            render, and the command exits 1.
            """)

    @Argument(help: "The Swift package whose previews to render.")
    var package: String = "."

    @Option(name: .shortAndLong, help: "The folder to write to.")
    var output: String = "previews"

    @Option(help: "The device for previews that name none (see PreviewDevice).")
    var device: String = "iPhone 15 Pro"

    @Option(help: "Pixels per point of the PNGs (1, 2 or 3).")
    var scale: Double = 2

    @Option(help: "Seconds a preview may take before it is stopped as hung.")
    var timeout: Double = 60

    @Option(help: "The colour scheme to draw in: light or dark (a preview's preferredColorScheme wins).")
    var colorScheme: String = "light"

    func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, not \(scale).") }
        guard timeout.isFinite, timeout > 0 else { throw ValidationError("--timeout must be a number of seconds above 0, not \(timeout).") }
        guard ["light", "dark"].contains(colorScheme) else { throw ValidationError("--color-scheme must be light or dark, not \(colorScheme).") }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: package + "/Package.swift", isDirectory: &isFolder), !isFolder.boolValue else {
            throw ValidationError("\(package) is not a Swift package: it has no Package.swift.")
        }
    }

    func run() throws {
        let run = PreviewsRun(package: URL(fileURLWithPath: package).standardizedFileURL,
                              output: URL(fileURLWithPath: output, isDirectory: true), device: device,
                              scale: scale, colorScheme: colorScheme, timeout: timeout, log: { print($0) })
        let outcomes = try run.run()
        let pictures = outcomes.reduce(0) { $0 + $1.images.count }
        let failed = outcomes.filter { !$0.problems.isEmpty }
        print("Wrote \(pictures) pictures to \(run.output.path)/index.html" + (failed.isEmpty ? "" : "; \(failed.count) previews failed"))
        if !failed.isEmpty { throw ExitCode(1) }
    }
}

/// What became of one preview found in the sources.
struct PreviewOutcome {
    let found: FoundPreview
    var images: [(file: String, name: String, width: Int, height: Int)] = []
    var problems: [String] = []

    /// The name to report a problem under, and where the preview is written.
    var title: String { "\(found.name ?? "#Preview") (\(found.path):\(found.line))" }
}

/// One run of `vellum previews`: scan, write and build the runner, render each preview
/// in a child process, write the index.
struct PreviewsRun {
    let package: URL
    let output: URL
    let device: String
    let scale: Double
    /// "light" or "dark", as the runner takes it.
    var colorScheme = "light"
    let timeout: Double
    let log: (String) -> Void

    func run() throws -> [PreviewOutcome] {
        let description = try JSONDecoder().decode(
            PreviewRunnerPackage.Description.self,
            from: try swift(["package", "--package-path", package.path, "describe", "--type", "json"], "read the package"))
        let previews = scan(description)
        var outcomes = previews.map { PreviewOutcome(found: $0) }
        for index in outcomes.indices {
            if let reason = outcomes[index].found.skipped { outcomes[index].problems = ["skipped: \(reason)"] }
        }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try removeEarlierPictures()
        let runnable = outcomes.indices.filter { outcomes[$0].found.skipped == nil }
        if !runnable.isEmpty {
            let runner = PreviewRunnerPackage(package: description, folder: package.appendingPathComponent(".build/vellum-previews"),
                                              previews: previews)
            try runner.write()
            log("Building the preview runner for \(runnable.count) previews…")
            _ = try swift(["build", "--package-path", runner.folder.path, "--product", "VellumPreviewRunner"], "build the previews")
            let bin = try swift(["build", "--package-path", runner.folder.path, "--show-bin-path"], "find the runner")
            let executable = URL(fileURLWithPath: String(decoding: bin, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
                .appendingPathComponent("VellumPreviewRunner")
            for (entry, index) in runnable.enumerated() {
                outcomes[index] = render(outcomes[index], entry: entry, with: executable)
            }
        }
        for outcome in outcomes {
            log((outcome.problems.isEmpty ? "ok      " : "FAILED  ") + outcome.title
                + outcome.problems.map { "\n        \($0)" }.joined())
        }
        try PreviewsIndex(outcomes: outcomes, scale: scale).html.write(
            to: output.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        return outcomes
    }

    /// The pictures and texts an earlier run wrote (`<number>-<file>-<line>[-n][-explained]`),
    /// so the folder holds this run's only.
    private func removeEarlierPictures() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: output.path)
        where name.wholeMatch(of: /\d+-.+-\d+(-\d+)?(-explained)?\.(png|txt)/) != nil {
            try FileManager.default.removeItem(at: output.appendingPathComponent(name))
        }
    }

    /// Every preview in the package's Swift modules, in file and line order.
    func scan(_ description: PreviewRunnerPackage.Description) -> [FoundPreview] {
        let linked = Set(description.libraries.flatMap(\.targets))
        var found: [FoundPreview] = []
        for target in description.targets where target.type == "library" || target.type == "executable" {
            for source in (target.sources ?? []).sorted() where source.hasSuffix(".swift") {
                let path = target.path + "/" + source
                guard let text = try? String(contentsOf: package.appendingPathComponent(path), encoding: .utf8) else { continue }
                for var preview in PreviewScanner.scan(source: text, module: target.c99name, path: path) {
                    if !linked.contains(target.name) {
                        preview.skipped = "module \(target.name) is in no library product, so nothing can link it"
                    }
                    found.append(preview)
                }
            }
        }
        return found
    }

    /// Runs the runner for one preview and reads what it reported.
    private func render(_ outcome: PreviewOutcome, entry: Int, with executable: URL) -> PreviewOutcome {
        var outcome = outcome
        let prefix = "\(entry + 1)-" + URL(fileURLWithPath: outcome.found.path).deletingPathExtension().lastPathComponent
            + "-\(outcome.found.line)"
        let child = ChildProcess.run(executable, [String(entry), output.path, prefix, "\(scale)", device, colorScheme], timeout: timeout)
        for line in child.output.split(separator: "\n") {
            switch _PreviewReport(line: String(line)) {
            case let .image(file, name, width, height)?: outcome.images.append((file, name, width, height))
            case let .warning(message)?: outcome.problems.append("warning: \(message)")
            case let .failure(message)?: outcome.problems.append("failed: \(message)")
            case nil: break
            }
        }
        switch child.ending {
        case .exited(0), .exited(1): break
        case let .exited(status): outcome.problems.append("the runner exited with status \(status): \(child.lastError)")
        case let .signal(number): outcome.problems.append("crashed (signal \(number)): \(child.lastError)")
        case .timedOut: outcome.problems.append("hung: no result after \(timeout.formatted()) s; stopped")
        }
        return outcome
    }

    /// Runs `swift` with `arguments` and returns its standard output; throws with the
    /// end of what it printed (compile errors go to standard output) if it fails.
    private func swift(_ arguments: [String], _ purpose: String) throws -> Data {
        let child = ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, timeout: 3600)
        guard case .exited(0) = child.ending else {
            let printed = (child.output + child.errors).split(separator: "\n").suffix(40).joined(separator: "\n")
            throw PreviewsError(description: "Could not \(purpose) (swift \(arguments.joined(separator: " "))):\n\(printed)")
        }
        return Data(child.output.utf8)
    }
}

/// Why `vellum previews` stopped before drawing: what it tried and what the tools said.
struct PreviewsError: Error, CustomStringConvertible {
    let description: String
}

/// A child process run to its end or its time limit, its output kept in files so a
/// full pipe never blocks it.
struct ChildProcess {
    enum Ending: Equatable {
        case exited(Int32)
        case signal(Int32)
        case timedOut
    }

    let ending: Ending
    let output: String
    let errors: String

    /// What a crash said: the runtime's "Fatal error: …" line (a stack trace follows it),
    /// else the last line of the error output.
    var lastError: String {
        let lines = errors.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return lines.first { $0.contains("Fatal error") } ?? lines.last ?? "no message"
    }

    static func run(_ executable: URL, _ arguments: [String], timeout: Double) -> ChildProcess {
        let folder = FileManager.default.temporaryDirectory
        let out = folder.appendingPathComponent("vellum-child-\(UUID().uuidString).out")
        let err = folder.appendingPathComponent("vellum-child-\(UUID().uuidString).err")
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"  // a crash is reported by its message; a backtrace takes seconds
        process.environment = environment
        let ending: Ending
        do {
            process.standardOutput = try FileHandle(forWritingTo: out)
            process.standardError = try FileHandle(forWritingTo: err)
            let done = DispatchSemaphore(value: 0)
            process.terminationHandler = { _ in done.signal() }
            try process.run()
            if done.wait(timeout: .now() + timeout) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                done.wait()
                ending = .timedOut
            } else {
                ending = process.terminationReason == .uncaughtSignal ? .signal(process.terminationStatus) : .exited(process.terminationStatus)
            }
        } catch {
            return ChildProcess(ending: .exited(127), output: "", errors: "could not start \(executable.path): \(error)")
        }
        return ChildProcess(ending: ending, output: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
                            errors: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }
}

/// The index page: failures first, then each preview's pictures with name and source line.
struct PreviewsIndex {
    let outcomes: [PreviewOutcome]
    let scale: Double

    var html: String {
        let failures = outcomes.filter { !$0.problems.isEmpty }.map { outcome in
            "<li><b>\(escapeMarkup(outcome.title))</b><br>\(outcome.problems.map(escapeMarkup).joined(separator: "<br>"))</li>"
        }
        let figures = outcomes.flatMap { outcome in
            outcome.images.map { image in
                let stem = String(image.file.dropLast(".png".count))
                let (tree, explained) = (stem + ".txt", stem + "-explained.txt")
                return """
                <figure><img src="\(escapeMarkup(image.file))" width="\(min(image.width, 420))" alt="\(escapeMarkup(image.name))">
                  <figcaption><b>\(escapeMarkup(image.name))</b><br>\(escapeMarkup(outcome.found.path)):\(outcome.found.line) · \(image.width)×\(image.height) points
                  · <a href="\(escapeMarkup(tree))">layout</a> · <a href="\(escapeMarkup(explained))">explained</a></figcaption></figure>
                """
            }
        }
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Previews</title>
        <style>
          body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 1300px; padding: 0 1rem; color: #1c1c1e; }
          .grid { display: flex; gap: 2rem; flex-wrap: wrap; align-items: flex-start; }
          figure { margin: 0; } img { border: 1px solid #d1d1d6; max-width: 100%; height: auto; }
          figcaption { color: #6e6e73; font-size: 0.85rem; } .failures li { color: #c62828; margin-bottom: 0.5rem; }
        </style></head>
        <body>
        <h1>Previews</h1>
        <p>\(figures.count) pictures at \(Int(scale))x\(failures.isEmpty ? "" : "; \(failures.count) previews failed").</p>
        \(failures.isEmpty ? "" : "<ul class=\"failures\">\n\(failures.joined(separator: "\n"))\n</ul>")
        <div class="grid">
        \(figures.joined(separator: "\n"))
        </div>
        </body></html>

        """
    }
}
