import Foundation

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
///
/// A value set with `.environment(\.key, value)` reaches every view below, until a
/// view further down sets it again.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:] {
        didSet { revision = Revision() }
    }
    /// Replaced on every change, so copies that were never changed since they parted
    /// compare equal without comparing values (the common case on every update), and
    /// what was read from one is known to hold for the other.
    private(set) var revision: AnyObject = Revision()
    private final class Revision: Sendable {}

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        // `flatMap`: a missing entry cast to an optional `Value` would be `.some(nil)`,
        // hiding a non-nil default.
        get { storage[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(storage.count) values set)" }

    /// The object of this type placed with `environmentObject(_:)` or `environment(_:)`.
    func object<T: AnyObject>(of type: T.Type) -> T? {
        storage[ObjectIdentifier(type)] as? T
    }

    mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type = T.self) {
        storage[ObjectIdentifier(type)] = object
    }

    /// Whether both hold the same values: equal where the values are `Equatable`, the
    /// same object where they are objects. Anything else (a closure) counts as changed,
    /// so views reading it run again.
    func isEqual(to other: EnvironmentValues) -> Bool {
        if revision === other.revision { return true }
        guard storage.count == other.storage.count else { return false }
        for (key, value) in storage {
            guard let otherValue = other.storage[key], valuesEqual(value, otherValue) else { return false }
        }
        return true
    }
}

/// Whether two values are the same as the view graph sees them: `==` for `Equatable`
/// values, identity for objects, optionals by what they hold (an environment key whose
/// value is an optional object is common); anything else is never the same.
func valuesEqual(_ a: Any, _ b: Any) -> Bool {
    if let a = a as? any Equatable { return a.isEqual(to: b) }
    if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
    if let a = a as? any AnyOptional, let b = b as? any AnyOptional {
        switch (a.unwrapped, b.unwrapped) {
        case (nil, nil): return true
        case let (a?, b?): return valuesEqual(a, b)
        default: return false
        }
    }
    return false
}

/// An `Optional` of any type, opened: `nil`, or the value it holds.
protocol AnyOptional { var unwrapped: Any? { get } }
extension Optional: AnyOptional { var unwrapped: Any? { self.map { $0 } } }

// MARK: - Values layout reads

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

private struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}

private struct LineLimitKey: EnvironmentKey {
    static let defaultValue = LineLimits()
}

private struct TruncationModeKey: EnvironmentKey {
    static let defaultValue = Text.TruncationMode.tail
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static let defaultValue = TextAlignment.leading
}

private struct LineSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

private struct MinimumScaleFactorKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

private struct AllowsTighteningKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ForegroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

private struct TextEngineKey: EnvironmentKey {
    static var defaultValue: any TextEngine { TextEngineDefaults.engine }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

/// The line limits of text: at most `upper` lines, and space for at least `lower`.
struct LineLimits: Equatable, Sendable {
    var lower: Int?
    var upper: Int?
}

extension EnvironmentValues {
    /// The layout direction: right-to-left mirrors horizontal placement.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Pixels per point of the display views are drawn for (1 unless set).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The size of one pixel in points.
    public var pixelLength: CGFloat { 1 / displayScale }

    /// The default font of text in this environment; `nil` means `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The most lines text may use, or `nil` for no limit.
    public var lineLimit: Int? {
        get { lineLimits.upper }
        set { lineLimits = LineLimits(lower: nil, upper: newValue) }
    }

    var lineLimits: LineLimits {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Extra space between lines of text.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// Whether text may tighten its letter spacing to fit before truncating.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// The style that text and shapes are drawn with unless they set their own.
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The engine that measures and lays out text.
    public var textEngine: any TextEngine {
        get { self[TextEngineKey.self] }
        set { self[TextEngineKey.self] = newValue }
    }

    /// The Dynamic Type size text styles are sized for; `.large`, iOS's default, unless set.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
