import Foundation

/// A protocol that describes the behaviour and appearance of a list.
@MainActor @preconcurrency
public protocol ListStyle {
    /// Which of Vellum's list looks this style is.
    var _kind: _ListStyleKind { get }
}

public enum _ListStyleKind: Sendable { case plain, grouped, insetGrouped }

/// The platform default: inset grouped on iOS.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .insetGrouped }
}

public struct PlainListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .plain }
}

public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .grouped }
}

public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

private struct ListStyleKey: EnvironmentKey {
    static let defaultValue = _ListStyleKind.insetGrouped
}

private struct ListRowStyleKey: EnvironmentKey {
    static let defaultValue: _ListStyleKind? = nil
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = 44
}

extension EnvironmentValues {
    /// The style `.listStyle(_:)` set for lists below.
    var listStyle: _ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    /// The style of the list whose row this is, or nil outside lists. Controls that lay
    /// out differently in a row (a menu picker shows its label) read it.
    var listRowStyle: _ListStyleKind? {
        get { self[ListRowStyleKey.self] }
        set { self[ListRowStyleKey.self] = newValue }
    }

    /// The default minimum height of a list row: 44 on iOS.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for lists within this view.
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<_ListStyleKind>> {
        environment(\.listStyle, style._kind)
    }

    /// Applies an inset to the rows in a list: the row's content is proposed the row's
    /// width less the leading and trailing insets, and the row is the content's height
    /// plus the top and bottom insets (at least the minimum row height).
    public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _TraitWritingModifier> {
        modifier(_TraitWritingModifier { $0.layoutValues[ObjectIdentifier(ListRowInsetsKey.self)] = insets })
    }
}

/// A row's own insets from `.listRowInsets(_:)`.
enum ListRowInsetsKey: LayoutValueKey {
    static var defaultValue: EdgeInsets? { nil }
}

/// How deep in a disclosure hierarchy a row is; each level indents the row.
enum OutlineLevelKey: LayoutValueKey {
    static var defaultValue: Int { 0 }
}

/// The geometry and colours of a list style on an iPhone in portrait, light mode.
///
/// Row metrics follow the spec's assumed iOS values (section 5.11): rows at least 44
/// tall, content inset 11 top and bottom and 20 leading and trailing. The rest is
/// estimated from iOS 17 screenshots [UNVERIFIED]: inset-grouped cards 16 from the list's
/// edges with 10-point corners; 35 points above a section without a header; a header in
/// uppercase footnote grey, 22 above and 7 above its card; a footer in footnote grey 7
/// below its card; a plain list's headers in `.headline` with 8 above and below; each
/// outline level indents a row by 20.
struct ListMetrics: Equatable {
    let style: _ListStyleKind
    let minRowHeight: CGFloat

    static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    static let outlineIndent: CGFloat = 20

    var isGrouped: Bool { style != .plain }
    var cardMargin: CGFloat { style == .insetGrouped ? 16 : 0 }
    var cornerRadius: CGFloat { style == .insetGrouped ? 10 : 0 }
    var background: Color { isGrouped ? SystemColors.groupedBackground : SystemColors.background }
    var cardBackground: Color? { isGrouped ? SystemColors.groupedCard : nil }
    /// Above a section that has no header (grouped styles).
    var sectionSpacing: CGFloat { isGrouped ? 35 : 0 }
    var headerInsets: EdgeInsets {
        let side = cardMargin + Self.rowInsets.leading
        return isGrouped ? EdgeInsets(top: 22, leading: side, bottom: 7, trailing: side)
                         : EdgeInsets(top: 8, leading: side, bottom: 8, trailing: side)
    }
    var footerInsets: EdgeInsets {
        let side = cardMargin + Self.rowInsets.leading
        return EdgeInsets(top: 7, leading: side, bottom: 0, trailing: side)
    }

    /// The environment a section's header or footer is resolved in.
    func style(_ role: SectionMembership.Role, _ env: inout EnvironmentValues) {
        switch role {
        case .content: return
        case .header where !isGrouped:
            env.font = .headline
        case .header:
            env.font = .footnote
            env.foregroundStyle = AnyShapeStyle(Color.secondary)
            env.textCase = .uppercase
        case .footer:
            env.font = .footnote
            env.foregroundStyle = AnyShapeStyle(Color.secondary)
        }
        env.listRowStyle = nil
    }
}

private struct ListMetricsKey: EnvironmentKey {
    static let defaultValue: ListMetrics? = nil
}

extension ListMetrics: @unchecked Sendable {}

extension EnvironmentValues {
    /// The metrics of the list whose content is being resolved; sections style their
    /// headers and footers with it.
    var listMetrics: ListMetrics? {
        get { self[ListMetricsKey.self] }
        set { self[ListMetricsKey.self] = newValue }
    }
}

extension _ViewInputs {
    /// Inputs for one part of a section: in a list, headers and footers take the list
    /// style's text style.
    func forSectionPart(_ role: SectionMembership.Role) -> _ViewInputs {
        guard let metrics = environment.listMetrics, role != .content else { return self }
        var inputs = self
        metrics.style(role, &inputs.environment)
        inputs.environment.listMetrics = nil
        return inputs
    }
}
