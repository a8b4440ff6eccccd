import Foundation
import SwiftParser
import SwiftSyntax

/// A preview found in a package's sources: a `#Preview` or a `PreviewProvider` type.
struct FoundPreview: Equatable {
    enum Kind: Equatable {
        /// The column is part of the symbol the macro gives the preview.
        case macro(column: Int)
        /// The type's name as the module spells it (`Outer.Inner_Previews`).
        case provider(typeName: String)
    }

    let kind: Kind
    let module: String
    /// The file, relative to the package.
    let path: String
    let line: Int
    /// The name written in the source: a `#Preview`'s string, a provider's type name.
    let name: String?
    /// Why the runner cannot reach it (a private type, an `#if` other than DEBUG), or nil.
    var skipped: String?

    var fileID: String { "\(module)/\(URL(fileURLWithPath: path).lastPathComponent)" }
}

/// Finds previews in Swift source with swift-syntax: `#Preview` expansions and types
/// that declare `PreviewProvider` conformance, wherever they are nested.
final class PreviewScanner: SyntaxVisitor {
    private let module: String
    private let path: String
    private let converter: SourceLocationConverter
    private var typeNames: [String] = []
    private var typeSkips: [String?] = []
    private var conditions: [String] = []
    private(set) var found: [FoundPreview] = []

    static func scan(source: String, module: String, path: String) -> [FoundPreview] {
        let tree = Parser.parse(source: source)
        let scanner = PreviewScanner(module: module, path: path, converter: SourceLocationConverter(fileName: path, tree: tree))
        scanner.walk(tree)
        return scanner.found
    }

    private init(module: String, path: String, converter: SourceLocationConverter) {
        self.module = module
        self.path = path
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    // At file scope `#Preview { … }` parses as an expression; in a type, as a declaration.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { found(node) }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { found(node) }

    private func found(_ node: some FreestandingMacroExpansionSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" {
            let location = node.startLocation(converter: converter)
            let title = node.arguments.first.flatMap { $0.label == nil ? $0.expression.as(StringLiteralExprSyntax.self) : nil }
            found.append(FoundPreview(kind: .macro(column: location.column), module: module, path: path,
                                      line: location.line, name: title?.representedLiteralValue, skipped: nil))
        }
        return .skipChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        conditions.append(node.condition?.trimmedDescription ?? "else")
        return .visitChildren
    }

    override func visitPost(_ node: IfConfigClauseSyntax) { conditions.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.modifiers, node.inheritanceClause, node)
    }
    override func visitPost(_ node: StructDeclSyntax) { leave() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.modifiers, node.inheritanceClause, node)
    }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.modifiers, node.inheritanceClause, node)
    }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }

    private func enter(_ name: TokenSyntax, _ modifiers: DeclModifierListSyntax, _ inheritance: InheritanceClauseSyntax?,
                       _ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        let isPrivate = modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        typeNames.append(name.text)
        typeSkips.append(isPrivate ? "\(name.text) is private" : typeSkips.last ?? nil)
        let conforms = inheritance?.inheritedTypes.contains {
            ["PreviewProvider", "SwiftUI.PreviewProvider", "Vellum.PreviewProvider"].contains($0.type.trimmedDescription)
        } ?? false
        if conforms {
            let unknownCondition = conditions.first { $0 != "DEBUG" }
            found.append(FoundPreview(
                kind: .provider(typeName: typeNames.joined(separator: ".")), module: module, path: path,
                line: node.startLocation(converter: converter).line, name: typeNames.joined(separator: "."),
                skipped: typeSkips.last! ?? unknownCondition.map { "inside #if \($0)" }))
        }
        return .visitChildren
    }

    private func leave() {
        typeNames.removeLast()
        typeSkips.removeLast()
    }
}
