import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`: makes a property of an `EnvironmentValues` extension an environment value,
/// as a hand-written `EnvironmentKey` would.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// // becomes
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[__Key_accent.self] }
///         set { self[__Key_accent.self] = newValue }
///     }
///     private struct __Key_accent: VellumCore.EnvironmentKey {
///         static var defaultValue: Color { .blue }
///     }
/// }
/// ```
///
/// The default is computed each time it is read, as SwiftUI's is; an optional without an
/// initial value defaults to nil.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let (name, _, _) = try entry(declaration, in: context)
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let (name, type, value) = try entry(declaration, in: context)
        return [
            """
            private struct __Key_\(raw: name): VellumCore.EnvironmentKey {
                static var defaultValue: \(raw: type) { \(raw: value) }
            }
            """,
        ]
    }

    /// The property's name, type and default value.
    private static func entry(_ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws -> (String, String, String) {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              variable.bindings.count == 1,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
        else {
            throw PreviewMacroError("@Entry applies to one stored property: @Entry var name: Type = value")
        }
        if let extended = context.lexicalContext.first?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription,
           !extended.hasSuffix("EnvironmentValues") {
            throw PreviewMacroError("@Entry is supported in extensions of EnvironmentValues, not \(extended)")
        }
        guard let type = binding.typeAnnotation?.type.trimmedDescription else {
            throw PreviewMacroError("@Entry needs the property's type written out: @Entry var \(name): Type = value")
        }
        if let value = binding.initializer?.value.trimmedDescription { return (name, type, value) }
        guard type.hasSuffix("?") || type.hasPrefix("Optional<") else {
            throw PreviewMacroError("@Entry var \(name) needs a default value, or an optional type (which defaults to nil)")
        }
        return (name, type, "nil")
    }
}
