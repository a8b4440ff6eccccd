import VellumCore

/// Creates an environment value from a property of an `EnvironmentValues` extension, as
/// SwiftUI's `@Entry` does: a key with the property's initial value as its default.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
///
/// Text("Hello").environment(\.accent, .orange)
/// ```
///
/// (It lives beside `#Preview` because both expand in the package's one macro plugin.)
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "VellumPreviewMacros", type: "EntryMacro")
