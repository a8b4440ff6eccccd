import Foundation
import Vellum

/// The package `vellum previews` writes beside a user's package: one executable that
/// links the user's library products, lists their previews, and draws the one its
/// arguments name (`_PreviewRunner`).
struct PreviewRunnerPackage {
    /// The user's package, as `swift package describe --type json` tells it.
    struct Description: Decodable {
        struct Target: Decodable {
            let name: String
            let c99name: String
            let path: String
            let sources: [String]?
            let type: String
            let product_memberships: [String]?
        }
        struct Product: Decodable {
            let name: String
            let targets: [String]
            let type: [String: [String]]?
        }
        let name: String
        let path: String
        let targets: [Target]
        let products: [Product]

        var libraries: [Product] { products.filter { $0.type?["library"] != nil } }
    }

    let package: Description
    let folder: URL
    let previews: [FoundPreview]

    /// The products to link: every library product holding a module with previews.
    var products: [String] {
        let modules = Set(previews.map(\.module))
        return package.libraries.filter { product in
            product.targets.contains { name in package.targets.contains { $0.name == name && modules.contains($0.c99name) } }
        }.map(\.name)
    }

    func write() throws {
        let sources = folder.appendingPathComponent("Sources/VellumPreviewRunner")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try update(folder.appendingPathComponent("Package.swift"), manifest)
        try update(sources.appendingPathComponent("main.swift"), main)
    }

    /// Writes only when the text changed, so an unchanged runner is not rebuilt.
    private func update(_ url: URL, _ text: String) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    var manifest: String {
        let dependencies = products.map { ".product(name: \(swiftLiteral($0)), package: \(swiftLiteral(package.name)))" }
        return """
        // swift-tools-version: 6.0
        // Written by `vellum previews`; rewritten on every run.
        import PackageDescription

        let package = Package(
            name: "VellumPreviewRunner",
            platforms: [.macOS(.v14)],
            dependencies: [.package(name: \(swiftLiteral(package.name)), path: \(swiftLiteral(package.path)))],
            targets: [
                .executableTarget(
                    name: "VellumPreviewRunner",
                    dependencies: [\(dependencies.joined(separator: ", "))],
                    // #Preview functions are found by their symbols.
                    linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
                ),
            ]
        )

        """
    }

    /// The entries in `previews` order, skipped ones left out.
    var main: String {
        let modules = Set(previews.filter { $0.skipped == nil }.map(\.module)).sorted()
        let entries = previews.filter { $0.skipped == nil }.map { preview in
            switch preview.kind {
            case let .macro(column):
                "    .macro(fileID: \(swiftLiteral(preview.fileID)), line: \(preview.line), column: \(column)),"
            case let .provider(typeName):
                "    .provider(\(preview.module).\(typeName).self),"
            }
        }
        return """
        // Written by `vellum previews`; rewritten on every run.
        import VellumPreviews
        \(modules.map { "@testable import \($0)" }.joined(separator: "\n"))

        _PreviewRunner.main([
        \(entries.joined(separator: "\n"))
        ])

        """
    }
}

/// `text` as a Swift string literal.
func swiftLiteral(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
