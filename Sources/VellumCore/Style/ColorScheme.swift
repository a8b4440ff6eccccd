import Foundation

/// The possible colour schemes: light and dark appearance.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

extension EnvironmentValues {
    /// The colour scheme of this environment: system colours (`.red`, `.primary`, list
    /// and control backgrounds) take their dark values in `.dark`.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

/// The scheme a view asks its window to show (`preferredColorScheme`).
struct PreferredColorSchemeKey: PreferenceKey {
    static let defaultValue: ColorScheme? = nil
    static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        value = value ?? nextValue()
    }
}

extension View {
    /// Sets the colour scheme of the window this view is in, as SwiftUI does: the whole
    /// window (a `ViewHost`, an `ImageRenderer`, a preview) draws in `colorScheme`; nil
    /// leaves it to the environment.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_EnvironmentTransformModifier { if let colorScheme { $0.colorScheme = colorScheme } })
            .preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }
}

/// Draws its subtree with system colours as `colorScheme` shows them: where an
/// environment modifier changed the scheme (`.environment(\.colorScheme, .dark)`).
struct _ColorSchemeScope: _DrawingEffect, BuiltInLayout {
    let colorScheme: ColorScheme
    var nodeLabel: String { "colorScheme(.\(colorScheme))" }

    func draw(node: LayoutNode, into list: inout DisplayListBuilder) {
        let items = list.collect { node.drawChildren(into: &$0) }
        for item in items { list.append(item.resolvingColors(for: colorScheme)) }
    }
}

extension DisplayList {
    /// The list with every system colour as `scheme` shows it. Colours are stored with
    /// their light values, so a light list is already resolved; a resolved colour keeps
    /// its value, so a subtree resolved in a scope of its own stays as it was.
    func resolvingColors(for scheme: ColorScheme) -> DisplayList {
        guard scheme == .dark else { return self }
        var copy = self
        copy.items = items.map { $0.resolvingColors(for: scheme) }
        return copy
    }
}

extension DisplayList.Item {
    func resolvingColors(for scheme: ColorScheme) -> DisplayList.Item {
        switch self {
        case .fill(let path, let paint, let style): .fill(path, paint.resolvingColors(for: scheme), style)
        case .stroke(let path, let paint, let style): .stroke(path, paint.resolvingColors(for: scheme), style)
        case .glyphs(let run, let origin, let paint): .glyphs(run, origin: origin, paint: paint.resolvingColors(for: scheme))
        case .image(let bitmap, let rect, let interpolation):
            // An asset image's dark file, drawn into the light one's frame.
            bitmap.dark.map { .image($0.bitmap, rect: rect, interpolation: interpolation) } ?? self
        case .end: self
        case .begin(let effect):
            switch effect {
            case .shadow(let color, let radius, let offset): .begin(.shadow(color: color.resolved(in: scheme), radius: radius, offset: offset))
            case .mask(let items): .begin(.mask(items.map { $0.resolvingColors(for: scheme) }))
            case .colorMultiply(let color): .begin(.colorMultiply(color.resolved(in: scheme)))
            default: self
            }
        }
    }
}

extension DisplayList.Paint {
    func resolvingColors(for scheme: ColorScheme) -> DisplayList.Paint {
        switch self {
        case .color(let color): .color(color.resolved(in: scheme))
        case .linearGradient(let g, let start, let end): .linearGradient(g.resolvingColors(for: scheme), start: start, end: end)
        case .radialGradient(let g, let center, let r0, let r1):
            .radialGradient(g.resolvingColors(for: scheme), center: center, startRadius: r0, endRadius: r1)
        case .angularGradient(let g, let center, let a0, let a1):
            .angularGradient(g.resolvingColors(for: scheme), center: center, startAngle: a0, endAngle: a1)
        case .material(let radius, let saturation, let tint):
            .material(blurRadius: radius, saturation: saturation, tint: tint.resolved(in: scheme))
        }
    }
}

extension Gradient {
    func resolvingColors(for scheme: ColorScheme) -> Gradient {
        Gradient(stops: stops.map { Gradient.Stop(color: $0.color.resolved(in: scheme), location: $0.location) })
    }
}

extension LayoutNode {
    /// The scheme the window of this root draws in: what a view in it prefers
    /// (`preferredColorScheme`), else `environmentScheme`.
    func windowColorScheme(environmentScheme: ColorScheme) -> ColorScheme {
        _PreferenceActionModifier<PreferredColorSchemeKey>.combinedValue(of: [self]) ?? environmentScheme
    }
}
